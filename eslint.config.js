// Lint: typescript-eslint's recommended rules plus import rules that keep the layers one-way:
// shared <- functions <- infra, shared <- web, the backend domains in their layers, and no cycles anywhere
// (docs/architecture.md "Domains and their seams", after bulletproof-react).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { URL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import hezuo from './eslint/plugin.js';

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Domain boundaries (docs/architecture.md "Domains and their seams"): a backend domain may use functions/lib, shared/ and another
// domain's one public module (`public.ts`), never its other files; a web feature likewise only another feature's
// `public.ts`. import-x/no-cycle keeps the module graph acyclic across all of it.
const DOMAINS = foldersOf('./functions/').filter((name) => name !== 'lib');
const FEATURES = foldersOf('./web/src/features/');
const boundaries = (root, names, kind) =>
  names.flatMap((name) =>
    names
      .filter((other) => other !== name)
      .map((other) => zone(`${root}/${name}`, `${root}/${other}`, `A ${kind} uses another ${kind} only through its public module (${root}/${other}/public.ts).`, ['./public.ts'])),
  );

// Domain layers: the one order of the backend domains, lowest first (shared/domains.ts DOMAIN_LAYERS, which
// docs/architecture.md shows). A domain imports only domains of lower layers — not even another's public module
// when that domain stands in its own layer or above — so no cycle between domains can form; functions/lib imports
// no domain at all. A folder of functions/ that is in no layer stops the lint.
const { DOMAIN_LAYERS } = await tsImport('./shared/domains.ts', import.meta.url);
const LAYER_OF = new Map(DOMAIN_LAYERS.flatMap((layer, index) => layer.map((domain) => [domain, index])));
for (const folder of DOMAINS) {
  if (!LAYER_OF.has(folder)) throw new Error(`functions/${folder} is in no layer: add it to DOMAIN_LAYERS (shared/domains.ts) where its imports run downward.`);
}
const layerZones = () => [
  zone('./functions/lib', [...LAYER_OF.keys()].map((domain) => `./functions/${domain}`), 'functions/lib is below every domain: it imports none.'),
  ...[...LAYER_OF].flatMap(([domain, layer]) => {
    const notBelow = [...LAYER_OF].filter(([other, otherLayer]) => other !== domain && otherLayer >= layer).map(([other]) => other);
    const below = [...LAYER_OF].filter(([, otherLayer]) => otherLayer < layer).map(([other]) => other);
    if (notBelow.length === 0) return [];
    return zone(
      `./functions/${domain}`,
      notBelow.map((other) => `./functions/${other}`),
      `Domains stand in layers (shared/domains.ts DOMAIN_LAYERS) and every import runs downward: ${domain} may use ${below.length ? below.join(', ') : 'no other domain'}. ` +
        'A need that runs upward is met by a read model the lower domain owns or the higher one publishes, never an import (docs/architecture.md "Domains and their seams").',
    );
  }),
];

/** DynamoDB's commands, found by name: `...Command` of either DynamoDB package (their Input/Output types are fine). */
const DYNAMODB_COMMANDS = { group: ['@aws-sdk/lib-dynamodb', '@aws-sdk/client-dynamodb'], importNamePattern: '^[A-Za-z]+Command$' };

/** Where the SPA reads through SWR: only its features' api modules. */
const SWR_READS = "SWR reads live with their fetchers: call a hook of the feature's api module (features/<feature>/api), which holds the key and the fetcher.";

/** The store files: a domain's `store.ts` / `*-store.ts`, and functions/lib/store. DynamoDB's commands and expressions live only there. */
const STORE_FILES = ['functions/**/store.ts', 'functions/**/*-store.ts', 'functions/lib/store/**'];

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', 'cdk.out', '.local', 'coverage', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            zone('./shared', ['./functions', './infra', './web', './test'], 'shared/ is imported by everyone and imports no layer.'),
            zone('./functions', ['./infra', './web', './test'], 'functions/ runs in Lambda: it may only use shared/.'),
            zone('./web', ['./functions', './infra', './test'], 'web/ may only use shared/.'),
            zone(
              './web/src',
              './shared/routes/index.ts',
              "The SPA looks a route up in its own domain's module (shared/routes/<domain>.ts: accountRoute, chatGroupRoute, …): the whole table would carry every domain's schemas into each chunk.",
            ),
            zone('./infra', ['./web', './test'], 'infra/ deploys functions and web; it does not import the SPA.'),
            zone('./web/src/components', ['./web/src/features', './web/src/app'], 'Shared UI does not depend on features or the app.'),
            zone('./web/src/features', ['./web/src/app'], 'Features do not import the app layer.'),
            zone('./web/src/realtime', ['./web/src/features', './web/src/app'], 'The realtime layer lets features register their handlers; it imports none.'),
            ...boundaries('./functions', DOMAINS, 'domain'),
            ...layerZones(),
            ...boundaries('./web/src/features', FEATURES, 'feature'),
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // An SWR read is a hook beside its fetcher and its key, in its feature's api module (docs/architecture.md "Calls"):
    // a component that wrote `useSWR(key, fetcher)` itself could give a key another fetcher, or spell it another way.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/features/*/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'swr', importNames: ['default'], message: SWR_READS },
            { name: 'swr/infinite', message: SWR_READS },
            { name: 'swr/immutable', message: SWR_READS },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/**/*.ts'],
    rules: {
      // Functions log through the structured logger, never console.
      'no-console': 'error',
      // One statement type rules them all: no Scan may serve a request.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@aws-sdk/lib-dynamodb', importNames: ['ScanCommand'], message: 'No Scan in a request path.' }] },
      ],
    },
  },
  {
    // DynamoDB is spoken only in store files (a domain's `store.ts` / `*-store.ts`, and functions/lib/store).
    files: ['functions/**/*.ts'],
    ignores: STORE_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@aws-sdk/lib-dynamodb', importNames: ['ScanCommand'], message: 'No Scan in a request path.' }],
          patterns: [{ ...DYNAMODB_COMMANDS, message: 'DynamoDB commands belong in a store file (store.ts, *-store.ts) built on functions/lib/store.' }],
        },
      ],
    },
  },
  {
    // ...and so are its expressions (update, condition, key condition, filter, projection, and the names and values
    // built for them): a service calls a store function named for what it does (eslint/plugin.js).
    files: ['functions/**/*.ts'],
    ignores: STORE_FILES,
    plugins: { hezuo },
    rules: { 'hezuo/dynamodb-expressions': 'error' },
  },
);
