import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { FaqList } from '../../../components/faq-list'
import { PageHero } from '../../../components/page-hero'
import { titledHead } from '../../../lib/head'
import { pageParams } from '../../../lib/route-params'
import { loadPage } from '../../../lib/page-loader'
import { faqPage } from '#src/seo/json-ld'

export const Route = createFileRoute('/{-$locale}/_site/faq')({
  params: pageParams('faq'),
  loader: (args) => loadPage(args, 'faq'),
  head: (args) =>
    titledHead(args, msg`Frequently asked questions`, msg`Short answers to the questions people ask most about ProfileDeck.`, ({ entries }) => ({
      jsonLd: ({ url }) => [faqPage(entries, url)],
    })),
  component: function Faq() {
    const { t } = useLingui()
    const { entries } = Route.useLoaderData()
    return (
      <>
        <PageHero title={t`Frequently asked questions`} lead={t`Short answers to the questions people ask most about ProfileDeck.`} />
        <div className="container faq">
          <FaqList entries={entries} grouped />
        </div>
      </>
    )
  },
})
