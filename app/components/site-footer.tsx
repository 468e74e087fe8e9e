import { Trans, useLingui } from '@lingui/react/macro'
import { COMMUNITY_NAV } from '../../src/routing/nav'
import { localizePath } from '../../src/i18n/paths'
import { NAV_LABELS } from '../lib/messages'
import { useLocale } from '../lib/locale'
import type { ShellInfo } from '../router'
import { AppLink } from './app-link'
import { Icon } from './icons'
import { LanguageSwitcher } from './language-switcher'

/** The footer of the default layout. */
export function SiteFooter({ info }: { info: ShellInfo }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const to = (path: string) => localizePath(locale, path)
  const columns = [
    {
      title: t`Product`,
      links: [
        [t`Pricing`, '/pricing'],
        [t`Download`, '/download'],
        [t`Release notes`, '/release'],
        [t`Solutions`, '/solutions'],
        [t`Use cases`, '/use-cases'],
      ],
    },
    {
      title: t`Resources`,
      links: [
        [i18n._(NAV_LABELS.blog), '/blog'],
        [i18n._(NAV_LABELS.news), '/news'],
        [t`Guides`, '/guide'],
        [i18n._(NAV_LABELS.help), '/helps'],
        [t`FAQ`, '/faq'],
        [t`Useful links`, '/links'],
      ],
    },
    {
      title: t`Company`,
      links: [
        [i18n._(NAV_LABELS['about-us']), '/about-us'],
        [i18n._(NAV_LABELS.partner), '/partner'],
        [i18n._(NAV_LABELS['partner-plan']), '/partner-plan'],
        [t`Referral program`, '/referral-program'],
        [i18n._(NAV_LABELS['pre-sales']), '/pre-sales'],
      ],
    },
    {
      title: t`Legal`,
      links: [
        [t`Privacy policy`, '/privacy-policy'],
        [t`Terms of service`, '/terms-of-service'],
      ],
    },
  ] as const

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="site-footer__title">{col.title}</h2>
            <ul>
              {col.links.map(([label, path]) => (
                <li key={path}>
                  <AppLink href={to(path)}>{label}</AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="site-footer__title"><Trans>Community</Trans></h2>
          <ul>
            {COMMUNITY_NAV.map((item) => (
              <li key={item.key}>
                {item.external ? (
                  <a href={item.to} rel="noopener noreferrer" target="_blank">
                    <Icon name={item.key === 'video' ? 'youtube' : 'telegram'} size={16} /> {i18n._(NAV_LABELS[item.key])}
                  </a>
                ) : (
                  <AppLink href={to(item.to)}>
                    <Icon name="qrcode" size={16} /> {i18n._(NAV_LABELS[item.key])}
                  </AppLink>
                )}
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
