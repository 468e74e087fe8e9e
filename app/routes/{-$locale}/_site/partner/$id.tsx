import { createFileRoute } from '@tanstack/react-router'
import { PartnerDetail } from '../../../../components/section-pages'
import { entryHead } from '../../../../lib/head'
import { pageParams } from '../../../../lib/route-params'
import { loadPage } from '../../../../lib/page-loader'

export const Route = createFileRoute('/{-$locale}/_site/partner/$id')({
  params: pageParams('partner'),
  loader: (args) => loadPage(args, 'partner'),
  head: entryHead,
  component: function Page() {
    const { entry } = Route.useLoaderData()
    return <PartnerDetail entry={entry} />
  },
})
