import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { useNavigateTo } from '../lib/navigate'

/**
 * An `<a>` for hrefs computed at run time (menus from tables, switcher targets). Plain clicks on
 * site paths navigate inside the app; absolute URLs (another locale's host) load a full page, as
 * SPEC 2.4 wants; refused schemes never navigate.
 */
export function AppLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const navigateTo = useNavigateTo()
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || rest.target) return
    event.preventDefault()
    // A link is an explicit choice of its target, so other origins are allowed here.
    try {
      navigateTo(href, { external: true }).catch((error: unknown) => console.error(error))
    } catch (error) {
      console.error(error)
    }
  }
  return <a href={href} onClick={handle} {...rest} />
}
