/**
 * The privacy policy's promise (隐私政策 7.2): ACCOUNT_RESTORE_DAYS after a personal account is cancelled, its personal
 * information is deleted or anonymised. The account domain's timer does it (shared/process/account.ts) and starts
 * the second step, what the person left in the wallet, the libraries, the messenger and storage, which the project
 * domain's sweep carries out (shared/process/erasure.ts); the test clocks (`account.devSweep`, `project.devSweep`)
 * move time for the people they name. Files are checked with the S3 SDK against the local S3 server.
 */
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ACCOUNT_RESTORE_DAYS } from '../../shared/limits.js';
import type { Contact } from '../../shared/schemas/chat-friends.js';
import type { RecordPage } from '../../shared/schemas/chat-messages.js';
import type { LibraryEntry, LibraryFolderPage } from '../../shared/schemas/libraries.js';
import { personResumeKey, phoneKey } from '../../functions/account/keys.js';
import { ERASED_NICKNAME, getPerson, setPersonFields } from '../../functions/account/store.js';
import { conversationKey } from '../../functions/chat/keys.js';
import { getFriendship } from '../../functions/chat/friends/store.js';
import { config } from '../../functions/lib/config.js';
import { s3 } from '../../functions/lib/s3/client.js';
import { keyOfFileUrl } from '../../functions/lib/s3/private-files.js';
import { presenceKey } from '../../functions/lib/socket/keys.js';
import { ddb, getItem, keysUnder, queryAll, table } from '../../functions/lib/store/client.js';
import { userPartition } from '../../functions/lib/store/partitions.js';
import { partyPartition } from '../../functions/project/libraries/keys.js';
import { walletAccountId } from '../../functions/wallet/accounts.js';
import { accountKey, identityKey, methodCountKey } from '../../functions/wallet/keys.js';
import { methodsOf } from '../../functions/wallet/method-store.js';
import { catchUpErasures, type CatchUpLine } from '../../infra/scripts/erasures.js';
import { api, call } from '../support/api.js';
import { joinTeam } from '../support/org.js';
import { friendsWith, login, newPerson, register, smsCodeFor, type TestPerson } from '../support/people.js';
import { ok } from '../support/projects.js';
import { completeBaseInfo, uploadAs } from '../support/uploads.js';

const BASE = '/api/pc/hezuo/user-personage';
const DAY = 86_400_000;
const post = <T = unknown>(path: string, json: unknown, token?: string) => api<T>('POST', `${BASE}/${path}`, { json, token });
const sweep = async (now: number, userId: string) => (await api<{ fired: number; failed: number }>('POST', '/api/dev/account-timers/sweep', { json: { now, objectIds: [userId] } })).body.data;
/** The project domain's sweep of one person's timers: the erasure's second step. */
const sweepSecondStep = async (now: number, userId: string) => (await api<{ fired: number; failed: number }>('POST', '/api/dev/timers/sweep', { json: { now, objectIds: [userId] } })).body.data;

const PDF = Buffer.from('%PDF-1.4\n% 合作云测试文件\n');

/** Whether storage holds the object behind one of our upload URLs (asked with the S3 SDK, not the product's signer). */
const stored = async (url: string): Promise<boolean> => {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: config.uploadBucket, Key: keyOfFileUrl(url)! }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
};

/** The sort keys of a partition's items (a person's own partition, a party's), all of them or those under a prefix. */
const sortKeys = async (pk: string, prefix?: string): Promise<string[]> =>
  (prefix
    ? await keysUnder(pk, prefix)
    : await queryAll<{ sk: string }>({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ProjectionExpression: 'sk', ConsistentRead: true })
  )
    .map((key) => key.sk)
    .sort();

const cancel = async (person: TestPerson): Promise<number> => {
  const code = await smsCodeFor(person.phone, 'unsubscribe', person.token);
  const { ticket } = (await post<{ ticket: string }>('unsubscribe-verify', { code }, person.token)).body.data;
  expect((await post('unsubscribe-userPersonage', { ticket }, person.token)).body.code).toBe(200);
  return (await getPerson(person.userId))!.cancelTime!;
};

