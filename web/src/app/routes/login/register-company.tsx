/** /login/registerCompany: company registration, where the header's 注册 leads (spec §2.3). */
import { TextLink } from '../../../components/text-link.js';
import { RegisterCompanyForm } from '../../../features/account/components/register-company-form.js';
import { RegisterTypeTabs } from '../../../features/account/components/register-type-tabs.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { useAuthCardStyles } from './auth-card-styles.js';
import { tr } from '../../../features/account/register-texts.js';

export const Component = () => {
  const styles = useAuthCardStyles();
  return (
    <>
      <title>{`${tr('register.companyTitle')} - ${t('app.name')}`}</title>
      <RegisterTypeTabs current="COMPANY" />
      <h1 className={styles.title}>{tr('register.companyTitle')}</h1>
      <p className={styles.lead}>{tr('register.companyLead')}</p>
      <RegisterCompanyForm />
      <div className={styles.links}>
        <TextLink to={paths.register}>{tr('register.toPersonal')}</TextLink>
        <TextLink to={paths.login}>{tr('register.toLogin')}</TextLink>
      </div>
    </>
  );
};
