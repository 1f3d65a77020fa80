import fastifyPlugin from 'fastify-plugin';
import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { readRequestPart } from './parse-request';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Contract, RouteOptions, RouteSchema } from './route-schema';

/**
 * An answer read by its contract as the storefront reads it (`parse`), and sent as read. zod cannot
 * `encode` a contract with one-way transforms (the calendar dates of slots trim and read Arabic
 * digits), which the answers share with the forms' rules.
 */
const checkedBy: FastifySerializerCompiler<Contract> =
  ({ schema, method, url }) =>
  (data: unknown) => {
    const read = z.safeParse(schema, data);
    if (!read.success) throw new ResponseSerializationError(method, url, { cause: read.error });
    return JSON.stringify(read.data);
  };

/** The parts of a request Fastify validates; the path parameters and headers are documented only (a path id that cannot be a row id is the handler's 404). */
const VALIDATED_PARTS = { body: 'body', querystring: 'query' } as const;

/** Reads a request's body and query by their contracts, answering 400 `invalid_input` as `readRequestPart` words it. */
const requestValidator =
  ({ nested }: { nested: boolean }): FastifySchemaCompiler<Contract> =>
  ({ schema, httpPart }) => {
    const part = VALIDATED_PARTS[httpPart as keyof typeof VALIDATED_PARTS];
    if (!part) return () => true;
    return (data: unknown) => readRequestPart(schema, data, part, { nested });
  };

/** A route that validates its request in the handler, after a lookup that must answer first: Fastify only documents it. */
const documentedOnly: FastifySchemaCompiler<Contract> = () => () => true;

/** A status the route answers with a contract's JSON (`200`, `201`, `2xx`), not an error. */
const isSuccess = (status: string | undefined): boolean => status !== undefined && /^2/.test(status);

/**
 * The route schemas' zod contracts given to Fastify (docs/decisions/answers-checked-by-contract.md):
 * - a 2xx answer is checked and serialized by its contract (keys it does not name are left out; one
 *   that breaks it is a 500 that names the route in the log);
 * - an error answer is documented by its status but sent as written: the error handler and the
 *   handlers' refusals build `{ code, message, errors?, ... }` themselves;
 * - the request's body and query are validated by their contracts after the scope's checks (the
 *   customer's token included) and before the handler, which reads them typed; a route whose lookup must
 *   answer first says why in `validatedInHandler` and validates in the handler (`parseRequest`).
 * Answers sent as bytes (prepared answers, images) or as text (the sandbox page) are never serialized.
 */
export const contracts = fastifyPlugin(
  async (app: FastifyInstance): Promise<void> => {
    // Fastify compiles a media answer's content types one by one: each schema is a contract.
    const serializer: FastifySerializerCompiler<Contract> = (route) =>
      isSuccess(route.httpStatus) ? checkedBy(route) : (data: unknown) => JSON.stringify(data);
    app.setValidatorCompiler(requestValidator({ nested: false }));
    const byPath = requestValidator({ nested: true });
    app.addHook('onRoute', (route) => {
      const options = route as typeof route & Omit<RouteOptions<RouteSchema>, 'schema'>;
      const compiler = options.validatedInHandler ? documentedOnly : options.errorsByPath ? byPath : null;
      // The route's schemas are the contracts `app.setValidatorCompiler` is given too.
      if (compiler) route.validatorCompiler = compiler as unknown as NonNullable<typeof route.validatorCompiler>;
    });
    app.setSerializerCompiler(serializer);
    // A JSON answer whose status the route's schema does not list would go out unchecked (the reference page's own
    // routes, hidden from the document, have none).
    app.addHook('preSerialization', async (request, reply, payload) => {
      const schema = request.routeOptions.schema;
      if (reply.statusCode >= 400 || schema?.hide === true) return payload;
      const answers = (schema?.response ?? {}) as Record<string, unknown>;
      if (!(String(reply.statusCode) in answers) && !(`${String(reply.statusCode)[0]}xx` in answers))
        throw new Error(`An answer with status ${reply.statusCode} that the route's schema does not document`);
      return payload;
    });
  },
  { name: 'contracts' },
);
