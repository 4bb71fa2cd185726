/** Wraps a value (an email, a number) put inside a sentence so it keeps its own direction in Arabic. */
export function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}
