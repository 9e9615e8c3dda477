/**
 * The keyword query the search module sends (functions/lib/search/query.ts), counted as Lucene counts it: every term
 * of every clause once (`IndexSearcher`'s check of nested clauses). OpenSearch refuses a search of more than
 * `indices.query.bool.max_clause_count` terms, which a person would see as 搜索服务暂时不可用 for a long search; the
 * longest keywords they may type must stay below it. Terms are counted with the local endpoint's analyzers, whose
 * `smartcn` (jieba in search mode, inner words included) gives at least as many words as Smart Chinese.
 */
import { describe, expect, it } from 'vitest';
import { keywordQuery, normaliseKeywords } from '../../functions/lib/search/query.js';
import { SEARCH_LIMITS } from '../../shared/search.js';
import { projectSpec } from '../support/projects-search.js';
import { clauses, type Clause } from '../support/search-clauses.js';

const longest = (text: string) => normaliseKeywords(text.repeat(SEARCH_LIMITS.maxKeywordLength));

describe('the keyword query', () => {
  it.each([
    ['distinct Chinese characters that make no words', normaliseKeywords(Array.from({ length: 60 }, (_, i) => String.fromCodePoint(0x4e00 + i * 37)).join(''))],
    ['Chinese words', longest('门店数据分析看板系统开发与企业官网改版及响应式前端')],
    ['Chinese words and spaces', longest('数据 看板 ')],
    ['Latin words', longest('vue react ')],
    ['Latin words glued to Chinese', longest('app12周年')],
  ])('stays within OpenSearch’s clause limit for the longest keywords: %s', (_about, keywords) => {
    expect([...keywords].length).toBeGreaterThanOrEqual(SEARCH_LIMITS.maxKeywordLength - 1);
    expect(clauses(keywordQuery(projectSpec, keywords) as Clause)).toBeLessThanOrEqual(SEARCH_LIMITS.maxQueryClauses);
  });
});
