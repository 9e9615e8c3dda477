/** Vite build of the SPA: root `web/`, output `web/dist`, with a manifest so the bench can sum first-load JS. */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// The dev server forwards everything that is not the SPA to the local cloud (`npm start`, docs/conventions.md "Names").
const localCloud = process.env.HEZUO_ORIGIN ?? 'http://localhost:3000';

// react-router 7 points every export condition at its development build (remix-run/react-router#12532, #14753:
// dev warnings and checks included); the production build sits beside it with the same API. Builds use that one.
const routerProduction = (file: string) => fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * The boot shell (shared/site-boot.ts): the built index.html carries /home's first screen as static HTML, rendered
 * by the page's own components in a process of its own (web/scripts/boot-shell.ts). Builds only: the dev server
 * serves index.html as it is.
 */
const bootShell = (): Plugin => ({
  name: 'hezuo-boot-shell',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      const root = '<div id="root"></div>';
      if (!html.includes(root)) throw new Error(`index.html has no ${root}`);
      const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
      const script = fileURLToPath(new URL('scripts/boot-shell.ts', import.meta.url));
      const tsconfig = fileURLToPath(new URL('tsconfig.json', import.meta.url));
      const shell = execFileSync(tsx, ['--tsconfig', tsconfig, script], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
      return html.replace(root, `${shell}${root}`);
    },
  },
});

export default defineConfig(({ command }) => ({
  root: webRoot,
  base: '/',
  plugins: [react(), bootShell()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: routerProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerProduction('dom-export.mjs') },
          ]
        : [],
  },
  server: {
    // `shared/` lives beside `web/`, outside the Vite root.
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
    proxy: {
      '/api': localCloud,
      '/config.json': localCloud,
      '/files': localCloud,
      '/ws': { target: localCloud, ws: true },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    // The budget that matters is first-load JS after gzip (≤ 160 KB, test/bench/spa.ts), measured from the manifest by the bench;
    // the raw size of the entry (React DOM, the router, Fluent's core) is larger than Vite's default warning.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically in one chunk. Left alone, Rolldown cuts the first load into a
          // chunk per set of pages sharing a module (a couple of dozen files, some of a few hundred bytes), each
          // compressed on its own and fetched on its own; pages load the same modules from this one chunk instead.
          // Only the modules tagged initial, not all they import: a barrel's re-exports that only pages use (Griffel's
          // shorthands) would otherwise come along.
          groups: [{ name: 'first-load', tags: ['$initial'], includeDependenciesRecursively: false }],
        },
      },
    },
  },
}));
