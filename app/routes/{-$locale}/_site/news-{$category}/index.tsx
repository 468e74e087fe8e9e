import { createFileRoute } from '@tanstack/react-router'
import { PostCategory } from '../../../../components/post-section'
import { pageHead, shellInfo } from '../../../../lib/head'
import { loadPostCategory } from '../../../../lib/post-loaders'
import { parseLocale } from '../../../../lib/locale-params'

export const Route = createFileRoute('/{-$locale}/_site/news-{$category}/')({
  params: { parse: parseLocale },
  loader: ({ context, params, location }) => loadPostCategory('news', context.locale, params.category, undefined, location.pathname),
  head: ({ loaderData, params, matches }) =>
    pageHead({ title: loaderData?.taxonomy.categories[params.category] ?? params.category }, shellInfo(matches)),
  component: function Page() {
    const { items, all, taxonomy } = Route.useLoaderData()
    const { category } = Route.useParams()
    return <PostCategory section="news" category={category} items={items} all={all} taxonomy={taxonomy} />
  },
})
