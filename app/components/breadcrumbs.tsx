import { useLingui } from '@lingui/react/macro'
import { localizePath } from '#src/i18n/paths'
import { useLocale } from '../lib/locale'
import { PAGE_TITLES } from '../lib/messages'
import type { Trail } from '../lib/trail'
import { AppLink } from './app-link'

/**
 * Breadcrumbs from the home page to the current page (last item is not a link): the same trail the
 * head's BreadcrumbList is built from (`lib/trail.ts`).
 */
export function Breadcrumbs({ trail }: { trail: Trail }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const links = [{ label: i18n._(PAGE_TITLES.home!), to: '/' }, ...trail.steps]
  return (
    <nav aria-label={t`Breadcrumb`} className="breadcrumbs">
      <ol>
        {links.map((step) => (
          <li key={step.to}>
            <AppLink href={localizePath(locale, step.to)}>{step.label}</AppLink>
          </li>
        ))}
        <li>
          <span aria-current="page">{trail.current}</span>
        </li>
      </ol>
    </nav>
  )
}
