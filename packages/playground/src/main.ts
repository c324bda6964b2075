// The page: a tab list built from TABS, each tab's panel updated from the state in the location hash.
import "./style.css";
import { dataTab } from "./data-view.ts";
import { byId, h } from "./dom.ts";
import { patternTab } from "./pattern-view.ts";
import { readHash, type State, writeHash } from "./state.ts";
import type { Tab } from "./tabs.ts";
import { urlTab } from "./url-view.ts";

const TABS: Tab[] = [urlTab(), dataTab(), patternTab()];

const tabList = byId<HTMLElement>("tabs");
const panels = byId<HTMLElement>("panels");
let state: State = readHash(location.hash);

function change(patch: Partial<State>): void {
  state = { ...state, ...patch };
  const hash = writeHash(state);
  // replaceState, not assignment: typing must not fill the history with one entry per key.
  history.replaceState(null, "", hash === "" ? location.pathname + location.search : hash);
  render();
}

const buttons = TABS.map((tab) =>
  h("button", { type: "button", role: "tab", id: `tab-${tab.id}`, "aria-controls": `panel-${tab.id}` }, tab.label),
);
const panelElements = TABS.map((tab) =>
  h("section", { role: "tabpanel", id: `panel-${tab.id}`, "aria-labelledby": `tab-${tab.id}` }, tab.create(change)),
);

function render(): void {
  const selected = TABS.some((tab) => tab.id === state.tab) ? state.tab : TABS[0].id;
  TABS.forEach((tab, i) => {
    const active = tab.id === selected;
    buttons[i].setAttribute("aria-selected", String(active));
    buttons[i].tabIndex = active ? 0 : -1;
    panelElements[i].hidden = !active;
    if (active) tab.update(state);
  });
}

// The ARIA tabs pattern: one tab stop; arrow keys, Home and End move between tabs and select them.
function onTabKey(event: KeyboardEvent): void {
  const current = buttons.indexOf(event.target as HTMLButtonElement);
  const last = buttons.length - 1;
  const next =
    event.key === "ArrowRight"
      ? (current + 1) % buttons.length
      : event.key === "ArrowLeft"
        ? (current + last) % buttons.length
        : event.key === "Home"
          ? 0
          : event.key === "End"
            ? last
            : -1;
  if (next === -1) return;
  event.preventDefault();
  buttons[next].focus();
  change({ tab: TABS[next].id });
}

buttons.forEach((button, i) => {
  button.addEventListener("click", () => change({ tab: TABS[i].id }));
});
tabList.addEventListener("keydown", onTabKey);
tabList.append(...buttons);
panels.append(...panelElements);
window.addEventListener("hashchange", () => {
  state = readHash(location.hash);
  render();
});
render();
