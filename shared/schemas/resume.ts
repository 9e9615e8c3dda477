/**
 * Resumes of people, teams and companies (issue 31; spec §3 "Company resume labels"; docs/data-model.md "Resumes"):
 * what their owners save and what the public view (`user-personage/resume/{a}/{b}`) answers. Every list is bounded by
 * RESUME_LIMITS; each row names its required field, and the SPA drops rows left wholly blank before saving (as spec §5's
 * goods rows). A save carries the `updateTime` it was read with (0 for the first): a resume changed meanwhile is
 * refused with 100002.
 */
import { ACCOUNT_TYPES, type AccountType } from '../domains.js';
import { RESUME_LIMITS as L } from '../limits-resume.js';
import { refineRegion, regionFields } from '../regions/schema.js';
import { fileUrl, flag, id, input, num, oneOf, text } from '../validation/zod.js';

const short = (label: string) => text(label, { max: L.short });
const optionalShort = (label: string) => text(label, { min: 0, max: L.short }).optional();
const description = (label: string) => text(label, { min: 0, max: L.description }).optional();
const long = (label: string) => text(label, { min: 0, max: L.long }).default('');
/** A month, 2026-11. */
const month = (label: string) => text(label, { max: 7, pattern: [/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, `${label}格式应为年-月，如 2020-09`] });
const optionalMonth = (label: string) => month(label).optional();
const rows = <T extends Parameters<typeof input>[0]>(label: string, shape: T, max: number) =>
  input(shape).array().max(max, `${label}最多${max}条`).default([]);
const tags = (label: string, max: number = L.tags) =>
  text(label, { max: L.tag }).array().max(max, `${label}最多${max}个`).default([]);
const picture = (label: string) => fileUrl(label).optional();
/**
 * Where the owner works (optional; found by it under 人才 and 单位: docs/search.md "Resumes"). A company without one is
 * placed by the province its public address begins with. The codes are checked together (`inRegion`): each in the data
 * set and the city under its province (the outside probe of issue 31 saved 999999 and a city of another province).
 */
const where = () => ({ provinceCode: regionFields().provinceCode.optional(), cityCode: regionFields().cityCode });
/** The version a save was read at (its `updateTime`, 0 for the first): required, so a save always says what it replaces. */
const version = () => num('版本', { min: 0, max: 9_999_999_999_999 });
const inRegion = refineRegion('none');

// ——— a person ———

export const workRow = { company: short('工作单位'), position: optionalShort('职位'), start: month('开始时间'), end: optionalMonth('结束时间'), description: description('工作内容') };
export const projectRow = { name: short('项目名称'), role: optionalShort('担任角色'), start: optionalMonth('开始时间'), end: optionalMonth('结束时间'), description: description('项目描述') };
export const EDUCATION_DEGREES = ['博士', '硕士', '本科', '大专', '高中及以下'] as const;
export const educationRow = { school: short('学校'), major: optionalShort('专业'), degree: oneOf('学历', EDUCATION_DEGREES), start: month('入学时间'), end: optionalMonth('毕业时间') };
export const certificateRow = { name: short('证书名称'), issuer: optionalShort('发证机构'), date: optionalMonth('获得时间'), picture: picture('证书图片') };
export const fileRow = { name: short('文件名称'), url: fileUrl('作品文件') };

export const personResumeInput = input({
  skills: tags('技能', L.skills),
  work: rows('工作经历', workRow, L.work),
  projects: rows('项目经历', projectRow, L.projects),
  education: rows('教育经历', educationRow, L.education),
  certificates: rows('证书', certificateRow, L.certificates),
  pictures: fileUrl('作品图片').array().max(L.pictures, `作品图片最多${L.pictures}张`).default([]),
  files: rows('作品文件', fileRow, L.files),
  ...where(),
  updateTime: version(),
}).superRefine(inRegion);
export type PersonResumeInput = ReturnType<typeof personResumeInput.parse>;
type Sections<T> = Omit<T, 'updateTime'>;
export type PersonResumeSections = Sections<PersonResumeInput>;

// ——— a team ———

export const workOfTeamRow = { name: short('作品名称'), description: description('作品介绍'), picture: picture('作品图片'), link: text('作品链接', { min: 0, max: 500, pattern: [/^(https?:\/\/\S+)?$/, '作品链接应以 http:// 或 https:// 开头'] }).optional() };

export const teamResumeInput = input({
  introduction: long('团队介绍'),
  tags: tags('能力标签'),
  works: rows('团队作品', workOfTeamRow, L.works),
  ...where(),
  updateTime: version(),
}).superRefine(inRegion);
export type TeamResumeInput = ReturnType<typeof teamResumeInput.parse>;
export type TeamResumeSections = Sections<TeamResumeInput>;

/** A team member's consent to be shown on the team's public resume (only their nickname and avatar are). */
export const teamConsentInput = input({ shown: flag('是否展示') });

// ——— a company (spec §3 "Company resume labels") ———

