import { isEmail } from '../../domain/email.ts';

/**
 * Address parameters of the routes, checked by hand instead of with zod: these checks run on every
 * page's first load, where zod's core (14 KB gzip) would weigh nearly as much as i18next or the router.
 * Each reader gives its value, or undefined for a missing or malformed one (then the page behaves as
 * if it was not given rather than breaking).
 */
export type Reader<T> = (raw: unknown) => T | undefined;

export const text =
  (maxLength: number, { trim = false } = {}): Reader<string> =>
  (raw) => {
    if (typeof raw !== 'string') return undefined;
    const value = trim ? raw.trim() : raw;
    return value.length <= maxLength ? value : undefined;
  };

export const matching =
  (pattern: RegExp, maxLength: number): Reader<string> =>
  (raw) =>
    typeof raw === 'string' && raw.length <= maxLength && pattern.test(raw) ? raw : undefined;

export const whole =
  (min: number, max: number): Reader<number> =>
  (raw) =>
    typeof raw === 'number' && Number.isInteger(raw) && raw >= min && raw <= max ? raw : undefined;

export const oneOf =
  <T extends string>(values: readonly T[]): Reader<T> =>
  (raw) =>
    (values as readonly unknown[]).includes(raw) ? (raw as T) : undefined;

export const email: Reader<string> = (raw) => {
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  return isEmail(value) ? value : undefined;
};

export type SearchOf<S extends Record<string, Reader<unknown>>> = { [K in keyof S]?: S[K] extends Reader<infer T> ? T : never };

/** A route's validateSearch from one reader per parameter; unknown and malformed parameters are dropped. */
export function searchParams<S extends Record<string, Reader<unknown>>>(shape: S): (raw: Record<string, unknown>) => SearchOf<S> {
  return (raw) => {
    const search: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(shape)) {
      const value = read(raw[key]);
      if (value !== undefined) search[key] = value;
    }
    return search as SearchOf<S>;
  };
}
