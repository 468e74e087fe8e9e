import { useLingui } from '@lingui/react/macro'
import { useMatches, useRouter } from '@tanstack/react-router'
import { useRef } from 'react'
import { localeHref } from '#src/i18n/hosts'
import { LOCALES, type LocaleCode } from '#src/i18n/locales'
import { rememberLocale } from '../lib/locale-memory'
import { useLocale } from '../lib/locale'
import { pageMetaOf, switchTargetOf } from '../lib/page-meta'
import { AppLink } from './app-link'
import { Icon } from './icons'
import { useDisclosure } from '../lib/use-dismiss'

/**
 * The header's exclusive group of disclosures (the burger and the language list): opening one
 * closes the other, natively.
 */
export const HEADER_PANELS = 'site-header-panel'

/**
 * Where each language's link goes from this page (a locale-free path): computed on the server from
 * the page registry (`switchTarget`: the same page, SPEC 2.5's section rules, else the nearest page
 * the language has). A page without that data (a 404) links every language to its home.
 */
export function useSwitchTargets(): (locale: LocaleCode) => string {
  const meta = pageMetaOf(useMatches())
  return (locale) => switchTargetOf(meta, locale)
}

/**
 * The 14 languages in their own names, each an `<a href hreflang>` to this page in that language, in
 * a native disclosure (ADR 059): the list opens on the first tap, before hydration too.
 */
export function LanguageSwitcher({ placement }: { placement: 'header' | 'footer' }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const targets = useSwitchTargets()
  const ref = useRef<HTMLDetailsElement>(null)
  const { site } = router.options.context
  const { close } = useDisclosure(ref)

  const links = LOCALES.map((l) => {
    return { ...l, href: localeHref(l.code, targets(l.code), site.hostLocale, site.origins) }
  })

  const current = LOCALES.find((l) => l.code === locale)
  return (
    <details className={`lang-switcher lang-switcher--${placement}`} name={placement === 'header' ? HEADER_PANELS : undefined} ref={ref}>
      <summary className="lang-switcher__toggle" aria-label={t`Choose language`}>
        <Icon name="globe" />
        <span>{current?.name}</span>
        <Icon name="chevron-down" size={16} />
      </summary>
      <ul className="lang-switcher__list">
        {links.map((l) => (
          <li key={l.code}>
            {/* Same-host targets switch in place (only the target catalog loads); other hosts reload. */}
            <AppLink
              href={l.href}
              hrefLang={l.language}
              lang={l.language}
              data-track={`switcher-${placement}-${l.code}`}
              aria-current={l.code === locale ? 'true' : undefined}
              onClick={() => {
                // SPEC 4: the chosen language is remembered for `/` (cookie) and for the app (myLocale).
                rememberLocale(l.code, site.cookieSecure)
                close()
              }}
            >
              {l.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </details>
  )
}
