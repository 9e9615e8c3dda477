/**
 * What the dispute routes name (docs/SECURITY.md "Authorization matrix"; test/support/authz/things.ts): a cooperation
 * whose dispute window is open, a dispute opened on one, and the service desk's case of it. The parties' calls are
 * owned by a side of the cooperation, the desk's by a member of the desk; a stranger — anyone else, a party to the desk's
 * calls included — is refused with 403 or 404 and changes nothing.
 */
import type { RouteId, RouteInputOf } from '../../../shared/routes/index.js';
import { newRequestId } from '../money.js';
import { deskStaff, openAcceptanceDispute, takeDispute, twiceRefused } from '../disputes.js';
import type { Declaration, ThingCase } from './things.js';

const thing = <I extends RouteId>(...cases: ThingCase<I>[]): Declaration<I> => ({ names: 'thing', cases });

/** A cooperation with its acceptance dispute window open, and optionally a dispute opened by party B (taken by the desk). */
const aDispute = async (stage: 'window' | 'opened' | 'taken') => {
  const c = await twiceRefused();
  const watch = [`PROJECT#${c.projectId}`];
  if (stage === 'window') return { c, watch, disputeId: '', staff: undefined };
  const { id } = await openAcceptanceDispute(c);
  if (stage === 'opened') return { c, watch, disputeId: id, staff: await deskStaff() };
  const staff = await deskStaff();
  await takeDispute(staff, c, id);
  return { c, watch, disputeId: id, staff };
};

const byParty = <I extends RouteId>(stage: 'window' | 'opened', side: 'partyA' | 'partyB', input: (w: { projectId: string; disputeId: string }) => RouteInputOf<I>, what: string): Declaration<I> =>
  thing<I>({
    thing: what,
    build: async () => {
      const { c, watch, disputeId } = await aDispute(stage);
      return { owner: c[side], input: input({ projectId: c.projectId, disputeId }), watch };
    },
  });

const byDesk = <I extends RouteId>(stage: 'opened' | 'taken', input: (w: { projectId: string; disputeId: string }) => RouteInputOf<I>): Declaration<I> =>
  thing<I>({
    thing: `a dispute’s case (${stage})`,
    build: async () => {
      const { c, watch, disputeId, staff } = await aDispute(stage);
      return { owner: staff!, input: input({ projectId: c.projectId, disputeId }), watch };
    },
  });

export const DISPUTE_DECLARATIONS = {
  'project.dispute.verify': byParty<'project.dispute.verify'>('window', 'partyB', ({ projectId }) => ({ projectId }), 'a cooperation whose dispute window is open'),
  'project.dispute.open': byParty<'project.dispute.open'>('window', 'partyB', ({ projectId }) => ({ projectId, kind: 'ACCEPTANCE', claim: '验收不通过的理由不成立' }), 'a cooperation whose dispute window is open'),
  'project.dispute.detail': byParty<'project.dispute.detail'>('opened', 'partyA', (w) => w, 'a dispute'),
  'project.dispute.evidence': byParty<'project.dispute.evidence'>('opened', 'partyA', (w) => ({ ...w, text: '交付物与约定不符，附对比说明' }), 'a dispute'),
  'project.dispute.withdraw': byParty<'project.dispute.withdraw'>('opened', 'partyB', (w) => w, 'a dispute'),
  // The desk's list names nothing: it is the desk's own queue (anyone else is refused: cooperation-disputes.test.ts).
  'project.desk.disputes': { names: 'nothing' },
  'project.desk.case': byDesk<'project.desk.case'>('opened', (w) => w),
  'project.desk.take': byDesk<'project.desk.take'>('opened', (w) => w),
  'project.desk.ask': byDesk<'project.desk.ask'>('taken', (w) => ({ ...w, to: 'both', text: '请双方说明验收标准的约定' })),
  'project.desk.closeEvidence': byDesk<'project.desk.closeEvidence'>('taken', (w) => w),
  'project.desk.decide': byDesk<'project.desk.decide'>('taken', (w) => ({ ...w, ruling: 'REVISE', reason: '交付物尚需修改', requestId: newRequestId() })),
} as const;
