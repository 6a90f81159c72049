import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as ts from 'typescript'
import { describe, expect, it } from 'vitest'

/*
 * Every name a file under src/ exports is imported by another file: the app's, a test's, or the
 * bench's and the e2e harness's (scripts/, tools/). An export nothing imports is dead code or a
 * local that says it is shared; drop the `export` (or the code). Read with the TypeScript parser,
 * no type checking: static imports and re-exports by name, `import type`, `import('…').Name`
 * types, and dynamic imports by what is taken from the module (`.then((m) => m.Name)`,
 * `const { name } = await import(…)`, React.lazy's `default`).
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const SOURCE = /\.(?:tsx?|mts|mjs|js)$/

/**
 * Exports nothing imports by name, and why that is right. The entry (src/main.tsx, named in
 * index.html) exports nothing; lazy views' default exports are read from their `lazy(…)` imports.
 */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  /*
   * Constants of the entry chunk: the bundler (Rolldown's inlineConst) writes an exported constant
   * into its uses but keeps a module's own as a variable, and un-exporting these four put the entry
   * 25 B (gzip) over its budget (tools/harness/budget.json).
   */
  'src/config/env.ts': ['MIN_IDLE_MINUTES', 'MAX_IDLE_MINUTES'],
  'src/shared/long-text.tsx': ['CELL_PREVIEW_CHARS', 'REVEAL_STEP_CHARS'],
  /* The type src/words/catalogs.d.ts gives a numbered catalog's import (declaration files are not read here). */
  'src/i18n/numbered.ts': ['NumberedCatalog'],
}

/** Every name of a module: what a namespace import, or a dynamic import whose use this reading cannot follow, takes. */
const EVERY = '*'

function filesUnder(folder: string): string[] {
  const path = join(ROOT, folder)
  if (!existsSync(path)) return []
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .map((name) => `${folder}/${name.replaceAll('\\', '/')}`)
    .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts') && statSync(join(ROOT, file)).isFile())
}

const FILES = [...['src', 'test', 'scripts', 'tools'].flatMap(filesUnder), 'vite.config.ts']
/** The files whose exports are checked: the app's (no test lives under src/: test/unit/architecture/test-locations.test.ts). */
const CHECKED = FILES.filter((file) => file.startsWith('src/'))

function parse(file: string): ts.SourceFile {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : /\.m?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS
  return ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true, kind)
}

const RESOLVED_ENDINGS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx']
/** The repository file a relative specifier names; undefined for a package. */
function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = relative(ROOT, resolve(ROOT, dirname(from), specifier)).replaceAll('\\', '/')
  return RESOLVED_ENDINGS.map((ending) => base + ending).find((file) => existsSync(join(ROOT, file)) && statSync(join(ROOT, file)).isFile())
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind)

/** The names a file exports (`default` for its default export). */
function exportsOf(source: ts.SourceFile): string[] {
  const names: string[] = []
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement)) names.push('default')
    else if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause))
      names.push(...statement.exportClause.elements.map((element) => element.name.text))
    else if (hasModifier(statement, ts.SyntaxKind.ExportKeyword)) {
      if (hasModifier(statement, ts.SyntaxKind.DefaultKeyword)) names.push('default')
      else if (ts.isVariableStatement(statement))
        names.push(...statement.declarationList.declarations.flatMap((declaration) => bindingNames(declaration.name)))
      else if (
        (ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isEnumDeclaration(statement)) &&
        statement.name
      )
        names.push(statement.name.text)
    }
  }
  return names
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text]
  return name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : bindingNames(element.name)))
}

/** The names a destructuring takes from a module (`{ a, b: c }` → a, b); every name for anything else. */
function namesTaken(binding: ts.BindingName, scope: ts.Node): string[] {
  if (ts.isObjectBindingPattern(binding))
    return binding.elements.map((element) => {
      const key = element.propertyName ?? element.name
      return ts.isIdentifier(key) ? key.text : EVERY
    })
  if (ts.isIdentifier(binding)) return propertiesRead(binding.text, scope)
  return [EVERY]
}

