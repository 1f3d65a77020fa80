import type { ReservationForm } from '@storefront/shared/contracts';

/** This page again after the login, with the day and party the guest chose (step one reads them back). */
export const returnAfterLogin = (
  { pathname, search }: { pathname: string; search: string },
  form: Pick<ReservationForm, 'date' | 'guests_count'>,
): string => {
  const back = new URLSearchParams(search);
  back.set('date', form.date);
  back.set('guests', String(form.guests_count));
  return `${pathname}?${back.toString()}`;
};
