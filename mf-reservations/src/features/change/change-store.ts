import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { perRoot, type RootStore } from '@storefront/shared';
import { Mutation, Resource } from '@storefront/shared/data';
import type { Reservation, ReservationSettings, ReservationSlots } from '@storefront/shared/contracts';
import { reservationOf } from '../reservation';
import { fetchReservation, fetchReservationSettings, fetchReservationSlots, updateReservation } from '../reservation-calls';

export interface ChangeChoice {
  area_id: number;
  time: string;
  is_next_day: boolean;
}

interface SlotsKey {
  branchId: number;
  date: string;
  guests: number;
}

/**
 * `/reservations/{id}/change`: the confirmed booking, its branch's settings and the free periods of the
 * day and party the customer looks at (starting from the booking's), and the change sent. Only periods
 * with the booking's deposit are offered (docs/api.md, "Changing a reservation").
 */
export class ChangeStore {
  readonly reservation: Resource<Reservation, number>;
  readonly settings: Resource<ReservationSettings, number>;
  readonly slots: Resource<ReservationSlots, SlotsKey>;
  date: string | null = null;
  guests: number | null = null;
  choice: ChangeChoice | null = null;
  /** Sending the change: busy while it is on its way, why it was refused (shown with role alert). */
  readonly saving = new Mutation();
  /** The booking as changed, once the api took the change. */
  changed: Reservation | null = null;
  private readonly bookingPage: ReturnType<typeof reservationOf>;

  constructor(private readonly root: RootStore) {
    this.bookingPage = reservationOf(root);
    this.reservation = new Resource((id, signal) => fetchReservation(root.api, id, signal));
    this.settings = new Resource(
      async (branchId, signal) => (await fetchReservationSettings(root.api, branchId, signal)).reservations_settings,
    );
    this.slots = new Resource((slot, signal) => fetchReservationSlots(root.api, slot, signal));
    makeAutoObservable<ChangeStore, 'root' | 'bookingPage'>(
      this,
      { root: false, bookingPage: false, reservation: false, settings: false, slots: false, saving: false },
      { autoBind: true },
    );
  }

  /** The periods offered: those with the booking's deposit (another deposit is cancel and book again). */
  get offered(): ReservationSlots | null {
    const slots = this.slots.value;
    const cost = this.reservation.value?.cost;
    if (!slots || cost === undefined) return null;
    const sections = slots.sections.map((section) => ({
      ...section,
      periods: section.periods.filter((period) => Number(period.cost) === Number(cost)),
    }));
    return { ...slots, sections, fully_booked: sections.every((section) => section.periods.length === 0) };
  }

  /** Loads the booking, then its branch's settings, and the periods of the day and party chosen. Answers the stop. */
  follow(id: number): () => void {
    this.changed = null;
    this.choice = null;
    this.saving.clear();
    void this.reservation.visit(id);
    const start = reaction(
      () => this.reservation.value,
      (booking) => {
        if (!booking || booking.id !== id) return;
        if (this.date === null || this.guests === null) this.search({ date: booking.date, guests: booking.guests_count });
        void this.settings.load(booking.branch_id);
      },
      { fireImmediately: true },
    );
    const slots = reaction(
      () => {
        const booking = this.reservation.value;
        return booking && this.date && this.guests ? { branchId: booking.branch_id, date: this.date, guests: this.guests } : null;
      },
      (key) => key && void this.slots.load(key),
      { fireImmediately: true, equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
    );
    return () => {
      start();
      slots();
      this.reservation.cancel();
      this.settings.cancel();
      this.slots.cancel();
      this.date = null;
      this.guests = null;
    };
  }

  search({ date, guests }: { date?: string; guests?: number }): void {
    if (date !== undefined) this.date = date;
    if (guests !== undefined) this.guests = guests;
    this.choice = null;
  }

  choose(choice: ChangeChoice): void {
    this.choice = choice;
    this.saving.clear();
  }

  /** Sends the change; the refusal stays in `saving.error` (the periods are read again: the free ones may have changed). */
  async save(): Promise<void> {
    const booking = this.reservation.value;
    const { choice, date, guests } = this;
    if (!booking || !choice || !date || !guests) return;
    const saved = await this.saving.run(() =>
      updateReservation(this.root.api, booking.id, { action: 'change', date, guests_count: guests, ...choice }),
    );
    if (!saved.done) return void this.slots.reload();
    runInAction(() => {
      this.reservation.set(saved.value);
      // The booking's page shows the change as soon as it is back there (and reads it again).
      this.bookingPage.reservation.set(saved.value);
      this.changed = saved.value;
    });
  }
}

export const changeOf = perRoot((root) => new ChangeStore(root));