/** `name.X` read in `scope`; every name when `name` is also used otherwise (passed on, spread). */
function propertiesRead(name: string, scope: ts.Node): string[] {
  const read: string[] = []
  const otherUses: ts.Node[] = []
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === name && !(ts.isParameter(node.parent) || ts.isVariableDeclaration(node.parent))) {
      if (ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node) read.push(node.parent.name.text)
      else otherUses.push(node)
    }
    ts.forEachChild(node, visit)
  }
  visit(scope)
  return otherUses.length > 0 || read.length === 0 ? [EVERY] : read
}

/** What is taken from the module a callback receives: `(m) => m.Name`, `({ name }) => …`. */
function takenByCallback(callback: ts.Expression | undefined): string[] {
  if (!callback || !(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))) return [EVERY]
  const [parameter] = callback.parameters
  return parameter ? namesTaken(parameter.name, callback.body) : []
}

const isCallTo = (node: ts.Node, name: string): node is ts.CallExpression =>
  ts.isCallExpression(node) &&
  (ts.isIdentifier(node.expression)
    ? node.expression.text === name
    : ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === name)

/** What is taken from the module (or a promise of it) that `value` evaluates to. */
function takenFrom(value: ts.Expression): string[] {
  const parent = value.parent
  if (ts.isParenthesizedExpression(parent) || ts.isAwaitExpression(parent)) return takenFrom(parent)
  // void load(): loaded ahead, nothing taken
  if (ts.isVoidExpression(parent) || ts.isExpressionStatement(parent)) return []
  // import(…).then((m) => m.Name)
  if (ts.isPropertyAccessExpression(parent) && parent.name.text === 'then' && ts.isCallExpression(parent.parent))
    return takenByCallback(parent.parent.arguments[0])
  // load().catch(() => fallback): the module as it was, when it arrives
  if (ts.isPropertyAccessExpression(parent) && parent.name.text === 'catch' && ts.isCallExpression(parent.parent))
    return takenFrom(parent.parent)
  // lazy(() => a promise of the module): React renders its default export
  if (ts.isArrowFunction(parent) && parent.body === value && isCallTo(parent.parent, 'lazy')) return ['default']
  // const { name } = await import(…)
  if (ts.isVariableDeclaration(parent)) return namesTaken(parent.name, value.getSourceFile())
  // const [{ a }, { b }] = await Promise.all([import(…), import(…)])
  if (ts.isArrayLiteralExpression(parent) && isCallTo(parent.parent, 'all')) {
    let all: ts.Node = parent.parent
    while (ts.isAwaitExpression(all.parent) || ts.isParenthesizedExpression(all.parent)) all = all.parent
    const index = parent.elements.indexOf(value)
    if (ts.isVariableDeclaration(all.parent) && ts.isArrayBindingPattern(all.parent.name)) {
      const element = all.parent.name.elements[index]
      return element && !ts.isOmittedExpression(element) ? namesTaken(element.name, value.getSourceFile()) : []
    }
  }
  // () => import(…): what becomes of the function that loads it
  if (ts.isArrowFunction(parent) && parent.body === value) return takenFromLoader(parent)
  return [EVERY]
}

/** What is taken from the module a loader function (`() => import(…)`) resolves to. */
function takenFromLoader(loader: ts.Expression): string[] {
  const parent = loader.parent
  if (ts.isCallExpression(parent) && parent.arguments.includes(loader)) {
    // lazy(() => import(…)): React renders the module's default export
    if (isCallTo(parent, 'lazy')) return ['default']
    // promise.then(() => import(…)): the module is what that `then` resolves to
    if (isCallTo(parent, 'then')) return takenFrom(parent)
    // onceOnline(() => import(…)): a wrapper that returns a loader of the same module
    return takenFromLoader(parent)
  }
  // const load = () => import(…): what each call of it gives
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) {
    const name = parent.name.text
    const calls: ts.CallExpression[] = []
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name) calls.push(node)
      ts.forEachChild(node, visit)
    }
    visit(loader.getSourceFile())
    return calls.length === 0 ? [EVERY] : calls.flatMap(takenFrom)
  }
  return [EVERY]
}

type Import = { module: string; names: readonly string[]; dynamic: boolean }

