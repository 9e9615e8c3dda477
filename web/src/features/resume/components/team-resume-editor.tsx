/** A team's resume (issue 31), its administrator's form: introduction, capability tags, works. */
import { Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { RESUME_LIMITS } from '../../../../../shared/limits.js';
import type { OwnTeamResume, TeamResumeInput } from '../../../../../shared/schemas/resume.js';
import { saveTeamResume } from '../api/resume.js';
import { TEAM_LISTS } from '../sections.js';
import { tr } from '../texts.js';
import { useEditorStyles } from './editor-styles.js';
import { RowsEditor } from './rows-editor.js';
import { RegionField, useResumeRegion } from './region-field.js';
import { TagsEditor } from './tags-editor.js';
import { SaveBar } from './save-bar.js';
import { useBusy, useListRows, useSave } from './use-resume-form.js';

export const TeamResumeEditor = ({ resume }: { resume: OwnTeamResume }) => {
  const styles = useEditorStyles();
  const [introduction, setIntroduction] = useState(resume.introduction);
  const [tags, setTags] = useState<string[]>(resume.tags);
  const { rows, setList, toSave } = useListRows(TEAM_LISTS, resume);
  const { region, setRegion, regionToSave } = useResumeRegion(resume);
  const { busy, onBusyChange } = useBusy();
  const { saving, save } = useSave(() => saveTeamResume({ introduction, tags, ...toSave(), ...regionToSave(), updateTime: resume.updateTime } as TeamResumeInput));
  return (
    <form className={styles.form} aria-label={tr('resume.team')} onSubmit={(event) => (event.preventDefault(), void save())} noValidate>
      <Field label={tr('team.introduction')} hint={`${introduction.length}/${RESUME_LIMITS.long}`}>
        <Textarea value={introduction} maxLength={RESUME_LIMITS.long} rows={5} resize="vertical" onChange={(_e, d) => setIntroduction(d.value)} />
      </Field>
      <TagsEditor title="team.tags" value={tags} onChange={setTags} max={RESUME_LIMITS.tags} />
      <RegionField value={region} onChange={setRegion} />
      {TEAM_LISTS.map((list) => (
        <RowsEditor key={list.key} list={list} rows={rows[list.key] ?? []} onChange={setList(list.key)} onBusyChange={onBusyChange} />
      ))}
      <SaveBar busy={busy} saving={saving} />
    </form>
  );
};
