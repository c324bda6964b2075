// The page's state, kept in the location hash (`#url=…&base=…&encoding=…&tab=…`) so that a link reproduces a view.
// The URLPattern tab's keys start with `pattern` (its URLPatternInit fields are `patternProtocol`, `patternPathname`,
// …), except `ignoreCase` and `match`, the URL it matches (empty: the URL tab's URL).

export interface State {
  tab: string;
  url: string;
  base: string;
  encoding: string;
  data: string;
  /** `string` for a constructor string (`pattern`), `init` for a URLPatternInit of the component fields. */
  patternMode: string;
  pattern: string;
  patternProtocol: string;
  patternUsername: string;
  patternPassword: string;
  patternHostname: string;
  patternPort: string;
  patternPathname: string;
  patternSearch: string;
  patternHash: string;
  patternBase: string;
  /** `1` when checked. */
  ignoreCase: string;
  match: string;
}

export const DEFAULT_STATE: Readonly<State> = {
  tab: "url",
  url: "https://user:pass@B\u00dcCHER.example:443/a/./b/../c?q=caf\u00e9&x=1 2#top",
  base: "",
  encoding: "UTF-8",
  data: "data:text/plain;charset=utf-8;base64,SGVsbG8sIOS4lueVjCE=",
  patternMode: "string",
  pattern: "https://*.example/:dir/:file",
  patternProtocol: "",
  patternUsername: "",
  patternPassword: "",
  patternHostname: "",
  patternPort: "",
  patternPathname: "",
  patternSearch: "",
  patternHash: "",
  patternBase: "",
  ignoreCase: "",
  match: "",
};

const KEYS = Object.keys(DEFAULT_STATE) as (keyof State)[];

/** The state a hash describes; a key the hash lacks takes its default. */
export function readHash(hash: string): State {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const state = { ...DEFAULT_STATE };
  for (const key of KEYS) {
    const value = params.get(key);
    if (value !== null) state[key] = value;
  }
  return state;
}

/** The hash for a state, leaving out what equals the default so that links stay short. */
export function writeHash(state: State): string {
  const params = new URLSearchParams();
  for (const key of KEYS) if (state[key] !== DEFAULT_STATE[key]) params.set(key, state[key]);
  const text = params.toString();
  return text === "" ? "" : `#${text}`;
}
