/** /login/forget: resetting a forgotten password with an SMS code. */
import { TextLink } from '../../../components/text-link.js';
import { ForgetForm } from '../../../features/account/components/forget-form.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { useAuthCardStyles } from './auth-card-styles.js';
import { ta } from '../../../features/account/form-texts.js';

export const Component = () => {
  const styles = useAuthCardStyles();
  return (
    <>
      <title>{`${ta('forget.title')} - ${t('app.name')}`}</title>
      <h1 className={styles.title}>{ta('forget.title')}</h1>
      <p className={styles.lead}>{ta('forget.lead')}</p>
      <ForgetForm />
      <div className={styles.links}>
        <TextLink to={paths.login}>{ta('forget.backToLogin')}</TextLink>
      </div>
    </>
  );
};
