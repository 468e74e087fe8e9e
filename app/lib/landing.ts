/**
 * The URL this document was loaded at. Attribution runs after idle, and a visitor may have moved on
 * inside the app by then: the referral code and UTM parameters are the landing's, not the current
 * page's (SPEC 3's source record, SPEC 6's invite code). The navigation timing entry keeps the
 * document's URL whatever the router pushes or replaces later, so no entry code has to note it.
 */
export function landingUrl(): string {
  const [navigation] = performance.getEntriesByType('navigation')
  return navigation?.name || window.location.href
}