describe(`a cancelled account, ${ACCOUNT_RESTORE_DAYS} days later`, () => {
  it('keeps everything during the restore period, then deletes or anonymises the personal information once', async () => {
    // Prepare: a person with a profile, cancelled.
    const person = await register();
    await setPersonFields(person.userId, { realName: '张三丰', email: 'zhang@example.com', introduction: '十年前端经验', address: '上海市浦东新区' });
    ok(await call('org.savePersonResume', { skills: ['React'], work: [{ company: '合作云', start: '2020-09' }], updateTime: 0 }, person.token), 'resume');
    const cancelTime = await cancel(person);
    const before = await getPerson(person.userId);

    // Act and assess: a minute before the period ends nothing fires and nothing changes.
    expect(await sweep(cancelTime + ACCOUNT_RESTORE_DAYS * DAY - 60_000, person.userId)).toEqual({ fired: 0, failed: 0 });
    expect(await getPerson(person.userId)).toEqual(before);

    // Act: the period is over.
    expect(await sweep(cancelTime + ACCOUNT_RESTORE_DAYS * DAY + 60_000, person.userId)).toEqual({ fired: 1, failed: 0 });

    // Assess: the personal information is gone, the id and number others' records name stay, the phone is free.
    const after = (await getPerson(person.userId))!;
    expect(after).toMatchObject({ userId: person.userId, userNo: before!.userNo, status: 'CANCELLED', nickname: ERASED_NICKNAME, phone: '', passwordHash: '' });
    expect(after.cancellation?.state).toBe('ERASED');
    for (const field of ['realName', 'email', 'introduction', 'address', 'payPasswordHash', 'headPortrait', 'sex'] as const) expect(after[field], field).toBeUndefined();
    expect(JSON.stringify(after)).not.toContain(person.phone);
    expect(await getItem(phoneKey(person.phone), { consistent: true })).toBeUndefined();
    expect(await getItem(personResumeKey(person.userId), { consistent: true })).toBeUndefined();
    expect((await login(person.phone, person.password, 'PERSONAGE')).body.code).not.toBe(200);
    const restore = await post('reactivate', { phone: person.phone, code: await smsCodeFor(person.phone, 'login').catch(() => '000000'), password: person.password });
    expect(restore.body.code).not.toBe(200);

    // Act and assess: a later sweep finds nothing more to do, and changes nothing.
    expect(await sweep(cancelTime + 30 * DAY, person.userId)).toEqual({ fired: 0, failed: 0 });
    expect(await getPerson(person.userId)).toEqual(after);

    // The number can be registered anew, as another person.
    const again = await register('PERSONAGE', { phone: person.phone });
    expect(again.userId).not.toBe(person.userId);
  });

  it('erases nothing of an account restored in its restore period', async () => {
    // Prepare: cancelled, then restored.
    const person = await register();
    const cancelTime = await cancel(person);
    expect((await post('reactivate', { phone: person.phone, code: await smsCodeFor(person.phone, 'login'), password: person.password })).body.code).toBe(200);
    const restored = await getPerson(person.userId);
    expect(restored?.cancellation?.state).toBe('RESTORED');

    // Act
    const outcome = await sweep(cancelTime + (ACCOUNT_RESTORE_DAYS + 1) * DAY, person.userId);

    // Assess
    expect(outcome).toEqual({ fired: 0, failed: 0 });
    expect(await getPerson(person.userId)).toEqual(restored);
    expect((await login(person.phone, person.password, 'PERSONAGE')).body.code).toBe(200);
  });
});

