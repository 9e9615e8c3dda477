/**
 * The history of test-run timings in docs/BENCHMARKS.md, which `npm run bench -- suite` rewrites on every run: rows of
 * the one-tier history gain the tier column once, and rows that have it stay exactly as they were (a bug once added
 * a second tier column to every newer row on each run).
 */
import { SUITE_END, SUITE_START, suiteSection } from '../bench/suite.js';

const OLD = '| 2026-11-25 | alone on the machine | 9d0ddb5 | 2 | 7.7 min | 1063 | 0 | 86 | 5.4 s |';
const NEW = '| 2026-11-28 | deep tier | `npm run test:deep` | 3b117f0 | 2 | 21.9 min | 516 | 0 | 228 | 5.8 s |';
const doc = (rows: string[]) => ['# Benchmarks', SUITE_START, '| date |', ...rows, SUITE_END, ''].join('\n');

describe('the suite history', () => {
  it('gives a one-tier row the tier column and keeps a two-tier row as it is, run after run', () => {
    const once = suiteSection(doc([OLD, NEW]));
    expect(once.filter((l) => l.startsWith('| 2026'))).toEqual(['| 2026-11-25 | alone on the machine | `npm test` | 9d0ddb5 | 2 | 7.7 min | 1063 | 0 | 86 | 5.4 s |', NEW]);
    const twice = suiteSection(doc(once));
    expect(twice.filter((l) => l.startsWith('| 2026'))).toEqual(once.filter((l) => l.startsWith('| 2026')));
  });

  it('adds the new row after the kept ones', () => {
    const added = '| 2026-11-29 | next | `npm test` | abc1234 | 2 | 9.0 min | 3800 | 0 | 228 | 2.4 s |';
    expect(suiteSection(doc([NEW]), [added]).filter((l) => l.startsWith('| 2026'))).toEqual([NEW, added]);
  });
});
