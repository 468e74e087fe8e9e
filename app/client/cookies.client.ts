import { cookieString, cookieValue } from '#src/http/cookies'

/** A first-party cookie's value, or undefined. */
export function getCookie(name: string): string | undefined {
  return cookieValue(document.cookie, name)
}

/** Sets a first-party cookie for `days` (Secure on https pages). */
export function setCookie(name: string, value: string, days: number): void {
  document.cookie = cookieString(name, value, days, window.location.protocol === 'https:')
}
