import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PartnerIndex } from '../../../../components/section-pages'
import { loadListPage } from '../../../../lib/content-route'
import { staticHead } from '../../../../lib/head'
import { parseLocale } from '../../../../lib/locale-params'

export const Route = createFileRoute('/{-$locale}/_site/partner/')({
  params: { parse: parseLocale },
  loader: (args) => loadListPage('partner', args),
  head: staticHead(msg`Partners`),
  component: function Page() {
    const { items } = Route.useLoaderData()
    return <PartnerIndex items={items} />
  },
})
