/** `copy_new_project`: a new draft from an old project of the owner's (its demand and book, named …（副本）). */
import { projectRoute } from '../../../../../shared/routes/project.js';
import { callRoute } from '../../../api/route-call.js';

const route = projectRoute('project.copy');

export const copyProject = (projectId: string): Promise<{ projectId: string }> => callRoute(route, { projectId });
