/**
 * The service desk's side of disputes over sockets and the parties' backlog (issue 30's desk; docs/cooperation.md
 * "Disputes"): desk staff's global sockets hear of a dispute opened, answered, taken and escalated (NEED_RADIO `kind: 'desk'`),
 * and nobody else's does — not a stranger's, not a party's, not a person whose SERVICE role was taken away; and a
 * 终止合作 ruling tells each side once (the termination's 合作已终止), not once more as the dispute's end.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '../../shared/envelope.js';
import { DISPUTE } from '../../shared/limits.js';
import type { DeskDisputeRow } from '../../shared/schemas/cooperation-dispute.js';
import { inject } from 'vitest';
import { ddb, table } from '../../functions/lib/store/client.js';
import { personKey } from '../../functions/account/keys.js';
import type { Frame } from '../support/sockets.js';
import { socketPool, type Listener } from '../support/sockets.js';
import { call } from '../support/api.js';
import { deskStaff, openAcceptanceDispute, takeDispute, twiceRefused } from '../support/disputes.js';
import { newRequestId } from '../support/money.js';
import { newPerson } from '../support/people.js';
import { ok } from '../support/projects.js';

const open = socketPool(() => inject('cloud').wsUrl);
const DAY = 86_400_000;

const contentOf = (frame: Frame): { kind?: string; event?: string; id?: string; projectId?: string; state?: string } => {
  try {
    return JSON.parse(String(frame.content)) as Record<string, string>;
  } catch {
    return {};
  }
};
/** The desk's pushes a socket received about one dispute. */
const deskPushes = (l: Listener, disputeId: string) => l.frames.filter((f) => f.messageType === 'NEED_RADIO' && contentOf(f).kind === 'desk' && contentOf(f).id === disputeId);
/** A heartbeat's answer: every frame pushed to the socket before it has arrived. */
const settled = async (l: Listener) => {
  const before = l.frames.filter((f) => f.messageType === 'HEARTBEAT').length;
  l.socket.send(JSON.stringify({ messageType: 'HEARTBEAT' }));
  await expect.poll(() => l.frames.filter((f) => f.messageType === 'HEARTBEAT').length, { timeout: 5_000 }).toBeGreaterThan(before);
};

