// The lines `changeset version` writes into each CHANGELOG.md (.changeset/config.json names this module): a
// changeset's text as its author wrote it for users, without the commit id that @changesets/changelog-git puts
// first, and one line for the internal dependencies a release moves to.

interface Changeset {
  summary: string;
}

interface DependencyRelease {
  name: string;
  newVersion: string;
}

async function getReleaseLine(changeset: Changeset): Promise<string> {
  const [first, ...rest] = changeset.summary.split("\n").map((line) => line.trimEnd());
  return [`- ${first}`, ...rest.map((line) => (line === "" ? "" : `  ${line}`))].join("\n");
}

async function getDependencyReleaseLine(_: Changeset[], dependencies: DependencyRelease[]): Promise<string> {
  if (dependencies.length === 0) return "";
  return `- Updated dependencies: ${dependencies.map(({ name, newVersion }) => `${name}@${newVersion}`).join(", ")}.`;
}

export default { getReleaseLine, getDependencyReleaseLine };
