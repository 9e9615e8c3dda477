/** POST .../user-team/invite: the team's administrator invites people; each gets a card in chat and joins by accepting. */
import { ERRORS } from '../../../../../shared/errors.js';
import { orgRoute } from '../../../../../shared/routes/org.js';
import { callRoute } from '../../../api/route-call.js';

const route = orgRoute('org.teamInvite');

export const inviteToTeam = (userIds: readonly string[]): Promise<{ records: string[] }> =>
  callRoute(route, { userIds: [...userIds] }, { handledCodes: [ERRORS.BAD_REQUEST.code] });
