import { createFileRoute } from '@tanstack/react-router'
import { PostArticle } from '../../../../components/post-section'
import { postHead } from '../../../../lib/head'
import { loadPost } from '../../../../lib/post-loaders'
import { parseLocale } from '../../../../lib/locale-params'
import { withPage } from '../../../../lib/page-route'

export const Route = createFileRoute('/{-$locale}/_site/blog/$id')({
  params: { parse: parseLocale },
  loader: ({ context, params, location }) => withPage({ context, location }, 'blogPost', { id: params.id }, () => loadPost('blog', context.locale, params.id, location.pathname)),
  head: postHead('blog'),
  component: function Page() {
    const { entry, taxonomy, related } = Route.useLoaderData()
    return <PostArticle section="blog" entry={entry} taxonomy={taxonomy} related={related} />
  },
})
