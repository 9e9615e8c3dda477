/**
 * The session's team's and company's resumes (issue 31): a team's active members read it and each says whether they
 * are shown on it; its administrator writes it. A company's active staff read it; its administrator and authorised
 * person write it and see the licence number whole; the licence photo (a private `licence` upload) is signed for the
 * administrator only — the platform reads it in the table.
 */
import type { CompanyResumeInput, CompanyResumeSections, OwnCompanyResume, OwnTeamResume, TeamResumeInput, TeamResumeSections } from '../../shared/schemas/resume.js';
import { certigierOf } from '../account/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail, fieldError, notYoursField } from '../lib/errors.js';
import { readableFileUrl, uploadExists } from '../lib/s3/private-file-reads.js';
import { isOwnUpload } from '../lib/s3/private-files.js';
import { getResume, getResumePrivate, saveResume, setConsent } from './resume-store.js';
import { EMPTY_COMPANY, EMPTY_TEAM, liveOrg, publicCompanyResume, sectionsOf, teamResume } from './resume.js';
import { requireOwnFiles, rowFiles, shownFiles, type NamedFile } from './resume-files.js';
import { ownMembership, requireTeamMember } from './service.js';

// ——— a team ———

export const ownTeamResume = async (claims: TokenClaims): Promise<OwnTeamResume> => {
  const { orgId, member } = await requireTeamMember(claims);
  const { shownIds, activeIds, ...resume } = await teamResume(await liveOrg(orgId, 'TEAM'));
  return { ...resume, admin: member.role === 'ADMIN', shown: shownIds.includes(claims.userId), memberCount: activeIds.length };
};

export const saveTeamResume = async (claims: TokenClaims, input: TeamResumeInput): Promise<{ updateTime: number }> => {
  const { orgId, member } = await requireTeamMember(claims);
  if (member.role !== 'ADMIN') throw fail('RESUME_TEAM_ADMIN_ONLY');
  const { updateTime: expected, ...sections } = input;
  const saved = await getResume<TeamResumeSections>('TEAM', orgId, true);
  const files = (s: TeamResumeSections): NamedFile[] => rowFiles('works', s.works, 'picture', 'image');
  requireOwnFiles(files(sections), claims.userId, shownFiles(files(sectionsOf(EMPTY_TEAM, saved?.sections))));
  return { updateTime: await saveResume('TEAM', orgId, sections, { expected, by: claims.userId }) };
};

export const setTeamConsent = async (claims: TokenClaims, shown: boolean): Promise<void> => {
  const { orgId } = await requireTeamMember(claims);
  await setConsent(orgId, claims.userId, shown);
};

// ——— a company ———

/** The session's company, if the caller is its active staff, and whether they may write its resume. */
const companyStaff = async (claims: TokenClaims): Promise<{ orgId: string; admin: boolean; editor: boolean }> => {
  const own = await ownMembership(claims);
  if (!own) throw fail('FORBIDDEN', '您不是该企业的在职员工');
  const admin = own.member.role === 'ADMIN';
  return { orgId: own.orgId, admin, editor: admin || (await certigierOf(own.orgId)) === claims.userId };
};

export const ownCompanyResume = async (claims: TokenClaims): Promise<OwnCompanyResume> => {
  const { orgId, admin, editor } = await companyStaff(claims);
  const [{ licenceNumberWhole, ...resume }, secret] = await Promise.all([publicCompanyResume(await liveOrg(orgId, 'COMPANY')), editor ? getResumePrivate(orgId) : undefined]);
  return {
    ...resume,
    ...(editor ? { licenceNumber: licenceNumberWhole } : {}),
    editor,
    hasLicencePhoto: Boolean(secret?.licencePhoto),
    ...(admin && secret?.licencePhoto ? { licencePhoto: await readableFileUrl(secret.licencePhoto) } : {}),
  };
};

export const saveCompanyResume = async (claims: TokenClaims, input: CompanyResumeInput): Promise<{ updateTime: number }> => {
  const { orgId, editor } = await companyStaff(claims);
  if (!editor) throw fail('RESUME_COMPANY_EDITORS_ONLY');
  const { updateTime: expected, licencePhoto, removeLicencePhoto, ...sections } = input;
  const saved = await getResume<CompanyResumeSections>('COMPANY', orgId, true);
  const files = (s: CompanyResumeSections): NamedFile[] => [
    ...rowFiles('products', s.products, 'picture', 'image'),
    ...rowFiles('awards', s.awards, 'picture', 'image'),
    ...rowFiles('qualifications', s.qualifications, 'picture', 'image'),
  ];
  requireOwnFiles(files(sections), claims.userId, shownFiles(files(sectionsOf(EMPTY_COMPANY, saved?.sections))));
  let privateFields: { licencePhoto?: string } | undefined;
  if (removeLicencePhoto) {
    if (licencePhoto) throw fieldError('licencePhoto', '移除营业执照照片时不能同时上传新照片');
    privateFields = {};
  } else if (licencePhoto) {
    // A new photo is the writer's own private upload, and uploaded; the one on file may be sent back unchanged.
    const current = (await getResumePrivate(orgId))?.licencePhoto;
    if (licencePhoto !== current) {
      if (!isOwnUpload(licencePhoto, 'licence', claims.userId)) throw notYoursField('licencePhoto', '营业执照照片地址不正确，请重新上传');
      if (!(await uploadExists(licencePhoto))) throw fieldError('licencePhoto', '营业执照照片尚未上传完成，请重新上传');
    }
    privateFields = { licencePhoto };
  }
  return { updateTime: await saveResume('COMPANY', orgId, sections, { expected, by: claims.userId, ...(privateFields ? { privateFields } : {}) }) };
};
