/**
 * The processes' durable timers through the HTTP routes (docs/processes.md "Timers"): an invitation unanswered for
 * 7 days expires (a late answer gets 102010, before and after the sweep), a demand closes at its application deadline,
 * an unpaid negotiation fee ends the negotiation after 7 days. Time is moved with the local stage's sweep route,
 * which fires what is due at a given moment, as the scheduled sweep will when that moment comes.
 */
import type { NegotiationDetail, ProjectDetail, RequestCard } from '../../shared/schemas/project.js';
import { call } from '../support/api.js';
import { newPerson } from '../support/people.js';
import { ok, releasedProject } from '../support/projects.js';

const DAY = 86_400_000;
/** Moves time for the named objects only (the cloud is shared: other tests' timers stay where they are). */
const sweepAt = async (now: number, ...objectIds: string[]) => ok<{ fired: number; failed: number }>(await call('project.devSweep', { now, objectIds }), 'sweep');

describe('process timers', () => {
  it('expires an invitation after 7 days: a late answer is refused with 102010 and the card shows 已失效', async () => {
    const [owner, invitee] = await Promise.all([newPerson(), newPerson()]);
    const project = await releasedProject(owner);
    const sent = ok<{ sent: { id: string }[] }>(await call('project.invite', { projectIds: [project.projectId], inviteeType: 'PERSONAGE', inviteeId: invitee.userId, message: '来洽谈' }, owner.token), 'invite');
    const id = sent.sent[0]!.id;
    const pending = ok<RequestCard>(await call('project.request', { id }, invitee.token), 'request');
    expect(pending.actions.map((a) => a.name)).toEqual(['accept', 'decline']);
    expect(pending.expireTime! - Date.now()).toBeGreaterThan(7 * DAY - 60_000);

    const swept = await sweepAt(Date.now() + 7 * DAY + 60_000, id);
    expect(swept.fired).toBe(1);
    expect(swept.failed).toBe(0);
    const expired = ok<RequestCard>(await call('project.request', { id }, invitee.token), 'request');
    expect(expired).toMatchObject({ state: 'EXPIRED', stateLabel: '已失效', actions: [] });
    expect((await call('project.answerRequest', { id, action: 'accept' }, invitee.token)).body.code).toBe(102010);
    // A sweep again fires nothing more for it, and the invitee may be invited again.
    expect((await sweepAt(Date.now() + 8 * DAY, id)).fired).toBe(0);
    const again = ok<{ sent: { id: string }[] }>(await call('project.invite', { projectIds: [project.projectId], inviteeType: 'PERSONAGE', inviteeId: invitee.userId, message: '' }, owner.token), 'invite again');
    expect(again.sent).toHaveLength(1);
  });

  it('closes a demand nobody negotiates at its deadline, and its pending applications with it', async () => {
    const [owner, applicant] = await Promise.all([newPerson(), newPerson()]);
    const deadline = Date.now() + 2 * DAY;
    const project = await releasedProject(owner, { applyDeadline: deadline });
    const { id } = ok<{ id: string }>(await call('project.apply', { projectId: project.projectId, message: '' }, applicant.token), 'apply');
    await sweepAt(deadline - 60_000, project.projectId);
    expect(ok<ProjectDetail>(await call('project.info', { projectId: project.projectId }, owner.token), 'info').state).toBe('RELEASED');
    await sweepAt(deadline + 60_000, project.projectId);
    const closed = ok<ProjectDetail>(await call('project.info', { projectId: project.projectId }, owner.token), 'info');
    expect(closed).toMatchObject({ state: 'CLOSED', stateLabel: '已截止' });
    expect(closed.actions.map((a) => a.name)).toContain('release');
    expect(ok<RequestCard>(await call('project.request', { id }, applicant.token), 'request').state).toBe('CLOSED');
  });

  it('ends a negotiation whose fee party A left unpaid for 7 days, and the demand is open again', async () => {
    const [owner, applicant] = await Promise.all([newPerson(), newPerson()]);
    const project = await releasedProject(owner, { applyDeadline: Date.now() + 30 * DAY });
    const { id } = ok<{ id: string }>(await call('project.apply', { projectId: project.projectId, message: '' }, applicant.token), 'apply');
    const { negotiationId } = ok<RequestCard>(await call('project.answerRequest', { id, action: 'accept' }, owner.token), 'accept');
    expect(ok<ProjectDetail>(await call('project.info', { projectId: project.projectId }, owner.token), 'info').state).toBe('NEGOTIATING');
    const confirmed = ok<NegotiationDetail>(await call('project.confirm', { id: negotiationId!, version: 1 }, applicant.token), 'confirm');
    expect(confirmed.state).toBe('CONFIRMED');
    expect(confirmed.feeDue! - Date.now()).toBeGreaterThan(7 * DAY - 60_000);
    await sweepAt(Date.now() + 7 * DAY + 60_000, negotiationId!);
    const ended = ok<NegotiationDetail>(await call('project.negotiation', { id: negotiationId! }, applicant.token), 'negotiation');
    expect(ended).toMatchObject({ state: 'TERMINATED', terminatedBy: 'platform', actions: [] });
    expect(ok<ProjectDetail>(await call('project.info', { projectId: project.projectId }, owner.token), 'info').state).toBe('RELEASED');
  });
});
