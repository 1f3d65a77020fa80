/** Unicode LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE: the plain-text twin of `<bdi dir="ltr">`. */
export const LTR_ISOLATE_START = '\u2066';
export const LTR_ISOLATE_END = '\u2069';

/**
 * A number, code, plate or signed amount as one left-to-right run, for values that end up inside a
 * translated string or an attribute (aria-label, option text) where no element can wrap them.
 * In JSX use `<Ltr>` (`shared/src/ui/Ltr.tsx`).
 */
export const isolateLtr = (value: string): string => `${LTR_ISOLATE_START}${value}${LTR_ISOLATE_END}`;
