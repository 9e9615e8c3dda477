/** A team's resume (issue 31), its administrator's form: introduction, capability tags, works. */
import { Button, Field, Spinner, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { RESUME_LIMITS } from '../../../../../shared/limits.js';
import type { OwnTeamResume, TeamResumeInput } from '../../../../../shared/schemas/resume.js';
import { toast } from '../../../lib/notify.js';
import { saveTeamResume, useReloadResumes } from '../api/resume.js';
import { TEAM_LISTS } from '../sections.js';
import { tr } from '../texts.js';
import { useEditorStyles } from './editor-styles.js';
import { RowsEditor } from './rows-editor.js';
import { TagsEditor } from './tags-editor.js';
import { useBusy, useListRows } from './use-resume-form.js';

export const TeamResumeEditor = ({ resume }: { resume: OwnTeamResume }) => {
  const styles = useEditorStyles();
  const reload = useReloadResumes();
  const [introduction, setIntroduction] = useState(resume.introduction);
  const [tags, setTags] = useState<string[]>(resume.tags);
  const { rows, setList, toSave } = useListRows(TEAM_LISTS, resume);
  const { busy, onBusyChange } = useBusy();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await saveTeamResume({ introduction, tags, ...toSave(), updateTime: resume.updateTime } as TeamResumeInput);
      toast({ intent: 'success', text: tr('resume.saved') });
      await reload();
    } catch {
      // The HTTP helper told what was refused.
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className={styles.form} aria-label={tr('resume.team')} onSubmit={(event) => (event.preventDefault(), void save())} noValidate>
      <Field label={tr('team.introduction')} hint={`${introduction.length}/${RESUME_LIMITS.long}`}>
        <Textarea value={introduction} maxLength={RESUME_LIMITS.long} rows={5} resize="vertical" onChange={(_e, d) => setIntroduction(d.value)} />
      </Field>
      <TagsEditor title="team.tags" value={tags} onChange={setTags} max={RESUME_LIMITS.tags} />
      {TEAM_LISTS.map((list) => (
        <RowsEditor key={list.key} list={list} rows={rows[list.key] ?? []} onChange={setList(list.key)} onBusyChange={onBusyChange} />
      ))}
      <div className={styles.bar}>
        <Button type="submit" appearance="primary" disabled={busy || saving} icon={saving ? <Spinner size="tiny" /> : undefined}>
          {tr('resume.save')}
        </Button>
      </div>
    </form>
  );
};
