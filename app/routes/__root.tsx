import { HeadContent, Outlet, createRootRouteWithContext, useRouter, useRouterState } from '@tanstack/react-router'
import { BodyScripts } from '../components/body-scripts'
import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { EMPTY_BASE_INFO } from '#src/content/types'
import { splitLocalePath } from '#src/i18n/paths'
import { getLocale } from '#src/i18n/locales'
import { createIsomorphicFn } from '@tanstack/react-start'
import { activateLocale } from '../i18n/activate'
import { catalogChunkHref } from '../server/catalog-chunks.server'
import { bootChunkHrefs } from '../server/boot-chunks.server'
import { siteStylesheet } from '../server/site-stylesheet.server'
import { SITE_STYLESHEET_ATTRIBUTE } from '../lib/site-stylesheet'
import { fetchBaseInfo } from '../server/base-info.server'
import { contentSummary } from '../server/content-summary.server'
import { menuSlotsIn } from '#src/routing/menus'
import { IconSprite } from '../components/icons'
import { NotFoundPage } from '../components/not-found'
import { ErrorScreen } from '../components/error-screen'
import { TOP_ID } from '../components/back-to-top'
import { LoadingBar } from '../components/loading-bar'
import { Toaster } from '../components/toaster'
import { useLocale } from '../lib/locale'
import { whenIdle } from '../lib/idle'
import { loadLanguageSuggestion, loadSearchBox, loadTracking } from '../lib/lazy'
import { currentAppLanguage } from '../lib/locale-memory'
import type { RouterContext, ShellInfo } from '../lib/router-context'
import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { LocaleCode } from '#src/i18n/locales'
import { originOf, pageUrl } from '#src/i18n/hosts'
import { composeTitle, ogLocaleAlternates, titleFromPath } from '#src/seo/head'
import { organization, website } from '#src/seo/json-ld'
import { withoutTrailingSlash } from '#src/seo/urls'
import type { SiteContext } from '../lib/site-context'
import { pageMetaOf } from '../lib/page-meta'
import { isFailedRender, type MatchState } from '#src/routing/render-status'

// The catalog chunk to preload is known to the server build (the browser loads it by locale);
// the loader's result carries it to the browser's head.
const catalogChunk = createIsomorphicFn()
  .server((locale: LocaleCode): string | undefined => catalogChunkHref(locale))
  .client((): string | undefined => undefined)

// The chunks the entry evaluates step by step (ADR 058), the same on every page: the server build
// knows them, and the browser reads them back from the links the server wrote, so that they cost
// the hydration payload nothing.
const STEP_ATTRIBUTE = 'data-entry-step'
const entryStepHrefs = createIsomorphicFn()
  .server((): readonly string[] => bootChunkHrefs())
  .client((): readonly string[] => Array.from(document.querySelectorAll(`link[${STEP_ATTRIBUTE}]`), (link) => link.getAttribute('href') ?? ''))

// The stylesheet is in the page itself (ADR 060). The browser reads back the text the server wrote,
// so that the head it renders is the server's and the bundle carries no copy of it; once, since the
// head is built again on every navigation and the text never changes. In development it changes
// with each edit of the file (app/lib/stylesheet-hot-update.client.ts), so it is read every time.
let servedStylesheet: string | undefined
const readServedStylesheet = () => document.querySelector(`style[${SITE_STYLESHEET_ATTRIBUTE}]`)?.textContent ?? ''
const siteStylesheetText = createIsomorphicFn()
  .server((): string => siteStylesheet())
  .client((): string => (import.meta.env.DEV ? readServedStylesheet() : (servedStylesheet ??= readServedStylesheet())))

/**
 * The shell's base info and menu slots. On the server they are read in place, with no
 * server-function request (ADR 040); in the browser they come from the server functions, whose
 * modules load with the first request (ADR 039): that is the first language the tab shows after the one it was served in.
 */
const shellData = createIsomorphicFn()
  .server((locale: LocaleCode): [Promise<ShellInfo>, Promise<readonly number[]>] => [
    fetchBaseInfo(locale),
    contentSummary().then((summary) => menuSlotsIn(locale, summary)),
  ])
  .client((locale: LocaleCode): [Promise<ShellInfo>, Promise<readonly number[]>] => [
    import('../server/base-info.functions').then(({ getBaseInfo }) => getBaseInfo({ data: { lang: locale, type: 'home' } })),
    import('../server/pages.functions').then(({ getMenuSlots }) => getMenuSlots({ data: { locale } })),
  ])

export const Route = createRootRouteWithContext<RouterContext>()({
  // Runs for every navigation, not-found pages included: the URL decides the language.
  beforeLoad: async ({ context, location }) => {
    const { locale } = splitLocalePath(location.pathname, context.site.hostLocale)
    await activateLocale(context.i18n, locale)
    return { locale }
  },
  // The root match is the same on every page, so the router would keep its data across a client-side
  // language switch: it runs again on each navigation (SPEC 7: base info per language), and returns
  // the tab's cached data, without a request, for a language it has already loaded. A new language's
  // base info and menus are waited for, so a page never shows another language's shell.
  shouldReload: true,
  loader: {
    staleReloadMode: 'blocking',
    handler: async ({ context }): Promise<{ baseInfo: ShellInfo; catalogHref?: string }> => {
      const catalogHref = catalogChunk(context.locale)
      const cached = context.baseInfo.get(context.locale)
      if (cached) return { baseInfo: cached, catalogHref }
      const [askedInfo, askedSlots] = shellData(context.locale)
      const [info, menuSlots] = await Promise.all([
        askedInfo.catch((): ShellInfo => ({ ...EMPTY_BASE_INFO, site_name: '' })),
        // Menus list only pages the locale has (as the registry says); without it, none but home.
        askedSlots.catch((): readonly number[] => []),
      ])
      const baseInfo: ShellInfo = { ...info, menuSlots }
      context.baseInfo.set(context.locale, baseInfo)
      return { baseInfo, catalogHref }
    },
  },
  head: ({ loaderData, matches, match }) => rootHead(loaderData?.baseInfo, matches, match.context, loaderData?.catalogHref),
  shellComponent: RootDocument,
  component: RootOutlet,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorScreen,
})

