import { Trans } from '@lingui/react/macro'
import { getRouteApi, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FloatingStack } from './floating-stack'
import { MobileBanner } from './mobile-banner'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { ChatButton } from './chat-button'
import { OneTap } from './one-tap'
import { ScrollChrome } from './scroll-chrome'

const root = getRouteApi('__root__')

/** The default layout: header, page, footer, the floating buttons and the mobile banner. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { baseInfo } = root.useLoaderData()
  // The error screen is a page of its own (SPEC 2.7): no header, footer or floating buttons around it.
  const failed = useRouterState({ select: (s) => s.matches.some((m) => m.status === 'error') })
  if (failed) return <>{children}</>
  return (
    <>
      {/* The first stop of the keyboard: past the header's menus to the page itself. */}
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <SiteHeader info={baseInfo} />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter info={baseInfo} />
      <FloatingStack chat={<ChatButton />} />
      <OneTap />
      <MobileBanner info={baseInfo} />
      <ScrollChrome />
    </>
  )
}
