import { createFileRoute } from '@tanstack/react-router'
import { ArticleView } from '../../../components/article-view'
import { entryHead } from '../../../lib/head'
import { pageParams } from '../../../lib/route-params'
import { loadPage } from '../../../lib/page-loader'

// Content page: content/page/<locale>/partner-plan.md (every locale has it).
export const Route = createFileRoute('/{-$locale}/_site/partner-plan')({
  params: pageParams('partnerPlan'),
  loader: (args) => loadPage(args, 'partnerPlan'),
  head: entryHead,
  component: function Page() {
    const { entry } = Route.useLoaderData()
    return <ArticleView entry={entry} />
  },
})
