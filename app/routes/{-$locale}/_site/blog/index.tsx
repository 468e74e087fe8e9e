import { createFileRoute } from '@tanstack/react-router'
import { pageSearch } from '#src/content/paginate'
import { PostIndex } from '../../../../components/post-section'
import { postListHead } from '../../../../lib/head'
import { parseLocale } from '../../../../lib/locale-params'
import { loadPage } from '../../../../lib/page-route'

export const Route = createFileRoute('/{-$locale}/_site/blog/')({
  params: { parse: parseLocale },
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: (args) => loadPage(args, 'blogIndex'),
  head: postListHead('blog'),
  component: function Page() {
    const { all, list, taxonomy } = Route.useLoaderData()
    return <PostIndex section="blog" all={all} list={list} taxonomy={taxonomy} />
  },
})
