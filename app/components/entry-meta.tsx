import { Trans } from '@lingui/react/macro'
import { useDateText } from '../lib/locale'

/** Words per minute behind the reading-time estimate. */
const WORDS_PER_MINUTE = 220

/**
 * "2 October 2026 · 3 min read" for an entry (the date only when it has one). No plural: "min" takes
 * no plural form in any of the site's languages, and a plural message costs the page an
 * Intl.NumberFormat while it hydrates (`pluralCategory`).
 */
export function EntryMeta({ date, words }: { date?: string; words: number }) {
  const dateText = useDateText()
  const minutes = Math.max(1, Math.round(words / WORDS_PER_MINUTE))
  return (
    <>
      {date && (
        <>
          <time dateTime={date}>{dateText(date)}</time>
          {' · '}
        </>
      )}
      <Trans>{minutes} min read</Trans>
    </>
  )
}
