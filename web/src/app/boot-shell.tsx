/**
 * The boot shell's markup (shared/site-boot.ts, docs/architecture.md "First screen"): the visitor's header and the
 * first screen of /home, rendered at build time by the same components the SPA renders, with their styles, into
 * `index.html` (web/scripts/boot-shell.ts). A visitor on a slow phone reads the page before the script has run; the
 * SPA takes its place on its first render (`removeBootShell`). Its links are plain links, so they work before that.
 */
import { createDOMRenderer, FluentProvider, RendererProvider, renderToStyleElements, SSRProvider } from '@fluentui/react-components';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { BOOT_SCRIPT, BOOT_SHELL_ID } from '../../../shared/site-boot.js';
import { hezuoTheme } from '../config/theme.js';
import { paths } from '../config/paths.js';
import { HomeHero } from '../features/home/components/home-hero.js';
import { AppHeader } from './layout/app-header.js';
import { useLayoutStyles } from './layout/app-layout.js';
import { useGlobalStyles } from './provider.js';

const Shell = () => {
  useGlobalStyles();
  const styles = useLayoutStyles();
  return (
    <div className={styles.shell}>
      <AppHeader />
      <main className={styles.main}>
        <HomeHero />
      </main>
    </div>
  );
};

/** The HTML that goes before `#root` in index.html: the shell, its styles and the script that drops it off /home. */
export const bootShellHtml = (): string => {
  const renderer = createDOMRenderer();
  const body = renderToStaticMarkup(
    <RendererProvider renderer={renderer}>
      <SSRProvider>
        <FluentProvider theme={hezuoTheme}>
          <MemoryRouter initialEntries={[paths.home]}>
            <Shell />
          </MemoryRouter>
        </FluentProvider>
      </SSRProvider>
    </RendererProvider>,
  );
  const styles = renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>);
  // Hash links: the router is a hash router, and a static link must reach the same page before the SPA runs.
  const hashLinks = body.replace(/href="\/(?!\/)/g, 'href="#/');
  return `<div id="${BOOT_SHELL_ID}">${styles}${hashLinks}</div><script>${BOOT_SCRIPT}</script>`;
};
