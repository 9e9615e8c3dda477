/**
 * The term queries of a search query as Lucene counts them against `indices.query.bool.max_clause_count`: every term of
 * every clause once (`IndexSearcher`'s check of nested clauses), terms made by the local endpoint's analyzers, whose
 * `smartcn` (jieba in search mode, inner words included) gives at least as many words as Smart Chinese. For the tests
 * that hold the keyword query to SEARCH_LIMITS.maxQueryClauses (test/unit/search-keyword-query.test.ts, the outside
 * probes).
 */
import { ANALYZERS } from '../../infra/local/search/analysis.js';

export type Clause = Record<string, Record<string, unknown>>;

const termsOf = (field: string, text: unknown): number => Math.max(1, ANALYZERS[field.endsWith('.bigram') ? 'cjk' : 'smartcn'](String(text)).length);

/** The term queries of a query as Lucene counts them. */
export const clauses = (query: Clause): number => {
  const [[name, body]] = Object.entries(query) as [[string, Record<string, unknown>]];
  switch (name) {
    case 'bool':
      return ['must', 'filter', 'should', 'must_not'].flatMap((k) => (body[k] as Clause[] | undefined) ?? []).reduce((n, c) => n + clauses(c), 0);
    case 'dis_max':
      return (body.queries as Clause[]).reduce((n, c) => n + clauses(c), 0);
    case 'match': {
      const [[field, spec]] = Object.entries(body) as [[string, { query: unknown }]];
      return termsOf(field, spec.query);
    }
    case 'multi_match':
      return (body.fields as string[]).reduce((n, field) => n + termsOf(field.split('^')[0] as string, body.query), 0);
    default:
      return 1;
  }
};
