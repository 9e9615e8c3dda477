/**
 * Resumes' calls (issue 31, shared/routes/resume.ts): the person's own, the session's team's and company's, their saves
 * and a team member's consent; and the public view of anyone's (`user-personage/resume/{a}/{b}`).
 */
import useSWR, { useSWRConfig } from 'swr';
import type { AccountType } from '../../../../../shared/domains.js';
import { resumeRoute } from '../../../../../shared/routes/resume.js';
import type { CompanyResumeInput, OwnCompanyResume, OwnTeamResume, PersonResume, PersonResumeInput, PublicResume, TeamResumeInput } from '../../../../../shared/schemas/resume.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';

const personRoute = resumeRoute('org.personResume');
const teamRoute = resumeRoute('org.teamResume');
const companyRoute = resumeRoute('org.companyResume');
const publicRoute = resumeRoute('org.publicResume');

/** Every resume read is keyed under this prefix, so one save refreshes them all (the own one and its public view). */
export const RESUME_KEY = 'resume';
export const isResumeKey = (key: unknown): boolean => Array.isArray(key) && key[0] === RESUME_KEY;

export const usePersonResume = () => useSWR<PersonResume, HttpError>([RESUME_KEY, 'person'], () => callRoute(personRoute, {}), { revalidateOnFocus: false });
export const useTeamResume = () => useSWR<OwnTeamResume, HttpError>([RESUME_KEY, 'team'], () => callRoute(teamRoute, {}), { revalidateOnFocus: false });
export const useCompanyResume = () => useSWR<OwnCompanyResume, HttpError>([RESUME_KEY, 'company'], () => callRoute(companyRoute, {}), { revalidateOnFocus: false });
export const usePublicResume = (id: string | undefined, type: AccountType) =>
  useSWR<PublicResume, HttpError>(id ? [RESUME_KEY, 'public', type, id] : null, () => callRoute(publicRoute, { a: id!, b: type }));

export const useReloadResumes = () => {
  const { mutate } = useSWRConfig();
  return () => mutate(isResumeKey);
};

export const savePersonResume = (input: PersonResumeInput) => callRoute(resumeRoute('org.savePersonResume'), input);
export const saveTeamResume = (input: TeamResumeInput) => callRoute(resumeRoute('org.saveTeamResume'), input);
export const saveCompanyResume = (input: CompanyResumeInput) => callRoute(resumeRoute('org.saveCompanyResume'), input);
export const setTeamConsent = (shown: boolean) => callRoute(resumeRoute('org.teamResumeConsent'), { shown });
