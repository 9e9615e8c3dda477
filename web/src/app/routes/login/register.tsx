/** /login/register: personal registration, with the switch to a team account (`?type=team` starts with it on). */
import { useSearchParams } from 'react-router-dom';
import { TextLink } from '../../../components/text-link.js';
import { RegisterForm } from '../../../features/account/components/register-form.js';
import { RegisterTypeTabs } from '../../../features/account/components/register-type-tabs.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { useAuthCardStyles } from './auth-card-styles.js';
import { tr } from '../../../features/account/register-texts.js';

export const Component = () => {
  const styles = useAuthCardStyles();
  const [query] = useSearchParams();
  return (
    <>
      <title>{`${tr('register.personalTitle')} - ${t('app.name')}`}</title>
      <RegisterTypeTabs current={query.get('type') === 'team' ? 'TEAM' : 'PERSONAGE'} />
      <h1 className={styles.title}>{tr('register.personalTitle')}</h1>
      <p className={styles.lead}>{tr('register.personalLead')}</p>
      <RegisterForm key={query.get('type') ?? ''} team={query.get('type') === 'team'} />
      <div className={styles.links}>
        <TextLink to={paths.registerCompany}>{tr('register.toCompany')}</TextLink>
        <TextLink to={paths.loginUser}>{tr('register.toLogin')}</TextLink>
      </div>
    </>
  );
};
