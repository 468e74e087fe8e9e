import { useEffect, useRef, useState } from 'react'

/** The markup of each served element this tab has hydrated, to show it again when it mounts anew. */
const snapshots = new Map<string, string>()

/**
 * Markup the browser leaves as the server sent it (ADR 017, 039): an element with
 * `dangerouslySetInnerHTML` hydrates without touching its children. While `remember` is true the
 * element's markup, once hydrated, is remembered under `id`; mounted again (back to a page, a root
 * mounted anew) it shows that markup. Read once per mount, so a later snapshot never turns into a
 * DOM write. `onEmpty` runs when a served element mounted with nothing to show (no served markup and
 * no snapshot): the caller's way to get it back. Pass a stable function (it is an effect dependency).
 */
export function useServedMarkup<E extends Element>(id: string, remember: boolean, onEmpty?: () => void) {
  const ref = useRef<E>(null)
  const [html] = useState(() => snapshots.get(id) ?? '')
  useEffect(() => {
    const element = ref.current
    if (!remember || !element) return
    if (element.hasChildNodes()) snapshots.set(id, element.innerHTML)
    else onEmpty?.()
  }, [id, remember, onEmpty])
  return { ref, served: { dangerouslySetInnerHTML: { __html: html }, suppressHydrationWarning: true } }
}
