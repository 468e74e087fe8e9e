import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ArticleView } from '../../../../components/article-view'
import { loadEntry } from '../../../../lib/content-route'
import { entryHead } from '../../../../lib/head'
import { parseLocale } from '../../../../lib/locale-params'
import { withAlternates } from '../../../../lib/page-locales'

// release (content) check: the id must name a release entry of this locale.
export const Route = createFileRoute('/{-$locale}/_site/release/$id')({
  params: { parse: parseLocale },
  loader: ({ context, params, location }) => withAlternates({ context, location }, loadEntry('release', context.locale, params.id, location.pathname)),
  head: entryHead,
  component: function Page() {
    const { t } = useLingui()
    const { entry } = Route.useLoaderData()
    return <ArticleView entry={entry} trail={{ label: t`Release notes`, to: '/release' }} />
  },
})
