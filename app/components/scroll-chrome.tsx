import { useEffect } from 'react'
import { chromeRetracted } from '#src/shell/chrome'
import { SCROLL_THROTTLE_MS } from '#src/shell/timings'
import { throttle } from '#src/shell/throttle'

/** The attribute of <html> the stylesheet reads: the header and the floating buttons make way. */
const ATTRIBUTE = 'data-chrome-retracted'

/**
 * Tells the stylesheet whether the visitor is reading on (src/shell/chrome.ts): an attribute on
 * <html>, so a scroll re-renders nothing. Which widths act on it, and the exceptions (a menu open in
 * the header, the chat panel open, focus inside), are the stylesheet's, where the layout is.
 */
export function ScrollChrome() {
  useEffect(() => {
    const root = document.documentElement
    let lastY = window.scrollY
    let retracted = false
    const onScroll = throttle(() => {
      const header = document.querySelector<HTMLElement>('.site-header')
      const next = chromeRetracted(retracted, lastY, window.scrollY, header?.offsetHeight ?? 0)
      lastY = window.scrollY
      if (next === retracted) return
      retracted = next
      root.toggleAttribute(ATTRIBUTE, next)
    }, SCROLL_THROTTLE_MS)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      onScroll.cancel()
      window.removeEventListener('scroll', onScroll)
      root.removeAttribute(ATTRIBUTE)
    }
  }, [])
  return null
}