describe('the second step of the erasure', () => {
  it('deletes the files, withdrawal methods, identity documents, library and own messenger items, and keeps what others rely on', async () => {
    // Prepare: a person with an avatar, a bank card, identity documents on file, two files in their own library (one of
    // them the same upload they also filed in the library of a team they lead projects for), a friend they wrote to,
    // a friend group, and presence.
    const [person, friend, teamAdmin] = await Promise.all([newPerson(), newPerson(), newPerson('TEAM')]);
    await completeBaseInfo(person);
    const avatar = (await getPerson(person.userId))!.headPortrait!;
    ok(await call('wallet.addMethod', { type: 'BANK', name: '王小明', account: '6222020200112233445', bankName: '中国工商银行' }, person.token), 'bank card');
    const [front, back, resume, handbook] = await Promise.all([
      uploadAs(person, 'identity', 'front.png'),
      uploadAs(person, 'identity', 'back.png'),
      uploadAs(person, 'library-file', '简历.pdf', PDF, 'application/pdf'),
      uploadAs(person, 'library-file', '团队手册.pdf', PDF, 'application/pdf'),
    ]);
    ok(await call('wallet.saveIdentity', { front: front.fileUrl, back: back.fileUrl }, person.token), 'identity');
    ok<LibraryEntry>(await call('project.materialSave', { type: 'FILE', name: '简历', fileUrl: resume.fileUrl }, person.token), 'own file');
    ok<LibraryEntry>(await call('project.materialSave', { type: 'FILE', name: '团队手册', fileUrl: handbook.fileUrl }, person.token), 'own copy');
    ok(await call('project.assistUpdate', { content: '我的协助说明' }, person.token), 'assist');
    await joinTeam(teamAdmin, person);
    ok(await call('org.projectLeader', { userId: person.userId, leader: true }, teamAdmin.token), 'name leader');
    const asTeam = (await login(person.phone, person.password, 'TEAM')).body.data as string;
    ok<LibraryEntry>(await call('project.materialSave', { type: 'FILE', name: '团队手册', fileUrl: handbook.fileUrl }, asTeam), 'team file');
    await friendsWith(person.userId, [friend.userId]);
    ok(await call('chat.sendLink', { messageType: 'MSG', joinUserId: friend.userId, content: 'https://example.com/plan' }, person.token), 'message');
    ok(await call('chat.addGroup', { commonField: '老同学' }, person.token), 'friend group');
    await ddb.send(new PutCommand({ TableName: table(), Item: { ...presenceKey(person.userId), conns: new Set(['gone-socket']), ttl: Math.floor(Date.now() / 1000) + 3600 } }));
    const wallet = walletAccountId('PERSONAGE', person.userId);
    const ownParty = partyPartition(`PERSONAGE:${person.userId}`);
    expect(await methodsOf(wallet)).toHaveLength(1);
    expect(await sortKeys(ownParty, 'LIB')).not.toEqual([]);
    const cancelTime = await cancel(person);

    // Act: the restore period ends; the account's step erases the person item and starts the second step.
    const erasedAt = cancelTime + ACCOUNT_RESTORE_DAYS * DAY + 60_000;
    expect(await sweep(erasedAt, person.userId)).toEqual({ fired: 1, failed: 0 });

    // Assess: the avatar is off the person item but kept as the second step's work; nothing else is touched yet.
    const between = (await getPerson(person.userId))!;
    expect(between.headPortrait).toBeUndefined();
    expect(between.erasure).toEqual({ state: 'PENDING', processVersion: 1, files: [avatar] });
    expect(await stored(avatar)).toBe(true);

    // Act: the project domain's sweep runs the second step.
    expect(await sweepSecondStep(erasedAt, person.userId)).toEqual({ fired: 1, failed: 0 });

    // Assess: the step is done, its timer gone.
    expect((await getPerson(person.userId))!.erasure).toEqual({ state: 'DONE', processVersion: 1 });
    expect(await sweepSecondStep(erasedAt + DAY, person.userId)).toEqual({ fired: 0, failed: 0 });
    // Files only the person used are deleted; the upload the team's library holds stays.
    expect(await Promise.all([avatar, front.fileUrl, back.fileUrl, resume.fileUrl].map(stored))).toEqual([false, false, false, false]);
    expect(await stored(handbook.fileUrl)).toBe(true);
    // The wallet keeps no withdrawal method nor document; its ledger is untouched (nothing moved here).
    expect(await methodsOf(wallet)).toEqual([]);
    expect(await getItem(methodCountKey(wallet), { consistent: true })).toBeUndefined();
    expect(await getItem(identityKey(wallet), { consistent: true })).toBeUndefined();
    expect(await sortKeys(accountKey(wallet).pk)).toEqual([]);
    // The personal libraries and assist instructions are gone; the team's library still lists the file.
    expect(await sortKeys(ownParty, 'LIB')).toEqual([]);
    expect(await sortKeys(ownParty, 'ASSIST')).toEqual([]);
    const teamLibrary = ok<LibraryFolderPage>(await call('project.materialList', {}, teamAdmin.token), 'team library');
    expect(teamLibrary.records.map((entry) => entry.name)).toEqual(['团队手册']);
    // The person's own partition holds the anonymised person item only: conversations, friendships, friend groups,
    // presence are gone.
    expect(await sortKeys(userPartition(person.userId))).toEqual(['PROFILE']);

    // What the friend holds stays theirs: their side of the friendship, their conversation, the message, now from
    // 已注销用户 without an avatar; their contacts show the person as 已注销.
    expect(await getFriendship(friend.userId, person.userId)).toBeDefined();
    expect(await getItem(conversationKey(friend.userId, 'MSG', person.userId), { consistent: true })).toBeDefined();
    const history = (await api<RecordPage>('GET', `/api/mall/message/record?messageType=MSG&joinUserId=${person.userId}`, { token: friend.token })).body.data;
    expect(history.records).toHaveLength(1);
    expect(history.records[0]).toMatchObject({ userId: person.userId, content: 'https://example.com/plan', nickname: ERASED_NICKNAME, headPortrait: '' });
    const contacts = ok<Contact[]>(await call('chat.showFriend', {}, friend.token), 'friends');
    expect(contacts.find((c) => c.userId === person.userId)).toMatchObject({ nickname: ERASED_NICKNAME, headPortrait: '', userStatus: '已注销' });
  });

  it('leaves everything for the next sweep when storage refuses, which then finishes it', async () => {
    // Prepare: an erased person whose second step is due, with an avatar and a bank card.
    const person = await newPerson();
    await completeBaseInfo(person);
    const avatar = (await getPerson(person.userId))!.headPortrait!;
    ok(await call('wallet.addMethod', { type: 'ALIPAY', name: '王小明', account: 'wxm@example.com' }, person.token), 'alipay');
    const erasedAt = (await cancel(person)) + ACCOUNT_RESTORE_DAYS * DAY + 60_000;
    expect(await sweep(erasedAt, person.userId)).toEqual({ fired: 1, failed: 0 });

    // Act: the step fires (in this worker) while S3 cannot be reached.
    const { sweepTimers } = await import('../../functions/project/timers.js');
    const endpoint = process.env.AWS_ENDPOINT_URL_S3;
    process.env.AWS_ENDPOINT_URL_S3 = 'http://127.0.0.1:9';
    let failed: { fired: number; failed: number };
    try {
      failed = await sweepTimers(erasedAt, [person.userId]);
    } finally {
      process.env.AWS_ENDPOINT_URL_S3 = endpoint;
    }

    // Assess: nothing was half-done: the file, the card and the pending step with its timer are all still there.
    expect(failed).toEqual({ fired: 0, failed: 1 });
    expect(await stored(avatar)).toBe(true);
    expect(await methodsOf(walletAccountId('PERSONAGE', person.userId))).toHaveLength(1);
    expect((await getPerson(person.userId))!.erasure).toMatchObject({ state: 'PENDING', files: [avatar] });

    // Act: the next sweep.
    expect(await sweepSecondStep(erasedAt + 60_000, person.userId)).toEqual({ fired: 1, failed: 0 });

    // Assess
    expect(await stored(avatar)).toBe(false);
    expect(await methodsOf(walletAccountId('PERSONAGE', person.userId))).toEqual([]);
    expect((await getPerson(person.userId))!.erasure).toEqual({ state: 'DONE', processVersion: 1 });
  });
});

