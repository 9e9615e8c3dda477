/**
 * `projects/prerelease/info/query`: a demand as its owner prepares it (the form, the book, the preview, the success
 * page), with the actions the owner may take now. Asked again on every page of the flow, as each step changes it.
 * 404 (none, or not the caller's) is shown by the page.
 */
import useSWR, { useSWRConfig } from 'swr';
import { PROJECT_ERRORS } from '../../../../../shared/errors/project.js';
import { projectRoute } from '../../../../../shared/routes/project.js';
import type { ProjectDetail } from '../../../../../shared/schemas/project.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';

const route = projectRoute('project.prerelease');

export type PrereleaseKey = readonly [path: string, projectId: string];

export const prereleaseKey = (projectId: string): PrereleaseKey => [route.path, projectId];

export const getPrerelease = ([, projectId]: PrereleaseKey): Promise<ProjectDetail> =>
  callRoute(route, { projectId }, { handledCodes: [PROJECT_ERRORS.PROJECT_NOT_FOUND.code] });

export const usePrerelease = (projectId: string | undefined) =>
  useSWR<ProjectDetail, HttpError, PrereleaseKey | null>(projectId ? prereleaseKey(projectId) : null, getPrerelease, {
    revalidateOnMount: true,
    dedupingInterval: 0,
    revalidateOnFocus: false,
  });

export const isNotFound = (error: HttpError | undefined): boolean => error?.code === PROJECT_ERRORS.PROJECT_NOT_FOUND.code;

/** Puts a saved demand's answer in place (or asks again) so the next page of the flow shows it at once. */
export const useKeepPrerelease = () => {
  const { mutate } = useSWRConfig();
  return (projectId: string, detail?: ProjectDetail) =>
    detail ? mutate(prereleaseKey(projectId), detail, { revalidate: false }) : mutate(prereleaseKey(projectId));
};
