import { useCallback, useId, useRef, useState, type ReactNode } from 'react'
import { TOOLTIP_MAX_WIDTH_PX } from '#src/shell/timings'
import { useDismiss } from '../lib/use-dismiss'
import { Icon } from './icons'
import { pointerTypeOf } from '../lib/dom-events'

/**
 * SPEC 2.7's tooltip: explains a term. It shows on mouse hover and keyboard focus on desktop and
 * toggles on tap on touch screens; Escape hides it (WCAG 1.4.13). The text is always in the DOM and
 * linked with `aria-describedby`, so assistive technology reads it without showing it.
 */
export function Tooltip({ children, label, tip }: { children: ReactNode; label: string; tip: string }) {
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const id = useId()
  const root = useRef<HTMLSpanElement>(null)
  // A tap focuses the button (which opens the tip) before its click: the click must toggle from
  // the state the tip had when the finger came down.
  const openAtPress = useRef(false)

  useDismiss(open, root, close)

  const mouse = (next: boolean) => (e: React.PointerEvent) => {
    if (e.pointerType === 'mouse') setOpen(next)
  }

  return (
    <span className="tooltip" ref={root} onPointerEnter={mouse(true)} onPointerLeave={mouse(false)}>
      {children}
      {/* A word joiner in a no-wrap span: the ⓘ never starts a line alone, it takes the last word with it. */}
      <span className="tooltip__glue">
        {'\u2060'}
        <button
          type="button"
          className="tooltip__trigger"
          aria-label={label}
          aria-describedby={id}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onPointerDown={() => {
            openAtPress.current = open
          }}
          onClick={(e) => {
            // A tap toggles; a mouse click keeps what hover opened; Enter keeps what focus opened.
            const type = pointerTypeOf(e.nativeEvent)
            if (type === 'touch' || type === 'pen') setOpen(!openAtPress.current)
          }}
        >
          <Icon name="info" size={16} />
        </button>
      </span>
      <span id={id} role="tooltip" className="tooltip__bubble" hidden={!open} style={{ maxWidth: TOOLTIP_MAX_WIDTH_PX }}>
        {tip}
      </span>
    </span>
  )
}
