import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ArticleView } from '../../../../components/article-view'
import { usePageHref } from '../../../../components/page-link'
import { entryHead } from '../../../../lib/head'
import { pageParams } from '../../../../lib/route-params'
import { loadPage } from '../../../../lib/page-route'

// help-route check: the id must name a help entry of this locale.
export const Route = createFileRoute('/{-$locale}/_site/helps/$id')({
  params: pageParams('help'),
  loader: (args) => loadPage(args, 'help'),
  head: entryHead,
  component: function Page() {
    const { t } = useLingui()
    const pageHref = usePageHref()
    const { entry } = Route.useLoaderData()
    return <ArticleView entry={entry} trail={{ label: t`Help center`, href: pageHref('helpIndex') }} />
  },
})
