import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { notePublicResponse } from './http/server-fn-guard.server'
import { env } from './env.server'
import { trackingKeys } from './tracking-keys.server'

/** What the browser's tracking needs (ADR 014): where to post, the public key, the attribution API; and the vitals' (ADR 024). */
export interface TrackingConfig {
  /** Absolute, or relative to the page's origin (the embedded collector). */
  readonly endpoint: string
  readonly publicKey: string
  readonly apiBase: string
  readonly respectGpc: boolean
  /** Web vitals (ADR 024): where each page view's beacon goes, and the share of views measured. */
  readonly vitals: { readonly endpoint: string; readonly sampleRate: number }
}

/** The tracking configuration; loaded by the tracking module after the page is idle. The same for every visitor: public. */
export const getTrackingConfig = createServerFn({ method: 'GET' }).handler((): TrackingConfig => {
  notePublicResponse(getRequest())
  return {
    endpoint: env.TRACKING_ENDPOINT ?? '/api/collect',
    publicKey: trackingKeys().publicKey,
    apiBase: env.TRACKING_API_URL ?? '/collector/',
    respectGpc: env.TRACKING_RESPECT_GPC === 'true',
    vitals: { endpoint: env.VITALS_ENDPOINT ?? '/api/vitals', sampleRate: env.VITALS_SAMPLE_RATE },
  }
})
