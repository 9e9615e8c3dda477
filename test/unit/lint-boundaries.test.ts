/**
 * The lint rules that hold the domain boundaries (eslint.config.js): a violating file fed to ESLint is refused,
 * the same file written the allowed way passes. Guards the rules themselves, since a rule that stopped matching
 * would let every later violation through silently.
 */
import { ESLint } from 'eslint';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

/** The rule ids ESLint reports for `code` as if it were the file at `path`. */
const problems = async (path: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
};

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
