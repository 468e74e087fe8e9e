import { createFileRoute } from '@tanstack/react-router'
import { PostArticle } from '../../../../components/post-section'
import { postHead } from '../../../../lib/head'
import { pageParams } from '../../../../lib/route-params'
import { loadPage } from '../../../../lib/page-loader'

export const Route = createFileRoute('/{-$locale}/_site/blog/$id')({
  params: pageParams('blogPost'),
  loader: (args) => loadPage(args, 'blogPost'),
  head: postHead,
  component: function Page() {
    const { section, entry, taxonomy, related } = Route.useLoaderData()
    return <PostArticle section={section} entry={entry} taxonomy={taxonomy} related={related} />
  },
})
