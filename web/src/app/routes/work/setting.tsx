/**
 * /work/userCenter/setting: 账号设置. Password, phone, pay password and cancelling the account for everyone;
 * an administrator of a team or company account may also cancel that organisation.
 */
import { SettingsCard } from '../../../features/account/components/settings-card.js';
import { ChangePasswordForm } from '../../../features/account/components/change-password-form.js';
import { ChangePhoneForm } from '../../../features/account/components/change-phone-form.js';
import { PayPasswordForm } from '../../../features/account/components/pay-password-form.js';
import { UnsubscribeSection } from '../../../features/account/components/unsubscribe-section.js';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { t } from '../../../lib/i18n.js';
import { usePanelStyles } from './section-styles.js';

export const Component = () => {
  const styles = usePanelStyles();
  const { data: info } = useUserInfo();
  if (!info) return null;
  const administersOrg = info.userType !== 'PERSONAGE' && info.isAdmin;
  const orgName = info.userType === 'TEAM' ? info.teamName : info.companyName;
  return (
    <section className={styles.panel}>
      <title>{`${t('userCenter.setting')} - ${t('app.name')}`}</title>
      <h1 className={styles.heading}>{t('userCenter.setting')}</h1>
      <SettingsCard title={t('setting.password')} text={t('setting.passwordText')}>
        <ChangePasswordForm />
      </SettingsCard>
      <SettingsCard title={t('setting.phone')} text={t('setting.phoneText')}>
        <ChangePhoneForm currentPhone={info.phone} />
      </SettingsCard>
      <SettingsCard title={info.hasPayPassword ? t('setting.payPasswordChangeTitle') : t('setting.payPasswordSetTitle')} text={t('setting.payPasswordText')}>
        <PayPasswordForm hasPayPassword={info.hasPayPassword} />
      </SettingsCard>
      <SettingsCard title={t('unsubscribe.personal')} text={t('unsubscribe.personalText')}>
        <UnsubscribeSection target="personal" />
      </SettingsCard>
      {administersOrg && (
        <SettingsCard title={info.userType === 'TEAM' ? t('unsubscribe.team') : t('unsubscribe.company')} text={t('unsubscribe.orgText', { name: orgName })}>
          <UnsubscribeSection target="organisation" orgName={orgName} />
        </SettingsCard>
      )}
    </section>
  );
};
