import { defineConfig } from '@playwright/test';
import { WAITS_OUT_A_TIMER } from './support/timers';

/** The files that change a tenant-wide setting for their length (refunds, offers, a tenant's payment provider). */
const TENANT_SETTING_FILES = /(refund-to-wallet|offer-off|card-payment-moyasar|moyasar-wallets|hosted-payment-paymob)\.spec\.ts/;
/** The files that run alone, after the others. */
const SERIAL_FILES = [/live\.spec\.ts/, TENANT_SETTING_FILES];
const TIMER_TAG = new RegExp(WAITS_OUT_A_TIMER.tag);

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  // Two busy workers for the two cores, and a third for the tests that mostly wait out a timer.
  workers: 3,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  projects: [
    { name: 'storefront', testIgnore: SERIAL_FILES, grepInvert: TIMER_TAG, workers: 2 },
    { name: 'timers', testIgnore: SERIAL_FILES, grep: TIMER_TAG, workers: 1 },
    // The tenant-wide `update` event reloads every open page of the tenant, so it runs alone, after the others.
    { name: 'live', testMatch: /live\.spec\.ts/, dependencies: ['storefront', 'timers'] },
    // A tenant-wide setting changed for the length of a file: alone, one file at a time, last.
    { name: 'tenant-settings', testMatch: TENANT_SETTING_FILES, dependencies: ['live'], workers: 1 },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    // A trace records the screen and the page at every step: a fifth more CPU for the whole suite, which on a
    // busy 2-core machine is what pushes long flows past their timeout. Ask for one when a test fails:
    // `npx playwright test <spec> --trace retain-on-failure` (README).
    trace: 'off',
  },
});
