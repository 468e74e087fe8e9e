import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Menu } from '#src/routing/menus'
import type { ShellInfo } from '../lib/router-context'
import { LanguageSwitcher } from './language-switcher'
import { MenuLink, useMenu } from './menu-links'

/** One footer column: a menu of the registry under its heading. */
function FooterColumn({ menu, title, info, children }: { menu: Menu; title: string; info: ShellInfo; children?: ReactNode }) {
  const entries = useMenu(menu, info)
  if (entries.length === 0 && !children) return null
  return (
    <nav aria-label={title}>
      <h2 className="site-footer__title">{title}</h2>
      <ul>
        {entries.map((entry, i) => (
          <li key={i}>
            <MenuLink entry={entry} />
          </li>
        ))}
      </ul>
      {children}
    </nav>
  )
}

/** The footer of the default layout: the registry's footer menus and the language switcher. */
export function SiteFooter({ info }: { info: ShellInfo }) {
  const { t } = useLingui()
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <FooterColumn menu="product" title={t`Product`} info={info} />
        <FooterColumn menu="resources" title={t`Resources`} info={info} />
        <FooterColumn menu="company" title={t`Company`} info={info} />
        <FooterColumn menu="legal" title={t`Legal`} info={info} />
        <FooterColumn menu="community" title={t`Community`} info={info}>
          <LanguageSwitcher placement="footer" />
        </FooterColumn>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © 2026 {info.site_name}. <Trans>All rights reserved.</Trans>
        </p>
      </div>
    </footer>
  )
}
