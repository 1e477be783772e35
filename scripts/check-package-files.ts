// Checks that an electron-builder package holds everything the app loads at runtime.
//
//   node scripts/check-package-files.ts [--json]     pack out/ with electron-builder itself, then check
//   node scripts/check-package-files.ts --asar <app.asar> [--app <executable or .app>]
//                                                    check a real package (release CI)
//
// Without --asar, electron-builder packs a Linux `dir` build from electron-builder.yml around a stub
// Electron (a file holding only the fuse wire), as the real binary cannot be downloaded everywhere.
// Either way: every import/require of the packed scripts of out/main and out/preload, and every runtime
// dependency, must resolve inside the archive (Node's own resolver, on an extracted copy) and bare ones
// must load there; every built file of out/main, out/preload and out/renderer must be packed; native addons must be unpacked from the
// asar; the fuses of the executable must be those of electron-builder.yml. Pure-JS dependencies belong
// in main's chunks (electron.vite.config.ts): a package in node_modules that no packed script needs is
// an error, and so is an app.asar over its size budget. The sizes are printed.
import { build, Platform } from 'electron-builder'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createRequire, isBuiltin } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { parseSync, Visitor } from 'vite'
import { parse as parseYaml } from 'yaml'

const projectDir = path.resolve(import.meta.dirname, '..')
const requireHere = createRequire(import.meta.url)
const requireBuilder = createRequire(requireHere.resolve('app-builder-lib/package.json'))
const asar = requireBuilder('@electron/asar') as {
  listPackage(archive: string, options: { isPack: boolean }): string[]
  statFile(archive: string, file: string): { unpacked?: boolean; files?: unknown; size?: number }
  extractAll(archive: string, dest: string): void
}
const fuses = requireHere('@electron/fuses') as {
  getCurrentFuseWire(app: string): Promise<Record<string, unknown>>
  FuseV1Options: Record<string, string>
}
const { SENTINEL } = requireHere('@electron/fuses/dist/constants.js') as { SENTINEL: string }
// Electron's wire version 1 with eight fuses, in their default states as a fresh binary ships them.
const DEFAULT_WIRE = '10110001'
// The only modules a sandboxed preload may require.
const SANDBOX_PRELOAD_MODULES = new Set(['electron', 'events', 'timers', 'url'])
/** app.asar (built output and shipped node_modules; unpacked native addons are beside it) stays under this. */
export const ASAR_BUDGET_BYTES = 4 * 1024 * 1024

export type Importer = { file: string; specifier: string; kind: 'import' | 'require' }
export type Sizes = {
  /** The archive file itself. */
  asarBytes: number
  /** Bytes per top-level folder of out/, and per package of node_modules (unpacked files included). */
  parts: Record<string, number>
}
export type Report = {
  /** resources/app-update.yml: where the packed app looks for updates (null: none written). */
  updateFeed: Record<string, unknown> | null
  packedFiles: number
  imports: Importer[]
  problems: string[]
  warnings: string[]
  fuses: Record<string, boolean> | null
  sizes: Sizes
}

interface LiteralLike {
  type: string
  value?: unknown
  expressions?: unknown[]
  quasis?: { value: { cooked?: string | null } }[]
}

