import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ReleaseIndex } from '../../../../components/section-pages'
import { staticHead } from '../../../../lib/head'
import { pageParams } from '../../../../lib/route-params'
import { loadPage } from '../../../../lib/page-loader'

export const Route = createFileRoute('/{-$locale}/_site/release/')({
  params: pageParams('releaseIndex'),
  loader: (args) => loadPage(args, 'releaseIndex'),
  head: staticHead(msg`Release notes`),
  component: function Page() {
    const { items } = Route.useLoaderData()
    return <ReleaseIndex items={items} />
  },
})
