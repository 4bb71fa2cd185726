import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { projectRoot } from '../lib/project-root.ts';

export type JsonSchema = Record<string, unknown>;
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** Path as the contract writes it, under its server's URL (`base`): /products/{idOrSlug}. */
  path: string;
  /** Where the path hangs: the document's server, /api, unless the path names its own (`servers` on the path: /metrics at the root). */
  base: string;
  parameters: Parameter[];
  requestBody?: { required: boolean; schema: JsonSchema };
  /** Status ('200', 'default') to media type to schema. */
  responses: Record<string, Record<string, JsonSchema | undefined>>;
}

const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Replaces every local $ref by what it points to (the contract has no recursive schemas). */
function dereference(node: unknown, root: unknown, trail: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => dereference(item, root, trail));
  if (node === null || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  if (typeof record.$ref === 'string') {
    const ref = record.$ref;
    if (!ref.startsWith('#/')) throw new Error(`only local $ref are supported, got ${ref}`);
    if (trail.includes(ref)) throw new Error(`recursive $ref ${ref}`);
    let target: unknown = root;
    for (const part of ref.slice(2).split('/')) target = (target as Record<string, unknown>)[part];
    if (target === undefined) throw new Error(`unresolved $ref ${ref}`);
    const { $ref: _ref, ...siblings } = record;
    const resolved = dereference(target, root, [...trail, ref]) as Record<string, unknown>;
    return Object.keys(siblings).length ? { ...resolved, ...(dereference(siblings, root, trail) as object) } : resolved;
  }
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, dereference(value, root, trail)]));
}

export interface Contract {
  document: Record<string, unknown>;
  operations: Operation[];
}

export function loadContract(file = join(projectRoot(), 'openapi/openapi.yaml')): Contract {
  const raw = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const document = dereference(raw, raw) as Record<string, unknown>;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
    const shared = (item.parameters as Parameter[] | undefined) ?? [];
    const base = ((item.servers as { url: string }[] | undefined)?.[0]?.url ?? (document.servers as { url: string }[])[0]!.url).replace(/\/+$/, '');
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const body = op.requestBody as { required?: boolean; content?: Record<string, { schema: JsonSchema }> } | undefined;
      const responses: Operation['responses'] = {};
      for (const [status, response] of Object.entries(op.responses as Record<string, { content?: Record<string, { schema?: JsonSchema }> }>)) {
        responses[status] = Object.fromEntries(
          Object.entries(response.content ?? {}).map(([type, media]) => [type, media.schema]),
        );
      }
      const jsonBody = body?.content?.['application/json']?.schema;
      operations.push({
        operationId: op.operationId as string,
        method,
        path,
        base,
        parameters: [...shared, ...((op.parameters as Parameter[] | undefined) ?? [])],
        ...(jsonBody ? { requestBody: { required: body?.required === true, schema: jsonBody } } : {}),
        responses,
      });
    }
  }
  return { document, operations };
}
