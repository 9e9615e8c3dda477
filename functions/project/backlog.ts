/**
 * The backlog (待办, spec §7.1; docs/projects.md "Backlog"): a party's entries, newest first — things waiting for it
 * (counted in `backlog`) and notices of what happened — each with the in-app link where it is dealt with.
 */
import type { z } from 'zod';
import { managesMall } from '../../shared/mall.js';
import { BACKLOG_TYPES, type BacklogItem, type backlogInput } from '../../shared/schemas/project.js';
import { getMember, getOrg } from '../account/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';
import { keyOfParty, type BacklogRecord } from './model.js';
import { viewingParty } from './parties.js';
import { clearBacklogCount, getBacklog, mallStaffSince, markBacklogRead, pageOfBacklog, removeBacklog } from './store.js';
import { pageAnswer } from './views.js';

const view = (r: BacklogRecord): BacklogItem => ({
  id: r.id,
  type: r.type,
  typeLabel: BACKLOG_TYPES[r.type] ?? r.type,
  title: r.title,
  content: r.content,
  link: r.link,
  ...(r.projectId ? { projectId: r.projectId } : {}),
  read: r.read,
  todo: r.todo,
  createTime: r.createTime,
});

/**
 * Whether the viewer may see the entries for some of the party's people (an organisation's order entries, docs/orders.md
 * "Counts and notices"): they manage the organisation's mall now — its administrator, or its authorised person or mall
 * staff for this very membership. Someone in an entry's audience who was un-named, or left and was hired again, is a
 * stranger to its orders now, and to their entries.
 */
const managesOrders = async (claims: TokenClaims): Promise<boolean> => {
  if (claims.accountType === 'PERSONAGE' || !claims.orgId) return true;
  const [member, org, staffSince] = await Promise.all([getMember(claims.orgId, claims.userId), getOrg(claims.orgId), mallStaffSince(claims.orgId, claims.userId)]);
  return managesMall(member, org?.certigierId === claims.userId ? org.certigierSince : undefined, staffSince);
};

export const backlog = async (claims: TokenClaims, input: z.output<typeof backlogInput>) => {
  const [party, manages] = await Promise.all([viewingParty(claims), managesOrders(claims)]);
  const page = await pageOfBacklog(keyOfParty(party), claims.userId, manages, input.todo === true, input.current, input.size);
  return pageAnswer(page.items.map(view), page.total, input.current, input.size);
};

const own = async (claims: TokenClaims, id: string): Promise<string> => {
  const ownerKey = keyOfParty(await viewingParty(claims));
  const entry = await getBacklog(ownerKey, id);
  // An entry for some of the party's people only (an order's) is not there for the others, nor for those who no longer manage its orders.
  if (!entry || (entry.audience && !(entry.audience.includes(claims.userId) && (await managesOrders(claims))))) throw fail('BACKLOG_NOT_FOUND');
  return ownerKey;
};

/** `clear-count`: the entry no longer counts as waiting. */
export const clearBacklog = async (claims: TokenClaims, id: string): Promise<void> => {
  await clearBacklogCount(await own(claims, id), id);
};

export const readBacklog = async (claims: TokenClaims, id: string): Promise<void> => {
  await markBacklogRead(await own(claims, id), id);
};

/** `backlog_message_hide`: the entry leaves the list. */
export const hideBacklog = async (claims: TokenClaims, id: string): Promise<void> => {
  await removeBacklog(await own(claims, id), id);
};
