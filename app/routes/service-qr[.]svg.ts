import { createFileRoute } from '@tanstack/react-router'
import { serviceQrResponse } from '../server/service-qr.server'
import { onlyMethods } from '../server/http/methods.server'

// The zh service panel's QR code (app/components/service-qr.tsx), drawn on the server.
export const Route = createFileRoute('/service-qr.svg')({
  server: {
    middleware: [onlyMethods('GET')],
    handlers: { GET: () => serviceQrResponse() },
  },
})
