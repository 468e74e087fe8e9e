import { createFileRoute } from '@tanstack/react-router'
import { PostIndex } from '../../../../components/post-section'
import { postListHead } from '../../../../lib/head'
import { pageParams, rethrowRejectedQuery, validateListSearch } from '../../../../lib/route-params'
import { loadPage } from '../../../../lib/page-loader'

export const Route = createFileRoute('/{-$locale}/_site/blog/')({
  params: pageParams('blogIndex'),
  validateSearch: validateListSearch,
  onError: rethrowRejectedQuery,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: (args) => loadPage(args, 'blogIndex'),
  head: postListHead,
  component: function Page() {
    const { section, all, list, taxonomy } = Route.useLoaderData()
    return <PostIndex section={section} all={all} list={list} taxonomy={taxonomy} />
  },
})
