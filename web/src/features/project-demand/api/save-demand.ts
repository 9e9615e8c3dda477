/**
 * Saving a demand: `project` (新建项目's 下一步: a whole demand, a new draft), `project-modify` (a saved one changed:
 * a released one must stay complete) and `save_project_and_exit` (保存并退出: a draft, only the name needed). The
 * refusals the form shows itself: field issues (400), a taken name, an incomplete released demand (its issues).
 */
import { PROJECT_ERRORS } from '../../../../../shared/errors/project.js';
import { projectRoute } from '../../../../../shared/routes/project.js';
import type { ProjectDetail } from '../../../../../shared/schemas/project.js';
import { callRoute } from '../../../api/route-call.js';
import type { CompleteDemand, DemandFields } from '../model/demand-form.js';

const saveRoute = projectRoute('project.save');
const modifyRoute = projectRoute('project.modify');
const draftRoute = projectRoute('project.saveDraft');

export const SAVE_REFUSALS: readonly number[] = [400, PROJECT_ERRORS.PROJECT_NAME_TAKEN.code, PROJECT_ERRORS.PROJECT_INCOMPLETE.code];

/** What a save may carry beyond the form: the demand book (a book written without a login, the book page's). */
export interface SaveExtras {
  bookHtml?: string;
}

export const saveProject = (fields: CompleteDemand, extras: SaveExtras = {}): Promise<{ projectId: string }> =>
  callRoute(saveRoute, { ...fields, ...extras }, { handledCodes: SAVE_REFUSALS });

export const modifyProject = (projectId: string, fields: Partial<DemandFields> & SaveExtras): Promise<ProjectDetail> =>
  callRoute(modifyRoute, { projectId, ...fields }, { handledCodes: SAVE_REFUSALS });

/** A draft: only the name is needed; `projectId` continues a saved one. */
export const saveDraft = (projectId: string | undefined, fields: { name: string } & Partial<DemandFields> & SaveExtras): Promise<{ projectId: string }> =>
  callRoute(draftRoute, { ...(projectId ? { projectId } : {}), ...fields }, { handledCodes: SAVE_REFUSALS });
