import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../../components/page-hero'
import { staticHead } from '../../../lib/head'
import { parseLocale } from '../../../lib/locale-params'

export const Route = createFileRoute('/{-$locale}/_site/faq')({
  params: { parse: parseLocale },
  head: staticHead(msg`Frequently asked questions`),
  component: function Faq() {
    const { t } = useLingui()
    const entries = [
      [t`What is a multi-account browser?`, t`It is a browser that keeps many separate profiles. Each profile has its own fingerprint, cookies, storage and proxy, so websites see each account as a different device.`],
      [t`Is ProfileDeck free?`, t`Yes. The free plan includes five profiles with every core feature. Paid plans add more profiles, team members and automation limits.`],
      [t`Do I need a proxy for every profile?`, t`Not always, but for accounts on the same platform you should give each profile its own proxy, located where the account is expected to be.`],
      [t`Can my team share profiles?`, t`Yes. Invite members, put profiles into groups and decide per group who can open, edit or transfer them.`],
      [t`Can I automate profiles?`, t`Yes. Use the no-code RPA designer, or start profiles through the Local API and control them with Puppeteer, Playwright or Selenium.`],
      [t`Which systems are supported?`, t`Windows 10 and 11, macOS 12 or later on Apple silicon and Intel, and 64-bit Linux.`],
    ] as const
    return (
      <>
        <PageHero title={t`Frequently asked questions`} />
        <div className="container faq">
          {entries.map(([q, a]) => (
            <details key={q} className="faq__item">
              <summary>{q}</summary>
              <p>{a}</p>
            </details>
          ))}
        </div>
      </>
    )
  },
})
