// The URLPattern tab: a pattern (a constructor string or the fields of a URLPatternInit) matched against a URL.
import {
  URLPattern,
  type URLPatternComponent,
  type URLPatternComponentResult,
  type URLPatternInit,
  type URLPatternResult,
} from "@urlkit/pattern";
import { card, columnHeads, field, h, urlInput, visible } from "./dom.ts";
import type { State } from "./state.ts";
import type { Tab } from "./tabs.ts";

/** The URLPattern's components, in the standard's order, with the state key of each one's URLPatternInit field. */
const COMPONENT_KEYS: readonly [URLPatternComponent, keyof State][] = [
  ["protocol", "patternProtocol"],
  ["username", "patternUsername"],
  ["password", "patternPassword"],
  ["hostname", "patternHostname"],
  ["port", "patternPort"],
  ["pathname", "patternPathname"],
  ["search", "patternSearch"],
  ["hash", "patternHash"],
];

const PLACEHOLDERS: Record<URLPatternComponent, string> = {
  protocol: "https",
  username: "",
  password: "",
  hostname: "*.example.com",
  port: "",
  pathname: "/books/:id(\\d+)",
  search: "",
  hash: "",
};

const MODES = [
  ["string", "Constructor string"],
  ["init", "URLPatternInit fields"],
] as const;

/** What the tab shows: the pattern (or the constructor's error), the URL it was matched against and the match. */
export interface PatternOutcome {
  pattern: URLPattern | null;
  /** The constructor's TypeError message, when the pattern is invalid. */
  error: string;
  input: string;
  base: string | undefined;
  result: URLPatternResult | null;
}

/** The URLPatternInit of the non-empty component fields and the base URL. */
function initOf(state: State): URLPatternInit {
  const init: URLPatternInit = {};
  for (const [component, key] of COMPONENT_KEYS) if (state[key] !== "") init[component] = state[key];
  if (state.patternBase !== "") init.baseURL = state.patternBase;
  return init;
}

/** Builds the pattern as the state describes it; the URL tab's URL (with its base) is matched when `match` is empty. */
export function matchPattern(state: State): PatternOutcome {
  const input = state.match === "" ? state.url : state.match;
  const base = state.match === "" && state.base !== "" ? state.base : undefined;
  const options = { ignoreCase: state.ignoreCase === "1" };
  let pattern: URLPattern;
  try {
    if (state.patternMode === "init") pattern = new URLPattern(initOf(state), options);
    else if (state.patternBase === "") pattern = new URLPattern(state.pattern, options);
    else pattern = new URLPattern(state.pattern, state.patternBase, options);
  } catch (error) {
    return { pattern: null, error: error instanceof Error ? error.message : String(error), input, base, result: null };
  }
  return { pattern, error: "", input, base, result: pattern.exec(input, base) };
}

function codeOrEmpty(text: string): Node {
  return text === "" ? h("span", { class: "empty" }, "(empty)") : h("code", {}, visible(text));
}

function patternRows(pattern: URLPattern | null): HTMLTableRowElement[] {
  if (pattern === null) {
    return [h("tr", {}, h("td", { colspan: "2", class: "quiet" }, "None: the pattern is invalid."))];
  }
  return COMPONENT_KEYS.map(([component]) =>
    h(
      "tr",
      { "data-component": component },
      h("th", { scope: "row" }, component),
      h("td", {}, codeOrEmpty(pattern[component])),
    ),
  );
}

/** The groups of one component's match, name = value; a group that matched nothing is `undefined`. */
function groupList(groups: URLPatternComponentResult["groups"]): HTMLElement {
  const entries = Object.entries(groups);
  if (entries.length === 0) return h("span", { class: "quiet" }, "none");
  return h(
    "ul",
    { class: "groups" },
    entries.map(([name, value]) =>
      h(
        "li",
        { "data-group": name },
        h("code", { class: "group-name" }, visible(name)),
        " = ",
        value === undefined ? h("span", { class: "empty" }, "undefined") : codeOrEmpty(value),
      ),
    ),
  );
}

function resultRows(result: URLPatternResult): HTMLTableRowElement[] {
  return COMPONENT_KEYS.map(([component]) =>
    h(
      "tr",
      { "data-component": component },
      h("th", { scope: "row" }, component),
      h("td", { class: "input" }, codeOrEmpty(result[component].input)),
      h("td", { class: "groups" }, groupList(result[component].groups)),
    ),
  );
}

function summary(outcome: PatternOutcome): HTMLElement[] {
  const pill = (good: boolean, text: string, id: string) =>
    h("span", { class: good ? "pill good" : "pill bad", id }, text);
  if (outcome.pattern === null) {
    return [
      pill(false, "invalid pattern", "pattern-verdict"),
      h("span", { class: "pattern-error", id: "pattern-error" }, `TypeError: ${outcome.error}`),
    ];
  }
  const matches = outcome.result !== null;
  return [
    pill(matches, matches ? "test(): true, it matches" : "test(): false, no match", "pattern-verdict"),
    h(
      "span",
      { class: "pill neutral", id: "has-regexp-groups" },
      `hasRegExpGroups: ${outcome.pattern.hasRegExpGroups}`,
    ),
  ];
}

