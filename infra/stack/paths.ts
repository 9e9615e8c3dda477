// Where the repository's folders are, for the constructs that bundle code from them (functions, SPA).
import { join } from 'node:path';
import { ROOT_DIR } from '../bundling.js';

export const REPO_ROOT = ROOT_DIR;
export const WEB_DIR = join(REPO_ROOT, 'web');
export const SHARED_DIR = join(REPO_ROOT, 'shared');
export const LOCK_FILE = join(REPO_ROOT, 'package-lock.json');
