import { isNotFound, notFound, SearchParamError } from '@tanstack/react-router'
import {
  pageParamSchemas,
  paramSchemas,
  parseQuery,
  querySchemas,
  type QueryFields,
  type QueryOf,
  type RouteParams,
  type RouteParamSchemas,
} from '#src/routing/route-schemas'
import type { PageKind } from '#src/routing/registry'

/**
 * The routes' `params` and `validateSearch`, made from the zod schemas of `src/routing/route-schemas.ts`
 * (ADR 029). A failure responds as SPEC 2.4 asks, not as the router's validation error (an error
 * screen, 500): a URL that is not the route's falls through to the next route; a param its named
 * check rejects, or a garbled query, is the failed check's not-found page with its status (404;
 * 400 for a query), and the not-found page names the path ('Page Not Found: {path}').
 */

/** Throws the failed check's not-found page; the page adds the path to the message (`failureMessage`). */
function failCheck(status: number): never {
  throw notFound({ data: { status } })
}

/**
 * `params` for a route: `parse` returns false when the URL is not the route's (the router then tries
 * the next candidate: `/blog-tutorials/release` is a tag list, not the release page of a locale
 * called "blog-tutorials"). It must sit on each leaf: the router attaches a parent route's parse to
 * the parent's own tree node, which child routes do not pass through.
 */
function routeParams<P>(makeSchemas: () => RouteParamSchemas<P>) {
  // Asked for on the first URL the route is offered, not when the route tree is built: the browser
  // builds every route's definition before it hydrates, and the first route to ask makes the shared
  // zod schemas (`paramSchemas`), which a route definition must not do.
  let schemas: RouteParamSchemas<P> | undefined
  return {
    // The router hands every param of the path to each leaf's parse, but types only the leaf's own.
    parse: (raw: Record<string, string | undefined>): P | false => {
      const result = (schemas ??= makeSchemas()).parse(raw)
      if (result.ok) return result.params
      return result.unmatched ? false : failCheck(404)
    },
  }
}

/** `params` of a page kind's route, from its registry row. */
export function pageParams<K extends PageKind>(kind: K) {
  return routeParams(() => pageParamSchemas(kind))
}

/** `params` of the routes under `{-$locale}` that are no page kind: the locale prefix only. */
export const localeParams = routeParams<RouteParams>(() => paramSchemas().localeOnlyParams)

/** `validateSearch` from a query's fields: what it rejects is a malformed request, a 400. */
function searchParams<F extends QueryFields>(fields: () => F): (search: Record<string, unknown>) => QueryOf<F> {
  return (search) => parseQuery(fields(), search) ?? failCheck(400)
}

/**
 * `onError` of every route with `validateSearch`. The router wraps whatever a search validator
 * throws in a `SearchParamError`, a not-found too, and responds to it with the error screen (500); this
 * hands the failed check's not-found on, so a garbled query stays the 400 page.
 */
export function rethrowRejectedQuery(error: unknown): void {
  if (error instanceof SearchParamError && isNotFound(error.cause)) throw error.cause
}

// Made here, not in the route files: a generic call inside a route's options takes its type from
// the route's own inference and types `search` as `{}`.

/** `validateSearch` of the paginated lists (`?page=N`). */
export const validateListSearch = searchParams(() => querySchemas().listSearch)

/** `validateSearch` of the search page (`?q=`, `?section=`, `?page=`). */
export const validateSearchPageSearch = searchParams(() => querySchemas().searchPageSearch)
