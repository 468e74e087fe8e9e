import { createFileRoute } from '@tanstack/react-router'
import { PostArticle } from '../../../../components/post-section'
import { entryHead } from '../../../../lib/head'
import { loadPost } from '../../../../lib/post-loaders'
import { parseLocale } from '../../../../lib/locale-params'

export const Route = createFileRoute('/{-$locale}/_site/blog/$id')({
  params: { parse: parseLocale },
  loader: ({ context, params, location }) => loadPost('blog', context.locale, params.id, location.pathname),
  head: entryHead,
  component: function Page() {
    const { entry, taxonomy, related } = Route.useLoaderData()
    return <PostArticle section="blog" entry={entry} taxonomy={taxonomy} related={related} />
  },
})
