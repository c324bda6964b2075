/**
 * The places in the source files that `sources` matches where `run` calls charCodeAt outside the string, as stack
 * frames ("at fn (file:line:column)"). A read past the end returns NaN, and from then on V8 runs that read on a
 * slower path for every later call: the libraries' hot paths read through a bounds-checked helper instead. A read
 * through a function named charCodeAt (`charCodeAt(s, i)` of @urlkit/percent-encoding) is its caller's.
 */
export function readsOutsideTheString(run: () => void, sources: RegExp): string[] {
  const original = String.prototype.charCodeAt;
  const sites = new Set<string>();
  String.prototype.charCodeAt = function charCodeAt(this: string, index: number): number {
    if (!(index >= 0 && index < this.length)) {
      // Line 0 is the message, line 1 this function, then its caller.
      const frames = new Error().stack?.split("\n").slice(2) ?? [];
      const caller = frames.map((frame) => frame.trim()).find((frame) => !frame.startsWith("at charCodeAt ")) ?? "";
      if (sources.test(caller)) sites.add(caller);
    }
    return original.call(this, index);
  };
  try {
    run();
  } finally {
    String.prototype.charCodeAt = original;
  }
  return [...sites];
}
