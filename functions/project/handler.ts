/**
 * The project domain's Lambda: Projects I (docs/projects.md) — categories, demands, requests, negotiations, the
 * backlog — and Projects II (docs/cooperation.md): cooperation, phases, records and handovers, documents, libraries,
 * history, performance and credit.
 */
import { cooperationRoutes } from '../../shared/routes/cooperation.js';
import { libraryRoutes } from '../../shared/routes/libraries.js';
import { documentRoutes } from '../../shared/routes/documents.js';
import { historyRoutes } from '../../shared/routes/history.js';
import { projectRoutes } from '../../shared/routes/project.js';
import { routeIn } from '../../shared/routes/types.js';
import { authOf, bind, domainHandler } from '../lib/http/domain-handler.js';
import { backlog, clearBacklog, hideBacklog, readBacklog } from './backlog.js';
import { addCategory, deleteCategory, orgCategories, projectCategories, selectableCategories, selectCategories, selectedCategories } from './categories.js';
import { browseProject, copyProject, deleteProject, modifyProject, myProjects, prerelease, projectInfo, releaseProject, renameProject, saveDraft, saveProject, verifyName, withdrawProject } from './demands.js';
import { confirm, negotiationDetail, negotiations, payFee, propose, terminate } from './negotiations.js';
import { answerRequest, apply, invitableProjects, invite, inviteCandidates, leaveMessage, requestInfo, requests } from './requests.js';
import { sweepTimers } from './timers.js';
import { handOver } from './cooperation/handovers.js';
import { acceptanceByPartyA, movePhase, payEscrow, startCooperation } from './cooperation/service.js';
import { setAcceptanceTips } from './cooperation/tips.js';
import { completionOf, cooperationDates, cooperationDetail, cooperationList, cooperationProgress, cooperationStatus, phaseRecords, phaseView, processRecords, serviceStatus } from './cooperation/views.js';
import { assignablePeople, cooperateDoc, setPermission, stopDoc } from './documents/directory.js';
import { cancelCommunicate, cancelEdit, countdown, documentStatus, exitEdit, requestEdit, saveDocument, startCommunicate } from './documents/editing.js';
import { clearRefreshList, directories, documentOf, memberStatus, ownership, phaseMessages, phaseStatuses, refreshList } from './documents/reading.js';
import { allProjects, creditHistory, ownHistory, partyPerformance, projectPerformance, publicHistory } from './history/service.js';
import { TIMER_SWEEP_EVENT } from '../../shared/process/timers.js';
import { assistInstructions, libraryList, libraryMove, libraryNameExists, libraryRemove, librarySave, librarySearch, literatureKinds, updateAssistInstructions } from './libraries/service.js';

const ROUTES = [...projectRoutes, ...cooperationRoutes, ...documentRoutes, ...libraryRoutes, ...historyRoutes] as const;
const r = <const I extends (typeof ROUTES)[number]['id']>(id: I) => routeIn(ROUTES, id);
const none = async (work: Promise<unknown>): Promise<null> => {
  await work;
  return null;
};

