/** The posting pages with their query (paths.ts names the pages; these are the ways in this feature uses). */
import { paths } from '../../../config/paths.js';

const withProject = (path: string, projectId: string): string => `${path}?projectId=${encodeURIComponent(projectId)}`;

/** The demand form on a saved demand (a draft, a copy, a released one being changed). */
export const editDemandPath = (projectId: string): string => withProject(paths.demandNewProject, projectId);

/** The demand form of a new demand carrying the book written without a login. */
export const demandFromLocalBookPath = `${paths.demandNewProject}?from=local`;

export const releaseSuccessPath = (projectId: string): string => withProject(paths.releaseSuccess, projectId);
