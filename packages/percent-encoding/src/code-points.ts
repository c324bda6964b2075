// The code points and UTF-8 byte patterns this package's algorithms compare against, by name. The bundler
// inlines each use of an enum member as its number.

/** Code points (and UTF-16 code units) the algorithms name. */
export enum CodePoint {
  Space = 0x20,
  PercentSign = 0x25,
  Ampersand = 0x26,
  PlusSign = 0x2b,
  DigitZero = 0x30,
  DigitNine = 0x39,
  UpperA = 0x41,
  LowerA = 0x61,
  LowerF = 0x66,
  Tilde = 0x7e,
  Delete = 0x7f,
  /** The first code point past ASCII. */
  NonASCII = 0x80,
  /** ORed into an ASCII letter, gives its lower-case form. */
  ASCIICaseBit = LowerA - UpperA,
  LeadSurrogateMin = 0xd800,
  LeadSurrogateMax = 0xdbff,
  TrailSurrogateMin = 0xdc00,
  TrailSurrogateMax = 0xdfff,
  ReplacementCharacter = 0xfffd,
  /** The last code point of the Basic Multilingual Plane: above it, a code point takes two UTF-16 code units. */
  BMPMax = 0xffff,
  SupplementaryMin = 0x10000,
  /** Every surrogate, shifted right by 11 bits, is this (U+D800 to U+DFFF share their top five bits). */
  SurrogateTopBits = 0x1b,
  /** The bits that tell a lead surrogate (0xD800) from a trail one (0xDC00). */
  SurrogateKindMask = 0xfc00,
  /** The low 10 bits of a surrogate: the part of the code point it carries. */
  SurrogatePayload = 0x3ff,
}

/** UTF-8's byte patterns and code point ranges (https://encoding.spec.whatwg.org/#utf-8). */
export enum UTF8 {
  /** The first code point UTF-8 writes in three bytes. */
  ThreeByteMin = 0x800,
  /** A continuation byte is 0b10xxxxxx: this tag ORed with six bits of the code point. */
  ContinuationTag = 0x80,
  ContinuationBits = 0x3f,
  ContinuationMax = 0xbf,
  TwoByteLeadTag = 0xc0,
  /** The lead byte tag of a three-byte sequence, and the least such lead byte. */
  ThreeByteLead = 0xe0,
  /** The lead byte tag of a four-byte sequence, and the least such lead byte. */
  FourByteLead = 0xf0,
  /** The lead bytes a decoder accepts: 0xC0 and 0xC1 would start overlong forms, above 0xF4 is past U+10FFFF. */
  TwoByteLeadMin = 0xc2,
  TwoByteLeadMax = 0xdf,
  ThreeByteLeadMax = 0xef,
  FourByteLeadMax = 0xf4,
  TwoByteLeadBits = 0x1f,
  ThreeByteLeadBits = 0x0f,
  FourByteLeadBits = 0x07,
  /** After lead 0xE0, the second byte starts at 0xA0 (lower is overlong); after 0xF0 at 0x90. */
  AfterE0Min = 0xa0,
  AfterF0Min = 0x90,
  /** After lead 0xED the second byte ends at 0x9F (higher is a surrogate); after 0xF4 at 0x8F (past U+10FFFF). */
  AfterEDMax = 0x9f,
  AfterF4Max = 0x8f,
  EDLead = 0xed,
  /** A lead byte with n continuation bytes is (LeadBase - (ContinuationTag >> n)) | cp >> 6n. */
  LeadBase = 0x100,
}
