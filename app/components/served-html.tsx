import { useRouter } from '@tanstack/react-router'
import { useCallback, type HTMLAttributes, type ReactNode } from 'react'
import { useServedMarkup } from '../lib/served-markup'
import type { ServerRendered } from '../lib/server-rendered'

type WrapperProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'>

/**
 * What the two served blocks share (`useServedMarkup`): remembered while they have no data, and,
 * mounted with no data, HTML or snapshot (should the tab lose it), the route's data is fetched again
 * rather than the block staying empty.
 */
function useServedBlock(id: string, shown: boolean) {
  const router = useRouter()
  const refetch = useCallback(() => void router.invalidate(), [router])
  return useServedMarkup<HTMLDivElement>(id, !shown, refetch)
}

/**
 * A block of the page that only shows loader data (ADR 017). With the data (the server's render, a
 * client-side navigation) it renders `children(value)`. Without it (hydrating a page the server
 * rendered, whose payload left the data out) it leaves the server's HTML as served: an element with
 * `dangerouslySetInnerHTML` hydrates without touching its children. It remembers that HTML under
 * `id`, so the page mounted again from the router's cached data (back to it) shows it again.
 * Keep interactive parts (handlers, state) out of it: what it shows is plain HTML.
 */
export function ServedHtml<T>({
  id,
  data,
  as: Tag = 'div',
  children,
  ...props
}: WrapperProps & {
  /** Names the block's content: the same id must mean the same HTML (include the locale). */
  id: string
  data: ServerRendered<T>
  as?: 'div' | 'ul' | 'section'
  children: (value: T) => ReactNode
}) {
  // One element type for the ref: the three tags take the same attributes here.
  const Element = Tag as 'div'
  const { ref, served } = useServedBlock(id, data.value !== undefined)
  if (data.value !== undefined) {
    return (
      <Element ref={ref} {...props}>
        {children(data.value)}
      </Element>
    )
  }
  return <Element ref={ref} {...props} {...served} />
}

/**
 * A `<div>` of HTML the server made (a rendered content body), served the same way: the page's payload
 * does not carry the HTML a second time.
 */
export function ServedRawHtml({ id, html, ...props }: WrapperProps & { id: string; html: ServerRendered<string> }) {
  const { ref, served } = useServedBlock(id, html.value !== undefined)
  if (html.value !== undefined) return <div ref={ref} {...props} dangerouslySetInnerHTML={{ __html: html.value }} />
  return <div ref={ref} {...props} {...served} />
}
