import { createSerializationAdapter, type Serializable } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { isServerFnRequest } from '../server/http/server-fn-guard.server'

/**
 * Loader data the page only shows, never uses (ADR 017): the server renders it into the HTML and
 * the browser leaves that HTML as served (`ServedHtml`), so it is left out of the hydration payload.
 * Page data (built on the server, ADR 022) wraps such a value in `serverRendered(value)`. The value
 * travels only where the page is rendered from it: not in the hydration payload of a page the server
 * rendered (the adapter below sends a bare marker instead), but in the response to the
 * server-function request a client-side navigation makes, which the browser renders itself.
 */
export class ServerRendered<T> {
  /** Undefined in the browser for a page the server rendered: its HTML is already there. */
  constructor(readonly value: T | undefined) {}
}

export function serverRendered<T>(value: T): ServerRendered<T> {
  return new ServerRendered(value)
}

// Only the server serializes (pages and server-function responses); the browser only reads them back.
const sendsValue = createIsomorphicFn()
  .server(() => isServerFnRequest())
  .client(() => false)

/**
 * Start's serializer for `ServerRendered`, registered in app/start.ts: in a page's hydration payload
 * a bare marker stands in for the value (read back as a value the page has as HTML only); in a
 * server-function response the value travels.
 */
export const serverRenderedAdapter = createSerializationAdapter({
  key: 'rendered',
  test: (value): value is ServerRendered<unknown> => value instanceof ServerRendered,
  // What is wrapped is loader data, which Start serializes anyway: the cast only restates that.
  toSerializable: (value): { v: Serializable } | 0 => (sendsValue() ? { v: value.value as Serializable } : 0),
  fromSerializable: (sent) => new ServerRendered<unknown>(sent === 0 ? undefined : sent.v),
})
