import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** A zod schema of the shared contracts (classic or `zod/mini`). */
export type Contract = z.core.$ZodType;

/** An answer that is not JSON (a page, an image): documented by its media type, sent as the handler writes it. */
export interface MediaAnswer {
  description: string;
  content: Readonly<Record<string, { schema: Contract }>>;
}

/**
 * What Fastify and the OpenAPI document know of a route. `response` lists every answer by status:
 * the 2xx ones are checked and serialized by their contract, the others (error answers, written by the
 * error handler or a refusal the handler sends) are documented and sent as written. The request's
 * parts are documented here and validated in the handler by `parseRequest` (docs/decisions/requests-validated-in-handler.md).
 */
export interface RouteSchema {
  params?: Contract;
  querystring?: Contract;
  body?: Contract;
  headers?: Contract;
  /** The document's groups of the route; by default its path's first segment (`order`, `user`). */
  tags?: readonly string[];
  /** The body's media types when it is not JSON (`multipart/form-data`). */
  consumes?: readonly string[];
  response: Readonly<Partial<Record<number, Contract | MediaAnswer>>>;
}

/** The options of a route: its schema. */
export interface RouteOptions<S extends RouteSchema> {
  schema: S;
}

/** A JSON answer is its contract's type; a media answer is the text or bytes the handler returns. */
type AnswerOf<Entry> = Entry extends Contract ? z.input<Entry> : string | Buffer;

/** What a handler may return: one of the route's documented JSON answers, or the reply it sent itself. */
export type RouteAnswer<S extends RouteSchema> = { [Status in keyof S['response']]: AnswerOf<S['response'][Status]> }[keyof S['response']];

/**
 * The request's types as far as Fastify guarantees them: the path parameters the schema names, each a
 * string of the URL (their pattern is the handler's to check); query and body are `unknown` until
 * `parseRequest` checked them.
 */
export interface RequestOf<S extends RouteSchema> {
  Params: S['params'] extends Contract ? Record<keyof z.input<S['params']>, string> : Record<string, never>;
  Querystring: unknown;
  Body: unknown;
}

export type RouteHandler<S extends RouteSchema, Known> = (
  request: FastifyRequest<RequestOf<S>> & Known,
  reply: FastifyReply<RequestOf<S>>,
) => RouteAnswer<S> | FastifyReply | Promise<RouteAnswer<S> | FastifyReply>;

/** A route method of a scope: every route has its schema. */
export type Route<Known> = <const S extends RouteSchema>(
  path: string,
  options: RouteOptions<S>,
  handler: RouteHandler<S, Known>,
) => unknown;

/** Bytes or text of these media types (an image, a page): documented, sent as the handler writes them. */
export const mediaAnswer = (description: string, mediaTypes: readonly string[]): MediaAnswer => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: z.string() }])),
});
