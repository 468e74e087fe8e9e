import { Trans, useLingui } from '@lingui/react/macro'
import { listPageHref } from '#src/routing/registry'
import { AppLink } from './app-link'

/**
 * Previous/next and numbered links of a paginated list (`?page=N`; page 1 has no query). `query`
 * is a query string the list's URLs keep (the search page's `q=…`), placed before `page`.
 */
export function Pagination({ base, page, pages, query }: { base: string; page: number; pages: number; query?: string }) {
  const { t } = useLingui()
  if (pages <= 1) return null
  const href = (n: number) => listPageHref(query ? `${base}?${query}` : base, n)
  return (
    <nav className="pagination" aria-label={t`Pagination`}>
      {page > 1 ? (
        <AppLink href={href(page - 1)} rel="prev">
          <Trans>Previous</Trans>
        </AppLink>
      ) : (
        <span aria-hidden="true" />
      )}
      <ol>
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <AppLink href={href(n)} aria-label={t`Page ${n}`}>
                {n}
              </AppLink>
            )}
          </li>
        ))}
      </ol>
      {page < pages ? (
        <AppLink href={href(page + 1)} rel="next">
          <Trans>Next</Trans>
        </AppLink>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  )
}
