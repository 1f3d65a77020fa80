import type { Locale } from '../contracts';

export const EARTH_RADIUS_KM = 6371;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export const distanceKm = (from: Coordinates, to: Coordinates): number => {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
};

/** A distance with 2 decimals. */
export const formatDistance = (km: number, locale: Locale): string => `${km.toFixed(2)} ${locale === 'ar' ? 'كم' : 'km'}`;
