import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { GuideIndex } from '../../../../components/section-pages'
import { staticHead } from '../../../../lib/head'
import { pageParams } from '../../../../lib/route-params'
import { loadPage } from '../../../../lib/page-loader'

export const Route = createFileRoute('/{-$locale}/_site/guide/')({
  params: pageParams('guideIndex'),
  loader: (args) => loadPage(args, 'guideIndex'),
  head: staticHead(msg`Guides`),
  component: function Page() {
    const { items } = Route.useLoaderData()
    return <GuideIndex items={items} />
  },
})
