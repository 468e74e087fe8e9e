import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { siteContextForRequest } from './site-context.server'
import { notePublicResponse } from './http/server-fn-guard.server'
import { menuSlotsIn } from '#src/routing/menus'
import { MAX_PAGES_PER_REQUEST, MAX_PARAM_LENGTH, MAX_PARAMS, MAX_QUERY_LENGTH } from '#src/routing/page-requests'
import { PAGE_KINDS, type PageKind } from '#src/routing/registry'
import { input, localeInput } from './inputs.server'
import { pageResponse, type PageResponse } from './page-response.server'
import { contentSummary } from './content-summary.server'

/**
 * A request for pages, bounded: anything can arrive from a URL. Each page is named as its route matched
 * it (ADR 046): its kind, the params the router parsed and the canonical query. The server checks the
 * params as the route does (`pageResponse`), so the response depends on nothing but the request.
 */
const pagesInput = z.object({
  /**
   * The caller's build (ADR 010). Not checked: it only makes the URL of the request differ per build,
   * so a browser or a shared cache never responds to one build's request with another build's data.
   */
  build: z.string().max(64),
  pages: z
    .array(
      z.object({
        kind: z.enum(PAGE_KINDS as [PageKind, ...PageKind[]]),
        params: z
          .record(z.string().max(32), z.string().max(MAX_PARAM_LENGTH))
          .refine((params) => Object.keys(params).length <= MAX_PARAMS, `at most ${MAX_PARAMS} params`),
        query: z
          .string()
          .max(MAX_QUERY_LENGTH)
          .refine((query) => query === '' || query.startsWith('?'), 'a query starts with ?'),
      }),
    )
    .min(1)
    .max(MAX_PAGES_PER_REQUEST),
})

/**
 * Everything the loaders of one or more pages need, in one request (ADR 022): for each page, whether
 * it exists in its locale (its kind's named check), its alternates and switch targets, and its
 * data. A client navigation asks for one page; a burst of preloads for several at once. The response
 * is the same for every visitor of a build and language, so it is public: browsers, shared caches
 * and the in-process cache store it, and a second visitor's identical request runs no loader.
 */
export const getPages = createServerFn({ method: 'GET' })
  .validator(input(pagesInput))
  .handler(async ({ data }): Promise<PageResponse[]> => {
    // The same for every visitor of a build and language: the nitro middleware makes this
    // server function's response public.
    notePublicResponse(getRequest())
    const site = siteContextForRequest()
    return Promise.all(data.pages.map((page) => pageResponse(page, site)))
  })

/** Which menu slots (indexes into `MENU_SLOTS`) name a page that exists in the locale. */
export const getMenuSlots = createServerFn({ method: 'GET' })
  .validator(input(z.object({ locale: localeInput })))
  .handler(async ({ data }) => menuSlotsIn(data.locale, await contentSummary()))
