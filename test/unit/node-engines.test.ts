/**
 * The Node.js version the README and `engines` promise (package.json) is one every installed package accepts, so
 * `npm ci` on it warns of no EBADENGINE: issue 28 found @sparticuz/chromium 153 wanting Node ≥ 22.17 while the README
 * said 20.19+ (it is pinned to 147.0.0, the newest that runs on Node 20).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
};

type Version = [number, number, number];
const parse = (v: string): Version => {
  const [major = 0, minor = 0, patch = 0] = v.replace(/^v/, '').split('-')[0]!.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : 0));
  return [major, minor, patch];
};
const compare = (a: Version, b: Version): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether `version` satisfies one comparator of an npm range (the forms engines fields use). */
const comparator = (version: Version, c: string): boolean => {
  if (c === '*' || c === '' || c === 'x') return true;
  const match = /^(>=|<=|>|<|\^|~|=)?\s*v?([\dx*]+(?:\.[\dx*]+)?(?:\.[\dx*]+)?)/.exec(c);
  if (!match) throw new Error(`unknown engines comparator: ${c}`);
  const [, op = '', raw = ''] = match;
  const bound = parse(raw.replace(/[x*]/g, '0'));
  const parts = raw.split('.').filter((p) => /^\d+$/.test(p)).length;
  const cmp = compare(version, bound);
  switch (op) {
    case '>=': return cmp >= 0;
    case '>': return cmp > 0;
    case '<=': return cmp <= 0;
    case '<': return cmp < 0;
    case '^': return cmp >= 0 && (bound[0] > 0 ? version[0] === bound[0] : version[0] === 0 && version[1] === bound[1]);
    case '~': return cmp >= 0 && version[0] === bound[0] && (parts < 2 || version[1] === bound[1]);
    default: return parts === 3 ? cmp === 0 : version[0] === bound[0] && (parts < 2 || version[1] === bound[1]);
  }
};

const satisfies = (version: Version, range: string): boolean =>
  range.split('||').some((clause) => {
    const hyphen = /^\s*(\S+)\s+-\s+(\S+)\s*$/.exec(clause);
    if (hyphen) return compare(version, parse(hyphen[1]!)) >= 0 && compare(version, parse(hyphen[2]!)) <= 0;
    return clause.trim().replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1').split(/\s+/).every((c) => comparator(version, c));
  });

describe('the Node.js version', () => {
  const lowest = parse(/^>=\s*(\d+\.\d+(?:\.\d+)?)$/.exec(pkg.engines.node)?.[1] ?? '0');

  it('is promised alike by package.json and the README', () => {
    expect(pkg.engines.node).toMatch(/^>=\d+\.\d+$/);
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain(`Needs Node.js ${pkg.engines.node.slice(2)}+`);
  });

  it('is accepted by every installed package’s engines (npm ci warns of no EBADENGINE)', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && !entry.optional && !Array.isArray(entry.engines) && typeof entry.engines?.node === 'string')
      .filter(([, entry]) => !satisfies(lowest, (entry.engines as { node: string }).node))
      .map(([path, entry]) => `${path} wants node ${(entry.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });

  it('reads ranges as npm does', () => {
    expect(satisfies(parse('20.19.0'), '^22.17.0 || >=24.0.0')).toBe(false);
    expect(satisfies(parse('20.19.0'), '>=22.17.0')).toBe(false);
    expect(satisfies(parse('20.19.0'), '>=20.11.0')).toBe(true);
    expect(satisfies(parse('20.19.0'), '^18.18.0 || ^20.9.0 || >=21.1.0')).toBe(true);
    expect(satisfies(parse('20.19.0'), '>= 18')).toBe(true);
    expect(satisfies(parse('20.19.0'), '20.x || 22.x')).toBe(true);
  });
});
