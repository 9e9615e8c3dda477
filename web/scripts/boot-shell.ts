/**
 * Prints the boot shell's HTML (web/src/app/boot-shell.tsx). The Vite build runs it in a process of its own
 * (web/vite.config.ts, `bootShell`) and writes what it prints into index.html, before `#root`: rendering the
 * components needs TSX and the page's dependencies, which the build's configuration does not load.
 */
import { bootShellHtml } from '../src/app/boot-shell.js';

process.stdout.write(bootShellHtml());
