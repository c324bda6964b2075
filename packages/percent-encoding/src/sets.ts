/** A code point given as a number or a one-character string. */
export type CodePointLike = number | string;

function codePointOf(c: CodePointLike): number {
  const cp = typeof c === "number" ? c : c.length === 1 ? c.charCodeAt(0) : Number.NaN;
  if (!Number.isInteger(cp) || cp < 0 || cp > 0x7f) {
    throw new RangeError(`percent-encode sets are changed one ASCII code point at a time; got ${JSON.stringify(c)}`);
  }
  return cp;
}

/**
 * An immutable percent-encode set: an ASCII membership table; every code point above U+007E is always in
 * the set (the standard's sets all contain them). Derive a set with `add` / `remove`, as rust-url's `AsciiSet`.
 */
// https://url.spec.whatwg.org/#percent-encode-set
export class PercentEncodeSet {
  readonly #table: Uint8Array;

  /** @internal Use a predefined set and `add` / `remove`. */
  constructor(table: Uint8Array) {
    this.#table = table;
    Object.freeze(this);
  }

  /** Whether the code point `c` (a number; non-ASCII is always in) is in the set. Constant time. */
  has(c: number): boolean {
    return c > 0x7e || this.#table[c] === 1;
  }

  /** A new set with these ASCII code points (numbers or one-character strings) added. */
  add(...codePoints: CodePointLike[]): PercentEncodeSet {
    return this.#with(codePoints, 1);
  }

  /** A new set with these ASCII code points removed (U+007F and up cannot be removed). */
  remove(...codePoints: CodePointLike[]): PercentEncodeSet {
    return this.#with(codePoints, 0);
  }

  #with(codePoints: CodePointLike[], bit: 0 | 1): PercentEncodeSet {
    const table = this.#table.slice();
    for (const c of codePoints) {
      const cp = codePointOf(c);
      if (cp === 0x7f && bit === 0) throw new RangeError("U+007F is in every percent-encode set");
      table[cp] = bit;
    }
    return new PercentEncodeSet(table);
  }
}

function c0ControlTable(): Uint8Array {
  const table = new Uint8Array(128);
  table.fill(1, 0, 0x20);
  table[0x7f] = 1;
  return table;
}

// https://url.spec.whatwg.org/#c0-control-percent-encode-set
export const C0_CONTROL_SET: PercentEncodeSet = /* @__PURE__ */ new PercentEncodeSet(c0ControlTable());
// https://url.spec.whatwg.org/#fragment-percent-encode-set
export const FRAGMENT_SET: PercentEncodeSet = /* @__PURE__ */ C0_CONTROL_SET.add(" ", '"', "<", ">", "`");
// https://url.spec.whatwg.org/#query-percent-encode-set
export const QUERY_SET: PercentEncodeSet = /* @__PURE__ */ C0_CONTROL_SET.add(" ", '"', "#", "<", ">");
// https://url.spec.whatwg.org/#special-query-percent-encode-set
export const SPECIAL_QUERY_SET: PercentEncodeSet = /* @__PURE__ */ QUERY_SET.add("'");
// https://url.spec.whatwg.org/#path-percent-encode-set
export const PATH_SET: PercentEncodeSet = /* @__PURE__ */ QUERY_SET.add("?", "^", "`", "{", "}");
// https://url.spec.whatwg.org/#userinfo-percent-encode-set
export const USERINFO_SET: PercentEncodeSet = /* @__PURE__ */ PATH_SET.add(
  "/",
  ":",
  ";",
  "=",
  "@",
  "[",
  "\\",
  "]",
  "|",
);
// https://url.spec.whatwg.org/#component-percent-encode-set
export const COMPONENT_SET: PercentEncodeSet = /* @__PURE__ */ USERINFO_SET.add("$", "%", "&", "+", ",");
// https://url.spec.whatwg.org/#application-x-www-form-urlencoded-percent-encode-set
export const FORM_URLENCODED_SET: PercentEncodeSet = /* @__PURE__ */ COMPONENT_SET.add("!", "'", "(", ")", "~");
