// The URL tab: inputs, urlkit's parse beside the browser's, validation errors, origin, host and search params.
import { domainToUnicode } from "@urlkit/host/platform-idna";
import type { URLValidationError } from "@urlkit/parser";
import type { Encoding } from "@urlkit/percent-encoding";
import { COMPONENTS, type Comparison, compare, type Parsed } from "./compare.ts";
import { card, columnHeads, field, h, nameValueRows, nameValueTable, urlInput, visible } from "./dom.ts";
import { EXPLANATIONS } from "./explanations.ts";
import type { State } from "./state.ts";
import type { Tab } from "./tabs.ts";

/** The encodings offered for the query, by name; all but UTF-8 load @urlkit/percent-encoding/legacy on demand. */
export const ENCODINGS = [
  "UTF-8",
  "windows-1252",
  "ISO-8859-2",
  "windows-1251",
  "KOI8-R",
  "windows-1256",
  "Shift_JIS",
  "EUC-JP",
  "ISO-2022-JP",
  "EUC-KR",
  "GBK",
  "gb18030",
  "Big5",
];

type GetEncoding = (label: string) => Encoding;

let getEncoding: GetEncoding | null = null;
let loadingLegacy: Promise<void> | null = null;

/** The input with its error positions underlined: a mark per erroneous position, numbered as in the error list. */
function echo(text: string, errors: { index: number; number: number }[]): Node[] {
  const byIndex = new Map<number, number[]>();
  for (const { index, number } of errors) byIndex.set(index, [...(byIndex.get(index) ?? []), number]);
  const nodes: Node[] = [];
  let from = 0;
  for (const index of [...byIndex.keys()].sort((a, b) => a - b)) {
    const at = Math.min(index, text.length);
    if (at > from) nodes.push(document.createTextNode(visible(text.slice(from, at))));
    const numbers = byIndex.get(index) ?? [];
    const character = at < text.length ? visible(text.slice(at, at + 1)) : "\u2420";
    const title = numbers.map((n) => `error ${n}`).join(", ");
    nodes.push(
      h("mark", { class: at < text.length ? "error-mark" : "error-mark end", title }, character),
      h("sup", { class: "error-ref" }, numbers.join(",")),
    );
    from = at < text.length ? at + 1 : at;
  }
  if (from < text.length) nodes.push(document.createTextNode(visible(text.slice(from))));
  return nodes;
}

/** A component's value, or "failure" with the parser's reason as the cell's title. */
function cell(parsed: Parsed, name: string): HTMLTableCellElement {
  const value = parsed.components?.[name];
  if (value === undefined) return h("td", { class: "failure", title: parsed.reason }, "failure");
  return h("td", {}, value === "" ? h("span", { class: "empty" }, "(empty)") : h("code", {}, visible(value)));
}

function componentRows(comparison: Comparison): HTMLTableRowElement[] {
  const { urlkit, browser, differences } = comparison;
  return COMPONENTS.map((name) => {
    const differs = differences.includes(name);
    return h(
      "tr",
      { class: differs ? "differs" : undefined, "data-component": name },
      h(
        "th",
        { scope: "row" },
        name,
        differs && h("span", { class: "badge", title: "urlkit and the browser differ" }, "differs"),
      ),
      cell(urlkit, name),
      cell(browser, name),
    );
  });
}

function errorItems(errors: URLValidationError[]): HTMLLIElement[] {
  return errors.map((error) =>
    h(
      "li",
      { class: error.fatal ? "fatal" : undefined },
      h("code", { class: "error-type" }, error.type),
      ` at ${error.base ? "base " : ""}index ${error.index}`,
      error.fatal && h("strong", { class: "fatal-label" }, " (fatal)"),
      h("span", { class: "explanation" }, EXPLANATIONS[error.type]),
    ),
  );
}

/** The outcome in four pills: whether each side parses, the number of validation errors and of differences. */
function summary(comparison: Comparison): HTMLElement[] {
  const pill = (good: boolean, text: string) => h("span", { class: good ? "pill good" : "pill bad" }, text);
  const side = (name: string, parsed: Parsed) =>
    pill(parsed.components !== null, `${name}: ${parsed.components === null ? "failure" : "parses"}`);
  const errors = comparison.errors.length;
  const differences = comparison.differences.length;
  return [
    side("urlkit", comparison.urlkit),
    side("browser", comparison.browser),
    pill(errors === 0, `${errors} validation error${errors === 1 ? "" : "s"}`),
    pill(
      differences === 0,
      differences === 0 ? "no differences" : `${differences} component${differences === 1 ? "" : "s"} differ`,
    ),
  ];
}

function hostUnicode(comparison: Comparison): string {
  const hostname = comparison.url?.hostname ?? "";
  if (hostname === "") return "(no host)";
  if (hostname.startsWith("[") || /^[0-9.]+$/.test(hostname)) return `${hostname} (an IP address)`;
  return domainToUnicode(hostname);
}

