import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { parsePageParam } from '#src/content/paginate'
import { failedCheck } from '#src/routing/checks'
import { SearchPage } from '../../../components/search-results'
import { staticHead } from '../../../lib/head'
import { pageParams, rethrowRejectedQuery, validateSearchPageSearch } from '../../../lib/route-params'
import { loadPage } from '../../../lib/page-loader'
import { throwIfCheckFailed, notFoundAt } from '../../../lib/page-meta'
import type { SearchResponse } from '../../../server/search.functions'
import { emptySearch } from '#src/search/results'
import { normalizeQuery } from '#src/search/tokenizer'

/**
 * /search?q=… (SPEC-free): the visitor's language only, rendered on the server so it
 * works without JavaScript. Not for search engines: the registry row is not indexable (noindex,
 * follow; out of the sitemaps) and robots.txt disallows it. `?page=N` pages follow the results:
 * a garbled value is a 400 and a page past the end a 404, as on the lists.
 */
export const Route = createFileRoute('/{-$locale}/_site/search')({
  params: pageParams('search'),
  validateSearch: validateSearchPageSearch,
  onError: rethrowRejectedQuery,
  loaderDeps: ({ search }) => ({ q: search.q ?? '', section: search.section, page: search.page }),
  loader: ({ context, deps, location, params }) =>
    // The registry's check sees the page without its query: the result pages are checked here.
    loadPage({ context, location: { pathname: location.pathname, search: {} }, params }, 'search', async () => {
      const page = parsePageParam(deps.page)
      if (page === undefined) throwIfCheckFailed(failedCheck(location.pathname, 400))
      const section = deps.section
      // Nothing to search for (the page opened from a link, or preloaded): no request to make.
      // The server-function module comes with the first search, not with every page (ADR 039).
      const search = async () =>
        (await import('../../../server/search.functions')).searchPages({ data: { locale: context.locale, q: deps.q.slice(0, 800), section, page } })
      const response: SearchResponse = normalizeQuery(deps.q) ? await search() : { limited: false, ...emptySearch(page) }
      if (!response.limited && page! > response.pages) notFoundAt(location.pathname)
      return { response, section }
    }),
  head: staticHead(msg`Search`, msg`Search the help center, guides, docs, blog, news and FAQ.`),
  component: function Search() {
    const { response, section } = Route.useLoaderData()
    return <SearchPage response={response} section={section} />
  },
})
