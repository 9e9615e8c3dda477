/**
 * The privacy policy's promise (隐私政策 7.2): ACCOUNT_RESTORE_DAYS after a personal account is cancelled, its personal
 * information is deleted or anonymised. The account domain's timer does it (shared/process/account.ts); the test
 * clock (`account.devSweep`) moves time for the people it names.
 */
import { ACCOUNT_RESTORE_DAYS } from '../../shared/limits.js';
import { phoneKey } from '../../functions/account/keys.js';
import { ERASED_NICKNAME, getPerson, setPersonFields } from '../../functions/account/store.js';
import { getItem } from '../../functions/lib/store/client.js';
import { api } from '../support/api.js';
import { login, register, smsCodeFor, type TestPerson } from '../support/people.js';

const BASE = '/api/pc/hezuo/user-personage';
const DAY = 86_400_000;
const post = <T = unknown>(path: string, json: unknown, token?: string) => api<T>('POST', `${BASE}/${path}`, { json, token });
const sweep = async (now: number, userId: string) => (await api<{ fired: number; failed: number }>('POST', '/api/dev/account-timers/sweep', { json: { now, objectIds: [userId] } })).body.data;

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
