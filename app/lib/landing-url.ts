// The URL the visitor landed on. Only the browser runs this, but app/router.tsx imports it
// statically (for createIsomorphicFn's .client()), so it is not a *.client module.
let landing: string | undefined

/** Called as the browser's router is created, before it can push or replace a URL. */
export function rememberLanding(): void {
  landing ??= window.location.href
}

/**
 * The URL this document was loaded at. Attribution runs after idle, and a visitor may have moved on
 * inside the app by then: the referral code and UTM parameters are the landing's, not the current
 * page's (SPEC 3's source record, SPEC 6's invite code).
 */
export function landingUrl(): string {
  return landing ?? window.location.href
}
