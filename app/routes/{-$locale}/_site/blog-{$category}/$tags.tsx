import { createFileRoute } from '@tanstack/react-router'
import { PostCategory } from '../../../../components/post-section'
import { postListHead } from '../../../../lib/head'
import { pageParams, rethrowRejectedQuery, validateListSearch } from '../../../../lib/route-params'
import { loadPage } from '../../../../lib/page-loader'

export const Route = createFileRoute('/{-$locale}/_site/blog-{$category}/$tags')({
  params: pageParams('blogTags'),
  validateSearch: validateListSearch,
  onError: rethrowRejectedQuery,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: (args) => loadPage(args, 'blogTags'),
  head: postListHead,
  component: function Page() {
    const { section, list, all, taxonomy, tags } = Route.useLoaderData()
    const { category } = Route.useParams()
    return <PostCategory section={section} category={category} tags={tags} list={list} all={all} taxonomy={taxonomy} />
  },
})
