/**
 * Resumes (issue 31, docs/data-model.md "Resumes"): a person's own, read and saved by them; and the public view of a
 * person's, team's or company's resume (`user-personage/resume/{a}/{b}`), which never carries a private field: a
 * person's phone is never in a resume, a company's licence number is masked and its licence photo is in another item
 * that this view never reads. The team's and company's own resumes are ./resume-org.ts.
 */
import type { AccountType } from '../../shared/domains.js';
import { maskLicence, strangerName } from '../../shared/masking.js';
import {
  companyResumeInput,
  personResumeInput,
  teamResumeInput,
  type CompanyResumeSections,
  type PersonResume,
  type PersonResumeInput,
  type PersonResumeSections,
  type PublicCompanyResume,
  type PublicResume,
  type ShownMember,
  type TeamResume,
  type TeamResumeSections,
} from '../../shared/schemas/resume.js';
import { getOrg, getPerson, membersOf, publicPeople, type MemberItem, type OrgItem } from '../account/public.js';
import { fail } from '../lib/errors.js';
import { getResume, getTeamResume, saveResume } from './resume-store.js';
import { requireOwnFiles, rowFiles, shownFiles, type NamedFile } from './resume-files.js';

const strip = <T extends { updateTime: number }>(parsed: T): Omit<T, 'updateTime'> => {
  const { updateTime: _version, ...sections } = parsed;
  return sections;
};
/** The sections of a resume never saved: every list empty (the schemas' defaults). */
export const EMPTY_PERSON: PersonResumeSections = strip(personResumeInput.parse({ updateTime: 0 }));
export const EMPTY_TEAM: TeamResumeSections = strip(teamResumeInput.parse({ updateTime: 0 }));
const { licencePhoto: _photo, removeLicencePhoto: _remove, ...emptyCompany } = strip(companyResumeInput.parse({ updateTime: 0 }));
export const EMPTY_COMPANY: CompanyResumeSections = emptyCompany;

/** A saved resume's sections over the empty ones: a section added later reads as empty on older resumes. */
export const sectionsOf = <S extends object>(empty: S, saved: Partial<S> | undefined): S => ({ ...empty, ...saved });

// ——— a person's own ———

const personResume = async (userId: string, viewer: string): Promise<PersonResume> => {
  const [person, resume] = await Promise.all([getPerson(userId), getResume<PersonResumeSections>('PERSONAGE', userId, userId === viewer)]);
  if (!person || person.status !== 'NORMAL') throw fail('NOT_FOUND', '该用户不存在');
  return {
    owner: { id: userId, type: 'PERSONAGE', name: viewer === userId ? person.nickname : strangerName(person.nickname, person.sex), headPortrait: person.headPortrait ?? '' },
    ...(person.sex ? { sex: person.sex } : {}),
    ...sectionsOf(EMPTY_PERSON, resume?.sections),
    updateTime: resume?.updateTime ?? 0,
  };
};

export const ownPersonResume = (userId: string): Promise<PersonResume> => personResume(userId, userId);

/** The files a person's resume names: its pictures, its certificates' pictures and its works' files. */
const personFiles = (sections: PersonResumeSections): NamedFile[] => [
  ...sections.pictures.map((url, index) => ({ path: `pictures.${index}`, url, kind: 'image' as const })),
  ...rowFiles('certificates', sections.certificates, 'picture', 'image'),
  ...rowFiles('files', sections.files, 'url', 'project-file'),
];

export const savePersonResume = async (userId: string, input: PersonResumeInput): Promise<{ updateTime: number }> => {
  const { updateTime: expected, ...sections } = input;
  const saved = await getResume<PersonResumeSections>('PERSONAGE', userId, true);
  requireOwnFiles(personFiles(sections), userId, shownFiles(personFiles(sectionsOf(EMPTY_PERSON, saved?.sections))));
  return { updateTime: await saveResume('PERSONAGE', userId, sections, { expected, by: userId }) };
};

// ——— the public view ———

/** A live organisation of this type, else not found. */
export const liveOrg = async (orgId: string, type: 'TEAM' | 'COMPANY'): Promise<OrgItem> => {
  const org = await getOrg(orgId);
  if (!org || org.type !== type || org.status !== 'ACTIVE') throw fail('NOT_FOUND', type === 'TEAM' ? '该团队不存在' : '该企业不存在');
  return org;
};

/** A team's resume with the active members who consented to be shown (nickname and avatar only; never a phone). */
export const teamResume = async (org: OrgItem): Promise<TeamResume & { shownIds: string[]; activeIds: string[] }> => {
  const [{ resume, consents }, members] = await Promise.all([getTeamResume<TeamResumeSections>(org.orgId), membersOf(org.orgId)]);
  const active = members.filter((m) => m.status === 'ACTIVE');
  // A consent given before the current membership began (a former member invited back) does not count: they say again.
  const consenting = (m: MemberItem): boolean => {
    const consent = consents.get(m.userId);
    return consent?.shown === true && consent.time >= m.joinTime;
  };
  const shownIds = active.filter(consenting).map((m) => m.userId);
  const people = await publicPeople(shownIds);
  const shown = active
    .filter((m) => shownIds.includes(m.userId))
    .sort((a, b) => Number(b.role === 'ADMIN') - Number(a.role === 'ADMIN') || a.joinTime - b.joinTime)
    .flatMap((m): ShownMember[] => {
      const person = people.get(m.userId);
      return person && person.status === 'NORMAL' ? [{ userId: m.userId, nickname: person.nickname, headPortrait: person.headPortrait ?? '', admin: m.role === 'ADMIN' }] : [];
    });
  return {
    owner: { id: org.orgId, type: 'TEAM', name: org.name, headPortrait: org.headPortrait ?? '' },
    ...sectionsOf(EMPTY_TEAM, resume?.sections),
    members: shown,
    updateTime: resume?.updateTime ?? 0,
    shownIds,
    activeIds: active.map((m) => m.userId),
  };
};

/** A company's resume as everyone sees it: the licence number masked; the private item (the licence photo) is not read. */
export const publicCompanyResume = async (org: OrgItem): Promise<PublicCompanyResume & { licenceNumberWhole: string }> => {
  const resume = await getResume<CompanyResumeSections>('COMPANY', org.orgId);
  const sections = sectionsOf(EMPTY_COMPANY, resume?.sections);
  return {
    owner: { id: org.orgId, type: 'COMPANY', name: org.name, headPortrait: org.headPortrait ?? '' },
    ...sections,
    licenceNumber: maskLicence(sections.licenceNumber),
    updateTime: resume?.updateTime ?? 0,
    licenceNumberWhole: sections.licenceNumber,
  };
};

/** `user-personage/resume/{a}/{b}`: `a` the person, team or company, `b` its account type. */
export const publicResume = async (viewer: string, ownerId: string, type: AccountType): Promise<PublicResume> => {
  if (type === 'PERSONAGE') return { kind: 'PERSONAGE', ...(await personResume(ownerId, viewer)) };
  if (type === 'TEAM') {
    const { shownIds: _shown, activeIds: _ids, ...resume } = await teamResume(await liveOrg(ownerId, 'TEAM'));
    return { kind: 'TEAM', ...resume };
  }
  const { licenceNumberWhole: _whole, ...resume } = await publicCompanyResume(await liveOrg(ownerId, 'COMPANY'));
  return { kind: 'COMPANY', ...resume };
};