const http = domainHandler('project', ROUTES, [
  bind(r('project.categories'), (_i, ctx) => projectCategories(authOf(ctx))),
  bind(r('project.addCategory'), (input, ctx) => addCategory(authOf(ctx), input.name)),
  bind(r('project.deleteCategory'), (input, ctx) => none(deleteCategory(authOf(ctx), input.id))),
  bind(r('project.orgCategories'), (_i, ctx) => orgCategories(authOf(ctx))),
  bind(r('project.selectableCategories'), (_i, ctx) => selectableCategories(authOf(ctx))),
  bind(r('project.selectedCategories'), (_i, ctx) => selectedCategories(authOf(ctx))),
  bind(r('project.selectCategories'), (input, ctx) => none(selectCategories(authOf(ctx), input.categoryIds))),
  bind(r('project.verifyName'), (input, ctx) => verifyName(authOf(ctx), input.name, input.projectId)),
  bind(r('project.saveDraft'), (input, ctx) => saveDraft(authOf(ctx), input)),
  bind(r('project.save'), (input, ctx) => saveProject(authOf(ctx), input)),
  bind(r('project.modify'), (input, ctx) => modifyProject(authOf(ctx), input)),
  bind(r('project.release'), (input, ctx) => releaseProject(authOf(ctx), input.projectId)),
  bind(r('project.withdraw'), (input, ctx) => withdrawProject(authOf(ctx), input.projectId)),
  bind(r('project.delete'), (input, ctx) => none(deleteProject(authOf(ctx), input.projectId))),
  bind(r('project.rename'), (input, ctx) => none(renameProject(authOf(ctx), input.projectId, input.name))),
  bind(r('project.copy'), (input, ctx) => copyProject(authOf(ctx), input.projectId)),
  bind(r('project.prerelease'), (input, ctx) => prerelease(authOf(ctx), input.projectId)),
  bind(r('project.info'), (input, ctx) => projectInfo(ctx.auth, input.projectId)),
  bind(r('project.browse'), (input, ctx) => browseProject(ctx.auth, ctx.sourceIp, input.projectId)),
  bind(r('project.mine'), (input, ctx) => myProjects(authOf(ctx), input)),
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
  bind(r('project.backlog'), (input, ctx) => backlog(authOf(ctx), input)),
  bind(r('project.backlogClear'), (input, ctx) => none(clearBacklog(authOf(ctx), input.id))),
  bind(r('project.backlogRead'), (input, ctx) => none(readBacklog(authOf(ctx), input.id))),
  bind(r('project.backlogHide'), (input, ctx) => none(hideBacklog(authOf(ctx), input.id))),
  bind(r('project.devSweep'), (input) => sweepTimers(input.now, input.objectIds)),
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
  bind(r('project.coop.goCheck'), async (input, ctx) => phaseView(await movePhase(authOf(ctx), 'goCheck', input))),
  bind(r('project.coop.checkPass'), async (input, ctx) => phaseView(await movePhase(authOf(ctx), 'checkPass', input))),
  bind(r('project.coop.checkNoPass'), async (input, ctx) => phaseView(await movePhase(authOf(ctx), 'checkNoPass', input))),
  bind(r('project.coop.goCompile'), async (input, ctx) => phaseView(await movePhase(authOf(ctx), 'goCompile', input))),
  bind(r('project.coop.goAssess'), async (input, ctx) => phaseView(await movePhase(authOf(ctx), 'goAssess', input))),
  bind(r('project.coop.assessPass'), async (input, ctx) => phaseView(await movePhase(authOf(ctx), 'assessPass', input))),
  bind(r('project.coop.assessNoPass'), async (input, ctx) => phaseView(await movePhase(authOf(ctx), 'assessNoPass', input))),
  bind(r('project.coop.goAcceptance'), async (input, ctx) => phaseView(await movePhase(authOf(ctx), 'goAcceptance', input))),
  bind(r('project.coop.syncModify'), async (input, ctx) => phaseView(await movePhase(authOf(ctx), 'syncModify', input))),
  bind(r('project.coop.modifyAgain'), async (input, ctx) => phaseView(await movePhase(authOf(ctx), 'modifyAgain', input))),
  bind(r('project.coop.acceptancePass'), async (input, ctx) => phaseView(await acceptanceByPartyA(authOf(ctx), input))),
  bind(r('project.coop.acceptanceNoPass'), async (input, ctx) => phaseView(await movePhase(authOf(ctx), 'acceptanceNoPass', input))),
  bind(r('project.coop.purchaseNoPass'), async (input, ctx) => phaseView(await movePhase(authOf(ctx), 'acceptanceNoPass', input))),
  bind(r('project.coop.ensureNoPass'), async (input, ctx) => phaseView(await movePhase(authOf(ctx), 'ensureNoPass', input))),
  bind(r('project.coop.records'), (input, ctx) => processRecords(authOf(ctx), input)),
  bind(r('project.coop.phaseRecords'), (input, ctx) => phaseRecords(authOf(ctx), input)),
  bind(r('project.coop.toPartyBHandover'), (input, ctx) => handOver(authOf(ctx), 'toPartyBHandover', input)),
  bind(r('project.coop.toPartyBSubmit'), (input, ctx) => handOver(authOf(ctx), 'toPartyBSubmit', input)),
  bind(r('project.coop.toPartyAHandover'), (input, ctx) => handOver(authOf(ctx), 'toPartyAHandover', input)),
  bind(r('project.coop.toPartyADelivery'), (input, ctx) => handOver(authOf(ctx), 'toPartyADelivery', input)),
  bind(r('project.coop.toPartyAIssueReport'), (input, ctx) => handOver(authOf(ctx), 'toPartyAIssueReport', input)),
  // ------------------------------------------------------------ libraries (docs/cooperation.md "Materials and literature")
  bind(r('project.materialList'), (input, ctx) => libraryList(authOf(ctx), 'material', input)),
  bind(r('project.materialExists'), (input, ctx) => libraryNameExists(authOf(ctx), 'material', input)),
  bind(r('project.materialSave'), (input, ctx) => librarySave(authOf(ctx), 'material', input)),
  bind(r('project.materialSearch'), (input, ctx) => librarySearch(authOf(ctx), 'material', input)),
  bind(r('project.materialRemove'), (input, ctx) => libraryRemove(authOf(ctx), 'material', input.id)),
  bind(r('project.materialMove'), (input, ctx) => libraryMove(authOf(ctx), 'material', input)),
  bind(r('project.literatureList'), (input, ctx) => libraryList(authOf(ctx), 'literature', input)),
  bind(r('project.literatureKinds'), async () => literatureKinds()),
  bind(r('project.literatureExists'), (input, ctx) => libraryNameExists(authOf(ctx), 'literature', input)),
  bind(r('project.literatureSave'), (input, ctx) => librarySave(authOf(ctx), 'literature', input)),
  bind(r('project.literatureSearch'), (input, ctx) => librarySearch(authOf(ctx), 'literature', input)),
  bind(r('project.literatureRemove'), (input, ctx) => libraryRemove(authOf(ctx), 'literature', input.id)),
  bind(r('project.literatureMove'), (input, ctx) => libraryMove(authOf(ctx), 'literature', input)),
  bind(r('project.assist'), (_i, ctx) => assistInstructions(authOf(ctx))),
  bind(r('project.assistUpdate'), (input, ctx) => updateAssistInstructions(authOf(ctx), input.content)),
  // ------------------------------------------------------------ documents (docs/cooperation.md "Documents")
  bind(r('project.docDirectories'), (input, ctx) => directories(authOf(ctx), input)),
  bind(r('project.docQuery'), (input, ctx) => documentOf(authOf(ctx), input)),
  bind(r('project.docStatuses'), (input, ctx) => phaseStatuses(authOf(ctx), input)),
  bind(r('project.docMessages'), (input, ctx) => phaseMessages(authOf(ctx), input)),
  bind(r('project.docMembers'), (input, ctx) => assignablePeople(authOf(ctx), input.projectId)),
  bind(r('project.docCooperate'), (input, ctx) => cooperateDoc(authOf(ctx), input)),
  bind(r('project.docStop'), (input, ctx) => stopDoc(authOf(ctx), input)),
  bind(r('project.docPermission'), (input, ctx) => setPermission(authOf(ctx), input)),
  bind(r('project.docRequestEdit'), (input, ctx) => requestEdit(authOf(ctx), input)),
  bind(r('project.docSave'), (input, ctx) => saveDocument(authOf(ctx), input)),
  bind(r('project.docExitEdit'), (input, ctx) => exitEdit(authOf(ctx), input)),
  bind(r('project.docCountdown'), (input, ctx) => countdown(authOf(ctx), input)),
  bind(r('project.docStatus'), (input, ctx) => documentStatus(authOf(ctx), input)),
  bind(r('project.docStartCommunicate'), (input, ctx) => startCommunicate(authOf(ctx), input)),
  bind(r('project.docCancelCommunicate'), (input, ctx) => cancelCommunicate(authOf(ctx), input)),
  bind(r('project.docCancelEdit'), (input, ctx) => cancelEdit(authOf(ctx), input)),
  bind(r('project.docMemberStatus'), (input, ctx) => memberStatus(authOf(ctx), input)),
  bind(r('project.docOwnership'), (input, ctx) => ownership(authOf(ctx), input)),
  bind(r('project.docRefreshList'), (input, ctx) => refreshList(authOf(ctx), input.projectId)),
  bind(r('project.docRefreshClear'), (input, ctx) => clearRefreshList(authOf(ctx), input.projectId)),
  // ------------------------------------------------------------ history, performance and credit
  bind(r('project.historyCompleted'), (input, ctx) => ownHistory(authOf(ctx), 'COMPLETED', input)),
  bind(r('project.historyTerminated'), (input, ctx) => ownHistory(authOf(ctx), 'TERMINATED', input)),
  bind(r('project.partyHistoryCompleted'), (input) => publicHistory(input, 'COMPLETED')),
  bind(r('project.partyHistoryTerminated'), (input) => publicHistory(input, 'TERMINATED')),
  bind(r('project.allProjects'), (input, ctx) => allProjects(authOf(ctx), input)),
  bind(r('project.creditHistory'), (input, ctx) => creditHistory(authOf(ctx), input)),
  bind(r('project.projectPerformance'), (input, ctx) => projectPerformance(authOf(ctx), input.projectId)),
  bind(r('project.partyPerformance'), (input, ctx) => partyPerformance(authOf(ctx), input)),
]);

const isTimerSweep = (event: unknown): boolean => (event as { source?: unknown } | null)?.source === TIMER_SWEEP_EVENT.source;

/** HTTP calls, and once a minute the timer sweep (docs/processes.md "Timers"): one function, one set of permissions. */
export const handler = (event: Parameters<typeof http>[0], context: Parameters<typeof http>[1]) =>
  isTimerSweep(event) ? sweepTimers() : http(event, context);
