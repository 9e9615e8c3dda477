/** Start-up: read `/config.json`, point the API at it, then render the SPA (or say why it cannot start). */
import { Button } from '@fluentui/react-components';
import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureApi, restClient } from '../api/api-config.js';
import { StatusPage } from '../components/status-page.js';
import { removeBootShell } from '../lib/boot-shell.js';
import { t } from '../lib/i18n.js';
import { pageActions, setNavigator } from '../lib/navigation.js';
import { onSessionEnded, onSessionStarted } from '../lib/session-channel.js';
import { leaveForLogin } from '../lib/session-end.js';
import { loadSiteConfig } from '../lib/site-config.js';
import { setZodJitless } from '../lib/zod-jitless.js';
import { AppProvider } from './provider.js';
import { createAppRouter } from './router.js';

const renderStartupFailure = (root: Root) => {
  removeBootShell();
  root.render(
    <AppProvider>
      <StatusPage
        title={t('status.startupFailed')}
        text={t('status.startupFailedText')}
        actions={
          <Button appearance="primary" onClick={pageActions.reload}>
            {t('status.reload')}
          </Button>
        }
      />
    </AppProvider>,
  );
};

// Before any page chunk loads zod: no eval probe, hence no CSP violation report (lib/zod-jitless.ts).
setZodJitless();

const start = async () => {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  const root = createRoot(container);
  // The router first: creating it starts loading the first page's chunk, beside /config.json rather than after it
  // (its loaders call no API; pages render, and call the API, only once the configuration is in).
  const router = createAppRouter();
  try {
    configureApi(await loadSiteConfig());
  } catch (error) {
    console.error(error);
    renderStartupFailure(root);
    return;
  }
  // The REST client's chunks load while the first page renders, not after its first call asks for them.
  void restClient().catch(() => undefined);
  setNavigator((to) => void router.navigate(to));
  // Another tab ended the session (spec §4): this one goes to the login page too, remembering where it was, and
  // says why when the server ended it (logged in on another device, account disabled).
  onSessionEnded(({ reason }) => leaveForLogin(reason));
  // Another tab logged in: the token cookie is shared, so this tab now acts for that login and starts afresh.
  onSessionStarted(() => pageActions.reload());
  // A transition: React renders the first page in slices that yield to the browser (input, paint) instead of one
  // long task on a slow phone (docs/BENCHMARKS.md "Lighthouse").
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
};

void start();
