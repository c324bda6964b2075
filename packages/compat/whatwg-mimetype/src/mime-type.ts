// whatwg-mimetype's MIMEType and MIMETypeParameters over @urlkit/mime-type's record: the same members, argument
// conversions (String(), ASCII lowercase) and Error messages, with parsing and serializing done underneath.
import {
  asciiLowercase,
  isHTMLMIMEType,
  isJavaScriptMIMEType,
  isXMLMIMEType,
  MIMEType as MIMETypeRecord,
  type MIMETypeParameters as ParametersRecord,
  parseMIMEType,
  serializeMIMEType,
  solelyHTTPQuotedStringTokenCodePoints,
  solelyHTTPTokenCodePoints,
} from "@urlkit/mime-type";

/**
 * The key under which the constructor takes a record parsed already, with no second parse: this package's
 * computedMIMEType and @urlkit/data-urls use it. A registered symbol, so that no further export is needed; the
 * value must be an @urlkit/mime-type record.
 */
const RECORD: unique symbol = Symbol.for("@urlkit/whatwg-mimetype: adopt record") as never;

/** What the adapter's constructor takes besides a string: a record parsed already (only this module makes one). */
interface Adopt {
  readonly [RECORD]: MIMETypeRecord;
}

const mapGet = Map.prototype.get;
const mapHas = Map.prototype.has;
const mapSet = Map.prototype.set;
const mapDelete = Map.prototype.delete;

/** whatwg-mimetype's check of a type or subtype: the lower-cased value, or its Error. */
function checkedTypeOrSubtype(value: unknown, which: "type" | "subtype"): string {
  const lower = asciiLowercase(String(value));
  if (lower.length === 0) throw new Error(`Invalid ${which}: must be a non-empty string`);
  if (!solelyHTTPTokenCodePoints(lower, 0, lower.length)) {
    throw new Error(`Invalid ${which} ${lower}: must contain only HTTP token code points`);
  }
  return lower;
}

export class MIMEType {
  #record: MIMETypeRecord;
  /** Made on first read: most adapters (a computed MIME type, a parse for its essence) never show their parameters. */
  #parameters: MIMETypeParameters | undefined;

  constructor(string: string) {
    let record: MIMETypeRecord | null;
    if (
      typeof string === "object" &&
      string !== null &&
      (string as unknown as Adopt)[RECORD] instanceof MIMETypeRecord
    ) {
      record = (string as unknown as Adopt)[RECORD];
    } else {
      string = String(string);
      record = parseMIMEType(string);
      if (record === null) throw new Error(`Could not parse MIME type string "${string}"`);
    }
    this.#record = record;
  }

  static parse(string: string): MIMEType | null {
    // biome-ignore lint/complexity/noThisInStatic: a subclass's parse constructs the subclass, as whatwg-mimetype's does.
    return parseWith(this, string);
  }

  get essence(): string {
    return `${this.type}/${this.subtype}`;
  }

  get type(): string {
    return this.#record.type;
  }

  set type(value: string) {
    this.#record.type = checkedTypeOrSubtype(value, "type");
  }

  get subtype(): string {
    return this.#record.subtype;
  }

  set subtype(value: string) {
    this.#record.subtype = checkedTypeOrSubtype(value, "subtype");
  }

  get parameters(): MIMETypeParameters {
    this.#parameters ??= new MIMETypeParameters(this.#record.parameters);
    return this.#parameters;
  }

  toString(): string {
    return serializeMIMEType(this.#record);
  }

  isJavaScript({ prohibitParameters = false }: { prohibitParameters?: boolean } = {}): boolean {
    return isJavaScriptMIMEType(this.#record) && (!prohibitParameters || this.#record.parameters.size === 0);
  }

  isXML(): boolean {
    return isXMLMIMEType(this.#record);
  }

  isHTML(): boolean {
    return isHTMLMIMEType(this.#record);
  }
}

/**
 * MIMEType.parse: null where the constructor throws. A subclass's constructor is called as whatwg-mimetype's
 * `new this(string)` calls it; for this class, the record is parsed without throwing and catching. (Outside the
 * class body, so that the class keeps its name when bundled.)
 */
function parseWith(mimeTypeClass: typeof MIMEType, string: string): MIMEType | null {
  if (mimeTypeClass !== MIMEType) {
    try {
      return new mimeTypeClass(string);
    } catch {
      return null;
    }
  }
  let input: string;
  try {
    input = String(string);
  } catch {
    return null;
  }
  const record = parseMIMEType(input);
  return record === null ? null : adopt(record);
}

/** An adapter around a record parsed or sniffed here, with no second parse. */
export function adopt(record: MIMETypeRecord): MIMEType {
  return new MIMEType({ [RECORD]: record } as unknown as string);
}

/**
 * whatwg-mimetype's MIMETypeParameters: a Map-like view of the record's parameters whose methods convert their
 * arguments with String() and ASCII lowercase, and whose `set` throws an Error for a name with other than HTTP
 * token code points (the empty name passes, as in whatwg-mimetype) or a value with other than HTTP quoted-string
 * token code points. It goes through Map's own methods: the checks are whatwg-mimetype's, not the record's.
 */
export class MIMETypeParameters {
  #map: ParametersRecord;

  constructor(map: ParametersRecord) {
    this.#map = map;
  }

  get size(): number {
    return this.#map.size;
  }

  get(name: string): string | undefined {
    return mapGet.call(this.#map, asciiLowercase(String(name)));
  }

  has(name: string): boolean {
    return mapHas.call(this.#map, asciiLowercase(String(name)));
  }

  set(name: string, value: string): Map<string, string> {
    name = asciiLowercase(String(name));
    value = String(value);
    if (!solelyHTTPTokenCodePoints(name, 0, name.length)) {
      throw new Error(`Invalid MIME type parameter name "${name}": only HTTP token code points are valid.`);
    }
    if (!solelyHTTPQuotedStringTokenCodePoints(value, 0, value.length)) {
      throw new Error(
        `Invalid MIME type parameter value "${value}": only HTTP quoted-string token code points are valid.`,
      );
    }
    return mapSet.call(this.#map, name, value);
  }

  clear(): void {
    this.#map.clear();
  }

  delete(name: string): boolean {
    return mapDelete.call(this.#map, asciiLowercase(String(name)));
  }

  forEach(callbackFn: (value: string, key: string, map: Map<string, string>) => void, thisArg?: unknown): void {
    this.#map.forEach(callbackFn, thisArg);
  }

  keys(): MapIterator<string> {
    return this.#map.keys();
  }

  values(): MapIterator<string> {
    return this.#map.values();
  }

  entries(): MapIterator<[string, string]> {
    return this.#map.entries();
  }

  [Symbol.iterator](): MapIterator<[string, string]> {
    return this.#map[Symbol.iterator]();
  }
}
