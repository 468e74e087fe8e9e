import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { pageSearch } from '../../../../../src/content/paginate'
import { PostIndex } from '../../../../components/post-section'
import { staticHead } from '../../../../lib/head'
import { loadPostIndex } from '../../../../lib/post-loaders'
import { parseLocale } from '../../../../lib/locale-params'

export const Route = createFileRoute('/{-$locale}/_site/blog/')({
  params: { parse: parseLocale },
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps, location }) => loadPostIndex('blog', context.locale, deps.page, location.pathname),
  head: staticHead(msg`Blog`),
  component: function Page() {
    const { all, list, taxonomy } = Route.useLoaderData()
    return <PostIndex section="blog" all={all} list={list} taxonomy={taxonomy} />
  },
})
