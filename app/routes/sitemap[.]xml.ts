import { createFileRoute } from '@tanstack/react-router'
import { sitemapIndexResponse } from '../server/seo.server'
import { onlyMethods } from '../server/http/methods.server'

// SPEC 2.3: the sitemap index (the same document as /index-sitemap.xml).
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    middleware: [onlyMethods('GET')],
    handlers: { GET: () => sitemapIndexResponse() },
  },
})
