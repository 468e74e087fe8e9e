import { createClientOnlyFn } from '@tanstack/react-start'

// Browser-only features, loaded on demand as their own chunks (never on the first visit's critical
// path). createClientOnlyFn keeps the server build from importing `*.client.ts` modules.

/** The download-key detection (Client Hints, else bowser). */
export const loadDetectSystem = createClientOnlyFn(() => import('../client/detect-system.client'))
/** The installer lookup behind a download button's click. */
export const loadDownload = createClientOnlyFn(() => import('../client/download.client'))
/** The chat widget (provider scripts or the default panel). */
export const loadChat = createClientOnlyFn(() => import('../client/chat.client'))
/** One-tap sign-in with Google Identity Services. */
export const loadOneTap = createClientOnlyFn(() => import('../client/one-tap.client'))
/** Error reporting (ADR 026, when configured), tracking and attribution (ADR 014), started once the page is idle. */
export const loadTracking = createClientOnlyFn(() => import('../client/tracking-start.client'))
/** The language suggestion's notice (ADR 027), decided and shown after idle. */
export const loadLanguageSuggestion = createClientOnlyFn(() => import('../client/language-suggestion.client'))
/** The header search box's behaviours: the `/` shortcut and results on first focus. */
export const loadSearchBox = createClientOnlyFn(() => import('../client/search-box.client'))