/** Every static or literal-dynamic module specifier of a built file. */
export function specifiersOf(file: string, source: string): { found: Importer[]; dynamic: number } {
  const found: Importer[] = []
  let dynamic = 0
  const add = (specifier: unknown, kind: Importer['kind']) => {
    if (typeof specifier === 'string') found.push({ file, specifier, kind })
    else dynamic += 1
  }
  // A template literal without expressions is a literal too: minifiers write `./chunk.js` for './chunk.js'.
  const literal = (node: unknown): unknown => {
    const n = node as LiteralLike | undefined
    if (n?.type === 'Literal') return n.value
    return n?.type === 'TemplateLiteral' && n.expressions?.length === 0
      ? n.quasis?.[0]?.value.cooked
      : null
  }
  const { program, errors } = parseSync(file, source)
  if (errors.length > 0) throw new Error(`${file}: cannot parse: ${errors[0]?.message}`)
  new Visitor({
    ImportDeclaration: (node) => add(node.source.value, 'import'),
    ExportAllDeclaration: (node) => add(node.source.value, 'import'),
    ExportNamedDeclaration: (node) => node.source && add(node.source.value, 'import'),
    ImportExpression: (node) => add(literal(node.source), 'import'),
    CallExpression: (node) => {
      if (node.callee.type !== 'Identifier' || node.callee.name !== 'require') return
      const [arg] = node.arguments
      add(literal(arg), 'require')
    },
  }).visit(program)
  return { found, dynamic }
}

function builtFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.map'))
    .map((entry) =>
      path.relative(projectDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
}

/** electron-builder's own packing (files, dependencies, asar) around a stub Electron; returns its paths. */
export async function packWithStubElectron(
  workDir: string,
  overrides: Record<string, unknown> = {},
): Promise<{ asarPath: string; executable: string }> {
  const electronDist = path.join(workDir, 'electron-stub')
  const wire = Buffer.concat([
    Buffer.from(SENTINEL),
    Buffer.from([1, DEFAULT_WIRE.length]),
    Buffer.from(DEFAULT_WIRE),
  ])
  mkdirSync(electronDist, { recursive: true })
  writeFileSync(path.join(electronDist, 'electron'), wire, { mode: 0o755 })
  const output = path.join(workDir, 'dist')
  await build({
    projectDir,
    targets: Platform.LINUX.createTarget('dir'),
    publish: 'never',
    config: { ...overrides, electronDist, directories: { output } },
  })
  const appOutDir = path.join(output, 'linux-unpacked')
  const executable = readdirSync(appOutDir, { withFileTypes: true }).find(
    (entry) => entry.isFile() && !entry.name.includes('.'),
  )?.name
  if (executable === undefined) throw new Error(`no executable in ${appOutDir}`)
  return {
    asarPath: path.join(appOutDir, 'resources', 'app.asar'),
    executable: path.join(appOutDir, executable),
  }
}

/** Resolves (and, for bare specifiers, loads) each import from beside its importer in the extracted app. */
function resolveInExtracted(root: string, imports: Importer[]): string[] {
  const probe = path.join(root, '.probe.mjs')
  writeFileSync(
    probe,
    `import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL, fileURLToPath } from 'node:url'
const root = ${JSON.stringify(root)}
const problems = []
for (const { file, specifier, kind } of JSON.parse(process.argv[2])) {
  const importer = path.join(root, file)
  try {
    const resolved = kind === 'require'
      ? createRequire(importer).resolve(specifier)
      : fileURLToPath(import.meta.resolve(specifier, pathToFileURL(importer).href))
    if (!resolved.startsWith(root + path.sep)) throw new Error('resolves outside the package: ' + resolved)
    if (!existsSync(resolved)) throw new Error('no such file: ' + path.relative(root, resolved))
    if (!specifier.startsWith('.')) await import(pathToFileURL(resolved).href)
  } catch (error) {
    problems.push(file + ": '" + specifier + "' does not resolve: " + String(error?.message ?? error).split('\\n')[0])
  }
}
process.stdout.write(JSON.stringify(problems))
`,
  )
  const out = execFileSync(
    process.execPath,
    ['--experimental-import-meta-resolve', probe, JSON.stringify(imports)],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  return JSON.parse(out) as string[]
}

/** `out/main`, `node_modules/@scope/name`: what a packed file belongs to, for the size report. */
export function partOf(file: string): string {
  const module = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)
  if (module) return `node_modules/${module[1]}`
  return file.split('/').slice(0, 2).join('/')
}

/** The package a bare specifier names: `zod/v4` → zod, `@scope/name/x` → @scope/name. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/')
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/')
}

/** The packages the imports need, with every dependency of theirs that is installed in the app. */
function neededPackages(root: string, imports: Importer[]): Set<string> {
  const needed = new Set<string>()
  const queue = imports
    .map((entry) => entry.specifier)
    .filter((specifier) => !specifier.startsWith('.') && !isBuiltin(specifier))
    .map(packageOf)
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (needed.has(name)) continue
    needed.add(name)
    let manifest: Record<string, Record<string, string> | undefined>
    try {
      manifest = JSON.parse(
        readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'),
      ) as typeof manifest
    } catch {
      continue // not shipped: the resolve check names it
    }
    queue.push(...Object.keys({ ...manifest['dependencies'], ...manifest['optionalDependencies'] }))
  }
  return needed
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(2)} MiB`
    : `${(bytes / 1024).toFixed(0)} KiB`
}

export async function checkPackage(
  options: { asarPath?: string; executable?: string; overrides?: Record<string, unknown> } = {},
): Promise<Report> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'check-package-'))
  try {
    const packed =
      options.asarPath === undefined
        ? await packWithStubElectron(workDir, options.overrides)
        : options
    const asarPath = path.resolve(packed.asarPath ?? '')
    // Archive paths in the platform's separator (for asar's API) by their POSIX form (for reports).
    const archivePaths = new Map(
      asar
        .listPackage(asarPath, { isPack: false })
        .map((p) => p.replace(/^[\\/]/, ''))
        .filter((p) => asar.statFile(asarPath, p).files === undefined)
        .map((p) => [p.replaceAll('\\', '/'), p]),
    )
    const files = [...archivePaths.keys()]
    const problems: string[] = []
    const warnings: string[] = []
    const parts: Record<string, number> = {}
    for (const [file, archivePath] of archivePaths) {
      const { size } = asar.statFile(asarPath, archivePath)
      parts[partOf(file)] = (parts[partOf(file)] ?? 0) + (size ?? 0)
    }
    const sizes: Sizes = { asarBytes: statSync(asarPath).size, parts }
    const feedFile = path.join(path.dirname(asarPath), 'app-update.yml')
    const updateFeed = existsSync(feedFile)
      ? (parseYaml(readFileSync(feedFile, 'utf8')) as Record<string, unknown>)
      : null
    if (sizes.asarBytes > ASAR_BUDGET_BYTES) {
      problems.push(
        `app.asar: ${formatBytes(sizes.asarBytes)}, over its budget of ${formatBytes(ASAR_BUDGET_BYTES)}`,
      )
    }

    const packedSet = new Set(files)
    const built = ['main', 'preload', 'renderer'].flatMap((dir) =>
      builtFiles(path.join(projectDir, 'out', dir)),
    )
    for (const file of built.filter((f) => !packedSet.has(f))) {
      problems.push(`${file}: built but not packed (see files in electron-builder.yml)`)
    }
    for (const file of files.filter((p) => p.endsWith('.node'))) {
      const entry = asar.statFile(asarPath, archivePaths.get(file) ?? file)
      if (entry.unpacked !== true)
        problems.push(`${file}: native addon inside the asar (asarUnpack)`)
    }

    asar.extractAll(asarPath, path.join(workDir, 'app'))
    // Node's resolvers return real paths (macOS's tmpdir is a symlink).
    const root = realpathSync(path.join(workDir, 'app'))
    // Every script of main (entries and shared chunks) and of the preload.
    const entries = files.filter((p) => /^out\/(main|preload)\/.+\.[cm]?js$/.test(p))
    if (!entries.some((p) => p.startsWith('out/main/'))) {
      problems.push('out/main/*.js: nothing packed (run npm run build)')
    }
    const imports: Importer[] = []
    for (const file of entries) {
      const { found, dynamic } = specifiersOf(file, readFileSync(path.join(root, file), 'utf8'))
      if (dynamic > 0) {
        warnings.push(`${file}: ${dynamic} import(s) with a computed specifier, not checked`)
      }
      for (const entry of found) {
        if (file.startsWith('out/preload/') && !SANDBOX_PRELOAD_MODULES.has(entry.specifier)) {
          problems.push(`${file}: '${entry.specifier}' cannot be required by a sandboxed preload`)
        } else if (entry.specifier !== 'electron' && !isBuiltin(entry.specifier)) {
          imports.push(entry)
        }
      }
    }
    // Runtime dependencies must load from the package even before the bundle imports them (native ones too).
    const { dependencies = {} } = JSON.parse(
      readFileSync(path.join(root, 'package.json'), 'utf8'),
    ) as {
      dependencies?: Record<string, string>
    }
    for (const name of Object.keys(dependencies)) {
      imports.push({ file: 'package.json', specifier: name, kind: 'import' })
    }
    problems.push(...resolveInExtracted(root, imports))
    const needed = neededPackages(root, imports)
    for (const part of Object.keys(parts).filter((p) => p.startsWith('node_modules/'))) {
      const name = part.slice('node_modules/'.length)
      if (!needed.has(name))
        problems.push(
          `${part}: shipped, but no packed script imports it (a pure-JS dependency belongs in main's ` +
            `chunks: make it a devDependency, electron-vite then bundles it)`,
        )
    }

    const executable = options.asarPath === undefined ? packed.executable : options.executable
    const fuseStates = executable === undefined ? null : await readFuses(executable)
    if (fuseStates !== null) problems.push(...fuseMismatches(fuseStates))
    return {
      updateFeed,
      packedFiles: files.length,
      imports,
      problems,
      warnings,
      fuses: fuseStates,
      sizes,
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true })
  }
}

