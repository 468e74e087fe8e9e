import { createFileRoute } from '@tanstack/react-router'
import { localeSitemapResponse } from '../server/seo.server'
import { onlyMethods } from '../server/http/methods.server'

// SPEC 2.3: one sitemap per locale, named by the locale table (`/ru-RU-sitemap.xml`).
export const Route = createFileRoute('/{$language}-sitemap.xml')({
  server: {
    middleware: [onlyMethods('GET')],
    handlers: { GET: ({ request }) => localeSitemapResponse(new URL(request.url).pathname) },
  },
})
