import { useEffect, useRef, useState } from 'react'

/** The markup of each kept element this tab has hydrated, to show it again when it mounts anew. */
const snapshots = new Map<string, string>()

/**
 * Markup the browser keeps as the server sent it (ADR 017, 039): an element with
 * `dangerouslySetInnerHTML` hydrates without touching its children. While `keep` is true the
 * element's markup, once hydrated, is remembered under `id`; mounted again (back to a page, a root
 * mounted anew) it shows that markup. Read once per mount, so a later snapshot never turns into a
 * DOM write. `onEmpty` runs when a kept element mounted with nothing to show (no served markup and
 * no snapshot): the caller's way to get it back. Pass a stable function (it is an effect dependency).
 */
export function useKeptMarkup<E extends Element>(id: string, keep: boolean, onEmpty?: () => void) {
  const ref = useRef<E>(null)
  const [html] = useState(() => snapshots.get(id) ?? '')
  useEffect(() => {
    const element = ref.current
    if (!keep || !element) return
    if (element.hasChildNodes()) snapshots.set(id, element.innerHTML)
    else onEmpty?.()
  }, [id, keep, onEmpty])
  return { ref, kept: { dangerouslySetInnerHTML: { __html: html }, suppressHydrationWarning: true } }
}
