/** Spec section 9: the daily reference intakes an item's calories are compared with. */
export const REFERENCE_CALORIES = { man: 2500, woman: 2000, child: 1800 } as const;
export type CalorieReference = keyof typeof REFERENCE_CALORIES;
