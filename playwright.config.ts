import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/support/built-app.ts';

// Debian's Chromium: Playwright cannot download its own browser on this network.
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'e2e',
  // Builds the app once; each test file then runs against its own fresh shop (e2e/support/shop.ts).
  globalSetup: './e2e/support/build.ts',
  // One file at a time: on two cores, two workers took as long (56.6 min for the suite, against 55.1
  // and 59.6 min with one) and made each test twice as slow, closer to its timeout.
  fullyParallel: false,
  workers: 1,
  // Backstops, not waits: every step waits for a state, and a loaded machine may take long to reach it.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // `npm test` retries a failed test once (--retries=1) and lists it as flaky if the retry passes.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    launchOptions: chromium,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium } },
  ],
});
