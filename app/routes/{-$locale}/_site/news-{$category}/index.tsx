import { createFileRoute } from '@tanstack/react-router'
import { PostCategory } from '../../../../components/post-section'
import { postListHead } from '../../../../lib/head'
import { pageParams, rethrowRejectedQuery, validateListSearch } from '../../../../lib/route-params'
import { loadPage } from '../../../../lib/page-loader'

export const Route = createFileRoute('/{-$locale}/_site/news-{$category}/')({
  params: pageParams('newsCategory'),
  validateSearch: validateListSearch,
  onError: rethrowRejectedQuery,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: (args) => loadPage(args, 'newsCategory'),
  head: postListHead,
  component: function Page() {
    const { section, list, all, taxonomy } = Route.useLoaderData()
    const { category } = Route.useParams()
    return <PostCategory section={section} category={category} list={list} all={all} taxonomy={taxonomy} />
  },
})
