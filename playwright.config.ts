import { defineConfig, devices } from '@playwright/test';
import { MAILBOX } from './e2e/support/mailbox.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/support/built-app.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);

// Debian's Chromium: Playwright cannot download its own browser on this network.
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium } },
  ],
  // The built app as `npm start` runs it, on a fresh in-memory database, mailing to a local SMTP capture.
  webServer: {
    command: 'node --import tsx e2e/support/serve.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    // PUBLIC_URL: the card provider sends shoppers back there, so it is the origin the browser uses.
    env: { PORT: String(PORT), PUBLIC_URL: `http://127.0.0.1:${PORT}`, DATABASE_URL: 'memory://', LOG_LEVEL: 'warn', E2E_MAILBOX: MAILBOX },
    timeout: 180_000,
    reuseExistingServer: false,
  },
});
