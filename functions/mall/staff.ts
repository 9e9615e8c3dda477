/**
 * Naming an organisation's mall staff (商城管理员): its administrator lists, names and un-names them; a named person
 * must be an active member other than the administrator (who manages the mall anyway).
 */
import { maskPhone } from '../../shared/masking.js';
import type { MallStaffMember } from '../../shared/schemas/mall-staff.js';
import { getMember, membershipsIn, peopleWithPhones } from '../account/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail, fieldError } from '../lib/errors.js';
import { getMallStaff, mallStaffOf, nameMallStaff, unnameMallStaff } from './staff-store.js';

/** The session's organisation, if the caller administers it now. */
const administered = async (claims: TokenClaims): Promise<string> => {
  const member = claims.orgId ? await getMember(claims.orgId, claims.userId) : undefined;
  if (!claims.orgId || member?.status !== 'ACTIVE' || member.role !== 'ADMIN') throw fail('NOT_ORG_ADMIN');
  return claims.orgId;
};

export const listMallStaff = async (claims: TokenClaims): Promise<MallStaffMember[]> => {
  const orgId = await administered(claims);
  const staff = await mallStaffOf(orgId);
  const [people, members] = await Promise.all([peopleWithPhones(staff.map((s) => s.userId)), membershipsIn(orgId, staff.map((s) => s.userId))]);
  return staff
    .sort((a, b) => a.addTime - b.addTime)
    .map((s) => {
      const person = people.get(s.userId);
      const member = members.get(s.userId);
      return {
        userId: s.userId,
        nickname: person?.nickname ?? '',
        headPortrait: person?.headPortrait ?? '',
        phone: person ? maskPhone(person.phone) : '',
        addTime: s.addTime,
        active: member?.status === 'ACTIVE' && member.joinTime === s.since,
      };
    });
};

export const addMallStaff = async (claims: TokenClaims, userId: string): Promise<void> => {
  const orgId = await administered(claims);
  const [member, existing] = await Promise.all([getMember(orgId, userId), getMallStaff(orgId, userId)]);
  if (member?.status !== 'ACTIVE') throw fail('MALL_STAFF_NOT_MEMBER');
  if (member.role === 'ADMIN') throw fieldError('userId', '管理员本人即可管理商城，请选择其他成员');
  if (existing?.since === member.joinTime) return;
  await nameMallStaff({ orgId, userId, since: member.joinTime, addTime: Date.now(), addedBy: claims.userId }, existing);
};

export const removeMallStaff = async (claims: TokenClaims, userId: string): Promise<void> => {
  const orgId = await administered(claims);
  if (!(await unnameMallStaff(orgId, userId))) throw fail('MALL_STAFF_NOT_MEMBER', '该成员不是商城管理员');
};
