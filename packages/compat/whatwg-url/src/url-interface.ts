// biome-ignore-all lint/complexity/noArguments: Web IDL counts the arguments actually passed, as webidl2js's code does.
// whatwg-url's URL interface (webidl2js's wrapper API), its implementation objects holding a URL of @urlkit/url.
import { parseURL } from "@urlkit/parser";
import { URL as UrlkitURL } from "@urlkit/url";
import { toWhatwgRecord, type URLRecord } from "./record.ts";
import { type URLSearchParamsImpl, URLSearchParamsWrapper } from "./url-search-params-interface.ts";
import {
  defineMembers,
  exposeOn,
  type GlobalObject,
  Interface,
  initCtorRegistry,
  isExposed,
  requireArguments,
  toUSVString,
  tryWrapperForImpl,
} from "./webidl.ts";

/**
 * whatwg-url's implementation object. Its errors are this package's TypeErrors with whatwg-url's messages (the
 * interface's own, for arguments, are the global's).
 */
export class URLImpl {
  declare _inner: UrlkitURL;
  declare _globalObject: GlobalObject;
  declare _query: URLSearchParamsImpl | null;

  constructor(globalObject: GlobalObject, [url, base]: unknown[], privateData: Record<string, unknown> = {}) {
    // URL.parse hands over the URL it has parsed.
    const parsed =
      (privateData.parsed as UrlkitURL | undefined) ?? UrlkitURL.parse(url as string, base as string | undefined);
    if (parsed === null) {
      if (base !== undefined && !UrlkitURL.canParse(base as string)) throw new TypeError(`Invalid base URL: ${base}`);
      throw new TypeError(`Invalid URL: ${url}`);
    }
    this._inner = parsed;
    this._globalObject = globalObject;
    this._query = null;
  }

  static parse(globalObject: GlobalObject, input: string, base?: string): URLImpl | null {
    const parsed = UrlkitURL.parse(input, base);
    return parsed === null ? null : URLWrapper.createImpl(globalObject, [input, base], { parsed });
  }

  static canParse(url: string, base?: string): boolean {
    return UrlkitURL.canParse(url, base);
  }

  /** The URL record, in whatwg-url's shape (a copy: changing it does not change the URL). */
  get _url(): URLRecord {
    return toWhatwgRecord(parseURL(this._inner.href) as NonNullable<ReturnType<typeof parseURL>>);
  }

  get href(): string {
    return this._inner.href;
  }

  set href(value: string) {
    try {
      this._inner.href = value;
    } catch {
      throw new TypeError(`Invalid URL: ${value}`);
    }
  }

  get origin(): string {
    return this._inner.origin;
  }

  get protocol(): string {
    return this._inner.protocol;
  }

  set protocol(value: string) {
    this._inner.protocol = value;
  }

  get username(): string {
    return this._inner.username;
  }

  set username(value: string) {
    this._inner.username = value;
  }

  get password(): string {
    return this._inner.password;
  }

  set password(value: string) {
    this._inner.password = value;
  }

  get host(): string {
    return this._inner.host;
  }

  set host(value: string) {
    this._inner.host = value;
  }

  get hostname(): string {
    return this._inner.hostname;
  }

  set hostname(value: string) {
    this._inner.hostname = value;
  }

  get port(): string {
    return this._inner.port;
  }

  set port(value: string) {
    this._inner.port = value;
  }

  get pathname(): string {
    return this._inner.pathname;
  }

  set pathname(value: string) {
    this._inner.pathname = value;
  }

  get search(): string {
    return this._inner.search;
  }

  set search(value: string) {
    this._inner.search = value;
  }

  /** The URL's query object, made on first use, its list the inner URL's. */
  get searchParams(): URLSearchParamsImpl {
    this._query ??= URLSearchParamsWrapper.createImpl(this._globalObject, [], {
      query: this._inner.searchParams,
      url: this,
    });
    return this._query;
  }