/** What a file imports from other files of the repository, by name. */
function importsOf(file: string, source: ts.SourceFile): Import[] {
  const found: Import[] = []
  const add = (specifier: ts.Expression | undefined, names: readonly string[], dynamic = false) => {
    const module = specifier && ts.isStringLiteralLike(specifier) ? resolveModule(file, specifier.text) : undefined
    if (module !== undefined) found.push({ module, names, dynamic })
  }
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause
      const names: string[] = []
      if (clause?.name) names.push('default')
      if (clause?.namedBindings && ts.isNamespaceImport(clause.namedBindings))
        names.push(...namespaceReads(source, clause.namedBindings.name.text))
      if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings))
        names.push(...clause.namedBindings.elements.map((element) => (element.propertyName ?? element.name).text))
      add(node.moduleSpecifier, names)
    } else if (ts.isExportDeclaration(node)) {
      const clause = node.exportClause
      const names =
        clause && ts.isNamedExports(clause) ? clause.elements.map((element) => (element.propertyName ?? element.name).text) : [EVERY]
      add(node.moduleSpecifier, names)
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const qualifier = node.qualifier
      const first = qualifier === undefined ? EVERY : ts.isIdentifier(qualifier) ? qualifier.text : firstName(qualifier)
      add(node.argument.literal, [first])
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], takenFrom(node), true)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/**
 * What a namespace import (`import * as w`) takes: the names read from it (`w.appName`); every name
 * when the namespace itself is used otherwise (passed on, spread).
 */
function namespaceReads(source: ts.SourceFile, namespace: string): string[] {
  const read = new Set<string>()
  const seen = { whole: false }
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === namespace)
      read.add(node.name.text)
    else if (ts.isIdentifier(node) && node.text === namespace && !ts.isNamespaceImport(node.parent)) seen.whole = true
    else ts.forEachChild(node, visit)
  }
  visit(source)
  return seen.whole ? [EVERY] : [...read]
}

const firstName = (name: ts.QualifiedName): string => (ts.isIdentifier(name.left) ? name.left.text : firstName(name.left))

function readRepository() {
  const exported = new Map<string, string[]>()
  const imported = new Map<string, Set<string>>()
  let dynamicImports = 0
  for (const file of FILES) {
    const source = parse(file)
    if (CHECKED.includes(file)) exported.set(file, exportsOf(source))
    for (const { module, names, dynamic } of importsOf(file, source)) {
      if (module === file) continue
      if (dynamic) dynamicImports++
      const set = imported.get(module) ?? new Set<string>()
      for (const name of names) set.add(name)
      imported.set(module, set)
    }
  }
  const unused = [...exported].flatMap(([file, names]) => {
    const used = imported.get(file) ?? new Set<string>()
    return used.has(EVERY) ? [] : names.filter((name) => !used.has(name)).map((name) => `${file}: ${name}`)
  })
  const wholesale = CHECKED.filter((file) => imported.get(file)?.has(EVERY))
  return { exported, imported, unused, dynamicImports, wholesale }
}

describe('exports under src/', () => {
  const repository = readRepository()
  const allowed = new Set(Object.entries(ALLOWED).flatMap(([file, names]) => names.map((name) => `${file}: ${name}`)))

  it('reads the files, their exports and their imports (the check below checks something)', () => {
    expect(CHECKED.length).toBeGreaterThan(150)
    expect([...repository.exported.values()].flat().length).toBeGreaterThan(500)
    // a lazy view's default export, and names taken from dynamically imported modules
    expect(repository.imported.get('src/features/overview/healing-overview.tsx')).toContain('default')
    expect(repository.imported.get('src/shared/csv.ts')).toContain('csvBlob')
    expect(repository.imported.get('src/features/assessments/assessment-csv.ts')).toContain('ASSESSMENTS_CSV')
    expect(repository.imported.get('src/features/idle/idle-guard.tsx')).toContain('IdleGuard')
    expect(repository.dynamicImports).toBeGreaterThan(10)
  })

  it('reads every name of a module as used only where a test takes the module whole', () => {
    // test/setup.ts wraps when-online's onceOnline and keeps the rest (`...actual`); a test
    // shortens deadline's timeout the same way. Another module here would escape the check.
    expect(repository.wholesale).toEqual(['src/api/deadline.ts', 'src/shared/when-online.ts'])
  })

  it('are each imported by another file (drop the `export` of a name only its own file uses)', () => {
    expect(repository.unused.filter((entry) => !allowed.has(entry))).toEqual([])
  })

  it('allow only names that are exported and unused', () => {
    const unused = new Set(repository.unused)
    expect([...allowed].filter((entry) => !unused.has(entry))).toEqual([])
  })
})
