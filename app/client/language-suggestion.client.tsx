import { useRouter } from '@tanstack/react-router'
import { useEffect, useMemo, useState, type CSSProperties } from 'react'
import { localeHref } from '#src/i18n/hosts'
import { getLocale } from '#src/i18n/locales'
import { localeCookie } from '#src/i18n/negotiate'
import { SUGGESTION_TEXT, suggestedLocale } from '#src/i18n/suggestion'
import { AppLink } from '../components/app-link'
import { useSwitchTargets } from '../components/language-switcher'
import { useLocale } from '../lib/locale'
import { rememberLocale } from '../lib/locale-memory'
import { useShellState } from '../lib/shell-state'

// Inline styles, so the notice's CSS is in its own chunk and not in every page's stylesheet. Fixed
// over the page at the bottom left: it moves nothing (no layout shift) and never covers the page's
// heading, which a page starts with at the top, at any width. It leaves the bottom right to the
// floating buttons (at most 64 px wide with their margin) and rises above the mobile banner with them.
// Only its two controls take pointer events, so the page under its padding stays usable. It stays
// under the header's layer (z-index 20), so the menus the header opens cover it.
const BOX: CSSProperties = {
  position: 'fixed',
  left: 16,
  zIndex: 15,
  maxWidth: 'min(380px, calc(100vw - 96px))',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '8px 12px',
  padding: '12px 44px 12px 16px',
  background: 'var(--c-bg)',
  color: 'var(--c-text)',
  border: '1px solid var(--c-border)',
  borderRadius: 'var(--radius)',
  boxShadow: '0 4px 24px rgb(0 0 0 / 14%)',
  fontSize: 14,
  lineHeight: 1.4,
  pointerEvents: 'none',
}
/** The notice's distance from the bottom. */
const BOTTOM = 16
/**
 * Above the mobile banner (its height, styles.css's `--banner-height`, and a margin), by a
 * transform: the notice moves with no layout and no layout shift when the banner comes after it.
 */
const ABOVE_BANNER = 'translateY(calc(-16px - var(--banner-height)))'
const TEXT: CSSProperties = { margin: 0, flex: '1 1 100%' }
const LINK: CSSProperties = { pointerEvents: 'auto', fontWeight: 600, color: 'var(--c-brand-dark)' }
const CLOSE: CSSProperties = {
  pointerEvents: 'auto',
  position: 'absolute',
  top: 6,
  right: 6,
  width: 32,
  height: 32,
  padding: 0,
  border: 0,
  borderRadius: 8,
  background: 'transparent',
  color: 'var(--c-muted)',
  fontSize: 20,
  lineHeight: 1,
  cursor: 'pointer',
}

/**
 * The language suggestion (ADR 027), loaded after idle: for a visitor whose browser prefers another
 * site language than the page's and who never chose one (no `i18n_redirected` cookie), a small
 * notice written in that language, linking to this page there (the switcher's target, on its own
 * host when it has one). Following or dismissing it is a choice: it sets the cookie (the followed
 * language, or the page's), so it does not come back. Nothing of it is in the HTML.
 */
export function LanguageSuggestion() {
  const locale = useLocale()
  const { site } = useRouter().options.context
  const targets = useSwitchTargets()
  const { bannerShown } = useShellState()
  const [dismissed, setDismissed] = useState(false)
  // Read again on each language change: following the notice in place sets the cookie.
  const suggested = useMemo(() => suggestedLocale(locale, document.cookie, navigator.languages ?? [navigator.language]), [locale])
  useEffect(() => {
    // A mark for tests: the decision was made (a language, or none).
    document.documentElement.dataset.languageSuggestion = (!dismissed && suggested) || 'none'
  }, [suggested, dismissed])
  if (!suggested || dismissed) return null
  const words = SUGGESTION_TEXT[suggested]
  const { language } = getLocale(suggested)
  const href = localeHref(suggested, targets(suggested), site.hostLocale, site.origins)
  return (
    <aside
      className="language-suggestion"
      lang={language}
      aria-label={words.text}
      style={{ ...BOX, bottom: BOTTOM, transform: bannerShown ? ABOVE_BANNER : undefined }}
    >
      <p style={TEXT}>{words.text}</p>
      <AppLink href={href} hrefLang={language} style={LINK} onClick={() => rememberLocale(suggested, site.cookieSecure)}>
        {words.go}
      </AppLink>
      <button
        type="button"
        aria-label={words.close}
        style={CLOSE}
        onClick={() => {
          document.cookie = localeCookie(locale, site.cookieSecure)
          setDismissed(true)
        }}
      >
        ×
      </button>
    </aside>
  )
}
