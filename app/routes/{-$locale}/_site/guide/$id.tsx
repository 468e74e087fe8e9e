import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ArticleView } from '../../../../components/article-view'
import { usePageHref } from '../../../../components/page-link'
import { entryHead } from '../../../../lib/head'
import { pageParams } from '../../../../lib/route-params'
import { loadPage } from '../../../../lib/page-route'

// guide-route check: the id must name a guide entry of this locale.
export const Route = createFileRoute('/{-$locale}/_site/guide/$id')({
  params: pageParams('guide'),
  loader: (args) => loadPage(args, 'guide'),
  head: entryHead,
  component: function Page() {
    const { t } = useLingui()
    const pageHref = usePageHref()
    const { entry } = Route.useLoaderData()
    return <ArticleView entry={entry} trail={{ label: t`Guides`, href: pageHref('guideIndex') }} />
  },
})
