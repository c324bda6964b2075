/** The code points the URL and URLSearchParams setters name. The bundler inlines each use as its number. */
export enum CodePoint {
  NumberSign = 0x23,
  QuestionMark = 0x3f,
}
