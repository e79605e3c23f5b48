import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './e2e/viewports';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));

const chromium = {
  // Debian's Chromium headless shell (scripts/ensure-chromium.mjs): the full browser in headless
  // mode spent about 60 % more CPU on the same journeys (decision 018).
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // Three on 2 cores: a journey spends much of its time waiting on the one shop process (design
  // generation, the producer's steps, payments), so a third browser fills that. Full runs, same
  // machine and settings, under another job's load: 2 workers 7.1 min, 3 workers 6.5-7.1 min.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A journey that fails and is retried (CI) records its trace on the retry, with a DOM snapshot
    // of every action; locally, `npx playwright test --trace on`. Recording every passing journey
    // only to throw the trace away cost ~6 % of the run's CPU (decision 018).
    trace: { mode: 'on-first-retry', screenshots: false, snapshots: true, sources: true },
    // Nothing moves unless a journey asks for motion (landing-motion.spec.ts): the landing page's
    // endless wall kept a core busy in software compositing while a journey sat on it, and every
    // Tab stop waited for its outline's transition. The app honours the setting (index.css).
    reducedMotion: 'reduce',
    launchOptions: chromium,
  },
  // One viewport unless the viewport is what a journey tests. A journey runs once, at desktop,
  // unless a phone is what it tests: one about a phone's width, layout or touch is tagged @mobile
  // and runs at the phone instead; one that compares the widths (the screen sweep, whose axe
  // findings follow the layout; the layer editor by mouse and by finger; the menu panel by
  // keyboard) is tagged @both-widths. A desktop journey with one check at a phone's width narrows
  // its window for it (e2e/viewports.ts) rather than running again. Every journey at both widths
  // was 186 runs in 231 s; this is 109 in 153 s (decision 018).
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: DESKTOP_VIEWPORT },
    },
    // A Pixel 7's size, touch and user agent, drawn at one device pixel per CSS pixel rather than
    // 2.625: the journeys check layout, touch and keyboard, none of which depends on the pixel
    // ratio, and drawing 6.9 times the pixels cost ~1/5 of the run's CPU (decision 018).
    {
      name: 'mobile',
      grep: /@mobile|@both-widths/,
      use: { ...devices['Pixel 7'], viewport: PHONE_VIEWPORT, deviceScaleFactor: 1 },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SIMULATED_PRODUCER_STEP_SECONDS: '1',
      // Every journey signs a customer up (and some in again): at the production cost (2^17, ~0.5 s
      // of a core and 128 MiB each) the hashing competed with the browsers for the 2 cores. The
      // API tests use the same cheap cost; first-run.spec.ts still starts a shop at the default.
      PASSWORD_SCRYPT_LOG_N: '10',
      // The journeys' customers do not verify their e-mail; they keep the full monthly quota.
      UNVERIFIED_DESIGN_QUOTA: '20',
      // One operator per journey, so journeys running side by side never race to sign up one
      // account (the loser's verification e-mail never comes). The operator journeys run at
      // desktop only, but for the console's screen sweep, which has an account per project.
      ADMIN_EMAILS: ['console', 'audit', 'catalog', 'claims', 'screens-desktop', 'screens-mobile']
        .map((journey) => `operator-${journey}@prompttee.example`)
        .join(','),
    },
  },
});
