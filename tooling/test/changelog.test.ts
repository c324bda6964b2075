import { describe, expect, it } from "vitest";
import changelog from "../src/changelog.ts";

describe("the changelog lines", () => {
  it("give a changeset's text as written, indented under its bullet, without a commit id", async () => {
    const line = await changelog.getReleaseLine({ summary: "First release.\n\n- One thing.  \n- Another." });
    expect(line).toBe("- First release.\n\n  - One thing.\n  - Another.");
  });

  it("name the internal dependencies a release moves to in one line, and nothing when there are none", async () => {
    const dependencies = [
      { name: "@urlkit/host", newVersion: "0.1.0" },
      { name: "@urlkit/parser", newVersion: "0.2.0" },
    ];
    expect(await changelog.getDependencyReleaseLine([], dependencies)).toBe(
      "- Updated dependencies: @urlkit/host@0.1.0, @urlkit/parser@0.2.0.",
    );
    expect(await changelog.getDependencyReleaseLine([], [])).toBe("");
  });
});
