import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../../openapi/schema.d.ts';

export type OperationId = keyof operations;

type Part<T, K extends string> = T extends { [P in K]?: infer V } ? (undefined extends V ? NonNullable<V> | undefined : V) : never;
type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Success<O extends OperationId> = operations[O]['responses'] extends infer R
  ? R extends Record<string | number, unknown>
    ? Json<R[200 & keyof R]> | Json<R[201 & keyof R]>
    : never
  : never;

/** What a request of operation O carries, as the contract types it. */
export interface RouteTypes<O extends OperationId> {
  Params: Part<operations[O]['parameters'], 'path'>;
  Querystring: Part<operations[O]['parameters'], 'query'>;
  Headers: Part<operations[O]['parameters'], 'header'>;
  Body: operations[O] extends { requestBody?: infer B } ? Json<NonNullable<B>> : undefined;
}

/** A handler answers the operation's success body, or sends something else itself through reply. */
export type Handler<O extends OperationId> = (
  request: FastifyRequest<RouteTypes<O>>,
  reply: FastifyReply,
) => Promise<Success<O> | FastifyReply>;

export type Handlers = { [O in OperationId]?: Handler<O> };
