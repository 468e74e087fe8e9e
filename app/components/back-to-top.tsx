import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { SCROLL_THROTTLE_MS } from '#src/shell/timings'
import { throttle } from '#src/shell/throttle'
import { Icon } from './icons'

/** The id of the focus target at the very top of the page (rendered by the root document). */
export const TOP_ID = 'top'

/**
 * SPEC 2.7: the back-to-top button appears once the page is scrolled beyond one viewport height.
 * It scrolls smoothly (instantly with reduced motion), then moves focus to the top of the page so
 * keyboard and screen-reader users land where sighted users do.
 */
export function BackToTop() {
  const { t } = useLingui()
  const [shown, setShown] = useState(false)

  useEffect(() => {
    const update = throttle(() => setShown(window.scrollY > window.innerHeight), SCROLL_THROTTLE_MS)
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update, { passive: true })
    return () => {
      update.cancel()
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [])

  if (!shown) return null
  return (
    <button
      type="button"
      className="fab fab--top"
      aria-label={t`Back to top`}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' })
        document.getElementById(TOP_ID)?.focus({ preventScroll: true })
      }}
    >
      <Icon name="arrow-up" />
    </button>
  )
}
