import { createFileRoute } from '@tanstack/react-router'
import { ArticleView } from '../../../components/article-view'
import { entryHead } from '../../../lib/head'
import { parseLocale } from '../../../lib/locale-params'
import { loadPage } from '../../../lib/page-route'

// Content page: content/page/<locale>/referral-program.md (every locale has it).
export const Route = createFileRoute('/{-$locale}/_site/referral-program')({
  params: { parse: parseLocale },
  loader: (args) => loadPage(args, 'referralProgram'),
  head: entryHead,
  component: function Page() {
    const { entry } = Route.useLoaderData()
    return <ArticleView entry={entry} />
  },
})
