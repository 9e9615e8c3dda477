/** /404, where unknown paths land (spec §2.1). */
import { Button } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { LinkButton } from '../../components/link-button.js';
import { StatusPage } from '../../components/status-page.js';
import { paths } from '../../config/paths.js';
import { t } from '../../lib/i18n.js';

export const Component = () => {
  const navigate = useNavigate();
  return (
    <>
      <title>{`${t('status.notFound')} - ${t('app.name')}`}</title>
      <StatusPage
        code="404"
        title={t('status.notFound')}
        text={t('status.notFoundText')}
        actions={
          <>
            <LinkButton appearance="primary" to={paths.home}>
              {t('status.backHome')}
            </LinkButton>
            <Button onClick={() => navigate(-1)}>{t('status.goBack')}</Button>
          </>
        }
      />
    </>
  );
};
