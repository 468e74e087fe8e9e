import { useLingui } from '@lingui/react/macro'
import { AppLink } from './app-link'
import { usePageHref } from './page-link'

/** A step of a trail: its label and, but for the current page, its href (from `usePageHref`). */
export interface Crumb {
  readonly label: string
  readonly href?: string
}

/** Breadcrumbs from the home page to the current page (last item is not a link). */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useLingui()
  const pageHref = usePageHref()
  const all: Crumb[] = [{ label: t`Home`, href: pageHref('home') }, ...items]
  return (
    <nav aria-label={t`Breadcrumb`} className="breadcrumbs">
      <ol>
        {all.map((item, i) => (
          <li key={i}>
            {item.href && i < all.length - 1 ? <AppLink href={item.href}>{item.label}</AppLink> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
