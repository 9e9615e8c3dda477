/** What a route shows when it cannot load (a page chunk missing after a deploy, a render error). */
import { Button } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { StatusPage } from '../components/status-page.js';
import { t } from '../lib/i18n.js';
import { pageActions } from '../lib/navigation.js';

export const RouteError = () => {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <StatusPage
      title={t('status.loadFailed')}
      text={t('status.loadFailedText')}
      actions={
        <Button appearance="primary" onClick={pageActions.reload}>
          {t('status.reload')}
        </Button>
      }
    />
  );
};
