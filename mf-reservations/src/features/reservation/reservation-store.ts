import { makeAutoObservable, runInAction } from 'mobx';
import { perRoot, type RootStore } from '@storefront/shared';
import { Resource } from '@storefront/shared/data';
import {
  RESERVATION_UPDATED_EVENT,
  SOCKET_CONNECTED_EVENT,
  cancelPayload,
  reservationUpdatedPayloadSchema,
  type CancellationReason,
  type Reservation,
  type ApiErrorCode,
  type PaymentCardForm,
} from '@storefront/shared/contracts';
import { confirmDepositPayment, fetchCancellationReasons, fetchReservation, payDeposit, updateReservation } from '../reservation-calls';

/** A customer's reservation, followed live, with its cancellation reasons, the deposit's payment return, cancel and pay. */
export class ReservationStore {
  readonly reservation: Resource<Reservation, number>;
  readonly reasons: Resource<CancellationReason[]>;
  /** What the payment check answered on the way back from the payment page (a refusal's code), until the next change. */
  paymentCode: ApiErrorCode | null = null;
  /** The payment return was checked: the page may drop its `session` from the address. */
  paymentChecked = false;
  /** Why the last cancel or payment failed. */
  changeError: unknown = null;
  /** The deposit's card step, when its card is typed here and posted to the provider (`card_form`). */
  cardForm: PaymentCardForm | null = null;
  /** The payment page's session to check, once, in place of the first read. */
  private paymentSession: string | null = null;
  private followed: number | null = null;

  constructor(private readonly root: RootStore) {
    this.reservation = new Resource((id, signal) =>
      this.paymentSession ? this.checkPayment(id, this.paymentSession, signal) : fetchReservation(root.api, id, signal),
    );
    this.reasons = new Resource((_none, signal) => fetchCancellationReasons(root.api, signal));
    makeAutoObservable<ReservationStore, 'root' | 'paymentSession' | 'followed' | 'checkPayment'>(
      this,
      { root: false, reservation: false, reasons: false, paymentSession: false, followed: false, checkPayment: false },
      { autoBind: true },
    );
  }

  private async checkPayment(id: number, session: string, signal: AbortSignal): Promise<Reservation> {
    const answer = await confirmDepositPayment(this.root.api, id, session, signal);
    runInAction(() => {
      this.paymentSession = null;
      this.paymentCode = answer.code;
      this.paymentChecked = true;
    });
    return answer.reservation;
  }

  /**
   * Loads the reservation (checking the payment first when the payment page sent the customer back with
   * its `session`) and the reasons, and reads it again on each `reservation.updated` of it. Answers the stop.
   */
  follow(id: number, session: string | null): () => void {
    if (this.followed !== id) {
      this.followed = id;
      this.paymentCode = null;
      this.paymentChecked = false;
      this.changeError = null;
      this.cardForm = null;
    }
    if (session) this.paymentSession = session;
    // Each visit reads it again: a change made on the change page (or elsewhere) since it was last shown.
    void this.reservation.visit(id);
    void this.reasons.load();
    const stopEvents = this.root.realtime.subscribe(RESERVATION_UPDATED_EVENT, (payload) => {
      const event = reservationUpdatedPayloadSchema.safeParse(payload);
      if (event.success && event.data.id === id) void this.reservation.reload();
    });
    const stopReconnect = this.root.realtime.subscribe(SOCKET_CONNECTED_EVENT, () => void this.reservation.reload());
    return () => {
      stopEvents();
      stopReconnect();
      this.reservation.cancel();
      this.reasons.cancel();
    };
  }

  /** Cancels with the reason chosen; a refusal is kept in `changeError`, never thrown. */
  async cancel(reason: string): Promise<void> {
    const id = this.reservation.value?.id;
    if (id === undefined) return;
    this.changeError = null;
    try {
      const cancelled = await updateReservation(this.root.api, id, cancelPayload(reason));
      runInAction(() => {
        this.reservation.set(cancelled);
        this.paymentCode = null;
      });
    } catch (error) {
      runInAction(() => (this.changeError = error));
    }
  }

  /**
   * Asks for the deposit's payment page; answers its address (null when there is none, the call failed,
   * or the card is typed on this page: then `cardForm` is set).
   */
  async pay(): Promise<string | null> {
    const id = this.reservation.value?.id;
    if (id === undefined) return null;
    this.changeError = null;
    try {
      const answer = await payDeposit(this.root.api, id);
      runInAction(() => (this.cardForm = answer.card_form ?? null));
      return answer.card_form ? null : (answer.payment_url ?? null);
    } catch (error) {
      runInAction(() => (this.changeError = error));
      return null;
    }
  }
}

export const reservationOf = perRoot((root) => new ReservationStore(root));
