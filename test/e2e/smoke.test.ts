/// <reference lib="dom" />
/**
 * The e2e smoke of `npm test`: every page of the SPA (every page group and every page of it: web/src/config/paths.ts)
 * opened in headless Chromium at a desktop's width, as a visitor and as each kind of account, inside the running SPA
 * as a person clicking through moves: no console error, no failed request, no horizontal overflow, no Latin text
 * where Chinese belongs (test/support/walk.ts). The deep tier walks the same pages at a phone's width too, with axe
 * and screenshots (test/deep/e2e/walk.test.ts), and drives the journeys through them (test/deep/e2e).
 */
import { useWalkers, walkEveryPage } from '../support/walk.js';

describe('every page group, at 1366 px', () => {
  const { browser, walkers } = useWalkers();

  it('opens every page with no console error, failed request, overflow or Latin text', { timeout: 300_000 }, async () => {
    const { walked, report } = await walkEveryPage(browser(), walkers(), 1366, { axe: false });
    console.log(`smoke: ${walked} pages at 1366 px, ${report.length} with problems`);
    expect(walked).toBeGreaterThan(50);
    expect(report, report.join('\n')).toEqual([]);
  });
});
