import '../reservations.css';
import { lazy, Suspense, useEffect } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
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
import type { BookingScreen } from './booking-opening';
import { bookingOf } from './booking-store';
import { HoldCountdown } from './HoldCountdown';
import { keepPendingSlot } from './pending-slot';
import { returnAfterLogin } from './return-after-login';
import { SlotStep, type SlotChoice } from './SlotStep';
import { ConfirmStep } from './ConfirmStep';

const DetailsStep = lazy(() => import('./DetailsStep'));

/**
 * `/reservations/branch/{id}` and its continue/confirm routes: the three steps, a held table counting
 * down. A guest who chooses a period logs in first and comes back to it held, at step two; the
 * details come from the account whenever it is known (also when it arrives after the page).
 */
export const BookingPage = observer(function BookingPage({ screen }: { screen: BookingScreen }) {
  const { t } = useReservationTexts();
  const { errorText } = useApiText();
  const root = useStores();
  const locale = root.locale.locale;
  const navigate = useNavigate();
  const { id, reservation } = useParams();
  const location = useLocation();
  // The day and party a guest chose before logging in (the login brings them back with them).
  const [search] = useSearchParams();
  const chosenDay = search.get('date');
  const chosenGuests = Number(search.get('guests'));
  const store = bookingOf(root);
  const route = { screen, id, reservation, chosenDay, chosenGuests };
  useEffect(
    () => store.follow({ screen, id, reservation, chosenDay, chosenGuests }),
    [store, screen, id, reservation, chosenDay, chosenGuests],
  );
  // From a hold on (this visit's, not one another page left), the page is the held reservation's
  // continue route: a reload resumes it at step two.
  useEffect(
    () =>
      reaction(
        () => store.held,
        (held) => {
          if (held && screen === 'reservationBranch')
            void navigate(localizePath(`/reservations/branch/${held.branch_id}/continue-reservation/${held.id}`, locale), {
              replace: true,
            });
        },
      ),
    [store, screen, navigate, locale],
  );
  const following = store.follows(route);
  const { form, held, settings, step, expired } = store;

  const failure = store.failure;
  const error = failure ? errorText(failure, t('failed')) : null;
  if (following && error && !form)
    return (
      <ScreenFrame title={t(`screens.${screen}`)}>
        <p role="alert">{error}</p>
      </ScreenFrame>
    );
  if (!following || !settings || !form)
    return (
      <ScreenFrame title={t(`screens.${screen}`)}>
        <Loading />
      </ScreenFrame>
    );

  const choose = (choice: SlotChoice) => {
    if (root.session.isGuest) {
      // Holding a table needs a customer: the choice waits in this tab, and the login brings them back to hold it.
      keepPendingSlot(root.tenant.tenant.name, { branch_id: form.branch_id, date: form.date, guests_count: form.guests_count, choice });
      void navigate(loginPathFor(returnAfterLogin(location, form), locale));
      return;
    }
    void store.hold({ ...form, ...choice });
  };
  const confirm = async () => {
    const answer = await store.confirm();
    // A card typed on the storefront: the reservation's page holds the deposit's card step.
    if (answer?.card_form) void navigate(localizePath(`/reservations/${answer.id}`, locale), { state: { payDeposit: true } });
    else if (answer?.payment_url) window.location.assign(answer.payment_url);
    else if (answer) void navigate(localizePath(`/reservations/${answer.id}`, locale));
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
      {held && !expired ? <HoldCountdown key={held.id} secondsLeft={held.hold_seconds_left} onEnd={store.endHold} /> : null}
      {expired ? (
        <div role="alert">
          <p>{t('holdEnded')}</p>
          <button
            type="button"
            className="sf-button"
            onClick={() => {
              // The released table's reservation is over: start again from step one at this branch.
              store.startAgain();
              if (screen !== 'reservationBranch')
                void navigate(localizePath(`/reservations/branch/${form.branch_id}`, locale), { replace: true });
            }}
          >
            {t('startAgain')}
          </button>
        </div>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      {!expired && step === 1 ? (
        <SlotStep
          settings={settings}
          today={settings.today}
          date={form.date}
          guests={form.guests_count}
          slots={store.slots.value}
          busy={store.busy}
          onDate={(date) => store.changeSearch({ date })}
          onGuests={(guests_count) => store.changeSearch({ guests_count })}
          onChoose={choose}
        />
      ) : null}
      {!expired && step === 2 ? (
        <Suspense fallback={<LoadingFallback what="reservation details step" />}>
          <DetailsStep form={form} held={held} />
        </Suspense>
      ) : null}
      {!expired && step === 3 && held ? (
        <ConfirmStep form={form} held={held} busy={store.busy} noSms={store.noSms} onConfirm={() => void confirm()} />
      ) : null}
    </ScreenFrame>
  );
});
