import { createFileRoute } from '@tanstack/react-router'
import { collectBeacon } from '../../server/collector.server'

// The embedded collector's statistics endpoint (SPEC 7's beacon; ADR 014).
export const Route = createFileRoute('/api/collect')({
  server: { handlers: { POST: ({ request }) => collectBeacon(request) } },
})
