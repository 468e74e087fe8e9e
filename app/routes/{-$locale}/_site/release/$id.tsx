import { createFileRoute } from '@tanstack/react-router'
import { ArticleView } from '../../../../components/article-view'
import { entryHead } from '../../../../lib/head'
import { pageParams } from '../../../../lib/route-params'
import { loadPage } from '../../../../lib/page-loader'

// release (content) check: the id must name a release entry of this locale.
export const Route = createFileRoute('/{-$locale}/_site/release/$id')({
  params: pageParams('release'),
  loader: (args) => loadPage(args, 'release'),
  head: entryHead,
  component: function Page() {
    const { entry } = Route.useLoaderData()
    return <ArticleView entry={entry} />
  },
})
