import { createFileRoute } from '@tanstack/react-router'
import { ArticleView } from '../../../components/article-view'
import { entryHead } from '../../../lib/head'
import { pageParams } from '../../../lib/route-params'
import { loadPage } from '../../../lib/page-loader'

// pre-sales check: the locale has pre-sales content (content/page/<locale>/pre-sales.md).
export const Route = createFileRoute('/{-$locale}/_site/pre-sales')({
  params: pageParams('preSales'),
  loader: (args) => loadPage(args, 'preSales'),
  head: entryHead,
  component: function Page() {
    const { entry } = Route.useLoaderData()
    return (
      <div id="contact">
        <ArticleView entry={entry} />
      </div>
    )
  },
})
