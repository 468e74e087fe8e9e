import { createFileRoute } from '@tanstack/react-router'
import { ArticleView } from '../../../components/article-view'
import { loadEntryData } from '../../../lib/content-route'
import { entryHead } from '../../../lib/head'
import { parseLocale } from '../../../lib/locale-params'
import { withPage } from '../../../lib/page-route'

// Content page: content/page/<locale>/about-us.md (every locale has it).
export const Route = createFileRoute('/{-$locale}/_site/about-us')({
  params: { parse: parseLocale },
  loader: ({ context, location }) => withPage({ context, location }, 'aboutUs', {}, () => loadEntryData('page', context.locale, 'about-us', location.pathname)),
  head: entryHead,
  component: function Page() {
    const { entry } = Route.useLoaderData()
    return <ArticleView entry={entry} />
  },
})