describe('a large library', () => {
  it('goes a batch at a time, each batch done for good, so a step out of time goes on where it stopped', async () => {
    // Prepare: three files in a person's library.
    const person = await newPerson();
    const uploads = await Promise.all(['甲', '乙', '丙'].map((name) => uploadAs(person, 'library-file', `${name}.pdf`, PDF, 'application/pdf')));
    for (const [i, upload] of uploads.entries()) ok<LibraryEntry>(await call('project.materialSave', { type: 'FILE', name: `文件${i}`, fileUrl: upload.fileUrl }, person.token), 'file');
    const party = partyPartition(`PERSONAGE:${person.userId}`);
    const { eraseElsewhere } = await import('../../functions/project/erasure.js');

    // Act: the step with one file a batch and its time already over, in this worker.
    const first = await eraseElsewhere(person.userId, [], { until: 0, batch: 1 });

    // Assess: one file and its items went, the rest wait.
    expect(first).toMatchObject({ done: false, files: 1 });
    expect((await Promise.all(uploads.map((u) => stored(u.fileUrl)))).filter(Boolean)).toHaveLength(2);
    expect(await sortKeys(party, 'LIBFILE#')).toHaveLength(2);

    // Act: the next runs go on until it is through.
    const rest: boolean[] = [];
    for (let run = 0; run < 5 && !rest.includes(true); run += 1) rest.push((await eraseElsewhere(person.userId, [], { until: 0, batch: 1 })).done);

    // Assess
    expect(rest).toEqual([false, false, true]);
    expect(await Promise.all(uploads.map((u) => stored(u.fileUrl)))).toEqual([false, false, false]);
    expect(await sortKeys(party, 'LIB')).toEqual([]);
  });
});

