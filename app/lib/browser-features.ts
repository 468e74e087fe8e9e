import { createClientOnlyFn } from '@tanstack/react-start'

/**
 * Browser-only features, as lazily imported chunks. `createClientOnlyFn` removes the imports from
 * the server build, where `*.client.ts` modules are not allowed (Start's import protection).
 */
export const loadTracking = createClientOnlyFn(() => import('../client/start.client'))