export function patternTab(): Tab {
  const modeRadios = MODES.map(([value]) =>
    h("input", { type: "radio", name: "pattern-mode", id: `pattern-mode-${value}`, value }),
  );
  const modeChoice = h(
    "fieldset",
    { class: "choice" },
    h("legend", {}, "Pattern as"),
    MODES.map(([value, label], i) =>
      h("span", { class: "check" }, modeRadios[i], h("label", { for: `pattern-mode-${value}` }, label)),
    ),
  );
  const patternInput = urlInput("pattern-input", "https://*.example.com/books/:id(\\d+)");
  const componentInputs = COMPONENT_KEYS.map(([component]) =>
    urlInput(`pattern-${component}`, PLACEHOLDERS[component] || "(left out)"),
  );
  const baseInput = urlInput("pattern-base-input", "optional, e.g. https://example.com/");
  const baseHint = h("span", { class: "hint" });
  const ignoreCase = h("input", { type: "checkbox", id: "ignore-case" });
  const matchInput = urlInput("match-input", "");
  const matchNote = h("p", { class: "note", id: "match-note" });
  const stringField = field(
    "pattern-input",
    h("span", {}, "Pattern ", h("span", { class: "hint" }, "(a constructor string)")),
    patternInput,
  );
  const initFields = h(
    "fieldset",
    { class: "init-fields" },
    h("legend", {}, "URLPatternInit ", h("span", { class: "hint" }, "(an empty field is left out: it matches any)")),
    h(
      "div",
      { class: "component-grid" },
      COMPONENT_KEYS.map(([component], i) => field(`pattern-${component}`, component, componentInputs[i])),
    ),
  );
  const status = h("p", { class: "status", id: "pattern-status", role: "status" });
  const patternBody = h("tbody", { id: "pattern-components" });
  const resultBody = h("tbody", { id: "pattern-result" });
  const resultTable = h(
    "div",
    { class: "table-scroll" },
    h(
      "table",
      { class: "pattern-table" },
      h("caption", { class: "visually-hidden" }, "Each component's input and groups in exec()'s result"),
      columnHeads("component", "input", "groups"),
      resultBody,
    ),
  );
  const noMatch = h("p", { class: "quiet", id: "no-match" });

  return {
    id: "pattern",
    label: "URLPattern",
    create(change) {
      for (const radio of modeRadios) radio.addEventListener("change", () => change({ patternMode: radio.value }));
      patternInput.addEventListener("input", () => change({ pattern: patternInput.value }));
      COMPONENT_KEYS.forEach(([, key], i) => {
        componentInputs[i].addEventListener("input", () =>
          change({ [key]: componentInputs[i].value } as Partial<State>),
        );
      });
      baseInput.addEventListener("input", () => change({ patternBase: baseInput.value }));
      ignoreCase.addEventListener("change", () => change({ ignoreCase: ignoreCase.checked ? "1" : "" }));
      matchInput.addEventListener("input", () => change({ match: matchInput.value }));
      return h(
        "div",
        { class: "pattern-tab" },
        h(
          "form",
          { class: "inputs", role: "search", "aria-label": "URLPattern to match" },
          modeChoice,
          stringField,
          initFields,
          h(
            "div",
            { class: "row" },
            field("pattern-base-input", h("span", {}, "Base URL ", baseHint), baseInput),
            h("div", { class: "check" }, ignoreCase, h("label", { for: "ignore-case" }, "ignoreCase")),
          ),
          field("match-input", "URL to match", matchInput, matchNote),
        ),
        status,
        h(
          "div",
          { class: "grid" },
          card(
            "pattern-components-heading",
            "Component patterns",
            h(
              "table",
              { class: "pattern-table" },
              h("caption", { class: "visually-hidden" }, "The pattern string of each component"),
              columnHeads("component", "pattern"),
              patternBody,
            ),
          ),
          card("pattern-result-heading", "exec() result", resultTable, noMatch),
        ),
      );
    },
    update(state) {
      const initMode = state.patternMode === "init";
      modeRadios.forEach((radio, i) => {
        radio.checked = MODES[i][0] === (initMode ? "init" : "string");
      });
      stringField.hidden = initMode;
      initFields.hidden = !initMode;
      if (patternInput.value !== state.pattern) patternInput.value = state.pattern;
      COMPONENT_KEYS.forEach(([, key], i) => {
        if (componentInputs[i].value !== state[key]) componentInputs[i].value = state[key];
      });
      if (baseInput.value !== state.patternBase) baseInput.value = state.patternBase;
      baseHint.textContent = initMode ? "(optional: the URLPatternInit's baseURL)" : "(optional)";
      ignoreCase.checked = state.ignoreCase === "1";
      if (matchInput.value !== state.match) matchInput.value = state.match;
      matchInput.placeholder = state.url;
      matchNote.textContent =
        state.match === ""
          ? `Empty: the URL tab's URL${state.base === "" ? "" : " against its base URL"} is matched.`
          : "";

      const outcome = matchPattern(state);
      status.replaceChildren(...summary(outcome));
      patternBody.replaceChildren(...patternRows(outcome.pattern));
      const { result } = outcome;
      resultTable.hidden = result === null;
      resultBody.replaceChildren(...(result === null ? [] : resultRows(result)));
      noMatch.hidden = result !== null;
      noMatch.textContent =
        outcome.pattern === null
          ? "No pattern to match with."
          : `exec() returns null: ${JSON.stringify(outcome.input)} does not match${outcome.base === undefined ? "" : ` (against the base ${JSON.stringify(outcome.base)})`}.`;
    },
  };
}
