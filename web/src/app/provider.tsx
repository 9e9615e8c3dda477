/** Everything a page can rely on: the Fluent theme, SWR's defaults and the one toast and dialog host. */
import { FluentProvider, makeStaticStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from '../api/swr-config.js';
import { hezuoTheme } from '../config/theme.js';
import { DeferredNotifier } from './deferred-notifier.js';

/** The page's own global styles: also the boot shell's (app/boot-shell.tsx). */
export const useGlobalStyles = makeStaticStyles({
  body: { margin: 0 },
});

export const AppProvider = ({ children }: { children: ReactNode }) => {
  useGlobalStyles();
  // No className here: FluentProvider copies its classes onto every portal (menus, dialogs, toasts).
  return (
    <FluentProvider theme={hezuoTheme}>
      <SWRConfig value={swrConfig}>
        {children}
        <DeferredNotifier />
      </SWRConfig>
    </FluentProvider>
  );
};
