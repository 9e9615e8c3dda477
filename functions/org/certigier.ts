/**
 * A company's or a team's authorised person (授权人, spec §2.1 /company/setCertigier, /team/setTeamCertigier; CONTRACT
 * "Money"): one active member of the unit, named by its administrator, who operates the unit's wallet with the
 * administrator. The name is kept on
 * the company's item with the membership it was given to (its join time): a person who resigns stops being it, and
 * being hired again later does not bring it back (the wallet checks that very membership at every call).
 */
import { maskPhone } from '../../shared/masking.js';
import type { Certigier } from '../../shared/schemas/account.js';
import { certigierOf, clearCertigier, getMember, getOrg, nameCertigier, peopleWithPhones } from '../account/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail, fieldError } from '../lib/errors.js';
import { requireAdmin } from './service.js';

export const getCertigier = async (claims: TokenClaims): Promise<Certigier | null> => {
  const orgId = await requireAdmin(claims);
  const [org, userId] = await Promise.all([getOrg(orgId), certigierOf(orgId)]);
  if (!userId || !org) return null;
  const person = (await peopleWithPhones([userId])).get(userId);
  return { userId, nickname: person?.nickname ?? '', headPortrait: person?.headPortrait ?? '', phone: person ? maskPhone(person.phone) : '', setTime: org.certigierTime ?? 0 };
};

export const setCertigier = async (claims: TokenClaims, userId: string): Promise<void> => {
  const orgId = await requireAdmin(claims);
  const member = await getMember(orgId, userId);
  const team = claims.accountType === 'TEAM';
  if (member?.status !== 'ACTIVE') throw fail(team ? 'CERTIGIER_NOT_TEAM_MEMBER' : 'CERTIGIER_NOT_STAFF');
  if (member.role === 'ADMIN') throw fieldError('userId', team ? '管理员本人即可操作团队钱包，请选择其他成员' : '管理员本人即可操作企业钱包，请选择其他员工');
  await nameCertigier(orgId, userId, member.joinTime);
};

export const removeCertigier = async (claims: TokenClaims): Promise<void> => {
  const orgId = await requireAdmin(claims);
  await clearCertigier(orgId);
};
