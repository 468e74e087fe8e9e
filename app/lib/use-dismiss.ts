import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { targetNode } from './dom-events'

/**
 * While `open`, closes a popup (panel, tooltip) on Escape or on a press outside `root` — the
 * dismissal WCAG 1.4.13 asks of content that appears on hover or focus. `open` may be a question
 * asked at the moment of the key or the press, for a popup whose state is the DOM's own (a
 * `<details>`), not React's. The listeners call the latest `close`, so a caller need not keep it
 * stable: they are added again only when `open` or `root` change.
 */
export function useDismiss(open: boolean | (() => boolean), root: RefObject<HTMLElement | null>, close: () => void): void {
  const latestClose = useRef(close)
  useEffect(() => {
    latestClose.current = close
  })
  useEffect(() => {
    if (open === false) return
    const isOpen = open === true ? () => true : open
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && isOpen()) latestClose.current()
    }
    const onPointer = (e: PointerEvent) => {
      if (isOpen() && !root.current?.contains(targetNode(e))) latestClose.current()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open, root])
}

/**
 * Closes a menu (the burger panel, a dropdown, the language list) when the page changes: the
 * visitor chose where to go, and a menu left open would cover the new page's heading. When focus
 * was inside the menu, it goes to the new page's main content, where a keyboard user reads on
 * (the focused link is gone with the menu, and focus would fall back to the document).
 */
export function useCloseOnNavigation(root: RefObject<HTMLElement | null>, close: () => void): void {
  const href = useRouterState({ select: (s) => s.location.href })
  const shown = useRef(href)
  useEffect(() => {
    if (shown.current === href) return
    shown.current = href
    const hadFocus = root.current?.contains(document.activeElement) ?? false
    close()
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true })
  }, [href, root, close])
}

/**
 * A menu that is a native disclosure (`<details>`): the browser opens and closes it on a tap, before
 * the page has hydrated too, so a visitor's first tap is answered while the page is still starting.
 * This mirrors the element's state for the labels that change with it (reading it once on mount, for
 * a menu opened before hydration), closes it on Escape or a press outside `root` (the element itself
 * unless given: the burger's panel lies outside its `<details>`), and closes it when the page changes.
 *
 * Escape and the outside press ask the element whether it is open when they happen, not React's
 * copy of that state: the copy follows the `toggle` event, which the browser sends a task after the
 * tap, so an Escape pressed right after opening would otherwise find the menu "closed" and be lost.
 */
export function useDisclosure(
  detailsRef: RefObject<HTMLDetailsElement | null>,
  rootRef: RefObject<HTMLElement | null> = detailsRef,
): { open: boolean; close: () => void } {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const element = detailsRef.current
    if (!element) return
    const sync = () => setOpen(element.open)
    sync()
    element.addEventListener('toggle', sync)
    return () => element.removeEventListener('toggle', sync)
  }, [detailsRef])
  const isOpen = useCallback(() => detailsRef.current?.open === true, [detailsRef])
  const close = useCallback(() => detailsRef.current?.removeAttribute('open'), [detailsRef])
  // Focus in the menu goes back to its toggle, not to the document with the hidden link.
  const dismiss = () => {
    const hadFocus = rootRef.current?.contains(document.activeElement) ?? false
    close()
    if (hadFocus) detailsRef.current?.querySelector('summary')?.focus()
  }
  useDismiss(isOpen, rootRef, dismiss)
  useCloseOnNavigation(rootRef, close)
  return { open, close }
}
