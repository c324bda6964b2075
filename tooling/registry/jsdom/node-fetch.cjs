// Run by the registry check in projects that install node-fetch 2, as it is and with whatwg-url overridden by
// @urlkit/whatwg-url: a request to a local server, whether Node's deprecated punycode module was loaded (node-fetch 2
// loads whatwg-url 5, whose tr46 0.0.3 requires it), and the warnings the process emitted (Node 22 and 24 print
// DEP0040 only for a require from outside node_modules, so none is expected either way). Prints one JSON line.
const http = require("node:http");

const warnings = [];
process.on("warning", (warning) => warnings.push(warning.code ?? warning.name));
const fetch = require("node-fetch");

const server = http.createServer((request, response) => {
  response.setHeader("content-type", "text/plain; charset=utf-8");
  response.end(`you asked for ${request.url}`);
});
server.listen(0, "127.0.0.1", async () => {
  const { port } = server.address();
  const response = await fetch(`http://127.0.0.1:${port}/a b?q=ü#frag`);
  const text = await response.text();
  server.close();
  // Warnings are emitted on the next tick.
  setImmediate(() => {
    const whatwgURL = require(
      require.resolve("whatwg-url/package.json", { paths: [require.resolve("node-fetch")] }),
    ).name;
    const punycodeLoaded = process.moduleLoadList.includes("NativeModule punycode");
    process.stdout.write(JSON.stringify({ whatwgURL, status: response.status, text, warnings, punycodeLoaded }));
  });
});
