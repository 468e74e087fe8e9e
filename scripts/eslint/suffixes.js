// A local ESLint plugin (registered in eslint.config.js for app/**): a module's suffix says on which
// side it runs, and its imports must agree (README "Layout", ADR 002).
//
//   x.server.ts(x)   server only. TanStack Start's import protection fails the browser build when
//                    a module the browser loads still imports one.
//   x.client.ts(x)   browser only. The same protection fails the server build the other way round.
//   x.functions.ts   server functions: the browser loads the module too, with each createServerFn's
//                    handler and validator replaced by a call to the server. Isomorphic, then.
//   x.ts(x)          both sides.
// Start's two entries keep the names the framework gives them: app/server.ts is server code and
// app/client.tsx browser code (the rule's `serverEntries` and `clientEntries`).
//
// So, in app/:
//   - Importing a `*.server` module, `@tanstack/<fw>-start/server` or a Node builtin makes a module
//     server-only, and it must be named x.server.ts(x) — unless every use of the import sits in code
//     Start's compiler removes from the browser build (the `.handler()`/`.validator()` of
//     createServerFn, the `.server()`/`.validator()` of createMiddleware, the `.server()` of
//     createIsomorphicFn, createServerOnlyFn's function, a route's `server`, `headers` and `ssr`
//     options), directly or through a top-level declaration of the module used only there (Start's
//     dead-code elimination drops it, and the import with it). That is how isomorphic code (a
//     `*.functions.ts` module, a route, the router) reaches the server, and then it keeps its plain
//     name. Type-only imports are erased and always allowed.
//   - Only a x.client.ts(x) module imports a `*.client` module statically. Other code loads browser
//     code lazily, with `import()` inside createClientOnlyFn or the `.client()` of
//     createIsomorphicFn (removed from the server build), as app/lib/lazy.ts and app/router.tsx do.
//   - A `*.server` module never loads a `*.client` one, and a `*.client` module imports no server
//     code at all (it calls the server through a server function).
//   - The side folders hold only their side's files: app/server/ x.server.ts(x) and x.functions.ts,
//     app/client/ x.client.ts(x).
import { builtinModules } from 'node:module'
import { relative, sep } from 'node:path'

const FRAMEWORKS = ['react', 'solid', 'vue']
const SERVER_SPECIFIERS = new Set(FRAMEWORKS.map((fw) => `@tanstack/${fw}-start/server`))
const BUILTINS = new Set(builtinModules)

/** A specifier naming a module with a side suffix: `./x.server`, `../y.client.tsx`, `#app/z.server`. */
const sideOfSpecifier = (source, side) => new RegExp(`\\.${side}(?:\\.[cm]?[jt]sx?)?$`).test(source)

/** Why `source` is server-only, or undefined. */
function serverOnlyBecause(source) {
  if (sideOfSpecifier(source, 'server')) return 'a *.server module'
  if (SERVER_SPECIFIERS.has(source)) return "Start's server utilities"
  if (source.startsWith('node:') || BUILTINS.has(source)) return 'a Node builtin'
  return undefined
}

/** The side a file's name gives it. */
function sideOfFile(path) {
  if (/\.server\.[cm]?[jt]sx?$/.test(path)) return 'server'
  if (/\.client\.[cm]?[jt]sx?$/.test(path)) return 'client'
  if (/\.functions\.[cm]?[jt]sx?$/.test(path)) return 'functions'
  return 'both'
}

// Method chains whose arguments Start's compiler removes from one build, by the factory that starts
// the chain (start-plugin-core's start-compiler: createServerFn, createMiddleware, createIsomorphicFn).
// These lists restate the compiler of the Start in package.json: check them on every bump
// (app/server/http/README.md).
const CHAIN_PLACES = {
  createServerFn: { handler: 'server', validator: 'server' },
  createMiddleware: { server: 'server', validator: 'server' },
  createIsomorphicFn: { server: 'server', client: 'client' },
}
// Functions whose argument only one build keeps.
const CALL_PLACES = { createServerOnlyFn: 'server', createClientOnlyFn: 'client' }
// Route options the browser build deletes (Start's router plugin: `deleteNodes`), in the options
// object of createFileRoute(…)(…), createRootRoute(…) and createRootRouteWithContext<…>()(…).
const SERVER_ROUTE_OPTIONS = new Set(['server', 'headers', 'ssr'])

const nameOf = (node) => (node?.type === 'Identifier' ? node.name : node?.type === 'Literal' ? String(node.value) : undefined)

