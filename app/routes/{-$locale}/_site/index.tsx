import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { FEATURE_IDS, solutionsFor } from '#src/routing/availability'
import { formatPrice } from '#src/format/number'
import { PageLink } from '../../../components/page-link'
import { FaqList } from '../../../components/faq-list'
import { EntryList } from '../../../components/entry-list'
import { Icon } from '../../../components/icons'
import { DownloadButton } from '../../../components/download-button'
import { applicationJsonLd, seoHead, shellInfo } from '../../../lib/head'
import { loadPage } from '../../../lib/page-loader'
import { useLocale } from '../../../lib/locale'
import { FEATURES, SOLUTIONS } from '../../../lib/messages'
import { pageParams } from '../../../lib/route-params'
import { Image } from '../../../components/picture'
import { ServedHtml } from '../../../components/served-html'

const root = getRouteApi('__root__')

export const Route = createFileRoute('/{-$locale}/_site/')({
  params: pageParams('home'),
  loader: (args) => loadPage(args, 'home'),
  head: (args) => {
    const info = shellInfo(args)
    const { i18n } = args.match.context
    return seoHead(args, {
      fullTitle: info?.title || undefined,
      title: info?.title ? undefined : i18n._(msg`Multi-account browser with isolated profiles`),
      description: info?.description,
      keywords: info?.keywords,
      jsonLd: applicationJsonLd(i18n, args.loaderData?.plans, { description: info?.description || undefined }),
    })
  },
  component: Home,
})

function Home() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { posts, features, partners, fromPrice, faq, hasFaq } = Route.useLoaderData()
  const { baseInfo } = root.useLoaderData()
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__copy">
            <h1>
              <Trans>One computer, many accounts, no links between them</Trans>
            </h1>
            <p className="hero__lead">
              <Trans>
                ProfileDeck gives every account its own browser profile with a separate fingerprint, cookies and proxy, so your team can run them side by side
                safely.
              </Trans>
            </p>
            <div className="hero__actions">
              <DownloadButton
                className="btn btn--primary btn--large"
                track="home-hero-download"
                fallback={
                  <PageLink to="download" className="btn btn--primary btn--large" data-track="home-hero-download">
                    <Icon name="download" /> <Trans>Download for free</Trans>
                  </PageLink>
                }
              />
              <PageLink to="pricing" className="btn btn--ghost btn--large" data-track="home-hero-pricing">
                <Trans>See pricing</Trans>
              </PageLink>
            </div>
          </div>
          {/* The product beside the pitch on wide screens: the app's profile list, drawn without words
              so it fits every language. */}
          <Image src="/images/hero-app.svg" alt="" width={600} height={480} loading="eager" className="hero__visual" />
        </div>
      </section>
      {baseInfo.statistical_title && (
        <section className="stats-strip">
          <div className="container">
            <h2>{baseInfo.statistical_title}</h2>
            <p>{baseInfo.statistical_body}</p>
          </div>
        </section>
      )}
      <section className="container section">
        <h2 className="section__title">
          <Trans>Everything a multi-account team needs</Trans>
        </h2>
        <ServedHtml as="ul" className="feature-grid" id={`home-features-${locale}`} data={features}>
          {(features) =>
            features.length > 0
              ? features.map((f) => (
                  <li key={f.slug} id={`feature-${f.slug}`} className="feature">
                    <h3>{f.title}</h3>
                    <p>{f.pitch}</p>
                    <ul className="feature__points">
                      {f.points.map((point) => (
                        <li key={point}>{point}</li>
                      ))}
                    </ul>
                  </li>
                ))
              : FEATURE_IDS.map((id) => (
                  <li key={id} id={`feature-${id}`} className="feature">
                    <h3>{i18n._(FEATURES[id].name)}</h3>
                    <p>{i18n._(FEATURES[id].pitch)}</p>
                  </li>
                ))
          }
        </ServedHtml>
      </section>
      <section className="container section">
        <h2 className="section__title">
          <Trans>Built for your kind of work</Trans>
        </h2>
        <ul className="chip-grid">
          {solutionsFor(locale).map((id) => (
            <li key={id}>
              <PageLink to="solution" params={{ id }} orHome>
                {i18n._(SOLUTIONS[id].name)}
              </PageLink>
            </li>
          ))}
        </ul>
      </section>
      {partners.length > 0 && (
        <section className="container section partners-strip">
          <h2 className="section__title">
            <Trans>Works with the tools you already use</Trans>
          </h2>
          <ul>
            {partners.map((p) => (
              <li key={p.slug}>
                <PageLink to="partner" params={{ id: p.slug }}>
                  <Image src={p.logo} alt={p.name} width={120} height={60} />
                </PageLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {fromPrice !== undefined && (
        <section className="container section pricing-teaser">
          <h2 className="section__title">
            <Trans>Free for five profiles, paid plans from {formatPrice(fromPrice, 'USD')} a month</Trans>
          </h2>
          <PageLink to="pricing" className="btn">
            <Trans>Compare plans</Trans>
          </PageLink>
        </section>
      )}
      {hasFaq && (
        <section className="container section faq">
          <h2 className="section__title">
            <Trans>Frequently asked questions</Trans>
          </h2>
          <ServedHtml id={`home-faq-${locale}`} data={faq}>
            {(entries) => <FaqList entries={entries} />}
          </ServedHtml>
          <p>
            <PageLink to="faq">
              <Trans>All questions</Trans>
            </PageLink>
          </p>
        </section>
      )}
      {posts.length > 0 && (
        <section className="container section">
          <h2 className="section__title">
            <Trans>From the blog</Trans>
          </h2>
          <EntryList items={posts} />
        </section>
      )}
      <section className="cta" data-track-expose="home-cta">
        <div className="container">
          <h2>
            <Trans>Start with five free profiles</Trans>
          </h2>
          <p>
            <Trans>No credit card needed. Upgrade when your team grows.</Trans>
          </p>
          <DownloadButton
            className="btn btn--primary btn--large"
            track="home-cta-download"
            fallback={
              <PageLink to="download" className="btn btn--primary btn--large" data-track="home-cta-download">
                <Trans>Download ProfileDeck</Trans>
              </PageLink>
            }
          />
        </div>
      </section>
    </>
  )
}
