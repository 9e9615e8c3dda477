/**
 * A company's resume (issue 31; every label of spec §3 "Company resume labels"), the form of its administrator and
 * authorised person: the unit's facts, the private licence photo, capability tags, advantages, staff by education and
 * the lists (turnover of the last three years, equipment, products, awards, patents, trademarks, software
 * copyrights, qualifications).
 */
import { Field, Input, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { RESUME_LIMITS } from '../../../../../shared/limits.js';
import type { CompanyResumeInput, OwnCompanyResume } from '../../../../../shared/schemas/resume.js';
import { saveCompanyResume } from '../api/resume.js';
import { COMPANY_LISTS, STAFF_FIELDS } from '../sections.js';
import { tr } from '../texts.js';
import { useEditorStyles } from './editor-styles.js';
import { LicencePhotoField } from './licence-photo-field.js';
import { RowsEditor } from './rows-editor.js';
import { RegionField, useResumeRegion } from './region-field.js';
import { TagsEditor } from './tags-editor.js';
import { SaveBar } from './save-bar.js';
import { useBusy, useListRows, useSave } from './use-resume-form.js';

type Facts = Pick<CompanyResumeInput, 'licenceNumber' | 'publicEmail' | 'address' | 'advantages'>;

export const CompanyResumeEditor = ({ resume }: { resume: OwnCompanyResume }) => {
  const styles = useEditorStyles();
  const [facts, setFacts] = useState<Facts>({ licenceNumber: resume.licenceNumber, publicEmail: resume.publicEmail, address: resume.address, advantages: resume.advantages });
  const [staff, setStaff] = useState<Record<string, string>>(() => Object.fromEntries(STAFF_FIELDS.map(([name]) => [name, String(resume.staff[name])])));
  const [tags, setTags] = useState<string[]>(resume.tags);
  const [licencePhoto, setLicencePhoto] = useState<string>();
  const { rows, setList, toSave } = useListRows(COMPANY_LISTS, resume);
  const { region, setRegion, regionToSave } = useResumeRegion(resume);
  const { busy, onBusyChange } = useBusy();
  const fact = (name: keyof Facts) => (_e: unknown, d: { value: string }) => setFacts((current) => ({ ...current, [name]: d.value }));

  const { saving, save } = useSave(() => {
    const counts = Object.fromEntries(STAFF_FIELDS.map(([name]) => [name, /^\d+$/.test(staff[name] ?? '') ? Number(staff[name]) : staff[name] || 0]));
    return saveCompanyResume({ ...facts, tags, staff: counts, ...toSave(), ...regionToSave(), ...(licencePhoto === '' ? { removeLicencePhoto: true } : licencePhoto ? { licencePhoto } : {}), updateTime: resume.updateTime } as CompanyResumeInput);
  }, () => setLicencePhoto(undefined));

  return (
    <form className={styles.form} aria-label={tr('resume.company')} onSubmit={(event) => (event.preventDefault(), void save())} noValidate>
      <section className={styles.section} aria-label={tr('company.basic')}>
        <div className={styles.grid}>
          <Field label={tr('company.unitName')}>
            <Input value={resume.owner.name} readOnly />
          </Field>
          <Field label={tr('company.licenceNumber')}>
            <Input value={facts.licenceNumber} maxLength={30} onChange={fact('licenceNumber')} />
          </Field>
          <Field label={tr('company.publicEmail')}>
            <Input type="email" value={facts.publicEmail} maxLength={100} onChange={fact('publicEmail')} />
          </Field>
          <Field label={tr('company.address')}>
            <Input value={facts.address} maxLength={200} onChange={fact('address')} />
          </Field>
        </div>
      </section>
      <LicencePhotoField signed={resume.licencePhoto} onFile={resume.hasLicencePhoto} value={licencePhoto} onChange={setLicencePhoto} onBusyChange={onBusyChange} />
      <TagsEditor title="company.tags" value={tags} onChange={setTags} max={RESUME_LIMITS.tags} />
      <RegionField value={region} onChange={setRegion} />
      <Field label={tr('company.advantages')} hint={`${facts.advantages.length}/${RESUME_LIMITS.long}`}>
        <Textarea value={facts.advantages} maxLength={RESUME_LIMITS.long} rows={4} resize="vertical" onChange={fact('advantages')} />
      </Field>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{tr('company.staff')}</legend>
        <div className={styles.counts}>
          {STAFF_FIELDS.map(([name, label]) => (
            <Field key={name} label={tr(label)}>
              <Input className={styles.fill} value={staff[name] ?? ''} inputMode="numeric" onChange={(_e, d) => setStaff((current) => ({ ...current, [name]: d.value }))} />
            </Field>
          ))}
        </div>
      </fieldset>
      {COMPANY_LISTS.map((list) => (
        <RowsEditor key={list.key} list={list} rows={rows[list.key] ?? []} onChange={setList(list.key)} onBusyChange={onBusyChange} />
      ))}
      <SaveBar busy={busy} saving={saving} />
    </form>
  );
};
