import { canDelay, canRate, estimateWaitMinutes, waitingStateOf } from './waiting-list-entry';

describe('waiting-list state rules', () => {
  it.each([
    [{ status: 'waiting', delays_used: 0, list_open: true }, 'in_line'],
    [{ status: 'waiting', delays_used: 1, list_open: true }, 'delayed'],
    [{ status: 'waiting', delays_used: 1, list_open: false }, 'out_of_service'],
    [{ status: 'called', delays_used: 2, list_open: false }, 'your_turn'],
    [{ status: 'seated', delays_used: 0, list_open: true }, 'seated'],
    [{ status: 'cancelled', delays_used: 0, list_open: true }, 'cancelled'],
    [{ status: 'no_show', delays_used: 0, list_open: true }, 'no_show'],
  ] as const)('shows %o as %s', (entry, state) => {
    expect(waitingStateOf(entry)).toBe(state);
  });

  it('estimates the parties ahead times the minutes per party, never below zero', () => {
    expect(estimateWaitMinutes(0, 8)).toBe(0);
    expect(estimateWaitMinutes(3, 8)).toBe(24);
    expect(estimateWaitMinutes(-1, 8)).toBe(0);
  });

  it('lets a party in line delay until its delays are used, and nobody out of line', () => {
    expect(canDelay({ status: 'waiting', delays_used: 1, max_delays: 2 })).toBe(true);
    expect(canDelay({ status: 'waiting', delays_used: 2, max_delays: 2 })).toBe(false);
    expect(canDelay({ status: 'called', delays_used: 0, max_delays: 2 })).toBe(false);
  });

  it('lets a party rate once, after being seated or cancelling', () => {
    expect(canRate({ status: 'seated', rated: false })).toBe(true);
    expect(canRate({ status: 'cancelled', rated: false })).toBe(true);
    expect(canRate({ status: 'seated', rated: true })).toBe(false);
    expect(canRate({ status: 'waiting', rated: false })).toBe(false);
    expect(canRate({ status: 'no_show', rated: false })).toBe(false);
  });
});
