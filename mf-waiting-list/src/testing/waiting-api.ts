import { CATALOGUE_PATHS, WAITING_LIST_PATHS } from '@storefront/shared/contracts';
import type { RootStore } from '@storefront/shared';
import { installFakeApi } from '@storefront/shared/testing';
import { TOKEN, entryOf } from './sample-entry';

const OLAYA = { ar: 'سفرة - العليا', en: 'Sufra - Olaya' };

/** The waiting list's first-paint calls of branch 1 (Sufra - Olaya, one area) and of the sample entry, answered in memory. */
export const installWaitingApi = (store: RootStore) =>
  installFakeApi(store, {
    [`GET ${WAITING_LIST_PATHS.branches}`]: () => ({
      status: 200,
      data: {
        data: [
          {
            id: 1,
            names: OLAYA,
            address: { ar: 'طريق العليا، الرياض', en: 'Olaya Road, Riyadh' },
            open: true,
            closed_reason: null,
            branch_open: true,
            opens_at: null,
            waiting_count: 4,
            areas: [{ id: 7, names: { ar: 'الصالة', en: 'Main hall' }, waiting_count: 4, estimated_minutes: 32 }],
          },
        ],
      },
    }),
    [`GET ${WAITING_LIST_PATHS.settings(1)}`]: () => ({
      status: 200,
      data: {
        data: {
          branch_id: 1,
          names: OLAYA,
          enable_area: '1',
          branch_open: true,
          opens_at: null,
          waiting_settings: {
            open: true,
            closed_reason: null,
            party_size_min: 1,
            party_size_max: 8,
            turn_minutes: 8,
            delay_step: 2,
            max_delays: 2,
            no_show_minutes: 10,
          },
        },
      },
    }),
    [`GET ${WAITING_LIST_PATHS.areas}`]: () => ({
      status: 200,
      data: { data: [{ id: 7, names: { ar: 'الصالة', en: 'Main hall' }, waiting_count: 4, estimated_minutes: 32 }] },
    }),
    [`GET ${CATALOGUE_PATHS.eventTypes}`]: () => ({ status: 200, data: { data: [] } }),
    [`GET ${WAITING_LIST_PATHS.entry(TOKEN)}`]: () => ({ status: 200, data: { data: entryOf() } }),
  });
