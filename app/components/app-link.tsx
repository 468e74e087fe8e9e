import { useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

/**
 * An `<a>` for hrefs computed at run time (menus from tables, switcher targets). Plain clicks on
 * same-origin paths navigate inside the app; anything else behaves like a normal link.
 */
export function AppLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter()
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || !href.startsWith('/') || href.startsWith('//')) return
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || rest.target) return
    event.preventDefault()
    void router.navigate({ href })
  }
  return <a href={href} onClick={handle} {...rest} />
}
