/**
 * Lighthouse's mobile performance audit (its default: a mid-range phone on a slow 4G link, simulated) of
 * one page, in Debian's Chromium started headless by chrome-launcher.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from './chromium';

export interface LighthouseResult {
  score: number;
  cumulativeLayoutShift: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
}

/** Tries per page: on a busy machine Lighthouse's 1 s wait for the page's body can run out. */
const TRIES = 3;

export async function auditPage(url: string): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url);
    } catch (error) {
      if (attempt >= TRIES) throw error;
      console.warn(`Lighthouse try ${attempt} failed, trying again: ${String(error)}`);
    }
  }
}

async function auditOnce(url: string): Promise<LighthouseResult> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => Math.round((lhr.audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      cumulativeLayoutShift: audit('cumulative-layout-shift'),
      firstContentfulPaintMs: Math.round(audit('first-contentful-paint')),
      largestContentfulPaintMs: Math.round(audit('largest-contentful-paint')),
      totalBlockingTimeMs: Math.round(audit('total-blocking-time')),
    };
  } finally {
    chrome.kill();
  }
}
