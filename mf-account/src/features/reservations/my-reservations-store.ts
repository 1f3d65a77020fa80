import { perRoot, type RootStore } from '@storefront/shared';
import { Resource } from '@storefront/shared/data';
import { RESERVATION_UPDATED_EVENT, SOCKET_CONNECTED_EVENT, reservationUpdatedPayloadSchema } from '@storefront/shared/contracts';
import { customerOf, never } from '../../customer-data';
import { fetchMyReservations, type MyReservations } from './reservation-calls';

/** My reservations on `/account`, followed live. */
export class MyReservationsStore {
  readonly lists: Resource<MyReservations, number | null>;

  constructor(private readonly root: RootStore) {
    this.lists = new Resource((_customer, signal) => fetchMyReservations(root.api, signal), never);
  }

  /**
   * Opens the lists, read again each time and whenever one of them changes (`reservation.updated`
   * tells every page of the tenant; only a change of a reservation listed here reads them again), and when the
   * socket connects (events sent before it connected never came). Answers the stop.
   */
  follow(): () => void {
    void this.lists.visit(customerOf(this.root));
    const stopEvents = this.root.realtime.subscribe(RESERVATION_UPDATED_EVENT, (payload) => {
      const event = reservationUpdatedPayloadSchema.safeParse(payload);
      const lists = this.lists.value;
      if (event.success && lists && [...lists.upcoming, ...lists.past].some((reservation) => reservation.id === event.data.id))
        void this.lists.reload();
    });
    const stopReconnect = this.root.realtime.subscribe(SOCKET_CONNECTED_EVENT, () => void this.lists.reload());
    return () => {
      stopEvents();
      stopReconnect();
      this.lists.cancel();
    };
  }
}

export const myReservationsOf = perRoot((root) => new MyReservationsStore(root));
