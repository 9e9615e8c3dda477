/**
 * The finder's filters in the address (web/src/features/project-find/model/filters.ts): every filter survives the
 * trip to the query string and back, defaults are left out, malformed values are dropped rather than sent; 相关度
 * only with a keyword; budgets typed in yuan become exact fen bounds (never floating point) or a Chinese refusal;
 * and what the search is asked. The lists of several categories merge into the page one search would answer.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../shared/envelope.js';
import type { ProjectCard } from '../../../shared/schemas/project.js';
import { coveredCategoryIds } from '../../../web/src/features/project-find/model/categories.js';
import {
  budgetBounds,
  EMPTY_FILTERS,
  filtersToParams,
  parseFilters,
  searchInputOf,
  sortChoices,
  sortOf,
  type FinderFilters,
} from '../../../web/src/features/project-find/model/filters.js';
import { mergePages } from '../../../web/src/features/project-find/model/merge.js';

const roundTrip = (filters: FinderFilters) => parseFilters(new URLSearchParams(filtersToParams(filters).toString()));

describe('the finder filters ⇄ the query string', () => {
  it('writes nothing for the defaults and reads the defaults from nothing', () => {
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('');
    expect(parseFilters(new URLSearchParams(''))).toEqual(EMPTY_FILTERS);
  });

  it('keeps every filter through the address, Chinese keywords included', () => {
    const filters: FinderFilters = {
      keyword: '小程序开发',
      category: 'it-app',
      provinceCode: '330000',
      cityCode: '330100',
      publisherType: 'COMPANY',
      applicantType: 'TEAM',
      budgetMin: '1000',
      budgetMax: '8000.5',
      open: true,
      sort: 'budgetHigh',
      page: 3,
      size: 20,
    };
    const query = filtersToParams(filters).toString();
    expect(query).toBe(
      'keyword=%E5%B0%8F%E7%A8%8B%E5%BA%8F%E5%BC%80%E5%8F%91&category=it-app&province=330000&city=330100&publisher=COMPANY&applicant=TEAM&min=1000&max=8000.5&open=1&sort=budgetHigh&page=3&size=20',
    );
    expect(roundTrip(filters)).toEqual(filters);
  });

  it('leaves the default order out: 相关度 with a keyword, 最新发布 without', () => {
    expect(filtersToParams({ ...EMPTY_FILTERS, keyword: '翻译', sort: 'relevance' }).get('sort')).toBeNull();
    expect(filtersToParams({ ...EMPTY_FILTERS, sort: 'newest' }).get('sort')).toBeNull();
    expect(filtersToParams({ ...EMPTY_FILTERS, keyword: '翻译', sort: 'newest' }).get('sort')).toBe('newest');
    // 相关度 without a keyword means nothing: the list is the newest.
    expect(sortOf({ keyword: '', sort: 'relevance' })).toBe('newest');
    expect(filtersToParams({ ...EMPTY_FILTERS, sort: 'relevance' }).get('sort')).toBeNull();
    expect(sortChoices('')).not.toContain('relevance');
    expect(sortChoices('设计')[0]).toBe('relevance');
  });

  it('drops what is malformed in a hand-edited link instead of sending it', () => {
    const read = parseFilters(
      new URLSearchParams('province=33&city=330100&publisher=ADMIN&applicant=team&sort=cheapest&page=-2&size=5000&category=a%20b&min=-5&max=abc&open=yes'),
    );
    expect(read).toEqual(EMPTY_FILTERS);
    // A city needs its province; a keyword is cut to what the search takes.
    expect(parseFilters(new URLSearchParams('city=330100')).cityCode).toBeUndefined();
    expect(parseFilters(new URLSearchParams(`keyword=${'字'.repeat(80)}`)).keyword).toHaveLength(50);
  });

  it('goes back to page 1 unless the page is asked', () => {
    expect(filtersToParams({ ...EMPTY_FILTERS, page: 1 }).get('page')).toBeNull();
    expect(parseFilters(new URLSearchParams('page=7')).page).toBe(7);
  });
});

describe('budgets typed in yuan', () => {
  it('become exact fen, whatever floating point would make of them', () => {
    expect(budgetBounds('0.1', '0.29')).toEqual({ budgetMin: 10, budgetMax: 29 });
    expect(budgetBounds('1,000.05', '100000')).toEqual({ budgetMin: 100_005, budgetMax: 10_000_000 });
    // Full-width digits and the ideographic full stop, as a Chinese input method types them.
    expect(budgetBounds('１２', '３４。５')).toEqual({ budgetMin: 1_200, budgetMax: 3_450 });
    expect(budgetBounds('19.99', '')).toEqual({ budgetMin: 1_999 });
  });

  it('leave a blank end (and a lowest of ¥0) unbounded', () => {
    expect(budgetBounds('', '')).toEqual({});
    expect(budgetBounds('0', '500')).toEqual({ budgetMax: 50_000 });
    expect(budgetBounds('', '0')).toEqual({ budgetMax: 0 });
  });

  it('refuse in Chinese what is not an amount, and a lowest above the highest', () => {
    expect(budgetBounds('1.005', '')).toEqual({ error: '最低预算最多保留两位小数' });
    expect(budgetBounds('', '1e6')).toEqual({ error: '最高预算必须是数字' });
    expect(budgetBounds('-1', '')).toEqual({ error: '最低预算不能为负数' });
    expect(budgetBounds('', '100000001')).toEqual({ error: '最高预算不能超过¥100,000,000.00' });
    expect(budgetBounds('800', '500')).toEqual({ error: '最低预算不能高于最高预算' });
  });
});

describe('what the search is asked', () => {
  it('carries the filters, fen bounds and the order; nothing that is unset', () => {
    const filters = parseFilters(new URLSearchParams('keyword=%20UI%E8%AE%BE%E8%AE%A1%20&province=110000&publisher=TEAM&min=50&max=200.5&open=1&page=2'));
    expect(searchInputOf(filters, { size: 20, now: Date.UTC(2026, 10, 1) })).toEqual({
      current: 2,
      size: 20,
      keyword: 'UI设计',
      provinceCode: '110000',
      publisherType: 'TEAM',
      budgetMin: 5_000,
      budgetMax: 20_050,
      deadlineFrom: Date.UTC(2026, 10, 1),
      sort: 'relevance',
    });
    expect(searchInputOf(EMPTY_FILTERS, { size: 10, now: 0 })).toEqual({ current: 1, size: 10, sort: 'newest' });
  });

  it('asks no budget while one end is refused', () => {
    const input = searchInputOf({ ...EMPTY_FILTERS, budgetMin: '900', budgetMax: '100' }, { size: 10, now: 0 });
    expect(input.budgetMin).toBeUndefined();
    expect(input.budgetMax).toBeUndefined();
  });
});

describe('several categories at once', () => {
  const tree = [
    { id: 'it', name: '信息技术', children: [{ id: 'it-web', name: '网站开发', children: [] }, { id: 'it-app', name: 'App 与小程序', children: [] }] },
    { id: 'design', name: '设计创意', children: [{ id: 'design-ui', name: 'UI 设计', children: [] }] },
  ];

  it('cover a parent and everything below it, each id once', () => {
    expect(coveredCategoryIds(tree, ['it'])).toEqual(['it', 'it-web', 'it-app']);
    expect(coveredCategoryIds(tree, ['it-app', 'it', 'design-ui'])).toEqual(['it-app', 'it', 'it-web', 'design-ui']);
    // An id the tree does not know (yet) is asked as it is.
    expect(coveredCategoryIds(undefined, ['it'])).toEqual(['it']);
  });

  const card = (projectId: string, fields: Partial<ProjectCard>): ProjectCard =>
    ({ projectId, name: projectId, state: 'RELEASED', stateLabel: '已发布', budget: 0, phaseCount: 0, updateTime: 0, publisher: { type: 'COMPANY', id: 'o', name: '' }, applicantTypes: [], visibility: 'PUBLIC', summary: '', ...fields }) as ProjectCard;
  const page = (records: ProjectCard[], total = records.length): Page<ProjectCard> => ({ records, total, pages: 1, current: 1, size: records.length });

  it('merge into the page one search would answer for an order by a field (ties by id, descending)', () => {
    const a = page([card('A3', { budget: 900 }), card('A2', { budget: 500 }), card('A1', { budget: 100 })], 7);
    const b = page([card('B2', { budget: 700 }), card('B1', { budget: 500 })], 2);
    const first = mergePages([a, b], 'budgetHigh', 1, 3);
    expect(first.records.map((c) => c.projectId)).toEqual(['A3', 'B2', 'B1']);
    expect(first.total).toBe(9);
    expect(first.pages).toBe(3);
    expect(mergePages([a, b], 'budgetHigh', 2, 3).records.map((c) => c.projectId)).toEqual(['A2', 'A1']);
    const newest = mergePages([page([card('A', { releaseTime: 5 }), card('C', { releaseTime: 1 })]), page([card('B', { releaseTime: 3 })])], 'newest', 1, 10);
    expect(newest.records.map((c) => c.projectId)).toEqual(['A', 'B', 'C']);
    // A project without a deadline comes after those with one, in either direction.
    const deadline = mergePages([page([card('X', {}), card('Y', { applyDeadline: 9 })]), page([card('Z', { applyDeadline: 4 })])], 'deadline', 1, 10);
    expect(deadline.records.map((c) => c.projectId)).toEqual(['Z', 'Y', 'X']);
  });

  it('interleave by rank where the lists cannot be compared (相关度, 最多浏览)', () => {
    const merged = mergePages([page([card('A1', {}), card('A2', {})]), page([card('B1', {}), card('B2', {})])], 'relevance', 1, 3);
    expect(merged.records.map((c) => c.projectId)).toEqual(['A1', 'B1', 'A2']);
  });
});
