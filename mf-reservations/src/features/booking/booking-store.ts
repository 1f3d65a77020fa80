import { compareShallow, compareStructural, makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { perRoot, type Customer, type RootStore } from '@storefront/shared';
import { Resource } from '@storefront/shared/data';
import {
  RESERVATION_DEFAULTS,
  createPayload,
  isUnfinished,
  updatePayload,
  type Reservation,
  type ReservationForm,
  type ReservationSlots,
} from '@storefront/shared/contracts';
import {
  createReservation,
  fetchReservation,
  fetchReservationSettings,
  fetchReservationSlots,
  fetchSmsBalance,
  fetchUnfinishedReservation,
  updateReservation,
} from '../reservation-calls';
import { withAccountDetails } from './account-details';
import { openingOf, type BookingOpening, type BookingRoute, type BookingStep } from './booking-opening';
import { detailsOf, forgetDetailsDraft, keepDetailsDraft } from './details-draft';
import { withDetails, type DetailsFields } from './details-fields';
import { detailsListsOf } from './details-lists-store';
import { forgetPendingSlot, readPendingSlot, type PendingSlot } from './pending-slot';

/** Each visit of the page (and each start again) reads its answers afresh: they are keyed by it. */
type Visit = { visit: number };
/** The first paint's opening leaves out what only this browser keeps (docs/decisions/reservations-and-waiting-list-first-paint.md). */
type FirstPaint = { firstPaint?: true };
type SlotsKey = Visit & { branchId: number; date: string; guests: number };

/**
 * A booking in three steps: where it starts (a new one, or a held reservation resumed), the periods of
 * the day and party chosen, the hold, the details and the confirmation; the held table's time running out.
 * Step two's lists are their own slice (`detailsListsOf`).
 */
export class BookingStore {
  readonly opening: Resource<BookingOpening, BookingRoute & Visit & FirstPaint>;
  readonly slots: Resource<ReservationSlots, SlotsKey>;
  readonly smsBalance: Resource<number>;
  form: ReservationForm | null = null;
  held: Reservation | null = null;
  step: BookingStep = 1;
  pending: PendingSlot | null = null;
  busy = false;
  /** The held table was released (its time ran out). */
  expired = false;
  /** Why the last hold or confirmation failed. */
  changeError: unknown = null;
  /** The address the booking follows; null while no page shows it. */
  route: BookingRoute | null = null;
  private visit = 0;
  /** What a start again carries into the new booking: the day, the party and step two's details as typed. */
  private carried: Partial<ReservationForm> | null = null;
  /** The route whose opening the first paint loaded (`prepare`): the page's first follow keeps it. */
  private prepared: BookingRoute | null = null;

  constructor(private readonly root: RootStore) {
    this.opening = new Resource(({ visit: _visit, firstPaint, ...route }, signal) => this.open(route, signal, !firstPaint));
    this.slots = new Resource((slot, signal) => fetchReservationSlots(root.api, slot, signal));
    this.smsBalance = new Resource((_none, signal) => fetchSmsBalance(root.api, signal));
    makeAutoObservable<BookingStore, 'root' | 'open' | 'prepared' | 'carried'>(
      this,
      {
        root: false,
        route: observableRef,
        form: observableRef,
        held: observableRef,
        pending: observableRef,
        changeError: observableRef,
        open: false,
        prepared: false,
        carried: false,
        opening: false,
        slots: false,
        smsBalance: false,
      },
      { autoBind: true },
    );
  }

  private async open(route: BookingRoute, signal: AbortSignal, kept = true): Promise<BookingOpening> {
    let resumed: Reservation | null = null;
    if (route.screen !== 'reservationBranch') {
      resumed = await (
        route.reservation
          ? fetchReservation(this.root.api, Number(route.reservation), signal)
          : fetchUnfinishedReservation(this.root.api, route.id ? Number(route.id) : null, signal)
      ).catch(() => null);
      if (resumed && !isUnfinished(resumed.status)) resumed = null;
    }
    const branchId = resumed?.branch_id ?? Number(route.id);
    const { tenant, session } = this.root;
    const [{ reservations_settings: settings }, draft] = await Promise.all([
      fetchReservationSettings(this.root.api, branchId, signal),
      resumed ? import('./read-details-draft').then(({ readDetailsDraft }) => readDetailsDraft(tenant.tenant.name, resumed.id)) : null,
    ]);
    return openingOf(route, resumed, branchId, settings, {
      tenant: tenant.tenant.name,
      country: tenant.tenant.country,
      customer: session.customer,
      draft,
      kept,
    });
  }

  get settings() {
    return this.opening.value?.settings ?? null;
  }

  /** No text message can be sent for this booking (the tenant's balance is spent). */
  get noSms(): boolean {
    return this.smsBalance.value === 0;
  }

  /** Whether the booking is `route`'s: a page never shows what another visit left. */
  follows(route: BookingRoute): boolean {
    return compareStructural(this.route, route);
  }

  /** What the page says went wrong: a refused change, else the periods or the opening that could not be read. */
  get failure(): unknown {
    const failed = ({ state }: { state: string }) => state === 'failed' || state === 'notFound';
    if (this.changeError) return this.changeError;
    if (failed(this.slots)) return this.slots.error;
    if (failed(this.opening)) return this.opening.error;
    return null;
  }

  /** The periods step one shows: those of its day and party. */
  get slotsWanted(): SlotsKey | null {
    const form = this.form;
    return form && this.step === 1 ? { visit: this.visit, branchId: form.branch_id, date: form.date, guests: form.guests_count } : null;
  }

  /**
   * Starts the booking of `route` and follows it: the periods of each day and party chosen at step one,
   * the account's details into the blank fields when it is known (step two takes them itself), and the
   * period a guest chose before the login, held once they are back as a customer. Answers the stop.
   */
  follow(route: BookingRoute): () => void {
    // The page the server painted (a guest's step one) goes on as it is, unless this tab keeps a
    // period chosen before a login: then it opens again with it.
    const painted = this.prepared !== null && compareStructural(this.prepared, route) && this.form !== null && !this.keepsPendingSlot();
    this.prepared = null;
    this.route = route;
    if (!painted) this.begin();
    else if (this.slotsWanted) void this.slots.load(this.slotsWanted);
    void this.smsBalance.load();
    const stops = [
      reaction(
        () => this.opening.value,
        (opening) => opening && this.opened(opening),
      ),
      reaction(
        () => this.slotsWanted,
        (key) => key && void this.slots.load(key),
        { equals: compareStructural },
      ),
      reaction(
        () => [this.root.session.customer, this.step] as const,
        ([customer, step]) => step !== 2 && this.fillFromAccount(customer),
        { equals: compareShallow },
      ),
      reaction(
        () => this.pending !== null && this.form !== null && this.step === 1 && this.root.session.ready,
        (ready) => ready && this.takePending(),
      ),
    ];
    return () => {
      for (const stop of stops) stop();
      this.route = null;
      this.opening.cancel();
      this.slots.cancel();
      this.smsBalance.cancel();
    };
  }

  /**
   * The first paint of a new booking at branch `id` (docs/decisions/reservations-and-waiting-list-first-paint.md), the same on
   * the server and in the browser before it hydrates: the branch's rules and the form a guest starts
   * with, without what only this browser keeps. The periods are read once the page follows.
   */
  async prepare(id: string | undefined): Promise<void> {
    const route: BookingRoute = { screen: 'reservationBranch', id, reservation: undefined, chosenDay: null, chosenGuests: 0 };
    this.route = route;
    this.visit += 1;
    await this.opening.load({ ...route, visit: this.visit, firstPaint: true });
    runInAction(() => {
      if (this.opening.value) this.opened(this.opening.value);
      this.prepared = route;
    });
  }

  private keepsPendingSlot(): boolean {
    return this.form !== null && readPendingSlot(this.root.tenant.tenant.name, this.form.branch_id) !== null;
  }

  private begin(): void {
    this.visit += 1;
    this.form = null;
    this.held = null;
    this.step = 1;
    this.pending = null;
    this.busy = false;
    this.expired = false;
    this.changeError = null;
    if (this.route) void this.opening.load({ ...this.route, visit: this.visit });
  }

  private opened(opening: BookingOpening): void {
    const carried = this.carried;
    this.carried = null;
    // A start again at the same branch goes on with what was typed; the period is chosen again.
    this.form = carried && opening.form.branch_id === carried.branch_id ? { ...opening.form, ...carried } : opening.form;
    this.held = opening.held;
    this.step = opening.step;
    this.pending = opening.pending;
  }

  private fillFromAccount(customer: Customer | null): void {
    if (customer && this.form) this.form = withAccountDetails(this.form, customer);
  }

  private takePending(): void {
    const { pending, form } = this;
    if (!pending || !form) return;
    this.pending = null;
    forgetPendingSlot(this.root.tenant.tenant.name);
    // A guest who came back without logging in chooses again.
    if (!this.root.session.isGuest) void this.hold({ ...form, ...pending.choice });
  }

  /** Another day or party: the period chosen goes, and step one reads the periods again. */
  changeSearch(patch: Partial<Pick<ReservationForm, 'date' | 'guests_count'>>): void {
    if (this.form) this.form = { ...this.form, ...patch, time: '', cost: RESERVATION_DEFAULTS.cost, area_id: null };
  }

  /** Step two's fields as typed, kept as a draft of the held reservation until the api has them (a reload loses nothing). */
  changeDetails(values: Partial<DetailsFields>): void {
    if (!this.form) return;
    this.form = withDetails(this.form, values, detailsListsOf(this.root).shown);
    if (this.held && this.step === 2) keepDetailsDraft(this.root.tenant.tenant.name, this.held.id, this.form);
  }

  /** Holds the chosen period's table; from then on the booking is the held reservation's, at step two. */
  async hold(next: ReservationForm): Promise<void> {
    const visit = this.visit;
    this.form = next;
    this.busy = true;
    this.changeError = null;
    try {
      const created = await createReservation(this.root.api, createPayload(next));
      runInAction(() => {
        if (this.visit !== visit) return;
        this.held = created;
        this.step = 2;
      });
    } catch (error) {
      if (this.visit !== visit) return;
      runInAction(() => (this.changeError = error));
      await this.slots.reload();
    } finally {
      runInAction(() => {
        if (this.visit === visit) this.busy = false;
      });
    }
  }

  /** Sends step two's details; a refusal is thrown to step two, which shows it next to its field. */
  async saveDetails(): Promise<void> {
    const { held, form, visit } = this;
    if (!held || !form) return;
    this.changeError = null;
    const saved = await updateReservation(this.root.api, held.id, updatePayload(form));
    forgetDetailsDraft(this.root.tenant.tenant.name, held.id);
    runInAction(() => {
      if (this.visit !== visit) return;
      this.held = saved;
      this.step = 3;
    });
  }

  /** Confirms the held reservation; answers it (with its payment page when a deposit is due), or null when refused. */
  async confirm(): Promise<Reservation | null> {
    const held = this.held;
    if (!held) return null;
    this.busy = true;
    this.changeError = null;
    try {
      return await updateReservation(this.root.api, held.id, { action: 'confirm' });
    } catch (error) {
      runInAction(() => {
        this.changeError = error;
        this.busy = false;
      });
      return null;
    }
  }

  /** The held table's time ran out. */
  endHold(): void {
    this.expired = true;
  }

  /**
   * After the hold ran out: the booking starts again from step one, with the day, the party and
   * everything typed at step two kept. On the branch's page it begins here; from a held reservation's
   * page the caller goes to the branch's, whose booking begins with them.
   */
  startAgain(): void {
    const form = this.form;
    this.carried = form ? { branch_id: form.branch_id, date: form.date, guests_count: form.guests_count, ...detailsOf(form) } : null;
    if (this.route?.screen === 'reservationBranch') this.begin();
  }
}

export const bookingOf = perRoot((root) => new BookingStore(root));
