/** What a person sees of themselves (`info`) and of others (`info/{a}/{b}`), and their basic information. */
import type { AccountType } from '../../shared/domains.js';
import { maskPhone, strangerName } from '../../shared/masking.js';
import { isBaseInfoComplete, type BaseInfoInput, type PublicUserInfo, type UserInfo } from '../../shared/schemas/account.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail, notYoursField } from '../lib/errors.js';
import { isOwnOpaqueUpload } from '../lib/s3/upload-owner.js';
import { certigierOf, liveMemberships, membershipsOf } from './org-store.js';
import { getPerson, PROFILE_FIELDS, updateProfile, type PersonItem } from './store.js';

const STATUS_TEXT: Record<PersonItem['status'], string> = { NORMAL: '', CANCELLED: '已注销', DISABLED: '已禁用' };

export const userInfo = async (claims: TokenClaims): Promise<UserInfo> => {
  const [person, members] = await Promise.all([getPerson(claims.userId), membershipsOf(claims.userId)]);
  if (!person || person.status !== 'NORMAL') throw fail('SESSION_EXPIRED');
  const live = await liveMemberships(members);
  const current = claims.orgId ? live.find((m) => m.orgId === claims.orgId) : undefined;
  // A TEAM or COMPANY session whose organisation is gone (left, removed, cancelled) is over.
  if (claims.accountType !== 'PERSONAGE' && !current) throw fail('SESSION_EXPIRED');
  const company = live.find((m) => m.type === 'COMPANY') ?? null;
  const isAdmin = current?.isAdmin ?? false;
  const certigier = claims.accountType !== 'PERSONAGE' && !isAdmin && claims.orgId ? await certigierOf(claims.orgId) : undefined;
  return {
    id: person.userId,
    userNo: person.userNo,
    userType: claims.accountType,
    nickname: person.nickname,
    headPortrait: person.headPortrait ?? '',
    sex: person.sex ?? '',
    teamName: claims.accountType === 'TEAM' ? (current?.name ?? '') : '',
    teamId: claims.accountType === 'TEAM' ? (current?.orgId ?? '') : '',
    companyName: company?.name ?? '',
    companyId: company?.orgId ?? '',
    isAdmin,
    walletOperator: claims.accountType === 'PERSONAGE' || isAdmin || certigier === claims.userId,
    serviceStaff: person.roles?.includes('SERVICE') ?? false,
    completeBaseInfoEdit: isBaseInfoComplete(person),
    phone: maskPhone(person.phone),
    realName: person.realName ?? '',
    email: person.email ?? '',
    birthday: person.birthday ?? '',
    address: person.address ?? '',
    postcode: person.postcode ?? '',
    introduction: person.introduction ?? '',
    hasPayPassword: Boolean(person.payPasswordHash),
    createTime: person.createTime,
    teams: live.filter((m) => m.type === 'TEAM'),
    company,
  };
};

/**
 * Another person's public card: never their phone or profile details, and their nickname as a stranger sees it
 * (first character + 先生/女士, spec §5), as user-detail shows it to a non-friend. Only the person sees their own in
 * full here; friends read the full name from user-detail (docs/SECURITY.md "Masking").
 */
export const publicInfo = async (viewer: string, userId: string, type: AccountType): Promise<PublicUserInfo> => {
  const [person, members] = await Promise.all([getPerson(userId), membershipsOf(userId)]);
  if (!person) throw fail('NOT_FOUND', '该用户不存在');
  const company = members.find((m) => m.orgType === 'COMPANY' && m.status === 'ACTIVE');
  const resigned = type === 'COMPANY' && !company && members.some((m) => m.orgType === 'COMPANY');
  return {
    id: person.userId,
    userNo: person.userNo,
    userType: type,
    nickname: viewer === userId ? person.nickname : strangerName(person.nickname, person.sex),
    headPortrait: person.headPortrait ?? '',
    sex: person.sex ?? '',
    teamName: type === 'TEAM' ? (members.find((m) => m.orgType === 'TEAM' && m.status === 'ACTIVE')?.orgName ?? '') : '',
    companyName: company?.orgName ?? '',
    userStatus: STATUS_TEXT[person.status] || (resigned ? '已离职' : ''),
  };
};

export const saveBaseInfo = async (userId: string, input: BaseInfoInput): Promise<void> => {
  // The avatar must be a file this person uploaded as an avatar (its key's proof is this person's), or the one they
  // have: an avatar uploaded before the keys hid their owner (avatar/<userId>/…) stays theirs as it is.
  if (!(await isOwnOpaqueUpload(input.headPortrait, 'avatar', userId)) && (await getPerson(userId))?.headPortrait !== input.headPortrait) {
    throw notYoursField('headPortrait', '头像地址不正确，请重新上传头像');
  }
  const set: Record<string, string> = {};
  const remove: string[] = [];
  for (const field of PROFILE_FIELDS) {
    const value = input[field];
    if (value) set[field] = value;
    else remove.push(field);
  }
  await updateProfile(userId, set, remove);
};

