/**
 * /403: not allowed, or (with `online=false`, spec §8) the network is down; the offline variant returns to the
 * previous page by itself once the browser is back online.
 */
import { Button } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../components/link-button.js';
import { StatusPage } from '../../components/status-page.js';
import { paths } from '../../config/paths.js';
import { t } from '../../lib/i18n.js';

export const Component = () => {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const offline = query.get('online') === 'false';

  useEffect(() => {
    if (!offline) return undefined;
    const back = () => navigate(-1);
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [offline, navigate]);

  const title = offline ? t('status.offline') : t('status.forbidden');
  return (
    <>
      <title>{`${title} - ${t('app.name')}`}</title>
      <StatusPage
        {...(offline ? {} : { code: '403' })}
        title={title}
        text={offline ? t('status.offlineText') : t('status.forbiddenText')}
        actions={
          offline ? (
            <Button appearance="primary" onClick={() => navigate(-1)}>
              {t('status.goBack')}
            </Button>
          ) : (
            <LinkButton appearance="primary" to={paths.home}>
              {t('status.backHome')}
            </LinkButton>
          )
        }
      />
    </>
  );
};
