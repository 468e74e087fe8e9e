import { Select, Trans, useLingui } from '@lingui/react/macro'
import { useCounted } from '../lib/locale'
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import type { LocaleCode } from '#src/i18n/locales'
import type { SearchHit } from '#src/search/results'
import { searchQueryString } from '#src/search/params'
import { normalizeQuery } from '#src/search/tokenizer'
import { SEARCH_DEBOUNCE_MS } from '#src/shell/timings'
import { Marked, NothingMatches, useHitHref } from './search-results'
import { searchSectionLabel } from '../lib/search-messages'
import { useNavigateTo } from '../lib/navigate'
import { searchPages } from '../server/search.functions'

/** What the combobox tells the input it drives (ARIA state). */
export interface ComboboxState {
  readonly expanded: boolean
  readonly activeId?: string
}

type Results =
  | { readonly kind: 'idle' }
  | { readonly kind: 'hits'; readonly query: string; readonly hits: readonly SearchHit[]; readonly total: number }
  | { readonly kind: 'limited' }
  | { readonly kind: 'failed' }

interface Props {
  readonly input: RefObject<HTMLInputElement | null>
  readonly locale: LocaleCode
  /** The /search page of the locale. */
  readonly action: string
  readonly listId: string
  readonly onState: (state: ComboboxState) => void
}

/**
 * The header box's results as you type (loaded on the box's first focus, in a React root of its own:
 * app/client/search-box.client.tsx): the WAI-ARIA combobox
 * pattern with a listbox popup. The input keeps focus; arrows move the active option
 * (`aria-activedescendant`), Enter opens it, or, with no option active, the /search page; Escape
 * closes the list. Requests wait for a pause in typing, and a response that arrives after a newer
 * question is dropped.
 */
export default function SearchCombobox({ input, locale, action, listId, onState }: Props) {
  const { t, i18n } = useLingui()
  const navigateTo = useNavigateTo()
  const hitHref = useHitHref()
  const [results, setResults] = useState<Results>({ kind: 'idle' })
  const [active, setActive] = useState(-1)
  const [open, setOpen] = useState(false)
  const asked = useRef(0)

  const hits = results.kind === 'hits' ? results.hits : []
  // The options: each hit, then "all results" (the /search page) when there is a query.
  const allHref = results.kind === 'hits' ? `${action}?${searchQueryString(results.query)}` : action
  const options = hits.length > 0 ? [...hits.map((h) => hitHref(h)), allHref] : []
  const optionId = (i: number) => `${listId}-${i}`
  // The popup shows results or a status line; the listbox counts as expanded only with options.
  const shown = open && results.kind !== 'idle'
  const expanded = shown && options.length > 0

  const activeId = expanded && active >= 0 ? optionId(active) : undefined
  useEffect(() => {
    onState({ expanded, activeId })
  }, [expanded, activeId, onState])

  // Latest values for the listeners below, which are attached once. Updated as the DOM commits (a
  // layout effect), so an arrow key pressed as soon as the results show already sees them.
  const latest = useRef({ options, active, expanded })
  useLayoutEffect(() => {
    latest.current = { options, active, expanded }
  })

  useEffect(() => {
    const el = input.current
    if (!el) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const ask = (raw: string) => {
      const q = normalizeQuery(raw)
      const id = ++asked.current
      if (!q) {
        setResults({ kind: 'idle' })
        setActive(-1)
        return
      }
      searchPages({ data: { locale, q, size: 'box' } })
        .then((response) => {
          if (id !== asked.current) return
          setResults(response.limited ? { kind: 'limited' } : { kind: 'hits', query: response.query, hits: response.hits, total: response.total })
          setActive(-1)
          setOpen(true)
        })
        .catch(() => {
          if (id !== asked.current) return
          // A 429 arrives as a failed call: say so rather than "no results".
          setResults({ kind: 'failed' })
          setOpen(true)
        })
    }
    const onInput = () => {
      clearTimeout(timer)
      timer = setTimeout(() => ask(el.value), SEARCH_DEBOUNCE_MS)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const { options: opts, active: current, expanded: isOpen } = latest.current
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!opts.length) return
        event.preventDefault()
        setOpen(true)
        const down = event.key === 'ArrowDown'
        const next = !isOpen || current < 0 ? (down ? 0 : opts.length - 1) : current + (down ? 1 : -1)
        // Wraps around at both ends.
        setActive(next >= opts.length ? 0 : next < 0 ? opts.length - 1 : next)
      } else if (event.key === 'Escape') {
        if (isOpen) {
          event.preventDefault()
          setOpen(false)
          setActive(-1)
        }
      } else if (event.key === 'Enter') {
        event.preventDefault()
        clearTimeout(timer)
        const q = normalizeQuery(el.value)
        const href = isOpen && current >= 0 ? opts[current] : q ? `${action}?${searchQueryString(q)}` : action
        setOpen(false)
        if (href) navigateTo(href).catch((error: unknown) => console.error(error))
      }
    }
    const onFocus = () => setOpen(true)
    const onBlur = () => setOpen(false)
    el.addEventListener('input', onInput)
    el.addEventListener('keydown', onKeyDown)
    el.addEventListener('focus', onFocus)
    el.addEventListener('blur', onBlur)
    // Text typed while this chunk was loading is searched at once.
    if (el.value) ask(el.value)
    return () => {
      clearTimeout(timer)
      el.removeEventListener('input', onInput)
      el.removeEventListener('keydown', onKeyDown)
      el.removeEventListener('focus', onFocus)
      el.removeEventListener('blur', onBlur)
    }
  }, [input, locale, action, navigateTo])

  const query = results.kind === 'hits' ? results.query : ''
  const total = results.kind === 'hits' ? results.total : 0
  const { count, category } = useCounted()(total)
  const status =
    results.kind === 'limited' || results.kind === 'failed' ? (
      <Trans>You are searching very fast. Please wait a minute and try again.</Trans>
    ) : results.kind === 'hits' ? (
      results.total === 0 ? (
        <NothingMatches text={query} />
      ) : (
        <Select value={category} _one={`${count} result`} other={`${count} results`} />
      )
    ) : null

  const go = (href: string) => {
    setOpen(false)
    navigateTo(href).catch((error: unknown) => console.error(error))
  }

  return (
    <div className="search-popup" hidden={!shown}>
      <p className="search-popup__status" role="status" aria-live="polite">
        {shown ? status : ''}
      </p>
      {/* Mouse presses must not take focus from the input (its blur would close the list first). */}
      <ul id={listId} role="listbox" aria-label={t`Search results`} className="search-popup__list" onMouseDown={(e) => e.preventDefault()}>
        {expanded && [
          ...hits.map((hit, i) => (
            <li key={hit.id} id={optionId(i)} role="option" aria-selected={active === i} className="search-option" onClick={() => go(options[i]!)}>
              <span className="search-option__section">{i18n._(searchSectionLabel(hit.section))}</span>
              <span className="search-option__title">
                <Marked parts={hit.title} />
              </span>
              <span className="search-option__snippet">
                <Marked parts={hit.snippet} />
              </span>
            </li>
          )),
          <li
            key="all"
            id={optionId(hits.length)}
            role="option"
            aria-selected={active === hits.length}
            className="search-option search-option--all"
            onClick={() => go(allHref)}
          >
            <Trans>See all results on the search page</Trans>
          </li>,
        ]}
      </ul>
    </div>
  )
}
