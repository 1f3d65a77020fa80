/**
 * What a terminal would act on instead of showing: C0 controls (ESC starts sequences that clear the
 * screen, recolour it or set the window title; BEL, CR, LF, TAB), DEL and C1 controls (U+009B is a
 * one-byte CSI), line and paragraph separators, and the bidi and invisible characters that make a
 * text read as another (shared/src/contracts/field-rules.ts, HIDDEN_CHARACTERS).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B\u2060-\u2064\u180E\uFEFF]/g;

const visible = (character: string): string => {
  const code = character.codePointAt(0) ?? 0;
  const hex = code.toString(16).toUpperCase();
  return code <= 0xff ? `\\x${hex.padStart(2, '0')}` : `\\u${hex.padStart(4, '0')}`;
};

/**
 * A value as the operator CLI prints it: every character a terminal would act on written out
 * (`A\x1B[2JB`), so rows stored before the contracts refused them (or by another client) cannot
 * clear the screen or forge a line. Backslashes are left alone, so escaping twice changes nothing.
 */
export const terminalText = (value: unknown): string => String(value).replace(UNSAFE, visible);

/** A template whose every interpolated value goes through `terminalText`; the template's own text (its line breaks) is kept. */
export const shown = (strings: TemplateStringsArray, ...values: unknown[]): string =>
  strings.reduce((text, part, index) => text + part + (index < values.length ? terminalText(values[index]) : ''), '');
