// Built by Vite for production in the consumer project, then loaded in Chromium: the three packages a page might
// use, installed from the local registry, each parsing something the check compares.
import { parseDataURL } from "@urlkit/data-url";
import { URLPattern } from "@urlkit/pattern";
import { URL } from "@urlkit/url/platform-idna";

const data = parseDataURL("data:text/plain;base64,aGk=");
const result = {
  href: new URL("HTTPS://EXAMPLE.com:443/a/../b c?q=ü#frag").href,
  idn: new URL("https://Bücher.example/").host,
  ours: URL !== globalThis.URL,
  pattern: new URLPattern({ pathname: "/books/:id" }).exec("https://x.test/books/42")?.pathname.groups.id,
  data: data && `${data.mimeType} ${new TextDecoder().decode(data.body)}`,
};
document.getElementById("result").textContent = JSON.stringify(result);
