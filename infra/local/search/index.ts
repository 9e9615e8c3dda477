/**
 * The local search endpoint: the subset of OpenSearch's REST API that the product's search module uses, spoken as
 * OpenSearch 2.17 speaks it (paths, parameters, answers and error shapes), so the module's own client and
 * `@opensearch-project/opensearch` (the tests' outside client) work against it unchanged, and the same module runs
 * against Amazon OpenSearch Service on AWS. An embedded engine in this process, no Java and no Docker; data under
 * `<dataDir>/search` between restarts, in memory when no folder is given.
 *
 *   engine        cluster.ts (indices, names, aliases) → index-data.ts (documents, versioning: internal, external,
 *                 external_gte and delete tombstones kept for index.gc_deletes; refresh, translog)
 *                 → segment.ts (inverted index per field, BM25 statistics, values for sort and range)
 *   analysis      analysis.ts: smartcn (jieba, search mode, NFKC), cjk (bigrams), standard, simple, whitespace, keyword
 *   mappings      mapping.ts: types text (with `fields`), keyword, numbers, date (dates.ts), boolean, object;
 *                 dynamic true | false | strict; parse-document.ts: a document's values by field
 *   queries       query.ts (parsing): bool, match, multi_match, term, terms, range, exists, ids, match_all/none,
 *                 constant_score, dis_max; query-run.ts and query-scoring.ts (running, BM25); search.ts: from/size,
 *                 track_total_hits, _source, _count, post_filter; sort.ts; highlight.ts; aggregations.ts (terms, filter)
 *   REST          server.ts (the HTTP server), rest-routes.ts (every route and its parameters), rest-admin.ts,
 *                 rest-documents.ts, rest-bulk.ts, rest-search.ts; refusals (errors.ts)
 *
 * What it refuses, loudly (OpenSearch's error shape, status 400, and a line on stderr), rather than answering
 * something else than OpenSearch would: aggregations other than terms and filter, other query types (fuzzy, prefix, query_string, match_phrase,
 * nested ...), custom analysis settings, scripts, search_after/scroll/PIT, and any endpoint not listed in rest-routes.ts.
 * docs/decisions.md "Search on one machine" says why it is embedded and what the subset is.
 */
import type { AddressInfo } from 'node:net';
import { warmUpAnalyzers } from './analysis.js';
import { Cluster } from './cluster.js';
import { createSearchServer } from './server.js';

export interface LocalSearchOptions {
  /** Folder for the indices; omit to keep everything in memory (gone on stop). */
  directory?: string;
  /** Port (0 = a free one). */
  port?: number;
  /** Host to listen on (default loopback only). */
  host?: string;
}

export interface LocalSearch {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  cluster: Cluster;
  stop(): Promise<void>;
}

export const startLocalSearch = async (options: LocalSearchOptions = {}): Promise<LocalSearch> => {
  // jieba's dictionary loads once (a few hundred ms), before the first request rather than during it.
  warmUpAnalyzers();
  const cluster = new Cluster(options.directory);
  const server = createSearchServer(cluster);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  let stopping: Promise<void> | undefined;
  return {
    endpoint: `http://${host}:${port}`,
    cluster,
    stop: () =>
      (stopping ??= new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }).then(() => cluster.close())),
  };
};