/** The factory a method chain such as `createServerFn({…}).validator(v).handler(h)` starts with. */
function chainFactory(call) {
  let node = call.callee.object
  while (node?.type === 'CallExpression' && node.callee.type === 'MemberExpression') node = node.callee.object
  return node?.type === 'CallExpression' ? nameOf(node.callee) : undefined
}

/** The options object of a route definition, or false. */
function isRouteOptions(object) {
  const call = object.parent
  if (call?.type !== 'CallExpression' || call.arguments[0] !== object) return false
  if (nameOf(call.callee) === 'createRootRoute') return true
  return call.callee.type === 'CallExpression' && ['createFileRoute', 'createRootRouteWithContext'].includes(nameOf(call.callee.callee))
}

/** The side of the build `node` is kept in alone ('server' or 'client'), or undefined when both keep it. */
function placeOf(node) {
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.type === 'CallExpression' && parent.arguments.includes(child)) {
      const direct = CALL_PLACES[nameOf(parent.callee)]
      if (direct) return direct
      if (parent.callee.type === 'MemberExpression' && !parent.callee.computed) {
        const place = CHAIN_PLACES[chainFactory(parent)]?.[nameOf(parent.callee.property)]
        if (place) return place
      }
    }
    if (
      parent.type === 'Property' &&
      parent.value === child &&
      !parent.computed &&
      SERVER_ROUTE_OPTIONS.has(nameOf(parent.key)) &&
      isRouteOptions(parent.parent)
    ) {
      return 'server'
    }
  }
  return undefined
}

/**
 * The top-level declaration `node` belongs to, when it is one the module keeps to itself (not
 * exported): a `const`, function or class Start's dead-code elimination removes from a build that
 * no longer uses it.
 */
