import type { TrackingCode } from '../contracts';

/** Analytics codes must be `G-` or `UA-` followed by letters, digits and hyphens (docs/specification.md §5). */
export const TRACKING_CODE_PATTERN = /^(G|UA)-[A-Za-z0-9-]+$/;

/** Only enabled codes of a valid form are ever injected; everything else is ignored. */
export const usableTrackingCodes = (codes: readonly TrackingCode[]): string[] => [
  ...new Set(codes.filter((code) => code.enable && TRACKING_CODE_PATTERN.test(code.web_code)).map((code) => code.web_code)),
];
