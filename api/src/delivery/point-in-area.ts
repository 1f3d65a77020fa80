/** A GeoJSON position: [longitude, latitude]. */
export type Position = readonly number[];
type Ring = readonly Position[];

/** A GeoJSON Polygon (outer ring, then holes) or MultiPolygon, as delivery zones are stored. */
export type Area = { type: 'Polygon'; coordinates: readonly Ring[] } | { type: 'MultiPolygon'; coordinates: readonly (readonly Ring[])[] };

const EPSILON = 1e-12;

const onSegment = ([x, y]: Position, [x1, y1]: Position, [x2, y2]: Position): boolean => {
  if (x === undefined || y === undefined || x1 === undefined || y1 === undefined || x2 === undefined || y2 === undefined) return false;
  const cross = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1);
  return Math.abs(cross) < EPSILON && x >= Math.min(x1, x2) && x <= Math.max(x1, x2) && y >= Math.min(y1, y2) && y <= Math.max(y1, y2);
};

/** 'edge' when the point lies on the ring, else whether a ray from it crosses the ring an odd number of times. */
const ringContains = (point: Position, ring: Ring): boolean | 'edge' => {
  const [x, y] = point;
  if (x === undefined || y === undefined) return false;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (!a || !b) continue;
    if (onSegment(point, a, b)) return 'edge';
    const [xa = 0, ya = 0] = a;
    const [xb = 0, yb = 0] = b;
    if (ya > y !== yb > y && x < ((xb - xa) * (y - ya)) / (yb - ya) + xa) inside = !inside;
  }
  return inside;
};

/** Inside the outer ring (its edge counts as inside) and not strictly inside a hole. */
const polygonContains = (point: Position, [outer, ...holes]: readonly Ring[]): boolean =>
  outer !== undefined && ringContains(point, outer) !== false && holes.every((hole) => ringContains(point, hole) !== true);

/** Whether the area covers the point; a point on a boundary is covered. */
export const areaContains = (area: Area, point: Position): boolean =>
  area.type === 'Polygon' ? polygonContains(point, area.coordinates) : area.coordinates.some((polygon) => polygonContains(point, polygon));
