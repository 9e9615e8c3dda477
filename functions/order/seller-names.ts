/**
 * A team or company renamed itself (shared/process/seller-name.ts): the order domain's sweep fires the timer the
 * renaming transaction set beside the seller, and the mall's listings follow the organisation's name of the moment (read
 * consistently: a firing right after the rename sees it). Past its budget the timer moves to the next sweep.
 */
import { currentOrg } from '../account/public.js';
import { SELLER_NAME_LIMITS } from '../../shared/process/seller-name.js';
import type { TimerFire } from '../lib/process/implementations.js';
import { postponeTimer } from '../lib/timers/store.js';
import { followSellerName } from '../mall/public.js';

/** The seller's listings under its name of the moment; nothing for an organisation that is gone. */
export const followRenamedSeller = async (orgId: string, options: { until?: number } = {}): Promise<{ done: boolean; goods: number }> => {
  const org = await currentOrg(orgId);
  return org ? followSellerName(orgId, org.name, options) : { done: true, goods: 0 };
};

export const fireFollowSellerName: TimerFire = async (timer, now) => {
  const followed = await followRenamedSeller(timer.objectId, { until: Date.now() + SELLER_NAME_LIMITS.budgetMs });
  if (!followed.done) await postponeTimer(timer, Math.max(now, timer.due + 1));
};
