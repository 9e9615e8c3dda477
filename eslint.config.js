// Lint: typescript-eslint's recommended rules plus import rules that keep the layers one-way:
// shared <- functions <- infra, shared <- web, and no cycles anywhere (STYLE.md, bulletproof-react).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const zone = (target, from, message) => ({ target, from, message });

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
            zone('./infra', ['./web', './test'], 'infra/ deploys functions and web; it does not import the SPA.'),
            zone('./web/src/components', ['./web/src/features', './web/src/app'], 'Shared UI does not depend on features or the app.'),
            zone('./web/src/features', ['./web/src/app'], 'Features do not import the app layer.'),
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
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
);
