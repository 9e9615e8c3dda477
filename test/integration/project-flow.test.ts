/**
 * Projects I end to end through the local gateway: a company posts a demand, a team finds it by a Chinese keyword
 * and applies, the company accepts, the team changes a phase amount, the company confirms with the negotiation fee:
 * both see the agreed negotiation, the counts move, the fee went through the ledger.
 */
import type { Page } from '../../shared/envelope.js';
import { negotiationFeeOf } from '../../shared/limits.js';
import type { NegotiationDetail, ProjectCard, ProjectDetail, RequestCard } from '../../shared/schemas/project.js';
import type { CenterCount } from '../../shared/schemas/content.js';
import type { WalletInfo } from '../../shared/schemas/wallet.js';
import { call } from '../support/api.js';
import { fundWallet, newRequestId, PAY_PASSWORD, setPayPassword } from '../support/money.js';
import { newPerson } from '../support/people.js';
import { demandFields, ok, releasedProject } from '../support/projects.js';
import { uniqueWord } from '../support/projects-search.js';

/**
 * Reads until `until` holds (or 30 s pass, when the test's own expectation then fails): the index follows the table's
 * stream within a second or two on a quiet machine, longer on a busy one. How fast is a figure of the bench (`npm run
 * bench -- search`: "table write → found" in docs/BENCHMARKS.md), never an assertion here.
 */
