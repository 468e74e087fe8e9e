import { createFileRoute } from '@tanstack/react-router'
import { ArticleView } from '../../../../components/article-view'
import { entryHead } from '../../../../lib/head'
import { pageParams } from '../../../../lib/route-params'
import { loadPage } from '../../../../lib/page-loader'

// help-route check: the id must name a help entry of this locale.
export const Route = createFileRoute('/{-$locale}/_site/helps/$id')({
  params: pageParams('help'),
  loader: (args) => loadPage(args, 'help'),
  head: entryHead,
  component: function Page() {
    const { entry } = Route.useLoaderData()
    return <ArticleView entry={entry} />
  },
})
