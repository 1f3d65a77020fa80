import { installFakeApi, testStore } from '../testing';
import { ApiCallError } from './api-client';
import { uploadForm } from './upload-form';

describe('uploadForm', () => {
  it('posts the form through the api client with the spec headers, leaving the multipart type to the browser', async () => {
    const store = testStore({ locale: 'en' });
    const form = new FormData();
    form.append('comment', 'Lovely');
    const calls = installFakeApi(store, { 'POST /api/v1/menu/emenu/feedback': () => ({ status: 201, data: { data: { id: 7 } } }) });
    const answer = await uploadForm(store, '/api/v1/menu/emenu/feedback', form, () => undefined);
    expect(answer).toEqual({ data: { id: 7 } });
    expect(calls[0]!.body).toBe(form);
    expect(calls[0]!.headers).toMatchObject({ 'x-source': 'web', 'x-tenant': 'sufra', 'x-localization': 'en' });
    expect(Object.keys(calls[0]!.headers).map((name) => name.toLowerCase())).not.toContain('content-type');
  });

  it("turns the api's refusal into an ApiCallError with its code", async () => {
    const store = testStore();
    installFakeApi(store, {
      'POST /x': () => ({ status: 413, data: { code: 'feedback_photo_too_large', message: 'Each image must be at most 4 MB.' } }),
    });
    const refused = await uploadForm(store, '/x', new FormData(), () => undefined).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiCallError);
    expect([(refused as ApiCallError).status, (refused as ApiCallError).code]).toEqual([413, 'feedback_photo_too_large']);
  });
});
