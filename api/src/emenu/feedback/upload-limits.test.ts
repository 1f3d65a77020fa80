import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EMENU_PATHS, FEEDBACK_PHOTO_LIMITS, apiErrorSchema, emenuResponseSchema } from '@storefront/shared/contracts';
import { SUFRA_OLAYA_EMENU_UUID } from '../../seed/emenu/demo-emenus';
import { SUFRA } from '../../seed/tenants/sufra';
import { hugePngHeader, samplePng } from '../../testing/sample-images';
import { call, storefrontHeaders } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { testDatabases } from '../../testing/test-databases';
import { useTestApi } from '../../testing/test-suite';
import { FEEDBACK_LIMIT } from './feedback-route';
import { folderPhotoStore } from './photo-store';

const HOUR = 60 * 60_000;
const BOUNDARY = 'feedback-boundary-7f3a';

// The first calls of a fresh database (PGlite compiling its queries) are slow on a busy machine.
jest.setTimeout(90_000);

/** A 1.2 MB PNG file that claims 100000 × 100000 pixels: its header, then padding. */
const hugePng = () => Buffer.concat([hugePngHeader(), Buffer.alloc(1_200_000)]);

describe.each(testDatabases())('feedback uploads refused early and counted on $label', (database) => {
  let dir: string;
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'feedback-upload-limits-'));
    return { clock: clock.now, photoStore: folderPhotoStore(dir) };
  });
  let branch = '';

  beforeAll(async () => {
    branch = String(
      emenuResponseSchema.parse(
        (await call(suite.api, EMENU_PATHS.branch(SUFRA_OLAYA_EMENU_UUID), { headers: storefrontHeaders(SUFRA) })).body,
      ).data.branch.id,
    );
  });
  // Every test starts two hours later: the forms of earlier tests are out of the limit's window.
  beforeEach(() => clock.advance(2 * HOUR));
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const storedFiles = async () => (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
  const send = async (photos: Buffer[]) => {
    const form = new FormData();
    form.append('branch_id', branch);
    form.append('rating', '4');
    for (const [index, photo] of photos.entries()) form.append('photos', new Blob([new Uint8Array(photo)]), `photo-${index}.png`);
    const response = await fetch(`${suite.api.url}${EMENU_PATHS.feedback}`, {
      method: 'POST',
      headers: storefrontHeaders(SUFRA),
      body: form,
    });
    return { status: response.status, code: response.status >= 400 ? apiErrorSchema.parse(await response.json()).code : null };
  };

  /**
   * Starts a form announcing `length` bytes and sends only `first`: resolves with the api's answer,
   * which must come before the rest is sent (the request is then dropped).
   */
  const answerBeforeTheRest = (first: Buffer, length: number) =>
    new Promise<{ status: number; code: string }>((resolve, reject) => {
      const url = new URL(`${suite.api.url}${EMENU_PATHS.feedback}`);
      const request = httpRequest(url, {
        method: 'POST',
        headers: {
          ...storefrontHeaders(SUFRA),
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(length),
        },
      });
      request.on('response', (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, code: apiErrorSchema.parse(JSON.parse(Buffer.concat(chunks).toString())).code });
          request.destroy();
        });
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      request.write(first);
    });
  const formStart = (photo: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="branch_id"\r\n\r\n${branch}\r\n` +
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="rating"\r\n\r\n4\r\n` +
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      photo,
    ]);

  it('refuses a photo claiming 100000 × 100000 pixels, storing nothing', async () => {
    const before = await storedFiles();
    expect(await send([samplePng(), hugePng()])).toEqual({ status: 413, code: 'feedback_photo_dimensions' });
    expect(await storedFiles()).toBe(before);
    expect(await send([samplePng({ size: 64 })])).toEqual({ status: 201, code: null });
  });

  it('answers as soon as a photo header shows too many pixels, without reading the rest of a 24 MB form', async () => {
    const answer = await answerBeforeTheRest(
      formStart(Buffer.concat([hugePngHeader(), Buffer.alloc(64 * 1024)])),
      6 * FEEDBACK_PHOTO_LIMITS.bytes,
    );
    expect(answer).toEqual({ status: 413, code: 'feedback_photo_dimensions' });
  });

  it('answers at the byte past 4 MB of a photo, without reading on', async () => {
    const photo = samplePng({ bytes: FEEDBACK_PHOTO_LIMITS.bytes + 64 * 1024 });
    const answer = await answerBeforeTheRest(formStart(photo), 6 * FEEDBACK_PHOTO_LIMITS.bytes);
    expect(answer).toEqual({ status: 413, code: 'feedback_photo_too_large' });
  });

  it('refuses unread a form announcing more than 6 photos of 4 MB', async () => {
    const answer = await answerBeforeTheRest(Buffer.from(`--${BOUNDARY}\r\n`), 7 * FEEDBACK_PHOTO_LIMITS.bytes);
    expect(answer).toEqual({ status: 413, code: 'feedback_photo_too_large' });
  });

  it('counts refused forms in the per-address limit, under 20 parallel sends', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => send([hugePng()])));
    expect(answers.filter((answer) => answer.code === 'feedback_photo_dimensions')).toHaveLength(FEEDBACK_LIMIT.max);
    expect(answers.filter((answer) => answer.code === 'too_many_feedback')).toHaveLength(20 - FEEDBACK_LIMIT.max);
    // The address has used its forms: a good one is refused too until the window ends.
    expect(await send([samplePng()])).toEqual({ status: 429, code: 'too_many_feedback' });
  });
});
