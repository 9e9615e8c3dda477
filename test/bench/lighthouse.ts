/**
 * Lighthouse (npm `lighthouse`, Node 20-compatible 12.x) on `/home` logged out, in the local Chromium: the
 * performance, accessibility and best-practices scores of issue 6, with the desktop preset and with the default
 * mobile emulation (slow 4G, 4× CPU) for reference. The site is the local cloud's, compressed like CloudFront.
 * Scores vary from run to run (Lighthouse's own advice): each preset runs LIGHTHOUSE_RUNS times and the median run (by
 * performance) is reported; the bench runs it first, on a quiet machine.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumToUse } from '../support/browser.js';

export interface LighthouseScores {
  preset: 'desktop' | 'mobile';
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Largest contentful paint and total blocking time, ms. */
  lcpMs: number;
  tbtMs: number;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

export const LIGHTHOUSE_RUNS = 3;

const score = (value: number | null | undefined): number => Math.round((value ?? 0) * 100);

/** One Lighthouse run of `/home` with the preset's settings. */
const runOnce = async (port: number, siteUrl: string, preset: 'desktop' | 'mobile'): Promise<LighthouseScores> => {
  const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: CATEGORIES };
  const run = preset === 'desktop' ? await lighthouse(`${siteUrl}/#/home`, flags, desktopConfig) : await lighthouse(`${siteUrl}/#/home`, flags);
  const lhr = run?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${preset}`);
  const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary');
  if (failing.length) console.log(`lighthouse ${preset}: failing audits: ${failing.map((a) => a.id).join(', ')}`);
  // LIGHTHOUSE_REPORT=<dir>: each run's whole report, to see what the score is made of (lcp element, long tasks).
  if (process.env.LIGHTHOUSE_REPORT) {
    await mkdir(process.env.LIGHTHOUSE_REPORT, { recursive: true });
    await writeFile(join(process.env.LIGHTHOUSE_REPORT, `${preset}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (process.env.LIGHTHOUSE_DETAILS) {
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'cumulative-layout-shift', 'total-blocking-time']) {
      console.log(id, lhr.audits[id]?.numericValue, lhr.audits[id]?.score);
    }
  }
  return {
    preset,
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
  };
};

export const lighthouseScores = async (siteUrl: string): Promise<LighthouseScores[]> => {
  // The e2e tests' Chromium (the system one, else the packaged one).
  const { executablePath } = await chromiumToUse();
  const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--lang=zh-CN'] });
  try {
    const results: LighthouseScores[] = [];
    for (const preset of ['desktop', 'mobile'] as const) {
      const runs: LighthouseScores[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) runs.push(await runOnce(chrome.port, siteUrl, preset));
      runs.sort((a, b) => a.performance - b.performance);
      results.push(runs[Math.floor(LIGHTHOUSE_RUNS / 2)]!);
    }
    return results;
  } finally {
    chrome.kill();
  }
};
