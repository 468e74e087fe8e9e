import { createIsomorphicFn } from '@tanstack/react-start'
import type { PageRequest } from '#src/routing/page-requests'
import { pageResponse, type PageResponse } from '../server/page-response.server'
import { askForPage } from './page-request-batch'
import type { SiteContext } from './site-context'

/**
 * The response for the page `request` names. On the server it is made in place, with no
 * server-function request (ADR 040); in the browser, a navigation asks at once, a preload travels
 * with the other preloads made within `PRELOAD_BATCH_MS` (the router caches what a preload loaded
 * for its navigation).
 */
export const requestPage = createIsomorphicFn()
  .server((request: PageRequest, _preload: boolean, site: SiteContext): Promise<PageResponse> => pageResponse(request, site))
  .client((request: PageRequest, preload: boolean, _site: SiteContext): Promise<PageResponse> => askForPage(request, preload))
