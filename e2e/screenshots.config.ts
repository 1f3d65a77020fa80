import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run screenshots`: the main screens of two tenants, both languages, a phone and a desktop width,
 * written to `screenshots/` at the repository root (git-ignored) on the same fresh stack as the suite.
 */
export default defineConfig({
  ...base,
  testDir: './screenshots',
  testMatch: /\.shots\.ts$/,
  projects: [
    { name: 'phone', use: { viewport: { width: 412, height: 915 } } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  reporter: [['list']],
  timeout: 300_000,
});
