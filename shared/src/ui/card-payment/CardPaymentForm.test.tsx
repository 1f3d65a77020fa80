import { renderAt, testStore } from '@storefront/shared/testing';
import type { PaymentCardForm } from '@storefront/shared/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios, { AxiosError, AxiosHeaders } from 'axios';
import { CardPaymentForm } from './CardPaymentForm';

const redirectTo = jest.fn<void, [string]>();

const CARD_FORM: PaymentCardForm = {
  provider: 'moyasar',
  api_url: 'https://api.moyasar.example/',
  publishable_key: 'pk_test_sufra',
  given_id: '6f1c1c52-4d0b-4a47-9b59-3f7a2f4f9c10',
  amount_minor: 7360,
  currency: 'SAR',
  description: 'sufra order #12',
  callback_url: 'http://sufra.localhost:8080/en/check-payment?order=12&session=ps_1',
  metadata: { session_id: 'ps_1' },
};

const open = () => renderAt(<CardPaymentForm card={CARD_FORM} goTo={redirectTo} />, '/en/o/12/pay', testStore({ locale: 'en' }));

const type = async (values: { name: string; number: string; expiry: string; cvc: string }) => {
  await userEvent.type(screen.getByLabelText('Name on the card'), values.name);
  await userEvent.type(screen.getByLabelText('Card number'), values.number);
  await userEvent.type(screen.getByLabelText(/Expiry date/), values.expiry);
  await userEvent.type(screen.getByLabelText('Security code (CVC)'), values.cvc);
};

const refusal = (status: number, body: unknown) =>
  new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    data: body,
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

describe('the card step', () => {
  beforeEach(() => {
    redirectTo.mockClear();
    jest.restoreAllMocks();
  });

  it('names each field for the browser’s card autofill, in left-to-right digits', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Pay SAR 73.60 by card' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name on the card')).toHaveAttribute('autocomplete', 'cc-name');
    for (const [label, autocomplete] of [
      ['Card number', 'cc-number'],
      [/Expiry date/, 'cc-exp'],
      ['Security code (CVC)', 'cc-csc'],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('autocomplete', autocomplete);
      expect(field).toHaveAttribute('dir', 'ltr');
      expect(field).toHaveAttribute('inputmode', 'numeric');
    }
  });

  it('says next to each field what is wrong with the card, and sends nothing', async () => {
    const post = jest.spyOn(axios, 'post');
    open();
    await type({ name: 'Sara', number: '4111 1111 1111 1112', expiry: '01/20', cvc: '12' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay SAR 73.60' }));
    expect(await screen.findByText('Enter the first and last name as on the card')).toBeInTheDocument();
    expect(screen.getByText('This card number is not valid')).toBeInTheDocument();
    expect(screen.getByText('Enter a future expiry date as MM/YY')).toBeInTheDocument();
    expect(screen.getByText(/Enter the 3 digits on the back of the card/)).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('posts the card to Moyasar with the publishable key, the given id and the exact amount, then opens 3-D Secure', async () => {
    const post = jest.spyOn(axios, 'post').mockResolvedValue({
      data: { id: CARD_FORM.given_id, status: 'initiated', source: { transaction_url: 'https://api.moyasar.example/3ds/1' } },
    });
    open();
    await type({ name: 'Sara  Al Harbi ', number: '4111 1111 1111 1111', expiry: '12/39', cvc: '123' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay SAR 73.60' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://api.moyasar.example/3ds/1'));
    expect(post).toHaveBeenCalledWith(
      'https://api.moyasar.example/v1/payments',
      {
        given_id: CARD_FORM.given_id,
        amount: 7360,
        currency: 'SAR',
        description: 'sufra order #12',
        callback_url: CARD_FORM.callback_url,
        metadata: { session_id: 'ps_1' },
        source: { type: 'creditcard', name: 'Sara Al Harbi', number: '4111111111111111', month: '12', year: '2039', cvc: '123' },
      },
      expect.objectContaining({ auth: { username: 'pk_test_sufra', password: '' } }),
    );
  });

  it('goes to the check-payment page with the payment id when Moyasar decided at once, without 3-D Secure', async () => {
    jest.spyOn(axios, 'post').mockResolvedValue({ data: { id: CARD_FORM.given_id, status: 'failed', source: { transaction_url: null } } });
    open();
    await type({ name: 'Sara Ali', number: '4201321234411220', expiry: '12/39', cvc: '123' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay SAR 73.60' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1));
    const back = new URL(redirectTo.mock.calls[0]![0]);
    expect(`${back.origin}${back.pathname}`).toBe('http://sufra.localhost:8080/en/check-payment');
    expect(Object.fromEntries(back.searchParams)).toEqual({ order: '12', session: 'ps_1', id: CARD_FORM.given_id });
  });

  it('keeps what was typed and says so when Moyasar refuses the card, or cannot be reached', async () => {
    const post = jest
      .spyOn(axios, 'post')
      .mockRejectedValueOnce(refusal(400, { type: 'invalid_request_error', message: 'Validation Failed' }));
    open();
    await type({ name: 'Sara Ali', number: '4111111111111111', expiry: '12/39', cvc: '123' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay SAR 73.60' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The card was not accepted. Check its details and try again.');
    expect(screen.getByLabelText('Card number')).toHaveValue('4111111111111111');
    post.mockRejectedValueOnce(new AxiosError('Network Error', 'ERR_NETWORK'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay SAR 73.60' }));
    expect(await screen.findByText('We could not reach the payment provider. Check your connection and try again.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(redirectTo).not.toHaveBeenCalled();
  });
});
