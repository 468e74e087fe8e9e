import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { rememberLanding } from './lib/landing'

// The browser entry. Start's default one renders <StartClient />, which suspends the document's root
// on this same promise; React waits at a root that suspends, Preact (the browser's runtime, ADR 019)
// has no boundary there. Waiting before hydrating does the same with either. The landing URL is
// kept first, for attribution after idle (app/lib/landing.ts).
rememberLanding()
void hydrateStart().then((router) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    )
  })
})
