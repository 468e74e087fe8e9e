import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, type ReactNode, type RefObject } from 'react'
import { FEATURE_IDS, solutionsFor } from '#src/routing/availability'
import { withAppParams } from '#src/routing/app-links'
import { FEATURES, SOLUTIONS } from '../lib/messages'
import { useAppLanguage } from '../lib/app-language'
import { useDisclosure } from '../lib/use-dismiss'
import { useLocale } from '../lib/locale'
import type { ShellInfo } from '../lib/router-context'
import { Icon } from './icons'
import { HEADER_PANELS, LanguageSwitcher } from './language-switcher'
import { MenuLink, useMenu } from './menu-links'
import { PageLink } from './page-link'
import { SearchBox } from './search-box'

/** The header of the default layout: main, solutions and features menus, account buttons, switcher. */
export function SiteHeader({ info }: { info: ShellInfo }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  // SPEC 5 `lang`: the app's tag for the page's language, or the visitor's when the app lacks it.
  const lang = useAppLanguage(locale)
  const register = withAppParams(info.register_url, lang)
  const login = withAppParams(info.login_url, lang)
  const bar = useMenu('header', info)
  const row = useRef<HTMLDivElement>(null)
  const burger = useRef<HTMLDetailsElement>(null)
  // The burger is a disclosure whose panel (the nav) lies beside it in the bar: a press anywhere in
  // the bar is not outside it (the language list, in the same group, closes it natively).
  const { open: menuOpen } = useDisclosure(burger, row)
  const nav = useRef<HTMLElement>(null)

  return (
    <header className="site-header">
      <div className="container site-header__bar" ref={row}>
        <PageLink to="home" className="brand" aria-label={t`${info.site_name} home`}>
          <Icon name="logo" size={28} />
          <span>{info.site_name}</span>
        </PageLink>
        {/* A native toggle (ADR 059): it opens the panel on the first tap, before hydration too. Its
            content is the summary alone; the open state shows the nav beside it (CSS). */}
        <details className="site-menu" name={HEADER_PANELS} ref={burger}>
          <summary className="site-header__burger" aria-controls="site-nav" aria-label={menuOpen ? t`Close menu` : t`Open menu`}>
            <Icon name="menu" className="site-header__burger-open" />
            <Icon name="close" className="site-header__burger-close" />
          </summary>
        </details>
        <nav id="site-nav" ref={nav} className="site-nav" aria-label={t`Main`}>
          <Dropdown label={<Trans>Features</Trans>} nav={nav}>
            {FEATURE_IDS.map((id) => (
              <li key={id}>
                <PageLink to="home" hash={`feature-${id}`} data-track={`nav-feature-${id}`}>
                  {i18n._(FEATURES[id].name)}
                </PageLink>
              </li>
            ))}
          </Dropdown>
          <Dropdown label={<Trans>Solutions</Trans>} nav={nav}>
            {solutionsFor(locale).map((id) => (
              <li key={id}>
                <PageLink to="solution" params={{ id }} orHome data-track={`nav-solution-${id}`}>
                  {i18n._(SOLUTIONS[id].name)}
                </PageLink>
              </li>
            ))}
          </Dropdown>
          {bar.map((entry, i) => (
            <MenuLink key={i} entry={entry} />
          ))}
          {(login || register) && (
            <div className="site-nav__account">
              {login && (
                <a className="btn btn--ghost" href={login} data-app-link={info.login_url} data-track="menu-login">
                  <Trans>Log in</Trans>
                </a>
              )}
              {register && (
                <a className="btn btn--primary site-nav__register" href={register} data-app-link={info.register_url} data-track="menu-register">
                  <Trans>Sign up free</Trans>
                </a>
              )}
            </div>
          )}
        </nav>
        <div className="site-header__actions">
          <SearchBox />
          <LanguageSwitcher placement="header" />
          {/* Short labels: the bar must hold one row in every language (ADR 023); the menu panel
              carries the account links on phones, where the bar has no room for them. */}
          {login && (
            <a className="btn btn--ghost site-header__login" href={login} data-app-link={info.login_url} data-track="header-login">
              <Trans>Log in</Trans>
            </a>
          )}
          {register && (
            <a className="btn btn--primary site-header__register" href={register} data-app-link={info.register_url} data-track="header-register">
              <Trans>Sign up</Trans>
            </a>
          )}
        </div>
      </div>
    </header>
  )
}

/**
 * One of the bar's dropdowns: a native disclosure (it opens before hydration too), one open at a
 * time; once hydrated it closes on Escape, a press outside the nav, or a page chosen. A press in
 * the nav is not outside: in the phone panel, closing the dropdown under a finger that is tapping a
 * link below it would move the link away before the click.
 */
function Dropdown({ label, nav, children }: { label: ReactNode; nav: RefObject<HTMLElement | null>; children: ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null)
  useDisclosure(menu, nav)
  return (
    <details className="menu" name="site-nav-dropdown" ref={menu}>
      <summary>{label}</summary>
      <ul>{children}</ul>
    </details>
  )
}
