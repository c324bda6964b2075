// What one implementation did with one case, in a form that compares and prints well.
import { URL_ATTRIBUTES } from "@urlkit/tooling";
import type { SetterName } from "./arbitraries.ts";
import type { Impl, URLLike } from "./impls.ts";

/** Either every observable value (attributes, `searchParams`…), or the error that was thrown. */
export type Outcome = { ok: true; values: Record<string, string> } | { ok: false; error: string; message: string };

function thrown(error: unknown): Outcome {
  if (error instanceof Error) return { ok: false, error: error.constructor.name, message: error.message };
  return { ok: false, error: typeof error, message: String(error) };
}

/** Every attribute of a URL object, plus `searchParams` serialized and `toString()`/`toJSON()`. */
export function snapshotURL(url: URLLike): Record<string, string> {
  const values: Record<string, string> = {};
  for (const attribute of URL_ATTRIBUTES) values[attribute] = url[attribute];
  values.searchParams = url.searchParams.toString();
  values["toString()"] = url.toString();
  values["toJSON()"] = url.toJSON();
  return values;
}

/** `new URL(input, base)`. */
export function parseOutcome(impl: Impl, input: string, base?: string): Outcome {
  try {
    return { ok: true, values: snapshotURL(base === undefined ? new impl.URL(input) : new impl.URL(input, base)) };
  } catch (error) {
    return thrown(error);
  }
}

/** `url = new URL(href); url[setter] = value` (href must parse). */
export function setterOutcome(impl: Impl, href: string, setter: SetterName, value: string): Outcome {
  const url = new impl.URL(href);
  try {
    url[setter] = value;
  } catch (error) {
    const outcome = thrown(error);
    if (!outcome.ok) outcome.message += ` (URL after: ${url.href})`;
    return outcome;
  }
  return { ok: true, values: snapshotURL(url) };
}

/** `new URLSearchParams(input)`: entries, `toString()`, and `toString()` after `sort()`. */
export function paramsOutcome(impl: Impl, input: string): Outcome {
  try {
    const params = new impl.URLSearchParams(input);
    const values: Record<string, string> = {
      entries: JSON.stringify([...params]),
      size: String(params.size),
      "toString()": params.toString(),
    };
    params.sort();
    values.sorted = params.toString();
    return { ok: true, values };
  } catch (error) {
    return thrown(error);
  }
}

/** Same result: equal values, or both threw the same kind of error (messages are free-form). */
export function sameOutcome(a: Outcome, b: Outcome): boolean {
  if (!a.ok || !b.ok) return !a.ok && !b.ok && a.error === b.error;
  const keys = Object.keys(a.values);
  if (keys.length !== Object.keys(b.values).length) return false;
  for (const key of keys) if (a.values[key] !== b.values[key]) return false;
  return true;
}

/** The names of the values that differ (or `["outcome"]` when one threw and the other did not). */
export function differingFields(a: Outcome, b: Outcome): string[] {
  if (!a.ok || !b.ok) return sameOutcome(a, b) ? [] : ["outcome"];
  return Object.keys(a.values).filter((key) => a.values[key] !== b.values[key]);
}

/** A one-line summary: the href (or first value) or the error, plus the listed fields when asked. */
export function summarize(outcome: Outcome, fields: readonly string[] = []): string {
  if (!outcome.ok) return `${outcome.error}: ${outcome.message}`;
  const head = outcome.values.href ?? outcome.values["toString()"];
  const extra = fields
    .filter((f) => f !== "href" && f !== "outcome")
    .map((f) => `${f}=${JSON.stringify(outcome.values[f])}`);
  return extra.length ? `${JSON.stringify(head)} (${extra.join(", ")})` : JSON.stringify(head);
}