export const turnoverRow = { year: num('年份', { min: 1990, max: 2100 }), amount: num('营业额', { min: 0, max: L.turnoverFen }) };
export const equipmentRow = { name: short('设备名称'), model: optionalShort('规格型号'), quantity: num('数量', { min: 0, max: 1_000_000 }).optional() };
export const productRow = { name: short('产品名称'), description: description('产品介绍'), picture: picture('产品图片') };
export const awardRow = { name: short('奖项名称'), issuer: optionalShort('颁发单位'), date: optionalMonth('获奖时间'), picture: picture('获奖图片') };
const numbered = (name: string, numberLabel: string) => ({ name: short(name), number: optionalShort(numberLabel), date: optionalMonth('取得时间') });
export const patentRow = numbered('专利名称', '专利号');
export const trademarkRow = numbered('商标名称', '注册号');
export const copyrightRow = numbered('软件名称', '登记号');
export const qualificationRow = { name: short('资质名称'), number: optionalShort('证书编号'), issuer: optionalShort('发证机关'), validUntil: optionalMonth('有效期至'), picture: picture('资质证书图片') };
const count = (label: string) => num(label, { min: 0, max: L.staffCount }).default(0);

export const companyResumeInput = input({
  licenceNumber: text('营业执照号', { min: 0, max: 30, pattern: [/^[0-9A-Za-z]*$/, '营业执照号只能包含字母和数字'] }).default(''),
  publicEmail: text('对外邮箱', { min: 0, max: 100, pattern: [/^([^\s@]+@[^\s@]+\.[^\s@]+)?$/, '对外邮箱格式不正确'] }).default(''),
  address: text('地址', { min: 0, max: 200 }).default(''),
  /** The private licence photo (a `licence` upload of the writer's): left out (or empty) keeps the one on file. */
  licencePhoto: text('营业执照照片', { min: 0, max: 500, pattern: [/^(https?:\/\/\S+)?$/, '营业执照照片地址不正确'] }).optional(),
  /** Removes the licence photo on file (a new `licencePhoto` is then refused). */
  removeLicencePhoto: flag('移除营业执照照片').optional(),
  tags: tags('业务能力标签'),
  advantages: long('企业优势'),
  staff: input({ doctor: count('博士人数'), master: count('硕士人数'), bachelor: count('本科人数'), college: count('大专人数'), other: count('其他学历人数') }).default({ doctor: 0, master: 0, bachelor: 0, college: 0, other: 0 }),
  turnover: rows('近三年营业额', turnoverRow, L.turnover),
  equipment: rows('主要设备', equipmentRow, L.equipment),
  products: rows('营销产品', productRow, L.products),
  awards: rows('获奖情况', awardRow, L.awards),
  patents: rows('专利', patentRow, L.patents),
  trademarks: rows('商标', trademarkRow, L.trademarks),
  softwareCopyrights: rows('软件著作权', copyrightRow, L.softwareCopyrights),
  qualifications: rows('资质证书', qualificationRow, L.qualifications),
  ...where(),
  updateTime: version(),
}).superRefine(inRegion);
export type CompanyResumeInput = ReturnType<typeof companyResumeInput.parse>;
export type CompanyResumeSections = Omit<Sections<CompanyResumeInput>, 'licencePhoto' | 'removeLicencePhoto'>;

// ——— the public view ———

export const publicResumeInput = input({ a: id('用户'), b: oneOf('账号类型', ACCOUNT_TYPES) });

/** Who a resume is of, as everyone sees it. */
export interface ResumeOwner {
  id: string;
  type: AccountType;
  name: string;
  headPortrait: string;
}

/** A member of a team shown on its resume: one who consented; never a phone. */
export interface ShownMember {
  userId: string;
  nickname: string;
  headPortrait: string;
  admin: boolean;
}

export type PersonResume = PersonResumeSections & { owner: ResumeOwner; sex?: string; updateTime: number };
export type TeamResume = TeamResumeSections & { owner: ResumeOwner; members: ShownMember[]; updateTime: number };
/** The public view: the licence number masked, the licence photo never. */
export type PublicCompanyResume = CompanyResumeSections & { owner: ResumeOwner; updateTime: number };
export type PublicResume = ({ kind: 'PERSONAGE' } & PersonResume) | ({ kind: 'TEAM' } & TeamResume) | ({ kind: 'COMPANY' } & PublicCompanyResume);

/** The own team's resume as its members read it: the administrator may write, each member says whether they are shown. */
export type OwnTeamResume = TeamResume & { admin: boolean; shown: boolean; memberCount: number };
/**
 * The own company's resume as its staff read it: its managers (the administrator, the authorised person) may write and
 * see the licence number whole; the licence photo is signed for the administrator only (the platform reads it in the table).
 */
export type OwnCompanyResume = PublicCompanyResume & { editor: boolean; licencePhoto?: string; hasLicencePhoto: boolean };

// ——— as search reads it ———

/**
 * A resume item of the table as the search kinds read it (docs/search.md "Resumes"): a person's (`USER#<u>` /
 * `RESUME`, kind `talent`) or a team's or company's (`RESUME#<TEAM|COMPANY>#<id>` / `RESUME`, kind `unit`), written by
 * the organisation domain (functions/org/resume-store.ts) with `kindKeys` and a `rev` that grows with every write, and
 * counted by the search domain (`browseNum`, a team's or company's views, each viewer once). Published here because
 * the search domain stands above the organisation domain and reads its items without its code. Only the public
 * sections are in it: a company's licence photo is another item (`PRIVATE`), which no search reads.
 */
export interface ResumeSearchItem {
  pk: string;
  sk: string;
  kind: 'PERSONAGE' | 'TEAM' | 'COMPANY';
  ownerId: string;
  sections: Partial<PersonResumeSections> | Partial<TeamResumeSections> | Partial<CompanyResumeSections>;
  updateTime: number;
  /** Absent on a resume saved before the search kinds (issue 31): read as 0. */
  rev?: number;
  browseNum?: number;
  kindpk?: string;
  kindsk?: string;
}