  get hash(): string {
    return this._inner.hash;
  }

  set hash(value: string) {
    this._inner.hash = value;
  }

  toJSON(): string {
    return this._inner.href;
  }
}

const ATTRIBUTES = [
  "href",
  "protocol",
  "username",
  "password",
  "host",
  "hostname",
  "port",
  "pathname",
  "search",
  "hash",
];

// The interface's members in its order (the URL Standard's IDL).
const MEMBERS = [
  "toJSON",
  "href",
  "toString",
  "origin",
  "protocol",
  "username",
  "password",
  "host",
  "hostname",
  "port",
  "pathname",
  "search",
  "searchParams",
  "hash",
];

class URLInterface extends Interface<URLImpl> {
  constructor() {
    super("URL", URLImpl);
  }

  install = (globalObject: GlobalObject, globalNames: readonly string[]): void => {
    if (!isExposed(globalNames)) return;
    const URL = defineURL(globalObject, this);
    initCtorRegistry(globalObject).URL = URL;
    exposeOn(globalObject, "URL", URL);
    if (globalNames.includes("Window")) exposeOn(globalObject, "webkitURL", URL);
  };
}

/** The URL and base arguments of the constructor and the static operations, converted. */
function urlArguments(args: IArguments, operation: string, globalObject: GlobalObject): [string, string | undefined] {
  requireArguments(globalObject, args.length, 1, operation);
  const base = args[1];
  return [
    toUSVString(args[0], `${operation}: parameter 1`, globalObject),
    base === undefined ? undefined : toUSVString(base, `${operation}: parameter 2`, globalObject),
  ];
}

/** The global's URL class. */
function defineURL(globalObject: GlobalObject, iface: URLInterface) {
  const impl = (self: unknown, context: string) => iface.requireImpl(self ?? globalObject, globalObject, context);
  class URL {
    constructor(_url: string, _base?: string) {
      const args = urlArguments(arguments, "Failed to construct 'URL'", globalObject);
      // biome-ignore lint/correctness/noConstructorReturn: as webidl2js's, for new.target's prototype
      return iface.setup(Object.create(new.target.prototype), globalObject, args);
    }

    toJSON(): string {
      return impl(this, "toJSON").toJSON();
    }

    toString(): string {
      return iface.requireImpl(this, globalObject, "toString").href;
    }

    get origin(): string {
      return impl(this, "get origin").origin;
    }

    get searchParams(): unknown {
      return tryWrapperForImpl(impl(this, "get searchParams").searchParams);
    }

    static parse(_url: string, _base?: string): unknown {
      const [url, base] = urlArguments(arguments, "Failed to execute 'parse' on 'URL'", globalObject);
      return tryWrapperForImpl(URLImpl.parse(globalObject, url, base));
    }

    static canParse(_url: string, _base?: string): boolean {
      const [url, base] = urlArguments(arguments, "Failed to execute 'canParse' on 'URL'", globalObject);
      return URLImpl.canParse(url, base);
    }
  }
  // The attributes with a setter: each converts its value, then sets the implementation's.
  const proto = URL.prototype as unknown as Record<string, unknown>;
  for (const name of ATTRIBUTES) {
    Object.defineProperty(proto, name, {
      configurable: true,
      get: {
        [`get ${name}`](this: unknown) {
          return impl(this, `get ${name}`)[name as "href"];
        },
      }[`get ${name}`],
      set: {
        [`set ${name}`](this: unknown, value: unknown) {
          const target = impl(this, `set ${name}`);
          const context = `Failed to set the '${name}' property on 'URL': The provided value`;
          target[name as "href"] = toUSVString(value, context, globalObject);
        },
      }[`set ${name}`],
    });
  }
  defineMembers(URL, "URL", MEMBERS, ["parse", "canParse"], { constructor: 1, parse: 1, canParse: 1 });
  return URL;
}

/** whatwg-url/webidl2js-wrapper's URL. */
export const URLWrapper = new URLInterface();
