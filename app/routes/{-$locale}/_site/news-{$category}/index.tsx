import { createFileRoute } from '@tanstack/react-router'
import { pageSearch } from '#src/content/paginate'
import { PostCategory } from '../../../../components/post-section'
import { postListHead } from '../../../../lib/head'
import { loadPostCategory } from '../../../../lib/post-loaders'
import { parseLocale } from '../../../../lib/locale-params'
import { withPage } from '../../../../lib/page-route'

export const Route = createFileRoute('/{-$locale}/_site/news-{$category}/')({
  params: { parse: parseLocale },
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, params, location, deps }) => withPage({ context, location }, 'newsCategory', { category: params.category }, () => loadPostCategory('news', context.locale, params.category, undefined, location.pathname, deps.page)),
  head: postListHead('news'),
  component: function Page() {
    const { list, all, taxonomy } = Route.useLoaderData()
    const { category } = Route.useParams()
    return <PostCategory section="news" category={category} list={list} all={all} taxonomy={taxonomy} />
  },
})