const eventually = async <T>(read: () => Promise<T>, until: (value: T) => boolean, ms = 30_000): Promise<T> => {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (until(value) || Date.now() - start > ms) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('a demand to an agreed cooperation', () => {
  it('posts, finds, applies, negotiates and agrees, with the fee through the ledger', { timeout: 120_000 }, async () => {
    const company = await newPerson('COMPANY');
    const team = await newPerson('TEAM');
    const word = uniqueWord();
    const project = await releasedProject(company, { name: `门店预约微信小程序的开发${word}` });
    expect(project.state).toBe('RELEASED');
    expect(project.relation).toBe('partyA');
    expect(project.budget).toBe(800_000);

    // Found by Chinese words in another order, once the index has followed the stream.
    const found = await eventually(
      async () => ok<Page<ProjectCard>>(await call('search.projects', { keyword: `小程序开发 ${word}` }, team.token), 'search'),
      (page) => page.records.some((r) => r.projectId === project.projectId),
    );
    expect(found.records.map((r) => r.projectId)).toContain(project.projectId);

    const { id: applicationId } = ok<{ id: string }>(await call('project.apply', { projectId: project.projectId, message: '我们做过类似项目' }, team.token), 'apply');
    const again = await call('project.apply', { projectId: project.projectId, message: '' }, team.token);
    expect(again.body.code).toBe(102009);
    const received = ok<Page<RequestCard>>(await call('project.requests', { box: 'receive-apply' }, company.token), 'requests');
    expect(received.records[0]?.id).toBe(applicationId);
    expect(received.records[0]?.actions.map((a) => a.name)).toEqual(['accept', 'decline']);
    const countsBefore = ok<CenterCount>(await call('content.centerCount', {}, company.token), 'count');
    expect(countsBefore.receiveApply).toBe(1);
    expect(countsBefore.backlog).toBeGreaterThanOrEqual(1);

    // Party B may not accept its own application.
    expect((await call('project.answerRequest', { id: applicationId, action: 'accept' }, team.token)).body.code).toBe(102002);
    const accepted = ok<RequestCard>(await call('project.answerRequest', { id: applicationId, action: 'accept' }, company.token), 'accept');
    expect(accepted.state).toBe('ACCEPTED');
    const negotiationId = accepted.negotiationId as string;

    const opened = ok<NegotiationDetail>(await call('project.negotiation', { id: negotiationId }, team.token), 'negotiation');
    expect(opened.state).toBe('A_PROPOSED');
    expect(opened.actions.map((a) => a.name)).toEqual(['proposeByB', 'confirmByB', 'terminate']);
    const terms = { ...opened.versions[0]!.terms, phases: opened.versions[0]!.terms.phases.map((p, i) => (i === 1 ? { ...p, amount: 550_000 } : p)) };
    const proposed = ok<NegotiationDetail>(await call('project.propose', { id: negotiationId, version: 1, terms }, team.token), 'propose');
    expect(proposed).toMatchObject({ state: 'B_PROPOSED', version: 2, total: 850_000 });
    // A stale version is refused as stale.
    expect((await call('project.propose', { id: negotiationId, version: 1, terms }, company.token)).body.code).toBe(100002);

    const fee = negotiationFeeOf(850_000);
    await setPayPassword(company);
    await fundWallet(company, 100_000);
    const agreed = ok<NegotiationDetail>(await call('project.confirm', { id: negotiationId, version: 2, payPassword: PAY_PASSWORD, requestId: newRequestId() }, company.token), 'confirm');
    expect(agreed.state).toBe('AGREED');
    expect(agreed.fee).toMatchObject({ amount: fee, paid: true });
    const wallet = ok<WalletInfo>(await call('wallet.info', {}, company.token), 'wallet');
    expect(wallet.available).toBe(100_000 - fee);

    const detail = ok<ProjectDetail>(await call('project.info', { projectId: project.projectId }, company.token), 'info');
    expect(detail.state).toBe('AGREED');
    // Party B's details say the project was agreed with it, not that its negotiation is over; then that it cooperates.
    const partyBView = ok<ProjectDetail>(await call('project.info', { projectId: project.projectId }, team.token), 'info as party B');
    expect([partyBView.relation, partyBView.engagement?.state, partyBView.engagement?.stateLabel]).toEqual(['partyB', 'DONE', '已达成合作']);
    ok(await call('project.coop.start', { projectId: project.projectId }, company.token), 'start');
    expect(ok<ProjectDetail>(await call('project.info', { projectId: project.projectId }, team.token), 'info as party B').engagement?.stateLabel).toBe('合作中');
    const tabs = ok<Page<{ id: string }>>(await call('project.negotiations', { tab: 'agreed' }, team.token), 'tab');
    expect(tabs.records.map((r) => r.id)).toEqual([negotiationId]);
    // No longer found once agreed.
    const gone = await eventually(
      async () => ok<Page<ProjectCard>>(await call('search.projects', { keyword: word }, team.token), 'search'),
      (page) => !page.records.some((r) => r.projectId === project.projectId),
    );
    expect(gone.records.map((r) => r.projectId)).not.toContain(project.projectId);
  });

  it('opens a negotiation when an invitee accepts; ends a declined invitation, a withdrawn application, and what waits on a withdrawn demand', async () => {
    const [owner, invitee, busy, applicant, late] = await Promise.all([newPerson(), newPerson(), newPerson(), newPerson(), newPerson()]);
    const project = await releasedProject(owner);
    const invite = async (who: { userId: string }) =>
      ok<{ sent: { id: string }[] }>(await call('project.invite', { projectIds: [project.projectId], inviteeType: 'PERSONAGE', inviteeId: who.userId, message: '诚邀洽谈' }, owner.token), 'invite').sent[0]!.id;

    // The invitee accepts: the negotiation opens on party A's demand as version 1, and the demand is 洽谈中.
    const accepted = ok<RequestCard>(await call('project.answerRequest', { id: await invite(invitee), action: 'accept' }, invitee.token), 'accept');
    expect(accepted.state).toBe('ACCEPTED');
    const opened = ok<NegotiationDetail>(await call('project.negotiation', { id: accepted.negotiationId! }, invitee.token), 'negotiation');
    expect(opened).toMatchObject({ state: 'A_PROPOSED', version: 1, total: 800_000 });
    expect(opened.actions.map((a) => a.name)).toEqual(['proposeByB', 'confirmByB', 'terminate']);
    expect(ok<ProjectDetail>(await call('project.info', { projectId: project.projectId }, owner.token), 'info').state).toBe('NEGOTIATING');

    // Another invitee declines, with a reason; an applicant takes its application back.
    const declined = ok<RequestCard>(await call('project.answerRequest', { id: await invite(busy), action: 'decline', reason: '档期已满' }, busy.token), 'decline');
    expect(declined).toMatchObject({ state: 'DECLINED', reason: '档期已满' });
    const { id: applied } = ok<{ id: string }>(await call('project.apply', { projectId: project.projectId, message: '申请' }, applicant.token), 'apply');
    expect(ok<RequestCard>(await call('project.answerRequest', { id: applied, action: 'cancel' }, applicant.token), 'cancel').state).toBe('CANCELLED');

    // Withdrawn, the demand ends what waits on it: the invitation nobody answered and the running negotiation.
    const waiting = await invite(late);
    ok(await call('project.withdraw', { projectId: project.projectId }, owner.token), 'withdraw');
    expect(ok<RequestCard>(await call('project.request', { id: waiting }, late.token), 'request').state).toBe('CLOSED');
    expect(ok<NegotiationDetail>(await call('project.negotiation', { id: accepted.negotiationId! }, invitee.token), 'negotiation')).toMatchObject({ state: 'CLOSED', terminatedBy: 'platform' });
  });

  it('keeps a draft with only its name, and refuses to release it until it is complete', async () => {
    const person = await newPerson();
    const { projectId } = ok<{ projectId: string }>(await call('project.saveDraft', { name: `草稿${uniqueWord()}` }, person.token), 'draft');
    const refused = await call('project.release', { projectId }, person.token);
    expect(refused.body.code).toBe(102004);
    expect((refused.body.data as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain('phases');
    const stranger = await newPerson();
    expect((await call('project.info', { projectId }, stranger.token)).body.code).toBe(404);
    const fields = demandFields();
    ok(await call('project.modify', { projectId, ...fields }, person.token), 'modify');
    ok(await call('project.release', { projectId }, person.token), 'release');
    const taken = await call('project.saveDraft', { name: fields.name }, person.token);
    expect(taken.body.code).toBe(102003);
  });

  it('finds a released demand by a Chinese keyword, and loses it when withdrawn or deleted', { timeout: 120_000 }, async () => {
    const [owner, visitor] = await Promise.all([newPerson(), newPerson()]);
    const word = uniqueWord();
    const project = await releasedProject(owner, { name: `社区团购小程序开发${word}` });
    const search = async () => ok<Page<ProjectCard>>(await call('search.projects', { keyword: `开发 社区团购 ${word}` }), 'search');
    const found = await eventually(search, (page) => page.records.some((r) => r.projectId === project.projectId));
    expect(found.records.map((r) => r.projectId)).toContain(project.projectId);
    expect(found.records.find((r) => r.projectId === project.projectId)?.highlight?.name).toContain('<em>');

    ok(await call('project.withdraw', { projectId: project.projectId }, owner.token), 'withdraw');
    const afterWithdraw = await eventually(search, (page) => !page.records.some((r) => r.projectId === project.projectId));
    expect(afterWithdraw.records.map((r) => r.projectId)).not.toContain(project.projectId);
    expect((await call('project.info', { projectId: project.projectId }, visitor.token)).body.code).toBe(404);

    ok(await call('project.release', { projectId: project.projectId }, owner.token), 'release again');
    await eventually(search, (page) => page.records.some((r) => r.projectId === project.projectId));
    ok(await call('project.withdraw', { projectId: project.projectId }, owner.token), 'withdraw');
    ok(await call('project.delete', { projectId: project.projectId }, owner.token), 'delete');
    const afterDelete = await eventually(search, (page) => !page.records.some((r) => r.projectId === project.projectId));
    expect(afterDelete.records.map((r) => r.projectId)).not.toContain(project.projectId);
    // Its name is free again for its owner.
    expect(ok<{ available: boolean }>(await call('project.verifyName', { name: `社区团购小程序开发${word}` }, owner.token), 'verify').available).toBe(true);
  });

  it('shows a private demand to nobody but its own side: not found, not readable, not appliable', async () => {
    const [owner, stranger] = await Promise.all([newPerson(), newPerson()]);
    const word = uniqueWord();
    const project = await releasedProject(owner, { name: `私密需求${word}`, visibility: 'PRIVATE' } as never);
    await eventually(
      async () => ok<Page<ProjectCard>>(await call('search.projects', { keyword: word }, owner.token), 'search'),
      (page) => page.records.length > 0,
    );
    const seen = ok<Page<ProjectCard>>(await call('search.projects', { keyword: word }, stranger.token), 'search');
    expect(seen.records).toEqual([]);
    expect((await call('project.info', { projectId: project.projectId }, stranger.token)).body.code).toBe(404);
    expect((await call('project.apply', { projectId: project.projectId, message: '' }, stranger.token)).body.code).toBe(404);
  });

  it('counts one view per viewer and hour, and none of the owner’s', async () => {
    const [owner, viewer] = await Promise.all([newPerson(), newPerson()]);
    const project = await releasedProject(owner);
    const view = async (token?: string) => ok<{ browseNum: number }>(await call('project.browse', { projectId: project.projectId }, token), 'browse').browseNum;
    expect(await view(viewer.token)).toBe(1);
    expect(await view(viewer.token)).toBe(1);
    expect(await view(owner.token)).toBe(1);
    expect(await view()).toBe(2);
    expect(await view()).toBe(2);
  });
});
