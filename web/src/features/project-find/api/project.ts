/**
 * One project's details and what may be done from them: `projects/info/query` (public for an open public demand;
 * the parties see everything and their `actions`), the view count `add_project_browse_num`, applying (乙方), and
 * party A's release, withdrawal, deletion, renaming and invitations (docs/api, shared/routes/project.ts).
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { PROJECT_ERRORS } from '../../../../../shared/errors/project.js';
import { projectRoute } from '../../../../../shared/routes/project.js';
import type { AccountType } from '../../../../../shared/domains.js';
import type { InviteCandidate, InviteOutcome, ProjectDetail } from '../../../../../shared/schemas/project.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';
import { isCountKey } from '../../../lib/count-keys.js';
import { isFindListKey } from './search.js';

const infoRoute = projectRoute('project.info');
const browseRoute = projectRoute('project.browse');
const applyRoute = projectRoute('project.apply');
const releaseRoute = projectRoute('project.release');
const withdrawRoute = projectRoute('project.withdraw');
const deleteRoute = projectRoute('project.delete');
const renameRoute = projectRoute('project.rename');
const inviteListRoute = projectRoute('project.inviteList');
const inviteRoute = projectRoute('project.invite');

export const PROJECT_INFO_KEY = 'project-find:info';

export type ProjectInfoKey = readonly [typeof PROJECT_INFO_KEY, string];

/** A project's details for the viewer; 404 (none, or not for this viewer) is shown by the page itself. */
export const useProjectInfo = (projectId: string | undefined) =>
  useSWR<ProjectDetail, HttpError, ProjectInfoKey | null>(projectId ? [PROJECT_INFO_KEY, projectId] : null, ([, id]) => callRoute(infoRoute, { projectId: id }, { handledCodes: [404] }), {
    revalidateOnMount: true,
    dedupingInterval: 0,
  });

export const isNotFound = (error: HttpError | undefined): boolean => error?.code === 404;

/** One more view of an open public demand: the new count (silent: a view that is not counted is no one's business). */
export const browseProject = (projectId: string): Promise<{ browseNum: number }> => callRoute(browseRoute, { projectId }, { silent: true });

/** The refusals the apply dialog shows under its note rather than as a modal. */
export const APPLY_REFUSALS: readonly number[] = [
  400,
  PROJECT_ERRORS.APPLICANT_TYPE_REFUSED.code,
  PROJECT_ERRORS.ALREADY_ENGAGED.code,
  PROJECT_ERRORS.APPLICATIONS_FULL.code,
  PROJECT_ERRORS.OWN_PROJECT.code,
  PROJECT_ERRORS.PROJECT_NOT_OPEN.code,
];

export const applyForProject = (projectId: string, message: string): Promise<{ id: string }> =>
  callRoute(applyRoute, { projectId, message }, { handledCodes: APPLY_REFUSALS });

export const releaseProject = (projectId: string): Promise<ProjectDetail> => callRoute(releaseRoute, { projectId });
export const withdrawProject = (projectId: string): Promise<ProjectDetail> => callRoute(withdrawRoute, { projectId });
export const deleteProject = (projectId: string): Promise<null> => callRoute(deleteRoute, { projectId });

export const RENAME_REFUSALS: readonly number[] = [400, PROJECT_ERRORS.PROJECT_NAME_TAKEN.code];
export const renameProject = (projectId: string, name: string): Promise<null> => callRoute(renameRoute, { projectId, name }, { handledCodes: RENAME_REFUSALS });

/** Who may be invited: a person by 8-digit user number or phone, a team or company by its full name. */
export const findInvitees = (keyword: string, projectId: string, type?: AccountType): Promise<InviteCandidate[]> =>
  callRoute(inviteListRoute, { keyword, projectId, ...(type ? { type } : {}) }, { handledCodes: [400] });

export const INVITE_REFUSALS: readonly number[] = [400, PROJECT_ERRORS.INVITEE_NOT_FOUND.code, PROJECT_ERRORS.OWN_PROJECT.code, 404];

export const inviteToProject = (projectId: string, invitee: Pick<InviteCandidate, 'type' | 'id'>, message: string): Promise<InviteOutcome> =>
  callRoute(inviteRoute, { projectIds: [projectId], inviteeType: invitee.type, inviteeId: invitee.id, message }, { handledCodes: INVITE_REFUSALS });

/** After an act on a project: its details, the finder's lists and the counts (project center, backlog) read again. */
export const useReloadProject = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    (projectId: string) =>
      Promise.all([
        mutate((key: unknown) => Array.isArray(key) && key[0] === PROJECT_INFO_KEY && key[1] === projectId),
        mutate(isFindListKey),
        mutate(isCountKey),
      ]),
    [mutate],
  );
};
