/**
 * A cooperation's open matter (docs/cooperation.md "Changes, endings and disputes"): while a demand change, a
 * termination or a dispute is open, the phases are held — no phase move, no escrow paid, no acceptance by party A,
 * and the acceptance timer pays nothing — and the refusal names what holds them; one matter at a time, opened under the
 * cooperation's revision, so a phase move and an opening never pass each other. The matter itself is opened here
 * through the store (its own routes open it in their suites), the rest through the HTTP routes and the test clock.
 */
import { ERRORS } from '../../shared/errors.js';
import { commit } from '../../functions/project/store.js';
import { withMatter, withoutMatter, resumedPhaseSteps } from '../../functions/project/cooperation/matters.js';
import { cooperationStep, getCooperation, getPhase } from '../../functions/project/cooperation/store.js';
import { call } from '../support/api.js';
import { coopInfo, deliverPhase, fundedCooperation, startedCooperation } from '../support/cooperation.js';
import { newRequestId, PAY_PASSWORD } from '../support/money.js';
import { ok } from '../support/projects.js';

const DAY = 86_400_000;

/** Opens (or closes) a matter on the cooperation as its routes do: one conditional write of the cooperation. */
const open = async (projectId: string, id = `m-${Date.now()}`) => {
  const coop = (await getCooperation(projectId))!;
  await commit([cooperationStep(coop, withMatter(coop, { kind: 'TERMINATION', id, side: 'partyA', since: Date.now() })).step]);
  return id;
};
const close = async (projectId: string, id: string, now = Date.now()) => {
  const coop = (await getCooperation(projectId))!;
  const running = await getPhase(projectId, coop.current);
  const resumed = resumedPhaseSteps(running, now);
  await commit([cooperationStep(coop, withoutMatter(coop, id, now)).step, ...resumed.steps]);
};

describe('an open matter holds the phases', () => {
  it('refuses party moves and the escrow with 102112 naming the matter, and lets them go on once it closes', { timeout: 90_000 }, async () => {
    const c = await startedCooperation();
    const id = await open(c.projectId);
    const escrow = await call('project.coop.payEscrow', { projectId: c.projectId, amount: c.detail.escrowDue, payPassword: PAY_PASSWORD, requestId: newRequestId() }, c.partyA.token);
    expect(escrow.body).toMatchObject({ code: ERRORS.COOPERATION_HELD.code, msg: expect.stringContaining('终止合作') });
    // A second matter is refused while one is open.
    await expect(open(c.projectId)).rejects.toMatchObject({ code: ERRORS.COOPERATION_MATTER_OPEN.code });
    await close(c.projectId, id);
    ok(await call('project.coop.payEscrow', { projectId: c.projectId, amount: c.detail.escrowDue, payPassword: PAY_PASSWORD, requestId: newRequestId() }, c.partyA.token), 'escrow after');
    const id2 = await open(c.projectId);
    const moved = await call('project.coop.goCheck', { projectId: c.projectId, phase: 1 }, c.partyB.token);
    expect(moved.body.code).toBe(ERRORS.COOPERATION_HELD.code);
    expect((await coopInfo(c)).phases[0]!.state).toBe('COMPILING');
    await close(c.projectId, id2);
    ok(await call('project.coop.goCheck', { projectId: c.projectId, phase: 1 }, c.partyB.token), 'go check after');
  });

  it('keeps the acceptance timer from paying while held, and gives party A its full acceptance time again when it closes', { timeout: 90_000 }, async () => {
    const c = await fundedCooperation();
    await deliverPhase(c, 1);
    const delivered = (await coopInfo(c)).phases[0]!;
    expect(delivered.state).toBe('ACCEPTING');
    const id = await open(c.projectId);
    expect((await call('project.coop.acceptancePass', { projectId: c.projectId, phase: 1 }, c.partyA.token)).body.code).toBe(ERRORS.COOPERATION_HELD.code);
    // Fifteen days on: the automatic acceptance comes due and pays nothing.
    const later = Date.now() + 15 * DAY;
    ok(await call('project.devSweep', { now: later, objectIds: [c.projectId] }), 'sweep');
    const held = await getPhase(c.projectId, 1);
    expect(held).toMatchObject({ state: 'ACCEPTING' });
    expect((await getCooperation(c.projectId))!.paid).toBe(0);
    await close(c.projectId, id, later);
    // Set again from the closing: due 14 days after it, not at once.
    const resumed = (await getPhase(c.projectId, 1))!;
    expect(resumed.autoAcceptAt).toBeGreaterThan(later + 13 * DAY);
    ok(await call('project.devSweep', { now: later + DAY, objectIds: [c.projectId] }), 'sweep a day after');
    expect((await getPhase(c.projectId, 1))!.state).toBe('ACCEPTING');
    ok(await call('project.devSweep', { now: resumed.autoAcceptAt! + 60_000, objectIds: [c.projectId] }), 'sweep at the new time');
    expect((await getPhase(c.projectId, 1))!.state).toBe('ACCEPTED');
  });

  it('marks no phase overdue while held, and marks it once the matter closes if its deadline passed meanwhile', { timeout: 90_000 }, async () => {
    const c = await fundedCooperation();
    const due = (await getPhase(c.projectId, 1))!.dueTime!;
    const id = await open(c.projectId);
    ok(await call('project.devSweep', { now: due + 60_000, objectIds: [c.projectId] }), 'sweep past the deadline');
    expect((await getPhase(c.projectId, 1))!.overdue).toBeUndefined();
    await close(c.projectId, id, due + 120_000);
    ok(await call('project.devSweep', { now: due + 180_000, objectIds: [c.projectId] }), 'sweep after the closing');
    expect((await getPhase(c.projectId, 1))!.overdue).toMatchObject({ state: 'OVERDUE', dueTime: due });
  });

  it('is opened under the cooperation’s revision: of an opening and a phase move at once, one is refused', { timeout: 90_000 }, async () => {
    const c = await fundedCooperation();
    const coop = (await getCooperation(c.projectId))!;
    // A move lands between the read and the opening's write: the opening, written over the revision it read, is refused.
    ok(await call('project.coop.goCheck', { projectId: c.projectId, phase: 1 }, c.partyB.token), 'go check');
    await expect(commit([cooperationStep(coop, withMatter(coop, { kind: 'CHANGE', id: 'late', side: 'partyA', since: Date.now() })).step])).rejects.toMatchObject({
      code: ERRORS.STALE_DATA.code,
    });
    expect((await getCooperation(c.projectId))!.matter).toBeUndefined();
  });
});
