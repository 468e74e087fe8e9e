import { createFileRoute } from '@tanstack/react-router'
import { ArticleView } from '../../../components/article-view'
import { loadEntry } from '../../../lib/content-route'
import { entryHead } from '../../../lib/head'
import { parseLocale } from '../../../lib/locale-params'
import { withAlternates } from '../../../lib/page-locales'

// pre-sales check: the locale has pre-sales content (content/page/<locale>/pre-sales.md).
export const Route = createFileRoute('/{-$locale}/_site/pre-sales')({
  params: { parse: parseLocale },
  loader: ({ context, location }) => withAlternates({ context, location }, loadEntry('page', context.locale, 'pre-sales', location.pathname)),
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
