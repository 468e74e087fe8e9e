import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageLink } from '../../../../components/page-link'
import { noindexHead } from '../../../../lib/head'
import { localeParams } from '../../../../lib/route-params'
import { Image } from '../../../../components/picture'
import { ErrorScreenBrand } from '../../../../components/error-screen'

/** The standalone 404 error page (custom layout). */
export const Route = createFileRoute('/{-$locale}/_custom/error/404')({
  params: localeParams,
  head: noindexHead(msg`Page not found`),
  component: function Error404() {
    return (
      <main className="error-screen">
        <ErrorScreenBrand />
        <Image src="/images/404.svg" alt="" width={320} height={200} loading="eager" className="error-screen__image" />
        <h1>
          <Trans>Page not found</Trans>
        </h1>
        <p>
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        </p>
        <div className="error-screen__actions">
          <PageLink to="home" className="btn btn--primary">
            <Trans>Back to the home page</Trans>
          </PageLink>
          <PageLink to="search" className="btn btn--ghost">
            <Trans>Search the site</Trans>
          </PageLink>
        </div>
      </main>
    )
  },
})
