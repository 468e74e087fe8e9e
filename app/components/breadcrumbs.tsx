import { useLingui } from '@lingui/react/macro'
import { localizePath } from '../../src/i18n/paths'
import { useLocale } from '../lib/locale'
import { AppLink } from './app-link'

/** Breadcrumbs from the home page to the current page (last item is not a link). */
export function Breadcrumbs({ items }: { items: readonly { label: string; to?: string }[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const all = [{ label: t`Home`, to: '/' }, ...items]
  return (
    <nav aria-label={t`Breadcrumb`} className="breadcrumbs">
      <ol>
        {all.map((item, i) => (
          <li key={i}>
            {item.to && i < all.length - 1 ? <AppLink href={localizePath(locale, item.to)}>{item.label}</AppLink> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
