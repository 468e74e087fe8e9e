import { Trans } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { notFoundMessage } from '#src/routing/checks'
import { DefaultLayout } from './default-layout'
import { PageLink } from './page-link'

/**
 * The 404 page, in the default layout. A failed route check passes its own message
 * ('Page Not Found: {path}'); an unmatched URL shows 'Page not found: {path}'. React escapes the
 * path, so nothing from the URL is ever echoed as markup.
 */
export function NotFoundPage({ data }: { data?: unknown }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const fromCheck = (data as { message?: unknown } | undefined)?.message
  const message = typeof fromCheck === 'string' ? fromCheck : notFoundMessage(pathname)
  return (
    <DefaultLayout>
      <section className="container error-block">
        <p className="error-block__code">404</p>
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
