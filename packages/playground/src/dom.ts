/** Attributes of an element built by {@link h}: `class`, `id`, ARIA and data attributes, as strings. */
export type Attributes = Record<string, string | undefined>;

export type Child = Node | string | null | undefined | false;

/** An element with attributes (undefined ones left out) and children (null, undefined and false left out). */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, value);
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined && child !== false) element.append(child);
  }
  return element;
}

/** The element with this id, which index.html must contain. */
export function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`index.html has no element with id ${JSON.stringify(id)}`);
  return element as T;
}

const CONTROL_PICTURES_OFFSET = 0x2400;
const LAST_C0_CONTROL = 0x1f;
const DELETE = 0x7f;
const SYMBOL_FOR_DELETE = 0x2421;

/**
 * The text with C0 controls and DEL as their Control Pictures (U+2400 to U+2421), one code unit for one, so that
 * UTF-16 indexes into the text still point at the same characters.
 */
export function visible(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit <= LAST_C0_CONTROL) out += String.fromCharCode(CONTROL_PICTURES_OFFSET + unit);
    else if (unit === DELETE) out += String.fromCharCode(SYMBOL_FOR_DELETE);
    else out += text[i];
  }
  return out;
}

/** A labelled form field: the label, its control and what shows under it. */
export function field(id: string, label: Node | string, control: HTMLElement, ...after: HTMLElement[]): HTMLElement {
  return h("div", { class: "field" }, h("label", { for: id }, label), control, ...after);
}

/** A one-line text input for a URL, with the phone keyboard's URL layout and no autocorrection. */
export function urlInput(id: string, placeholder: string): HTMLInputElement {
  return h("input", {
    id,
    type: "text",
    inputmode: "url",
    autocomplete: "off",
    autocapitalize: "off",
    autocorrect: "off",
    spellcheck: "false",
    placeholder,
  });
}

/** A card: a section titled by its own heading. */
export function card(headingId: string, title: string, ...children: (Child | Child[])[]): HTMLElement {
  return h("section", { class: "card", "aria-labelledby": headingId }, h("h2", { id: headingId }, title), ...children);
}

/** A table head of column headers. */
export function columnHeads(...names: string[]): HTMLTableSectionElement {
  return h(
    "thead",
    {},
    h(
      "tr",
      {},
      names.map((name) => h("th", { scope: "col" }, name)),
    ),
  );
}

/** A name/value table labelled by a heading, its rows given later through the returned body. */
export function nameValueTable(headingId: string, body: HTMLTableSectionElement): HTMLTableElement {
  return h("table", { class: "params", "aria-labelledby": headingId }, columnHeads("name", "value"), body);
}

/** Table rows of name/value pairs, each shown with its control characters visible. */
export function nameValueRows(entries: Iterable<[string, string]>): HTMLTableRowElement[] {
  return [...entries].map(([name, value]) =>
    h("tr", {}, h("td", {}, h("code", {}, visible(name))), h("td", {}, h("code", {}, visible(value)))),
  );
}
