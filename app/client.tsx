import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { StartClient } from '@tanstack/react-start/client'
import { rememberLanding } from './lib/landing'

// The browser entry: Start's default, after keeping the landing URL for attribution after idle
// (app/lib/landing.ts), before the router can push or replace one.
rememberLanding()
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
