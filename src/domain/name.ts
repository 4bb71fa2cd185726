/** The longest name a form or the API takes (after trimming). */
export const PERSON_NAME_MAX = 40;

/**
 * A person's name as it may appear in a mail we send: letters of any script (with their marks), up to
 * six words joined by a space, a hyphen or an apostrophe, a word ending in a period for an initial.
 * No digits, no other punctuation: "Votre compte est suspendu, visitez http://…" is not a name.
 * The contract's PersonName pattern says the same; it lets spaces alone through, for the handlers to
 * answer that the field is required (the server trims).
 */
export const PERSON_NAME = /^ *(?:\p{L}[\p{L}\p{M}]*\.?(?:[ '’-]+\p{L}[\p{L}\p{M}]*\.?){0,5})? *$/u;

export function isPersonName(value: string): boolean {
  const name = value.trim();
  return name.length > 0 && name.length <= PERSON_NAME_MAX && PERSON_NAME.test(name);
}
