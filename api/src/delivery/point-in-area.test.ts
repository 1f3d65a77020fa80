import { areaContains, type Area } from './point-in-area';

const square = (west: number, south: number, east: number, north: number) => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];
const OLAYA: Area = { type: 'Polygon', coordinates: [square(46.66, 24.67, 46.71, 24.71)] };

describe('areaContains', () => {
  it('covers a point inside and not one outside', () => {
    expect(areaContains(OLAYA, [46.6853, 24.6907])).toBe(true);
    expect(areaContains(OLAYA, [46.75, 24.6907])).toBe(false);
    expect(areaContains(OLAYA, [46.6853, 24.72])).toBe(false);
  });

  it('covers points on an edge and on a corner', () => {
    expect(areaContains(OLAYA, [46.66, 24.69])).toBe(true);
    expect(areaContains(OLAYA, [46.685, 24.71])).toBe(true);
    expect(areaContains(OLAYA, [46.71, 24.67])).toBe(true);
  });

  it('leaves out a hole but keeps its edge', () => {
    const withHole: Area = { type: 'Polygon', coordinates: [square(0, 0, 10, 10), square(4, 4, 6, 6)] };
    expect(areaContains(withHole, [5, 5])).toBe(false);
    expect(areaContains(withHole, [4, 5])).toBe(true);
    expect(areaContains(withHole, [2, 2])).toBe(true);
  });

  it('covers any polygon of a MultiPolygon, and a concave one only where it is', () => {
    const area: Area = {
      type: 'MultiPolygon',
      coordinates: [
        [square(0, 0, 1, 1)],
        [
          [
            [5, 5],
            [9, 5],
            [9, 9],
            [7, 6],
            [5, 9],
            [5, 5],
          ],
        ],
      ],
    };
    expect(areaContains(area, [0.5, 0.5])).toBe(true);
    expect(areaContains(area, [6, 6])).toBe(true);
    expect(areaContains(area, [7, 8])).toBe(false);
    expect(areaContains(area, [3, 3])).toBe(false);
  });
});
