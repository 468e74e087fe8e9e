import { useEffect, type RefObject } from 'react'
import { targetNode } from './dom-events'

/**
 * While `open`, closes a popup (panel, tooltip) on Escape or on a press outside `root` — the
 * dismissal WCAG 1.4.13 asks of content that appears on hover or focus.
 */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close()
    }
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(targetNode(e))) close()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open, root, close])
}
