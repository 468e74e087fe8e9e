import { createFileRoute } from '@tanstack/react-router'
import { collectBeacon } from '../../server/collector.server'
import { onlyMethods } from '../../server/http/methods.server'

// The embedded collector's statistics endpoint (SPEC 7's beacon; ADR 014).
export const Route = createFileRoute('/api/collect')({
  server: {
    middleware: [onlyMethods('POST')],
    handlers: { POST: ({ request }) => collectBeacon(request) },
  },
})
