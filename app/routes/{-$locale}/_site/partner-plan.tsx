import { createFileRoute } from '@tanstack/react-router'
import { ArticleView } from '../../../components/article-view'
import { loadEntry } from '../../../lib/content-route'
import { entryHead } from '../../../lib/head'
import { parseLocale } from '../../../lib/locale-params'
import { withAlternates } from '../../../lib/page-locales'

// Content page: content/page/<locale>/partner-plan.md (every locale has it).
export const Route = createFileRoute('/{-$locale}/_site/partner-plan')({
  params: { parse: parseLocale },
  loader: ({ context, location }) => withAlternates({ context, location }, loadEntry('page', context.locale, 'partner-plan', location.pathname)),
  head: entryHead,
  component: function Page() {
    const { entry } = Route.useLoaderData()
    return <ArticleView entry={entry} />
  },
})
