import { useEffect } from 'react'

/**
 * Marks the document once the page's own content has hydrated: `html[data-hydrated]`, for tests
 * and anyone checking that a page is interactive. It is rendered inside the page's tree, not by the
 * root route: the router renders the page inside a Suspense boundary, which React may hydrate after
 * the root has committed and run its effects. A mark set by the root came, on a slow phone, before
 * the header or the page could take a click.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}
