import { Trans, useLingui } from '@lingui/react/macro'
import { AppLink } from './app-link'

/** Previous/next and numbered links of a paginated list (`?page=N`; page 1 has no query). */
export function Pagination({ base, page, pages }: { base: string; page: number; pages: number }) {
  const { t } = useLingui()
  if (pages <= 1) return null
  const href = (n: number) => (n === 1 ? base : `${base}?page=${n}`)
  return (
    <nav className="pagination" aria-label={t`Pagination`}>
      {page > 1 ? <AppLink href={href(page - 1)} rel="prev"><Trans>Previous</Trans></AppLink> : <span aria-hidden="true" />}
      <ol>
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? <span aria-current="page">{n}</span> : <AppLink href={href(n)} aria-label={t`Page ${n}`}>{n}</AppLink>}
          </li>
        ))}
      </ol>
      {page < pages ? <AppLink href={href(page + 1)} rel="next"><Trans>Next</Trans></AppLink> : <span aria-hidden="true" />}
    </nav>
  )
}
