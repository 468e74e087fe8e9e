import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { LOADING_BAR_DURATION_MS, LOADING_BAR_HEIGHT_PX, LOADING_BAR_HIDE_MS, LOADING_BAR_RESET_MS, LOADING_BAR_THROTTLE_MS } from '#src/shell/timings'

/** One growth step of the bar: it reaches its cap after about LOADING_BAR_DURATION_MS. */
const STEP_MS = 100
const STEP = 100 / (LOADING_BAR_DURATION_MS / STEP_MS)
/** The bar stops short of the end until the navigation really ends. */
const CAP = 95

interface Bar {
  progress: number
  visible: boolean
  error: boolean
}

const IDLE: Bar = { progress: 0, visible: false, error: false }

/**
 * SPEC 2.7/4's loading bar for client navigations: nothing for a navigation shorter than the
 * throttle; otherwise a 3 px bar that grows toward 100 % over about 2 s, completes when the
 * navigation ends, fades after LOADING_BAR_HIDE_MS and resets LOADING_BAR_RESET_MS later. A
 * navigation that ends in an error turns it the error colour.
 */
export function LoadingBar() {
  const { t } = useLingui()
  const router = useRouter()
  const [bar, setBar] = useState<Bar>(IDLE)
  const timers = useRef<number[]>([])

  useEffect(() => {
    const clear = () => {
      for (const id of timers.current) {
        window.clearTimeout(id)
        window.clearInterval(id)
      }
      timers.current = []
    }
    let shown = false
    const start = () => {
      clear()
      timers.current.push(
        window.setTimeout(() => {
          shown = true
          setBar({ progress: STEP, visible: true, error: false })
          timers.current.push(window.setInterval(() => setBar((b) => ({ ...b, progress: Math.min(CAP, b.progress + STEP) })), STEP_MS))
        }, LOADING_BAR_THROTTLE_MS),
      )
    }
    const finish = () => {
      clear()
      const error = router.state.matches.some((m) => m.status === 'error')
      // A quick navigation shows nothing; a failed one always shows its red bar.
      if (!shown && !error) return
      shown = false
      setBar({ progress: 100, visible: true, error })
      timers.current.push(
        window.setTimeout(() => {
          setBar((b) => ({ ...b, visible: false }))
          timers.current.push(window.setTimeout(() => setBar(IDLE), LOADING_BAR_RESET_MS))
        }, LOADING_BAR_HIDE_MS),
      )
    }
    const offStart = router.subscribe('onBeforeLoad', start)
    const offEnd = router.subscribe('onResolved', finish)
    return () => {
      offStart()
      offEnd()
      clear()
    }
  }, [router])

  return (
    <div
      className={`loading-bar${bar.visible ? ' loading-bar--visible' : ''}${bar.error ? ' loading-bar--error' : ''}`}
      style={{ height: LOADING_BAR_HEIGHT_PX, transform: `scaleX(${bar.progress / 100})` }}
      data-testid="loading-bar"
      {...(bar.visible
        ? { role: 'progressbar', 'aria-label': t`Loading page`, 'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-valuenow': Math.round(bar.progress) }
        : { 'aria-hidden': true })}
    />
  )
}
