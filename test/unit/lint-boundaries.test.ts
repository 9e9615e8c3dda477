/**
 * The lint rules that hold the domain boundaries (eslint.config.js): a violating file fed to ESLint is refused,
 * the same file written the allowed way passes. Guards the rules themselves, since a rule that stopped matching
 * would let every later violation through silently.
 */
import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOMAIN_LAYERS } from '../../shared/domains.js';

const ROOT = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

/** The rule ids ESLint reports for `code` as if it were the file at `path`. */
const problems = async (path: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
};

/** The messages ESLint reports for `code` as if it were the file at `path`. */
const messages = async (path: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
};

const importing = (from: string, name: string) => `import { ${name} } from '${from}';\nexport const f = ${name};\n`;

describe('domain layers', () => {
  it('refuse a domain importing one of a higher layer, even its public module: the import that would close a cycle', { timeout: 60_000 }, async () => {
    // account is below org and chat, which both import it: either import back would make a cycle.
    const upward = await messages('functions/account/zz-probe.ts', importing('../chat/public.js', 'sendCard'));
    expect(upward).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Domains stand in layers .*account may use no other domain/)]);
    expect(await problems('functions/content/zz-probe.ts', importing('../project/public.js', 'projectSearch'))).toContain('import-x/no-restricted-paths');
    expect(await problems('functions/chat/zz-probe.ts', "import type { OrgType } from '../org/public.js';\nexport type T = OrgType;\n")).toContain('import-x/no-restricted-paths');
  });

  it('refuse a domain importing another of its own layer, and functions/lib importing any domain', { timeout: 60_000 }, async () => {
    expect(await problems('functions/content/zz-probe.ts', importing('../wallet/public.js', 'walletOf'))).toContain('import-x/no-restricted-paths');
    expect(await problems('functions/org/zz-probe.ts', importing('../project/public.js', 'projectSearch'))).toContain('import-x/no-restricted-paths');
    expect(await messages('functions/lib/store/zz-probe.ts', importing('../../account/public.js', 'getPerson'))).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*functions\/lib is below every domain/),
    ]);
  });

  it('allow a domain the public modules of lower layers', { timeout: 60_000 }, async () => {
    expect(await problems('functions/chat/zz-probe.ts', importing('../account/public.js', 'getPerson'))).toEqual([]);
    expect(await problems('functions/org/zz-probe.ts', importing('../chat/public.js', 'sendCard'))).toEqual([]);
    expect(await problems('functions/search/zz-probe.ts', importing('../project/public.js', 'projectSearch'))).toEqual([]);
  });

  it('are one order that holds every domain folder once, and docs/architecture.md shows that order', () => {
    const layered = DOMAIN_LAYERS.flat();
    expect(new Set(layered).size).toBe(layered.length);
    const folders = readdirSync(join(ROOT, 'functions'), { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== 'lib').map((e) => e.name);
    expect(layered).toEqual(expect.arrayContaining(folders));
    const doc = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');
    const rows = [...doc.matchAll(/^\| (\d+) \| ([^|]+) \|/gm)].map((m) => ({ layer: Number(m[1]), domains: [...m[2]!.matchAll(/`([a-z]+)`/g)].map((d) => d[1]) }));
    expect(rows).toEqual(DOMAIN_LAYERS.map((domains, index) => ({ layer: index + 1, domains: [...domains] })));
  });
});

