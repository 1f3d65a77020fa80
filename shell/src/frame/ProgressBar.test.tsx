import { act, screen } from '@testing-library/react';
import { renderAt } from '@storefront/shared/testing';
import { FAILED_VISIBLE_MS, ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('appears only when a request lasts longer than 200 ms', () => {
    const { store } = renderAt(<ProgressBar />, '/en');
    act(() => store.ui.requestStarted());
    act(() => jest.advanceTimersByTime(150));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => store.ui.requestFinished(false));
    act(() => jest.advanceTimersByTime(300));
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => store.ui.requestStarted());
    act(() => jest.advanceTimersByTime(250));
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('turns to a failed state when a request fails, then goes away', () => {
    const { store } = renderAt(<ProgressBar />, '/en');
    act(() => store.ui.requestStarted());
    act(() => jest.advanceTimersByTime(250));
    act(() => store.ui.requestFinished(true));
    act(() => jest.advanceTimersByTime(10));
    expect(screen.getByRole('progressbar', { name: 'A request failed' })).toHaveClass('sf-progress--failed');
    act(() => jest.advanceTimersByTime(FAILED_VISIBLE_MS));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
