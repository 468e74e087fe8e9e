import { createFileRoute } from '@tanstack/react-router'
import { collectAttribution } from '../../server/collector.server'
import { onlyMethods } from '../../server/http/methods.server'

// The embedded attribution API: SPEC 7's record-source, ref/set and record-data/log (ADR 014).
export const Route = createFileRoute('/collector/$')({
  server: {
    middleware: [onlyMethods('GET', 'POST')],
    handlers: {
      GET: ({ request, params }) => collectAttribution(request, params._splat ?? ''),
      POST: ({ request, params }) => collectAttribution(request, params._splat ?? ''),
    },
  },
})
