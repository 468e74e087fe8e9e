import { createFileRoute } from '@tanstack/react-router'
import { pageSearch } from '#src/content/paginate'
import { PostIndex } from '../../../../components/post-section'
import { postListHead } from '../../../../lib/head'
import { loadPostIndex } from '../../../../lib/post-loaders'
import { parseLocale } from '../../../../lib/locale-params'
import { withPage } from '../../../../lib/page-route'

export const Route = createFileRoute('/{-$locale}/_site/news/')({
  params: { parse: parseLocale },
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps, location }) => withPage({ context, location }, 'newsIndex', {}, () => loadPostIndex('news', context.locale, deps.page, location.pathname)),
  head: postListHead('news'),
  component: function Page() {
    const { all, list, taxonomy } = Route.useLoaderData()
    return <PostIndex section="news" all={all} list={list} taxonomy={taxonomy} />
  },
})
