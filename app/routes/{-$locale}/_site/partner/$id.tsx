import { createFileRoute } from '@tanstack/react-router'
import { PartnerDetail } from '../../../../components/section-pages'
import { loadEntry } from '../../../../lib/content-route'
import { entryHead } from '../../../../lib/head'
import { parseLocale } from '../../../../lib/locale-params'
import { withAlternates } from '../../../../lib/page-locales'

export const Route = createFileRoute('/{-$locale}/_site/partner/$id')({
  params: { parse: parseLocale },
  loader: ({ context, params, location }) => withAlternates({ context, location }, loadEntry('partner', context.locale, params.id, location.pathname)),
  head: entryHead,
  component: function Page() {
    const { entry } = Route.useLoaderData()
    return <PartnerDetail entry={entry} />
  },
})
