// A script run in another process (another runtime, the Hermes VM) hands its result back on one line of its standard
// output, `RESULT <json>`, among whatever else it prints.

const PREFIX = "RESULT ";

/** Whether a line of output is the result line. */
export const isResultLine = (line: string): boolean => line.startsWith(PREFIX);

/** The value printed as JSON on the first line `RESULT <json>` of `stdout`; undefined when there is no such line. */
export function readResultLine<T>(stdout: string): T | undefined {
  const line = stdout.split("\n").find(isResultLine);
  return line === undefined ? undefined : (JSON.parse(line.slice(PREFIX.length)) as T);
}
