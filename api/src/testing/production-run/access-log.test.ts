import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loggedRequests, parseAccessLog, upstreamOfStep } from './access-log';
import { ACCESS_LOG_FORMAT } from './nginx-config';

/** A line as nginx writes it with ACCESS_LOG_FORMAT (escape=json). */
const line = (values: Record<string, string>): string =>
  ACCESS_LOG_FORMAT.replace(/\$([a-z_]+)/g, (_, name: string) => JSON.stringify(values[name] ?? '').slice(1, -1));

const SEND = {
  http_x_production_run_step: 'otp-send',
  request_method: 'POST',
  request_uri: '/api/v1/user/auth/otp/send',
  status: '200',
  upstream_addr: '127.0.0.1:45402',
};
const VERIFY = {
  ...SEND,
  http_x_production_run_step: 'otp-verify',
  request_uri: '/api/v1/user/auth/otp/verify',
  upstream_addr: '127.0.0.1:45403',
};

describe("nginx's access log", () => {
  let dir: string;
  let file: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'access-log-'));
    file = path.join(dir, 'access.log');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('reads the lines of the run format, leaving out one still being written', () => {
    const text = `${line(SEND)}\n${line({ ...VERIFY, request_uri: '/a?b="c"' })}\n${line(SEND).slice(0, 20)}`;
    expect(parseAccessLog(text)).toEqual([
      { step: 'otp-send', method: 'POST', uri: '/api/v1/user/auth/otp/send', status: 200, upstream: '127.0.0.1:45402' },
      { step: 'otp-verify', method: 'POST', uri: '/a?b="c"', status: 200, upstream: '127.0.0.1:45403' },
    ]);
  });

  it('waits for a line written after the answer', async () => {
    await writeFile(file, `${line(SEND)}\n`);
    const verifier = upstreamOfStep(file, 'otp-verify');
    setTimeout(() => void appendFile(file, `${line(VERIFY)}\n`), 200);
    await expect(verifier).resolves.toBe('127.0.0.1:45403');
  });

  it('fails, saying how many it found, when the requests looked for are not logged in time', async () => {
    await writeFile(file, `${line(SEND)}\n`);
    await expect(loggedRequests(file, (request) => request.step === 'otp-send', 2, 300)).rejects.toThrow(
      /has 1 of the 2 requests looked for after 300 ms/,
    );
  });
});
