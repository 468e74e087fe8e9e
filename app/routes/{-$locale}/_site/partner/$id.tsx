import { createFileRoute } from '@tanstack/react-router'
import { PartnerDetail } from '../../../../components/section-pages'
import { loadEntryData } from '../../../../lib/content-route'
import { entryHead } from '../../../../lib/head'
import { parseLocale } from '../../../../lib/locale-params'
import { withPage } from '../../../../lib/page-route'

export const Route = createFileRoute('/{-$locale}/_site/partner/$id')({
  params: { parse: parseLocale },
  loader: ({ context, params, location }) => withPage({ context, location }, 'partner', { id: params.id }, () => loadEntryData('partner', context.locale, params.id, location.pathname)),
  head: entryHead,
  component: function Page() {
    const { entry } = Route.useLoaderData()
    return <PartnerDetail entry={entry} />
  },
})
