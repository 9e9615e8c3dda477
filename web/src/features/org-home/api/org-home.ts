/**
 * The unit's home's own read (`org.home`): who the unit is, its staff counts and the caller's seat. Its other figures
 * are the center count's, the wallet's and the performance's reads, through their features.
 */
import useSWR from 'swr';
import { orgRoute } from '../../../../../shared/routes/org.js';
import type { OrgHome } from '../../../../../shared/schemas/org-home.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';

const route = orgRoute('org.home');

/** The key of the unit's home (its page reads it again on REFRESH_PRIVILEGES: a role given or taken). */
export const ORG_HOME_KEY = 'org-home:home';

export const useOrgHome = () => useSWR<OrgHome, HttpError>(ORG_HOME_KEY, () => callRoute(route, {}));
