import { request } from 'node:http';
import { SUFRA } from '../../seed/tenants/sufra';
import type { RunContext } from './run-context';

/** Sufra's first page as a browser asks nginx for it, by the tenant's own host name. */
export const storefrontFirstPage = async (context: RunContext): Promise<void> => {
  const url = new URL('/en/', context.storefrontUrl);
  const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const asked = request(url, { headers: { host: `${SUFRA.domain}:${url.port}`, accept: 'text/html' } }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    asked.on('error', reject);
    asked.setTimeout(10_000, () => asked.destroy(new Error('no answer within 10 s')));
    asked.end();
  });
  if (status !== 200) throw new Error(`Sufra's first page answered ${status} through nginx: ${body.slice(0, 300)}`);
  if (!body.includes(SUFRA.title.en)) throw new Error(`Sufra's first page through nginx does not name ${SUFRA.title.en}`);
};
