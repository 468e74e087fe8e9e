/**
 * The browser engine family a vitals beacon came from (ADR 024): the field figures are only as wide
 * as the engines that measure them (Chromium's engine measures every metric; in Firefox ESR 153 there
 * was no CLS, in WebKitGTK 2.50 only FCP and TTFB), so the report says which engines each figure covers.
 * Worked out by the collector from the request's User-Agent, which is then dropped: the family is
 * all that is stored, never the string.
 */

/** blink: Chrome, Edge, Opera, Samsung Internet…; gecko: Firefox; webkit: Safari and every iOS browser. */
export const ENGINES = ['blink', 'gecko', 'webkit', 'unknown'] as const
/** An engine family. */
export type Engine = (typeof ENGINES)[number]

/** The engine family of a User-Agent header; `unknown` for none or one this does not recognise. */
export function engineOf(userAgent: string | null | undefined): Engine {
  if (!userAgent) return 'unknown'
  // Every browser on iOS and iPadOS runs Apple's engine, whatever its name says (CriOS, FxiOS, EdgiOS).
  if (/\b(?:iPhone|iPad|iPod)\b|\b(?:CriOS|FxiOS|EdgiOS)\//.test(userAgent)) return 'webkit'
  if (/\bFirefox\//.test(userAgent)) return 'gecko'
  if (/\b(?:Chrome|Chromium|HeadlessChrome)\//.test(userAgent)) return 'blink'
  if (/\bAppleWebKit\//.test(userAgent)) return 'webkit'
  return 'unknown'
}