/**
 * The head every page shares: charset, viewport, styles, the site's Organization and WebSite
 * structured data, and the fallbacks a page's own head overrides (title from the path, SPEC 5;
 * base-info description and keywords). A page that did not load (404, error) is `noindex`.
 */
function rootHead(
  baseInfo: ShellInfo | undefined,
  matches: readonly (MatchState & { pathname: string })[],
  context: { i18n: I18n; locale: LocaleCode; site: SiteContext },
  catalogHref: string | undefined,
) {
  const { locale, site, i18n } = context
  const failed = isFailedRender(matches)
  const leaf = matches[matches.length - 1]
  const { rest } = splitLocalePath(withoutTrailingSlash(leaf?.pathname ?? '/'), site.hostLocale)
  const siteName = baseInfo?.site_name ?? ''
  const origin = originOf(locale, site.origins)
  const homeUrl = pageUrl(locale, '/', site.origins)
  const title = failed ? i18n._(msg`Page not found`) : titleFromPath(rest)
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: composeTitle(title || undefined, siteName) },
      ...(baseInfo?.description ? [{ name: 'description', content: baseInfo.description }] : []),
      ...(baseInfo?.keywords ? [{ name: 'keywords', content: baseInfo.keywords }] : []),
      ...(failed ? [{ name: 'robots', content: 'noindex' }] : []),
      ...(siteName
        ? [
            { 'script:ld+json': organization({ name: siteName, origin, homeUrl, logo: `${origin}/favicon.svg` }) },
            {
              'script:ld+json': website({
                name: siteName,
                origin,
                homeUrl,
                language: getLocale(locale).language,
                description: baseInfo?.description || undefined,
              }),
            },
          ]
        : []),
    ],
    styles: [{ [SITE_STYLESHEET_ATTRIBUTE]: '', children: siteStylesheetText() }],
    links: [
      // The entry's steps (ADR 058) and the page's catalog (ADR 016) load while the entry does, not after it.
      ...entryStepHrefs().map((href) => ({ rel: 'modulepreload', href, [STEP_ATTRIBUTE]: '' })),
      ...(catalogHref ? [{ rel: 'modulepreload', href: catalogHref }] : []),
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }
}

/**
 * SPEC 2.4: a page opened with a hash shows its target. In-app navigations get this from the
 * router; a first load needs it after hydration, when scroll restoration has reset the position.
 */
function RootOutlet() {
  const router = useRouter()
  // Tracking, attribution and the search box's behaviours load after the page is idle, never on the
  // first-visit critical path.
  useEffect(
    () =>
      whenIdle(() => {
        // SPEC 4: keep the external app's language (saved value, else the browser's) as myLocale.
        // After idle: the first localStorage write of a page reads the store from disk.
        currentAppLanguage()
        // A chunk that fails to load is the deploy module's to handle (vite:preloadError fires for it
        // first: a report, and a reload into a newer build), and one cut off by leaving the page is
        // nothing: either way it must not become an unhandled rejection as well.
        void loadTracking()
          .then((m) => m.startTracking(router, router.options.context.site))
          .catch(() => {})
        void loadSearchBox()
          .then((m) => m.enhanceSearchBox(router))
          .catch(() => {})
      }),
    [router],
  )
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (id) document.getElementById(id)?.scrollIntoView()
  }, [])
  return (
    <>
      <LoadingBar />
      <Outlet />
      <Toaster />
      <LanguageSuggestionSlot />
    </>
  )
}

/** Where the language suggestion (ADR 027) appears: its code and decision come after idle, never in the HTML. */
function LanguageSuggestionSlot() {
  const [Suggestion, setSuggestion] = useState<ComponentType | null>(null)
  useEffect(
    () =>
      whenIdle(
        () =>
          void loadLanguageSuggestion()
            .then((m) => setSuggestion(() => m.LanguageSuggestion))
            .catch(() => {}),
      ),
    [],
  )
  return Suggestion ? <Suggestion /> : null
}

/**
 * `og:locale:alternate` once per other language of the page. The router merges head tags by
 * property, which would keep only one of them, so the shell renders these itself from the
 * page's `alternates` (the locales its loader found it in).
 */
function OgLocaleAlternates({ locale }: { locale: LocaleCode }) {
  const alternates = useRouterState({
    select: (s) => pageMetaOf(s.matches)?.alternates,
    structuralSharing: true,
  })
  return (
    <>
      {ogLocaleAlternates(locale, alternates ?? []).map((og) => (
        <meta key={og} property="og:locale:alternate" content={og} />
      ))}
    </>
  )
}

function RootDocument({ children }: { children: ReactNode }) {
  const locale = useLocale()
  return (
    <html lang={getLocale(locale).language} dir="ltr">
      <head>
        <HeadContent />
        <OgLocaleAlternates locale={locale} />
      </head>
      <body>
        {/* Where "back to top" moves keyboard focus. */}
        <span id={TOP_ID} tabIndex={-1} className="focus-target" />
        <IconSprite />
        {children}
        <BodyScripts />
      </body>
    </html>
  )
}
