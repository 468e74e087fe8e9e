import { createFileRoute } from '@tanstack/react-router'
import { robotsResponse } from '../server/robots.server'
import { onlyMethods } from '../server/http/methods.server'

// Served by Start, not from public/, so that it names the sitemap of the host it is asked on.
export const Route = createFileRoute('/robots.txt')({
  server: {
    middleware: [onlyMethods('GET')],
    handlers: { GET: () => robotsResponse() },
  },
})
