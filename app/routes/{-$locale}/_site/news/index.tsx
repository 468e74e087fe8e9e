import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PostIndex } from '../../../../components/post-section'
import { staticHead } from '../../../../lib/head'
import { loadPostIndex } from '../../../../lib/post-loaders'
import { parseLocale } from '../../../../lib/locale-params'

export const Route = createFileRoute('/{-$locale}/_site/news/')({
  params: { parse: parseLocale },
  loader: ({ context }) => loadPostIndex('news', context.locale),
  head: staticHead(msg`News`),
  component: function Page() {
    const { items, taxonomy } = Route.useLoaderData()
    return <PostIndex section="news" items={items} taxonomy={taxonomy} />
  },
})
