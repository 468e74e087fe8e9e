import { useLingui } from '@lingui/react/macro'
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react'
import { TIP_LEAVE_MS, TIP_MS } from '#src/shell/timings'
import { Icon } from './icons'

/**
 * SPEC 2.7's tip banner: a short confirmation that shows for `duration` (TIP_MS by default), then
 * leaves with a TIP_LEAVE_MS animation and calls `onDone`. Its close button ends it at once.
 * Render it with a new `key` to show it again.
 */
export function TipBanner({ children, duration = TIP_MS, onDone }: { children: ReactNode; duration?: number; onDone: () => void }) {
  const { t } = useLingui()
  const [leaving, setLeaving] = useState(false)

  // Both deadlines from the start, so the banner is gone exactly `duration + TIP_LEAVE_MS` later
  // whatever a re-render costs.
  const finish = useEffectEvent(onDone)
  useEffect(() => {
    const leave = window.setTimeout(() => setLeaving(true), duration)
    const done = window.setTimeout(() => finish(), duration + TIP_LEAVE_MS)
    return () => {
      window.clearTimeout(leave)
      window.clearTimeout(done)
    }
  }, [duration])

  return (
    <div
      className={`tip-banner${leaving ? ' tip-banner--leaving' : ''}`}
      role="status"
      data-testid="tip-banner"
      style={{ animationDuration: `${TIP_LEAVE_MS}ms` }}
    >
      <Icon name="check" size={16} />
      <span>{children}</span>
      <button type="button" className="tip-banner__close" aria-label={t`Close`} onClick={onDone}>
        <Icon name="close" size={14} />
      </button>
    </div>
  )
}
