import { createFileRoute } from '@tanstack/react-router'
import { PostArticle } from '../../../../components/post-section'
import { postHead } from '../../../../lib/head'
import { loadPost } from '../../../../lib/post-loaders'
import { parseLocale } from '../../../../lib/locale-params'
import { withPage } from '../../../../lib/page-route'

export const Route = createFileRoute('/{-$locale}/_site/news/$id')({
  params: { parse: parseLocale },
  loader: ({ context, params, location }) => withPage({ context, location }, 'newsPost', { id: params.id }, () => loadPost('news', context.locale, params.id, location.pathname)),
  head: postHead('news'),
  component: function Page() {
    const { entry, taxonomy, related } = Route.useLoaderData()
    return <PostArticle section="news" entry={entry} taxonomy={taxonomy} related={related} />
  },
})
