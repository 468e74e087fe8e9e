import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { localizePath } from '../../../../src/i18n/paths'
import { AppLink } from '../../../components/app-link'
import { PageHero } from '../../../components/page-hero'
import { staticHead } from '../../../lib/head'
import { useLocale } from '../../../lib/locale'
import { parseLocale } from '../../../lib/locale-params'

export const Route = createFileRoute('/{-$locale}/_site/links')({
  params: { parse: parseLocale },
  head: staticHead(msg`Useful links`),
  component: function Links() {
    const { t } = useLingui()
    const locale = useLocale()
    const groups = [
      { title: t`Get started`, links: [[t`Download the client`, '/download'], [t`Create your first profile`, '/guide/create-first-profile'], [t`Pricing`, '/pricing']] },
      { title: t`Learn`, links: [[t`Guides`, '/guide'], [t`Blog`, '/blog'], [t`Help center`, '/helps'], [t`Release notes`, '/release']] },
      { title: t`Work with us`, links: [[t`Partners`, '/partner'], [t`Partner plan`, '/partner-plan'], [t`Referral program`, '/referral-program'], [t`Pre-sales`, '/pre-sales']] },
      { title: t`Legal`, links: [[t`Privacy policy`, '/privacy-policy'], [t`Terms of service`, '/terms-of-service']] },
    ] as const
    return (
      <>
        <PageHero title={t`Useful links`} lead={t`Everything on this site, in one place.`} />
        <div className="container links-grid">
          {groups.map((g) => (
            <section key={g.title}>
              <h2>{g.title}</h2>
              <ul className="link-list">
                {g.links.map(([label, path]) => (
                  <li key={path}><AppLink href={localizePath(locale, path)}>{label}</AppLink></li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </>
    )
  },
})
