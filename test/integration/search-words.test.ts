/**
 * Every word of a search, whatever the dictionary makes of it (docs/search.md "Queries"): `projects/search` over HTTP
 * through the local gateway, the search function and the local endpoint, fed by the table's stream. A query typed
 * without spaces (数据看板) is segmented otherwise than the titles that hold its words (看板 joined to what follows it,
 * or split, or 数据分析 between): the demands with both words are found all the same, in either word order and with
 * or without the space; a demand with one of the words only, or the words' characters in another order, is not; and
 * characters that make no word of any demand find nothing.
 */
import type { Page } from '../../shared/envelope.js';
import type { ProjectCard } from '../../shared/schemas/project.js';
import { call } from '../support/api.js';
import { projectItem, saveProject, uniqueWord } from '../support/projects-search.js';

describe('a search finds every word of its keywords however the titles segment them', () => {
  // A category of this file's own (a custom category is kept as asked), so that no other test's demands are counted.
  const categoryId = `seg-${uniqueWord()}`;
  const demand = (name: string, summary = '') => projectItem({ name, summary, categoryId, categoryName: '其他' });
  const boards = [
    demand('电商数据分析看板系统', '汇总各平台订单与流量。'),
    demand('门店数据分析看板V2', '门店客流与销售日报。'),
    demand('社区团购数据分析看板', '团长业绩与商品动销。'),
    demand('电商经营数据看板（Power BI）', '天猫、京东与抖店的销售数据。'),
    // 数据 in the title, 看板 only in the summary.
    demand('零售数据中台建设', '交付管理层使用的经营看板。'),
  ];
  const others = [
    demand('数据采集与清洗', '每日采集公开数据。'),
    demand('看板娘角色插画', '二次元风格的品牌形象。'),
    demand('据点看护机器人', '仓库夜间巡检。'),
  ];

  const search = async (keyword: string): Promise<string[]> => {
    const answer = await call<Page<ProjectCard>>('search.projects', { keyword, categoryId, size: 30 });
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.records.map((r) => r.projectId);
  };
  const ids = (items: readonly { projectId: string }[]) => items.map((i) => i.projectId).sort();

  beforeAll(async () => {
    for (const item of [...boards, ...others]) await saveProject(item);
    // Listed (no keywords) once the stream poller has indexed them all.
    await vi.waitFor(async () => expect(await search('')).toHaveLength(boards.length + others.length), { timeout: 20_000, interval: 100 });
  });

  it('finds every demand with both words from 数据看板 typed as one, as it does from 数据 看板 with a space', async () => {
    const spaced = await search('数据 看板');
    expect(spaced.sort()).toEqual(ids(boards));
    expect((await search('数据看板')).sort()).toEqual(ids(boards));
  });

  it('finds them with the words in the other order, and ranks the demands with both words in the title first', async () => {
    expect((await search('看板数据')).sort()).toEqual(ids(boards));
    const found = await search('数据看板');
    expect(found.slice(0, 4).sort()).toEqual(ids(boards.slice(0, 4)));
  });

  it('finds neither a demand with one of the words only nor one with the characters but not the words', async () => {
    const found = await search('数据看板');
    for (const other of others) expect(found).not.toContain(other.projectId);
    expect(await search('看护数据')).toEqual([]);
  });

  it('finds nothing for characters that make no word of any demand, in the order typed or any other', async () => {
    expect(await search('板看据数')).toEqual([]);
    expect(await search('数看据板')).toEqual([]);
    expect(await search('据板看数')).toEqual([]);
  });
});
