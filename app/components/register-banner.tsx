import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useReducer, useRef } from 'react'
import { withAppParams } from '#src/routing/app-links'
import { bannerImageFor } from '#src/images/banner-images'
import { BANNER_CLOSED_KEY, bannerReducer, scrollDirection } from '#src/shell/banner'
import { BANNER_DELAY_MS, BANNER_IDLE_RESHOW_MS, SCROLL_THROTTLE_MS } from '#src/shell/timings'
import { throttle } from '#src/shell/throttle'
import { useLocale } from '../lib/locale'
import { appLanguageInBrowser } from '../lib/locale-memory'
import { setBannerShown } from '../lib/shell-state'
import type { ShellInfo } from '../lib/router-context'
import { Icon } from './icons'
import { Picture } from './picture'

/**
 * The banner itself (a lazy chunk of MobileBanner): hidden at first, shown BANNER_DELAY_MS after
 * the page started, retracted by scrolling down, back on scrolling up or after
 * BANNER_IDLE_RESHOW_MS without scrolling; the close control on its left edge ends it for the visit.
 */
export default function RegisterBanner({ info, startedAt }: { info: ShellInfo; startedAt: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const [state, dispatch] = useReducer(bannerReducer, 'waiting')
  const lastY = useRef(0)

  useEffect(() => {
    const timer = window.setTimeout(() => dispatch({ type: 'delay-elapsed' }), Math.max(0, BANNER_DELAY_MS - (performance.now() - startedAt)))
    return () => window.clearTimeout(timer)
  }, [startedAt])

  useEffect(() => {
    lastY.current = window.scrollY
    let idle: number | undefined
    const onScroll = throttle(() => {
      const direction = scrollDirection(lastY.current, window.scrollY)
      lastY.current = window.scrollY
      if (direction) dispatch({ type: 'scroll', direction })
      window.clearTimeout(idle)
      idle = window.setTimeout(() => dispatch({ type: 'idle-elapsed' }), BANNER_IDLE_RESHOW_MS)
    }, SCROLL_THROTTLE_MS)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      onScroll.cancel()
      window.clearTimeout(idle)
      window.removeEventListener('scroll', onScroll)
    }
  }, [])

  const shown = state === 'shown'
  useEffect(() => {
    setBannerShown(shown)
    return () => setBannerShown(false)
  }, [shown])

  if (state === 'closed') return null
  // A lazy chunk that renders only in the browser: the visitor's app language is known here (SPEC 4).
  const register = withAppParams(info.register_url, appLanguageInBrowser(locale), window.location.href)
  if (!register) return null
  return (
    <>
      {/* Room for the footer's last line to scroll above the fixed banner (phones only, styles.css). */}
      <div className="register-banner__spacer" aria-hidden="true" />
      <aside
        data-track-expose="register-banner"
        className={`register-banner${shown ? ' register-banner--shown' : ''}`}
        aria-label={t`Sign up`}
        data-state={state}
      >
        <button
          type="button"
          className="register-banner__close"
          aria-label={t`Close the sign-up banner`}
          onClick={() => {
            try {
              sessionStorage.setItem(BANNER_CLOSED_KEY, '1')
            } catch {
              // Storage blocked: closed for this page only.
            }
            dispatch({ type: 'close' })
          }}
        >
          <Icon name="close" size={16} />
        </button>
        <a className="register-banner__link" href={register} data-app-link={info.register_url} data-track="banner-register">
          {/* The image carries the headline (in the variant's language): it is shown whole, and the
              link's name, in the page's language, is for assistive technology only. */}
          <Picture src={bannerImageFor(locale)} slot="banner" alt="" loading="eager" />
          <span className="visually-hidden">
            <Trans>Sign up free and manage all your accounts safely</Trans>
          </span>
        </a>
      </aside>
    </>
  )
}
