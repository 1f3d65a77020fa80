import { useCallback } from 'react';
import { useStores } from '@storefront/shared';
import { formatPoints, type PointsOptions } from './points';

/** `formatPoints` in the language of the page: `points(1250)` is `1,250`, `points(-100, { signed: true })` is `−100`. */
export const usePoints = (): ((points: number | string, options?: PointsOptions) => string) => {
  const locale = useStores().locale.locale;
  return useCallback((points, options) => formatPoints(points, locale, options), [locale]);
};
