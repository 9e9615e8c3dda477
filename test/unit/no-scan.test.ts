/** No Scan serves a request: request code (functions/, shared/) never names the Scan operation. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });

describe('request code', () => {
  it('never scans the table', () => {
    const offenders = [...files(join(ROOT, 'functions')), ...files(join(ROOT, 'shared'))].filter((file) =>
      /ScanCommand|\.scan\(/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