describe('domain boundaries', () => {
  it('refuse a backend domain importing another domain’s private module, and allow its public one', { timeout: 60_000 }, async () => {
    expect(await problems('functions/chat/zz-probe.ts', "import { getPerson } from '../account/store.js';\nexport const f = getPerson;\n")).toContain('import-x/no-restricted-paths');
    expect(await problems('functions/org/zz-probe.ts', "import { storeMessage } from '../chat/messages/send.js';\nexport const f = storeMessage;\n")).toContain('import-x/no-restricted-paths');
    expect(await problems('functions/chat/zz-probe.ts', "import { getPerson } from '../account/public.js';\nexport const f = getPerson;\n")).toEqual([]);
  });

  it('refuse DynamoDB commands outside store files', { timeout: 60_000 }, async () => {
    const code = "import { GetCommand } from '@aws-sdk/lib-dynamodb';\nexport const f = GetCommand;\n";
    expect(await problems('functions/content/zz-probe.ts', code)).toContain('no-restricted-imports');
    expect(await problems('functions/content/store.ts', code)).toEqual([]);
    expect(await problems('functions/chat/groups/request-store.ts', code)).toEqual([]);
    // The packages' types and errors stay usable where a service needs them.
    expect(await problems('functions/content/zz-probe.ts', "import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';\nexport type T = QueryCommandInput;\n")).toEqual([]);
  });

  it('refuse DynamoDB expressions outside store files, and allow them in store files', { timeout: 60_000 }, async () => {
    const rule = 'hezuo/dynamodb-expressions';
    // A command's input written in a service: the expression parameters, their names and values.
    const command =
      "export const input = { UpdateExpression: 'SET #s = :done, updateTime = :now', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':done': 'DONE', ':now': 1 } };\n";
    expect(await problems('functions/content/zz-probe.ts', command)).toEqual(Array(9).fill(rule));
    // The store helpers' shape (`{ expression, values, names }`), a key condition and a filter built in a template.
    const helper = "export const update = { expression: 'REMOVE asks.#who', names: { '#who': 'u1' } };\nexport const filter = (index: string) => `${index}pk = :pk AND begins_with(${index}sk, :p)`;\nexport const read = { FilterExpression: 'createTime >= :start', ProjectionExpression: 'amount' };\n";
    expect(await problems('functions/project/documents/zz-probe.ts', helper)).toEqual(Array(6).fill(rule));
    // A placeholder's value set on its own.
    expect(await problems('functions/lib/auth/zz-probe.ts', "const values: Record<string, string> = {};\nvalues[':keep'] = 'a';\nexport { values };\n")).toEqual([rule]);
    // The same in a store file is where it belongs.
    for (const store of ['functions/content/store.ts', 'functions/chat/groups/request-store.ts', 'functions/lib/store/zz-probe.ts']) {
      expect(await problems(store, command + helper)).toEqual([]);
    }
    // Texts that only look alike are not expressions.
    expect(await problems('functions/content/zz-probe.ts', "export const texts = ['SET', 'a = b', '已离职', 'DELETE /api/x', '#fff', 'ADD_FRIEND'];\n")).toEqual([]);
  });

  it('refuse a web feature importing another feature’s internals, and the realtime layer importing a feature', { timeout: 60_000 }, async () => {
    expect(await problems('web/src/features/home/zz-probe.ts', "import { useBanners } from '../content/api/home.js';\nexport const f = useBanners;\n")).toContain('import-x/no-restricted-paths');
    expect(await problems('web/src/features/home/zz-probe.ts', "import { useBanners } from '../content/public.js';\nexport const f = useBanners;\n")).toEqual([]);
    expect(await problems('web/src/realtime/zz-probe.ts', "import { useBanners } from '../features/content/public.js';\nexport const f = useBanners;\n")).toContain('import-x/no-restricted-paths');
  });

  it('refuse the SPA importing the whole route table, and allow a domain’s own routes', { timeout: 60_000 }, async () => {
    expect(await problems('web/src/features/account/api/zz-probe.ts', "import { routeById } from '../../../../../shared/routes/index.js';\nexport const f = routeById;\n")).toContain('import-x/no-restricted-paths');
    expect(await problems('web/src/api/zz-probe.ts', "import type { RouteId } from '../../../shared/routes/index.js';\nexport type T = RouteId;\n")).toContain('import-x/no-restricted-paths');
    expect(await problems('web/src/features/account/api/zz-probe.ts', "import { accountRoute } from '../../../../../shared/routes/account.js';\nexport const f = accountRoute;\n")).toEqual([]);
    // The stack, the gateway, the docs and the tests keep the one full table.
    expect(await problems('test/unit/zz-probe.ts', "import { ROUTES } from '../../shared/routes/index.js';\nexport const f = ROUTES;\n")).toEqual([]);
  });

  it('refuse an SWR read outside a feature’s api module, and allow one there and the cache’s mutate anywhere', { timeout: 60_000 }, async () => {
    const read = "import useSWR from 'swr';\nexport const useThing = () => useSWR('thing', () => 1);\n";
    expect(await problems('web/src/features/chat/components/zz-probe.tsx', read)).toContain('no-restricted-imports');
    expect(await problems('web/src/app/routes/zz-probe.tsx', read)).toContain('no-restricted-imports');
    expect(await problems('web/src/features/chat/components/zz-probe.tsx', "import useSWRInfinite from 'swr/infinite';\nexport const f = useSWRInfinite;\n")).toContain('no-restricted-imports');
    expect(await problems('web/src/features/chat/api/zz-probe.ts', read)).toEqual([]);
    expect(await problems('web/src/features/chat/components/zz-probe.tsx', "import { useSWRConfig } from 'swr';\nexport const f = useSWRConfig;\n")).toEqual([]);
  });
});
