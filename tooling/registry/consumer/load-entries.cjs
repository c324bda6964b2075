// Run by the registry check in a consumer project, under each Node it checks: every entry point named on the
// command line through import() and through require(), then one use of @urlkit/url. Prints one JSON line.
const describe = (error) => String(error?.stack ?? error).split("\n")[0];
(async () => {
  const entries = {};
  for (const specifier of process.argv.slice(2)) {
    const entry = {};
    try {
      entry.esm = Object.keys(await import(specifier)).sort();
    } catch (error) {
      entry.esmError = describe(error);
    }
    try {
      entry.cjs = Object.keys(require(specifier)).sort();
    } catch (error) {
      entry.cjsError = describe(error);
    }
    entries[specifier] = entry;
  }
  const { URL } = require("@urlkit/url");
  const href = new URL("HTTPS://EXAMPLE.com:443/a/../b c?q=ü#frag").href;
  process.stdout.write(JSON.stringify({ node: process.version, entries, href }));
})();
