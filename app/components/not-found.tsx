import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, useRouterState } from '@tanstack/react-router'
import { checkFailureOf, failureMessage } from '#src/routing/render-status'
import { DefaultLayout } from './default-layout'
import { Icon } from './icons'
import { MenuLink, useMenu } from './menu-links'
import { PageLink } from './page-link'
import { Image } from './picture'
import { HydratedMark } from './hydrated-mark'

const root = getRouteApi('__root__')

/**
 * The not-found page, in the default layout. A failed route check passes its own status and message
 * ('Page Not Found: {path}', 404 unless the check says otherwise: 400 for a garbled `?page=`); an
 * unmatched URL shows 'Page not found: {path}'. React escapes the path, so nothing from the URL is
 * ever echoed as markup. The message is shown as the page's fine print under a heading in the
 * visitor's language, with the ways on: home, search and the header's pages.
 */
export function NotFoundPage({ data }: { data?: unknown }) {
  const { t } = useLingui()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { baseInfo } = root.useLoaderData()
  const popular = useMenu('header', baseInfo)
  // A failed route check passes its status (and its message, when a loader ran it); an unmatched URL has neither.
  const failure = checkFailureOf(data)
  const message = failureMessage(data, pathname)
  const status = failure.status ?? 404
  return (
    <DefaultLayout>
      {/* Rendered by the root too, outside every page's tree (an unknown language prefix). */}
      <HydratedMark />
      <section className="container error-block">
        {status === 404 ? (
          <Image src="/images/404.svg" alt="" width={320} height={200} loading="eager" className="error-block__image" />
        ) : (
          <p className="error-block__code">{status}</p>
        )}
        <h1>
          <Trans>We could not find this page</Trans>
        </h1>
        <p className="error-block__lead">
          <Trans>The link may be out of date, or the page may not exist in this language.</Trans>
        </p>
        <p className="error-block__message" data-testid="not-found-message">
          {message}
        </p>
        <div className="error-block__actions">
          <PageLink to="home" className="btn btn--primary">
            <Trans>Back to the home page</Trans>
          </PageLink>
          <PageLink to="search" className="btn btn--ghost">
            <Icon name="search" size={18} /> <Trans>Search the site</Trans>
          </PageLink>
        </div>
        {popular.length > 0 && (
          <nav className="error-block__links" aria-label={t`Popular pages`}>
            <ul>
              {popular.map((entry, i) => (
                <li key={i}>
                  <MenuLink entry={entry} />
                </li>
              ))}
            </ul>
          </nav>
        )}
      </section>
    </DefaultLayout>
  )
}
