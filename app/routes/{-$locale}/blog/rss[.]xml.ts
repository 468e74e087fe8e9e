import { createFileRoute } from '@tanstack/react-router'
import { localeParams } from '../../../lib/route-params'
import { feedResponse } from '../../../server/feeds.server'
import { onlyMethods } from '../../../server/http/methods.server'

// The blog's RSS feed of a locale. An unknown prefix does not match (the router's 404 page responds).
export const Route = createFileRoute('/{-$locale}/blog/rss.xml')({
  params: localeParams,
  server: {
    middleware: [onlyMethods('GET')],
    handlers: { GET: ({ params }) => feedResponse('blog', params.locale) },
  },
})
