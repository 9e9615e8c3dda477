/**
 * The company's 授权人 (/company/setCertigier, its administrator only): GET .../company/certigier (the one there is,
 * or null), POST to set an active staff member (replacing the one before), DELETE to cancel it.
 */
import useSWR, { useSWRConfig } from 'swr';
import { ORG_ERRORS } from '../../../../../shared/errors/org.js';
import { orgRoute } from '../../../../../shared/routes/org.js';
import type { Certigier } from '../../../../../shared/schemas/account.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';

const readRoute = orgRoute('org.certigier');
const setRoute = orgRoute('org.setCertigier');
const removeRoute = orgRoute('org.removeCertigier');

export const getCertigier = (): Promise<Certigier | null> => callRoute(readRoute, {});

export const useCertigier = () => useSWR<Certigier | null, HttpError, string>(readRoute.path, getCertigier);

export const useReloadCertigier = () => {
  const { mutate } = useSWRConfig();
  return () => mutate(readRoute.path);
};

/** 授权人须为本企业在职员工: shown by the page beside the choice. */
export const SET_CERTIGIER_REFUSALS: readonly number[] = [400, ORG_ERRORS.CERTIGIER_NOT_STAFF.code];

export const setCertigier = (userId: string): Promise<null> => callRoute(setRoute, { userId }, { handledCodes: SET_CERTIGIER_REFUSALS });

export const removeCertigier = (): Promise<null> => callRoute(removeRoute, {});
