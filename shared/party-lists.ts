/**
 * A party's lists (docs/data-model.md "Projects"): the project domain lists the projects, invitations and
 * applications, negotiations, cooperations and backlog of each party — a person, team or company, `<TYPE>:<id>` — on
 * the GSIs under `PARTY#<party>#<LIST>`, every entry's sort key beginning with where it stands (`OPEN#`,
 * `negotiate#`, `COOPERATING#`, …). They are the project domain's read model of its things, kept in the same writes.
 *
 * This file publishes their layout and what the personal center count (`CenterCount`, personage-center-count)
 * counts in them, as shared/search.ts publishes the project item the search domain reads: the content domain answers
 * that route and sits below project (shared/domains.ts), so it counts the lists from this declaration and never
 * imports the project's code. The project domain builds its keys from the same spelling (functions/project/keys.ts).
 */
import { TERMINATION_LIMITS } from './limits.js';
import type { CenterCount } from './schemas/content.js';

export const PARTY_LISTS = ['PROJ', 'SENT', 'RECV', 'PENDING', 'NEGO', 'TODO', 'COOP'] as const;
export type PartyListName = (typeof PARTY_LISTS)[number];

/** `<TYPE>:<id>`: one side of a project (the person's id for PERSONAGE, the organisation's otherwise). */
export const partyKeyOf = (type: string, id: string): string => `${type}:${id}`;

/** The GSI partition of one of a party's lists. */
export const partyListPartition = (partyKey: string, list: PartyListName): string => `PARTY#${partyKey}#${list}`;

/** Entries of one list on one index whose sort key begins with `prefix` ('' for all of them). */
export interface PartyListCount {
  index: 'gsi1' | 'gsi2' | 'gsi3';
  list: PartyListName;
  prefix: string;
  /** Entries with an `audience` (a list of user ids) count only for those people while they manage the unit's orders: the filters below, `:me` the viewer. */
  perViewer?: true;
  /**
   * Only the entries whose time — the part of the sort key after `prefix`, `listTimeKey` of the thing's last change —
   * is at most this many days ago.
   */
  withinDays?: number;
}

/** A time as the lists' sort keys spell it after their state (`<state>#<time>#<id>`): epoch ms, 13 digits. */
export const listTimeKey = (time: number): string => String(Math.max(0, Math.floor(time))).padStart(13, '0');

/**
 * The condition a backlog entry meets for the viewer `:me`: one without an audience is the whole party's; an order's
 * entry names the people who managed the unit's orders when it was written (docs/orders.md "Counts and notices"), and
 * is theirs only while they still manage them: a viewer who manages none now (a plain member, one no longer mall staff,
 * one hired again after leaving) meets `WHOLE_PARTY_FILTER` instead (shared/mall.ts `managesMall`).
 */
export const AUDIENCE_FILTER = 'attribute_not_exists(audience) OR contains(audience, :me)';
export const WHOLE_PARTY_FILTER = 'attribute_not_exists(audience)';

/** A list a party is on as either side (A on gsi1, B on gsi2): the entries beginning with `prefix` on both. */
const eitherSide = (list: PartyListName, prefix: string): PartyListCount[] => [
  { index: 'gsi1', list, prefix },
  { index: 'gsi2', list, prefix },
];

export type ProjectCenterFigure = keyof Pick<
  CenterCount,
  'backlog' | 'releaseProject' | 'negotiateProject' | 'negotiateTerminatedProject' | 'receiveInvite' | 'receiveApply' | 'onGoingPhaseProject' | 'completeProject' | 'cooperateTerminatedProject'
>;

/** The project figures of the center count, each the sum of its counts, for the party the session acts for. */
export const PROJECT_CENTER_FIGURES: Readonly<Record<ProjectCenterFigure, readonly PartyListCount[]>> = {
  /** Backlog entries waiting for the party. */
  backlog: [{ index: 'gsi3', list: 'TODO', prefix: '', perViewer: true }],
  /** Its released (open) demands. */
  releaseProject: [{ index: 'gsi1', list: 'PROJ', prefix: 'OPEN#' }],
  /** Running negotiations, either side. */
  negotiateProject: eitherSide('NEGO', 'negotiate#'),
  negotiateTerminatedProject: eitherSide('NEGO', 'terminated#'),
  /** Invitations and applications received and still pending. */
  receiveInvite: [{ index: 'gsi3', list: 'PENDING', prefix: 'INVITE#' }],
  receiveApply: [{ index: 'gsi3', list: 'PENDING', prefix: 'APPLY#' }],
  /** Cooperations under way and completed, as party A or party B. */
  onGoingPhaseProject: eitherSide('COOP', 'COOPERATING#'),
  completeProject: eitherSide('COOP', 'COMPLETED#'),
  /** Cooperations terminated (by agreement or a dispute's decision), as party A or party B: the 已终止合作 tab. */
  cooperateTerminatedProject: eitherSide('COOP', 'TERMINATED#'),
};

/**
 * What keeps a person from cancelling their personal account while it runs (docs/data-model.md "Erasure of a cancelled account"):
 * their own open demands, negotiations and cooperations, on either side — a cancelled account could neither answer nor
 * be paid. Read from the person's lists (`PERSONAGE:<userId>`), each with the reason shown on the cancellation page.
 */
export const CANCELLATION_BLOCKERS: readonly { counts: readonly PartyListCount[]; reason: string }[] = [
  { counts: PROJECT_CENTER_FIGURES.releaseProject, reason: '您有已发布的项目需求，请先撤回或删除' },
  { counts: PROJECT_CENTER_FIGURES.negotiateProject, reason: '您有正在进行的项目洽谈，请先结束洽谈' },
  { counts: PROJECT_CENTER_FIGURES.onGoingPhaseProject, reason: '您有合作中的项目，请在项目完成或终止后再注销' },
  // A terminated cooperation may be recovered for TERMINATION_LIMITS.recoverDays (docs/cooperation.md "Termination"),
  // which takes back what the termination paid: its sides stay until then. Counted from its last change (a recovery
  // asked or refused moves it later), so never shorter than the window.
  {
    counts: eitherSide('COOP', 'TERMINATED#').map((count) => ({ ...count, withinDays: TERMINATION_LIMITS.recoverDays })),
    reason: `您有终止未满${TERMINATION_LIMITS.recoverDays}天的合作（${TERMINATION_LIMITS.recoverDays}天内可恢复合作），请在期限过后再注销`,
  },
];
