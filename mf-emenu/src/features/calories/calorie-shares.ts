import { REFERENCE_CALORIES, type CalorieReference } from '@storefront/shared';

export interface CalorieShare {
  reference: CalorieReference;
  /** The daily reference intake, kcal (spec section 9). */
  daily: number;
  /** The item's share of it, in percent with one decimal. */
  percent: number;
}

/** An item's calories as shares of the daily references for a man, a woman and a child. */
export const calorieShares = (kcal: number): CalorieShare[] =>
  (Object.keys(REFERENCE_CALORIES) as CalorieReference[]).map((reference) => {
    const daily = REFERENCE_CALORIES[reference];
    return { reference, daily, percent: Math.round((kcal / daily) * 1000) / 10 };
  });