function privateDeclarationOf(node) {
  let statement = node
  while (statement.parent && statement.parent.type !== 'Program') statement = statement.parent
  if (!statement.parent) return undefined
  if (statement.type === 'VariableDeclaration') return statement.declarations.find((d) => d.range[0] <= node.range[0] && node.range[1] <= d.range[1])
  if (statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') return statement
  return undefined
}

/**
 * Whether only the `side` build keeps `node`: it sits in a place Start removes from the other build,
 * or in a private top-level declaration that is itself used only there (Start's compiler then drops
 * the declaration, and the import with it).
 */
function keptOnlyIn(side, node, sourceCode, seen = new Set()) {
  const place = placeOf(node)
  if (place) return place === side
  const declaration = privateDeclarationOf(node)
  if (!declaration || seen.has(declaration)) return declaration !== undefined
  seen.add(declaration)
  const uses = sourceCode
    .getDeclaredVariables(declaration)
    .flatMap((variable) => variable.references)
    .filter((reference) => !reference.init && !reference.isTypeReference)
  return uses.length > 0 && uses.every((reference) => keptOnlyIn(side, reference.identifier, sourceCode, seen))
}

const isTypeOnly = (node) => node.importKind === 'type' || node.exportKind === 'type'

const MESSAGES = {
  serverImport:
    "{{source}} is {{because}}, so only the server may run this code. Name the module x.server.ts(x), or use the import only inside what Start removes from the browser build: createServerFn's .handler()/.validator(), createMiddleware's .server(), createIsomorphicFn's .server(), createServerOnlyFn, a route's server/headers/ssr options.",
  serverReexport: '{{source}} is {{because}}: re-exporting it makes this module server-only. Name it x.server.ts(x).',
  serverInClient: '{{source}} is {{because}}, and a *.client module runs only in the browser: reach the server through a server function (*.functions.ts).',
  clientStatic:
    "{{source}} is browser code (*.client): only a x.client.ts(x) module imports it statically. Load it with import() inside createClientOnlyFn or createIsomorphicFn's .client(), which Start removes from the server build.",
  clientDynamic:
    "import({{source}}) loads browser code: call it inside createClientOnlyFn or createIsomorphicFn's .client(). Anywhere else it stays in the server build, which Start's import protection fails.",
  clientInServer: '{{source}} is browser code (*.client), and a *.server module never runs in the browser.',
  inlineTypes: 'Only types come from {{source}}, but `import { type X }` still loads it (verbatimModuleSyntax): write `import type { X }`.',
  serverFolder: '{{folder}} holds server code only: name this file x.server.ts(x), or x.functions.ts for server functions.',
  clientFolder: '{{folder}} holds browser code only: name this file x.client.ts(x).',
}

/** @type {import('eslint').Rule.RuleModule} */
const sideImports = {
  meta: {
    type: 'problem',
    docs: { description: "A module's .server/.client suffix agrees with what it imports (TanStack Start's import protection)" },
    schema: [
      {
        type: 'object',
        properties: {
          // Server-only, or browser-only, by the framework's contract though their names cannot say
          // so (Start's server entry must be app/server.ts, its client entry app/client.tsx).
          serverEntries: { type: 'array', items: { type: 'string' } },
          clientEntries: { type: 'array', items: { type: 'string' } },
          serverFolders: { type: 'array', items: { type: 'string' } },
          clientFolders: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: MESSAGES,
  },
  create(context) {
    const { serverEntries = [], clientEntries = [], serverFolders = [], clientFolders = [] } = context.options[0] ?? {}
    const path = relative(context.cwd, context.filename).split(sep).join('/')
    if (path.endsWith('.d.ts')) return {}
    const side = serverEntries.includes(path) ? 'server' : clientEntries.includes(path) ? 'client' : sideOfFile(path)
    const isomorphic = side === 'both' || side === 'functions'

    /** Reports a static import or re-export of server or browser code this file may not have. */
    function checkStatic(node, uses) {
      if (!node.source || isTypeOnly(node)) return
      const source = node.source.value
      const data = { source: `'${source}'` }
      const because = serverOnlyBecause(source)
      if (because && side !== 'server') {
        if (side === 'client') return context.report({ node, messageId: 'serverInClient', data: { ...data, because } })
        if (!uses) return context.report({ node, messageId: 'serverReexport', data: { ...data, because } })
        // An import with no binding (`import './x.server'`) runs in every build; so does one used anywhere else.
        if (uses.length === 0 || !uses.every((use) => keptOnlyIn('server', use, context.sourceCode)))
          context.report({ node, messageId: 'serverImport', data: { ...data, because } })
      }
      if (sideOfSpecifier(source, 'client') && side !== 'client') {
        context.report({ node, messageId: side === 'server' ? 'clientInServer' : 'clientStatic', data })
      }
    }

    /** Where the value bindings of an import are used (type positions are erased). */
    function usesOf(node) {
      return node.specifiers
        .filter((specifier) => specifier.importKind !== 'type')
        .flatMap((specifier) => context.sourceCode.getDeclaredVariables(specifier))
        .flatMap((variable) => variable.references)
        .filter((reference) => !reference.isTypeReference)
        .map((reference) => reference.identifier)
    }

    return {
      Program(node) {
        const folder = (folders) => folders.find((f) => path.startsWith(f.endsWith('/') ? f : `${f}/`))
        const serverFolder = folder(serverFolders)
        if (serverFolder && side !== 'server' && side !== 'functions') context.report({ node, messageId: 'serverFolder', data: { folder: serverFolder } })
        const clientFolder = folder(clientFolders)
        if (clientFolder && side !== 'client') context.report({ node, messageId: 'clientFolder', data: { folder: clientFolder } })
      },
      ImportDeclaration(node) {
        const source = node.source.value
        const otherSide = (serverOnlyBecause(source) && side !== 'server') || (sideOfSpecifier(source, 'client') && side !== 'client')
        // `import { type X } from 'y'` is kept as `import 'y'` under verbatimModuleSyntax (tsconfig.json).
        if (otherSide && node.importKind !== 'type' && node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')) {
          return context.report({ node, messageId: 'inlineTypes', data: { source: `'${source}'` } })
        }
        checkStatic(node, node.specifiers.length === 0 ? [] : usesOf(node))
      },
      ExportNamedDeclaration: (node) => checkStatic(node, undefined),
      ExportAllDeclaration: (node) => checkStatic(node, undefined),
      ImportExpression(node) {
        if (node.source.type !== 'Literal' || typeof node.source.value !== 'string') return
        const source = node.source.value
        const data = { source: `'${source}'` }
        const because = serverOnlyBecause(source)
        if (because && side !== 'server') {
          if (side === 'client') context.report({ node, messageId: 'serverInClient', data: { ...data, because } })
          else if (!keptOnlyIn('server', node, context.sourceCode)) context.report({ node, messageId: 'serverImport', data: { ...data, because } })
        }
        if (sideOfSpecifier(source, 'client')) {
          if (side === 'server') context.report({ node, messageId: 'clientInServer', data })
          else if (isomorphic && !keptOnlyIn('client', node, context.sourceCode)) context.report({ node, messageId: 'clientDynamic', data })
        }
      },
    }
  },
}

export default { meta: { name: 'suffixes' }, rules: { 'side-imports': sideImports } }
