/**
 * The project-negotiation unit (shared/units.ts): Projects I (docs/projects.md) after a demand is out — invitations
 * and applications, negotiations and their versions of the terms, the negotiation fee.
 */
import { projectRoutes } from '../../shared/routes/project.js';
import { routeIn } from '../../shared/routes/types.js';
import { authOf, bind, none, unitHandler } from '../lib/http/unit-handler.js';
import { confirm, negotiationDetail, negotiations, payFee, propose, terminate } from './negotiations.js';
import { answerRequest, apply, invitableProjects, invite, inviteCandidates, leaveMessage, requestInfo, requests } from './requests.js';

const r = <const I extends (typeof projectRoutes)[number]['id']>(id: I) => routeIn(projectRoutes, id);

export const handler = unitHandler('project-negotiation', projectRoutes, [
  bind(r('project.inviteList'), (input, ctx) => inviteCandidates(authOf(ctx), input)),
  bind(r('project.invitableProjects'), (input, ctx) => invitableProjects(authOf(ctx), input.inviteeType, input.inviteeId)),
  bind(r('project.invite'), (input, ctx) => invite(authOf(ctx), input)),
  bind(r('project.leaveMessage'), (input, ctx) => none(leaveMessage(authOf(ctx), input.id, input.message))),
  bind(r('project.apply'), (input, ctx) => apply(authOf(ctx), input)),
  bind(r('project.requests'), (input, ctx) => requests(authOf(ctx), input)),
  bind(r('project.request'), (input, ctx) => requestInfo(authOf(ctx), input.id)),
  bind(r('project.answerRequest'), (input, ctx) => answerRequest(authOf(ctx), input)),
  bind(r('project.negotiations'), (input, ctx) => negotiations(authOf(ctx), input)),
  bind(r('project.negotiation'), (input, ctx) => negotiationDetail(authOf(ctx), input.id)),
  bind(r('project.propose'), (input, ctx) => propose(authOf(ctx), input)),
  bind(r('project.confirm'), (input, ctx) => confirm(authOf(ctx), input)),
  bind(r('project.payFee'), (input, ctx) => payFee(authOf(ctx), input)),
  bind(r('project.terminate'), (input, ctx) => terminate(authOf(ctx), input)),
]);
