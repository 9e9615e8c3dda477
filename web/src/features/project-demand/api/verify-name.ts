/** `project-name-verify`: whether the acting party may use a name (a demand being changed may keep its own). */
import { projectRoute } from '../../../../../shared/routes/project.js';
import { callRoute } from '../../../api/route-call.js';

const route = projectRoute('project.verifyName');

/** Silent: a background check while typing; the save itself refuses a taken name too (PROJECT_NAME_TAKEN). */
export const verifyName = async (name: string, projectId: string | undefined, signal?: AbortSignal): Promise<boolean> =>
  (await callRoute(route, { name, ...(projectId ? { projectId } : {}) }, { silent: true, ...(signal ? { signal } : {}) })).available;
