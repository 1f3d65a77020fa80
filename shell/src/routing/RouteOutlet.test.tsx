import { renderAt, testStore, testTenant } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import { useLocation } from '@storefront/shared';
import { isRegistered, loadRemoteApp } from '../federation/remote-registry';
import { RouteOutlet } from './RouteOutlet';

jest.mock('../federation/remote-registry', () => ({ isRegistered: jest.fn(), loadRemoteApp: jest.fn(), resetRemote: jest.fn() }));

describe('RouteOutlet', () => {
  beforeEach(() => {
    jest.mocked(loadRemoteApp).mockResolvedValue({ ok: true, module: { default: () => <h1>Remote screen</h1> } });
  });

  it('mounts the owner of a known route', async () => {
    jest.mocked(isRegistered).mockReturnValue(true);
    renderAt(<RouteOutlet />, '/en/reservations/branch/3');
    expect(await screen.findByRole('heading', { name: 'Remote screen' })).toBeInTheDocument();
    expect(loadRemoteApp).toHaveBeenCalledWith('reservations');
  });

  it('shows not-found for a remote the tenant has not enabled, without loading it', () => {
    jest.mocked(isRegistered).mockReturnValue(false);
    jest.mocked(loadRemoteApp).mockClear();
    renderAt(<RouteOutlet />, '/en/reservations');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page could not be found');
    expect(loadRemoteApp).not.toHaveBeenCalled();
  });

  it('shows not-found for unknown routes and the shell frame for its own pages', () => {
    renderAt(<RouteOutlet />, '/nothing-here');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('لم يتم العثور على هذه الصفحة');
  });

  it("renders the shell's own pages in the current language", async () => {
    renderAt(<RouteOutlet />, '/en/o/message?status=success');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Order message');
    expect(screen.getByRole('status')).toHaveTextContent('Your order was received.');
  });

  it('sends an English tenant from / to /en in the browser too, unless a language was chosen', async () => {
    jest.mocked(isRegistered).mockReturnValue(true);
    const english = () => testStore({ tenant: testTenant({ default_language: 'en' }) });
    const page = (
      <>
        <RouteOutlet />
        <Where />
      </>
    );
    document.cookie = 'lang=; Max-Age=0; Path=/';
    const first = renderAt(page, '/', english());
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/en$/);
    first.unmount();
    document.cookie = 'lang=ar; Path=/';
    renderAt(page, '/', english());
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    document.cookie = 'lang=; Max-Age=0; Path=/';
  });
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
