/** `project-release`: a draft (or a withdrawn or closed demand) released; its refusals with issues are the page's. */
import { PROJECT_ERRORS } from '../../../../../shared/errors/project.js';
import { projectRoute } from '../../../../../shared/routes/project.js';
import type { ProjectDetail } from '../../../../../shared/schemas/project.js';
import { callRoute } from '../../../api/route-call.js';

const route = projectRoute('project.release');

export const RELEASE_REFUSALS: readonly number[] = [PROJECT_ERRORS.PROJECT_INCOMPLETE.code, PROJECT_ERRORS.PROJECT_DEADLINE_PASSED.code];

export const releaseProject = (projectId: string): Promise<ProjectDetail> => callRoute(route, { projectId }, { handledCodes: RELEASE_REFUSALS });
