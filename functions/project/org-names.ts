/**
 * A team or company renamed itself (shared/process/org-name.ts; docs/decisions.md "Team settings: renaming and dissolving a team"): the project
 * domain's sweep makes the copies of its name that should follow, follow — the members' copy (through the account
 * domain's write, and its active members' pages told to read their user info again) and the publisher's name of its demands not yet agreed (here; their search documents follow through
 * the stream, as `rev` moves). Each write compares with the organisation's name of the moment, so a firing run again,
 * or after several renames, writes only what is still behind; past `until` it stops between writes and answers
 * `done: false`, and its timer goes on at the next sweep.
 */
import { currentOrg, followOrgNameInMembers, membersOf } from '../account/public.js';
import { ORG_NAME_LIMITS } from '../../shared/process/org-name.js';
import type { TimerFire } from '../lib/process/implementations.js';
import { pushToPeople, radioFrame } from '../lib/socket/push.js';
import { postponeTimer } from '../lib/timers/store.js';
import { bucketOf, keyOfParty, withProjectKeys } from './model.js';
import { commit, getProject, projectsOfParty, putProject } from './store.js';

/** Memberships written per transaction (the account domain's write takes them 25 at a time). */
const MEMBERS_PER_WRITE = 25;

export interface NameFollowed {
  done: boolean;
  members: number;
  demands: number;
}

/** The demands whose publisher's name follows: those still offered (草稿, 已发布, 洽谈中). Agreed and ended ones keep theirs. */
const follows = (state: Parameters<typeof bucketOf>[0]): boolean => {
  const bucket = bucketOf(state);
  return bucket === 'DRAFT' || bucket === 'OPEN';
};

export const followOrgName = async (orgId: string, { until = Number.POSITIVE_INFINITY }: { until?: number } = {}): Promise<NameFollowed> => {
  // Read consistently: a firing right after the rename must see the new name, or it would find nothing behind and end.
  const org = await currentOrg(orgId);
  const followed: NameFollowed = { done: true, members: 0, demands: 0 };
  if (!org) return followed;
  const behind = (await membersOf(orgId)).filter((m) => m.orgName !== org.name);
  for (let i = 0; i < behind.length; i += MEMBERS_PER_WRITE) {
    if (i > 0 && Date.now() > until) return { ...followed, done: false };
    const chunk = behind.slice(i, i + MEMBERS_PER_WRITE);
    followed.members += await followOrgNameInMembers(orgId, chunk.map((m) => m.userId), org.name);
    // The active members' open pages read their user info again: the header and the account switcher name the team anew.
    const active = chunk.filter((m) => m.status === 'ACTIVE').map((m) => m.userId);
    if (active.length) await pushToPeople(active, radioFrame('REFRESH_PRIVILEGES', { content: JSON.stringify({ reason: 'org-renamed', orgId }) }));
  }
  for (const listed of await projectsOfParty(keyOfParty({ type: org.type, id: orgId }))) {
    if (!follows(listed.state) || listed.publisherName === org.name) continue;
    if (Date.now() > until) return { ...followed, done: false };
    const item = await getProject(listed.projectId);
    if (!item || !follows(item.state) || item.publisherName === org.name) continue;
    // A change of the demand meanwhile refuses the write (STALE_DATA): the firing fails and the next sweep does it again.
    await commit([putProject(withProjectKeys({ ...item, publisherName: org.name, rev: item.rev + 1 }), item.rev)]);
    followed.demands += 1;
  }
  return followed;
};

/** The timer: the copies follow; a run out of time moves the timer past the one read, so the sweep leaves it for its next round. */
export const fireFollowOrgName: TimerFire = async (timer, now) => {
  const followed = await followOrgName(timer.objectId, { until: Date.now() + ORG_NAME_LIMITS.budgetMs });
  if (!followed.done) await postponeTimer(timer, Math.max(now, timer.due + 1));
};
