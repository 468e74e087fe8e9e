import { useLingui } from '@lingui/react/macro'
import { MAX_QUERY_LENGTH } from '#src/search/tokenizer'
import { Icon } from './icons'
import { usePageHref } from './page-link'

/** Ids shared by the input and the combobox's list. */
export const SEARCH_LIST_ID = 'site-search-list'

/**
 * The header's search box, as plain markup: a GET form to the /search page whose field is a
 * magnifier-sized pill until it has focus (on phones it then opens as a strip under the bar). A tap
 * focuses it natively, so it answers before hydration and without JavaScript, and while the page
 * hydrates React keeps off the whole box (`data-native-control`, app/lib/native-controls.ts): on a
 * phone the field moves under the bar as it takes focus, so the same tap's `mouseup` and `click`
 * land on the mark and the box that take its place. It costs the first
 * visit no behaviour code: after the page is idle `app/client/search-box.client.tsx` adds the `/`
 * shortcut, and the box's first focus loads the combobox that shows results as the visitor types
 * (into `.search-box__popup`). Until then the form submits to the /search page.
 */
export function SearchBox() {
  const { t } = useLingui()
  const action = usePageHref()('search')
  return (
    <div className="search-box" data-native-control="">
      {/* On phones, the pill's place in the bar while the field is open under it. */}
      <Icon name="search" className="search-box__mark" />
      <form id="site-search" role="search" action={action} method="get" className="search-box__form">
        {/* The field is a magnifier-sized pill in the bar until it has focus or text (ADR 023). */}
        <Icon name="search" size={18} className="search-box__icon" />
        {/* type="text": HTML allows the combobox role on a text input, not on type="search". */}
        <input
          type="text"
          name="q"
          role="combobox"
          aria-label={t`Search the site`}
          aria-autocomplete="list"
          aria-controls={SEARCH_LIST_ID}
          aria-expanded="false"
          aria-keyshortcuts="/"
          placeholder={t`Search`}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          className="search-box__input"
        />
        <kbd className="search-box__hint" aria-hidden="true">
          /
        </kbd>
        {/* The combobox's own React root: React renders nothing here, so it never touches it. */}
        <div className="search-box__popup" />
      </form>
    </div>
  )
}
