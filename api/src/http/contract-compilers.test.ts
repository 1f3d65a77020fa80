import { apiErrorSchema } from '@storefront/shared/contracts';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { z } from 'zod/mini';
import { useContracts } from './contract-compilers';
import { registerErrorHandlers } from './error-handlers';
import { parseRequest } from './parse-request';

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
    registerErrorHandlers(app);
    useContracts(app);
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
    app.post(
      '/validated',
      { schema: { body: z.object({ count: z.int().check(z.lte(240)) }), response: { 200: z.object({ count: z.int() }) } } },
      async (request) => parseRequest(z.object({ count: z.int().check(z.lte(240)) }), request.body, 'body'),
    );
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

  it('leaves the request to parseRequest: its 400 and per-field messages as before', async () => {
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: 241 }) };
    expect(await get('/validated', init)).toEqual({
      status: 400,
      body: { code: 'invalid_input', message: 'Invalid body: count', errors: { count: ['Too big: expected number to be <=240'] } },
    });
  });
});
