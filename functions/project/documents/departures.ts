/**
 * The project domain's reaction to a member leaving a team or company (shared/process/departure.ts; docs/cooperation.md
 * "Take-over"): each running cooperation the organisation is a side of has its project group matched to its people at
 * once, and on party B's side the edit locks of its document tasks held by someone no longer of party B go (party B's
 * people are told, as for any lock change). Idempotent: a firing again changes nothing more.
 */
import { getOrg } from '../../account/public.js';
import { syncCooperationGroup } from '../cooperation/group.js';
import type { CooperationItem } from '../cooperation/model.js';
import { cooperationPage } from '../cooperation/store.js';
import { partyList } from '../keys.js';
import { keyOfParty } from '../model.js';
import { partyBPeople } from './access.js';
import { announce } from './events.js';
import { dropLock } from './lock-store.js';
import { allTasksOf } from './store.js';

const PAGE = 100;

/** One cooperation with the organisation's people of the moment: its group, and (party B) its documents' locks. */
const reconcileCooperation = async (coop: CooperationItem, partyB: boolean): Promise<void> => {
  await syncCooperationGroup(coop.projectId);
  if (!partyB) return;
  const [people, tasks] = await Promise.all([partyBPeople(coop), allTasksOf(coop.projectId)]);
  const seated = new Set(people.map((p) => p.userId));
  const now = Date.now();
  for (const task of tasks) {
    const holder = task.lock?.holder;
    if (!holder || seated.has(holder)) continue;
    // Conditional on the same holder: a lock taken by someone else meanwhile stays.
    if (await dropLock(task, holder, now)) await announce(coop, task.taskId);
  }
};

/** Every running cooperation of the organisation, as party A and as party B, reconciled with its people. */
export const reconcileDepartures = async (orgId: string): Promise<void> => {
  const org = await getOrg(orgId);
  if (!org) return;
  const listPk = partyList(keyOfParty({ type: org.type, id: orgId }), 'COOP');
  for (const index of ['gsi1', 'gsi2'] as const) {
    for (let current = 1; ; current += 1) {
      const page = await cooperationPage(index, listPk, 'COOPERATING', current, PAGE);
      for (const coop of page.items) await reconcileCooperation(coop, index === 'gsi2');
      if (page.items.length < PAGE) break;
    }
  }
};
