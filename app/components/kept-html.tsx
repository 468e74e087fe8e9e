import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react'
import type { ServerRendered } from '../lib/server-rendered'

/** The HTML of each kept block this tab has hydrated, to show it again when the page mounts anew. */
const snapshots = new Map<string, string>()

type WrapperProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'>

/**
 * A block of the page that only shows loader data (ADR 017). With the data (the server's render, a
 * client-side navigation) it renders `children(value)`. Without it (hydrating a page the server
 * rendered, whose payload left the data out) it keeps the server's HTML: an element with
 * `dangerouslySetInnerHTML` hydrates without touching its children. It remembers that HTML under
 * `id`, so the page mounted again from the router's cached data (back to it) shows it again.
 * Keep interactive parts (handlers, state) out of it: what it keeps is plain HTML.
 */
export function KeptHtml<T>({ id, data, as: Tag = 'div', children, ...props }: WrapperProps & {
  /** Names the block's content: the same id must mean the same HTML (include the locale). */
  id: string
  data: ServerRendered<T>
  as?: 'div' | 'ul' | 'section'
  children: (value: T) => ReactNode
}) {
  // One element type for the ref: the three tags take the same attributes here.
  const Element = Tag as 'div'
  const ref = useRef<HTMLDivElement>(null)
  const router = useRouter()
  // Read once per mount: a later snapshot must not turn into a DOM write.
  const [html] = useState(() => snapshots.get(id) ?? '')
  const shown = data.value !== undefined
  useEffect(() => {
    const element = ref.current
    if (shown || !element) return
    if (element.hasChildNodes()) snapshots.set(id, element.innerHTML)
    // Mounted without data, server HTML or a snapshot: fetch the data again rather than stay empty.
    else void router.invalidate()
  }, [id, shown, router])
  if (data.value !== undefined) {
    return (
      <Element ref={ref} {...props}>
        {children(data.value)}
      </Element>
    )
  }
  return <Element ref={ref} {...props} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
}
