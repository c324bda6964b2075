// Run by the registry check under Deno and Bun, in a project outside the workspace: the WPT URL files through the
// URL class of the @urlkit/url that was installed from the local registry (the first argument is its import
// specifier), counted by the repository's harness (the second, tooling/src/ as a file URL). Prints one JSON line.
const [specifier, tooling] = process.argv.slice(2);
const { URL } = await import(specifier);
const { readExpectedFailures, readWPTFiles } = await import(`${tooling}/wpt.ts`);
const { checkWPTFiles, isListed } = await import(`${tooling}/wpt-check.ts`);
const listed = readExpectedFailures();
const files = checkWPTFiles(URL, readWPTFiles()).map(
  (tally: { file: string; cases: number; passed: number; failed: string[] }) => ({
    file: tally.file,
    cases: tally.cases,
    passed: tally.passed,
    unexpected: tally.failed.filter((id) => !isListed(listed, tally.file, id)),
  }),
);
console.log(JSON.stringify({ runtime: navigator.userAgent, distinct: URL !== globalThis.URL, files }));
