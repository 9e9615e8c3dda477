/**
 * Registration (docs/conventions.md): a new phone becomes a PERSONAGE account; TEAM and COMPANY registration also create
 * the organisation with the registrant as its administrator. A registered person may register an organisation
 * too, proving the phone with the SMS code and the account with its password. All writes in one transaction.
 */
import { randomInt } from 'node:crypto';
import { AGREEMENT_VERSION, type RegisterInput } from '../../shared/schemas/account.js';
import { AppError, fail } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { transact } from '../lib/store/client.js';
import { newOrgItems, isNameTaken, type OrgItem } from './org-store.js';
import { hashPassword, verifyPassword } from './password.js';
import { checkCode, spendCode } from './sms.js';
import { getPersonByPhone, newPersonItems, type PersonItem } from './store.js';
import { countPlatform } from '../lib/store/counters.js';

const newUserNo = (): string => String(randomInt(10_000_000, 100_000_000));

const orgOf = (input: RegisterInput, adminUserId: string, now: number): OrgItem | undefined =>
  input.userType === 'PERSONAGE'
    ? undefined
    : {
        orgId: newId(),
        type: input.userType,
        name: (input.userType === 'TEAM' ? input.teamName : input.companyName) as string,
        ...(input.userType === 'COMPANY' ? { creditCode: input.creditCode?.toUpperCase() } : {}),
        adminUserId,
        status: 'ACTIVE',
        createTime: now,
      };

class UserNoTaken extends Error {}

export const register = async (input: RegisterInput): Promise<{ userId: string; userNo: string }> => {
  const orgName = input.userType === 'TEAM' ? input.teamName : input.companyName;
  if (orgName && input.userType !== 'PERSONAGE' && (await isNameTaken(input.userType, orgName))) {
    throw fail('NAME_TAKEN', `该${input.userType === 'TEAM' ? '团队' : '企业'}名称已被使用`);
  }
  // The phone's code first (counted, 5 tries): only its owner may learn whether the phone is registered or
  // cancelled, or whether a password is this account's. The code is spent only once everything held.
  const checked = await checkCode(input.phone, 'register', input.code);
  const existing = await getPersonByPhone(input.phone);
  if (existing && input.userType === 'PERSONAGE') throw fail('PHONE_REGISTERED');
  if (existing && existing.status !== 'NORMAL') throw fail('ACCOUNT_CANCELLED');
  if (existing && !(await verifyPassword(input.password, existing.passwordHash))) {
    throw fail('WRONG_PASSWORD', '该手机号已注册，请输入该账号的登录密码');
  }
  await spendCode(checked);

  const now = Date.now();
  const userId = existing?.userId ?? newId();
  const org = orgOf(input, userId, now);
  const orgWrite = org ? newOrgItems(org) : { items: [], refusals: [] };
  const refuse = (offset: number) => (index: number) => {
    if (index === 2 && offset > 0) return new UserNoTaken();
    if (index === 1 && offset > 0) return fail('PHONE_REGISTERED');
    const refusal = orgWrite.refusals[index - offset];
    return refusal ? fail(refusal) : fail('STALE_DATA');
  };

  const countOrg = () => (org ? countPlatform(org.type === 'TEAM' ? 'teams' : 'companies') : undefined);
  if (existing) {
    await transact(orgWrite.items, refuse(0));
    await countOrg();
    return { userId, userNo: existing.userNo };
  }
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const person: PersonItem = {
      userId,
      userNo: newUserNo(),
      phone: input.phone,
      passwordHash,
      nickname: input.nickname,
      status: 'NORMAL',
      createTime: now,
      updateTime: now,
      agreement: { version: AGREEMENT_VERSION, time: now },
    };
    const personItems = newPersonItems(person);
    try {
      await transact([...personItems, ...orgWrite.items], refuse(personItems.length));
      await Promise.all([countPlatform('users'), countOrg()]);
      return { userId, userNo: person.userNo };
    } catch (error) {
      // Two people drawing the same 8-digit number is rare; draw again.
      if (!(error instanceof UserNoTaken)) throw error;
    }
  }
  throw new AppError({ code: 500, status: 500, msg: '注册失败，请稍后再试' });
};
