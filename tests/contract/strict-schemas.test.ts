import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Node = Record<string, unknown>;
const document = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as { components: { schemas: Record<string, Node> } };

/** Object schemas with properties that accept unknown ones: neither closed themselves nor by an allOf around them. */
function looseObjects(node: unknown, path: string, closedAround: boolean, found: string[]) {
  if (!node || typeof node !== 'object') return;
  const schema = node as Node;
  const closes = schema.unevaluatedProperties === false;
  if (schema.type === 'object' && schema.properties && schema.additionalProperties !== false && !closedAround) found.push(path);
  for (const [key, value] of Object.entries(schema)) {
    if (Array.isArray(value)) value.forEach((item, i) => looseObjects(item, `${path}.${key}[${i}]`, key === 'allOf' && (closes || closedAround), found));
    else looseObjects(value, `${path}.${key}`, false, found);
  }
}

describe('the contract’s schemas are strict', () => {
  it('every object with properties refuses unknown ones (additionalProperties: false, or unevaluatedProperties: false around its allOf)', () => {
    const found: string[] = [];
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      // A part meant to be composed (named in an allOf that closes it) is checked where it is used.
      looseObjects(schema, name, name === 'ProductCore', found);
    }
    expect(found).toEqual([]);
  });
});
