/**
 * The project-cooperation unit (shared/units.ts): Projects II's cooperation (docs/cooperation.md) — starting it,
 * escrow, the phases' check, assessment and acceptance, records, handovers and deliveries.
 */
import { cooperationRoutes } from '../../shared/routes/cooperation.js';
import { terminationRoutes } from '../../shared/routes/termination.js';
import { routeIn } from '../../shared/routes/types.js';
import { authOf, bind, unitHandler } from '../lib/http/unit-handler.js';
import { handOver } from './cooperation/handovers.js';
import { agreeChange, cancelChange, changeRefunds, paySupplement, queryChange, recoverChangeDocs, refuseChange, startChange } from './cooperation/changes.js';
import { postpone, queryOverdue } from './cooperation/overdue.js';
import { acceptanceByPartyA, movePhase, payEscrow, startCooperation } from './cooperation/service.js';
import { setAcceptanceTips } from './cooperation/tips.js';
import { agreeTermination, counterTermination, openTermination, refuseTermination } from './cooperation/termination.js';
import { recoverCooperation } from './cooperation/recovery.js';
import { terminationAnswer } from './cooperation/termination-views.js';
import { completionOf, cooperationDates, cooperationDetail, cooperationList, cooperationProgress, cooperationStatus, phaseRecords, phaseView, processRecords, serviceStatus } from './cooperation/views.js';

const ROUTES = [...cooperationRoutes, ...terminationRoutes] as const;
/** A moved phase as its mover may see it (party B's own check is never shown to party A). */
const moved = async (move: ReturnType<typeof movePhase | typeof postpone>) => {
  const { phase, side } = await move;
  return phaseView(phase, side);
};
const r = <const I extends (typeof ROUTES)[number]['id']>(id: I) => routeIn(ROUTES, id);

