/** The first-time tips of assessing and accepting (spec §7.3 `update_acceptance_assess_first_tips_status`): one flag per person. */
import type { TokenClaims } from '../../lib/auth/token.js';
import { getItem, putItem } from '../../lib/store/client.js';

const tipsKey = (userId: string) => ({ pk: `PARTY#PERSONAGE:${userId}`, sk: 'TIPS#acceptance' });

export const acceptanceTipsSeen = async (userId: string): Promise<boolean> => Boolean((await getItem<{ seen: boolean }>(tipsKey(userId)))?.seen);

export const setAcceptanceTips = async (claims: TokenClaims, seen: boolean): Promise<{ seen: boolean }> => {
  await putItem({ ...tipsKey(claims.userId), seen, updateTime: Date.now() });
  return { seen };
};
