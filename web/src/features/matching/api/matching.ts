/**
 * Matching's reads and the one-click invitation (docs/search.md "Matching"): 为你推荐, the session's own party's
 * suggested demands (`search.suggestedProjects`); a released demand's suggested people, teams and companies
 * (`search.suggestedParties`, its publisher's side only); and 邀请 from a suggestion, the negotiation unit's own
 * invitation (`project.invite`, one demand, no message), whose rules and refusals are that route's (docs/projects.md
 * "Invitations and applications").
 */
import useSWR from 'swr';
import { CORE_ERRORS } from '../../../../../shared/errors/core.js';
import { projectRoute } from '../../../../../shared/routes/project.js';
import { searchRoute } from '../../../../../shared/routes/search.js';
import type { SuggestedParties, SuggestedProjects } from '../../../../../shared/schemas/matching.js';
import type { InviteOutcome } from '../../../../../shared/schemas/project.js';
import type { AccountType } from '../../../../../shared/domains.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';

const projectsRoute = searchRoute('search.suggestedProjects');
const partiesRoute = searchRoute('search.suggestedParties');
const inviteRoute = projectRoute('project.invite');

/** The refusals a panel shows in place (with 重试) rather than as a modal. */
const SHOWN_IN_PLACE: readonly number[] = [CORE_ERRORS.SEARCH_UNAVAILABLE.code, CORE_ERRORS.BAD_REQUEST.code, 403, 404];

export const SUGGESTED_PROJECTS_KEY = 'matching:projects';

/** The session's party's suggested demands (none asked while `enabled` is false: a visitor, a page not showing them). */
export const useSuggestedProjects = (enabled: boolean, size = 6) =>
  useSWR<SuggestedProjects, HttpError, readonly [typeof SUGGESTED_PROJECTS_KEY, number] | null>(enabled ? [SUGGESTED_PROJECTS_KEY, size] : null, ([, n]) => callRoute(projectsRoute, { size: n }, { handledCodes: SHOWN_IN_PLACE }));

export const SUGGESTED_PARTIES_KEY = 'matching:parties';

/** A released demand's suggested people, teams and companies (its publisher's side; anyone else is answered 404). */
export const useSuggestedParties = (projectId: string | undefined, size = 8) =>
  useSWR<SuggestedParties, HttpError, readonly [typeof SUGGESTED_PARTIES_KEY, string, number] | null>(projectId ? [SUGGESTED_PARTIES_KEY, projectId, size] : null, ([, id, n]) => callRoute(partiesRoute, { projectId: id, size: n }, { handledCodes: SHOWN_IN_PLACE }));

/** Invites one suggested party to the demand: the invitation sent, or the reason it was skipped (already engaged, a type the demand does not take …). */
export const inviteSuggested = async (projectId: string, invitee: { type: AccountType; id: string }): Promise<{ sent: boolean; msg?: string }> => {
  const outcome: InviteOutcome = await callRoute(inviteRoute, { projectIds: [projectId], inviteeType: invitee.type, inviteeId: invitee.id, message: '' });
  return outcome.sent.length > 0 ? { sent: true } : { sent: false, msg: outcome.skipped[0]?.msg ?? '' };
};
