import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createIsomorphicFn } from '@tanstack/react-start'
import { createRouter } from '@tanstack/react-router'
import type { LocaleCode } from '#src/i18n/locales'
import { activateLocale, activeLocale } from './i18n/activate'
import { catchEarlyChunkErrors } from './lib/early-chunk-errors'
import { bufferEarlyErrors } from './lib/early-errors'
import { watchPageExit } from './lib/page-exit'
import { rememberLanding } from './lib/landing-url'
import type { RouterContext, ShellInfo } from './lib/router-context'
import type { SiteContext } from './lib/site-context'
import { ErrorScreen } from './components/error-screen'
import { routeTree } from './routeTree.gen'
import { siteContextForRequest } from './server/site-context.server'

interface Dehydrated {
  readonly locale: LocaleCode
  readonly site: SiteContext
  readonly baseInfo: [LocaleCode, ShellInfo][]
}

// On the server the request tells us the host; on the client the value arrives with the page.
const initialSite = createIsomorphicFn()
  .server((): SiteContext | undefined => siteContextForRequest())
  .client((): SiteContext | undefined => undefined)

// Browser only (the server build drops this body): deploy detection, chunk-failure recovery and
// the prefetch policy (ADR 010), in a chunk of its own so the first visit's JS barely grows.
const watchDeploys = createIsomorphicFn()
  .server((_router: ReturnType<typeof getRouter>) => {})
  .client((router: ReturnType<typeof getRouter>) => {
    // First: every reporter below asks whether the page is being left (app/lib/page-exit.ts).
    watchPageExit()
    // The router is made before it hydrates or navigates: the URL is still the landing's.
    rememberLanding()
    // Errors before error reporting has loaded (after idle) are buffered for it (ADR 026).
    bufferEarlyErrors()
    const chunkErrors = catchEarlyChunkErrors()
    void import('./client/deploy.client').then((m) => m.startDeployWatch(router, chunkErrors), chunkErrors.deployModuleMissing)
  })

/** The site before the request names it (and a context for routers that only match paths). */
export const PENDING_SITE: SiteContext = { hostLocale: 'en', origins: { main: '', byLocale: {} }, cookieSecure: false, canonicalParams: [] }

/** Creates the router; Start calls this once per request on the server and once in the browser. */
export function getRouter() {
  const i18n = setupI18n()
  const context: RouterContext = { i18n, site: initialSite() ?? PENDING_SITE, baseInfo: new Map() }
  const router = createRouter({
    routeTree,
    context,
    scrollRestoration: true,
    // The server already removed trailing slashes (301); what reaches the router is canonical, and
    // `/ru/?x=1` must be served as it is (SPEC 2.4).
    trailingSlash: 'preserve',
    defaultPreload: 'intent',
    defaultStaleTime: 60_000,
    // SPEC 2.7/8: an error in any route's loader or component shows the application error screen.
    defaultErrorComponent: ErrorScreen,
    Wrap: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
    // No catalog travels with the page: the browser loads the page's catalog chunk (which the page
    // preloads) before it hydrates, as it does on a language switch (ADR 016).
    dehydrate: (): Dehydrated => ({
      locale: activeLocale(i18n),
      site: context.site,
      baseInfo: [...context.baseInfo],
    }),
    hydrate: async (data: Dehydrated) => {
      await activateLocale(i18n, data.locale)
      context.site = data.site
      for (const [locale, info] of data.baseInfo) context.baseInfo.set(locale, info)
    },
  })
  watchDeploys(router)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
