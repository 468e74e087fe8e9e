// ESLint flat config (`npm run lint`, run by `npm test`). Besides the usual correctness rules, it
// enforces the layering of ADR 002: `app/` (framework layer) → `src/` (pure core), never back.
//   - `src/` imports no React, no TanStack, no Node builtins, no `process.env`, nothing from `app/`;
//     its unit tests (`*.test.ts`, `*.test-d.ts`) may use Node builtins (and vitest).
//   - `app/` never imports `scripts/` (build-time tooling).
//   - In `app/`, a module's suffix says on which side it runs and its imports agree
//     (`suffixes/side-imports`, scripts/eslint/suffixes.js: `*.server` and Node builtins only on the
//     server, `*.client` modules imported statically only by browser code). Tests, scripts and
//     config outside app/ are Node code and exempt.
// tests/unit/lint.test.ts proves each layering rule fails on a fixture that breaks it
// (tests/unit/suffixes-rule.test.ts, the suffix rule case by case).
import { builtinModules } from 'node:module'
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import suffixes from './scripts/eslint/suffixes.js'
import prettier from 'eslint-config-prettier'

const TS = ['**/*.{ts,tsx,mts,cts}']
const SRC_TESTS = ['src/**/*.test.ts', 'src/**/*.test-d.ts']

// --- Layering (src = pure core) -------------------------------------------------------------------

const CORE = 'src/ is the pure core (ADR 002: app → src only)'

/** Import patterns forbidden everywhere in src/, tests included. */
const srcPatterns = [
  {
    group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    message: `${CORE}: no React here. Put components and hooks in app/ and pass plain data into src/.`,
  },
  {
    group: ['@tanstack/*'],
    message: `${CORE}: no TanStack (router/start) here. Framework glue belongs in app/; src/ gets plain values.`,
  },
  {
    // `../app/…` at any depth, and a `#app/*` alias (regex: in `group`, gitignore syntax reads `#` as a comment).
    regex: '^(?:(?:\\.{1,2}/)+(?:.*/)?app|#app)(?:/|$)',
    message: `${CORE}: src/ never imports from app/. Move the shared code into src/ and import it from app/ via #src/*.`,
  },
]

const NODE_MESSAGE = `${CORE}: no Node builtins outside tests. src/ must run anywhere (server, browser, edge); do the I/O in app/ (or scripts/) and pass the data in.`

/** Node builtins: `node:*` plus the bare names (`fs`, `path`, `fs/promises`…), matched exactly. */
const nodePatterns = [{ group: ['node:*'], message: NODE_MESSAGE }]
const nodePaths = builtinModules.map((name) => ({ name, message: NODE_MESSAGE }))

const PROCESS_ENV = `${CORE}: no process.env here. Read configuration in app/ (e.g. app/server/env.server.ts) and pass it to src/ as an argument.`
const PROCESS = `${CORE}: no \`process\` global outside tests. src/ must run anywhere; take what you need as an argument from app/.`

/** `import('react')` and friends: `no-restricted-imports` only sees static imports. */
const dynamicImport = (sourceRegex, message) => ({
  // esquery regex literals end at the first `/`, so spell `/` as \x2F.
  selector: `ImportExpression[source.type='Literal'][source.value=/${sourceRegex.replaceAll('/', '\\x2F')}/]`,
  message,
})
const DYN_FRAMEWORK = '^(?:react|react-dom)(?:/|$)|^@tanstack/|^#app(?:/|$)|^(?:\\.{1,2}/)+(?:.*/)?app(?:/|$)'
const DYN_NODE = `^node:|^(?:${builtinModules.join('|')})$`

const envRules = {
  'no-restricted-properties': ['error', { object: 'process', property: 'env', message: PROCESS_ENV }],
}

export default defineConfig([
  globalIgnores([
    '.output/',
    '.output-cluster/',
    '.output-next/',
    '.output-sourcemaps/',
    '.vercel/',
    '.nitro/',
    '.tanstack/',
    'node_modules/',
    'dist/',
    'test-results/',
    'playwright-report/',
    'app/routeTree.gen.ts',
    'tests/fixtures/lint/**',
  ]),

  // --- Base: every JS/TS file ---------------------------------------------------------------------
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: TS,
    rules: {
      // TypeScript checks undefined names itself (and knows the DOM/Node types from tsconfig).
      'no-undef': 'off',
    },
  },

  // --- Node-side code: config files, scripts, tests -----------------------------------------------
  {
    files: ['*.{js,mjs,cjs,ts}', 'scripts/**', 'tests/**'],
    languageOptions: { globals: { ...globals.node } },
  },

  // --- app/: the framework layer (runs on the server and in the browser) --------------------------
  {
    files: ['app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, suffixes },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Start's server entry must be app/server.ts, a name that cannot carry the suffix.
      'suffixes/side-imports': [
        'error',
        { serverEntries: ['app/server.ts'], clientEntries: ['app/client.tsx'], serverFolders: ['app/server'], clientFolders: ['app/client'] },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:(?:\\.{1,2}/)+(?:.*/)?scripts|#scripts)(?:/|$)',
              message: 'app/ never imports scripts/ (build-time tooling that reads the disk). Put shared logic in src/ and import it via #src/*.',
            },
          ],
        },
      ],
    },
  },

  // --- src/: the pure core ------------------------------------------------------------------------
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: SRC_TESTS,
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': ['error', { paths: nodePaths, patterns: [...srcPatterns, ...nodePatterns] }],
      'no-restricted-globals': ['error', { name: 'process', message: PROCESS }],
      'no-restricted-syntax': [
        'error',
        dynamicImport(DYN_FRAMEWORK, `${CORE}: no React, TanStack or app/ imports, dynamic ones included.`),
        dynamicImport(DYN_NODE, NODE_MESSAGE),
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: PROCESS_ENV.replace('process.env', 'import.meta.env (Vite)'),
        },
        {
          selector: "CallExpression[callee.type='Identifier'][callee.name='require']",
          message: `${CORE}: no require(); src/ is ESM and imports only other src/ modules and plain libraries.`,
        },
      ],
      ...envRules,
    },
  },
  {
    // src/ unit tests: the same, minus Node (they may read fixtures from disk with node:* and process.cwd()).
    files: SRC_TESTS,
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': ['error', { patterns: srcPatterns }],
      'no-restricted-syntax': ['error', dynamicImport(DYN_FRAMEWORK, `${CORE}: no React, TanStack or app/ imports, dynamic ones included.`)],
      ...envRules,
    },
  },
  // Formatting is Prettier's (.prettierrc.json, checked by `npm run lint`): no ESLint rule argues with it.
  prettier,
])
