import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderAt, testCustomer, testStore } from '../../testing';
import { setErrorReporter, type ReportContext } from '../../errors/report-error';
import { RequireCustomer } from './RequireCustomer';

/** The login page of the test: shows where it was sent with. */
function LoginSpy() {
  const { pathname, search } = useLocation();
  return <p>{`login at ${pathname}${search}`}</p>;
}

const guarded = (
  <Routes>
    <Route path="/account/login" element={<LoginSpy />} />
    <Route path="/en/account/login" element={<LoginSpy />} />
    <Route
      path="*"
      element={
        <RequireCustomer>
          <p>Order 7</p>
        </RequireCustomer>
      }
    />
  </Routes>
);

describe('RequireCustomer', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['en', '/en/order/7?tab=items#rating', '/en/account/login?return=%2Fen%2Forder%2F7%3Ftab%3Ditems%23rating'],
    ['ar', '/order/7#rating', '/account/login?return=%2Forder%2F7%23rating'],
    ['ar', '/my-address?x=1', '/account/login?return=%2Fmy-address%3Fx%3D1'],
  ] as const)('sends a %s guest on %s to the login, coming back to the same path, query and hash', async (locale, path, login) => {
    const store = testStore({ locale });
    act(() => store.session.signOut());
    renderAt(guarded, path, store);
    expect(await screen.findByText(`login at ${login}`)).toBeInTheDocument();
    expect(screen.queryByText('Order 7')).not.toBeInTheDocument();
  });

  it('shows nothing of the page before the session was checked, then the page to the customer', () => {
    const store = testStore({ locale: 'en' });
    renderAt(guarded, '/en/order/7', store);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(screen.queryByText('Order 7')).not.toBeInTheDocument();
    act(() => store.session.signIn('token', testCustomer()));
    expect(screen.getByText('Order 7')).toBeInTheDocument();
  });

  it.each([
    ['en', '/en/order/7', 'This part of the page is taking too long to load. Try again.', 'Try again', 'Checking your session…'],
    ['ar', '/order/7', 'يستغرق تحميل هذا الجزء من الصفحة وقتًا طويلًا. أعد المحاولة.', 'أعد المحاولة', 'جارٍ التحقق من جلستك…'],
  ] as const)(
    '(%s) offers to check again, and reports it, when the session check has not answered in 10 s',
    async (locale, path, stalled, retry, checking) => {
      jest.useFakeTimers();
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const reported: ReportContext[] = [];
      setErrorReporter((_error, context) => reported.push(context));
      try {
        const store = testStore({ locale });
        const restore = jest.spyOn(store.session, 'restore').mockReturnValue(new Promise(() => undefined));
        renderAt(guarded, path, store);
        act(() => jest.advanceTimersByTime(9_999));
        expect(screen.getByRole('status')).toHaveTextContent(checking);
        act(() => jest.advanceTimersByTime(1));
        expect(screen.getByRole('alert')).toHaveTextContent(stalled);
        expect(reported).toEqual([{ kind: 'loading-stalled', what: 'session check' }]);
        act(() => screen.getByRole('button', { name: retry }).click());
        expect(restore).toHaveBeenCalledTimes(1);
        expect(screen.getByRole('status')).toHaveTextContent(checking);
        act(() => store.session.signIn('token', testCustomer()));
        expect(screen.getByText('Order 7')).toBeInTheDocument();
      } finally {
        setErrorReporter(null);
        jest.useRealTimers();
        jest.restoreAllMocks();
      }
    },
  );

  it('says it checks the session in Arabic too', () => {
    renderAt(guarded, '/order/7', testStore({ locale: 'ar' }));
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحقق من جلستك…');
  });
});