async function readFuses(executable: string): Promise<Record<string, boolean>> {
  const wire = await fuses.getCurrentFuseWire(executable)
  const states: Record<string, boolean> = {}
  for (const [index, state] of Object.entries(wire)) {
    const name = fuses.FuseV1Options[index]
    if (name !== undefined) states[name] = state === 49
  }
  return states
}

/** Compares the packed binary's fuses with electron-builder.yml's electronFuses. */
function fuseMismatches(states: Record<string, boolean>): string[] {
  const config = parseYaml(readFileSync(path.join(projectDir, 'electron-builder.yml'), 'utf8')) as {
    electronFuses?: Record<string, boolean>
  }
  return Object.entries(config.electronFuses ?? {})
    .filter(([key]) => key !== 'resetAdHocDarwinSignature')
    .map(([key, wanted]) => [key.replace(/^./, (c) => c.toUpperCase()), wanted] as const)
    .filter(([name, wanted]) => states[name] !== wanted)
    .map(
      ([name, wanted]) =>
        `fuse ${name}: ${String(states[name])} in the binary, ${String(wanted)} in the config`,
    )
}

if (import.meta.main) {
  const args = process.argv.slice(2)
  const valueOf = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined)
  const report = await checkPackage({ asarPath: valueOf('--asar'), executable: valueOf('--app') })
  if (args.includes('--json')) console.log(JSON.stringify(report))
  else {
    for (const warning of report.warnings) console.warn(`warning: ${warning}`)
    for (const problem of report.problems) console.error(`error: ${problem}`)
    const parts = Object.entries(report.sizes.parts).sort(([, a], [, b]) => b - a)
    console.log(
      `app.asar: ${formatBytes(report.sizes.asarBytes)} (budget ${formatBytes(ASAR_BUDGET_BYTES)}); ` +
        parts.map(([part, bytes]) => `${part} ${formatBytes(bytes)}`).join(', '),
    )
    console.log(
      `${report.packedFiles} files packed; ${report.imports.length} runtime imports checked; ` +
        `${report.problems.length === 0 ? 'all resolve' : `${report.problems.length} problem(s)`}`,
    )
  }
  process.exitCode = report.problems.length === 0 ? 0 : 1
}
