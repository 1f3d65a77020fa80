import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  EMENU_PATHS,
  FEEDBACK_PHOTO_LIMITS,
  HEADERS,
  OPERATOR_FEEDBACK_PATH,
  OPERATOR_KEY_HEADER,
  apiErrorSchema,
  emenuResponseSchema,
  feedbackResponseSchema,
  operatorFeedbackListResponseSchema,
} from '@storefront/shared/contracts';
import type { DemoTenant } from '../../seed/demo-tenant';
import { SUFRA_OLAYA_EMENU_UUID } from '../../seed/emenu/demo-emenus';
import { NILE } from '../../seed/tenants/nile';
import { SUFRA } from '../../seed/tenants/sufra';
import { samplePng, sampleJpegWithExif } from '../../testing/sample-images';
import { call, storefrontHeaders } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { testDatabases } from '../../testing/test-databases';
import { useTestApi } from '../../testing/test-suite';
import { folderPhotoStore, type PhotoStore } from './photo-store';

const HOUR = 60 * 60_000;

/** The folder store, made to fail on the `failAt`-th photo it is given when `failAt` is set. */
const breakableStore = (dir: string) => {
  const folder = folderPhotoStore(dir);
  const control = { failAt: 0, puts: 0 };
  const store: PhotoStore = {
    ...folder,
    put: async (key, bytes, type) => {
      control.puts += 1;
      if (control.failAt && control.puts === control.failAt) throw new Error('disk full');
      await folder.put(key, bytes, type);
    },
  };
  return { store, control };
};

// The first calls of a fresh database (PGlite compiling its queries) are slow on a busy machine.
jest.setTimeout(30_000);

