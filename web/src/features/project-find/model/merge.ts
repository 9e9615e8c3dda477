/**
 * One list from the lists of several categories. The search takes one category id; a choice that covers several
 * (a parent category, the workbench's followed categories: model/categories.ts) is asked category by category, each
 * for its first `current × size` projects in the same order, and merged here: the lists are disjoint (a project has
 * one category), so the merged page is exactly the page one search over all of them would answer for the orders by a
 * field (newest, budget, deadline: the server's order, ties by projectId descending). 相关度 and 最多浏览 cannot be
 * compared across lists (a card carries neither score nor views): their lists are interleaved by rank.
 */
import type { Page } from '../../../../../shared/envelope.js';
import type { ProjectCard, ProjectSort } from '../../../../../shared/schemas/project.js';

/** The most projects asked of one category for one merged page: deeper pages are not offered. */
export const MERGE_DEPTH = 500;

/** How many projects of each category a merged page needs. */
export const mergeNeed = (current: number, size: number): number => Math.min(current * size, MERGE_DEPTH);

/** The merged list's page count: no further than each category list was asked. */
export const mergedPages = (total: number, size: number): number => Math.min(Math.ceil(total / size), Math.floor(MERGE_DEPTH / size));

type Field = (card: ProjectCard) => number | undefined;

const FIELDS: Partial<Record<ProjectSort, { field: Field; order: 'asc' | 'desc' }>> = {
  newest: { field: (card) => card.releaseTime, order: 'desc' },
  budgetHigh: { field: (card) => card.budget, order: 'desc' },
  budgetLow: { field: (card) => card.budget, order: 'asc' },
  deadline: { field: (card) => card.applyDeadline, order: 'asc' },
};

interface Ranked {
  card: ProjectCard;
  rank: number;
  list: number;
}

const byProjectIdDesc = (a: ProjectCard, b: ProjectCard): number => (a.projectId < b.projectId ? 1 : a.projectId > b.projectId ? -1 : 0);

const comparator = (sort: ProjectSort) => {
  const by = FIELDS[sort];
  if (!by) return (a: Ranked, b: Ranked) => a.rank - b.rank || a.list - b.list;
  return (a: Ranked, b: Ranked) => {
    const x = by.field(a.card);
    const y = by.field(b.card);
    // A project without the field comes last either way (as the engine's default places it).
    if (x === undefined || y === undefined) return x === y ? byProjectIdDesc(a.card, b.card) : x === undefined ? 1 : -1;
    if (x !== y) return by.order === 'asc' ? x - y : y - x;
    return byProjectIdDesc(a.card, b.card);
  };
};

/** Page `current` of the merged lists (each list: its category's first projects in the server's order). */
export const mergePages = (lists: readonly Page<ProjectCard>[], sort: ProjectSort, current: number, size: number): Page<ProjectCard> => {
  const seen = new Set<string>();
  const ranked: Ranked[] = [];
  lists.forEach((list, index) =>
    list.records.forEach((card, rank) => {
      if (seen.has(card.projectId)) return;
      seen.add(card.projectId);
      ranked.push({ card, rank, list: index });
    }),
  );
  ranked.sort(comparator(sort));
  const total = lists.reduce((sum, list) => sum + list.total, 0);
  return {
    records: ranked.slice((current - 1) * size, current * size).map(({ card }) => card),
    total,
    pages: mergedPages(total, size),
    current,
    size,
  };
};
