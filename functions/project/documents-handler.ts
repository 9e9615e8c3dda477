/**
 * The project-documents unit (shared/units.ts): a cooperation's documents and their editing, the materials and
 * literature libraries (docs/cooperation.md), history, performance and credit.
 */
import { documentRoutes } from '../../shared/routes/documents.js';
import { historyRoutes } from '../../shared/routes/history.js';
import { libraryRoutes } from '../../shared/routes/libraries.js';
import { routeIn } from '../../shared/routes/types.js';
import { authOf, bind, unitHandler } from '../lib/http/unit-handler.js';
import { assignablePeople, cooperateDoc, setPermission, stopDoc } from './documents/directory.js';
import { cancelCommunicate, cancelEdit, countdown, documentStatus, exitEdit, requestEdit, saveDocument, startCommunicate } from './documents/editing.js';
import { clearRefreshList, directories, documentOf, memberStatus, ownership, phaseMessages, phaseStatuses, refreshList } from './documents/reading.js';
import { takeOver, takeOverMembers, takeOverStatus } from './documents/takeover.js';
import { openTakeOver } from './documents/takeover-open.js';
import { allProjects, creditHistory, ownHistory, partyPerformance, projectPerformance, publicHistory } from './history/service.js';
import { assistInstructions, libraryList, libraryMove, libraryNameExists, libraryRemove, librarySave, librarySearch, literatureKinds, updateAssistInstructions } from './libraries/service.js';

const ROUTES = [...libraryRoutes, ...documentRoutes, ...historyRoutes] as const;
const r = <const I extends (typeof ROUTES)[number]['id']>(id: I) => routeIn(ROUTES, id);

export const handler = unitHandler('project-documents', ROUTES, [
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
  bind(r('project.docTakeOverMembers'), (input, ctx) => takeOverMembers(authOf(ctx), input)),
  bind(r('project.docTakeOver'), (input, ctx) => takeOver(authOf(ctx), input)),
  bind(r('project.docTakeOverStatus'), (input, ctx) => takeOverStatus(authOf(ctx), input)),
  bind(r('project.docOpenTakeOver'), (input, ctx) => openTakeOver(authOf(ctx), input)),
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
