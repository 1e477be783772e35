import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { builtinModules } from 'node:module'
import tseslint from 'typescript-eslint'

const noElectron = {
  name: 'electron',
  message: 'Only src/main (the Electron shell) and src/preload may import electron.',
}
// Whole specifiers only: a folder of ours named like a built-in (shared/net) is no built-in.
const nodeBuiltinPattern = {
  regex: `^(node:.+|${builtinModules.map((name) => name.replace(/[/.]/g, '\\$&')).join('|')})$`,
  message: 'This folder runs outside Node (renderer or shared): no Node built-ins.',
}

const TOPS = [
  'shared',
  'node-support',
  'core',
  'main',
  'mock-server',
  'cli',
  'renderer',
  'web-harness',
  'preload',
]
const OURS = TOPS.map((name) => `#${name}/*`)

/**
 * Another top folder of ours is imported by its package.json subpath (#shared/…, #core/…), never by a
 * relative path: `own` lists the folder's own subfolders named like a top folder (mock-server/cli).
 */
function viaSubpath(top, own = []) {
  return {
    // Relative specifiers only: "**/core/**" alone would also match @mantine/core/styles.css.
    group: TOPS.filter((name) => name !== top && !own.includes(name)).flatMap((name) => [
      `./**/${name}/**`,
      `../**/${name}/**`,
    ]),
    message: 'Another folder of ours: import it as #shared/…, #core/… (package.json "imports").',
  }
}

/**
 * Group patterns are read as .gitignore lines, where a leading "#" starts a comment: "#main/*" would
 * restrict nothing. Escaped, it matches the subpath import (and "!#…" keeps its exception).
 */
function escapeSubpaths(pattern) {
  if (!pattern.group) return pattern
  return { ...pattern, group: pattern.group.map((entry) => entry.replace(/^(!?)#/, '$1\\#')) }
}

/** One rule per folder boundary (docs/architecture.md), so a wrong import fails lint. */
const rendererPatterns = [
  nodeBuiltinPattern,
  viaSubpath('renderer'),
  {
    group: [
      '#main/*',
      '#core/*',
      '#mock-server/*',
      '#node-support/*',
      '#cli/*',
      '#web-harness/*',
      '#preload/*',
    ],
    message: 'The renderer reaches main only through window.api (useApi).',
  },
  {
    group: ['#shared/messages/cli-catalog.ts'],
    message: "The command lines' own sentences stay out of the window's bundle.",
  },
]

const boundaries = [
  {
    files: ['src/shared/**'],
    paths: [noElectron],
    patterns: [
      nodeBuiltinPattern,
      viaSubpath('shared'),
      {
        group: OURS.filter((name) => name !== '#shared/*'),
        message: 'src/shared depends on nothing of ours.',
      },
      { group: ['react', 'react-dom', '@mantine/*'], message: 'src/shared is UI-free.' },
    ],
  },
  {
    files: ['src/renderer/src/api/**'],
    paths: [noElectron],
    patterns: rendererPatterns,
  },
  {
    files: ['src/renderer/**'],
    ignores: ['src/renderer/src/api/**'],
    paths: [noElectron],
    patterns: [
      ...rendererPatterns,
      {
        group: ['**/api/call-api.ts'],
        message:
          'Screens reach main through the data layer in src/renderer/src/api (useServerQuery, useServerMutation, useSessionChanges, useServerSteps), never by a call of their own.',
      },
    ],
  },
  {
    files: ['src/mock-server/**'],
    paths: [noElectron],
    patterns: [
      viaSubpath('mock-server', ['cli']),
      {
        group: ['#main/*', '#core/*', '#renderer/*', '#preload/*', '#cli/*', '#web-harness/*'],
        message: 'The mock server is plain Node and stands alone.',
      },
    ],
  },
  {
    files: ['src/node-support/**'],
    paths: [noElectron],
    patterns: [
      viaSubpath('node-support'),
      {
        group: OURS.filter((name) => name !== '#node-support/*'),
        message: 'src/node-support holds generic Node helpers: plain Node, nothing of ours.',
      },
    ],
  },
  {
    files: ['src/core/**'],
    paths: [noElectron],
    patterns: [
      viaSubpath('core'),
      {
        group: ['#main/*', '#renderer/*', '#preload/*', '#cli/*', '#web-harness/*'],
        message:
          'src/core is the headless core: the Electron shell (src/main), the CLI and the web harness build on it, never the reverse.',
      },
      {
        group: ['#mock-server/*', '!#mock-server/index.ts'],
        message:
          'The core uses the mock service through its public entry only: #mock-server/index.ts (start, reset, the demo seed).',
      },
    ],
  },
  {
    files: ['src/main/**'],
    patterns: [
      viaSubpath('main'),
      {
        group: ['#mock-server/*', '!#mock-server/index.ts'],
        message:
          'Main uses the mock service through its public entry only: #mock-server/index.ts (start, reset, the demo seed).',
      },
    ],
  },
  {
    files: ['src/cli/**'],
    paths: [noElectron],
    patterns: [
      viaSubpath('cli'),
      {
        group: ['#renderer/*', '#main/*'],
        message:
          'Command lines run under plain Node: they use the core (#core/…), never the Electron shell.',
      },
    ],
  },
  {
    files: ['src/web-harness/**'],
    paths: [noElectron],
    patterns: [
      viaSubpath('web-harness'),
      {
        group: ['#renderer/*', '#main/*'],
        message:
          'The web harness runs under plain Node: it uses the core (#core/…), never the Electron shell.',
      },
    ],
  },
  {
    files: ['src/preload/**'],
    patterns: [
      viaSubpath('preload'),
      {
        group: [
          '#main/*',
          '#core/*',
          '#renderer/*',
          '#mock-server/*',
          '#node-support/*',
          '#cli/*',
          '#web-harness/*',
          'zod',
        ],
        message: 'The sandboxed preload bundles only electron and shared/ipc/methods.',
      },
    ],
  },
  {
    files: ['test/**', 'bench/**', 'scripts/**'],
    patterns: [
      {
        group: ['**/src/**'],
        message: 'Import the sources as #shared/…, #core/… (package.json "imports").',
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
  ...boundaries.map(({ files, ignores = [], paths = [], patterns = [] }) => ({
    files,
    ignores,
    rules: {
      'no-restricted-imports': ['error', { paths, patterns: patterns.map(escapeSubpaths) }],
    },
  })),
)
