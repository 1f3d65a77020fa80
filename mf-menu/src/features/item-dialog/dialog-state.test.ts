import { itemDialogState } from './dialog-state';

const pickupNow = { type: 'pickup' as const, branch_id: 1, branch_schedule_allowed: true, delivery_time: 'asap' as const };
const dish = { available: true, scheduled_only: false };
const scheduledOnly = { available: true, scheduled_only: true };

describe('itemDialogState', () => {
  it('offers nothing to add for a sold-out item, whatever the order', () => {
    expect(itemDialogState({ available: false, scheduled_only: false }, pickupNow, ['asap', 'schedule'])).toBe('sold_out');
    expect(itemDialogState({ available: false, scheduled_only: true }, { ...pickupNow, delivery_time: 'schedule' }, ['schedule'])).toBe(
      'sold_out',
    );
  });

  it('adds an ordinary item, and a scheduled-only item on a scheduled order', () => {
    expect(itemDialogState(dish, pickupNow, ['asap'])).toBe('orderable');
    expect(itemDialogState(scheduledOnly, { ...pickupNow, delivery_time: 'schedule' }, ['asap', 'schedule'])).toBe('orderable');
  });

  it('offers to schedule a scheduled-only item when the branch and the tenant take scheduled orders, or no branch is chosen yet', () => {
    expect(itemDialogState(scheduledOnly, pickupNow, ['asap', 'schedule'])).toBe('schedule_needed');
    const browsing = { type: null, branch_id: null, branch_schedule_allowed: false, delivery_time: null };
    expect(itemDialogState(scheduledOnly, browsing, ['asap', 'schedule'])).toBe('schedule_needed');
  });

  it('explains without offering to schedule where no scheduled order is possible', () => {
    expect(itemDialogState(scheduledOnly, pickupNow, ['asap'])).toBe('schedule_unavailable');
    expect(itemDialogState(scheduledOnly, { ...pickupNow, branch_schedule_allowed: false }, ['asap', 'schedule'])).toBe(
      'schedule_unavailable',
    );
    expect(itemDialogState(scheduledOnly, { ...pickupNow, type: 'dine_in' }, ['asap', 'schedule'])).toBe('schedule_unavailable');
  });

  it('offers nothing to add from a menu whose branch takes no order now', () => {
    expect(itemDialogState(dish, pickupNow, ['asap'], true)).toBe('service_unavailable');
    expect(itemDialogState({ available: false, scheduled_only: false }, pickupNow, ['asap'], true)).toBe('sold_out');
  });
});
