/**
 * Team invitations (shared/routes/org.ts): the card's detail and the invited person's answer. Silent, as every
 * call of the chat screens (spec §8).
 */
import { orgRoute } from '../../../../../shared/routes/org.js';
import type { TeamInviteRecord } from '../../../../../shared/schemas/team-invite.js';
import useSWR from 'swr';
import { callRoute } from '../../../api/route-call.js';

const SILENT = { silent: true } as const;

export const getTeamInvite = (id: string): Promise<TeamInviteRecord> => callRoute(orgRoute('org.teamDetail'), { id }, SILENT);

/** A team's invitation as its card names it, read while one is named. */
export const useTeamInvite = (recordId: string | undefined) => useSWR(recordId ? (['chat:team-invite', recordId] as const) : null, ([, id]) => getTeamInvite(id));

export const answerTeamInvite = (teamRecordId: string, pass: boolean): Promise<null> =>
  callRoute(orgRoute('org.teamJoin'), { teamRecordId, pass: String(pass) }, SILENT);
