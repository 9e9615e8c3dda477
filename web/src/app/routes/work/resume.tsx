/** /work/userCenter/resume: 个人简历, for now its basic information (spec §5: where incomplete info is completed). */
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { BaseInfoForm } from '../../../features/account/components/base-info-form.js';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { t } from '../../../lib/i18n.js';
import { usePanelStyles } from './section-styles.js';
import { ts } from '../../../features/account/settings-texts.js';

export const Component = () => {
  const styles = usePanelStyles();
  const { data: info } = useUserInfo();
  return (
    <section className={styles.panel}>
      <title>{`${t('userCenter.resume')} - ${t('app.name')}`}</title>
      <h1 className={styles.heading}>{ts('resume.baseInfo')}</h1>
      {info && !info.completeBaseInfoEdit && (
        <MessageBar intent="warning" className={styles.notice}>
          <MessageBarBody>{t('account.baseInfoRequired')}</MessageBarBody>
        </MessageBar>
      )}
      {info && <BaseInfoForm key={info.id} info={info} />}
    </section>
  );
};
