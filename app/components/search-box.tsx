import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { MAX_QUERY_LENGTH } from '#src/search/text'
import { useLocale } from '../lib/locale'
import { Icon } from './icons'
import { usePageHref } from './page-link'

// The as-you-type part (results, keyboard, server calls) is a chunk of its own (a plain component
// file, not `*.client.*`: Start refuses those even as lazy imports of the server build), fetched on the
// box's first focus: a visitor who never searches never downloads it.
const SearchCombobox = lazy(() => import('./search-combobox'))

/** What the combobox tells the input it drives (ARIA state). */
export interface ComboboxState {
  readonly expanded: boolean
  readonly activeId?: string
}

/** Ids shared by the input and the combobox's list. */
export const SEARCH_LIST_ID = 'site-search-list'

/**
 * The header's search box. Without JavaScript it is a GET form to the /search page (and on narrow
 * screens the icon is a link to it). With JavaScript the icon opens the box, `/` focuses it, and the
 * first focus loads the combobox that shows results as the visitor types.
 */
export function SearchBox() {
  const { t } = useLingui()
  const locale = useLocale()
  const action = usePageHref()('search')
  const input = useRef<HTMLInputElement>(null)
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const [state, setState] = useState<ComboboxState>({ expanded: false })

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return
      const target = event.target as Element | null
      if (target?.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])')) return
      event.preventDefault()
      setOpen(true)
      input.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  return (
    <div className={`search-box${open ? ' search-box--open' : ''}`}>
      <a
        href={action}
        className="search-box__toggle"
        aria-label={t`Search`}
        aria-expanded={open}
        aria-controls="site-search"
        onClick={(event) => {
          event.preventDefault()
          setOpen((v) => !v)
          // Focus once the box is shown (the next frame, after React rendered it visible).
          requestAnimationFrame(() => input.current?.focus())
        }}
      >
        <Icon name="search" />
      </a>
      <form id="site-search" role="search" action={action} method="get" className="search-box__form">
        {/* type="text": HTML allows the combobox role on a text input, not on type="search". */}
        <input
          ref={input}
          type="text"
          name="q"
          role="combobox"
          aria-label={t`Search the site`}
          aria-autocomplete="list"
          aria-controls={SEARCH_LIST_ID}
          aria-expanded={state.expanded}
          aria-activedescendant={state.activeId}
          aria-keyshortcuts="/"
          placeholder={t`Search`}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          className="search-box__input"
          onFocus={() => setLoaded(true)}
        />
        <kbd className="search-box__hint" aria-hidden="true">/</kbd>
        {loaded && (
          <Suspense fallback={null}>
            <SearchCombobox input={input} locale={locale} action={action} listId={SEARCH_LIST_ID} onState={setState} />
          </Suspense>
        )}
      </form>
    </div>
  )
}
