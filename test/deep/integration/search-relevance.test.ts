/**
 * The relevance test set of the project search (issue 17; test/fixtures/search-relevance.ts): 69 project demands
 * written into an index of this file's own, so that no other test's documents change a ranking, and every query of
 * the set run through the search module (`searchDocuments`) as the product runs it, with its expectations asserted.
 * Highlights are checked to mark the matched words in the original text; a last test prints precision and MRR over
 * the set, and how the known gaps fare, for information only.
 */
import { createFreshIndex, searchClient, searchDocuments, writeStates, type ItemState, type SearchPage } from '../../../functions/lib/search/index.js';
import type { ProjectDocument } from '../../../functions/project/public.js';
import { SEARCH_LIMITS } from '../../../shared/search.js';
import {
  CATEGORIES,
  fen,
  figures,
  judge,
  REGIONS,
  RELEVANCE_GAPS,
  RELEVANCE_PROJECTS,
  RELEVANCE_QUERIES,
  releaseTime,
  type RelevanceQuery,
} from '../../fixtures/search-relevance.js';
import { projectItem, projectSpec } from '../../support/projects-search.js';

let index = '';

/** A fresh index, named for the millisecond: should another test file create one in the same one, the next. */
const freshIndex = async (): Promise<string> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await createFreshIndex(projectSpec);
    } catch (error) {
      const type = (error as { meta?: { body?: { error?: { type?: string } } } }).meta?.body?.error?.type;
      if (type !== 'resource_already_exists_exception' || attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
};

const stateOf = (project: (typeof RELEVANCE_PROJECTS)[number]): ItemState => {
  const [provinceCode, cityCode] = REGIONS[project.region];
  const item = projectItem({
    projectId: project.key,
    name: project.name,
    summary: project.summary,
    categoryId: project.category,
    categoryName: CATEGORIES[project.category],
    provinceCode,
    cityCode,
    budget: fen(project.budgetYuan),
    publisherType: project.publisherType,
    publisherId: `${project.publisherType}-${project.key}`,
    publisherName: project.publisherName,
    releaseTime: releaseTime(project),
  });
  return { key: { pk: item.pk, sk: item.sk }, item: { ...item } };
};

/** Every result of a query, page after page, in order. */
const search = async (query: RelevanceQuery): Promise<{ ids: string[]; first: SearchPage<ProjectDocument> }> => {
  const request = { keywords: query.keywords, filters: query.filters, ranges: query.ranges, sort: query.sort, size: SEARCH_LIMITS.maxPageSize };
  const first = await searchDocuments<ProjectDocument>(projectSpec, { ...request, current: 1 }, { alias: index });
  const ids = first.records.map((r) => r.id);
  for (let current = 2; current <= first.pages; current += 1) {
    ids.push(...(await searchDocuments<ProjectDocument>(projectSpec, { ...request, current }, { alias: index })).records.map((r) => r.id));
  }
  return { ids, first };
};

/** 「keywords」 with its filters, ranges and sort, as a test's title. */
const titleOf = (query: RelevanceQuery): string => {
  const parts = [query.keywords ? `「${query.keywords}」` : '(no keywords)'];
  for (const [name, value] of Object.entries(query.filters ?? {})) parts.push(`${name}=${[value].flat().join('|')}`);
  for (const [name, { min, max }] of Object.entries(query.ranges ?? {})) parts.push(`${name} ${min ?? ''}–${max ?? ''}`);
  if (query.sort) parts.push(`sort ${query.sort}`);
  return `${parts.join(' ')}: ${query.about}`;
};

/** The words a highlight marks, in order, and its text without the marks. */
const marks = (fragment: string | undefined) => ({
  marked: [...(fragment ?? '').matchAll(/<em>(.*?)<\/em>/g)].map((m) => m[1]).join(''),
  text: (fragment ?? '').replace(/<\/?em>/g, ''),
});

beforeAll(async () => {
  index = await freshIndex();
  const outcome = await writeStates(projectSpec, RELEVANCE_PROJECTS.map(stateOf), index);
  expect(outcome).toMatchObject({ indexed: RELEVANCE_PROJECTS.length, failed: [], rejected: [], behind: [] });
  await searchClient().indices.refresh({ index });
});

afterAll(async () => {
  if (index) await searchClient().indices.delete({ index });
});

describe('the relevance test set', () => {
  it('has distinct keys and at least 60 demands and 30 queries naming only its demands', () => {
    const keys = RELEVANCE_PROJECTS.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThanOrEqual(60);
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(30);
    const named = [...RELEVANCE_QUERIES, ...RELEVANCE_GAPS].flatMap((q) => [...(q.top?.ids ?? []), ...(q.includes?.ids ?? []), ...(q.excludes ?? [])]);
    expect(named.filter((id) => !keys.includes(id))).toEqual([]);
  });

  it.each(RELEVANCE_QUERIES.map((query) => [titleOf(query), query] as const))('%s', async (_title, query) => {
    const { ids } = await search(query);
    expect(judge(query, ids), `found: ${ids.join(' ') || 'nothing'}`).toEqual([]);
  });

  it('marks the matched words in the original text of the title and the summary', async () => {
    // Words split by the dictionary, in the title.
    const split = (await search({ about: '', keywords: '小程序开发' })).first.records.find((r) => r.id === 'p02');
    const name = marks(split?.highlight.name);
    expect(name.text).toBe('微信小程序的开发（餐饮点单）');
    expect(name.marked).toContain('小程序');
    expect(name.marked).toContain('开发');
    expect(split?.highlight.name).not.toMatch(/<em>[^<]*[（）][^<]*<\/em>/);

    // A half-width query marks the full-width characters as they were written.
    const [wide] = (await search({ about: '', keywords: 'app12' })).first.records;
    expect(wide?.id).toBe('p08');
    expect(wide?.highlight.name).toBe('<em>ＡＰＰ１２</em>周年活动H5');

    // A brand name no dictionary knows, typed in part.
    const [brand] = (await search({ about: '', keywords: '钛禾' })).first.records;
    expect(brand?.id).toBe('p12');
    expect(marks(brand?.highlight.name).marked).toBe('钛禾');

    // Words found only in the summary: the summary's fragment is marked, the title has none.
    const [summary] = (await search({ about: '', keywords: '车牌识别' })).first.records;
    expect(summary?.id).toBe('p04');
    expect(marks(summary?.highlight.summary).marked).toBe('车牌识别');
    expect(summary?.highlight.name).toBeUndefined();
  });

  it('prints precision@k and MRR over the set, and how the known gaps fare (information only)', async () => {
    const rows: string[] = [];
    let precision = 0;
    let recall = 0;
    let reciprocal = 0;
    let counted = 0;
    let passed = 0;
    for (const query of RELEVANCE_QUERIES) {
      const { ids } = await search(query);
      const problems = judge(query, ids);
      if (problems.length === 0) passed += 1;
      const f = figures(query, ids);
      if (f) {
        precision += f.precision;
        recall += f.recall;
        reciprocal += f.reciprocalRank;
        counted += 1;
      }
      rows.push(`${problems.length === 0 ? 'ok  ' : 'FAIL'} P@k ${f ? f.precision.toFixed(2) : '  – '} R ${f ? f.recall.toFixed(2) : '  – '} RR ${f ? f.reciprocalRank.toFixed(2) : '  – '}  ${titleOf(query)} → ${ids.slice(0, 6).join(' ') || 'nothing'}`);
    }
    const gaps: string[] = [];
    for (const gap of RELEVANCE_GAPS) {
      const { ids } = await search(gap);
      const problems = judge(gap, ids);
      gaps.push(`${problems.length === 0 ? 'ok  ' : 'gap '} ${titleOf(gap)} → ${ids.slice(0, 6).join(' ') || 'nothing'}${problems.length ? ` (${gap.why})` : ''}`);
    }
    console.log(
      [
        `relevance set: ${RELEVANCE_PROJECTS.length} demands, ${RELEVANCE_QUERIES.length} queries, ${passed} meet their expectations`,
        `mean precision@k ${(precision / counted).toFixed(3)}, recall ${(recall / counted).toFixed(3)}, MRR ${(reciprocal / counted).toFixed(3)} (over the ${counted} queries expecting results)`,
        ...rows,
        'known gaps:',
        ...gaps,
      ].join('\n'),
    );
    expect(counted).toBeGreaterThan(0);
  });
});
