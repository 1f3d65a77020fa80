import { setErrorReporter } from '@storefront/shared';
import { renderAt } from '@storefront/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemoteApp, resetRemote } from '../federation/remote-registry';
import { RemoteOutlet } from './RemoteOutlet';

jest.mock('../federation/remote-registry', () => ({ loadRemoteApp: jest.fn(), resetRemote: jest.fn() }));
const load = jest.mocked(loadRemoteApp);

const Working = () => <h1>Menu</h1>;
let throwOnRender = true;
const Throwing = () => {
  if (throwOnRender) throw new Error('boom');
  return <h1>Recovered</h1>;
};

describe('RemoteOutlet', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows a localized message and a retry when the remote cannot be loaded, and loads it again on retry', async () => {
    load.mockResolvedValueOnce({ ok: false, error: new Error('down') }).mockResolvedValueOnce({ ok: true, module: { default: Working } });
    renderAt(<RemoteOutlet name="checkout" />, '/en/checkout');
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledWith('checkout');
  });

  it('keeps a remote that throws inside its boundary, in Arabic, and re-renders it on retry', async () => {
    load.mockResolvedValue({ ok: true, module: { default: Throwing } });
    renderAt(<RemoteOutlet name="emenu" />, '/emenu/1');
    expect(await screen.findByRole('alert')).toHaveTextContent('توقف هذا الجزء من الصفحة عن العمل');
    throwOnRender = false;
    await userEvent.click(screen.getByRole('button', { name: 'أعد المحاولة' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
  });

  it.each([
    ['en', 'account', '/en/account/orders', 'This part of the page is taking too long to load. Try again.', 'Try again'],
    ['ar', 'reservations', '/reservations', 'يستغرق تحميل هذا الجزء من الصفحة وقتًا طويلًا. أعد المحاولة.', 'أعد المحاولة'],
  ] as const)(
    '(%s) never stays loading past 10 s: a load that never answers offers the retry and is reported',
    async (_locale, name, path, text, button) => {
      jest.useFakeTimers();
      const reported: unknown[] = [];
      // What earlier tests reported waits for a reporter: it goes to one of its own first.
      setErrorReporter(() => undefined);
      setErrorReporter((_error, context) => reported.push(context));
      load.mockReturnValueOnce(new Promise(() => undefined)).mockResolvedValueOnce({ ok: true, module: { default: Working } });
      try {
        renderAt(<RemoteOutlet name={name} />, path);
        await act(() => jest.advanceTimersByTimeAsync(9_900));
        expect(screen.getByRole('status')).toBeInTheDocument();
        expect(reported).toEqual([]);
        await act(() => jest.advanceTimersByTimeAsync(200));
        expect(screen.getByRole('alert')).toHaveTextContent(text);
        expect(reported).toEqual([{ kind: 'loading-stalled', what: `remote ${name}` }]);
        await act(async () => screen.getByRole('button', { name: button }).click());
        expect(await screen.findByRole('heading', { name: 'Menu' })).toBeInTheDocument();
        expect(resetRemote).toHaveBeenCalledWith(name);
      } finally {
        setErrorReporter(null);
        jest.useRealTimers();
      }
    },
  );
});
