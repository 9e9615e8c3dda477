/**
 * The demand form's values and rules (spec §2.1 new project): what the form holds, what it sends to `project`
 * (下一步, every field required but the book) or to `save_project_and_exit` (a draft: only the name required, the
 * rest sent when it reads), and where the server's `data.issues` land. Messages are Chinese and name the field;
 * the server checks the same limits (shared/limits PROJECT_LIMITS) with the same words.
 */
import { ACCOUNT_TYPES, type AccountType } from '../../../../../shared/domains.js';
import type { ValidationIssue } from '../../../../../shared/envelope.js';
import { PROJECT_ERRORS } from '../../../../../shared/errors/project.js';
import { PROJECT_LIMITS } from '../../../../../shared/limits.js';
import { regionProblem, type RegionValue } from '../../../../../shared/regions/index.js';
import type { ProjectAttachment, ProjectDetail, ProjectPhase, Visibility } from '../../../../../shared/schemas/project.js';
import { td } from '../texts.js';
import { dayOf, deadlineIssue, deadlineOf } from './deadline.js';
import { emptyPhase, isBlankPhase, readPhase, rowOfPhase, type PhaseField, type PhaseRow } from './phases.js';

const L = PROJECT_LIMITS;

/** Where a message that names no field of the form is shown: above the buttons. */
export const FORM_LEVEL = '_form';

export interface DemandValues {
  name: string;
  categoryId: string;
  /** The category's name as the project keeps it (a custom category deleted since still shows). */
  categoryName?: string;
  region: RegionValue;
  phases: PhaseRow[];
  /** `YYYY-MM-DD`, or '' when none is picked. */
  deadline: string;
  applicantTypes: AccountType[];
  visibility: Visibility;
  attachments: ProjectAttachment[];
}

/** The fields of `project`, `project-modify` and `save_project_and_exit` that the form fills (not the id, not the book). */
export interface DemandFields {
  name: string;
  categoryId?: string;
  provinceCode?: string;
  cityCode?: string;
  districtCode?: string;
  phases?: ProjectPhase[];
  applyDeadline?: number;
  applicantTypes?: AccountType[];
  visibility: Visibility;
  attachments: ProjectAttachment[];
}

/** A whole demand, as `project` takes it (下一步). */
export type CompleteDemand = DemandFields & Required<Pick<DemandFields, 'categoryId' | 'provinceCode' | 'phases' | 'applyDeadline' | 'applicantTypes'>>;

/** The fields as a whole demand, when they are one (a `full` check's fields always are). */
export const completeDemand = (fields: DemandFields): CompleteDemand | undefined => {
  const { categoryId, provinceCode, phases, applyDeadline, applicantTypes } = fields;
  return categoryId && provinceCode && phases && phases.length > 0 && applyDeadline !== undefined && applicantTypes && applicantTypes.length > 0
    ? { ...fields, categoryId, provinceCode, phases, applyDeadline, applicantTypes }
    : undefined;
};

/** Messages by field: `name`, `categoryId`, `region`, `phases`, `phases.<row>.<field>`, `applyDeadline`, `applicantTypes`, `attachments`, FORM_LEVEL. */
export type DemandErrors = Record<string, string>;

export const phaseErrorKey = (row: number, field: PhaseField): string => `phases.${row}.${field}`;

export const newDemandValues = (): DemandValues => ({
  name: '',
  categoryId: '',
  region: {},
  phases: [emptyPhase()],
  deadline: '',
  applicantTypes: [...ACCOUNT_TYPES],
  visibility: 'PUBLIC',
  attachments: [],
});

/** The form filled with a saved demand (a draft, a copy, a released demand being changed). */
export const valuesOfDetail = (detail: ProjectDetail): DemandValues => ({
  name: detail.name,
  categoryId: detail.categoryId ?? '',
  ...(detail.categoryName ? { categoryName: detail.categoryName } : {}),
  region: {
    ...(detail.provinceCode ? { provinceCode: detail.provinceCode } : {}),
    ...(detail.cityCode ? { cityCode: detail.cityCode } : {}),
    ...(detail.districtCode ? { districtCode: detail.districtCode } : {}),
  },
  phases: detail.phases.length > 0 ? detail.phases.map(rowOfPhase) : [emptyPhase()],
  deadline: detail.applyDeadline ? dayOf(detail.applyDeadline) : '',
  applicantTypes: ACCOUNT_TYPES.filter((type) => detail.applicantTypes.includes(type)),
  visibility: detail.visibility,
  attachments: detail.attachments,
});

/** The name's own rule (the uniqueness check is the server's, asked while typing). */
export const nameIssue = (name: string): string | undefined => {
  const trimmed = name.trim();
  if (trimmed === '') return td('err.name');
  if (trimmed.length > L.name) return td('err.nameLong', { max: L.name });
  return undefined;
};

export type DemandMode = 'full' | 'draft';

export interface CheckedDemand {
  /** What to send, when nothing is wrong. */
  fields?: DemandFields;
  errors: DemandErrors;
  /** For each phase sent, the form row it came from (a draft leaves blank rows out), to place the server's issues. */
  phaseRows: number[];
}

