/** Removes the boot shell of index.html (shared/site-boot.ts) once the SPA shows a page of its own in its place. */
import { BOOT_SHELL_ID } from '../../../shared/site-boot.js';

export const removeBootShell = (): void => document.getElementById(BOOT_SHELL_ID)?.remove();
