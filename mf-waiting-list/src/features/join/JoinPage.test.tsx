import { FRAME_PATHS, WAITING_LIST_PATHS } from '@storefront/shared/contracts';
import { installFakeApi, renderAt, testCustomer, testStore, type FakeRoute } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@storefront/shared';
import { TOKEN, entryOf } from '../../testing/sample-entry';
import { JoinPage } from './JoinPage';

const settings = (open: boolean, opensAt: string | null = null) => ({
  status: 200,
  data: {
    data: {
      branch_id: 3,
      names: { ar: 'سفرة - الملقا', en: 'Sufra - Al Malqa' },
      enable_area: '1',
      branch_open: opensAt === null,
      opens_at: opensAt,
      waiting_settings: {
        open,
        closed_reason: open ? null : 'Private event tonight',
        party_size_min: 1,
        party_size_max: 8,
        turn_minutes: 8,
        delay_step: 2,
        max_delays: 2,
        no_show_minutes: 10,
      },
    },
  },
});

const open = (
  routes: { open?: boolean; opensAt?: string; create?: FakeRoute; humanCheck?: FakeRoute; locale?: 'ar' | 'en'; customer?: boolean } = {},
) => {
  const locale = routes.locale ?? 'en';
  const store = testStore({ locale });
  if (routes.customer) store.session.signIn('token', testCustomer());
  const calls = installFakeApi(store, {
    [`GET ${WAITING_LIST_PATHS.settings(3)}`]: () => settings(routes.open ?? true, routes.opensAt ?? null),
    [`GET ${WAITING_LIST_PATHS.areas}`]: () => ({
      status: 200,
      data: { data: [{ id: 7, names: { ar: 'الصالة', en: 'Main hall' }, waiting_count: 0, estimated_minutes: 0 }] },
    }),
    [`GET ${WAITING_LIST_PATHS.lastActive}`]: () => ({ status: 200, data: { data: null } }),
    ...(routes.create ? { [`POST ${WAITING_LIST_PATHS.create}`]: routes.create } : {}),
    ...(routes.humanCheck ? { [`GET ${FRAME_PATHS.humanCheck}`]: routes.humanCheck } : {}),
  });
  const prefix = locale === 'en' ? '/en' : '';
  renderAt(
    <Routes>
      <Route path={`${prefix}/waiting-list/branch/:id`} element={<JoinPage title="Join" />} />
      <Route path={`${prefix}/waiting-list/branch/:id/:reservation`} element={<p>entry page</p>} />
    </Routes>,
    `${prefix}/waiting-list/branch/3`,
    store,
  );
  return calls;
};

