import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { builtinModules } from 'node:module'
import tseslint from 'typescript-eslint'

const noElectron = {
  name: 'electron',
  message: 'Only src/main and src/preload may import electron.',
}
// Whole specifiers only: a folder of ours named like a built-in (shared/net) is no built-in.
const nodeBuiltinPattern = {
  regex: `^(node:.+|${builtinModules.map((name) => name.replace(/[/.]/g, '\\$&')).join('|')})$`,
  message: 'This folder runs outside Node (renderer or shared): no Node built-ins.',
}

/** One rule per folder boundary of design.md, so a wrong import fails lint. */
const boundaries = [
  {
    files: ['src/shared/**'],
    paths: [noElectron],
    patterns: [
      nodeBuiltinPattern,
      {
        group: ['**/main/**', '**/renderer/**', '**/mock-server/**', '**/preload/**'],
        message: 'src/shared depends on nothing of ours.',
      },
      { group: ['react', 'react-dom', '@mantine/*'], message: 'src/shared is UI-free.' },
    ],
  },
  {
    files: ['src/renderer/**'],
    paths: [noElectron],
    patterns: [
      nodeBuiltinPattern,
      {
        group: ['**/main/**', '**/mock-server/**'],
        message: 'The renderer reaches main only through window.api (useApi).',
      },
    ],
  },
  {
    files: ['src/mock-server/**'],
    paths: [noElectron],
    patterns: [
      {
        group: ['**/main/**', '**/renderer/**', '**/preload/**'],
        message: 'The mock server is plain Node and stands alone.',
      },
    ],
  },
  {
    files: ['src/cli/**', 'src/web-harness/**'],
    paths: [noElectron],
    patterns: [
      {
        group: ['**/renderer/src/**'],
        message: 'Command lines and the web harness run under plain Node.',
      },
    ],
  },
  {
    files: ['src/preload/**'],
    patterns: [
      {
        group: ['**/main/**', '**/renderer/**', '**/mock-server/**', 'zod'],
        message: 'The sandboxed preload bundles only electron and shared/ipc/methods.',
      },
    ],
  },
]

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}', 'test/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'process',
        'Buffer',
        '__dirname',
      ],
    },
  },
  ...boundaries.map(({ files, paths = [], patterns = [] }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
  })),
)
