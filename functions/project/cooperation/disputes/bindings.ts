/** The dispute routes' handlers (shared/routes/cooperation.ts `disputeRoutes`), served by the project-disputes unit (../../disputes-handler.ts). */
import { disputeRoutes } from '../../../../shared/routes/cooperation.js';
import { routeIn } from '../../../../shared/routes/types.js';
import { authOf, bind } from '../../../lib/http/unit-handler.js';
import { deskCase } from './desk-case.js';
import { askDispute, closeEvidence, decideDispute, deskList, deskView, takeDispute } from './desk.js';
import { disputeDetail, openDispute, submitEvidence, verifyDispute, withdrawDispute } from './parties.js';

const r = <const I extends (typeof disputeRoutes)[number]['id']>(id: I) => routeIn(disputeRoutes, id);

export const disputeBindings = [
  bind(r('project.dispute.verify'), (input, ctx) => verifyDispute(authOf(ctx), input.projectId)),
  bind(r('project.dispute.open'), (input, ctx) => openDispute(authOf(ctx), input)),
  bind(r('project.dispute.detail'), (input, ctx) => disputeDetail(authOf(ctx), input)),
  bind(r('project.dispute.evidence'), (input, ctx) => submitEvidence(authOf(ctx), input)),
  bind(r('project.dispute.withdraw'), (input, ctx) => withdrawDispute(authOf(ctx), input)),
  bind(r('project.desk.disputes'), (input, ctx) => deskList(authOf(ctx).userId, input)),
  bind(r('project.desk.case'), (input, ctx) => deskCase(authOf(ctx).userId, input)),
  bind(r('project.desk.take'), async (input, ctx) => deskView(await takeDispute(authOf(ctx).userId, input))),
  bind(r('project.desk.ask'), async (input, ctx) => deskView(await askDispute(authOf(ctx).userId, input))),
  bind(r('project.desk.closeEvidence'), async (input, ctx) => deskView(await closeEvidence(authOf(ctx).userId, input))),
  bind(r('project.desk.decide'), async (input, ctx) => deskView(await decideDispute(authOf(ctx).userId, input))),
];
