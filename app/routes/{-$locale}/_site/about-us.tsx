import { createFileRoute } from '@tanstack/react-router'
import { ArticleView } from '../../../components/article-view'
import { loadEntry } from '../../../lib/content-route'
import { entryHead } from '../../../lib/head'
import { parseLocale } from '../../../lib/locale-params'
import { withAlternates } from '../../../lib/page-locales'

// Content page: content/page/<locale>/about-us.md (every locale has it).
export const Route = createFileRoute('/{-$locale}/_site/about-us')({
  params: { parse: parseLocale },
  loader: ({ context, location }) => withAlternates({ context, location }, loadEntry('page', context.locale, 'about-us', location.pathname)),
  head: entryHead,
  component: function Page() {
    const { entry } = Route.useLoaderData()
    return <ArticleView entry={entry} />
  },
})
