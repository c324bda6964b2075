// The escaping both generators share: a backslash before each code point of a syntax table.

const ASCII_SIZE = 0x80;

/** A table of the ASCII code points in `characters` (1) and the others (0). */
export function asciiTable(characters: string): Uint8Array {
  const table = new Uint8Array(ASCII_SIZE);
  for (let i = 0; i < characters.length; i++) table[characters.charCodeAt(i)] = 1;
  return table;
}

/** `input` with a backslash before every code point `syntax` lists; `input` itself when there is none. */
export function escapeWith(input: string, syntax: Uint8Array): string {
  let result = "";
  let runStart = 0;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c < syntax.length && syntax[c] === 1) {
      result += `${input.slice(runStart, i)}\\`;
      runStart = i;
    }
  }
  return result === "" ? input : result + input.slice(runStart);
}
