/**
 * /work/userCenter/resume: 个人简历 — the basic information (spec §5: where incomplete info is completed), then the
 * resume's own sections (issue 31: skills, experience, education, certificates, portfolio) once the basic information
 * is complete.
 */
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BaseInfoForm } from '../../../features/account/components/base-info-form.js';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { t } from '../../../lib/i18n.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { ts } from '../../../features/account/settings-texts.js';
import { ta } from '../../../features/account/form-texts.js';
import { PersonResumeSection } from './person-resume-section.js';

export const Component = () => {
  const styles = usePanelStyles();
  const { data: info } = useUserInfo();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  // Came from a login or registration with the information incomplete: on to where they were going once it is done.
  const next = query.get('next');
  const onSaved = next && next.startsWith('/') && !next.startsWith('//') ? () => void navigate(next, { replace: true }) : undefined;
  // One child of the personal center's content column: the basic information's panel, then the resume's.
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 }}>
      <section className={styles.panel}>
        <title>{`${t('userCenter.resume')} - ${t('app.name')}`}</title>
        <h1 className={styles.heading}>{ts('resume.baseInfo')}</h1>
        {info && !info.completeBaseInfoEdit && (
          <MessageBar intent="info" className={styles.notice} data-testid="base-info-welcome">
            <MessageBarBody>
              <MessageBarTitle>{ta('account.baseInfoWelcome')}</MessageBarTitle>
              {ta('account.baseInfoWelcomeText')}
            </MessageBarBody>
          </MessageBar>
        )}
        {info && <BaseInfoForm key={info.id} info={info} onSaved={onSaved} />}
      </section>
      {info?.completeBaseInfoEdit && <PersonResumeSection />}
    </div>
  );
};
