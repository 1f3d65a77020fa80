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
 * error handler or a refusal the handler sends) are documented and sent as written. The body and the
 * query are validated by their contracts before the handler (docs/decisions/requests-validated-by-fastify.md).
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

/** The options of a route: its schema, and how its request is validated. */
export interface RouteOptions<S extends RouteSchema> {
  schema: S;
  /**
   * Why the handler reads the body and query itself (a signed raw body, a multipart stream, a lookup
   * that must answer first), checking them with `parseRequest`: Fastify then only documents them.
   */
  validatedInHandler?: string;
  /** A refusal lists each problem by its field's whole path (`credentials.secret_key`), not by its top-level field. */
  errorsByPath?: true;
}

/** A JSON answer is its contract's type; a media answer is the text or bytes the handler returns. */
type AnswerOf<Entry> = Entry extends Contract ? z.input<Entry> : string | Buffer;

/** What a handler may return: one of the route's documented JSON answers, or the reply it sent itself. */
export type RouteAnswer<S extends RouteSchema> = { [Status in keyof S['response']]: AnswerOf<S['response'][Status]> }[keyof S['response']];

/** A part the route declares, as its contract reads it; one it does not declare is nothing. */
type PartOf<Part> = Part extends Contract ? z.output<Part> : Record<string, never>;

/**
 * The request's types as far as Fastify guarantees them: the path parameters the schema names, each a
 * string of the URL (their pattern is the handler's to check); the query and the body as their
 * contracts read them, or `unknown` when the handler validates them (`validatedInHandler`).
 */
export interface RequestOf<O extends RouteOptions<RouteSchema>> {
  Params: O['schema']['params'] extends Contract ? Record<keyof z.input<O['schema']['params']>, string> : Record<string, never>;
  Querystring: O extends { validatedInHandler: string } ? unknown : PartOf<O['schema']['querystring']>;
  Body: O extends { validatedInHandler: string } ? unknown : PartOf<O['schema']['body']>;
}

export type RouteHandler<O extends RouteOptions<RouteSchema>, Known> = (
  request: FastifyRequest<RequestOf<O>> & Known,
  reply: FastifyReply<RequestOf<O>>,
) => RouteAnswer<O['schema']> | FastifyReply | Promise<RouteAnswer<O['schema']> | FastifyReply>;

/** A route method of a scope: every route has its schema. */
export type Route<Known> = <const O extends RouteOptions<RouteSchema>>(
  path: string,
  options: O,
  handler: RouteHandler<O, Known>,
) => unknown;

/** Bytes or text of these media types (an image, a page): documented, sent as the handler writes them. */
export const mediaAnswer = (description: string, mediaTypes: readonly string[]): MediaAnswer => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: z.string() }])),
});
