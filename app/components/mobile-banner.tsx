import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react'
import { BANNER_CLOSED_KEY } from '#src/shell/banner'
import { atMost } from '#src/shell/breakpoints'
import type { ShellInfo } from '../lib/router-context'

type BannerView = ComponentType<{ info: ShellInfo; startedAt: number }>

function closedThisVisit(): boolean {
  try {
    return sessionStorage.getItem(BANNER_CLOSED_KEY) === '1'
  } catch {
    return false // storage blocked: the banner simply shows
  }
}

function subscribe(onChange: () => void) {
  const query = window.matchMedia(atMost('mobile'))
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** A phone-sized viewport (SPEC 9's `mobile` breakpoint) whose visitor has not closed the banner. */
const wanted = () => window.matchMedia(atMost('mobile')).matches && !closedThisVisit()

/**
 * SPEC 2.7's mobile registration banner, whose code loads only on a phone-sized viewport and only
 * when the visitor has not closed it in this visit. The delay is counted from the page's start
 * (hydration), not from when the banner's code arrived.
 */
export function MobileBanner({ info }: { info: ShellInfo }) {
  const [startedAt] = useState(() => (typeof performance === 'undefined' ? 0 : performance.now()))
  const show = useSyncExternalStore(subscribe, wanted, () => false) && Boolean(info.register_url)
  // A plain dynamic import rather than React.lazy: Suspense reveals content on a timer of its own,
  // which would shift the banner's timing.
  const [View, setView] = useState<BannerView>()
  useEffect(() => {
    if (!show) return
    let live = true
    import('./register-banner').then(
      (mod) => live && setView(() => mod.default),
      (error: unknown) => console.warn('[banner] could not load', error),
    )
    return () => {
      live = false
    }
  }, [show])
  return show && View ? <View info={info} startedAt={startedAt} /> : null
}
