import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { reportCallError } from './call-failures.client'

let client: QueryClient | undefined

/**
 * The tab's one QueryClient for the browser's calls (queries.client.ts), made by the first
 * browser-only feature that needs it (chat, download, one-tap, tracking), never on the first
 * visit's critical path: no query runs during the server render, so nothing is dehydrated and the
 * page ships no query code (ADR 012). Nothing is fetched twice in one visit: responses stay fresh and
 * cached for the life of the tab, and the proxies already retry and fall back on the server.
 */
export function queryClient(): QueryClient {
  client ??= new QueryClient({
    // Every failed browser call goes through the one reporter, once.
    queryCache: new QueryCache({ onError: (error, query) => reportCallError(String(query.queryKey[0]), error) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => reportCallError(String(mutation.options.mutationKey?.[0]), error) }),
    defaultOptions: { queries: { staleTime: Infinity, gcTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false } },
  })
  return client
}
