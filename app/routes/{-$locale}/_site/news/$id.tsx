import { createFileRoute } from '@tanstack/react-router'
import { PostArticle } from '../../../../components/post-section'
import { postHead } from '../../../../lib/head'
import { parseLocale } from '../../../../lib/locale-params'
import { loadPage } from '../../../../lib/page-route'

export const Route = createFileRoute('/{-$locale}/_site/news/$id')({
  params: { parse: parseLocale },
  loader: (args) => loadPage(args, 'newsPost'),
  head: postHead('news'),
  component: function Page() {
    const { entry, taxonomy, related } = Route.useLoaderData()
    return <PostArticle section="news" entry={entry} taxonomy={taxonomy} related={related} />
  },
})
