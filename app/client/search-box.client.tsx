import { I18nProvider } from '@lingui/react'
import { RouterContextProvider, type AnyRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { createRoot } from 'react-dom/client'
import type { ComboboxState } from '../components/search-combobox'
import { SEARCH_LIST_ID } from '../components/search-box'
import { usePageHref } from '../components/page-link'
import { useLocale } from '../lib/locale'
import type { RouterContext } from '../lib/router-context'
import { targetElement } from '../lib/dom-events'

// The header box's behaviours, loaded after the page is idle (app/routes/__root.tsx) so the first
// visit ships only the box's markup. Listeners are delegated from the document: they keep working
// when the header re-renders or the page changes language.
const BOX = '.search-box'
const INPUT = '.search-box__input'

/** Popups whose combobox is mounted or loading. */
const mounted = new WeakSet<Element>()

/** Mirrors the combobox's ARIA state on the input it drives (React renders the input's initial state only). */
function reflect(input: HTMLInputElement, { expanded, activeId }: ComboboxState): void {
  input.setAttribute('aria-expanded', String(expanded))
  if (activeId) input.setAttribute('aria-activedescendant', activeId)
  else input.removeAttribute('aria-activedescendant')
}

/** Loads the combobox (a chunk of its own) into the box's popup on the input's first focus. */
function mount(router: AnyRouter, input: HTMLInputElement): void {
  const popup = input.form?.querySelector('.search-box__popup')
  if (!popup || mounted.has(popup)) return
  mounted.add(popup)
  void import('../components/search-combobox').then(
    ({ default: SearchCombobox }) => {
      const ref = { current: input }
      const onState = (state: ComboboxState) => reflect(input, state)
      function Island() {
        const locale = useLocale()
        const action = usePageHref()('search')
        // One ref object for the island's life: the combobox attaches its listeners to it once.
        const stable = useMemo(() => ref, [])
        return <SearchCombobox input={stable} locale={locale} action={action} listId={SEARCH_LIST_ID} onState={onState} />
      }
      const { i18n } = router.options.context as RouterContext
      createRoot(popup).render(
        <RouterContextProvider router={router}>
          <I18nProvider i18n={i18n}>
            <Island />
          </I18nProvider>
        </RouterContextProvider>,
      )
    },
    // A failed chunk (a deploy in between): the form still submits to the /search page.
    () => mounted.delete(popup),
  )
}

/** Adds the `/` shortcut and the results as you type to the header's search box. */
export function enhanceSearchBox(router: AnyRouter): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return
    if (targetElement(event)?.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])')) return
    const input = document.querySelector(BOX)?.querySelector<HTMLInputElement>(INPUT)
    if (!input) return
    event.preventDefault()
    input.focus()
  })
  document.addEventListener('focusin', (event) => {
    const target = event.target
    if (target instanceof HTMLInputElement && target.matches(INPUT)) mount(router, target)
  })
  // A visitor who focused the box before this module loaded: load the results now (text already
  // typed is searched at once).
  const active = document.activeElement
  if (active instanceof HTMLInputElement && active.matches(INPUT)) mount(router, active)
  // A mark for tests: the box's behaviours are on.
  document.documentElement.dataset.search = ''
}
