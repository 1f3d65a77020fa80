import { innerPoint } from './inner-point';
import { areaContains, type Area } from './point-in-area';

const square: Area = {
  type: 'Polygon',
  coordinates: [
    [
      [46, 24],
      [47, 24],
      [47, 25],
      [46, 25],
      [46, 24],
    ],
  ],
};

// A "U" whose corner average and bounding-box centre both fall in the notch.
const horseshoe: Area = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [3, 0],
      [3, 3],
      [2, 3],
      [2, 1],
      [1, 1],
      [1, 3],
      [0, 3],
      [0, 0],
    ],
  ],
};

describe('innerPoint', () => {
  it('takes the middle of a simple district', () => {
    expect(innerPoint(square)).toEqual([46.5, 24.5]);
  });

  it('always answers a point the area covers', () => {
    for (const area of [square, horseshoe, { type: 'MultiPolygon', coordinates: [horseshoe.coordinates] } as Area]) {
      expect(areaContains(area, innerPoint(area))).toBe(true);
    }
  });
});
