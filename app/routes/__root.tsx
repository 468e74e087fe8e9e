import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { EMPTY_BASE_INFO } from '../../src/content/types'
import { splitLocalePath } from '../../src/i18n/paths'
import { getLocale } from '../../src/i18n/locales'
import { activateLocale } from '../i18n/activate'
import { getBaseInfo } from '../server/base-info.functions'
import { IconSprite } from '../components/icons'
import { NotFoundPage } from '../components/not-found'
import { ErrorScreen } from '../components/error-screen'
import { useLocale } from '../lib/locale'
import { currentAppLanguage } from '../lib/locale-memory'
import type { RouterContext, ShellInfo } from '../router'
import appCss from '../styles.css?url'

export const Route = createRootRouteWithContext<RouterContext>()({
  // Runs for every navigation, not-found pages included: the URL decides the language.
  beforeLoad: async ({ context, location }) => {
    const { locale } = splitLocalePath(location.pathname, context.site.hostLocale)
    await activateLocale(context.i18n, locale)
    return { locale }
  },
  loader: async ({ context }): Promise<{ baseInfo: ShellInfo }> => {
    const cached = context.baseInfo.get(context.locale)
    if (cached) return { baseInfo: cached }
    const baseInfo = await getBaseInfo({ data: { lang: context.locale, type: 'home' } }).catch(
      (): ShellInfo => ({ ...EMPTY_BASE_INFO, site_name: '' }),
    )
    context.baseInfo.set(context.locale, baseInfo)
    return { baseInfo }
  },
  head: ({ loaderData }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      ...(loaderData?.baseInfo.title || loaderData?.baseInfo.site_name ? [{ title: loaderData.baseInfo.title || loaderData.baseInfo.site_name }] : []),
      ...(loaderData?.baseInfo.description ? [{ name: 'description', content: loaderData.baseInfo.description }] : []),
      ...(loaderData?.baseInfo.keywords ? [{ name: 'keywords', content: loaderData.baseInfo.keywords }] : []),
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  shellComponent: RootDocument,
  component: RootOutlet,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorScreen,
})

/**
 * SPEC 2.4: a page opened with a hash shows its target. In-app navigations get this from the
 * router; a first load needs it after hydration, when scroll restoration has reset the position.
 */
function RootOutlet() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (id) document.getElementById(id)?.scrollIntoView()
    // SPEC 4: keep the external app's language (saved value, else the browser's) as myLocale.
    currentAppLanguage()
  }, [])
  return <Outlet />
}

function RootDocument({ children }: { children: ReactNode }) {
  const locale = useLocale()
  return (
    <html lang={getLocale(locale).language} dir="ltr">
      <head>
        <HeadContent />
      </head>
      <body>
        <IconSprite />
        {children}
        <Scripts />
      </body>
    </html>
  )
}
