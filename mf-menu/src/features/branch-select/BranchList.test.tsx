import { act, screen } from '@testing-library/react';
import { FRAME_PATHS } from '@storefront/shared';
import { installFakeApi, renderAt, testBranch, testStore } from '@storefront/shared/testing';
import { BranchList } from './BranchList';

/** 2025-01-08 is a Wednesday; Riyadh (sufra's zone) is UTC+3 all year. */
const riyadh = (localDateTime: string) => new Date(`${localDateTime}+03:00`);
const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '10:00', closes: '23:00' }));

const TEXTS = {
  en: {
    preorder: 'Preorder available',
    open: 'Open',
    closed: 'Closed',
    opensToday: 'Opens at 10:00 AM',
    opensTomorrow: 'Opens Thursday at 10:00 AM',
    ready: 'Ready in about 25 min',
    notTaking: 'Not taking orders now',
  },
  ar: {
    preorder: 'الطلب المسبق متاح',
    open: 'مفتوح',
    closed: 'مغلق',
    opensToday: 'يفتح الساعة 10:00 ص',
    opensTomorrow: 'يفتح يوم الخميس الساعة 10:00 ص',
    ready: 'جاهز خلال 25 دقيقة تقريبًا',
    notTaking: 'لا يستقبل طلبات الآن',
  },
} as const;

/** The pickup list of one branch, its state as the api tells it at the moment it is asked (`answer`). */
const showPickup = async (locale: 'ar' | 'en', answer: () => Parameters<typeof testBranch>[0]) => {
  const store = testStore({ locale });
  installFakeApi(store, {
    [`GET ${FRAME_PATHS.branches}`]: () => ({ status: 200, data: { data: [testBranch({ working_hours: hours, ...answer() })] } }),
  });
  await store.branches.load();
  const branches = store.branches.branches;
  renderAt(
    <BranchList type="pickup" branches={branches} tenantTimes={['asap', 'schedule']} />,
    locale === 'en' ? '/en/pickup' : '/pickup',
    store,
  );
  return store;
};

describe.each(['ar', 'en'] as const)('the pickup list in %s', (locale) => {
  const text = TEXTS[locale];
  afterEach(() => jest.useRealTimers());

  it('says when a branch opens and turns to open at the opening time, without a reload', async () => {
    jest.useFakeTimers({ now: riyadh('2025-01-08T09:59:00') });
    const opensAt = riyadh('2025-01-08T10:00').getTime();
    await showPickup(locale, () => (Date.now() >= opensAt ? { status: 'open' } : { status: 'preorder' }));
    expect(screen.getByText(text.preorder)).toBeInTheDocument();
    expect(screen.getByText(text.opensToday)).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(65_000));
    expect(await screen.findByText(text.open)).toBeInTheDocument();
    expect(screen.queryByText(text.preorder)).not.toBeInTheDocument();
    expect(screen.queryByText(text.opensToday)).not.toBeInTheDocument();
    expect(screen.getByText(text.ready)).toBeInTheDocument();
  });

  it('says the next day when it has closed for today', async () => {
    jest.useFakeTimers({ now: riyadh('2025-01-08T23:30:00') });
    await showPickup(locale, () => ({ status: 'preorder' }));
    expect(screen.getByText(text.opensTomorrow)).toBeInTheDocument();
  });

  it('gives no ready-in estimate for a closed branch that takes no orders', async () => {
    jest.useFakeTimers({ now: riyadh('2025-01-08T23:30:00') });
    await showPickup(locale, () => ({ status: 'closed', asap_allowed: false, schedule_allowed: false }));
    expect(screen.getByText(text.closed)).toBeInTheDocument();
    expect(screen.getByText(text.notTaking)).toBeInTheDocument();
    expect(screen.queryByText(text.ready)).not.toBeInTheDocument();
  });
});
