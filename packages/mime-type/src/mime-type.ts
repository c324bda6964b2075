import { asciiLowercase, solelyHTTPQuotedStringTokenCodePoints, solelyHTTPTokenCodePoints } from "./code-points.ts";
import { serializeMIMEType } from "./serializing.ts";

/** How a TypeError names what it was given: a string in quotes, null, or the value's type. */
export function describe(value: unknown): string {
  return typeof value === "string" ? JSON.stringify(value) : value === null ? "null" : typeof value;
}

function isHTTPToken(value: unknown): value is string {
  return typeof value === "string" && value !== "" && solelyHTTPTokenCodePoints(value, 0, value.length);
}

/** `value` in ASCII lowercase, or a TypeError naming `where` when it is not a non-empty HTTP token. */
function checkedToken(value: unknown, where: string): string {
  if (!isHTTPToken(value)) {
    throw new TypeError(`${where}: expected a non-empty string of HTTP token code points, got ${describe(value)}`);
  }
  return asciiLowercase(value);
}

/**
 * A MIME type record. `type` and `subtype` are non-empty HTTP tokens in ASCII lowercase; assigning anything
 * else throws a TypeError (a valid value is lower-cased). `parameters` is an ordered map that checks what is
 * set in it.
 */
// https://mimesniff.spec.whatwg.org/#mime-type
export class MIMEType {
  #type: string;
  #subtype: string;
  /** The parameters in the order the input gave them: see {@link MIMETypeParameters}. */
  readonly parameters: MIMETypeParameters = new MIMETypeParameters();

  /** A MIME type without parameters; throws a TypeError unless both are non-empty HTTP tokens. */
  constructor(type: string, subtype: string) {
    this.#type = checkedToken(type, "MIMEType: type");
    this.#subtype = checkedToken(subtype, "MIMEType: subtype");
  }

  get type(): string {
    return this.#type;
  }

  set type(value: string) {
    this.#type = checkedToken(value, "MIMEType.type");
  }

  get subtype(): string {
    return this.#subtype;
  }

  set subtype(value: string) {
    this.#subtype = checkedToken(value, "MIMEType.subtype");
  }

  /** `type/subtype`. */
  // https://mimesniff.spec.whatwg.org/#mime-type-essence
  get essence(): string {
    return `${this.#type}/${this.#subtype}`;
  }

  /** The MIME type serialization (`serializeMIMEType(this)`). */
  toString(): string {
    return serializeMIMEType(this);
  }
}

/**
 * A MIME type's parameters: a `Map` whose names are non-empty HTTP tokens in ASCII lowercase and whose values
 * solely contain HTTP quoted-string token code points (tab, U+0020 to U+007E, U+0080 to U+00FF; possibly
 * none). `set` throws a TypeError for anything else and lower-cases the name; `get`, `has` and `delete` match
 * names ASCII case-insensitively.
 */
// https://mimesniff.spec.whatwg.org/#parameters
export class MIMETypeParameters extends Map<string, string> {
  override get(name: string): string | undefined {
    return typeof name === "string" ? super.get(asciiLowercase(name)) : undefined;
  }

  override has(name: string): boolean {
    return typeof name === "string" && super.has(asciiLowercase(name));
  }

  override delete(name: string): boolean {
    return typeof name === "string" && super.delete(asciiLowercase(name));
  }

  override set(name: string, value: string): this {
    const lowerName = checkedToken(name, "MIMETypeParameters.set: name");
    if (typeof value !== "string" || !solelyHTTPQuotedStringTokenCodePoints(value, 0, value.length)) {
      throw new TypeError(
        "MIMETypeParameters.set: expected a value of HTTP quoted-string token code points (tab, U+0020 to " +
          `U+007E, U+0080 to U+00FF), got ${describe(value)}`,
      );
    }
    return super.set(lowerName, value);
  }
}

const mapHas = Map.prototype.has;
const mapSet = Map.prototype.set;

/**
 * Sets `parameters[name]` to `value` unless the name exists, through Map's own methods: the parser calls it
 * with a name it has lower-cased and checked and a value it has checked.
 */
export function addParsedParameter(parameters: MIMETypeParameters, name: string, value: string): void {
  if (!mapHas.call(parameters, name)) mapSet.call(parameters, name, value);
}

/** `value` when it is a MIMEType, else a TypeError naming the function that was given it. */
export function checkedMIMEType(value: unknown, caller: string): MIMEType {
  if (value instanceof MIMEType) return value;
  throw new TypeError(`${caller}: expected a MIMEType, got ${describe(value)}`);
}
