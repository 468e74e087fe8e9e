import { useLingui } from '@lingui/react/macro'
import { useMatches, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { localeHref } from '../../src/i18n/hosts'
import { LOCALES, type LocaleCode } from '../../src/i18n/locales'
import { splitLocalePath } from '../../src/i18n/paths'
import { rememberLocale } from '../lib/locale-memory'
import { switchTarget } from '../../src/routing/switch'
import { useLocale } from '../lib/locale'
import { AppLink } from './app-link'
import { Icon } from './icons'

/** Leaf loaders may say in which locales their page exists. */
function useAvailableIn(): readonly LocaleCode[] | undefined {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData as { availableIn?: readonly LocaleCode[] } | undefined
    if (data?.availableIn) return data.availableIn
  }
  return undefined
}

/** The 14 languages in their own names, each an `<a href hreflang>` to this page in that language. */
export function LanguageSwitcher({ placement }: { placement: 'header' | 'footer' }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const availableIn = useAvailableIn()
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const { site } = router.options.context
  const { rest } = splitLocalePath(pathname, site.hostLocale)

  useEffect(() => {
    if (!open) return
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('click', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('click', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  const links = LOCALES.map((l) => {
    return { ...l, href: localeHref(l.code, switchTarget(rest, l.code, availableIn), site.hostLocale, site.origins) }
  })

  const current = LOCALES.find((l) => l.code === locale)
  return (
    <div className={`lang-switcher lang-switcher--${placement}`} ref={ref}>
      <button
        type="button"
        className="lang-switcher__toggle"
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={t`Choose language`}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name="globe" />
        <span>{current?.name}</span>
        <Icon name="chevron-down" size={16} />
      </button>
      <ul className="lang-switcher__list" hidden={!open}>
        {links.map((l) => (
          <li key={l.code}>
            {/* Same-host targets switch in place (only the target catalog loads); other hosts reload. */}
            <AppLink
              href={l.href}
              hrefLang={l.language}
              lang={l.language}
              aria-current={l.code === locale ? 'true' : undefined}
              onClick={() => {
                // SPEC 4: the chosen language is remembered for `/` (cookie) and for the app (myLocale).
                rememberLocale(l.code, site.cookieSecure)
                setOpen(false)
              }}
            >
              {l.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
