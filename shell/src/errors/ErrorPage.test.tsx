import { render, screen } from '@testing-library/react';
import { renderAt } from '@storefront/shared/testing';
import { AppErrorBoundary } from './ErrorPage';

const Broken = () => {
  throw new Error('boom');
};

describe('AppErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows the error page with a way home', () => {
    renderAt(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
      '/en/menu',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });

  it('falls back to plain text and a link home when the error page itself fails', () => {
    // No stores and no router: the error page cannot render either.
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while showing the error page');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/');
  });
});
