import { useEffect, useState } from 'react';
import { screen } from '@testing-library/react';
import { installFakeApi, renderAt, testStore } from '@storefront/shared/testing';
import { ApiCallError, useStores } from '@storefront/shared';
import { useApiText } from './use-api-text';

/** Shows what the api said to a call, as the screens do (`apiMessage` of the answer's message). */
function Said() {
  const { api } = useStores();
  const { apiMessage } = useApiText();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    api.post('/api/v1/try', {}).catch((error: unknown) => setMessage(error instanceof ApiCallError ? error.message : 'errors.unexpected'));
  }, [api]);
  return message === null ? null : <p role="alert">{apiMessage(message)}</p>;
}

const answering = (locale: 'ar' | 'en', message: string) => {
  const store = testStore({ locale });
  installFakeApi(store, { 'POST /api/v1/try': () => ({ status: 409, data: { code: 'bad_request', message } }) });
  return store;
};

describe('apiMessage', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the Arabic generic message for an English sentence from the api on an Arabic page, and reports it in development', async () => {
    renderAt(<Said />, '/menu', answering('ar', 'This coupon cannot be used with this order'));
    expect(await screen.findByRole('alert')).toHaveTextContent('حدث خطأ ما. يرجى المحاولة مرة أخرى.');
    expect(screen.getByRole('alert')).not.toHaveTextContent(/coupon/);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('This coupon cannot be used with this order'));
  });

  it('shows the generic message for a key the catalogue does not know, in the page language', async () => {
    renderAt(<Said />, '/en/menu', answering('en', 'errors.neverHeardOf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('shows a known key in the page language', async () => {
    renderAt(<Said />, '/menu', answering('ar', 'validation.required'));
    expect(await screen.findByRole('alert')).toHaveTextContent('هذا الحقل مطلوب');
  });
});

/** Shows the text of a failed call as the screens do (`errorText` with the screen's own fallback). */
function Failed() {
  const { api } = useStores();
  const { errorText } = useApiText();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    api.post('/api/v1/try', {}).catch((error: unknown) => setText(errorText(error, 'The screen says it failed.')));
  }, [api, errorText]);
  return text === null ? null : <p role="alert">{text}</p>;
}

const failing = (locale: 'ar' | 'en', code: string, message: string) => {
  const store = testStore({ locale });
  installFakeApi(store, { 'POST /api/v1/try': () => ({ status: 503, data: { code, message } }) });
  return store;
};

describe('errorText', () => {
  it('shows the text of limits_unavailable (503) in the page language: the customer tries again in a few seconds', async () => {
    renderAt(<Failed />, '/menu', failing('ar', 'limits_unavailable', 'This cannot be done right now, please try again in a few seconds.'));
    expect(await screen.findByText('لا يمكن إتمام هذا الآن، حاول مرة أخرى بعد بضع ثوانٍ.')).toBeInTheDocument();
  });

  it("shows the screen's fallback for another failure of the server", async () => {
    renderAt(<Failed />, '/en/menu', failing('en', 'service_unavailable', 'Database unavailable'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The screen says it failed.');
  });
});
