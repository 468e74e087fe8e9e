import { Trans, useLingui } from '@lingui/react/macro'
import type { Menu } from '#src/routing/nav'
import type { ShellInfo } from '../router'
import { LanguageSwitcher } from './language-switcher'
import { MenuLink, useMenu } from './menu-links'

/** One footer column: a menu of the registry under its heading. */
function FooterColumn({ menu, title, info }: { menu: Menu; title: string; info: ShellInfo }) {
  const entries = useMenu(menu, info)
  if (entries.length === 0) return null
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
    </nav>
  )
}

/** The footer of the default layout: the registry's footer menus and the language switcher. */
export function SiteFooter({ info }: { info: ShellInfo }) {
  const { t } = useLingui()
  const community = useMenu('community', info)
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <FooterColumn menu="product" title={t`Product`} info={info} />
        <FooterColumn menu="resources" title={t`Resources`} info={info} />
        <FooterColumn menu="company" title={t`Company`} info={info} />
        <FooterColumn menu="legal" title={t`Legal`} info={info} />
        <div>
          <h2 className="site-footer__title"><Trans>Community</Trans></h2>
          <ul>
            {community.map((entry, i) => (
              <li key={i}>
                <MenuLink entry={entry} />
              </li>
            ))}
          </ul>
          <LanguageSwitcher placement="footer" />
        </div>
      </div>
      <div className="container site-footer__bottom">
        <p>© 2026 {info.site_name}. <Trans>All rights reserved.</Trans></p>
      </div>
    </footer>
  )
}
