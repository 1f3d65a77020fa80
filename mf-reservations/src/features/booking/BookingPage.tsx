import '../reservations.css';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { z } from 'zod/mini';
import {
  RESERVATION_DEFAULTS,
  countryCodeSchema,
  createPayload,
  dayInBounds,
  guestsInBounds,
  isUnfinished,
  updatePayload,
  type Reservation,
  type ReservationForm,
  type ReservationSettings,
  type ReservationSlots,
} from '@storefront/shared/contracts';
import {
  Loading,
  LoadingFallback,
  loginPathFor,
  localizePath,
  ScreenFrame,
  useApiText,
  useStores,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '@storefront/shared';
import { useReservationTexts } from '../../texts';
import { reservationCalls } from '../reservation-calls';
import { withAccountDetails } from './account-details';
import { forgetDetailsDraft, keepDetailsDraft, readDetailsDraft } from './details-draft';
import { HoldCountdown } from './HoldCountdown';
import { forgetPendingSlot, keepPendingSlot, readPendingSlot, type PendingSlot } from './pending-slot';
import { returnAfterLogin } from './return-after-login';
import { StepOne, type SlotChoice } from './StepOne';
import { StepThree } from './StepThree';

const StepTwo = lazy(() => import('./StepTwo'));

type Step = 1 | 2 | 3;

/**
 * `/reservations/branch/{id}` and its continue/confirm routes: the three steps, a held table counting
 * down. A guest who chooses a period logs in first and comes back to it held, at step two; the
 * details come from the account whenever it is known (also when it arrives after the page).
 */
export const BookingPage = observer(function BookingPage({
  screen,
}: {
  screen: 'reservationBranch' | 'continueReservation' | 'confirmReservation';
}) {
  const { t } = useReservationTexts();
  const { errorText } = useApiText();
  const root = useStores();
  const locale = root.locale.locale;
  const navigate = useNavigate();
  const params = useParams();
  const location = useLocation();
  // The day and party a guest chose before logging in (the login brings them back with them).
  const [search] = useSearchParams();
  const chosenDay = search.get('date');
  const chosenGuests = Number(search.get('guests'));
  const calls = reservationCalls(root.api);
  const [settings, setSettings] = useState<ReservationSettings | null>(null);
  const [today, setToday] = useState('');
  const [form, setForm] = useState<ReservationForm | null>(null);
  const [slots, setSlots] = useState<ReservationSlots | null>(null);
  const [held, setHeld] = useState<Reservation | null>(null);
  const [step, setStep] = useState<Step>(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [noSms, setNoSms] = useState(false);
  const [expired, setExpired] = useState(false);
  // The period a guest chose before logging in, held for them once they are a customer.
  const [pending, setPending] = useState<PendingSlot | null>(null);
  const customer = root.session.customer;

  const start = useCallback(async () => {
    let resumed: Reservation | null = null;
    if (screen !== 'reservationBranch') {
      resumed = await (
        params.reservation ? calls.get(Number(params.reservation)) : calls.unfinished(params.id ? Number(params.id) : null)
      ).catch(() => null);
      if (resumed && !isUnfinished(resumed.status)) resumed = null;
    }
    const branchId = resumed?.branch_id ?? Number(params.id);
    const tenant = root.tenant.tenant.name;
    // What was typed in step two before a reload, not yet sent: it wins over what the api holds.
    const typed = resumed ? readDetailsDraft(tenant, resumed.id) : null;
    const answer = await calls.settings(branchId);
    const day = answer.reservations_settings.today;
    const bounds = answer.reservations_settings;
    const waiting = resumed ? null : readPendingSlot(tenant, branchId);
    const wantedDay = waiting?.date ?? chosenDay;
    const wantedGuests = waiting?.guests_count ?? chosenGuests;
    const keptDay = wantedDay && dayInBounds(wantedDay, day, bounds.maximum_duration) ? wantedDay : null;
    const keptGuests = guestsInBounds(wantedGuests, bounds) ? wantedGuests : null;
    setSettings(answer.reservations_settings);
    setToday(day);
    const base: ReservationForm = {
      branch_id: branchId,
      date: resumed?.date ?? keptDay ?? day,
      time: resumed?.time ?? '',
      is_next_day: resumed?.is_next_day ?? false,
      area_id: resumed?.area_id ?? null,
      guests_count:
        resumed?.guests_count ?? keptGuests ?? Math.max(RESERVATION_DEFAULTS.guests_count, answer.reservations_settings.person_count_from),
      cost: resumed?.cost ?? RESERVATION_DEFAULTS.cost,
      name: resumed?.name ?? '',
      email: resumed?.email ?? '',
      country_code:
        resumed?.country_code ?? z.catch(countryCodeSchema, root.tenant.tenant.country).parse(root.session.customer?.countryCode),
      phone: resumed?.phone ?? '',
      note: resumed?.note ?? '',
      event_id: resumed?.event?.id ?? null,
      event: resumed?.event ?? null,
      allergens: resumed?.allergens ?? [],
      ...typed,
    };
    // A field left blank (also in a kept draft) is the account's, read now or when it arrives.
    setForm(withAccountDetails(base, root.session.customer));
    setPending(waiting && keptDay === waiting.date && keptGuests === waiting.guests_count ? waiting : null);
    setHeld(resumed);
    setStep(resumed ? (screen === 'confirmReservation' && resumed.name ? 3 : 2) : 1);
    calls.smsBalance().then(
      (balance) => setNoSms(balance === 0),
      () => setNoSms(false),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [root.api, screen, params.id, params.reservation, chosenDay, chosenGuests]);

  useEffect(() => {
    const timer = setTimeout(() => {
      start().catch((failure: unknown) => setError(errorText(failure, t('failed'))));
    }, 0);
    return () => clearTimeout(timer);
  }, [start, errorText, t]);

  const endHold = useCallback(() => setExpired(true), []);

  // The account known after the page started (a session checked late, a login return): its details
  // fill the blank fields. Step two takes them into its own fields itself.
  useEffect(() => {
    if (customer && step !== 2) setForm((current) => current && withAccountDetails(current, customer));
  }, [customer, step]);

  useEffect(() => {
    if (form && held && step === 2) keepDetailsDraft(root.tenant.tenant.name, held.id, form);
  }, [form, held, step, root.tenant.tenant.name]);

  useEffect(() => {
    if (!form || step !== 1) return;
    calls
      .slots(form.branch_id, form.date, form.guests_count)
      .then(setSlots, (failure: unknown) => setError(errorText(failure, t('failed'))));
    // Each change of date or guests fetches the slots again (spec §4).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form?.date, form?.guests_count, step]);

  /** Holds the chosen period's table; from then on the page is the held reservation's (its continue route). */
  async function hold(next: ReservationForm) {
    setForm(next);
    setBusy(true);
    setError(null);
    try {
      const created = await calls.create(createPayload(next));
      // A reload from here on resumes this held reservation at step two (its continue route).
      void navigate(localizePath(`/reservations/branch/${created.branch_id}/continue-reservation/${created.id}`, locale), {
        replace: true,
      });
      setHeld(created);
      setStep(2);
    } catch (failure) {
      setError(errorText(failure, t('failed')));
      setSlots(await calls.slots(next.branch_id, next.date, next.guests_count).catch(() => slots));
    } finally {
      setBusy(false);
    }
  }
  // Back from the login with a period chosen as a guest: it is held now, and the page goes on to step two.
  useEffect(() => {
    if (!pending || !form || step !== 1 || !root.session.ready) return;
    setPending(null);
    forgetPendingSlot(root.tenant.tenant.name);
    // A guest who came back without logging in chooses again.
    if (!root.session.isGuest) void hold({ ...form, ...pending.choice });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending, form, step, root.session.ready, root.session.isGuest]);

  if (error && !form)
    return (
      <ScreenFrame title={t(`screens.${screen}`)}>
        <p role="alert">{error}</p>
      </ScreenFrame>
    );
  if (!settings || !form)
    return (
      <ScreenFrame title={t(`screens.${screen}`)}>
        <Loading />
      </ScreenFrame>
    );

  const reset = (patch: Partial<ReservationForm>) =>
    setForm({ ...form, ...patch, time: '', cost: RESERVATION_DEFAULTS.cost, area_id: null });
  const choose = (choice: SlotChoice) => {
    if (root.session.isGuest) {
      // Holding a table needs a customer: the choice waits in this tab, and the login brings them back to hold it.
      keepPendingSlot(root.tenant.tenant.name, { branch_id: form.branch_id, date: form.date, guests_count: form.guests_count, choice });
      void navigate(loginPathFor(returnAfterLogin(location, form), locale));
      return;
    }
    void hold({ ...form, ...choice });
  };
  // Step two shows a refusal itself (next to the field it names), so this throws.
  const saveDetails = async () => {
    if (!held) return;
    setError(null);
    setHeld(await calls.update(held.id, updatePayload(form)));
    forgetDetailsDraft(root.tenant.tenant.name, held.id);
    setStep(3);
  };
  const confirm = async () => {
    if (!held) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await calls.update(held.id, { action: 'confirm' });
      if (answer.payment_url) window.location.assign(answer.payment_url);
      else void navigate(localizePath(`/reservations/${answer.id}`, locale));
    } catch (failure) {
      setError(errorText(failure, t('failed')));
      setBusy(false);
    }
  };

  return (
    <ScreenFrame title={t(`screens.${screen}`)}>
      <ol className="rsv-stepper" aria-label={t('steps')}>
        {([1, 2, 3] as const).map((number) => (
          <li key={number} aria-current={number === step ? 'step' : undefined}>
            {t(`stepName.${number}`)}
          </li>
        ))}
      </ol>
      {held && !expired ? <HoldCountdown key={held.id} secondsLeft={held.hold_seconds_left} onEnd={endHold} /> : null}
      {expired ? (
        <div role="alert">
          <p>{t('holdEnded')}</p>
          <button
            type="button"
            className="sf-button"
            onClick={() => {
              // The released table's reservation is over: start again from step one at this branch.
              setError(null);
              setHeld(null);
              setExpired(false);
              if (screen === 'reservationBranch') void start();
              else void navigate(localizePath(`/reservations/branch/${form.branch_id}`, locale), { replace: true });
            }}
          >
            {t('startAgain')}
          </button>
        </div>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      {!expired && step === 1 ? (
        <StepOne
          settings={settings}
          today={today}
          date={form.date}
          guests={form.guests_count}
          slots={slots}
          busy={busy}
          onDate={(date) => reset({ date })}
          onGuests={(guests_count) => reset({ guests_count })}
          onChoose={choose}
        />
      ) : null}
      {!expired && step === 2 ? (
        <Suspense fallback={<LoadingFallback what="reservation details step" />}>
          <StepTwo form={form} onChange={setForm} onSave={saveDetails} />
        </Suspense>
      ) : null}
      {!expired && step === 3 && held ? (
        <StepThree form={form} held={held} busy={busy} noSms={noSms} onConfirm={() => void confirm()} />
      ) : null}
    </ScreenFrame>
  );
});
