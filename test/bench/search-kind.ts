/**
 * What the search benchmarks of every kind do alike (./search.ts for projects, ./goods-search.ts for goods): documents
 * composed with a seeded generator (the same texts every run) are written into a fresh index of the kind through the
 * indexer's own write (`writeStates`: the kind's `toDocument`, external versions) in `_bulk`s, then refreshed:
 * documents per second; then the kind's typical searches run through the module (`searchDocuments`) one at a time,
 * each `runs` times after WARM_UP runs: p50 and p99 per search and overall. The fresh index is deleted afterwards.
 * Call after the cloud's endpoints are in the environment: the module is loaded then.
 */
import type { AnyKindSpec, SearchRequest } from '../../functions/lib/search/index.js';
import { percentile } from './stats.js';

/** Runs of each search before the timed ones. */
const WARM_UP = 3;

/** A seeded generator (mulberry32): the same texts every run. */
export const seeded = (seed: number) => () => {
  let t = (seed += 0x6d2b79f5);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** One typical search: what the module is asked besides the page. */
export interface TypicalQuery {
  label: string;
  request: Partial<SearchRequest>;
}

export interface KindFigures {
  indexing: { docs: number; seconds: number; perSecond: number };
  queries: { label: string; total: number; p50: number; p99: number }[];
  overall: { p50: number; p99: number; count: number };
}

export interface KindBench {
  spec: AnyKindSpec;
  /** Table items of the kind, each with `pk` and `sk`. */
  docs: readonly ({ pk: string; sk: string } & Record<string, unknown>)[];
  bulkSize: number;
  queries: readonly TypicalQuery[];
  /** What every search asks (its page, its facets), before the query's own request. */
  base: SearchRequest;
  runs: number;
}

export const benchSearchKind = async ({ spec, docs, bulkSize, queries, base, runs }: KindBench): Promise<KindFigures> => {
  const search = await import('../../functions/lib/search/index.js');
  const index = await search.createFreshIndex(spec);
  try {
    const started = performance.now();
    for (let i = 0; i < docs.length; i += bulkSize) {
      const outcome = await search.writeStates(spec, docs.slice(i, i + bulkSize).map((d) => ({ key: { pk: d.pk, sk: d.sk }, item: d })), index);
      if (outcome.failed.length > 0) throw new Error(`indexing ${spec.kind} failed: ${JSON.stringify(outcome.failed[0])}`);
    }
    await search.searchClient().indices.refresh({ index });
    const seconds = (performance.now() - started) / 1000;

    const all: number[] = [];
    const timed: KindFigures['queries'] = [];
    for (const { label, request } of queries) {
      const times: number[] = [];
      let total = 0;
      for (let run = -WARM_UP; run < runs; run += 1) {
        const t = performance.now();
        const page = await search.searchDocuments(spec, { ...base, ...request }, { alias: index });
        if (run >= 0) times.push(performance.now() - t);
        total = page.total;
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      timed.push({ label, total, p50: percentile(times, 50), p99: percentile(times, 99) });
    }
    all.sort((a, b) => a - b);
    return { indexing: { docs: docs.length, seconds, perSecond: docs.length / seconds }, queries: timed, overall: { p50: percentile(all, 50), p99: percentile(all, 99), count: all.length } };
  } finally {
    await search.searchClient().indices.delete({ index });
  }
};

/** The figures' lines in docs/BENCHMARKS.md: indexing, queries, and a row per search. */
export const kindLines = ({ indexing, queries, overall }: KindFigures, ms: (value: number) => string): { summary: string[]; table: string[] } => ({
  summary: [
    `- **indexing**: ${indexing.docs.toLocaleString('en')} documents in ${indexing.seconds.toFixed(1)} s, **${indexing.perSecond.toFixed(0)} documents/s**`,
    `- **queries**: p50 **${ms(overall.p50)}**, p99 **${ms(overall.p99)}** over ${overall.count} searches`,
  ],
  table: ['| search | results | p50 | p99 |', '| --- | ---: | ---: | ---: |', ...queries.map((q) => `| ${q.label} | ${q.total} | ${ms(q.p50)} | ${ms(q.p99)} |`)],
});
