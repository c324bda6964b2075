// Run by the registry check in two projects that install the same jsdom, one as it is and one whose whatwg-url,
// whatwg-mimetype and data-urls are overridden by urlkit's drop-ins: URL-heavy things a page does, observed through
// jsdom's own API. Prints one JSON line: which whatwg-url was loaded, the observations (which must be the same in
// both projects), and the time of a bench of anchors (`bench <count>` as the first argument).
const { JSDOM } = require("jsdom");

const COMPONENTS = [
  "href",
  "origin",
  "protocol",
  "username",
  "password",
  "host",
  "hostname",
  "port",
  "pathname",
  "search",
  "hash",
];
const HREFS = [
  "https://user:pa ss@EXAMPLE.com:443/a/./b/../c?q=ü#frag",
  "HTTP://[::1]:8080/x",
  "http://0x7f.1/",
  "/relative/path?x=1",
  "../up",
  "//other.example/p",
  "https://bücher.example/",
  "javascript:void(0)",
  "mailto:someone@example.com",
  "http://a b/",
  "file:///C:/x/y",
  "blob:https://example.com/uuid",
  "data:text/plain,hi",
];
const SETTERS = [
  ["protocol", "http"],
  ["protocol", "mailto"],
  ["host", "example.org:8080"],
  ["hostname", "ex ample"],
  ["port", "99999"],
  ["port", "21"],
  ["pathname", "/a b/%2e%2E/c"],
  ["search", "?a=b c"],
  ["hash", "x y"],
  ["username", "us@er"],
  ["password", "p:w"],
];

const read = (object) => Object.fromEntries(COMPONENTS.map((name) => [name, object[name]]));

function anchors(document) {
  const a = document.createElement("a");
  const results = [];
  for (const href of HREFS) {
    a.setAttribute("href", href);
    const entry = { href, read: read(a), setters: [] };
    for (const [name, value] of SETTERS) {
      a.setAttribute("href", href);
      a[name] = value;
      entry.setters.push([name, value, a.href]);
    }
    results.push(entry);
  }
  return results;
}

function windowClasses(window) {
  const url = new window.URL("https://example.com/?a=1&b=2");
  url.searchParams.append("c", "3 4");
  let error = null;
  try {
    new window.URL("not a url");
  } catch (e) {
    error = { ownTypeError: e instanceof window.TypeError, name: e.name };
  }
  const other = new JSDOM("").window;
  return {
    href: url.href,
    params: [...new window.URLSearchParams("a=1&a=2&b=%20").entries()],
    instance: url instanceof window.URL && url.searchParams instanceof window.URLSearchParams,
    distinctPerWindow: window.URL !== other.URL,
    foreignInstance: url instanceof other.URL,
    error,
    canParse: typeof window.URL.canParse === "function" ? window.URL.canParse("https://a/") : "missing",
  };
}

function documents() {
  const dom = new JSDOM('<!doctype html><base href="https://base.example/dir/"><a href="x?y">l</a>', {
    url: "https://page.example/start?q#h",
  });
  const { document } = dom.window;
  const legacy = new JSDOM(
    Buffer.from(
      '<!doctype html><a href="/p?name=\xe9\xe8&amp;x=\u20ac">l</a><form action="/send?\xe9"></form>',
      "latin1",
    ),
    { url: "https://legacy.example/", contentType: "text/html; charset=windows-1252" },
  ).window.document;
  return {
    location: read(dom.window.location),
    documentURL: document.URL,
    baseURI: document.baseURI,
    link: document.querySelector("a").href,
    legacyEncoding: legacy.characterSet,
    legacyLink: legacy.querySelector("a").href,
    legacyForm: legacy.querySelector("form").action,
  };
}

function dataURLs(window) {
  const inputs = [
    "data:text/plain;charset=utf-8,h%C3%A9llo",
    "data:;base64,aGk=",
    "data:text/html;base64,%%%",
    "data:,a b",
  ];
  return Promise.all(
    inputs.map(
      (input) =>
        new Promise((resolve) => {
          const xhr = new window.XMLHttpRequest();
          xhr.open("GET", input);
          xhr.onload = () => resolve([input, xhr.status, xhr.getResponseHeader("content-type"), xhr.responseText]);
          xhr.onerror = () => resolve([input, "error"]);
          xhr.send();
        }),
    ),
  );
}

function bench(count) {
  const { document } = new JSDOM("", { url: "https://page.example/" }).window;
  const a = document.createElement("a");
  const started = process.hrtime.bigint();
  let total = 0;
  for (let i = 0; i < count; i++) {
    a.href = `https://example.com/path/${i}?q=${i}#f`;
    for (const name of COMPONENTS) total += a[name].length;
  }
  return { count, milliseconds: Number(process.hrtime.bigint() - started) / 1e6, total };
}

(async () => {
  const whatwgURL = require(require.resolve("whatwg-url/package.json", { paths: [require.resolve("jsdom")] })).name;
  if (process.argv[2] === "bench") {
    process.stdout.write(JSON.stringify({ whatwgURL, bench: bench(Number(process.argv[3])) }));
    return;
  }
  const { window } = new JSDOM("", { url: "https://page.example/" });
  const observations = {
    anchors: anchors(window.document),
    windowClasses: windowClasses(window),
    documents: documents(),
    dataURLs: await dataURLs(window),
  };
  process.stdout.write(JSON.stringify({ whatwgURL, observations }));
})();
