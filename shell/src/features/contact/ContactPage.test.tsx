import { renderAt, testCustomer, testStore } from '@storefront/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactPage } from './ContactPage';

const challenge = {
  kind: 'sum',
  provider: 'sandbox',
  sandbox: true,
  key: 'k1',
  question: { ar: 'كم يساوي 3 + 4؟', en: 'What is 3 + 4?' },
};

const storeWith = (onSend: (body: unknown) => { status: number; data: unknown }, locale: 'ar' | 'en' = 'en') => {
  const store = testStore({ locale });
  store.api.transport = async ({ path, body }) =>
    path.endsWith('human-check') ? { status: 200, data: { data: challenge } } : onSend(body);
  return store;
};

const fill = async () => {
  await userEvent.type(screen.getByLabelText('Name'), 'Sara');
  await userEvent.type(screen.getByLabelText('E-mail'), 'sara@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '٠٥٥١٢٣٤٥٦٧');
  await userEvent.type(screen.getByLabelText('Message'), 'Do you cater weddings?');
  await userEvent.type(screen.getByLabelText(/Human check: What is 3 \+ 4\?/), '7');
};

describe('ContactPage', () => {
  beforeEach(() => localStorage.clear());

  it('shows each error next to its field instead of sending', async () => {
    const send = jest.fn();
    renderAt(<ContactPage />, '/en/contact-us', storeWith(send));
    await screen.findByLabelText(/Human check/);
    await userEvent.type(screen.getByLabelText('E-mail'), 'nope');
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid mobile number for the chosen country')).toBeInTheDocument();
    expect(screen.getAllByText('Field is required')).toHaveLength(3);
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the normalized message with the human check answer', async () => {
    const send = jest.fn(() => ({ status: 201, data: { data: { id: 9 } } }));
    renderAt(<ContactPage />, '/en/contact-us', storeWith(send));
    await screen.findByLabelText(/Human check/);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, your message was sent.');
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Sara', country_code: 'SA', mobile: '551234567', human_check: { key: 'k1', answer: '7' } }),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('asks a logged-in customer no human check, and sends without one', async () => {
    const send = jest.fn((_body: unknown) => ({ status: 201, data: { data: { id: 10 } } }));
    const store = storeWith(send);
    store.session.signIn('token-1', testCustomer());
    renderAt(<ContactPage />, '/en/contact-us', store);
    await userEvent.type(screen.getByLabelText('Name'), 'Sara');
    await userEvent.type(screen.getByLabelText('E-mail'), 'sara@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0551234567');
    await userEvent.type(screen.getByLabelText('Message'), 'Do you cater weddings?');
    expect(screen.queryByLabelText(/Human check/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, your message was sent.');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).not.toHaveProperty('human_check');
  });

  it('keeps everything typed when sending fails, and says so', async () => {
    renderAt(
      <ContactPage />,
      '/en/contact-us',
      storeWith(() => ({ status: 500, data: {} })),
    );
    await screen.findByLabelText(/Human check/);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText("Can't send your message, please try again.")).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Sara');
    expect(screen.getByLabelText('Message')).toHaveValue('Do you cater weddings?');
  });

  it('shows the human check refusal at the check, and keeps the draft across a reload', async () => {
    const store = storeWith(() => ({
      status: 400,
      data: {
        code: 'human_check_failed',
        message: 'Wrong Data, Please complete the human validation',
        errors: { human_check: ['Wrong answer'] },
      },
    }));
    const first = renderAt(<ContactPage />, '/en/contact-us', store);
    await screen.findByLabelText(/Human check/);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Wrong Data, Please complete the human validation')).toBeInTheDocument();
    first.unmount();
    renderAt(<ContactPage />, '/en/contact-us', store);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Sara'));
  });

  it('says the human check refusal in Arabic on the Arabic page', async () => {
    const store = storeWith(
      () => ({
        status: 400,
        data: {
          code: 'human_check_failed',
          message: 'Wrong Data, Please complete the human validation',
          errors: { human_check: ['Wrong answer'] },
        },
      }),
      'ar',
    );
    renderAt(<ContactPage />, '/contact-us', store);
    await userEvent.type(await screen.findByLabelText('الاسم'), 'سارة');
    await userEvent.type(screen.getByLabelText('البريد الإلكتروني'), 'sara@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'رقم الجوال' }), '0551234567');
    await userEvent.type(screen.getByLabelText('الرسالة'), 'هل تقدمون الولائم؟');
    await userEvent.type(await screen.findByLabelText(/التحقق البشري/), '7');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText('بيانات خاطئة، يرجى إكمال التحقق البشري')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('Wrong Data, Please complete the human validation')).not.toBeInTheDocument();
  });
});
