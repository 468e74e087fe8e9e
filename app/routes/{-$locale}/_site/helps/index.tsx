import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { HelpIndex } from '../../../../components/section-pages'
import { staticHead } from '../../../../lib/head'
import { pageParams } from '../../../../lib/route-params'
import { loadPage } from '../../../../lib/page-loader'

export const Route = createFileRoute('/{-$locale}/_site/helps/')({
  params: pageParams('helpIndex'),
  loader: (args) => loadPage(args, 'helpIndex'),
  head: staticHead(msg`Help center`),
  component: function Page() {
    const { items, categories } = Route.useLoaderData()
    return <HelpIndex items={items} categories={categories} />
  },
})
