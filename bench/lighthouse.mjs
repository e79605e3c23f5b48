// Lighthouse (mobile preset) against the running shop in Debian's Chromium.
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The full browser, or the headless shell the browser tests install (scripts/ensure-chromium.mjs).
const chromePaths = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'];

export async function lighthouseScores(url) {
  const chromePath = process.env.CHROME_PATH ?? chromePaths.find((p) => existsSync(p));
  // A missing binary would crash the process from chrome-launcher's spawn, leaving the shop running.
  if (!chromePath || !existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath ?? chromePaths}`);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: flags,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    };
  } finally {
    await chrome.kill();
  }
}