describe('the register screen', () => {
  beforeEach(() => localStorage.clear());

  it('shows No Line and fills in a logged-in customer, then joins once and opens the entry', async () => {
    const calls = open({
      customer: true,
      create: () => ({ status: 201, data: { data: { WaitingEntity_id: TOKEN, entry: entryOf() } } }),
    });
    expect(await screen.findByText('No Line')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Sara');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('551234567');
    await userEvent.click(screen.getByRole('button', { name: 'Join the line' }));
    expect(await screen.findByText('entry page')).toBeInTheDocument();
    const joins = calls.filter((call) => call.method === 'POST');
    expect(joins).toHaveLength(1);
    expect(joins[0]!.body).toMatchObject({ branch_id: 3, area_id: 7, name: 'Sara', party_size: 1, branch_settings: { party_size_max: 8 } });
  });

  it('reads Arabic-Indic digits and refuses a party size out of bounds next to the field, in Arabic', async () => {
    const calls = open({ locale: 'ar' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'الاسم' }), 'نورة');
    await userEvent.type(screen.getByRole('textbox', { name: 'رقم الجوال' }), '٥٥١٢٣٤٥٦٧');
    const size = screen.getByRole('textbox', { name: 'عدد الأشخاص' });
    await userEvent.clear(size);
    await userEvent.type(size, '١٢');
    await userEvent.click(screen.getByRole('button', { name: 'سجلني في الانتظار' }));
    expect(await screen.findByText('عدد الأشخاص خارج ما يستقبله هذا الفرع.')).toHaveAttribute('role', 'alert');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it.each([
    [
      'en',
      'Name',
      'Note (optional)',
      'Join the line',
      'Remove the hidden characters (control codes, direction marks or zero-width spaces) from this field',
    ],
    [
      'ar',
      'الاسم',
      'ملاحظة (اختياري)',
      'سجلني في الانتظار',
      'احذف الرموز المخفية (رموز التحكم أو علامات الاتجاه أو المسافات الصفرية) من هذا الحقل',
    ],
  ] as const)(
    '(%s) refuses terminal control codes in the name and the note next to each field',
    async (locale, nameLabel, noteLabel, join, message) => {
      const calls = open({ locale, customer: true });
      const name = await screen.findByRole('textbox', { name: nameLabel });
      await userEvent.clear(name);
      await userEvent.click(name);
      await userEvent.paste('A\u001B[2J\u001B[31mB');
      await userEvent.click(screen.getByRole('textbox', { name: noteLabel }));
      await userEvent.paste('ring\u0007 twice');
      await userEvent.click(screen.getByRole('button', { name: join }));
      const alerts = await screen.findAllByText(message);
      expect(alerts).toHaveLength(2);
      for (const alert of alerts) expect(alert).toHaveAttribute('role', 'alert');
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('textbox', { name: noteLabel })).toHaveAttribute('aria-invalid', 'true');
      expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    },
  );

  it('says the mobile is already in line next to the field', async () => {
    open({
      customer: true,
      create: () => ({
        status: 409,
        data: { code: 'waiting_already_in_line', message: 'x', errors: { mobile: ['waiting_already_in_line'] } },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Join the line' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This mobile number is already in line here; its link was sent to it by SMS.',
    );
  });

  it('shows Out of service with the reason and no form when the list is closed', async () => {
    open({ open: false });
    expect(await screen.findByText('Out of service')).toBeInTheDocument();
    expect(screen.getByText('Private event tonight')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the line' })).toBeNull();
  });

  it.each([
    ['en', 'Closed now', 'The line opens today at 12:00 PM.'],
    ['ar', 'مغلق الآن', 'تفتح قائمة الانتظار اليوم الساعة 12:00 م.'],
  ] as const)('shows Closed now and when the line opens, no form, while the branch is closed (%s)', async (locale, closed, opens) => {
    // 09:30 in Riyadh; the branch opens at 12:00.
    jest.useFakeTimers({ now: new Date('2026-11-25T06:30:00Z'), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask'] });
    try {
      open({ locale, opensAt: '2026-11-25T09:00:00.000Z' });
      expect(await screen.findByText(closed)).toBeInTheDocument();
      expect(screen.getByText(opens)).toBeInTheDocument();
      expect(screen.queryByRole('button')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the human check when the api asks for it, then sends its answer with the next tap', async () => {
    const challenge = {
      kind: 'sum',
      provider: 'sandbox',
      sandbox: true,
      key: 'k1',
      question: { ar: 'كم يساوي 3 + 4؟', en: 'What is 3 + 4?' },
    };
    const calls = open({
      customer: true,
      humanCheck: () => ({ status: 200, data: { data: challenge } }),
      create: ({ body }) =>
        (body as { human_check?: unknown }).human_check
          ? { status: 201, data: { data: { WaitingEntity_id: TOKEN, entry: entryOf() } } }
          : {
              status: 428,
              data: { code: 'human_check_required', message: 'Please complete the human check.', human_check_required: true },
            },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Join the line' }));
    expect(await screen.findByText('Please answer the human check, then try again.')).toBeInTheDocument();
    await userEvent.type(await screen.findByRole('textbox', { name: /What is 3 \+ 4\?/ }), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Join the line' }));
    expect(await screen.findByText('entry page')).toBeInTheDocument();
    const joins = calls.filter((call) => call.method === 'POST');
    expect(joins).toHaveLength(2);
    expect(joins[1]!.body).toMatchObject({ human_check: { key: 'k1', answer: '7' } });
  });
});
