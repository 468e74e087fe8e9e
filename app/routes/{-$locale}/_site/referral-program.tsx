import { createFileRoute } from '@tanstack/react-router'
import { ArticleView } from '../../../components/article-view'
import { loadEntryData } from '../../../lib/content-route'
import { entryHead } from '../../../lib/head'
import { parseLocale } from '../../../lib/locale-params'
import { withPage } from '../../../lib/page-route'

// Content page: content/page/<locale>/referral-program.md (every locale has it).
export const Route = createFileRoute('/{-$locale}/_site/referral-program')({
  params: { parse: parseLocale },
  loader: ({ context, location }) => withPage({ context, location }, 'referralProgram', {}, () => loadEntryData('page', context.locale, 'referral-program', location.pathname)),
  head: entryHead,
  component: function Page() {
    const { entry } = Route.useLoaderData()
    return <ArticleView entry={entry} />
  },
})
