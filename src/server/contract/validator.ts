import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * Request validator: JSON Schema 2020-12 as OpenAPI 3.1 writes it. Query, path and header strings are
 * coerced (they arrive as text); a JSON body is taken as typed: "5" or true is not a quantity.
 */
export function requestAjv({ coerce }: { coerce: boolean }): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
  });
  addFormats.default(ajv);
  return ajv;
}

/** Response validator: nothing coerced or filled in, every error reported. */
export function responseAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  return ajv;
}
