import { pointsRefusal, type PointsTerms } from '@storefront/shared/contracts';
import { DomainError } from '../domain/domain-error';
import type { OrderSettings } from './order-settings';

/**
 * The tenant's points terms for a balance (docs/specification.md §5): points pay only when
 * `payment.allow_points` is on and the balance is above `payment.points_min_balance`.
 */
export const pointsTerms = (balance: number, settings: OrderSettings): PointsTerms => ({
  balance,
  min_balance: settings.allowPoints ? settings.pointsMinBalance : Number.POSITIVE_INFINITY,
  point_value: settings.pointValue,
});

/** The balance answer (`pointsBalanceResponseSchema`): the balance, the minimum above which it pays (null: points never pay here), and whether it pays now. */
export const pointsBalanceAnswer = (balance: number, settings: OrderSettings) => ({
  balance,
  min_balance: settings.allowPoints ? settings.pointsMinBalance : null,
  usable: pointsRefusal(true, pointsTerms(balance, settings)) === null,
});

/** The placement's 422 when the points asked for cannot pay: it says the minimum, as the checkout does. */
export const pointsRefusalError = (settings: OrderSettings): DomainError =>
  new DomainError('points_not_enough', {
    message: settings.allowPoints
      ? `Points balance is not enough: more than ${settings.pointsMinBalance} points are needed to pay with points.`
      : 'Points balance is not enough: points cannot pay for orders here.',
    details: { min_balance: settings.allowPoints ? settings.pointsMinBalance : null },
  });
