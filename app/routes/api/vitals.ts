import { createFileRoute } from '@tanstack/react-router'
import { collectVitals } from '../../server/vitals.server'
import { onlyMethods } from '../../server/http/methods.server'

// The embedded collector's web-vitals endpoint: one beacon per page view (ADR 024).
export const Route = createFileRoute('/api/vitals')({
  server: {
    middleware: [onlyMethods('POST')],
    handlers: { POST: ({ request }) => collectVitals(request) },
  },
})