/**
 * Checks the form for 下一步 (`full`: a whole demand) or 保存并退出 (`draft`: the name, and whatever else is filled in
 * must read). `nameTaken` is the live check's verdict on the name.
 */
export const checkDemand = (values: DemandValues, now: number, mode: DemandMode, nameTaken = false): CheckedDemand => {
  const full = mode === 'full';
  const errors: DemandErrors = {};
  const name = values.name.trim();
  const badName = nameIssue(values.name) ?? (nameTaken ? PROJECT_ERRORS.PROJECT_NAME_TAKEN.msg : undefined);
  if (badName) errors.name = badName;

  if (full && values.categoryId === '') errors.categoryId = td('err.category');

  const region = regionProblem(values.region, full ? 'province' : 'none');
  if (region) errors.region = region.message;

  const phases: ProjectPhase[] = [];
  const phaseRows: number[] = [];
  values.phases.forEach((row, index) => {
    if (!full && isBlankPhase(row)) return;
    const read = readPhase(row);
    for (const [field, message] of Object.entries(read.errors)) errors[phaseErrorKey(index, field as PhaseField)] = message;
    if (read.phase) {
      phases.push(read.phase);
      phaseRows.push(index);
    }
  });
  if (full && values.phases.length === 0) errors.phases = td('err.phases');
  if (values.phases.length > L.phasesMax) errors.phases = td('err.phasesMax', { max: L.phasesMax });

  const deadline = deadlineIssue(values.deadline, now, full);
  if (deadline) errors.applyDeadline = deadline;

  if (full && values.applicantTypes.length === 0) errors.applicantTypes = td('err.applicants');
  if (values.attachments.length > L.attachments) errors.attachments = td('form.attachmentsFull', { max: L.attachments });

  if (Object.keys(errors).length > 0) return { errors, phaseRows };
  const applyDeadline = deadlineOf(values.deadline);
  const { provinceCode, cityCode, districtCode } = values.region;
  const fields: DemandFields = {
    name,
    ...(values.categoryId ? { categoryId: values.categoryId } : {}),
    ...(provinceCode ? { provinceCode } : {}),
    ...(provinceCode && cityCode ? { cityCode } : {}),
    ...(provinceCode && cityCode && districtCode ? { districtCode } : {}),
    phases,
    ...(applyDeadline !== undefined ? { applyDeadline } : {}),
    ...(values.applicantTypes.length > 0 ? { applicantTypes: values.applicantTypes } : {}),
    visibility: values.visibility,
    attachments: values.attachments,
  };
  return { fields, errors, phaseRows };
};

const FIELD_OF_PATH: Readonly<Record<string, string>> = {
  name: 'name',
  categoryId: 'categoryId',
  provinceCode: 'region',
  cityCode: 'region',
  districtCode: 'region',
  phases: 'phases',
  applyDeadline: 'applyDeadline',
  applicantTypes: 'applicantTypes',
  visibility: 'visibility',
  attachments: 'attachments',
  bookHtml: 'bookHtml',
};

const PHASE_FIELDS: readonly string[] = ['name', 'amount', 'days', 'deliverables'];

/**
 * The server's issues (a 400's `data.issues`, or PROJECT_INCOMPLETE's) by form field, the first message of each:
 * `phases.<i>.<field>` under that field of the row it came from, region codes under the region, anything the form
 * does not show at form level.
 */
export const errorsOfIssues = (issues: readonly ValidationIssue[], phaseRows?: readonly number[]): DemandErrors => {
  const errors: DemandErrors = {};
  for (const issue of issues) {
    const [head = '', index, field] = issue.path.split('.');
    let key = FIELD_OF_PATH[head] ?? FORM_LEVEL;
    if (head === 'phases' && index !== undefined && /^\d+$/.test(index) && field && PHASE_FIELDS.includes(field)) {
      const row = phaseRows ? phaseRows[Number(index)] : Number(index);
      if (row !== undefined) key = phaseErrorKey(row, field as PhaseField);
    }
    errors[key] ??= issue.message;
  }
  return errors;
};

/** The issues carried by a refusal (`data.issues` of a 400 or of PROJECT_INCOMPLETE), if any. */
export const issuesOf = (data: unknown): ValidationIssue[] => {
  const issues = (data as { issues?: unknown } | null | undefined)?.issues;
  return Array.isArray(issues) ? issues.filter((issue): issue is ValidationIssue => typeof issue === 'object' && issue !== null && typeof (issue as ValidationIssue).message === 'string' && typeof (issue as ValidationIssue).path === 'string') : [];
};

/** The key of the first field with a message, in the form's order (to move the focus there). */
export const firstErrorKey = (errors: DemandErrors): string | undefined => {
  const order = ['name', 'categoryId', 'region', 'phases'];
  const keys = Object.keys(errors);
  const phaseKeys = keys.filter((key) => key.startsWith('phases.')).sort((a, b) => Number(a.split('.')[1]) - Number(b.split('.')[1]));
  return [...order.filter((key) => key in errors && key !== 'phases'), ...(errors.phases ? ['phases'] : []), ...phaseKeys, ...['applyDeadline', 'applicantTypes', 'visibility', 'attachments', FORM_LEVEL].filter((key) => key in errors)][0];
};
