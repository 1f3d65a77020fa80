import { apiErrorSchema } from '@storefront/shared/contracts';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { z } from 'zod/mini';
import { contracts } from './contract-compilers';
import { errorAnswers } from './error-handlers';

const answerSchema = z.object({ data: z.object({ id: z.int(), name: z.string() }) });

describe('the contracts given to Fastify', () => {
  let app: FastifyInstance;
  let url = '';
  const get = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${url}${path}`, init);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(errorAnswers);
    await app.register(contracts);
    const schema = { response: { 200: answerSchema } };
    app.get('/extra', { schema }, async () => ({ data: { id: 1, name: 'Olaya', password_hash: 'secret' }, debug: true }));
    app.get('/broken', { schema }, async () => ({ data: { id: 'one', name: 'Olaya' } }));
    const documentsOnly200: FastifySchema = schema;
    app.get('/undocumented', { schema: documentsOnly200 }, async (_request, reply) =>
      reply.code(201).send({ data: { id: 1, name: 'Olaya' } }),
    );
    app.get('/refused', { schema: { ...schema, response: { ...schema.response, 409: apiErrorSchema } } }, async (_request, reply) =>
      reply.code(409).send({ code: 'cart_ordered', message: 'Ordered', order_id: 7 }),
    );
    const counted = z.object({ count: z._default(z.int().check(z.lte(240)), 1) });
    const echoed = { response: { 200: z.looseObject({}) } };
    app.post('/validated', { schema: { body: counted, ...echoed } }, async (request) => request.body);
    app.get(
      '/queried',
      { schema: { querystring: z.object({ page: z.string().check(z.regex(/^\d+$/)) }), ...echoed } },
      async (request) => request.query,
    );
    const nested = z.object({ credentials: z.object({ secret_key: z.string() }) });
    app.post('/by-path', { schema: { body: nested, ...echoed }, errorsByPath: true } as object, async (request) => request.body);
    const readRaw = { schema: { body: counted, ...echoed }, validatedInHandler: 'the handler reads the raw body' };
    app.post('/raw', readRaw as object, async (request) => ({ raw: request.body }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on a TCP port');
    url = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => app.close());

  it('sends a success answer as its contract has it: keys it does not name are left out', async () => {
    expect(await get('/extra')).toEqual({ status: 200, body: { data: { id: 1, name: 'Olaya' } } });
  });

  it('answers 500 internal_error when a handler breaks its contract', async () => {
    const { status, body } = await get('/broken');
    expect(status).toBe(500);
    expect(apiErrorSchema.parse(body).code).toBe('internal_error');
  });

  it('refuses to send a success answer whose status the schema does not document', async () => {
    const { status, body } = await get('/undocumented');
    expect(status).toBe(500);
    expect(apiErrorSchema.parse(body).code).toBe('internal_error');
  });

  it('sends an error answer as written, its extra fields kept', async () => {
    expect(await get('/refused')).toEqual({ status: 409, body: { code: 'cart_ordered', message: 'Ordered', order_id: 7 } });
  });

  const post = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  it('refuses a body its contract does not read before the handler runs: 400 invalid_input, per top-level field', async () => {
    expect(await get('/validated', post({ count: 241 }))).toEqual({
      status: 400,
      body: { code: 'invalid_input', message: 'Invalid body: count', errors: { count: ['Too big: expected number to be <=240'] } },
    });
  });

  it('refuses a query its contract does not read, naming the query', async () => {
    const { status, body } = await get('/queried?page=two');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'invalid_input', message: 'Invalid query: page', errors: { page: [expect.any(String)] } });
  });

  it('hands the handler the body as its contract read it, defaults filled in', async () => {
    expect(await get('/validated', post({}))).toEqual({ status: 200, body: { count: 1 } });
  });

  it('names a nested field by its whole path on a route with errorsByPath', async () => {
    const { status, body } = await get('/by-path', post({ credentials: { secret_key: 7 } }));
    expect(status).toBe(400);
    expect(body).toMatchObject({
      message: 'Invalid body: credentials.secret_key',
      errors: { 'credentials.secret_key': [expect.any(String)] },
    });
  });

  it('leaves the body of a route validatedInHandler to its handler', async () => {
    expect(await get('/raw', post({ count: 'many' }))).toEqual({ status: 200, body: { raw: { count: 'many' } } });
  });
});
