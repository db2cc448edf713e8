import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'apps/api/src/db/migrations/**',
      'e2e/test-results/**',
      'e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', name: ['describe', 'it', 'test', 'suite'], package: 'node:test' },
          ],
        },
      ],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the environment in apps/api/src/config.ts only.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // The web app's layers (docs/decisions/011-web-module-boundaries.md): app/ (router, shells,
  // compositions) -> features/<name> -> shared (components/, lib/, i18n/, assets/) -> contracts.
  // A feature imports no other feature and not app/; shared code imports no feature and not app/.
  // Static imports, `export ... from` and dynamic import() are all checked.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/root-path': import.meta.dirname,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/legacy-templates': false,
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'apps/web/src/(components|lib|i18n|assets)' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: { element: { type: 'feature', captured: { feature: '!{{from.element.captured.feature}}' } } },
              },
              message:
                'features/{{from.element.captured.feature}} may not import features/{{to.element.captured.feature}}: move the shared part to components/ or lib/, or compose the two in app/ (docs/decisions/011-web-module-boundaries.md).',
            },
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'app' } } },
              message:
                'features/{{from.element.captured.feature}} may not import app/: app/ passes in what a feature needs (docs/decisions/011-web-module-boundaries.md).',
            },
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { type: ['feature', 'app'] } } },
              message:
                'components/, lib/ and i18n/ may not import features/ or app/ (docs/decisions/011-web-module-boundaries.md).',
            },
          ],
        },
      ],
    },
  },
  // The API's layers (docs/decisions/011-web-module-boundaries.md, "The API"): app.ts and
  // server.ts -> seed -> modules/<domain> -> plugins, lib -> db -> contracts. Production code
  // never imports the test helpers of src/test.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts', 'apps/api/src/test/**'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } },
      'boundaries/root-path': import.meta.dirname,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/legacy-templates': false,
      'boundaries/elements': [
        { type: 'seed', pattern: 'apps/api/src/seed' },
        { type: 'module', pattern: 'apps/api/src/modules/*', capture: ['module'] },
        { type: 'infrastructure', pattern: 'apps/api/src/(plugins|lib)' },
        { type: 'db', pattern: 'apps/api/src/db' },
        { type: 'test-support', pattern: 'apps/api/src/test' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: ['seed', 'module', 'infrastructure', 'db'] } },
              disallow: { to: { element: { type: 'test-support' } } },
              message: 'src/test is for tests only.',
            },
            {
              from: { element: { type: ['module', 'infrastructure', 'db'] } },
              disallow: { to: { element: { type: 'seed' } } },
              message: 'The seed sits above the modules: it writes through their services, never the other way round.',
            },
            {
              from: { element: { type: ['infrastructure', 'db'] } },
              disallow: { to: { element: { type: 'module' } } },
              message: 'plugins/, lib/ and db/ serve every module: they may not import one.',
            },
            {
              from: { element: { type: 'db' } },
              disallow: { to: { element: { type: 'infrastructure' } } },
              message: 'db/ is the bottom layer of the API: schema, client and migrations only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/api/src/config.ts',
      'apps/api/src/test/**',
      'vitest.config.ts',
      'e2e/**',
      'apps/api/bench/**',
      '*.config.{js,ts}',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  { files: ['**/*.js', '**/*.mjs'], extends: [tseslint.configs.disableTypeChecked] },
);
