import { createSerializationAdapter } from '@tanstack/react-router'

/**
 * Loader data the page only shows, never uses (ADR 017): the server renders it into the HTML and
 * the browser keeps that HTML as it is (`KeptHtml`), so it is left out of the hydration payload.
 * A loader wraps such a value in `serverRendered(value)`. The value travels only where the loader
 * ran: on the server for the first page (where the payload would carry it, the adapter below sends
 * nothing instead), in the browser for client-side navigations (where the loader fetched it).
 */
export class ServerRendered<T> {
  /** Undefined in the browser for a page the server rendered: its HTML is already there. */
  constructor(readonly value: T | undefined) {}
}

export function serverRendered<T>(value: T): ServerRendered<T> {
  return new ServerRendered(value)
}

/**
 * Start's serializer for `ServerRendered`, registered in app/start.ts: writes a bare marker in
 * place of the value, and reads it back as a value the page has as HTML only.
 */
export const serverRenderedAdapter = createSerializationAdapter({
  key: 'rendered',
  test: (value): value is ServerRendered<unknown> => value instanceof ServerRendered,
  toSerializable: () => 0,
  fromSerializable: () => new ServerRendered<unknown>(undefined),
})
