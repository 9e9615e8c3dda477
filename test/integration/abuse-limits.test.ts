/**
 * Cheap actions that reach other people or cost the platform are limited per person (RATE_LIMITS, docs/SECURITY.md
 * "Abuse limits"): friend requests, group applications and upload presigns. Within one window, the limit passes and
 * the next is refused with 429 naming how long to wait; another person is not affected. (Chat sends:
 * chat-messages.test.ts; login and SMS codes: account-login and account-security.)
 */
import { RATE_LIMITS, type RateAction } from '../../shared/limits.js';
import { call } from '../support/api.js';
import { bulkPeople, friendsWith, newPerson } from '../support/people.js';

/** Waits for the start of a fresh window when too little of this one is left for the burst (the count is per window). */
const freshWindow = async (action: RateAction, needMs: number) => {
  const windowMs = RATE_LIMITS[action].seconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
};

const refusal = (action: RateAction) => new RegExp(`^${RATE_LIMITS[action].message.replace('{wait}', '\\d+(秒|分钟)')}$`);

describe('limits on cheap actions', () => {
  it(`let a person ask ${RATE_LIMITS.friendRequest.count} strangers to be friends an hour, then answer 429`, { timeout: 60_000 }, async () => {
    const [asker, other] = await Promise.all([newPerson(), newPerson()]);
    const strangers = await bulkPeople(RATE_LIMITS.friendRequest.count + 1);
    await freshWindow('friendRequest', 20_000);

    const answers = [];
    for (const receiverId of strangers) answers.push(await call('chat.addFriend', { receiverId, information: '你好' }, asker.token));

    expect(answers.slice(0, -1).every((a) => a.body.code === 200)).toBe(true);
    expect({ status: answers.at(-1)!.status, code: answers.at(-1)!.body.code }).toEqual({ status: 429, code: 429 });
    expect(answers.at(-1)!.body.msg).toMatch(refusal('friendRequest'));
    expect((await call('chat.addFriend', { receiverId: strangers[0]!, information: '你好' }, other.token)).body.code).toBe(200);
  });

  it(`let a person apply to ${RATE_LIMITS.groupApply.count} groups an hour, then answer 429`, { timeout: 60_000 }, async () => {
    const [owner, applicant] = await Promise.all([newPerson(), newPerson()]);
    const [member] = await bulkPeople(1);
    await friendsWith(owner.userId, [member!]);
    const groups: string[] = [];
    for (let i = 0; i <= RATE_LIMITS.groupApply.count; i += 1) groups.push((await call<string>('chat.createGroup', { userIds: [member!] }, owner.token)).body.data);
    await freshWindow('groupApply', 20_000);

    const answers = [];
    for (const groupId of groups) answers.push(await call('chat.groupApply', { groupId, description: '想加入' }, applicant.token));

    expect(answers.slice(0, -1).every((a) => a.body.code === 200)).toBe(true);
    expect(answers.at(-1)!.status).toBe(429);
    expect(answers.at(-1)!.body.msg).toMatch(refusal('groupApply'));
  });

  it(`let a person presign ${RATE_LIMITS.presign.count} uploads a minute, then answer 429`, { timeout: 60_000 }, async () => {
    const person = await newPerson();
    await freshWindow('presign', 20_000);

    const answers = await Promise.all(
      Array.from({ length: RATE_LIMITS.presign.count + 5 }, () => call('upload.presign', { kind: 'chat-file', fileName: 'a.txt', contentType: 'text/plain', size: 10 }, person.token)),
    );

    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(RATE_LIMITS.presign.count);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.body.msg).toMatch(refusal('presign'));
  });
});
