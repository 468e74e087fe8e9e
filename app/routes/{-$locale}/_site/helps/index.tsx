import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { HelpIndex } from '../../../../components/section-pages'
import { loadList } from '../../../../lib/content-route'
import { staticHead } from '../../../../lib/head'
import { getTaxonomy } from '../../../../server/content.functions'
import { parseLocale } from '../../../../lib/locale-params'
import { withPage } from '../../../../lib/page-route'

export const Route = createFileRoute('/{-$locale}/_site/helps/')({
  params: { parse: parseLocale },
  loader: (args) =>
    withPage(
      args,
      'helpIndex',
      {},
      () =>
              Promise.all([loadList('help', args.context.locale), getTaxonomy({ data: { locale: args.context.locale } })]).then(([items, taxonomy]) => ({ items, categories: taxonomy.helpCategories })),
    ),
  head: staticHead(msg`Help center`),
  component: function Page() {
    const { items, categories } = Route.useLoaderData()
    return <HelpIndex items={items} categories={categories} />
  },
})
