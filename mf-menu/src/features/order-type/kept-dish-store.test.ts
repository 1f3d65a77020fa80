import { storageKey } from '@storefront/shared';
import { allHandled, testStore } from '@storefront/shared/testing';
import { when } from 'mobx';
import { keepPendingLine } from '../cart';
import { keptDishOf } from './kept-dish-store';

const LABAN = { line: { item_id: 161, quantity: 1, option_ids: [], notes: '' }, names: { ar: 'لبن', en: 'Laban' } };

describe('the kept dish of the home page', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads the dish kept in the tab, and none once it is taken', async () => {
    const root = testStore({ locale: 'en' });
    const kept = keptDishOf(root);
    keepPendingLine(root.tenant.tenant.name, LABAN);
    let stop = kept.follow();
    await when(() => kept.dish !== null);
    expect(kept.dish?.names.en).toBe('Laban');
    stop();
    sessionStorage.removeItem(storageKey(root.tenant.tenant.name, 'pending-line'));
    stop = kept.follow();
    expect(kept.dish).toBeNull();
    await allHandled();
    expect(kept.dish).toBeNull();
    stop();
  });

  it('drops a read on its way when the page leaves', async () => {
    const root = testStore({ locale: 'en' });
    const kept = keptDishOf(root);
    keepPendingLine(root.tenant.tenant.name, LABAN);
    kept.follow()();
    await allHandled();
    expect(kept.dish).toBeNull();
  });
});
