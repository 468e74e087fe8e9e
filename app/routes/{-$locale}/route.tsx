import { Outlet, createFileRoute, notFound } from '@tanstack/react-router'
import { localeFromPrefix } from '#src/i18n/locales'
import { localeParams } from '../../lib/route-params'
import { HydratedMark } from '../../components/hydrated-mark'
import { onlyMethods } from '../../server/http/methods.server'

// `{-$locale}` is one of the 12 prefixes or absent (en, or zh on its host). An unknown prefix
// (`/xx/pricing`) is a 404: `params.parse` makes it fall through, and `beforeLoad` guards the case
// where the optional segment was still bound.
export const Route = createFileRoute('/{-$locale}')({
  params: localeParams,
  // Every page serves GET and HEAD; any other method is a 405 (the server routes below say theirs).
  server: { middleware: [onlyMethods('GET')] },
  beforeLoad: ({ params }) => {
    if (params.locale !== undefined && !localeFromPrefix(params.locale)) throw notFound()
  },
  component: LocaleLayout,
})

/** Every page of every language, and the mark that says it has hydrated. */
function LocaleLayout() {
  return (
    <>
      <Outlet />
      <HydratedMark />
    </>
  )
}
