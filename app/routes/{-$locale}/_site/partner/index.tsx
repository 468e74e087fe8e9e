import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PartnerIndex } from '../../../../components/section-pages'
import { staticHead } from '../../../../lib/head'
import { pageParams } from '../../../../lib/route-params'
import { loadPage } from '../../../../lib/page-loader'

export const Route = createFileRoute('/{-$locale}/_site/partner/')({
  params: pageParams('partnerIndex'),
  loader: (args) => loadPage(args, 'partnerIndex'),
  head: staticHead(msg`Partners`),
  component: function Page() {
    const { items } = Route.useLoaderData()
    return <PartnerIndex items={items} />
  },
})
