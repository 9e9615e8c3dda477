/**
 * Team invitations: the administrator invites, the invited person gets an INVITE_FRIENDS_JOIN_TEAM card in chat
 * (INVITE_FRIENDS_RECOVER_TEAM for a former member),
 * reads the invitation's detail, and joins (then can log in as the team) or refuses; answers are final, expired
 * invitations are refused, and nobody else reads or answers them.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import type WebSocket from 'ws';
import { ERRORS } from '../../shared/errors.js';
import type { TeamInviteRecord } from '../../shared/schemas/team-invite.js';
import { memberKey } from '../../functions/account/keys.js';
import { teamRecordKey } from '../../functions/org/keys.js';
import { ddb, table } from '../../functions/lib/store/client.js';
import { api } from '../support/api.js';
import { info, login, newPerson, type TestPerson } from '../support/people.js';
import { openSocket, recordFrames } from '../support/sockets.js';

const TEAM = '/api/pc/hezuo/user-team';
const sockets: WebSocket[] = [];
afterEach(() => sockets.splice(0).forEach((s) => s.terminate()));

const invite = (admin: TestPerson, userIds: string[]) => api<{ records: string[] }>('POST', `${TEAM}/invite`, { token: admin.token, json: { userIds } });
const detail = (person: TestPerson, id: string) => api<TeamInviteRecord>('POST', `${TEAM}/team-detail/${id}`, { token: person.token, json: {} });
const join = (person: TestPerson, teamRecordId: string, pass: boolean) => api('POST', `${TEAM}/join`, { token: person.token, json: { teamRecordId, pass } });

describe('team invitations', () => {
  it('reach the invited person as a card, and joining makes them a member who can log in as the team', async () => {
    const [admin, friend, stranger] = await Promise.all([newPerson('TEAM'), newPerson(), newPerson()]);
    const socket = await openSocket(inject('cloud').wsUrl, `channel=chat&messageType=MSG&joinUserId=${admin.userId}&token=${friend.token}`);
    sockets.push(socket);
    const frames = recordFrames(socket);

    const sent = await invite(admin, [friend.userId]);
    expect(sent.body.code).toBe(200);
    const [recordId] = sent.body.data.records;
    const card = await frames.waitFor('MSG', 1_000);
    expect(card.messageContentType).toBe('INVITE_FRIENDS_JOIN_TEAM');
    expect(JSON.parse(String(card.content))).toMatchObject({ recomendId: recordId, teamName: admin.orgName });

    const seen = await detail(friend, recordId!);
    expect(seen.body.data).toMatchObject({ id: recordId, name: admin.orgName, info: { teamName: admin.orgName, total: 1, administrator: admin.nickname, status: null, expire: false } });
    // A stranger neither reads nor answers it.
    expect((await detail(stranger, recordId!)).body.code).toBe(404);
    expect((await join(stranger, recordId!, true)).body.code).toBe(404);
    // The administrator reads it but cannot answer for the invited person.
    expect((await join(admin, recordId!, true)).body.code).toBe(ERRORS.NOT_REQUEST_RECEIVER.code);

    expect((await join(friend, recordId!, true)).body.code).toBe(200);
    expect((await detail(friend, recordId!)).body.data.info).toMatchObject({ status: true, total: 2 });
    expect((await join(friend, recordId!, false)).body.code).toBe(ERRORS.REQUEST_DECIDED.code);
    const asTeam = (await login(friend.phone, friend.password, 'TEAM')).body.data;
    expect(await info(asTeam)).toMatchObject({ userType: 'TEAM', teamName: admin.orgName, isAdmin: false });
  });

  it('bring a former member back with a recover card, restoring their membership', async () => {
    // Prepare: a member who joined and then left (status as the team writes it).
    const [admin, former] = await Promise.all([newPerson('TEAM'), newPerson()]);
    const [first] = (await invite(admin, [former.userId])).body.data.records;
    expect((await join(former, first!, true)).body.code).toBe(200);
    const teamId = (await info(admin.token)).teamId as string;
    await ddb.send(new UpdateCommand({ TableName: table(), Key: memberKey(teamId, former.userId), UpdateExpression: 'SET #s = :r', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':r': 'RESIGNED' } }));
    expect((await login(former.phone, former.password, 'TEAM')).body.code).not.toBe(200);
    const socket = await openSocket(inject('cloud').wsUrl, `channel=chat&messageType=MSG&joinUserId=${admin.userId}&token=${former.token}`);
    sockets.push(socket);
    const frames = recordFrames(socket);

    // Act
    const [recordId] = (await invite(admin, [former.userId])).body.data.records;

    // Assess
    expect((await frames.waitFor('MSG', 1_000)).messageContentType).toBe('INVITE_FRIENDS_RECOVER_TEAM');
    expect((await detail(former, recordId!)).body.data.info).toMatchObject({ recover: true, status: null, total: 1 });
    expect((await join(former, recordId!, true)).body.code).toBe(200);
    expect((await detail(former, recordId!)).body.data.info).toMatchObject({ status: true, total: 2 });
    const asTeam = (await login(former.phone, former.password, 'TEAM')).body.data;
    expect(await info(asTeam)).toMatchObject({ userType: 'TEAM', teamName: admin.orgName });
    // A current member is not invited again.
    expect((await invite(admin, [former.userId])).body.data.records).toEqual([]);
  });

  it('can be refused, expire, and are only sent by the team administrator', async () => {
    const [admin, a, b, outsider] = await Promise.all([newPerson('TEAM'), newPerson(), newPerson(), newPerson()]);
    const [first, second] = (await invite(admin, [a.userId, b.userId])).body.data.records;
    expect((await join(a, first!, false)).body.code).toBe(200);
    expect((await detail(a, first!)).body.data.info.status).toBe(false);

    await ddb.send(new UpdateCommand({ TableName: table(), Key: teamRecordKey(second!), UpdateExpression: 'SET expireTime = :past', ExpressionAttributeValues: { ':past': Date.now() - 1 } }));
    expect((await detail(b, second!)).body.data.info.expire).toBe(true);
    expect((await join(b, second!, true)).body.code).toBe(ERRORS.INVITE_EXPIRED.code);

    // A person's own (personal) session cannot invite; nor can a bad list.
    expect((await api('POST', `${TEAM}/invite`, { token: outsider.token, json: { userIds: [a.userId] } })).status).toBe(403);
    const empty = await invite(admin, []);
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('请选择联系人');
  });

  it('wait one at a time: inviting a person again, even 20 times at once, sends no second card until they answer', async () => {
    // Prepare: the invited person's chat with the administrator open, to count the cards.
    const [admin, person] = await Promise.all([newPerson('TEAM'), newPerson()]);
    const socket = await openSocket(inject('cloud').wsUrl, `channel=chat&messageType=MSG&joinUserId=${admin.userId}&token=${person.token}`);
    sockets.push(socket);
    const frames = recordFrames(socket);

    // Act: a burst of invitations of the same person.
    const answers = await Promise.all(Array.from({ length: 20 }, () => invite(admin, [person.userId])));

    // Assess: every answer names the one invitation; one card reached the person.
    const ids = new Set(answers.map((a) => a.body.data.records[0]));
    expect(answers.every((a) => a.body.code === 200)).toBe(true);
    expect(ids.size).toBe(1);
    await frames.waitFor('MSG', 5_000);
    const history = await api<{ records: { messageContentType: string }[] }>('GET', `/api/mall/message/record?messageType=MSG&joinUserId=${admin.userId}&size=50`, { token: person.token });
    expect(history.body.data.records.filter((m) => m.messageContentType === 'INVITE_FRIENDS_JOIN_TEAM')).toHaveLength(1);

    // Once refused, the team may ask again: a new invitation and a new card.
    const [first] = [...ids];
    expect((await join(person, first!, false)).body.code).toBe(200);
    const again = (await invite(admin, [person.userId])).body.data.records[0];
    expect(again).not.toBe(first);
  });
});
