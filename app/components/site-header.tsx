import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { FEATURE_IDS, solutionsFor } from '../../src/routing/availability'
import { MAIN_NAV, withAppParams } from '../../src/routing/nav'
import { getLocale } from '../../src/i18n/locales'
import { localizePath } from '../../src/i18n/paths'
import { FEATURES, NAV_LABELS, SOLUTIONS } from '../lib/messages'
import { localeParam, useLocale } from '../lib/locale'
import type { ShellInfo } from '../router'
import { AppLink } from './app-link'
import { Icon } from './icons'
import { LanguageSwitcher } from './language-switcher'

/** The header of the default layout: main, solutions and features menus, account buttons, switcher. */
export function SiteHeader({ info }: { info: ShellInfo }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const lp = localeParam(locale)
  const [menuOpen, setMenuOpen] = useState(false)
  const lang = getLocale(locale).value
  const register = withAppParams(info.register_url, lang)
  const login = withAppParams(info.login_url, lang)

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/{-$locale}" params={{ locale: lp }} className="brand" aria-label={t`${info.site_name} home`}>
          <Icon name="logo" size={28} />
          <span>{info.site_name}</span>
        </Link>
        <button
          type="button"
          className="site-header__burger"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label={menuOpen ? t`Close menu` : t`Open menu`}
          onClick={() => setMenuOpen((v) => !v)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
        </button>
        <nav id="site-nav" className={`site-nav${menuOpen ? ' site-nav--open' : ''}`} aria-label={t`Main`}>
          <details className="menu">
            <summary><Trans>Features</Trans></summary>
            <ul>
              {FEATURE_IDS.map((id) => (
                <li key={id}>
                  <AppLink href={`${localizePath(locale, '/')}#feature-${id}`}>{i18n._(FEATURES[id].name)}</AppLink>
                </li>
              ))}
            </ul>
          </details>
          <details className="menu">
            <summary><Trans>Solutions</Trans></summary>
            <ul>
              {solutionsFor(locale).map((id) => (
                <li key={id}>
                  <Link to="/{-$locale}/solutions/$id" params={{ locale: lp, id }}>{i18n._(SOLUTIONS[id].name)}</Link>
                </li>
              ))}
            </ul>
          </details>
          <Link to="/{-$locale}/pricing" params={{ locale: lp }}><Trans>Pricing</Trans></Link>
          <Link to="/{-$locale}/download" params={{ locale: lp }}><Trans>Download</Trans></Link>
          {MAIN_NAV.slice(0, 3).map((item) => (
            <AppLink key={item.key} href={localizePath(locale, item.to)}>{i18n._(NAV_LABELS[item.key])}</AppLink>
          ))}
        </nav>
        <div className="site-header__actions">
          <LanguageSwitcher placement="header" />
          {login && <a className="btn btn--ghost" href={login}><Trans>Log in</Trans></a>}
          {register && <a className="btn btn--primary" href={register}><Trans>Sign up free</Trans></a>}
        </div>
      </div>
    </header>
  )
}
