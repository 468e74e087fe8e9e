import { createFileRoute } from '@tanstack/react-router'
import { ArticleView } from '../../../components/article-view'
import { entryHead } from '../../../lib/head'
import { pageParams } from '../../../lib/route-params'
import { loadPage } from '../../../lib/page-loader'

// Content page: content/page/<locale>/about-us.md (every locale has it).
export const Route = createFileRoute('/{-$locale}/_site/about-us')({
  params: pageParams('aboutUs'),
  loader: (args) => loadPage(args, 'aboutUs'),
  head: entryHead,
  component: function Page() {
    const { entry } = Route.useLoaderData()
    return <ArticleView entry={entry} />
  },
})
