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
