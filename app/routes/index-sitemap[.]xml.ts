import { createFileRoute } from '@tanstack/react-router'
import { sitemapIndexResponse } from '../server/seo.server'

// SPEC 2.3: the sitemap index under its second name.
export const Route = createFileRoute('/index-sitemap.xml')({
  server: { handlers: { GET: () => sitemapIndexResponse() } },
})