describe('the operators’ catch-up (npm run ops -- erasures)', () => {
  it('gives accounts cancelled before the process their erasure, and those erased before the second step that step, once', async () => {
    // Prepare: three accounts as older code left them — cancelled 20 days ago and 3 days ago with no cancellation, and
    // one erased with no second step (a bank card left behind) — and a live one.
    const now = Date.now();
    const [long, recent, erased, live] = await Promise.all([newPerson(), newPerson(), newPerson(), newPerson()]);
    ok(await call('wallet.addMethod', { type: 'BANK', name: '王小明', account: '6222020200112233445', bankName: '中国工商银行' }, erased.token), 'bank card');
    await setPersonFields(long.userId, { status: 'CANCELLED', cancelTime: now - 20 * DAY });
    await setPersonFields(recent.userId, { status: 'CANCELLED', cancelTime: now - 3 * DAY });
    await setPersonFields(erased.userId, { status: 'CANCELLED', cancelTime: now - 40 * DAY, cancellation: { state: 'ERASED', processVersion: 1 }, nickname: ERASED_NICKNAME });
    const ours = new Set([long, recent, erased, live].map((p) => p.userId));

    // Act: the command as the operators run it, acting on this test's people only (it reads the whole table).
    const lines: CatchUpLine[] = [];
    const totals = await catchUpErasures({ now, only: ours }, (line) => void lines.push(line));

    // Assess: each of the three once, with what it was given; the live one not at all.
    expect(totals.found).toBeGreaterThanOrEqual(3);
    expect(Object.fromEntries(lines.map((l) => [l.userId, l.done]))).toEqual({ [long.userId]: 'cancellation', [recent.userId]: 'cancellation', [erased.userId]: 'second-step' });
    expect((await getPerson(long.userId))!.cancellation).toEqual({ state: 'RESTORABLE', processVersion: 1 });

    // The one cancelled long ago is erased at the next sweep; the recent one only when its 15 days are over.
    expect(await sweep(now + 60_000, long.userId)).toEqual({ fired: 1, failed: 0 });
    expect((await getPerson(long.userId))!).toMatchObject({ nickname: ERASED_NICKNAME, phone: '', cancellation: { state: 'ERASED' }, erasure: { state: 'PENDING' } });
    expect(await sweep(now + 60_000, recent.userId)).toEqual({ fired: 0, failed: 0 });
    expect(await sweep(now - 3 * DAY + ACCOUNT_RESTORE_DAYS * DAY + 60_000, recent.userId)).toEqual({ fired: 1, failed: 0 });
    // The one erased before: its second step finds the card.
    expect(await sweepSecondStep(now + 60_000, erased.userId)).toEqual({ fired: 1, failed: 0 });
    expect(await methodsOf(walletAccountId('PERSONAGE', erased.userId))).toEqual([]);
    expect((await getPerson(erased.userId))!.erasure).toEqual({ state: 'DONE', processVersion: 1 });

    // Act and assess: a second run finds none of them.
    const again: CatchUpLine[] = [];
    await catchUpErasures({ now, only: ours }, (line) => void again.push(line));
    expect(again).toEqual([]);
    expect((await getPerson(live.userId))!.status).toBe('NORMAL');
  });

  it('lists without changing anything when asked to list', async () => {
    const person = await newPerson();
    await setPersonFields(person.userId, { status: 'CANCELLED', cancelTime: Date.now() - DAY });
    const lines: CatchUpLine[] = [];
    await catchUpErasures({ dryRun: true, only: new Set([person.userId]) }, (line) => void lines.push(line));
    expect(lines).toEqual([{ userId: person.userId, cancelTime: expect.any(Number), done: 'would' }]);
    expect((await getPerson(person.userId))!.cancellation).toBeUndefined();
  });
});
