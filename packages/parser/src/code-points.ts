// The code points the parser's algorithms compare against, by name.

/** Code points (and UTF-16 code units) the parser names. The bundler inlines each use as its number. */
export enum CodePoint {
  Tab = 0x09,
  LineFeed = 0x0a,
  CarriageReturn = 0x0d,
  Space = 0x20,
  ExclamationMark = 0x21,
  NumberSign = 0x23,
  PercentSign = 0x25,
  PlusSign = 0x2b,
  HyphenMinus = 0x2d,
  FullStop = 0x2e,
  Solidus = 0x2f,
  DigitZero = 0x30,
  DigitTwo = 0x32,
  DigitNine = 0x39,
  Colon = 0x3a,
  QuestionMark = 0x3f,
  CommercialAt = 0x40,
  UpperA = 0x41,
  UpperZ = 0x5a,
  LeftSquareBracket = 0x5b,
  ReverseSolidus = 0x5c,
  RightSquareBracket = 0x5d,
  LowerA = 0x61,
  LowerE = 0x65,
  LowerF = 0x66,
  LowerH = 0x68,
  LowerT = 0x74,
  LowerW = 0x77,
  LowerX = 0x78,
  LowerZ = 0x7a,
  VerticalLine = 0x7c,
  Tilde = 0x7e,
  /** The first code point past ASCII. */
  NonASCII = 0x80,
  /** ORed into an ASCII letter, gives its lower-case form. */
  ASCIICaseBit = LowerA - UpperA,
}

/** The largest port: ports are 16-bit. */
export const MAX_PORT = 65535;
