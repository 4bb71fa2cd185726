import { fc } from '@fast-check/vitest';
import type { JsonSchema } from '../../src/server/contract/document.ts';

const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  email: () => fc.emailAddress(),
  uuid: () => fc.uuid(),
  'date-time': () => fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
};

/** Values a JSON Schema of the contract accepts (its subset: objects, arrays, strings with patterns and formats, numbers, enums, oneOf). */
export function valid(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.oneOf)) return fc.oneof(...(schema.oneOf as JsonSchema[]).map(valid));
  if (Array.isArray(schema.anyOf)) return fc.oneof(...(schema.anyOf as JsonSchema[]).map(valid));
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : (schema.type as string | undefined);
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) record[key] = valid(property);
      return fc.record(record, { requiredKeys: required.filter((key) => key in record) });
    }
    case 'array':
      return fc.array(valid((schema.items ?? {}) as JsonSchema), { minLength: Number(schema.minItems ?? 0), maxLength: Math.min(Number(schema.maxItems ?? 4), 4) });
    case 'integer':
      return fc.integer({ min: Number(schema.minimum ?? -1000), max: Number(schema.maximum ?? 100_000) });
    case 'number':
      return fc.double({ min: Number(schema.minimum ?? -1000), max: Number(schema.maximum ?? 100_000), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string': {
      const format = schema.format as string | undefined;
      if (format && FORMATS[format]) return FORMATS[format]();
      const min = Number(schema.minLength ?? 0);
      const max = Math.min(Number(schema.maxLength ?? 40), 80);
      if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= min && s.length <= Number(schema.maxLength ?? Infinity));
      // Any code point now and then (NUL, controls, astral): the contract allows them, the database may not.
      return fc.oneof(
        { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: Math.max(min, max) }) },
        { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: min, maxLength: Math.max(min, max) }) },
        { weight: 1, arbitrary: fc.string({ minLength: Math.max(min, 1), maxLength: Math.max(min, max, 1) }).map((text) => `${text.slice(0, 1)}\u0000${text.slice(1)}`) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Anything at all, leaning to what breaks servers: wrong types, huge and negative numbers, long unicode. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, '5', '1', 'true', 0, -1, -2_147_483_649, 1e308, Number.MAX_SAFE_INTEGER + 2, 1.5, '', ' ', '0', 'null', '[]', '{}', "' or 1=1 --", '../../etc/passwd', '<script>alert(1)</script>', '\u0000', '\u202e', '%00'),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ minLength: 300, maxLength: 5000 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A valid value, then, half of the time, spoilt: a field dropped, one added, one replaced by something hostile. */
export function mutated(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.tuple(valid(schema), fc.nat(5), fc.string({ minLength: 1, maxLength: 12 }), hostile).map(([value, how, key, junk]) => {
    if (how >= 3 || value === null || typeof value !== 'object' || Array.isArray(value)) return how === 2 ? junk : value;
    const record = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(record);
    if (how === 0 && keys.length) delete record[keys[key.length % keys.length]!];
    else if (how === 1) record[key] = junk;
    else if (keys.length) record[keys[key.length % keys.length]!] = junk;
    return record;
  });
}
