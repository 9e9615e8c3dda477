/**
 * A person's resume beyond the basic information (issue 31): skills, work and project experience, education,
 * certificates, portfolio pictures and files; saved together over the version read (a stale one: 100002, 刷新页面).
 */
import { useId, useState } from 'react';
import { RESUME_LIMITS } from '../../../../../shared/limits.js';
import type { PersonResume, PersonResumeInput } from '../../../../../shared/schemas/resume.js';
import { ImageUpload } from '../../../components/image-upload/image-upload.js';
import { savePersonResume } from '../api/resume.js';
import { PERSON_LISTS } from '../sections.js';
import { tr } from '../texts.js';
import { useEditorStyles } from './editor-styles.js';
import { FilesEditor, type ResumeFile } from './files-editor.js';
import { RowsEditor } from './rows-editor.js';
import { RegionField, useResumeRegion } from './region-field.js';
import { TagsEditor } from './tags-editor.js';
import { SaveBar } from './save-bar.js';
import { useBusy, useListRows, useSave } from './use-resume-form.js';

export const PersonResumeEditor = ({ resume }: { resume: PersonResume }) => {
  const styles = useEditorStyles();
  const picturesId = useId();
  const [skills, setSkills] = useState<string[]>(resume.skills);
  const [pictures, setPictures] = useState<string[]>(resume.pictures);
  const [files, setFiles] = useState<ResumeFile[]>(resume.files);
  const { rows, setList, toSave } = useListRows(PERSON_LISTS, resume);
  const { region, setRegion, regionToSave } = useResumeRegion(resume);
  const { busy, onBusyChange } = useBusy();
  const { saving, save } = useSave(() => savePersonResume({ skills, pictures, files: files.filter((f) => f.name.trim()), ...toSave(), ...regionToSave(), updateTime: resume.updateTime } as PersonResumeInput));

  return (
    <form className={styles.form} aria-label={tr('resume.person')} onSubmit={(event) => (event.preventDefault(), void save())} noValidate>
      <TagsEditor title="person.skills" value={skills} onChange={setSkills} max={RESUME_LIMITS.skills} />
      <RegionField value={region} onChange={setRegion} />
      {PERSON_LISTS.map((list) => (
        <RowsEditor key={list.key} list={list} rows={rows[list.key] ?? []} onChange={setList(list.key)} onBusyChange={onBusyChange} />
      ))}
      <section className={styles.section} aria-labelledby={picturesId}>
        <div className={styles.sectionHead}>
          <h2 id={picturesId} className={styles.sectionTitle}>{tr('person.pictures')}</h2>
        </div>
        <ImageUpload kind="image" limit={RESUME_LIMITS.pictures} value={pictures} onChange={setPictures} onBusyChange={onBusyChange} aria-labelledby={picturesId} />
      </section>
      <FilesEditor value={files} onChange={(update) => setFiles(update)} onBusyChange={onBusyChange} />
      <SaveBar busy={busy} saving={saving} />
    </form>
  );
};
