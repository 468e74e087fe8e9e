import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { GuideIndex } from '../../../../components/section-pages'
import { loadListPage } from '../../../../lib/content-route'
import { staticHead } from '../../../../lib/head'
import { parseLocale } from '../../../../lib/locale-params'

export const Route = createFileRoute('/{-$locale}/_site/guide/')({
  params: { parse: parseLocale },
  loader: (args) => loadListPage('guide', args),
  head: staticHead(msg`Guides`),
  component: function Page() {
    const { items } = Route.useLoaderData()
    return <GuideIndex items={items} />
  },
})
