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
  stc_pay: false,
  apple_pay: false,
};

const open = (card: PaymentCardForm = CARD_FORM) =>
  renderAt(<CardPaymentForm card={card} goTo={redirectTo} />, '/en/o/12/pay', testStore({ locale: 'en' }));

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

  it('offers no other way to pay on an account without STC Pay', () => {
    open();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('STC Pay mobile number')).not.toBeInTheDocument();
  });
});

describe.each([
  {
    locale: 'en' as const,
    heading: 'Pay SAR 73.60',
    stcPay: 'STC Pay',
    mobile: 'STC Pay mobile number',
    send: 'Send me the code',
    code: 'The code from STC Pay',
    pay: 'Pay SAR 73.60',
    mobileInvalid: 'Enter a Saudi mobile number of 10 digits starting with 05',
    codeInvalid: 'Enter the code from the SMS, digits only',
    refused: 'STC Pay did not accept this number. Check it and try again.',
  },
  {
    locale: 'ar' as const,
    heading: /^ادفع/,
    stcPay: 'STC Pay',
    mobile: 'رقم جوال STC Pay',
    send: 'أرسل لي الرمز',
    code: 'رمز STC Pay',
    pay: /^ادفع/,
    mobileInvalid: 'أدخل رقم جوال سعوديا من 10 أرقام يبدأ بـ 05',
    codeInvalid: 'أدخل الرمز الوارد في الرسالة، أرقاما فقط',
    refused: 'لم يقبل STC Pay هذا الرقم. تحقق منه وحاول مرة أخرى.',
  },
])('STC Pay on the card step ($locale)', (texts) => {
  const STC_FORM: PaymentCardForm = { ...CARD_FORM, stc_pay: true };
  const TRANSACTION_URL = 'https://api.moyasar.example/v1/stc_pays/1/proceed?otp_token=t';
  const openStcPay = async () => {
    renderAt(<CardPaymentForm card={STC_FORM} goTo={redirectTo} />, '/o/12/pay', testStore({ locale: texts.locale }));
    expect(screen.getByRole('heading', { name: texts.heading })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: texts.stcPay }));
  };

  beforeEach(() => {
    redirectTo.mockClear();
    jest.restoreAllMocks();
  });

  it('starts the payment with the mobile, sends the texted code to its transaction URL, then opens the check-payment page', async () => {
    const post = jest
      .spyOn(axios, 'post')
      .mockResolvedValueOnce({ data: { id: CARD_FORM.given_id, status: 'initiated', source: { transaction_url: TRANSACTION_URL } } })
      .mockResolvedValueOnce({ data: { id: CARD_FORM.given_id, status: 'paid', source: { transaction_url: TRANSACTION_URL } } });
    await openStcPay();
    // Arabic-Indic digits and the international form are the same Saudi mobile.
    await userEvent.type(screen.getByLabelText(texts.mobile), '+966 ٥١٢٣٤٥٦٧٨');
    await userEvent.click(screen.getByRole('button', { name: texts.send }));
    const code = await screen.findByLabelText(texts.code);
    await waitFor(() => expect(code).toHaveFocus());
    expect(post).toHaveBeenLastCalledWith(
      'https://api.moyasar.example/v1/payments',
      expect.objectContaining({
        given_id: CARD_FORM.given_id,
        amount: 7360,
        currency: 'SAR',
        source: { type: 'stcpay', mobile: '0512345678' },
      }),
      expect.objectContaining({ auth: { username: 'pk_test_sufra', password: '' } }),
    );
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: texts.pay }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenLastCalledWith(TRANSACTION_URL, { otp_value: '123456' }, expect.anything());
    expect(new URL(redirectTo.mock.calls[0]![0]).searchParams.get('id')).toBe(CARD_FORM.given_id);
  });

  it('says next to the field what is wrong with the mobile or the code, and sends nothing for it', async () => {
    const post = jest
      .spyOn(axios, 'post')
      .mockResolvedValueOnce({ data: { id: CARD_FORM.given_id, status: 'initiated', source: { transaction_url: TRANSACTION_URL } } });
    await openStcPay();
    await userEvent.type(screen.getByLabelText(texts.mobile), '0412345678');
    await userEvent.click(screen.getByRole('button', { name: texts.send }));
    expect(await screen.findByText(texts.mobileInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(texts.mobile)).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(texts.mobile));
    await userEvent.type(screen.getByLabelText(texts.mobile), '0512345678');
    await userEvent.click(screen.getByRole('button', { name: texts.send }));
    await userEvent.type(await screen.findByLabelText(texts.code), '12ab');
    await userEvent.click(screen.getByRole('button', { name: texts.pay }));
    expect(await screen.findByText(texts.codeInvalid)).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('keeps the mobile and says so when STC Pay refuses it before any payment is made', async () => {
    jest.spyOn(axios, 'post').mockRejectedValueOnce(refusal(400, { type: 'invalid_request_error', message: 'Validation Failed' }));
    await openStcPay();
    await userEvent.type(screen.getByLabelText(texts.mobile), '0512345678');
    await userEvent.click(screen.getByRole('button', { name: texts.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.refused);
    expect(screen.getByLabelText(texts.mobile)).toHaveValue('0512345678');
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('goes to the check-payment page when STC Pay fails the payment at once (a mobile without a wallet)', async () => {
    jest
      .spyOn(axios, 'post')
      .mockResolvedValueOnce({ data: { id: CARD_FORM.given_id, status: 'failed', source: { transaction_url: null } } });
    await openStcPay();
    await userEvent.type(screen.getByLabelText(texts.mobile), '0515555555');
    await userEvent.click(screen.getByRole('button', { name: texts.send }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1));
    expect(new URL(redirectTo.mock.calls[0]![0]).searchParams.get('id')).toBe(CARD_FORM.given_id);
  });
});

/** Safari's ApplePaySession as Apple Pay JS documents it, driven by the test: the sheet validates, then authorizes. */
class SheetStandIn {
  static STATUS_SUCCESS = 0;
  static STATUS_FAILURE = 1;
  static canMakePayments = () => true;
  static supportsVersion = (version: number) => version <= 14;
  static opened: SheetStandIn[] = [];
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null = null;
  oncancel: (() => void) | null = null;
  completed: number | null = null;
  merchantSession: unknown = null;
  constructor(
    readonly version: number,
    readonly request: { countryCode: string; currencyCode: string; total: { label: string; amount: string } },
  ) {
    SheetStandIn.opened.push(this);
  }
  begin() {
    this.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' });
  }
  abort() {}
  completeMerchantValidation(merchantSession: unknown) {
    this.merchantSession = merchantSession;
    this.onpaymentauthorized?.({ payment: { token: APPLE_TOKEN } });
  }
  completePayment(result: number) {
    this.completed = result;
  }
}
const APPLE_TOKEN = {
  paymentData: { version: 'EC_v1', data: 'c2hlZXQ=' },
  paymentMethod: { network: 'Visa' },
  transactionIdentifier: 'T1',
};

describe('Apple Pay on the card step', () => {
  const APPLE_FORM: PaymentCardForm = { ...CARD_FORM, apple_pay: true };
  const safari = globalThis as { ApplePaySession?: unknown };
  beforeEach(() => {
    redirectTo.mockClear();
    jest.restoreAllMocks();
    SheetStandIn.opened = [];
    safari.ApplePaySession = SheetStandIn;
  });
  afterEach(() => delete safari.ApplePaySession);

  it('opens the sheet for the amount, has Moyasar validate the merchant, pays with the sheet’s token, then opens the check-payment page', async () => {
    const post = jest
      .spyOn(axios, 'post')
      .mockResolvedValueOnce({ data: { merchantSessionIdentifier: 'SSH1' } })
      .mockResolvedValueOnce({ data: { id: CARD_FORM.given_id, status: 'paid', source: { type: 'applepay' } } });
    open(APPLE_FORM);
    expect(screen.getByRole('heading', { name: 'Pay SAR 73.60' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay with Apple Pay' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1));
    const [sheet] = SheetStandIn.opened;
    expect(sheet?.request).toMatchObject({ countryCode: 'SA', currencyCode: 'SAR', total: { amount: '73.60' } });
    expect(sheet?.merchantSession).toEqual({ merchantSessionIdentifier: 'SSH1' });
    expect(sheet?.completed).toBe(SheetStandIn.STATUS_SUCCESS);
    expect(post).toHaveBeenNthCalledWith(
      1,
      'https://api.moyasar.example/v1/applepay/initiate',
      expect.objectContaining({
        validation_url: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
        publishable_api_key: 'pk_test_sufra',
      }),
      expect.anything(),
    );
    expect(post).toHaveBeenNthCalledWith(
      2,
      'https://api.moyasar.example/v1/payments',
      expect.objectContaining({
        given_id: CARD_FORM.given_id,
        amount: 7360,
        source: { type: 'applepay', token: JSON.stringify(APPLE_TOKEN) },
      }),
      expect.objectContaining({ auth: { username: 'pk_test_sufra', password: '' } }),
    );
    expect(new URL(redirectTo.mock.calls[0]![0]).searchParams.get('id')).toBe(CARD_FORM.given_id);
  });

  it('tells the sheet a declined payment failed, and still opens the check-payment page that says so', async () => {
    jest
      .spyOn(axios, 'post')
      .mockResolvedValueOnce({ data: { merchantSessionIdentifier: 'SSH1' } })
      .mockResolvedValueOnce({ data: { id: CARD_FORM.given_id, status: 'failed', source: { type: 'applepay' } } });
    open(APPLE_FORM);
    await userEvent.click(screen.getByRole('button', { name: 'Pay with Apple Pay' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1));
    expect(SheetStandIn.opened[0]?.completed).toBe(SheetStandIn.STATUS_FAILURE);
  });

  it('is not offered outside Safari, nor by an account without Apple Pay', () => {
    delete safari.ApplePaySession;
    const { unmount } = open(APPLE_FORM);
    expect(screen.queryByRole('button', { name: 'Pay with Apple Pay' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pay SAR 73.60 by card' })).toBeInTheDocument();
    unmount();
    safari.ApplePaySession = SheetStandIn;
    open();
    expect(screen.queryByRole('button', { name: 'Pay with Apple Pay' })).not.toBeInTheDocument();
  });
});
