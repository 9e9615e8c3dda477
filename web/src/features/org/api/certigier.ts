/**
 * A unit's 授权人 (/company/setCertigier, /team/setTeamCertigier; its administrator only): GET …/certigier (the one
 * there is, or null), POST to set an active staff member or team member (replacing the one before), DELETE to cancel.
 */
import useSWR, { useSWRConfig } from 'swr';
import { ORG_ERRORS } from '../../../../../shared/errors/org.js';
import { orgRoute } from '../../../../../shared/routes/org.js';
import type { Certigier } from '../../../../../shared/schemas/account.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';

export type CertigierKind = 'company' | 'team';

const ROUTES = {
  company: { read: orgRoute('org.certigier'), set: orgRoute('org.setCertigier'), remove: orgRoute('org.removeCertigier') },
  team: { read: orgRoute('org.teamCertigier'), set: orgRoute('org.setTeamCertigier'), remove: orgRoute('org.removeTeamCertigier') },
} as const;

export const getCertigier = (kind: CertigierKind = 'company'): Promise<Certigier | null> => callRoute(ROUTES[kind].read, {});

export const useCertigier = (kind: CertigierKind = 'company') => useSWR<Certigier | null, HttpError, string>(ROUTES[kind].read.path, () => getCertigier(kind));

export const useReloadCertigier = (kind: CertigierKind = 'company') => {
  const { mutate } = useSWRConfig();
  return () => mutate(ROUTES[kind].read.path);
};

/** 授权人须为本企业在职员工 / 本团队在职成员: shown by the page beside the choice. */
export const SET_CERTIGIER_REFUSALS: readonly number[] = [400, ORG_ERRORS.CERTIGIER_NOT_STAFF.code, ORG_ERRORS.CERTIGIER_NOT_TEAM_MEMBER.code];

export const setCertigier = (kind: CertigierKind, userId: string): Promise<null> => callRoute(ROUTES[kind].set, { userId }, { handledCodes: SET_CERTIGIER_REFUSALS });

export const removeCertigier = (kind: CertigierKind = 'company'): Promise<null> => callRoute(ROUTES[kind].remove, {});