describe('the desk’s pushes', () => {
  it('reach desk staff when a dispute is opened, answered and taken; never a stranger, a party or former staff', { timeout: 120_000 }, async () => {
    const [c, staff, former, stranger] = await Promise.all([twiceRefused(), deskStaff(), deskStaff(), newPerson()]);
    const [deskSocket, formerSocket, strangerSocket, partySocket] = await Promise.all([
      open(staff.token, 'channel=radio'),
      open(former.token, 'channel=radio'),
      open(stranger.token, 'channel=radio'),
      open(c.partyA.token, 'channel=radio'),
    ]);
    // The former member of the desk loses the role after its socket joined the desk's room.
    await ddb.send(new UpdateCommand({ TableName: table(), Key: personKey(former.userId), UpdateExpression: 'REMOVE #roles', ExpressionAttributeNames: { '#roles': 'roles' } }));

    const opened = await openAcceptanceDispute(c, 'partyB');
    await expect.poll(() => deskPushes(deskSocket, opened.id).length, { timeout: 10_000 }).toBe(1);
    expect(contentOf(deskPushes(deskSocket, opened.id)[0]!)).toEqual({ kind: 'desk', event: 'dispute', projectId: c.projectId, id: opened.id, state: 'OPEN' });

    // Party A answers, the desk takes it: each is pushed to the desk.
    ok(await call('project.dispute.evidence', { projectId: c.projectId, disputeId: opened.id, text: '交付物缺少约定的原型', files: [] }, c.partyA.token), 'evidence');
    await expect.poll(() => deskPushes(deskSocket, opened.id).length, { timeout: 10_000 }).toBe(2);
    await takeDispute(staff, c, opened.id);
    await expect.poll(() => deskPushes(deskSocket, opened.id).map((f) => contentOf(f).state), { timeout: 10_000 }).toEqual(['OPEN', 'OPEN', 'EVIDENCE']);

    // Nobody else heard of the desk's business: every push before a heartbeat's answer has arrived by then.
    await Promise.all([settled(formerSocket), settled(strangerSocket), settled(partySocket)]);
    for (const l of [formerSocket, strangerSocket, partySocket]) expect(l.frames.filter((f) => contentOf(f).kind === 'desk')).toEqual([]);
    expect(strangerSocket.types().filter((t) => t === 'NEED_RADIO')).toEqual([]);
    // The party hears of its own cooperation as a project event, as before.
    expect(partySocket.frames.some((f) => contentOf(f).kind === 'project')).toBe(true);
  });

  it('reach desk staff when a ruling that does not come is escalated by its timer', { timeout: 120_000 }, async () => {
    const [c, staff] = await Promise.all([twiceRefused(), deskStaff()]);
    const opened = await openAcceptanceDispute(c, 'partyB');
    const taken = await takeDispute(staff, c, opened.id);
    ok(await call('project.desk.closeEvidence', { projectId: c.projectId, disputeId: opened.id }, staff.token), 'close evidence');
    const deskSocket = await open(staff.token, 'channel=radio');
    ok(await call('project.devSweep', { now: taken.evidenceDue! + (DISPUTE.decideDays + 1) * DAY, objectIds: [c.projectId] }), 'sweep');
    await expect.poll(() => deskPushes(deskSocket, opened.id).map((f) => contentOf(f).state), { timeout: 10_000 }).toEqual(['DECIDING']);
    const row = ok<Page<DeskDisputeRow>>(await call('project.desk.disputes', { current: 1, size: 50 }, staff.token), 'list').records.find((r) => r.id === opened.id);
    expect(row).toMatchObject({ escalated: true, state: 'DECIDING' });
  });
});

describe('a 终止合作 ruling', () => {
  it('tells each side once: the termination’s 合作已终止 with its money, no second note of the dispute’s end', { timeout: 120_000 }, async () => {
    const [c, staff] = await Promise.all([twiceRefused(), deskStaff()]);
    const opened = await openAcceptanceDispute(c, 'partyB');
    await takeDispute(staff, c, opened.id);
    const [aSocket, bSocket] = await Promise.all([open(c.partyA.token, 'channel=radio'), open(c.partyB.token, 'channel=radio')]);
    ok(await call('project.desk.decide', { projectId: c.projectId, disputeId: opened.id, ruling: 'TERMINATE', toB: 60_000, reason: '交付物部分可用，按比例分配', requestId: newRequestId() }, staff.token), 'decide');

    for (const [side, socket] of [[c.partyA, aSocket], [c.partyB, bSocket]] as const) {
      const backlog = ok<{ records: { title: string; content: string }[] }>(await call('project.backlog', { current: 1, size: 50 }, side.token), 'backlog').records;
      const endings = backlog.filter((b) => b.title.startsWith('合作已终止') || b.title.startsWith('纠纷已结束'));
      expect(endings.map((b) => b.title)).toEqual([expect.stringMatching(/^合作已终止：/)]);
      expect(endings[0]!.content).toContain('纠纷裁决终止，原因：交付物部分可用，按比例分配');
      // One push for the one ruling.
      await settled(socket);
      expect(socket.frames.filter((f) => f.messageType === 'NEED_RADIO' && contentOf(f).kind === 'project')).toHaveLength(1);
    }
    // The party's dispute to-dos are settled all the same.
    for (const side of [c.partyA, c.partyB]) {
      const todos = ok<{ records: { title: string }[] }>(await call('project.backlog', { current: 1, size: 50, todo: true }, side.token), 'to-dos').records;
      expect(todos.filter((b) => b.title.startsWith('请提交纠纷证据'))).toEqual([]);
    }
  });
});
