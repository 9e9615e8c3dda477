/**
 * Fresh people for tests, made the way a person makes themselves: an SMS code from the local outbox,
 * registration, login. Each test gets its own people, so tests never depend on each other.
 */
import { randomInt } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountType } from '../../shared/domains.js';
import type { SmsScene, UserInfo } from '../../shared/schemas/account.js';
import { creditCodeCheck } from '../../shared/validation/rules.js';
import { api } from './api.js';

const BASE = '/api/pc/hezuo/user-personage';

export interface TestPerson {
  userId: string;
  userNo: string;
  phone: string;
  password: string;
  nickname: string;
  token: string;
  /** The team or company this person registered with, if any. */
  orgName?: string;
}

export const newPhone = (): string => `1${randomInt(3, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

export const newCreditCode = (): string => {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const first = `91${String(randomInt(100_000, 1_000_000))}${Array.from({ length: 9 }, () => alphabet[randomInt(0, 31)]).join('')}`;
  return `${first}${creditCodeCheck(first)}`;
};

/** The 60-second resend rule, lifted for one phone, as if a minute had passed. */
export const forgetResendWait = async (phone: string): Promise<void> => {
  const { ddb, table } = await import('../../functions/lib/store/client.js');
  await ddb.send(new DeleteCommand({ TableName: table(), Key: { pk: `SMS#${phone}`, sk: 'RATE' } }));
};

/** Asks for a code and reads it from the local outbox. */
export const smsCodeFor = async (phone: string, scene: SmsScene, token?: string): Promise<string> => {
  await forgetResendWait(phone);
  const sent = await api('POST', `${BASE}/get-code`, { token, json: scene === 'pay-password' || scene === 'unsubscribe' ? { scene } : { phone, scene } });
  if (sent.body.code !== 200) throw new Error(`get-code ${scene} for ${phone}: ${JSON.stringify(sent.body)}`);
  const outbox = await api<{ code: string }>('GET', `/api/dev/sms?phone=${phone}`);
  return outbox.body.data.code;
};

export const login = async (phone: string, password: string, userType: AccountType, extra: Record<string, string> = {}) =>
  api<string>('POST', `${BASE}/login`, { json: { phone, password, userType, ...extra } });

export const info = async (token: string) => (await api<UserInfo>('GET', `${BASE}/info`, { token })).body.data;

export const register = async (
  userType: AccountType = 'PERSONAGE',
  overrides: { phone?: string; password?: string; orgName?: string } = {},
): Promise<TestPerson> => {
  const phone = overrides.phone ?? newPhone();
  const password = overrides.password ?? `pass${randomInt(1000, 9999)}word`;
  const nickname = `测试${randomInt(100, 999)}`;
  const orgName = overrides.orgName ?? (userType === 'PERSONAGE' ? undefined : `${userType === 'TEAM' ? '团队' : '企业'}${randomInt(0, 1e9)}`);
  const code = await smsCodeFor(phone, 'register');
  const extra =
    userType === 'TEAM' ? { teamName: orgName } : userType === 'COMPANY' ? { companyName: orgName, creditCode: newCreditCode() } : {};
  const registered = await api<{ userId: string; userNo: string }>('POST', `${BASE}/register`, {
    json: { phone, code, password, userType, nickname, ...extra, agreement: true },
  });
  if (registered.body.code !== 200) throw new Error(`register: ${JSON.stringify(registered.body)}`);
  const token = (await login(phone, password, userType)).body.data;
  return { ...registered.body.data, phone, password, nickname, token, orgName };
};

/** The password of every fixture person; its hash is computed once per test worker. */
export const FIXTURE_PASSWORD = 'fixture2026pass';
let fixtureHash: Promise<string> | undefined;

/**
 * A logged-in person of the given account type (a TEAM or COMPANY one administers its organisation), written
 * straight into the table with the project's own item builders and logged in with its own session module: the
 * same items registration writes, without the SMS round trip and two password hashes. Tests about registration
 * and login use `register` and `login`.
 */
