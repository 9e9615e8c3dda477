/** /login/registerCompany: company registration, where the header's 注册 leads (spec §2.3). */
import { TextLink } from '../../../components/text-link.js';
import { RegisterCompanyForm } from '../../../features/account/components/register-company-form.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { useAuthCardStyles } from './auth-card-styles.js';

export const Component = () => {
  const styles = useAuthCardStyles();
  return (
    <>
      <title>{`${t('register.companyTitle')} - ${t('app.name')}`}</title>
      <h1 className={styles.title}>{t('register.companyTitle')}</h1>
      <p className={styles.lead}>{t('register.companyLead')}</p>
      <RegisterCompanyForm />
      <div className={styles.links}>
        <TextLink to={paths.register}>{t('register.toPersonal')}</TextLink>
        <TextLink to={paths.login}>{t('register.toLogin')}</TextLink>
      </div>
    </>
  );
};
