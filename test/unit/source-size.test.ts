/**
 * No source file of the product over 400 lines (docs/architecture.md "Domains and their seams"): a file a reader must scroll through
 * for its parts is split where they are (a page into its parts, a service into its moves). The product's own code
 * only — functions, shared, infra and the SPA; tests and their fixtures are not held to it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const MAX_LINES = 400;
const FOLDERS = ['functions', 'shared', 'infra', 'web/src'];

describe('the product’s source files', () => {
  it(`are at most ${MAX_LINES} lines each`, () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...FOLDERS], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((path) => /\.(ts|tsx)$/.test(path) && !path.endsWith('.d.ts'));
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((path) => [path, readFileSync(join(ROOT, path), 'utf8').split('\n').length - 1] as const)
      .filter(([, lines]) => lines > MAX_LINES)
      .map(([path, lines]) => `${path}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
