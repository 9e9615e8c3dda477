/**
 * What the money storm of issue 30 (test/deep/integration/cooperation-storm-30.test.ts) found, each as the smallest
 * flow through the HTTP routes that shows it (docs/cooperation.md "Disputes", "Termination").
 */
import { negotiationFeeOf, phaseServiceFeeOf } from '../../shared/limits.js';
import type { CooperationDetail } from '../../shared/schemas/cooperation.js';
import type { DisputeView } from '../../shared/schemas/cooperation-dispute.js';
import type { WalletInfo } from '../../shared/schemas/wallet.js';
import { call } from '../support/api.js';
import { deskStaff, openAcceptanceDispute, takeDispute } from '../support/disputes.js';
import { newRequestId } from '../support/money.js';
import { ok } from '../support/projects.js';

const PHASES = [
  { name: '设计', amount: 120_000, days: 5, deliverables: '设计稿' },
  { name: '开发', amount: 180_000, days: 10, deliverables: '源码' },
];

describe('the desk’s 验收通过 of a phase party A refused twice, under one-time escrow', () => {
  it('pays the phase and begins the next one (the refused phase’s overdue timer and the next phase’s are one timer item)', { timeout: 90_000 }, async () => {
    // Found by the storm: the posting dropped the refused phase's overdue timer and set the next phase's, the same
    // item (the phases' timers are kept beside the project by transition name), in one transaction: DynamoDB refused
    // it and the ruling answered 500.
    const { build, PHASE_WAYS } = await import('../support/states/index.js');
    const total = PHASES.reduce((s, p) => s + p.amount, 0);
    const options = { phases: PHASES, escrowPlan: 'ALL_AT_ONCE' as const, wallet: negotiationFeeOf(total) + total };
    const built = await build([...PHASE_WAYS.REJECTED(options, PHASES), { do: 'move', name: 'ensureNoPass' }, { do: 'deliver' }, { do: 'move', name: 'acceptanceNoPass', reason: '仍不符合要求' }], options);
    const c = { partyA: built.partyA, partyB: built.partyB, projectId: built.projectId };
    const staff = await deskStaff();
    const opened = await openAcceptanceDispute(c);
    await takeDispute(staff, c, opened.id);
    const decided = await call<DisputeView>('project.desk.decide', { projectId: c.projectId, disputeId: opened.id, ruling: 'ACCEPT', reason: '交付物符合约定', requestId: newRequestId() }, staff.token);
    expect(decided.body).toMatchObject({ code: 200, data: { state: 'DECIDED' } });
    const detail = ok<CooperationDetail>(await call('project.coop.info', { projectId: c.projectId }, c.partyA.token), 'info');
    expect(detail.phases.map((p) => p.state)).toEqual(['ACCEPTED', 'COMPILING']);
    expect(detail.money.inEscrow).toBe(180_000);
    expect(ok<WalletInfo>(await call('wallet.info', {}, c.partyB.token), 'wallet').available).toBe(120_000 - phaseServiceFeeOf(120_000));
  });
});