export const handler = unitHandler('project-cooperation', ROUTES, [
  // ------------------------------------------------------------ cooperation (docs/cooperation.md)
  bind(r('project.coop.start'), async (input, ctx) => {
    await startCooperation(authOf(ctx), input.projectId);
    return cooperationDetail(authOf(ctx), input.projectId);
  }),
  bind(r('project.coop.payEscrow'), async (input, ctx) => {
    await payEscrow(authOf(ctx), input);
    return cooperationDetail(authOf(ctx), input.projectId);
  }),
  bind(r('project.coop.info'), (input, ctx) => cooperationDetail(authOf(ctx), input.projectId)),
  bind(r('project.coop.list'), (input, ctx) => cooperationList(authOf(ctx), input)),
  bind(r('project.coop.progress'), (input, ctx) => cooperationProgress(authOf(ctx), input.projectId)),
  bind(r('project.coop.status'), (input, ctx) => cooperationStatus(authOf(ctx), input.projectId)),
  bind(r('project.coop.serviceStatus'), (input, ctx) => serviceStatus(authOf(ctx), input.projectId)),
  bind(r('project.coop.nextStep'), async (input, ctx) => ({ nextStep: (await cooperationStatus(authOf(ctx), input.projectId)).nextStep })),
  bind(r('project.coop.dates'), (input, ctx) => cooperationDates(authOf(ctx), input.projectId)),
  bind(r('project.coop.completion'), (input, ctx) => completionOf(authOf(ctx), input.projectId)),
  bind(r('project.coop.tips'), (input, ctx) => setAcceptanceTips(authOf(ctx), input.seen)),
  bind(r('project.coop.goCheck'), (input, ctx) => moved(movePhase(authOf(ctx), 'goCheck', input))),
  bind(r('project.coop.checkPass'), (input, ctx) => moved(movePhase(authOf(ctx), 'checkPass', input))),
  bind(r('project.coop.checkNoPass'), (input, ctx) => moved(movePhase(authOf(ctx), 'checkNoPass', input))),
  bind(r('project.coop.goCompile'), (input, ctx) => moved(movePhase(authOf(ctx), 'goCompile', input))),
  bind(r('project.coop.goAssess'), (input, ctx) => moved(movePhase(authOf(ctx), 'goAssess', input))),
  bind(r('project.coop.assessPass'), (input, ctx) => moved(movePhase(authOf(ctx), 'assessPass', input))),
  bind(r('project.coop.assessNoPass'), (input, ctx) => moved(movePhase(authOf(ctx), 'assessNoPass', input))),
  bind(r('project.coop.goAcceptance'), (input, ctx) => moved(movePhase(authOf(ctx), 'goAcceptance', input))),
  bind(r('project.coop.syncModify'), (input, ctx) => moved(movePhase(authOf(ctx), 'syncModify', input))),
  bind(r('project.coop.modifyAgain'), (input, ctx) => moved(movePhase(authOf(ctx), 'modifyAgain', input))),
  bind(r('project.coop.acceptancePass'), async (input, ctx) => phaseView(await acceptanceByPartyA(authOf(ctx), input))),
  bind(r('project.coop.acceptanceNoPass'), (input, ctx) => moved(movePhase(authOf(ctx), 'acceptanceNoPass', input))),
  bind(r('project.coop.purchaseNoPass'), (input, ctx) => moved(movePhase(authOf(ctx), 'acceptanceNoPass', input))),
  bind(r('project.coop.ensureNoPass'), (input, ctx) => moved(movePhase(authOf(ctx), 'ensureNoPass', input))),
  bind(r('project.coop.queryOverdue'), (input, ctx) => queryOverdue(authOf(ctx), input.projectId)),
  bind(r('project.coop.askPostpone'), (input, ctx) => moved(postpone(authOf(ctx), 'askPostpone', input))),
  bind(r('project.coop.agreePostpone'), (input, ctx) => moved(postpone(authOf(ctx), 'agreePostpone', input))),
  bind(r('project.coop.refusePostpone'), (input, ctx) => moved(postpone(authOf(ctx), 'refusePostpone', input))),
  // Demand change (docs/cooperation.md "Demand change").
  bind(r('project.coop.queryChange'), (input, ctx) => queryChange(authOf(ctx), input.projectId)),
  bind(r('project.coop.startChange'), (input, ctx) => startChange(authOf(ctx), input)),
  bind(r('project.coop.agreeChange'), (input, ctx) => agreeChange(authOf(ctx), input)),
  bind(r('project.coop.refuseChange'), (input, ctx) => refuseChange(authOf(ctx), input)),
  bind(r('project.coop.cancelChange'), (input, ctx) => cancelChange(authOf(ctx), 'cancelByA', input)),
  bind(r('project.coop.leaderCancelChange'), (input, ctx) => cancelChange(authOf(ctx), 'cancelByB', input)),
  bind(r('project.coop.changeSupplement'), (input, ctx) => paySupplement(authOf(ctx), input)),
  bind(r('project.coop.changeRefund'), (input, ctx) => changeRefunds(authOf(ctx), input.projectId)),
  bind(r('project.coop.changeRecoverDocs'), (input, ctx) => recoverChangeDocs(authOf(ctx), input.projectId)),
  bind(r('project.coop.records'), (input, ctx) => processRecords(authOf(ctx), input)),
  bind(r('project.coop.phaseRecords'), (input, ctx) => phaseRecords(authOf(ctx), input)),
  bind(r('project.coop.toPartyBHandover'), (input, ctx) => handOver(authOf(ctx), 'toPartyBHandover', input)),
  bind(r('project.coop.toPartyBSubmit'), (input, ctx) => handOver(authOf(ctx), 'toPartyBSubmit', input)),
  bind(r('project.coop.toPartyAHandover'), (input, ctx) => handOver(authOf(ctx), 'toPartyAHandover', input)),
  bind(r('project.coop.toPartyADelivery'), (input, ctx) => handOver(authOf(ctx), 'toPartyADelivery', input)),
  bind(r('project.coop.toPartyAIssueReport'), (input, ctx) => handOver(authOf(ctx), 'toPartyAIssueReport', input)),
  // ------------------------------------------------------------ what may be started, termination, recovery (./cooperation/termination.ts)
  bind(r('project.coop.canSelect'), (input, ctx) => terminationAnswer(authOf(ctx), input.projectId)),
  bind(r('project.coop.startTerminateNegotiate'), async (input, ctx) => {
    await openTermination(authOf(ctx), 'NEGOTIATE', input);
    return terminationAnswer(authOf(ctx), input.projectId);
  }),
  bind(r('project.coop.startTerminate'), async (input, ctx) => {
    await openTermination(authOf(ctx), 'REQUEST', input);
    return terminationAnswer(authOf(ctx), input.projectId);
  }),
  bind(r('project.coop.leaderTerminate'), async (input, ctx) => {
    await openTermination(authOf(ctx), 'LEADER', input);
    return terminationAnswer(authOf(ctx), input.projectId);
  }),
  bind(r('project.coop.terminateNegotiate'), async (input, ctx) => {
    await counterTermination(authOf(ctx), input);
    return terminationAnswer(authOf(ctx), input.projectId);
  }),
  bind(r('project.coop.agreeTerminate'), async (input, ctx) => {
    await agreeTermination(authOf(ctx), input);
    return terminationAnswer(authOf(ctx), input.projectId);
  }),
  bind(r('project.coop.refuseTerminate'), async (input, ctx) => {
    await refuseTermination(authOf(ctx), input);
    return terminationAnswer(authOf(ctx), input.projectId);
  }),
  bind(r('project.coop.recover'), async (input, ctx) => {
    await recoverCooperation(authOf(ctx), input);
    return terminationAnswer(authOf(ctx), input.projectId);
  }),
]);
