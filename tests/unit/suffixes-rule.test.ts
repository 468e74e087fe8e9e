import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, it } from 'vitest'
import suffixes from '../../scripts/eslint/suffixes.js'

// The `suffixes/side-imports` rule (scripts/eslint/suffixes.js): a module's .server/.client suffix
// agrees with what it imports. Each invalid case is code Start's import protection would refuse in
// one build (or a Node builtin in the browser's); each valid case is a way the app reaches the other
// side that Start's compiler removes from the build that must not have it.
RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } })
const options = [{ serverEntries: ['app/server.ts'], clientEntries: ['app/client.tsx'], serverFolders: ['app/server'], clientFolders: ['app/client'] }]
const lines = (...code: string[]) => code.join('\n') + '\n'

const valid: RuleTester.ValidTestCase[] = [
  {
    name: 'a *.server module imports server modules, Start server utilities and Node builtins',
    filename: 'app/server/content-summary.server.ts',
    code: lines(
      "import { readFileSync } from 'node:fs'",
      "import { join } from 'path'",
      "import { getRequest } from '@tanstack/react-start/server'",
      "import { env } from './env.server'",
      "import { type Env } from './env-schema.server'",
      'export const read = (): [Buffer, Env] => [readFileSync(join(env.dir, getRequest().url)), env]',
    ),
  },
  {
    name: "Start's server entry, named app/server.ts by the framework, is server-only",
    filename: 'app/server.ts',
    code: lines("import { etagOf } from './server/http/etag.server'", 'export default etagOf'),
  },
  {
    name: 'a *.functions module uses server modules in its handlers and validators only',
    filename: 'app/server/base-info.functions.ts',
    code: lines(
      "import { createServerFn } from '@tanstack/react-start'",
      "import { getRequest } from '@tanstack/react-start/server'",
      "import { z } from 'zod'",
      "import { input, localeInput } from './inputs.server'",
      "import { fetchBaseInfo } from './base-info.server'",
      '// Used only by the validator: Start drops it from the browser build with the validator.',
      'const baseInput = z.object({ lang: localeInput })',
      "export const getBaseInfo = createServerFn({ method: 'GET' })",
      '  .validator(input(baseInput))',
      '  .handler(({ data }) => fetchBaseInfo(data.lang, getRequest()))',
    ),
  },
  {
    name: "isomorphic code reaches the server in createIsomorphicFn's .server()",
    filename: 'app/lib/page-loader.ts',
    code: lines(
      "import { createIsomorphicFn } from '@tanstack/react-start'",
      "import { pageResponse } from '../server/page-response.server'",
      "import { askServer } from './page-request-batch'",
      'export const requestPage = createIsomorphicFn()',
      '  .server((kind: string) => pageResponse(kind))',
      '  .client((kind: string) => askServer(kind))',
    ),
  },
  {
    name: 'isomorphic code uses a Node builtin in createServerOnlyFn, and a server module in a private helper only that uses',
    filename: 'app/lib/read.ts',
    code: lines(
      "import { createServerOnlyFn } from '@tanstack/react-start'",
      "import { readFileSync } from 'node:fs'",
      "import { contentDir } from '../server/content.server'",
      'function fileOf(name: string) {',
      '  return `${contentDir}/${name}`',
      '}',
      "export const readText = createServerOnlyFn((name: string) => readFileSync(fileOf(name), 'utf8'))",
    ),
  },
  {
    name: "Start's instance uses server modules in its middleware's .server()",
    filename: 'app/start.ts',
    code: lines(
      "import { createMiddleware, createStart } from '@tanstack/react-start'",
      "import { getRequest } from '@tanstack/react-start/server'",
      "import { markArrival } from './server/http/arrival.server'",
      'const recordArrival = createMiddleware().server(({ next }) => {',
      '  markArrival(getRequest())',
      '  return next()',
      '})',
      'export const startInstance = createStart(() => ({ requestMiddleware: [recordArrival] }))',
    ),
  },
  {
    name: "a route uses server modules in its server option (Start's browser build deletes it)",
    filename: 'app/routes/robots[.]txt.ts',
    code: lines(
      "import { createFileRoute } from '@tanstack/react-router'",
      "import { robotsResponse } from '../server/robots.server'",
      "import { onlyMethods } from '../server/http/methods.server'",
      "export const Route = createFileRoute('/robots.txt')({",
      "  server: { middleware: [onlyMethods(['GET'])], handlers: { GET: ({ request }) => robotsResponse(request) } },",
      '})',
    ),
  },
  {
    name: 'the root route too',
    filename: 'app/routes/__root.tsx',
    code: lines(
      "import { createRootRouteWithContext } from '@tanstack/react-router'",
      "import { onlyMethods } from '../server/http/methods.server'",
      "export const Route = createRootRouteWithContext<{ locale: string }>()({ server: { middleware: [onlyMethods(['GET'])] } })",
    ),
  },
  {
    name: 'type-only imports of server and browser modules are erased',
    filename: 'app/lib/head.ts',
    code: lines(
      "import type { PageData } from '../server/page-data.server'",
      "import type { SiteContext } from '../server/site-context.server'",
      "import type { Tracker } from '../client/tracking.client'",
      'export type Head = [PageData, SiteContext, Tracker]',
    ),
  },
  {
    name: 'any module calls server functions (*.functions: the browser gets a call to the server)',
    filename: 'app/components/search-results.tsx',
    code: lines("import { searchPages } from '../server/search.functions'", 'export const search = () => searchPages({ data: { q: "" } })'),
  },
  {
    name: 'a *.client module imports browser modules, statically and lazily',
    filename: 'app/client/tracking-start.client.ts',
    code: lines("import { createTracker } from './tracking.client'", "export const start = () => [createTracker(), import('./vitals.client')]"),
  },
  {
    name: "Start's client entry, named app/client.tsx by the framework, is browser-only: it loads browser modules anywhere",
    filename: 'app/client.tsx',
    code: lines(
      "import { startTracking } from './client/tracking-start.client'",
      'startTracking()',
      "if (import.meta.env.DEV) void import('./lib/stylesheet-hot-update.client')",
    ),
  },
  {
    name: 'isomorphic code loads browser code lazily in createClientOnlyFn',
    filename: 'app/lib/lazy.ts',
    code: lines(
      "import { createClientOnlyFn } from '@tanstack/react-start'",
      "export const loadChat = createClientOnlyFn(() => import('../client/chat.client'))",
    ),
  },
  {
    name: "isomorphic code loads browser code lazily in createIsomorphicFn's .client()",
    filename: 'app/router.tsx',
    code: lines(
      "import { createIsomorphicFn } from '@tanstack/react-start'",
      'export const watchDeploys = createIsomorphicFn()',
      '  .server(() => {})',
      "  .client(() => void import('./client/deploy.client').then((m) => m.startDeployWatch()))",
    ),
  },
  {
    name: 'plain modules import plain modules and packages',
    filename: 'app/lib/trail.ts',
    code: lines(
      "import { z } from 'zod'",
      "import { head } from './head'",
      "import { LOCALES } from '#src/i18n/locales'",
      'export const x = [z, head, LOCALES]',
    ),
  },
]

