/**
 * The lists of each resume as data (issue 31): their rows' fields, labels and limits, read by the editor
 * (components/rows-editor.tsx) and the view (components/resume-view.tsx) alike. A row's first field is the one the
 * schema requires (shared/schemas/resume.ts); a row left wholly blank is dropped before saving.
 */
import { RESUME_LIMITS as L } from '../../../../shared/limits.js';
import { EDUCATION_DEGREES } from '../../../../shared/schemas/resume.js';
import type { ResumeTextKey } from './texts.js';

export type FieldType = 'text' | 'month' | 'textarea' | 'number' | 'yuan' | 'degree' | 'picture' | 'link';

export interface FieldDef {
  name: string;
  label: ResumeTextKey;
  type: FieldType;
  required?: boolean;
}

export interface ListDef {
  key: string;
  title: ResumeTextKey;
  max: number;
  fields: readonly FieldDef[];
}

const f = (name: string, label: ResumeTextKey, type: FieldType = 'text', required = false): FieldDef => ({ name, label, type, required });

export const DEGREES = EDUCATION_DEGREES;

export const PERSON_LISTS: readonly ListDef[] = [
  { key: 'work', title: 'person.work', max: L.work, fields: [f('company', 'field.company', 'text', true), f('position', 'field.position'), f('start', 'field.start', 'month', true), f('end', 'field.end', 'month'), f('description', 'field.workDescription', 'textarea')] },
  { key: 'projects', title: 'person.projects', max: L.projects, fields: [f('name', 'field.projectName', 'text', true), f('role', 'field.role'), f('start', 'field.start', 'month'), f('end', 'field.end', 'month'), f('description', 'field.projectDescription', 'textarea')] },
  { key: 'education', title: 'person.education', max: L.education, fields: [f('school', 'field.school', 'text', true), f('major', 'field.major'), f('degree', 'field.degree', 'degree', true), f('start', 'field.enrol', 'month', true), f('end', 'field.graduate', 'month')] },
  { key: 'certificates', title: 'person.certificates', max: L.certificates, fields: [f('name', 'field.certificate', 'text', true), f('issuer', 'field.issuer'), f('date', 'field.obtained', 'month'), f('picture', 'field.certificatePicture', 'picture')] },
];

export const TEAM_LISTS: readonly ListDef[] = [
  { key: 'works', title: 'team.works', max: L.works, fields: [f('name', 'field.workName', 'text', true), f('link', 'field.link', 'link'), f('description', 'field.workDescriptionTeam', 'textarea'), f('picture', 'field.workPicture', 'picture')] },
];

const numbered = (key: string, title: ResumeTextKey, max: number, name: ResumeTextKey, number: ResumeTextKey): ListDef => ({
  key,
  title,
  max,
  fields: [f('name', name, 'text', true), f('number', number), f('date', 'field.gotDate', 'month')],
});

export const COMPANY_LISTS: readonly ListDef[] = [
  { key: 'turnover', title: 'company.turnover', max: L.turnover, fields: [f('year', 'field.year', 'number', true), f('amount', 'field.amount', 'yuan', true)] },
  { key: 'equipment', title: 'company.equipment', max: L.equipment, fields: [f('name', 'field.equipmentName', 'text', true), f('model', 'field.model'), f('quantity', 'field.quantity', 'number')] },
  { key: 'products', title: 'company.products', max: L.products, fields: [f('name', 'field.productName', 'text', true), f('description', 'field.productDescription', 'textarea'), f('picture', 'field.productPicture', 'picture')] },
  { key: 'awards', title: 'company.awards', max: L.awards, fields: [f('name', 'field.awardName', 'text', true), f('issuer', 'field.awardIssuer'), f('date', 'field.awardDate', 'month'), f('picture', 'field.awardPicture', 'picture')] },
  numbered('patents', 'company.patents', L.patents, 'field.patentName', 'field.patentNumber'),
  numbered('trademarks', 'company.trademarks', L.trademarks, 'field.trademarkName', 'field.trademarkNumber'),
  numbered('softwareCopyrights', 'company.softwareCopyrights', L.softwareCopyrights, 'field.softwareName', 'field.softwareNumber'),
  { key: 'qualifications', title: 'company.qualifications', max: L.qualifications, fields: [f('name', 'field.qualificationName', 'text', true), f('number', 'field.qualificationNumber'), f('issuer', 'field.qualificationIssuer'), f('validUntil', 'field.validUntil', 'month'), f('picture', 'field.qualificationPicture', 'picture')] },
];

export const STAFF_FIELDS = [
  ['doctor', 'company.doctor'],
  ['master', 'company.master'],
  ['bachelor', 'company.bachelor'],
  ['college', 'company.college'],
  ['other', 'company.other'],
] as const satisfies readonly (readonly [string, ResumeTextKey])[];

/** A row as the form holds it: every field as text. */
export type FormRow = Record<string, string>;

/** A saved row as the form holds it (amounts in fen shown in yuan). */
export const toFormRow = (list: ListDef, row: Readonly<Record<string, unknown>>): FormRow =>
  Object.fromEntries(
    list.fields.map((field) => {
      const value = row[field.name];
      if (value === undefined || value === null) return [field.name, ''];
      if (field.type === 'yuan' && typeof value === 'number') return [field.name, (value / 100).toFixed(2).replace(/\.00$/, '')];
      return [field.name, String(value)];
    }),
  );

/**
 * The rows to save: wholly blank rows dropped, blank fields left out, numbers as numbers, yuan as fen (an amount
 * that is no number is sent as text, and the server names the field).
 */
export const fromFormRows = (list: ListDef, rows: readonly FormRow[]): Record<string, unknown>[] =>
  rows
    .filter((row) => list.fields.some((field) => (row[field.name] ?? '').trim() !== ''))
    .map((row) =>
      Object.fromEntries(
        list.fields.flatMap((field) => {
          const value = (row[field.name] ?? '').trim();
          if (value === '') return [];
          if (field.type === 'number') return [[field.name, /^\d+$/.test(value) ? Number(value) : value]];
          if (field.type === 'yuan') return [[field.name, /^\d+(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : value]];
          return [[field.name, value]];
        }),
      ),
    );
