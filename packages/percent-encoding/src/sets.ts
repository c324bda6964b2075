import { CodePoint } from "./code-points.ts";

/** A code point given as a number or a one-character string. */
export type CodePointLike = number | string;

function codePointOf(c: CodePointLike): number {
  const cp = typeof c === "string" && c.length === 1 ? c.charCodeAt(0) : c;
  if (Number.isInteger(cp) && (cp as number) >= 0 && (cp as number) < CodePoint.Delete) return cp as number;
  throw new RangeError(
    `Not a code point from U+0000 to U+007E: ${typeof c === "string" ? JSON.stringify(c) : String(c)}`,
  );
}

/**
 * @internal The key of a set's table, for this package's encoder; not exported from the package, so the table
 * stays out of reach of ordinary code (a typed array is the fastest lookup, but cannot be frozen).
 */
export const TABLE: unique symbol = /* @__PURE__ */ Symbol("PercentEncodeSet table");

/**
 * An immutable percent-encode set: an ASCII membership table; every code point above U+007E is always in
 * the set (the standard's sets all contain them). Derive a set with `add` / `remove`, as rust-url's `AsciiSet`.
 */
// https://url.spec.whatwg.org/#percent-encode-set
export class PercentEncodeSet {
  /** @internal `[TABLE][c]` is 1 when the ASCII code point `c` is in the set (U+007F always is), else 0. */
  declare readonly [TABLE]: Uint8Array;

  /** @internal Use a predefined set and `add` / `remove`. Copies `table` (1 = in the set); U+007F is always in. */
  constructor(table: ArrayLike<number>) {
    const copy = new Uint8Array(CodePoint.NonASCII);
    copy.set(table);
    copy[CodePoint.Delete] = 1;
    (this as { [TABLE]: Uint8Array })[TABLE] = copy;
    Object.freeze(this);
  }

  /** Whether the code point `c` (a number; non-ASCII is always in) is in the set. Constant time. */
  has(c: number): boolean {
    return c > CodePoint.Tilde || this[TABLE][c] === 1;
  }

  /** A new set with these ASCII code points (numbers or one-character strings) added. */
  add(...codePoints: CodePointLike[]): PercentEncodeSet {
    return this.#with(codePoints, 1);
  }

  /** A new set with these ASCII code points removed (U+007F and up are in every set: they cannot be removed). */
  remove(...codePoints: CodePointLike[]): PercentEncodeSet {
    return this.#with(codePoints, 0);
  }

  #with(codePoints: CodePointLike[], bit: number): PercentEncodeSet {
    const table = this[TABLE].slice();
    for (const c of codePoints) table[codePointOf(c)] = bit;
    // Not the class's own name: naming it in its body makes the bundlers rename it (_PercentEncodeSet).
    return new (this.constructor as new (table: Uint8Array) => PercentEncodeSet)(table);
  }
}

/**
 * A percent-encode set as a table, the form this package's encoder reads (`percentEncodeAfterEncoding`): 128
 * entries, 1 for each ASCII code point in the set (U+007F always is), 0 for the others.
 */
export type PercentEncodeTable = Readonly<Uint8Array>;

/** The C0 control percent-encode set plus the ASCII code points in `chars`, as a table. */
function c0ControlTableAnd(chars: string): PercentEncodeTable {
  const table = new Uint8Array(CodePoint.NonASCII).fill(1, 0, CodePoint.Space);
  for (let i = 0; i < chars.length; i++) table[chars.charCodeAt(i)] = 1;
  table[CodePoint.Delete] = 1;
  return table;
}

// Each set below is the C0 control percent-encode set plus the code points of the set it is defined from
// in the standard plus its own: query (fragment) ⊂ special-query, path ⊂ userinfo ⊂ component ⊂ form. The
// tables serve urlkit's own parsers, which encode with percentEncodeAfterEncoding and so need no
// PercentEncodeSet object (nor its class in their bundles); each set holds its own copy.

// https://url.spec.whatwg.org/#c0-control-percent-encode-set
export const C0_CONTROL_TABLE: PercentEncodeTable = /* @__PURE__ */ c0ControlTableAnd("");
// https://url.spec.whatwg.org/#fragment-percent-encode-set
export const FRAGMENT_TABLE: PercentEncodeTable = /* @__PURE__ */ c0ControlTableAnd(' "<>`');
// https://url.spec.whatwg.org/#query-percent-encode-set
export const QUERY_TABLE: PercentEncodeTable = /* @__PURE__ */ c0ControlTableAnd(' "#<>');
// https://url.spec.whatwg.org/#special-query-percent-encode-set
export const SPECIAL_QUERY_TABLE: PercentEncodeTable = /* @__PURE__ */ c0ControlTableAnd(' "#<>' + "'");
// https://url.spec.whatwg.org/#path-percent-encode-set
export const PATH_TABLE: PercentEncodeTable = /* @__PURE__ */ c0ControlTableAnd(' "#<>' + "?^`{}");
// https://url.spec.whatwg.org/#userinfo-percent-encode-set
export const USERINFO_TABLE: PercentEncodeTable = /* @__PURE__ */ c0ControlTableAnd(' "#<>' + "?^`{}" + "/:;=@[\\]|");
// https://url.spec.whatwg.org/#component-percent-encode-set
export const COMPONENT_TABLE: PercentEncodeTable = /* @__PURE__ */ c0ControlTableAnd(
  ' "#<>' + "?^`{}" + "/:;=@[\\]|" + "$%&+,",
);
// https://url.spec.whatwg.org/#application-x-www-form-urlencoded-percent-encode-set
export const FORM_URLENCODED_TABLE: PercentEncodeTable = /* @__PURE__ */ c0ControlTableAnd(
  ' "#<>' + "?^`{}" + "/:;=@[\\]|" + "$%&+," + "!'()~",
);

// The same sets as PercentEncodeSet objects, for percentEncode and for deriving sets with `add` / `remove`.
export const C0_CONTROL_SET: PercentEncodeSet = /* @__PURE__ */ new PercentEncodeSet(C0_CONTROL_TABLE);
export const FRAGMENT_SET: PercentEncodeSet = /* @__PURE__ */ new PercentEncodeSet(FRAGMENT_TABLE);
export const QUERY_SET: PercentEncodeSet = /* @__PURE__ */ new PercentEncodeSet(QUERY_TABLE);
export const SPECIAL_QUERY_SET: PercentEncodeSet = /* @__PURE__ */ new PercentEncodeSet(SPECIAL_QUERY_TABLE);
export const PATH_SET: PercentEncodeSet = /* @__PURE__ */ new PercentEncodeSet(PATH_TABLE);
export const USERINFO_SET: PercentEncodeSet = /* @__PURE__ */ new PercentEncodeSet(USERINFO_TABLE);
export const COMPONENT_SET: PercentEncodeSet = /* @__PURE__ */ new PercentEncodeSet(COMPONENT_TABLE);
export const FORM_URLENCODED_SET: PercentEncodeSet = /* @__PURE__ */ new PercentEncodeSet(FORM_URLENCODED_TABLE);
