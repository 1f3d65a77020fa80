import { addDays, dayInBounds, stepGuests, type ReservationSettings, type ReservationSlots } from '@storefront/shared/contracts';
import { useId } from 'react';
import { formatClock, useMoney, useStores } from '@storefront/shared';
import { useReservationTexts } from '../../texts';
import { useDayText } from '../day-text';

export interface SlotChoice {
  area_id: number;
  time: string;
  cost: string;
  is_next_day: boolean;
}

interface Props {
  settings: ReservationSettings;
  today: string;
  date: string;
  guests: number;
  slots: ReservationSlots | null;
  busy: boolean;
  onDate(date: string): void;
  onGuests(guests: number): void;
  onChoose(choice: SlotChoice): void;
  /** The period chosen (pressed), when the screen keeps a choice before sending it. */
  chosen?: Pick<SlotChoice, 'area_id' | 'time' | 'is_next_day'> | null;
}

/**
 * Step one: guests, date (a day at a time, or any day of the bounds from a date field; each shown with
 * its weekday) and a period of a section.
 */
export function SlotStep({ settings, today, date, guests, slots, busy, onDate, onGuests, onChoose, chosen }: Props) {
  const { t } = useReservationTexts();
  const { locale, dir } = useStores().locale;
  // The arrows point where the day goes: in Arabic (right to left) the previous day is to the right.
  const [back, forward] = dir === 'rtl' ? ['›', '‹'] : ['‹', '›'];
  const money = useMoney();
  const dayText = useDayText();
  const rangeId = useId();
  const lastAllowed = addDays(today, settings.maximum_duration);
  const atMost = guests >= settings.person_count_to;
  const atLeast = guests <= settings.person_count_from;
  const firstDay = date <= today;
  const lastDay = !dayInBounds(addDays(date, 1), today, settings.maximum_duration);
  return (
    <section aria-labelledby="rsv-step-one" className="rsv-step-one">
      <h2 id="rsv-step-one">{t('stepOne')}</h2>
      <div role="group" aria-label={t('guests')} className="rsv-row">
        <button type="button" onClick={() => onGuests(stepGuests(guests, -1, settings))} disabled={atLeast} aria-label={t('fewerGuests')}>
          −
        </button>
        <output aria-live="polite">{t('guestsCount', { count: guests })}</output>
        <button type="button" onClick={() => onGuests(stepGuests(guests, 1, settings))} disabled={atMost} aria-label={t('moreGuests')}>
          +
        </button>
      </div>
      {atMost ? <p>{t('guestsMax', { count: settings.person_count_to })}</p> : null}
      {atLeast ? <p>{t('guestsMin', { count: settings.person_count_from })}</p> : null}
      <div role="group" aria-label={t('date')} className="rsv-row">
        <button type="button" onClick={() => onDate(addDays(date, -1))} disabled={firstDay} aria-label={t('previousDay')}>
          <span dir="ltr" aria-hidden="true">
            {back}
          </span>
        </button>
        <output aria-live="polite">{dayText(date)}</output>
        <button type="button" onClick={() => onDate(addDays(date, 1))} disabled={lastDay} aria-label={t('nextDay')}>
          <span dir="ltr" aria-hidden="true">
            {forward}
          </span>
        </button>
      </div>
      <label className="rsv-date-field">
        <span>{t('pickDate')}</span>
        <input
          type="date"
          value={date}
          min={today}
          max={lastAllowed}
          aria-describedby={rangeId}
          onChange={(event) => {
            // A day typed outside the branch's bounds (or half typed) is not looked for.
            const day = event.target.value;
            if (day && day !== date && dayInBounds(day, today, settings.maximum_duration)) onDate(day);
          }}
        />
        <span id={rangeId} className="rsv-date-range">
          {t('pickDateRange', { from: dayText(today), to: dayText(lastAllowed) })}
        </span>
      </label>
      {firstDay ? <p>{t('dateMin')}</p> : null}
      {lastDay ? <p>{t('dateMax', { count: settings.maximum_duration })}</p> : null}
      {busy ? <p role="status">{t('loadingSlots')}</p> : null}
      {slots?.fully_booked ? <p role="alert">{t('fullyBooked')}</p> : null}
      {slots && !slots.fully_booked
        ? slots.sections.map((section) => (
            <fieldset key={section.id} className="rsv-section">
              <legend>{section.names[locale]}</legend>
              {section.periods.length === 0 ? <p>{t('noSlots')}</p> : null}
              {section.periods.map((period) => (
                <button
                  key={`${period.time}-${period.is_next_day}`}
                  type="button"
                  className="rsv-period"
                  aria-pressed={
                    chosen === undefined
                      ? undefined
                      : chosen?.area_id === section.id && chosen.time === period.time && chosen.is_next_day === period.is_next_day
                  }
                  onClick={() => onChoose({ area_id: section.id, time: period.time, cost: period.cost, is_next_day: period.is_next_day })}
                >
                  {formatClock(period.time, locale)}
                  {Number(period.cost) > 0 ? ` · ${money(period.cost, settings.currency)}` : ''}
                  {period.is_next_day ? ` · ${t('nextDayMark')}` : ''}
                </button>
              ))}
            </fieldset>
          ))
        : null}
    </section>
  );
}
