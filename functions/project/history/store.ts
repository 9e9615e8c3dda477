/**
 * The reads and writes of a party's history (docs/data-model.md "Projects"): its cooperations on the two lists of
 * `PARTY#<party>#COOP` (gsi1 as party A, gsi2 as party B, sort key `<state>#<time>#<projectId>`), and its monthly
 * summaries `PARTY#<party>` / `PERF#<YYYY-MM>#<A|B>`, moved by `ADD` in the posting that completes a cooperation.
 */
import type { CooperationFigures } from '../../../shared/schemas/history.js';
import { batchGet, queryAll } from '../../lib/store/client.js';
import type { CooperationItem } from '../cooperation/model.js';
import { partyList, performanceKey, PERFORMANCE_PREFIX, projectKey } from '../keys.js';
import type { ProjectItem } from '../model.js';
import { countOf, pageOf, update, type Step } from '../store.js';

/** A party's figures of one month as one side: the cooperations that ended in it, and what they came to. */
export interface PerformanceItem extends CooperationFigures {
  pk: string;
  sk: string;
  partyKey: string;
  month: string;
  side: 'A' | 'B';
  completed: number;
  terminated: number;
  /** Escrow returned to party A when they completed (a side-A figure). */
  refunded: number;
  /** The credit points they earned this side (docs/decisions.md "Credit"). */
  points: number;
}

const COUNTED = ['phases', 'onTime', 'late', 'delayDays', 'rounds', 'autoAccepted', 'amount', 'net', 'fees'] as const satisfies readonly (keyof CooperationFigures)[];

/**
 * The `ADD` of one ended cooperation to a party's month: created by the first, never conditioned (two completions of
 * one party at once both count; the ledger retries the posting that lost the race on the item).
 */
export const performanceStep = (
  partyKey: string,
  month: string,
  side: 'A' | 'B',
  figures: CooperationFigures,
  ended: { completed: number; refunded: number; points: number; terminated?: number },
): Step => {
  const added: Record<string, number> = { ...Object.fromEntries(COUNTED.map((f) => [f, figures[f]])), completed: ended.completed, terminated: ended.terminated ?? 0, refunded: ended.refunded, points: ended.points };
  const fields = Object.keys(added);
  return update(
    performanceKey(partyKey, month, side),
    `ADD ${fields.map((f, i) => `#a${i} :a${i}`).join(', ')} SET #party = :party, #month = :month, #side = :side`,
    { ...Object.fromEntries(fields.map((f, i) => [`:a${i}`, added[f]])), ':party': partyKey, ':month': month, ':side': side },
    undefined,
    { ...Object.fromEntries(fields.map((f, i) => [`#a${i}`, f])), '#party': 'partyKey', '#month': 'month', '#side': 'side' },
  );
};

/** Every monthly summary of a party, both sides, oldest month first: one Query (a few hundred small items at most). */
export const performanceOf = (partyKey: string): Promise<PerformanceItem[]> =>
  queryAll<PerformanceItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': performanceKey(partyKey, '', 'A').pk, ':p': PERFORMANCE_PREFIX },
  });

/** The cooperations a page may need from one state of a party's lists: the first `want` of each side, and the totals. */
export const cooperationsInState = async (partyKey: string, state: string, want: number): Promise<{ items: CooperationItem[]; total: number }> => {
  const listPk = partyList(partyKey, 'COOP');
  const [asA, asB] = await Promise.all([pageOf<CooperationItem>('gsi1', listPk, `${state}#`, 1, want), pageOf<CooperationItem>('gsi2', listPk, `${state}#`, 1, want)]);
  // Both sides' sort keys are `<state>#<time>#<projectId>`: merged by it, newest first.
  const items = [...asA.items, ...asB.items].sort((a, b) => (a.gsi1sk < b.gsi1sk ? 1 : a.gsi1sk > b.gsi1sk ? -1 : 0));
  return { items, total: asA.total + asB.total };
};

/** What a history row needs of each project: its type and whether its demand was public. One BatchGet. */
export const projectFacts = async (projectIds: readonly string[]): Promise<Map<string, Pick<ProjectItem, 'projectId' | 'categoryName' | 'visibility'>>> => {
  const unique = [...new Set(projectIds)];
  const found = unique.length ? await batchGet<Pick<ProjectItem, 'projectId' | 'categoryName' | 'visibility'>>(unique.map(projectKey), 'projectId, categoryName, visibility') : [];
  return new Map(found.map((p) => [p.projectId, p]));
};

/** How many cooperations of a party are in a state (as either side). */
export const cooperationCount = async (partyKey: string, state: string): Promise<number> => {
  const listPk = partyList(partyKey, 'COOP');
  const [a, b] = await Promise.all([countOf('gsi1', listPk, `${state}#`), countOf('gsi2', listPk, `${state}#`)]);
  return a + b;
};
