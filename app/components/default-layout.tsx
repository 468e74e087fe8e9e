import { getRouteApi } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { ChatButton } from './chat-button'
import { OneTap } from './one-tap'

const root = getRouteApi('__root__')

/** The default layout: header, page, footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { baseInfo } = root.useLoaderData()
  return (
    <>
      <SiteHeader info={baseInfo} />
      <main id="main" className="site-main">{children}</main>
      <SiteFooter info={baseInfo} />
      {/* Until the shell's floating stack lands, the chat button floats on its own. */}
      <div className="floating-chat">
        <ChatButton />
      </div>
      <OneTap />
    </>
  )
}