const invalid: RuleTester.InvalidTestCase[] = [
  {
    name: 'isomorphic code calls a server module where the browser build keeps it',
    filename: 'app/lib/entry.ts',
    code: lines("import { contentEntry } from '../server/content-data.server'", 'export const loadEntry = (id: string) => contentEntry(id)'),
    errors: [{ messageId: 'serverImport', data: { source: "'../server/content-data.server'", because: 'a *.server module' } }],
  },
  {
    name: 'a Node builtin, node: or bare, in isomorphic code',
    filename: 'app/lib/files.ts',
    code: lines("import { readFileSync } from 'node:fs'", "import { join } from 'path'", 'export const read = (p: string) => readFileSync(join(p))'),
    errors: [
      { messageId: 'serverImport', data: { source: "'node:fs'", because: 'a Node builtin' } },
      { messageId: 'serverImport', data: { source: "'path'", because: 'a Node builtin' } },
    ],
  },
  {
    name: "Start's server utilities in isomorphic code",
    filename: 'app/components/x.tsx',
    code: lines("import { getRequest } from '@tanstack/react-start/server'", 'export const url = () => getRequest().url'),
    errors: [{ messageId: 'serverImport', data: { source: "'@tanstack/react-start/server'", because: "Start's server utilities" } }],
  },
  {
    name: 'a server module imported for its side effects runs in every build',
    filename: 'app/lib/setup.ts',
    code: lines("import '../server/setup.server'"),
    errors: [{ messageId: 'serverImport' }],
  },
  {
    name: 'a server module re-exported',
    filename: 'app/lib/loaders.ts',
    code: lines("export { loadPost } from '../server/post-loaders.server'", "export * from '../server/docs-loader.server'"),
    errors: [{ messageId: 'serverReexport' }, { messageId: 'serverReexport' }],
  },
  {
    name: 'a server module imported lazily outside the server-only places',
    filename: 'app/lib/lazy-server.ts',
    code: lines("export const load = () => import('../server/content-summary.server')"),
    errors: [{ messageId: 'serverImport' }],
  },
  {
    name: "a server module used in createIsomorphicFn's .client() as well",
    filename: 'app/lib/both.ts',
    code: lines(
      "import { createIsomorphicFn } from '@tanstack/react-start'",
      "import { pageResponse } from '../server/page-response.server'",
      'export const f = createIsomorphicFn().server(() => pageResponse()).client(() => pageResponse())',
    ),
    errors: [{ messageId: 'serverImport' }],
  },
  {
    name: 'a *.functions module exports what it builds from a server module (the browser loads that module too)',
    filename: 'app/server/search.functions.ts',
    code: lines(
      "import { createServerFn } from '@tanstack/react-start'",
      "import { z } from 'zod'",
      "import { input, localeInput } from './inputs.server'",
      'export const searchInput = z.object({ locale: localeInput })',
      "export const searchPages = createServerFn({ method: 'GET' }).validator(input(searchInput)).handler(() => [])",
    ),
    errors: [{ messageId: 'serverImport', data: { source: "'./inputs.server'", because: 'a *.server module' } }],
  },
  {
    name: 'a private helper used by the handler and by exported code',
    filename: 'app/server/calls.functions.ts',
    code: lines(
      "import { createServerFn } from '@tanstack/react-start'",
      "import { visitorIp } from './visitor.server'",
      'const ip = () => visitorIp()',
      'export const getIp = createServerFn().handler(() => ip())',
      'export const ipNow = () => ip()',
    ),
    errors: [{ messageId: 'serverImport' }],
  },
  {
    name: "a route's loader runs in the browser too",
    filename: 'app/routes/{-$locale}/_site/faq.tsx',
    code: lines(
      "import { createFileRoute } from '@tanstack/react-router'",
      "import { faqOf } from '../../../server/content-data.server'",
      "export const Route = createFileRoute('/{-$locale}/_site/faq')({ loader: () => faqOf() })",
    ),
    errors: [{ messageId: 'serverImport' }],
  },
  {
    name: 'inline type specifiers alone still load the module (verbatimModuleSyntax)',
    filename: 'app/lib/head.ts',
    code: lines("import { type PageData } from '../server/page-data.server'", 'export type Head = PageData'),
    errors: [{ messageId: 'inlineTypes', data: { source: "'../server/page-data.server'" } }],
  },
  {
    name: 'a value import used only as a type is still loaded',
    filename: 'app/lib/head.ts',
    code: lines("import { pageResponse } from '../server/page-response.server'", 'export type Page = ReturnType<typeof pageResponse>'),
    errors: [{ messageId: 'serverImport' }],
  },
  {
    name: 'a *.client module imports server code, even in a server-only place, and Node builtins',
    filename: 'app/client/chat.client.ts',
    code: lines(
      "import { createIsomorphicFn } from '@tanstack/react-start'",
      "import { chatSetup } from '../server/chat.server'",
      "import { readFileSync } from 'node:fs'",
      'export const f = createIsomorphicFn().server(() => [chatSetup(), readFileSync("x")])',
    ),
    errors: [{ messageId: 'serverInClient' }, { messageId: 'serverInClient' }],
  },
  {
    name: 'isomorphic code imports a browser module statically, even for createClientOnlyFn alone',
    filename: 'app/router.tsx',
    code: lines(
      "import { createClientOnlyFn } from '@tanstack/react-start'",
      "import { startDeployWatch } from './client/deploy.client'",
      'export const watch = createClientOnlyFn(() => startDeployWatch())',
    ),
    errors: [{ messageId: 'clientStatic', data: { source: "'./client/deploy.client'" } }],
  },
  {
    name: 'isomorphic code imports a browser module lazily where the server build keeps it (an effect)',
    filename: 'app/components/chat-button.tsx',
    code: lines(
      "import { useEffect } from 'react'",
      'export function ChatButton() {',
      "  useEffect(() => void import('../client/chat.client'), [])",
      '  return null',
      '}',
    ),
    errors: [{ messageId: 'clientDynamic', data: { source: "'../client/chat.client'" } }],
  },
  {
    name: "Start's client entry imports no server code",
    filename: 'app/client.tsx',
    code: lines("import { chatSetup } from './server/chat.server'", 'chatSetup()'),
    errors: [{ messageId: 'serverInClient' }],
  },
  {
    name: 'a *.server module loads browser code',
    filename: 'app/server/chat.server.ts',
    code: lines("import { queryClient } from '../client/query-client.client'", "export const f = () => [queryClient, import('../client/chat.client')]"),
    errors: [{ messageId: 'clientInServer' }, { messageId: 'clientInServer' }],
  },
  {
    name: 'a file in app/server/ without a server suffix',
    filename: 'app/server/http/headers.ts',
    code: lines('export const edit = () => {}'),
    errors: [{ messageId: 'serverFolder', data: { folder: 'app/server' } }],
  },
  {
    name: 'a file in app/client/ without the client suffix',
    filename: 'app/client/queries.ts',
    code: lines('export const q = 1'),
    errors: [{ messageId: 'clientFolder', data: { folder: 'app/client' } }],
  },
]

tester.run('suffixes/side-imports', suffixes.rules['side-imports'], {
  valid: valid.map((test) => ({ ...test, options })),
  invalid: invalid.map((test) => ({ ...test, options })),
})
