// Validation errors as the commands report them: collected for an input and its base, described in plain
// English, drawn under the input with a caret, and shaped for JSON.
import { parseURL, type URLRecord, type URLValidationError, validateURL } from "@urlkit/parser";
import { excerpt } from "./excerpt.ts";
import { EXPLANATIONS } from "./explain.ts";
import type { Palette } from "./terminal.ts";
import { UsageError } from "./usage.ts";

/** A validation error as every command reports it (and as its JSON shows it). */
export interface ReportedError {
  type: URLValidationError["type"];
  /** UTF-16 offset into the input, or into the base when `inBase`. */
  index: number;
  message: string;
  /** The error that made the parse fail. */
  fatal: boolean;
  inBase: boolean;
}

function reported(error: URLValidationError, inBase: boolean): ReportedError {
  return {
    type: error.type,
    index: error.index,
    message: EXPLANATIONS[error.type],
    fatal: error.fatal === true,
    inBase,
  };
}

/**
 * Every validation error of `input` against `base`: first the base's own (its warnings too, not only a
 * failure), then the input's, unless the base fails, in which case the input is never parsed.
 */
export function collectErrors(input: string, base: string | undefined): ReportedError[] {
  if (base === undefined) return validateURL(input).map((error) => reported(error, false));
  const baseErrors = validateURL(base).map((error) => reported(error, true));
  const baseRecord = parseURL(base);
  if (baseRecord === null) return baseErrors;
  return baseErrors.concat(inputErrors(input, baseRecord));
}

/** The validation errors of `input` against an already parsed base (check and normalize parse it once). */
export function inputErrors(input: string, base: URLRecord | null): ReportedError[] {
  return validateURL(input, { base }).map((error) => reported(error, false));
}

/**
 * The lines that show `error`: its name and explanation, then the input (or the base) cut to `width` with a
 * caret under the error's position, each line starting with `indent`.
 */
export function renderError(
  error: ReportedError,
  input: string,
  base: string | undefined,
  width: number,
  colours: Palette,
  indent: string,
): string {
  const paint = error.fatal ? colours.error : colours.warning;
  const where = error.inBase ? ` in the base, at index ${error.index}` : ` at index ${error.index}`;
  const status = error.fatal ? " (fatal: the URL does not parse)" : "";
  const subject = error.inBase ? base! : input;
  const shown = excerpt(subject, error.index, width - indent.length - 2);
  return (
    `${indent}${paint(error.type)}${colours.dim(where + status)}\n` +
    `${indent}  ${error.message}\n` +
    `${indent}  ${shown.text}\n` +
    `${indent}  ${" ".repeat(shown.caret)}${paint("^")}\n`
  );
}

/** The parsed --base of check and normalize, or null without one. A base that does not parse is a usage error. */
export function parseBase(command: string, base: string | undefined): URLRecord | null {
  if (base === undefined) return null;
  const record = parseURL(base);
  if (record !== null) return record;
  const fatal = validateURL(base).find((error) => error.fatal === true);
  const reason = fatal === undefined ? "" : `: ${fatal.type} at index ${fatal.index}: ${EXPLANATIONS[fatal.type]}`;
  throw new UsageError(command, `--base ${JSON.stringify(base)} does not parse${reason}`);
}
