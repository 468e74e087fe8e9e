import { createFileRoute } from '@tanstack/react-router'
import { parseLocale } from '../../../lib/locale-params'
import { feedResponse } from '../../../server/feeds.server'

// The blog's RSS feed of a locale. An unknown prefix does not match (the router's 404 page answers).
export const Route = createFileRoute('/{-$locale}/blog/rss.xml')({
  params: { parse: parseLocale },
  server: { handlers: { GET: ({ params }) => feedResponse('blog', params.locale) } },
})
