import { calorieShares } from './calorie-shares';

describe('calorie shares', () => {
  it('compares an item with the daily references of spec section 9: man 2500, woman 2000, child 1800', () => {
    expect(calorieShares(850)).toEqual([
      { reference: 'man', daily: 2500, percent: 34 },
      { reference: 'woman', daily: 2000, percent: 42.5 },
      { reference: 'child', daily: 1800, percent: 47.2 },
    ]);
  });

  it('rounds to one decimal and keeps small and zero calories', () => {
    expect(calorieShares(10).map((share) => share.percent)).toEqual([0.4, 0.5, 0.6]);
    expect(calorieShares(0).map((share) => share.percent)).toEqual([0, 0, 0]);
    expect(calorieShares(3200).map((share) => share.percent)).toEqual([128, 160, 177.8]);
  });
});
