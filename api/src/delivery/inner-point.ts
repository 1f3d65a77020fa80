import { areaContains, type Area, type Position } from './point-in-area';

/**
 * A point inside the area (a district's stand-in location): the average of the first outer ring's
 * corners when it falls inside (convex and most everyday shapes), else the centre of its bounding
 * box, else its first corner (a boundary counts as inside).
 */
export const innerPoint = (area: Area): Position => {
  const ring = (area.type === 'Polygon' ? area.coordinates[0] : area.coordinates[0]?.[0]) ?? [];
  const corners = ring.length > 1 ? ring.slice(0, -1) : ring;
  const xs = corners.map(([x = 0]) => x);
  const ys = corners.map(([, y = 0]) => y);
  const average: Position = [xs.reduce((a, b) => a + b, 0) / xs.length, ys.reduce((a, b) => a + b, 0) / ys.length];
  if (areaContains(area, average)) return average;
  const boxCentre: Position = [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
  if (areaContains(area, boxCentre)) return boxCentre;
  return ring[0] ?? [0, 0];
};
