import { Trans } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { notFoundMessage } from '#src/routing/checks'
import { checkFailureOf } from '#src/routing/render-status'
import { DefaultLayout } from './default-layout'
import { PageLink } from './page-link'

/**
 * The not-found page, in the default layout. A failed route check passes its own status and message
 * ('Page Not Found: {path}', 404 unless the check says otherwise: 400 for a garbled `?page=`); an
 * unmatched URL shows 'Page not found: {path}'. React escapes the
 * path, so nothing from the URL is ever echoed as markup.
 */
export function NotFoundPage({ data }: { data?: unknown }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // A failed route check passes its status and message; an unmatched URL has neither.
  const failure = checkFailureOf(data)
  const message = failure.message ?? notFoundMessage(pathname)
  return (
    <DefaultLayout>
      <section className="container error-block">
        <p className="error-block__code">{failure.status ?? 404}</p>
        <h1><Trans>We could not find this page</Trans></h1>
        <p className="error-block__message" data-testid="not-found-message">{message}</p>
        <p>
          <Trans>The link may be out of date, or the page may not exist in this language.</Trans>
        </p>
        <PageLink to="home" className="btn btn--primary">
          <Trans>Back to the home page</Trans>
        </PageLink>
      </section>
    </DefaultLayout>
  )
}
