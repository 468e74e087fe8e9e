import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ArticleView } from '../../../../components/article-view'
import { usePageHref } from '../../../../components/page-link'
import { loadEntryData } from '../../../../lib/content-route'
import { entryHead } from '../../../../lib/head'
import { parseLocale } from '../../../../lib/locale-params'
import { withPage } from '../../../../lib/page-route'

// help-route check: the id must name a help entry of this locale.
export const Route = createFileRoute('/{-$locale}/_site/helps/$id')({
  params: { parse: parseLocale },
  loader: ({ context, params, location }) => withPage({ context, location }, 'help', { id: params.id }, () => loadEntryData('help', context.locale, params.id, location.pathname)),
  head: entryHead,
  component: function Page() {
    const { t } = useLingui()
    const pageHref = usePageHref()
    const { entry } = Route.useLoaderData()
    return <ArticleView entry={entry} trail={{ label: t`Help center`, href: pageHref('helpIndex') }} />
  },
})