describe.each(testDatabases())('e-menu feedback with photos on $label', (database) => {
  let dir: string;
  let control: { failAt: number; puts: number };
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'feedback-photos-'));
    const breakable = breakableStore(dir);
    control = breakable.control;
    return { clock: clock.now, photoStore: breakable.store };
  });

  // Every test starts two hours later: the feedback of earlier tests is out of the rate-limit window.
  beforeEach(() => {
    clock.advance(2 * HOUR);
    control.failAt = 0;
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const storedFiles = async () => (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
  const rows = async () => (await suite.db.query<{ n: number }>('SELECT count(*)::int AS n FROM emenu_feedback'))[0]!.n;
  const olayaId = async () =>
    emenuResponseSchema.parse(
      (await call(suite.api, EMENU_PATHS.branch(SUFRA_OLAYA_EMENU_UUID), { headers: storefrontHeaders(SUFRA) })).body,
    ).data.branch.id;

  const send = async (tenant: DemoTenant, fields: Record<string, string>, photos: Buffer[] = [], ip = '203.0.113.7') => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const [index, photo] of photos.entries()) form.append('photos', new Blob([new Uint8Array(photo)]), `photo-${index}.jpg`);
    const response = await fetch(`${suite.api.url}${EMENU_PATHS.feedback}`, {
      method: 'POST',
      headers: { ...storefrontHeaders(tenant), 'x-forwarded-for': ip },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const codeOf = (body: unknown) => apiErrorSchema.parse(body).code;
  const operator = (tenant: DemoTenant, pathAndQuery: string) =>
    fetch(`${suite.api.url}${pathAndQuery}`, { headers: { [HEADERS.tenant]: tenant.name, [OPERATOR_KEY_HEADER]: tenant.operatorKey } });

  it('takes stars, comment, name, mobile and two photos, stores them without their metadata and shows them to the operator only', async () => {
    const branch = await olayaId();
    const answer = await send(
      SUFRA,
      { branch_id: String(branch), rating: '5', comment: 'Great kabsa', name: 'Sara', mobile: '٠٥٥١٢٣٤٥٦٧' },
      [sampleJpegWithExif(), samplePng({ text: { Location: '24.6907,46.6853' } })],
    );
    expect(answer.status).toBe(201);
    expect(feedbackResponseSchema.parse(answer.body).data.photos).toBe(2);

    const day = clock.now().toISOString().slice(0, 10);
    const list = await operator(SUFRA, `${OPERATOR_FEEDBACK_PATH}?branch_id=${branch}&date=${day}`);
    const feedback = operatorFeedbackListResponseSchema.parse(await list.json()).data.at(-1)!;
    expect(feedback).toMatchObject({ rating: 5, comment: 'Great kabsa', name: 'Sara', mobile: '551234567' });
    expect(feedback.photos.map((photo) => photo.content_type)).toEqual(['image/jpeg', 'image/png']);
    for (const photo of feedback.photos) {
      const bytes = Buffer.from(await (await operator(SUFRA, photo.path)).arrayBuffer());
      expect(bytes.length).toBe(photo.bytes);
      expect(bytes.toString('latin1')).not.toMatch(/GPSLatitude|24\.6907/);
    }
    // Another tenant's operator and the storefront's own credentials cannot see them.
    expect((await operator(NILE, feedback.photos[0]!.path)).status).toBe(404);
    expect((await fetch(`${suite.api.url}${feedback.photos[0]!.path}`, { headers: storefrontHeaders(SUFRA) })).status).toBe(401);
    const nileList = await operator(NILE, `${OPERATOR_FEEDBACK_PATH}?branch_id=${branch}&date=${day}`);
    expect(operatorFeedbackListResponseSchema.parse(await nileList.json()).data).toEqual([]);
  });

  it('refuses a seventh photo, a photo over 4 MB and a file that is not an image, storing nothing', async () => {
    const fields = { branch_id: String(await olayaId()), rating: '4' };
    const [filesBefore, rowsBefore] = [await storedFiles(), await rows()];
    const seven = await send(
      SUFRA,
      fields,
      Array.from({ length: 7 }, () => samplePng()),
    );
    expect([seven.status, codeOf(seven.body)]).toEqual([400, 'feedback_photos_too_many']);
    const large = await send(SUFRA, fields, [samplePng(), samplePng({ bytes: FEEDBACK_PHOTO_LIMITS.bytes + 1 })]);
    expect([large.status, codeOf(large.body)]).toEqual([413, 'feedback_photo_too_large']);
    const named = await send(SUFRA, fields, [samplePng(), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')]);
    expect([named.status, codeOf(named.body)]).toEqual([415, 'feedback_photo_type']);
    const broken = await send(SUFRA, fields, [samplePng().subarray(0, 40)]);
    expect([broken.status, codeOf(broken.body)]).toEqual([415, 'feedback_photo_type']);
    expect([await storedFiles(), await rows()]).toEqual([filesBefore, rowsBefore]);
  });

  it('checks the fields: stars 1 to 5, a comment of at most 500, a mobile of the country', async () => {
    const branch = String(await olayaId());
    const answer = await send(SUFRA, { branch_id: branch, rating: '6', comment: 'x'.repeat(501), mobile: '0123' });
    expect(answer.status).toBe(400);
    expect(apiErrorSchema.parse(answer.body)).toMatchObject({
      code: 'invalid_input',
      errors: { rating: ['validation.rating'], comment: ['validation.tooLong'], mobile: ['validation.mobile'] },
    });
    const json = await fetch(`${suite.api.url}${EMENU_PATHS.feedback}`, {
      method: 'POST',
      headers: { ...storefrontHeaders(SUFRA), 'content-type': 'application/json' },
      body: JSON.stringify({ branch_id: branch, rating: 5 }),
    });
    expect(json.status).toBe(415);
  });

  it('asks for a photo where the tenant requires one, and keeps each tenant to its own branches', async () => {
    const nileBranch = (
      await suite.db.query<{ id: number }>("SELECT b.id FROM branches b JOIN tenants t ON t.id = b.tenant_id WHERE t.name = 'nile' LIMIT 1")
    )[0]!.id;
    const none = await send(NILE, { branch_id: String(nileBranch), rating: '3' });
    expect([none.status, codeOf(none.body)]).toEqual([400, 'feedback_photo_required']);
    expect((await send(NILE, { branch_id: String(nileBranch), rating: '3' }, [samplePng()])).status).toBe(201);
    const foreign = await send(NILE, { branch_id: String(await olayaId()), rating: '3' }, [samplePng()]);
    expect([foreign.status, codeOf(foreign.body)]).toEqual([404, 'emenu_not_found']);
  });

  it('leaves no file and no feedback behind when a photo cannot be stored', async () => {
    const [filesBefore, rowsBefore] = [await storedFiles(), await rows()];
    control.puts = 0;
    control.failAt = 3;
    const answer = await send(SUFRA, { branch_id: String(await olayaId()), rating: '2' }, [samplePng(), samplePng(), samplePng()]);
    expect([answer.status, codeOf(answer.body)]).toEqual([503, 'feedback_not_sent']);
    expect([await storedFiles(), await rows()]).toEqual([filesBefore, rowsBefore]);
  });

  it('holds the per-address limit under 20 parallel sends: 10 recorded, 10 refused, files only for those recorded', async () => {
    const fields = { branch_id: String(await olayaId()), rating: '5' };
    const [filesBefore, rowsBefore] = [await storedFiles(), await rows()];
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(SUFRA, fields, [samplePng()], '198.51.100.20')));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429).map((answer) => codeOf(answer.body))).toEqual(
      Array(10).fill('too_many_feedback'),
    );
    expect([await storedFiles(), await rows()]).toEqual([filesBefore + 10, rowsBefore + 10]);
  });
});
