import { createFileRoute } from '@tanstack/react-router'
import { pageSearch } from '../../../../../src/content/paginate'
import { PostCategory } from '../../../../components/post-section'
import { pageHead, shellInfo } from '../../../../lib/head'
import { loadPostCategory } from '../../../../lib/post-loaders'
import { parseLocale } from '../../../../lib/locale-params'

export const Route = createFileRoute('/{-$locale}/_site/news-{$category}/$tags')({
  params: { parse: parseLocale },
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, params, location, deps }) => loadPostCategory('news', context.locale, params.category, params.tags, location.pathname, deps.page),
  head: ({ loaderData, params, matches }) => {
    const category = loaderData?.taxonomy.categories[params.category] ?? params.category
    const tags = (loaderData?.tags ?? []).map((t) => loaderData?.taxonomy.tags[t] ?? t).join(', ')
    return pageHead({ title: `${category}: ${tags}` }, shellInfo(matches))
  },
  component: function Page() {
    const { list, all, taxonomy, tags } = Route.useLoaderData()
    const { category } = Route.useParams()
    return <PostCategory section="news" category={category} tags={tags} list={list} all={all} taxonomy={taxonomy} />
  },
})
