/** Where two byte arrays first differ (the shorter one's length when one is a prefix of the other), or -1. */
export function firstDifference(actual: Uint8Array | undefined, expected: Uint8Array): number {
  if (actual === undefined) return 0;
  const length = Math.min(actual.length, expected.length);
  for (let i = 0; i < length; i++) if (actual[i] !== expected[i]) return i;
  return actual.length === expected.length ? -1 : length;
}