export const newPerson = async (accountType: AccountType = 'PERSONAGE'): Promise<TestPerson> => {
  const [{ transact, table }, { newPersonItems }, { newOrgItems }, { hashPassword }, { newSession, sessionToken }, { newId }] = await Promise.all([
    import('../../functions/lib/store/client.js'),
    import('../../functions/account/store.js'),
    import('../../functions/account/org-store.js'),
    import('../../functions/account/password.js'),
    import('../../functions/lib/auth/session.js'),
    import('../../functions/lib/ids.js'),
  ]);
  fixtureHash ??= hashPassword(FIXTURE_PASSWORD);
  const passwordHash = await fixtureHash;
  const now = Date.now();
  const userId = newId();
  const nickname = `测试${randomInt(100, 999)}`;
  const orgName = accountType === 'PERSONAGE' ? undefined : `${accountType === 'TEAM' ? '团队' : '企业'}${randomInt(0, 1e9)}`;
  const orgId = orgName ? newId() : undefined;
  const org = orgName && orgId
    ? newOrgItems({
        orgId,
        type: accountType as 'TEAM' | 'COMPANY',
        name: orgName,
        ...(accountType === 'COMPANY' ? { creditCode: newCreditCode() } : {}),
        adminUserId: userId,
        status: 'ACTIVE',
        createTime: now,
      })
    : undefined;
  for (let attempt = 0; ; attempt += 1) {
    const phone = newPhone();
    const userNo = String(randomInt(10_000_000, 100_000_000));
    try {
      // The person, their organisation and their logged-in session, in one transaction.
      const session = newSession(userId, accountType, orgId);
      await transact([...newPersonItems({ userId, userNo, phone, passwordHash, nickname, status: 'NORMAL', createTime: now, updateTime: now }), ...(org?.items ?? []), { Put: { TableName: table(), Item: session.item } }]);
      return { userId, userNo, phone, password: FIXTURE_PASSWORD, nickname, token: await sessionToken(session.claims), orgName };
    } catch (error) {
      // A phone or number another test holds: draw again.
      if (attempt >= 4) throw error;
    }
  }
};

/**
 * Many people at once, written straight into the table (registering hundreds through the API would spend
 * minutes hashing passwords): profiles only, ULID ids, for groups and fan-out tests.
 */
export const bulkPeople = async (n: number, nickname = (i: number) => `成员${i}`): Promise<string[]> => {
  const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const [{ ddb, table }, { personKey }, { newId }] = await Promise.all([
    import('../../functions/lib/store/client.js'),
    import('../../functions/account/keys.js'),
    import('../../functions/lib/ids.js'),
  ]);
  const ids = Array.from({ length: n }, () => newId());
  for (let i = 0; i < ids.length; i += 25) {
    await ddb.send(
      new BatchWriteCommand({
        RequestItems: {
          [table()]: ids.slice(i, i + 25).map((userId, j) => ({
            PutRequest: { Item: { ...personKey(userId), userId, userNo: userId.slice(-8), nickname: nickname(i + j), sex: '男', status: 'NORMAL', createTime: Date.now() } },
          })),
        },
      }),
    );
  }
  return ids;
};

/**
 * Makes `userId` friends with each of `friendIds` they are not friends with yet (both sides, default settings), written straight into the table as
 * bulkPeople writes people: a group takes the owner's contacts only, and asking and agreeing through the API for
 * hundreds of members would hit the friend-request limit. Tests of friend requests themselves use the API.
 */
export const friendsWith = async (userId: string, friendIds: readonly string[]): Promise<void> => {
  const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const [{ ddb, table }, { friendKey }, { friendshipsOf, newFriendItem }] = await Promise.all([
    import('../../functions/lib/store/client.js'),
    import('../../functions/chat/keys.js'),
    import('../../functions/chat/friends/store.js'),
  ]);
  const now = Date.now();
  // Friends already (through the API) keep their settings: only the missing friendships are written.
  const already = await friendshipsOf(userId, friendIds);
  const sides = [...new Set(friendIds)].filter((id) => id !== userId && !already.has(id)).flatMap((id) => [newFriendItem(userId, id, [], now), newFriendItem(id, userId, [], now)]);
  for (let i = 0; i < sides.length; i += 25) {
    await ddb.send(new BatchWriteCommand({ RequestItems: { [table()]: sides.slice(i, i + 25).map((side) => ({ PutRequest: { Item: { ...friendKey(side.userId, side.friendId), ...side } } })) } }));
  }
};

