import { createFileRoute } from '@tanstack/react-router'
import { pageParams } from '../../../lib/route-params'
import { ArticleView } from '../../../components/article-view'
import { entryHead } from '../../../lib/head'
import { loadPage } from '../../../lib/page-loader'

// Generic pages (/privacy-policy…). html-route check: a page entry of this locale. Values that other
// routes own (a locale prefix such as /ru, blog-*/news-* lists, /xx-XX-sitemap.xml) never match here.
export const Route = createFileRoute('/{-$locale}/_site/$html')({
  params: pageParams('html'),
  loader: (args) => loadPage(args, 'html'),
  head: entryHead,
  component: function Page() {
    const { entry } = Route.useLoaderData()
    return <ArticleView entry={entry} />
  },
})
