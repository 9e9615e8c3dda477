/**
 * /work/userCenter/setting: 账号设置. Password, phone, pay password and cancelling the account for everyone;
 * an administrator of a team or company account may also cancel that organisation. `?section=payPassword` (the
 * wallet's way here before a first withdrawal) scrolls to the pay password.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SettingsCard } from '../../../features/account/components/settings-card.js';
import { ChangePasswordForm } from '../../../features/account/components/change-password-form.js';
import { ChangePhoneForm } from '../../../features/account/components/change-phone-form.js';
import { PayPasswordForm } from '../../../features/account/components/pay-password-form.js';
import { UnsubscribeSection } from '../../../features/account/components/unsubscribe-section.js';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { t } from '../../../lib/i18n.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { ts } from '../../../features/account/settings-texts.js';

const PAY_PASSWORD_SECTION = 'pay-password';

export const Component = () => {
  const styles = usePanelStyles();
  const { data: info } = useUserInfo();
  const [query] = useSearchParams();
  const section = query.get('section');
  const ready = info !== undefined;
  useEffect(() => {
    if (ready && section === 'payPassword') document.getElementById(PAY_PASSWORD_SECTION)?.scrollIntoView({ block: 'start' });
  }, [ready, section]);
  if (!info) return null;
  const administersOrg = info.userType !== 'PERSONAGE' && info.isAdmin;
  const orgName = info.userType === 'TEAM' ? info.teamName : info.companyName;
  return (
    <section className={styles.panel}>
      <title>{`${t('userCenter.setting')} - ${t('app.name')}`}</title>
      <h1 className={styles.heading}>{t('userCenter.setting')}</h1>
      <SettingsCard title={ts('setting.password')} text={ts('setting.passwordText')}>
        <ChangePasswordForm />
      </SettingsCard>
      <SettingsCard title={ts('setting.phone')} text={ts('setting.phoneText')}>
        <ChangePhoneForm currentPhone={info.phone} />
      </SettingsCard>
      <SettingsCard id={PAY_PASSWORD_SECTION} title={info.hasPayPassword ? ts('setting.payPasswordChangeTitle') : ts('setting.payPasswordSetTitle')} text={ts('setting.payPasswordText')}>
        <PayPasswordForm hasPayPassword={info.hasPayPassword} />
      </SettingsCard>
      <SettingsCard title={ts('unsubscribe.personal')} text={ts('unsubscribe.personalText')}>
        <UnsubscribeSection target="personal" />
      </SettingsCard>
      {administersOrg && (
        <SettingsCard title={info.userType === 'TEAM' ? ts('unsubscribe.team') : ts('unsubscribe.company')} text={ts('unsubscribe.orgText', { name: orgName })}>
          <UnsubscribeSection target="organisation" orgName={orgName} />
        </SettingsCard>
      )}
    </section>
  );
};