export function urlTab(): Tab {
  const urlField = urlInput("url-input", "https://example.com/path?query#fragment");
  const baseInput = urlInput("base-input", "optional, e.g. https://example.com/dir/");
  const encodingSelect = h(
    "select",
    { id: "encoding-select" },
    ENCODINGS.map((name) => h("option", { value: name }, name)),
  );
  const urlEcho = h("p", { class: "echo", id: "url-echo" });
  const baseEcho = h("p", { class: "echo", id: "base-echo" });
  const status = h("p", { class: "status", id: "url-status", role: "status" });
  const encodingNote = h("p", { class: "note", id: "encoding-note" });
  const componentBody = h("tbody", { id: "components" });
  const errorList = h("ol", { class: "errors", id: "error-list" });
  const noErrors = h("p", { class: "quiet", id: "no-errors" }, "None: the input is a valid URL string.");
  const origin = h("dd", { id: "origin" });
  const unicodeHost = h("dd", { id: "host-unicode" });
  const paramsBody = h("tbody", { id: "search-params" });
  const noParams = h("p", { class: "quiet", id: "no-params" }, "No query.");
  let lastState: State | null = null;

  const render = (state: State): void => {
    let encoding: Encoding | null = null;
    if (state.encoding !== "UTF-8") {
      if (getEncoding === null) {
        loadingLegacy ??= import("@urlkit/percent-encoding/legacy").then((legacy) => {
          getEncoding = legacy.getEncoding;
        });
        status.textContent = `Loading the ${state.encoding} encoder…`;
        loadingLegacy.then(() => lastState && render(lastState));
        return;
      }
      try {
        encoding = getEncoding(state.encoding);
      } catch {
        encoding = null;
      }
    }
    const comparison = compare(state.url, state.base, encoding);
    const numbered = comparison.errors.map((error, i) => ({ error, number: i + 1 }));
    const positions = (base: boolean) =>
      numbered
        .filter(({ error }) => (error.base === true) === base)
        .map(({ error, number }) => ({ index: error.index, number }));
    urlEcho.replaceChildren(...echo(state.url, positions(false)));
    baseEcho.replaceChildren(...echo(state.base, positions(true)));
    baseEcho.hidden = state.base === "";
    status.replaceChildren(...summary(comparison));
    encodingNote.textContent =
      state.encoding !== "UTF-8" && encoding === null
        ? `${JSON.stringify(state.encoding)} is not an encoding label; the query is encoded as UTF-8.`
        : encoding === null || encoding.name === "UTF-8"
          ? ""
          : `The browser's URL always encodes the query as UTF-8; urlkit uses ${encoding.name} here.`;
    componentBody.replaceChildren(...componentRows(comparison));
    errorList.replaceChildren(...errorItems(comparison.errors));
    noErrors.hidden = comparison.errors.length > 0;
    origin.textContent = comparison.urlkit.components?.origin ?? "(failure)";
    unicodeHost.textContent = comparison.url === null ? "(failure)" : hostUnicode(comparison);
    const params = comparison.url === null ? [] : [...comparison.url.searchParams];
    paramsBody.replaceChildren(...nameValueRows(params));
    noParams.hidden = params.length > 0;
    paramsBody.closest("table")?.toggleAttribute("hidden", params.length === 0);
  };

  return {
    id: "url",
    label: "URL",
    create(change) {
      urlField.addEventListener("input", () => change({ url: urlField.value }));
      baseInput.addEventListener("input", () => change({ base: baseInput.value }));
      encodingSelect.addEventListener("change", () => change({ encoding: encodingSelect.value }));
      return h(
        "div",
        { class: "url-tab" },
        h(
          "form",
          { class: "inputs", role: "search", "aria-label": "URL to parse" },
          field("url-input", "URL", urlField, urlEcho),
          h(
            "div",
            { class: "row" },
            field(
              "base-input",
              h("span", {}, "Base URL ", h("span", { class: "hint" }, "(optional)")),
              baseInput,
              baseEcho,
            ),
            field("encoding-select", "Query encoding", encodingSelect),
          ),
        ),
        status,
        encodingNote,
        card(
          "components-heading",
          "Components",
          h(
            "div",
            { class: "table-scroll" },
            h(
              "table",
              { class: "components" },
              h("caption", { class: "visually-hidden" }, "Each component as urlkit and as this browser parse it"),
              columnHeads("component", "urlkit", "this browser"),
              componentBody,
            ),
          ),
        ),
        h(
          "div",
          { class: "grid" },
          card("errors-heading", "Validation errors", errorList, noErrors),
          card(
            "details-heading",
            "Origin and host",
            h(
              "dl",
              { class: "details" },
              h("dt", {}, "origin"),
              origin,
              h("dt", {}, "host, Unicode form"),
              unicodeHost,
            ),
            h("h3", { id: "params-heading" }, "Search params"),
            nameValueTable("params-heading", paramsBody),
            noParams,
          ),
        ),
      );
    },
    update(state) {
      lastState = state;
      if (urlField.value !== state.url) urlField.value = state.url;
      if (baseInput.value !== state.base) baseInput.value = state.base;
      // A label from a link that the list lacks (an alias such as latin1, or no label at all) gets an option of its own.
      if (![...encodingSelect.options].some((option) => option.value === state.encoding)) {
        encodingSelect.append(h("option", { value: state.encoding }, state.encoding));
      }
      encodingSelect.value = state.encoding;
      render(state);
    },
  };
}
