import type { Page } from '@playwright/test';

/**
 * Chromium's hint that a preloaded file was not used within a few seconds of the load event: it
 * says how busy the machine was (on two loaded cores a remote's hydration can start later), not
 * that the page is wrong. A preload nobody uses still counts in the first-visit byte budget.
 */
const TIMING_HINT = /was preloaded using link preload but not used within a few seconds/;

/**
 * Collects console errors and uncaught exceptions of a page, to assert there are none; with
 * `warnings`, console warnings too (React reports a hydration mismatch as one).
 */
export const collectPageErrors = (page: Page, { warnings = false }: { warnings?: boolean } = {}): string[] => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (warnings && message.type() === 'warning' && !TIMING_HINT.test(message.text())))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};
