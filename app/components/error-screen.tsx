import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { getLocale } from '#src/i18n/locales'
import { localized } from '#src/routing/links'
import { useLocale } from '../lib/locale'
import { planNavigation } from '#src/routing/navigation'
import { ERROR_COUNTDOWN_S } from '#src/shell/timings'
import { Icon } from './icons'
import { Image } from './picture'
import { HydratedMark } from './hydrated-mark'
import { isLeavingPage } from '../lib/page-exit'

/** The brand mark over the standalone error pages, linking home (full load: the app may be what failed). */
export function ErrorScreenBrand() {
  const locale = useLocale()
  return (
    <a className="brand error-screen__brand" href={localized(locale, 'home')}>
      <Icon name="logo" size={28} />
      <span>ProfileDeck</span>
    </a>
  )
}

/**
 * The full-page error screen (SPEC 2.7): 502 image, two messages, a 5 s countdown to /blog and a
 * back button. It stands alone (custom layout): the app around it may be what failed.
 */
export function ErrorScreenView() {
  const locale = useLocale()
  const blog = localized(locale, 'blogIndex')
  const [left, setLeft] = useState(ERROR_COUNTDOWN_S)

  // One interval counted from the start (not a chain of timeouts), so the visitor leaves exactly
  // ERROR_COUNTDOWN_S seconds after the screen appeared.
  useEffect(() => {
    const started = Date.now()
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, ERROR_COUNTDOWN_S - Math.round((Date.now() - started) / 1000))
      setLeft(remaining)
      if (remaining > 0) return
      window.clearInterval(timer)
      // A full load (an absolute URL, SPEC 2.4): after an application error the in-app router may
      // itself be broken.
      window.location.assign(planNavigation(new URL(blog, window.location.origin).href, window.location.origin).href)
    }, 1000)
    return () => window.clearInterval(timer)
  }, [blog])

  const number = (
    <b className="error-screen__count" data-testid="countdown">
      {left}
    </b>
  )
  const label = (
    <span data-testid="countdown-label">
      <Trans id="autoRefresh">seconds until automatic refresh</Trans>
    </span>
  )
  return (
    <main className="error-screen">
      <ErrorScreenBrand />
      <Image src="/images/502.svg" alt="" width={320} height={200} loading="eager" className="error-screen__image" />
      <h1>
        <Trans id="502msg1">Sorry, something went wrong on our side.</Trans>
      </h1>
      <p>
        <Trans id="502msg2">Please try again in a moment. We are already looking into it.</Trans>
      </p>
      <p className="error-screen__countdown" data-testid="countdown-line">
        {getLocale(locale).countdownAfterLabel ? (
          <>
            {label} {number}
          </>
        ) : (
          <>
            {number} {label}
          </>
        )}
      </p>
      <a className="btn btn--primary" href={blog}>
        <Trans id="back">Back</Trans>
      </a>
    </main>
  )
}

/**
 * The root error boundary: logs, then shows the error screen. A page being left does not log: its
 * route's chunk may have failed only because the browser cut it off (app/lib/page-exit.ts).
 */
export function ErrorScreen({ error }: { error: unknown }) {
  useEffect(() => {
    if (!isLeavingPage()) console.error('Application error', error)
  }, [error])
  return (
    <>
      <ErrorScreenView />
      <HydratedMark />
    </>
  )
}
