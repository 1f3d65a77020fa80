import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FRAME_PATHS, StoresProvider } from '@storefront/shared';
import { installFakeApi, testBranch, testStore } from '@storefront/shared/testing';
import { useBranchClock } from './use-branch-clock';

/** 2025-01-08 is a Wednesday; Riyadh (sufra's zone) is UTC+3 all year. */
const riyadh = (localDateTime: string) => new Date(`${localDateTime}+03:00`);
const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '10:00', closes: '23:00' }));

describe('useBranchClock', () => {
  afterEach(() => jest.useRealTimers());

  it('reads the branches again just after the opening time, and once more a minute later', async () => {
    jest.useFakeTimers({ now: riyadh('2025-01-08T09:59:00') });
    const root = testStore();
    const asked: Date[] = [];
    // The api tells the state at the moment it is asked (preorder before 10:00, open from then on).
    installFakeApi(root, {
      [`GET ${FRAME_PATHS.branches}`]: () => {
        asked.push(new Date());
        const open = Date.now() >= riyadh('2025-01-08T10:00').getTime();
        return { status: 200, data: { data: [testBranch({ status: open ? 'open' : 'preorder', working_hours: hours })] } };
      },
    });
    await root.branches.load();
    const wrapper = ({ children }: { children: ReactNode }) => <StoresProvider store={root}>{children}</StoresProvider>;
    const { result } = renderHook(() => useBranchClock(root.branches.branches), { wrapper });

    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(root.branches.branches[0]!.status).toBe('preorder');
    await act(() => jest.advanceTimersByTimeAsync(3_000));
    expect(root.branches.branches[0]!.status).toBe('open');
    expect(result.current >= riyadh('2025-01-08T10:00')).toBe(true);
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(asked.map((at) => at.toISOString())).toEqual([
      riyadh('2025-01-08T09:59:00').toISOString(),
      riyadh('2025-01-08T10:00:02').toISOString(),
      riyadh('2025-01-08T10:01:02').toISOString(),
    ]);
  });

  it('sets no timer for branches whose hours never change their state', () => {
    jest.useFakeTimers();
    const root = testStore();
    const wrapper = ({ children }: { children: ReactNode }) => <StoresProvider store={root}>{children}</StoresProvider>;
    renderHook(() => useBranchClock([testBranch({ working_hours: [] })]), { wrapper });
    expect(jest.getTimerCount()).toBe(0);
  });
});
