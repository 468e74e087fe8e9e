import { createFileRoute } from '@tanstack/react-router'
import { ArticleView } from '../../../../components/article-view'
import { entryHead } from '../../../../lib/head'
import { pageParams } from '../../../../lib/route-params'
import { loadPage } from '../../../../lib/page-loader'

// guide-route check: the id must name a guide entry of this locale.
export const Route = createFileRoute('/{-$locale}/_site/guide/$id')({
  params: pageParams('guide'),
  loader: (args) => loadPage(args, 'guide'),
  head: entryHead,
  component: function Page() {
    const { entry } = Route.useLoaderData()
    return <ArticleView entry={entry} />
  },
})
