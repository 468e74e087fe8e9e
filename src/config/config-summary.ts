/**
 * The resolved configuration as `npm run config` prints it (ADR 025): sections of name/value rows,
 * secrets masked. Pure: `scripts/config.ts` picks the rows from the server's parsed environment.
 */

/** One titled group of rows. */
export interface ConfigSection {
  readonly title: string
  readonly rows: readonly (readonly [string, string | number | boolean | undefined])[]
}

/** What an unset value prints as. */
export const UNSET = '(unset)'

/** A secret as it may be printed: whether it is set and how long it is, never any of its text. */
export function maskSecret(value: string | undefined): string {
  return value ? `(set, ${value.length} characters)` : UNSET
}

/**
 * A URL with its credentials and query values masked: an upstream's base URL may carry a user and
 * password or a token parameter, and this output ends up in tickets and chat.
 */
export function maskUrl(value: string | undefined): string {
  if (!value) return UNSET
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return '(not a URL)'
  }
  if (url.username) url.username = '***'
  if (url.password) url.password = '***'
  for (const name of [...new Set(url.searchParams.keys())]) url.searchParams.set(name, '***')
  // URLSearchParams percent-encodes the mask; show it as typed.
  return url.href.replaceAll('%2A%2A%2A', '***')
}

/** The sections as aligned plain text, one row a line. */
export function formatConfig(sections: readonly ConfigSection[]): string {
  const width = Math.max(0, ...sections.flatMap((s) => s.rows.map(([name]) => name.length)))
  return sections
    .map((section) =>
      [section.title, ...section.rows.map(([name, value]) => `  ${name.padEnd(width)}  ${value === undefined || value === '' ? UNSET : String(value)}`)].join(
        '\n',
      ),
    )
    .join('\n\n')
}
