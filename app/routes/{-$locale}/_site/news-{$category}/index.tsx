import { createFileRoute } from '@tanstack/react-router'
import { pageSearch } from '#src/content/paginate'
import { PostCategory } from '../../../../components/post-section'
import { postListHead } from '../../../../lib/head'
import { parseLocale } from '../../../../lib/locale-params'
import { loadPage } from '../../../../lib/page-route'

export const Route = createFileRoute('/{-$locale}/_site/news-{$category}/')({
  params: { parse: parseLocale },
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: (args) => loadPage(args, 'newsCategory'),
  head: postListHead('news'),
  component: function Page() {
    const { list, all, taxonomy } = Route.useLoaderData()
    const { category } = Route.useParams()
    return <PostCategory section="news" category={category} list={list} all={all} taxonomy={taxonomy} />
  },
})
