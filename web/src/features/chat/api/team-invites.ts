/** Team invitations (shared/routes/org.ts): the card's detail and the invited person's answer. */
import { APP } from '../../../../../shared/domains.js';
import type { TeamInviteRecord } from '../../../../../shared/schemas/team-invite.js';
import { callChat, chatRoute } from './chat-call.js';

const routes = {
  detail: chatRoute('POST', `/api/pc/${APP}/user-team/team-detail/{id}`),
  join: chatRoute('POST', `/api/pc/${APP}/user-team/join`),
};

export const getTeamInvite = (id: string): Promise<TeamInviteRecord> => callChat<TeamInviteRecord>(routes.detail, { id });

export const answerTeamInvite = (teamRecordId: string, pass: boolean): Promise<null> => callChat<null>(routes.join, { teamRecordId, pass: String(pass) });
