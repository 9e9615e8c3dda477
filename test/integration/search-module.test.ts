/**
 * The search module's query features and its reindex, through the module against the local endpoint (docs/search.md):
 * keywords with highlights, filters, ranges, sorts, stable paging, what a viewer may read, the deep-page refusal, a
 * kind's undeclared names refused, an unsupported query answered in OpenSearch's error shape; and the reindex
 * command rebuilding the projects index from the table and swapping it in while queries and writes go on.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { AppError } from '../../functions/lib/errors.js';
import { createFreshIndex, indicesOf, readAlias, searchClient, SearchResponseError, writeAlias, writeStates } from '../../functions/lib/search/index.js';
import { ReindexRunning, reindexKind } from '../../functions/search/reindex.js';
import { SEARCH_LIMITS } from '../../shared/search.js';
import { findProjects, idsFound, projectItem, projectSpec, removeProject, saveProject, uniqueWord, reindexTurn } from '../support/projects-search.js';

const ROOT = new URL('../..', import.meta.url).pathname;
const DAY = 86_400_000;

describe('queries through the search module', () => {
  let index = '';
  const at = Date.UTC(2026, 10, 1);
  const corpus = [
    projectItem({ projectId: 'q1', name: '微信小程序的开发（餐饮点单）', summary: '门店扫码点单，会员积分。', categoryId: 'software', provinceCode: '310000', budget: 3_000_000, publisherType: 'COMPANY', releaseTime: at, applyDeadline: at + 10 * DAY }),
    projectItem({ projectId: 'q2', name: '开发小程序：社区团购', summary: '团长分销与自提点管理。', categoryId: 'software', provinceCode: '440000', budget: 8_000_000, publisherType: 'TEAM', releaseTime: at + DAY, applyDeadline: at + 5 * DAY }),
    projectItem({ projectId: 'q3', name: '品牌视觉设计与包装', summary: '为新茶饮品牌设计标志与杯套，<script>alert(1)</script> 不要出现在页面。', categoryId: 'design', provinceCode: '310000', budget: 1_500_000, publisherType: 'PERSONAGE', releaseTime: at + 2 * DAY, applyDeadline: at + 20 * DAY }),
    projectItem({ projectId: 'q4', name: '企业官网改版', summary: '响应式前端，后台用小程序同一套接口开发。', categoryId: 'software', provinceCode: '110000', budget: 5_000_000, publisherType: 'COMPANY', releaseTime: at + 3 * DAY, applyDeadline: at + 15 * DAY }),
    // Two of one publisher's private demands: only `ORG-lang`'s staff see them (the public lists below stay four).
    projectItem({ projectId: 'q6', name: '日语口译（展会三天）', summary: '展会现场陪同。', categoryName: '翻译', visibility: 'PRIVATE', publisherId: 'ORG-lang', releaseTime: at }),
    projectItem({ projectId: 'q7', name: '日语翻译：设备说明书', summary: '约两万字。', categoryName: '翻译', visibility: 'PRIVATE', publisherId: 'ORG-lang', releaseTime: at }),
    projectItem({ projectId: 'q5', name: '仓储管理系统开发', summary: '入库、出库与盘点。', categoryId: 'software', provinceCode: '310000', budget: 12_000_000, publisherType: 'COMPANY', releaseTime: at + 4 * DAY, applyDeadline: at + 30 * DAY, visibility: 'PRIVATE', publisherId: 'ORG-private' }),
  ];

  beforeAll(async () => {
    index = await createFreshIndex(projectSpec);
    const outcome = await writeStates(projectSpec, corpus.map((item) => ({ key: { pk: item.pk, sk: item.sk }, item: { ...item } })), index);
    expect(outcome).toMatchObject({ indexed: corpus.length, failed: [], rejected: [], behind: [] });
    await searchClient().indices.refresh({ index });
  });
  afterAll(async () => {
    await searchClient().indices.delete({ index });
  });

  it('finds the words in any order and with words between, marking them in the title and the summary', async () => {
    const page = await findProjects({ keywords: '小程序开发' }, index);
    expect(page.records.map((r) => r.id).slice(0, 2).sort()).toEqual(['q1', 'q2']);
    expect(page.records.map((r) => r.id)).toContain('q4');
    const q1 = page.records.find((r) => r.id === 'q1');
    expect(q1?.highlight.name).toMatch(/<em>小?程序<\/em>.*<em>开发<\/em>|<em>小程序<\/em>的<em>开发<\/em>/);
    expect(q1?.doc).toMatchObject({ projectId: 'q1', name: '微信小程序的开发（餐饮点单）', categoryId: 'software' });
    expect(q1?.doc).not.toHaveProperty('readers');
    // A title match ranks above a match in the summary alone.
    expect(page.records.findIndex((r) => r.id === 'q4')).toBeGreaterThan(1);
  });

  it('finds words that stand in different fields, below a document that has them in one', async () => {
    const lang = { userId: 'staff', orgId: 'ORG-lang' };
    expect(await idsFound({ keywords: '日语翻译', viewer: lang }, index)).toEqual(['q7', 'q6']);
    expect(await idsFound({ keywords: '日语 展会 翻译', viewer: lang }, index)).toEqual(['q6']);
    const [hit] = (await findProjects({ keywords: '日语翻译', viewer: lang }, index)).records;
    expect(Object.keys(hit?.doc ?? {})).not.toContain('allText');
  });

  it('escapes the text around the marks, so a fragment is safe to show as markup', async () => {
    const [hit] = (await findProjects({ keywords: '杯套' }, index)).records;
    expect(hit?.id).toBe('q3');
    expect(hit?.highlight.summary).toContain('<em>杯套</em>');
    expect(hit?.highlight.summary).toContain('&lt;script&gt;');
    expect(hit?.highlight.summary).not.toContain('<script>');
  });

  it('filters by one value or any of several, and by inclusive ranges', async () => {
    expect((await idsFound({ filters: { province: '310000' } }, index)).sort()).toEqual(['q1', 'q3']);
    expect((await idsFound({ filters: { publisherType: ['TEAM', 'PERSONAGE'] } }, index)).sort()).toEqual(['q2', 'q3']);
    expect((await idsFound({ ranges: { budget: { min: 3_000_000, max: 8_000_000 } } }, index)).sort()).toEqual(['q1', 'q2', 'q4']);
    expect((await idsFound({ keywords: '开发', filters: { category: 'software' }, ranges: { deadline: { max: at + 10 * DAY } } }, index)).sort()).toEqual(['q1', 'q2']);
  });

  it('sorts by the declared sorts, newest first without keywords', async () => {
    expect(await idsFound({}, index)).toEqual(['q4', 'q3', 'q2', 'q1']);
    expect(await idsFound({ sort: 'budgetHigh' }, index)).toEqual(['q2', 'q4', 'q1', 'q3']);
    expect(await idsFound({ sort: 'budgetLow' }, index)).toEqual(['q3', 'q1', 'q4', 'q2']);
    expect(await idsFound({ sort: 'deadline' }, index)).toEqual(['q2', 'q1', 'q4', 'q3']);
  });

  it('pages without gaps or repeats, with the total and the page count', async () => {
    const first = await findProjects({ size: 3, current: 1 }, index);
    const second = await findProjects({ size: 3, current: 2 }, index);
    expect([first.total, first.pages, first.size, first.current]).toEqual([4, 2, 3, 1]);
    expect([...first.records, ...second.records].map((r) => r.id)).toEqual(['q4', 'q3', 'q2', 'q1']);
  });

  it('shows a private project to its own side only', async () => {
    expect(await idsFound({ keywords: '仓储' }, index)).toEqual([]);
    expect(await idsFound({ keywords: '仓储', viewer: { userId: 'stranger' } }, index)).toEqual([]);
    expect(await idsFound({ keywords: '仓储', viewer: { userId: 'staff', orgId: 'ORG-private' } }, index)).toEqual(['q5']);
  });

  it('refuses a page beyond the window with a Chinese message naming the field, and names a kind does not declare', async () => {
    const deep = await findProjects({ current: SEARCH_LIMITS.maxWindow / 10 + 1, size: 10 }, index).catch((e: unknown) => e);
    expect(deep).toBeInstanceOf(AppError);
    expect(deep).toMatchObject({ code: 400, data: { issues: [{ path: 'current' }] } });
    await expect(findProjects({ filters: { colour: 'red' } }, index)).rejects.toThrow(/no filter colour/);
    await expect(findProjects({ sort: 'random' }, index)).rejects.toThrow(/no sort random/);
  });

  it('answers an empty page for a kind whose index does not exist yet', async () => {
    expect(await findProjects({ keywords: '开发' }, `missing-${uniqueWord()}`)).toMatchObject({ records: [], total: 0 });
  });

  it('is refused in OpenSearch’s error shape for a query the endpoint does not implement, never answered wrongly', async () => {
    const error = await searchClient()
      .search({ index, body: { query: { fuzzy: { name: { value: '小程' } } } } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchResponseError);
    expect(error).toHaveProperty('statusCode', 400);
    expect((error as SearchResponseError).body).toMatchObject({ status: 400, error: { root_cause: [expect.anything()] } });
  });
});

describe('reindexing the projects from the table', () => {
  it('builds a new index, swaps it in behind the alias while queries and writes go on, and drops the old one', () =>
    reindexTurn(async () => {
      const word = uniqueWord();
      const items = await Promise.all(Array.from({ length: 30 }, (_, i) => saveProject(projectItem({ name: `数据治理平台第${i + 1}期 ${word}` }))));
      await expect.poll(async () => (await findProjects({ keywords: word, size: 50 })).total, { timeout: 15_000 }).toBe(30);
      const before = await indicesOf(readAlias(projectSpec));
      expect(before).toHaveLength(1);

      // Queries all along: never an error, never fewer than the 29 that stay.
      let querying = true;
      const seen: number[] = [];
      const queries = (async () => {
        while (querying) {
          seen.push((await findProjects({ keywords: word, size: 50 })).total);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();

      const [changed, removed] = [items[0]!, items[1]!];
      const newWord = uniqueWord();
      const reindexing = reindexKind('project');
      await saveProject({ ...changed, rev: 2, name: `数据治理平台 ${newWord}` });
      await removeProject(removed);
      const result = await reindexing;
      querying = false;
      await queries;

      expect(result).toMatchObject({ kind: 'project', replaced: before, failed: 0 });
      expect(await indicesOf(readAlias(projectSpec))).toEqual([result.index]);
      expect(await indicesOf(writeAlias(projectSpec))).toEqual([result.index]);
      expect(await searchClient().indices.exists({ index: before[0]! })).toBe(false);
      expect(Math.min(...seen)).toBeGreaterThanOrEqual(28);
      await expect.poll(() => idsFound({ keywords: newWord }), { timeout: 15_000 }).toEqual([changed.projectId]);
      await expect.poll(async () => (await findProjects({ keywords: word, size: 50 })).total, { timeout: 15_000 }).toBe(28);
      expect(await idsFound({ keywords: word, size: 50 })).not.toContain(removed.projectId);
    }));

  it('runs one reindex of a kind at a time: a second one started meanwhile is refused and changes nothing', () =>
    reindexTurn(async () => {
      const word = uniqueWord();
      const item = await saveProject(projectItem({ name: `并发重建索引 ${word}` }));
      await expect.poll(() => idsFound({ keywords: word }), { timeout: 15_000 }).toEqual([item.projectId]);
      const outcomes = await Promise.allSettled([reindexKind('project'), reindexKind('project')]);
      const done = outcomes.filter((o): o is PromiseFulfilledResult<Awaited<ReturnType<typeof reindexKind>>> => o.status === 'fulfilled');
      const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(done).toHaveLength(1);
      expect(refused.map((o) => o.reason)).toEqual([expect.any(ReindexRunning)]);
      expect(await indicesOf(readAlias(projectSpec))).toEqual([done[0]!.value.index]);
      expect(await indicesOf(writeAlias(projectSpec))).toEqual([done[0]!.value.index]);
      expect(await idsFound({ keywords: word })).toEqual([item.projectId]);
      // The lock is released: the next reindex runs.
      expect((await reindexKind('project')).failed).toBe(0);
    }));

  it('runs as the operator command, and refuses a kind that does not exist', () =>
    reindexTurn(async () => {
      const run = promisify(execFile);
      const { stdout } = await run('npx', ['tsx', 'infra/scripts/ops.ts', 'reindex', 'project'], { cwd: ROOT, env: process.env, timeout: 60_000 });
      const result = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { kind?: string; index?: string; failed?: number };
      expect(result).toMatchObject({ kind: 'project', failed: 0 });
      expect(await indicesOf(readAlias(projectSpec))).toEqual([result.index]);
      const refused = await run('npx', ['tsx', 'infra/scripts/ops.ts', 'reindex', 'spaceships'], { cwd: ROOT, env: process.env, timeout: 60_000 }).catch((e: unknown) => e as { code: number; stderr: string });
      expect(refused).toMatchObject({ code: 2 });
      expect((refused as { stderr: string }).stderr).toContain('没有这种搜索文档');
    }));
});
