/** 个人简历's second panel (issue 31): the person's resume sections, and the public view others see. */
import { Button, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { usePanelStyles } from '../../../components/page-styles.js';
import { usePersonResume } from '../../../features/resume/api/resume.js';
import { PersonResumeEditor } from '../../../features/resume/components/person-resume-editor.js';
import { ResumeView } from '../../../features/resume/components/resume-view.js';
import { tr } from '../../../features/resume/texts.js';

export const PersonResumeSection = () => {
  const styles = usePanelStyles();
  const { data } = usePersonResume();
  const [preview, setPreview] = useState(false);
  return (
    <section className={styles.panel} aria-labelledby="person-resume-heading">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 8, flexWrap: 'wrap' }}>
        <h1 id="person-resume-heading" className={styles.heading}>{tr('resume.title')}</h1>
        {data && (
          <Button appearance="subtle" onClick={() => setPreview((on) => !on)} aria-pressed={preview}>
            {tr(preview ? 'resume.backToEdit' : 'resume.preview')}
          </Button>
        )}
      </div>
      {!data ? <Spinner size="small" /> : preview ? <ResumeView resume={{ kind: 'PERSONAGE', ...data }} /> : <PersonResumeEditor key={data.updateTime} resume={data} />}
    </section>
  );
};
