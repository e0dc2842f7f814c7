import tseslint from 'typescript-eslint';

/**
 * Import boundaries of DESIGN.md:
 * - contracts imports no other package of ours and no Node or DOM API (it runs in the browser too);
 * - web imports only contracts;
 * - a feature reaches another feature only through its index (`../<feature>/index.ts`, `@inkpace/<pkg>/<feature>`).
 */
const crossFeature = {
  group: ['../*/*', '!../*/index.ts', '!../pipeline/*', '!../runtime/*', '../../*'],
  message: 'Reach another feature through its index.ts.',
};
const deepPackage = {
  group: ['@inkpace/*/*/*', '!@inkpace/contracts/**', '@inkpace/*/src/**'],
  message: 'Import another package through its feature index (@inkpace/<pkg>/<feature>).',
};

const commandNotQuery = {
  group: ['@inkpace/query-api', '@inkpace/query-api/*'],
  message: 'command-api never imports query-api: read through the projector\'s readers (@inkpace/projector/<feature>).',
};
const infraNotApp = {
  group: ['@inkpace/command-api', '@inkpace/command-api/*', '@inkpace/projector', '@inkpace/projector/*', '@inkpace/query-api', '@inkpace/query-api/*', '@inkpace/workers', '@inkpace/workers/*'],
  message: 'infra is adapters only: app packages are wired together in infra/src/run (the composition root).',
};
const webImports = [
  { group: ['@inkpace/*', '!@inkpace/contracts'], message: 'web imports only contracts.' },
  {
    // app/ and ui/ are shared by every feature; features reach each other through their index.ts, and
    // the router reaches pages through the route table's lazy imports (`*-page.tsx`); tests reach test/.
    regex: '^(\\.\\./)+features/[^/]+/(?!index\\.ts$)(?!.*-page\\.tsx$).+|^\\.\\./(?!\\.\\.|app/|ui/|features/|test/)[^/]+/(?!index\\.ts$).+',
    message: 'Reach another feature through its index.ts.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-nocheck': true, 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@inkpace/*'], message: 'contracts imports no other package of ours.' },
          { group: ['node:*', 'fs', 'path', 'crypto', 'os'], message: 'contracts has no Node APIs: it runs in the browser too.' },
        ],
      }],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'Buffer'],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/build/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: webImports }] },
  },
  {
    // The build's own plugins (web/build) read the app's route table from outside the features.
    files: ['web/build/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webImports[0]] }] },
  },
  {
    // The test helpers (web/src/test: the fetch fake, render helpers, test data) never reach the app.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/test/**', 'web/src/test-setup.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...webImports, { regex: '(^|/)test/', message: 'Production code does not import the test helpers.' }] }] },
  },
  {
    files: ['{query-api,projector,workers}/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [crossFeature, deepPackage] }] },
  },
  {
    // The write side reads facts through the projector's readers, never through the query side.
    files: ['command-api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [crossFeature, deepPackage, commandNotQuery] }] },
  },
  {
    // Adapters know no app package; only the composition root (infra/src/run) wires them together.
    files: ['infra/src/**/*.ts'],
    ignores: ['infra/src/run/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [infraNotApp] }] },
  },
);
