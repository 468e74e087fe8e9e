import { Plural } from '@lingui/react/macro'
import { formatDate, useLocale } from '../lib/locale'

/** Words per minute behind the reading-time estimate. */
const WORDS_PER_MINUTE = 220

/** "2 October 2026 · 3 min read" for an entry (the date only when it has one). */
export function EntryMeta({ date, words }: { date?: string; words: number }) {
  const locale = useLocale()
  const minutes = Math.max(1, Math.round(words / WORDS_PER_MINUTE))
  return (
    <>
      {date && (
        <>
          <time dateTime={date}>{formatDate(date, locale)}</time>
          {' · '}
        </>
      )}
      <Plural value={minutes} one="# min read" other="# min read" />
    </>
  )
}
