/**
 * The relevance set of discovery (test/fixtures/discovery-relevance.ts): 16 people's and 13 teams' and companies'
 * resumes written into talent and unit indices of this file's own (so no other test's resumes change a ranking)
 * through the indexer's own write (`writeStates`, each item with its owner beside it as the indexer reads it), and
 * every query run through the search module as `search.talent` and `search.units` run it, its expectations asserted;
 * a last test prints precision@k, recall and MRR for each (docs/search.md "Resumes: 人才 and 单位").
 */
import { createFreshIndex, searchClient, searchDocuments, writeStates, type AnyKindSpec } from '../../functions/lib/search/index.js';
import { talentSearch, unitSearch, type TalentDocument, type UnitDocument } from '../../functions/search/resume-kind.js';
import { kindKeys } from '../../functions/lib/search/listing-store.js';
import { RELEVANCE_PEOPLE, RELEVANCE_UNITS, TALENT_RELEVANCE_QUERIES, UNIT_RELEVANCE_QUERIES } from '../fixtures/discovery-relevance.js';
import { figures, judge, type RelevanceQuery } from '../fixtures/search-relevance.js';

const talentSpec = talentSearch as unknown as AnyKindSpec;
const unitSpec = unitSearch as unknown as AnyKindSpec;
const indices = { talent: '', unit: '' };

const run = async (which: 'talent' | 'unit', query: RelevanceQuery): Promise<string[]> => {
  const request = { keywords: query.keywords, filters: query.filters, ranges: query.ranges, sort: query.sort ?? (query.keywords ? 'relevance' : 'newest'), current: 1, size: 50 };
  if (which === 'talent') return (await searchDocuments<TalentDocument>(talentSpec, request, { alias: indices.talent })).records.map((r) => r.doc.userId);
  return (await searchDocuments<UnitDocument>(unitSpec, request, { alias: indices.unit })).records.map((r) => r.doc.orgId);
};

beforeAll(async () => {
  [indices.talent, indices.unit] = await Promise.all([createFreshIndex(talentSpec), createFreshIndex(unitSpec)]);
  const t = Date.UTC(2026, 0, 1);
  const people = RELEVANCE_PEOPLE.map((p, i) => {
    const pk = `USER#${p.key}`;
    const item = {
      pk, sk: 'RESUME', ...kindKeys('talent', pk), kind: 'PERSONAGE', ownerId: p.key, rev: 1, updateTime: t + i,
      sections: { skills: p.skills, work: p.work ?? [], projects: p.projects ?? [], education: p.education ?? [], certificates: p.certificates ?? [], pictures: [], files: [], ...(p.provinceCode ? { provinceCode: p.provinceCode } : {}), ...(p.cityCode ? { cityCode: p.cityCode } : {}) },
      owner: { status: 'NORMAL', nickname: `人才${p.key}`, headPortrait: '/files/avatar/x.png', sex: i % 2 ? '男' : '女' },
    };
    return { key: { pk, sk: 'RESUME' }, item };
  });
  const units = RELEVANCE_UNITS.map((u, i) => {
    const pk = `RESUME#${u.kind}#${u.key}`;
    const rows = (names: readonly string[] | undefined) => (names ?? []).map((name) => ({ name }));
    const sections =
      u.kind === 'TEAM'
        ? { introduction: u.about, tags: u.tags, works: rows(u.works), ...(u.provinceCode ? { provinceCode: u.provinceCode } : {}) }
        : { tags: u.tags, advantages: u.about, address: u.address ?? '', licenceNumber: '91330100MA2K000000', staff: { doctor: 0, master: 0, bachelor: u.staff ?? 0, college: 0, other: 0 }, products: rows(u.products), qualifications: rows(u.qualifications), patents: rows(u.patents) };
    const item = { pk, sk: 'RESUME', ...kindKeys('unit', pk), kind: u.kind, ownerId: u.key, rev: 1, updateTime: t + i, sections, owner: { type: u.kind, status: 'ACTIVE', name: u.name } };
    return { key: { pk, sk: 'RESUME' }, item };
  });
  const [a, b] = await Promise.all([writeStates(talentSpec, people, indices.talent), writeStates(unitSpec, units, indices.unit)]);
  expect([a.failed, a.rejected, b.failed, b.rejected]).toEqual([[], [], [], []]);
  expect([a.indexed, b.indexed]).toEqual([RELEVANCE_PEOPLE.length, RELEVANCE_UNITS.length]);
  await Promise.all([searchClient().indices.refresh({ index: indices.talent }), searchClient().indices.refresh({ index: indices.unit })]);
});

afterAll(async () => {
  for (const index of Object.values(indices)) if (index) await searchClient().indices.delete({ index });
});

const title = (q: RelevanceQuery) => `「${q.keywords}」${q.filters ? ` ${JSON.stringify(q.filters)}` : ''}: ${q.about}`;

describe('the talent relevance set', () => {
  it.each(TALENT_RELEVANCE_QUERIES.map((q) => [title(q), q] as const))('%s', async (_title, query) => {
    const ids = await run('talent', query);
    expect(judge(query, ids), `found: ${ids.join(' ') || 'nothing'}`).toEqual([]);
  });
});

describe('the unit relevance set', () => {
  it.each(UNIT_RELEVANCE_QUERIES.map((q) => [title(q), q] as const))('%s', async (_title, query) => {
    const ids = await run('unit', query);
    expect(judge(query, ids), `found: ${ids.join(' ') || 'nothing'}`).toEqual([]);
  });
});

describe('discovery relevance figures', () => {
  it.each([['talent', TALENT_RELEVANCE_QUERIES], ['unit', UNIT_RELEVANCE_QUERIES]] as const)('prints precision@k, recall and MRR of the %s set', async (which, queries) => {
    const rows: { precision: number; recall: number; reciprocalRank: number }[] = [];
    let met = 0;
    for (const query of queries) {
      const ids = await run(which, query);
      if (judge(query, ids).length === 0) met += 1;
      const f = figures(query, ids);
      if (f) rows.push(f);
    }
    const mean = (pick: (f: (typeof rows)[number]) => number) => rows.reduce((sum, f) => sum + pick(f), 0) / rows.length;
    console.log(`${which} relevance: ${met} of ${queries.length} queries meet expectations; over ${rows.length} expecting results: precision@k ${mean((f) => f.precision).toFixed(3)}, recall ${mean((f) => f.recall).toFixed(3)}, MRR ${mean((f) => f.reciprocalRank).toFixed(3)}`);
    expect(mean((f) => f.recall)).toBeGreaterThanOrEqual(0.95);
  });
});
