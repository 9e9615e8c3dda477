/**
 * What the people of a project hear (docs/projects.md "Events"): a backlog entry for the party concerned (待办: a
 * thing waiting for them, with the link to act; or a notice of what happened), and a `NEED_RADIO` push to the
 * people of that party, whose pages refresh their counts and lists without a reload. Both follow the commit of
 * the change they tell about; a failed push loses nothing (the lists are read from the table).
 */
import { BACKLOG_TYPES, type BacklogType } from '../../shared/schemas/project.js';
import { newId } from '../lib/ids.js';
import { logger } from '../lib/logger.js';
import { pushToPeople, radioFrame } from '../lib/socket/push.js';
import { membersOf } from '../account/public.js';
import { partyList, timeKey } from './keys.js';
import { keyOfParty, type BacklogRecord, type PartyRef } from './model.js';
import { backlogAbout, commit, put, settleBacklog, type Step } from './store.js';

/** The event names a push carries in its content (`{ kind: 'project', event, projectId, id }`). */
export type ProjectEvent = 'project' | 'request' | 'negotiation' | 'backlog';

/** The people who hear a party's events: the person, or the organisation's active members. */
export const peopleOf = async (party: PartyRef): Promise<string[]> =>
  party.type === 'PERSONAGE' ? [party.id] : (await membersOf(party.id)).filter((m) => m.status === 'ACTIVE').map((m) => m.userId);

export interface BacklogInput {
  type: BacklogType;
  title: string;
  content: string;
  link: string;
  projectId?: string;
  aboutId?: string;
  /** Something waits for this party (counted in 待办) rather than a notice. */
  todo: boolean;
  /** Only these people of the party see it and hear of it (absent: every active member). */
  audience?: string[];
}

/** The write of a backlog entry for a party (in the transaction of the change, or after it). */
export const backlogStep = (party: PartyRef, entry: BacklogInput, now = Date.now()): Step => {
  const ownerKey = keyOfParty(party);
  const id = newId();
  const record: BacklogRecord = {
    ownerKey,
    id,
    ...entry,
    read: false,
    createTime: now,
    ...(entry.todo ? { gsi3pk: partyList(ownerKey, 'TODO'), gsi3sk: `${timeKey(now)}#${id}` } : {}),
  };
  return put({ pk: `PARTY#${ownerKey}`, sk: `BACKLOG#${id}`, ...record });
};

/** Tells parties: their backlog entries, then a push to their people. Never throws (the change is done). */
export const tell = async (events: { party: PartyRef; backlog?: BacklogInput; event: ProjectEvent; projectId?: string; id?: string }[]): Promise<void> => {
  try {
    const steps = events.filter((e) => e.backlog).map((e) => backlogStep(e.party, e.backlog as BacklogInput));
    // The entries in one write (a few items), each party's people read at once.
    if (steps.length) await commit(steps);
    const people = new Map<string, { event: ProjectEvent; projectId?: string; id?: string }>();
    const peoples = await Promise.all(events.map((e) => peopleOf(e.party)));
    events.forEach((e, i) => {
      for (const userId of peoples[i] ?? []) people.set(userId, { event: e.event, projectId: e.projectId, id: e.id });
    });
    await Promise.all(
      [...people].map(([userId, payload]) => pushToPeople([userId], radioFrame('NEED_RADIO', { content: JSON.stringify({ kind: 'project', ...payload }) }))),
    );
  } catch (error) {
    logger.warn('project event not told', { error: (error as Error).message });
  }
};

export { BACKLOG_TYPES };

/** The party's waiting entries about an object are no longer waiting (it was dealt with, by anyone); answers those it settled. */
export const settle = async (party: PartyRef, aboutId: string): Promise<BacklogRecord[]> => {
  try {
    const waiting = await backlogAbout(keyOfParty(party), aboutId);
    await Promise.all(waiting.map((e) => settleBacklog(e.ownerKey, e.id)));
    return waiting;
  } catch (error) {
    logger.warn('backlog not settled', { error: (error as Error).message });
    return [];
  }
};

/** Of the party's entries still waiting about an object, all but the newest stop waiting. */
const keepNewest = async (party: PartyRef, aboutId: string): Promise<void> => {
  const waiting = await backlogAbout(keyOfParty(party), aboutId);
  const newest = waiting.reduce<BacklogRecord | undefined>((a, e) => (!a || e.id > a.id ? e : a), undefined);
  await Promise.all(waiting.filter((e) => e !== newest).map((e) => settleBacklog(e.ownerKey, e.id)));
};

/**
 * Another domain's entries in parties' backlogs (the order domain's, docs/orders.md "Notices"): first the entries still
 * waiting about each `settles` object are closed, then the new ones written, and the people who may read them are
 * pushed a `backlog` event so that 待办 and its count refresh. Never throws: the change told about is done.
 */
export const tellBacklog = async (settles: { party: PartyRef; aboutId: string }[], entries: { party: PartyRef; backlog: BacklogInput }[]): Promise<void> => {
  const settled = (await Promise.all(settles.map(async (s) => (await settle(s.party, s.aboutId)).map((record) => ({ party: s.party, record }))))).flat();
  try {
    if (entries.length) await commit(entries.map((e) => backlogStep(e.party, e.backlog)));
    // Two steps told at once (an invoice asked twice) each settle before either writes: one to-do per party and object
    // is kept, the newest, whichever of them reads the other's (docs/orders.md "Counts and notices").
    await Promise.all(entries.filter((e) => e.backlog.todo && e.backlog.aboutId).map((e) => keepNewest(e.party, e.backlog.aboutId!)));
    const people = new Set<string>();
    // Who may read each entry hears of it: a settled one's audience too (an order's entry is its managers', never every member's).
    const heard = await Promise.all([
      ...settled.map(async (e) => e.record.audience ?? peopleOf(e.party)),
      ...entries.map(async (e) => e.backlog.audience ?? peopleOf(e.party)),
    ]);
    for (const list of heard) for (const userId of list) people.add(userId);
    await pushToPeople([...people], radioFrame('NEED_RADIO', { content: JSON.stringify({ kind: 'project', event: 'backlog' }) }));
  } catch (error) {
    logger.warn('backlog entries not told', { error: (error as Error).message });
  }
};
