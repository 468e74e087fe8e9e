import type { DownloadKey } from './downloads'

/**
 * Which installer to offer first (SPEC 7's download keys). Client Hints give the architecture and
 * bitness where the browser has them; otherwise the User-Agent, parsed by a small parser, gives the
 * OS. Phones, tablets, bots and unknown systems get no guess (`null`): the page lists every build.
 */

/** The high-entropy User-Agent Client Hints the choice needs. */
export interface SystemHints {
  readonly platform?: string
  readonly architecture?: string
  readonly bitness?: string
  readonly mobile?: boolean
}

/** What a User-Agent parser (bowser) tells about the system. */
export interface ParsedAgent {
  readonly osName?: string
  readonly platformType?: string
  /** The raw User-Agent, for the CPU tokens parsers do not report. */
  readonly ua: string
}

const BOT = /bot|crawl|spider|slurp|facebookexternalhit|mediapartners|lighthouse|pagespeed|preview/i

/** The download key from User-Agent Client Hints, or null when they say it is not a desktop we build for. */
export function downloadKeyFromHints(hints: SystemHints): DownloadKey | null {
  if (hints.mobile) return null
  const arch = (hints.architecture ?? '').toLowerCase()
  switch ((hints.platform ?? '').toLowerCase()) {
    case 'windows':
      // Windows on ARM runs the x64 build; only a 32-bit x86 system needs the 32-bit one.
      return hints.bitness === '32' && arch !== 'arm' ? 'down-windows-32' : 'down-windows-64'
    case 'macos':
      if (arch === 'arm') return 'down-macos-apple'
      return arch === 'x86' ? 'down-macos-inter' : null
    case 'linux':
      return arch === 'x86' && hints.bitness !== '32' ? 'down-linux-64' : null
    default:
      return null
  }
}

/**
 * The download key from a parsed User-Agent. A Mac's User-Agent always says "Intel", so without
 * Client Hints a Mac gets the Intel build, which also runs on Apple silicon (Rosetta).
 */
export function downloadKeyFromAgent(agent: ParsedAgent): DownloadKey | null {
  if (BOT.test(agent.ua) || (agent.platformType && agent.platformType !== 'desktop')) return null
  switch (agent.osName) {
    case 'Windows':
      return /Win64|WOW64|x64|amd64/i.test(agent.ua) ? 'down-windows-64' : 'down-windows-32'
    case 'macOS':
      return 'down-macos-inter'
    case 'Linux':
      return /x86_64|amd64/i.test(agent.ua) ? 'down-linux-64' : null
    default:
      return null
  }
}

/** Whether a User-Agent belongs to a crawler (no guess, and no hint request either). */
export function isBot(ua: string): boolean {
  return BOT.test(ua)
}
