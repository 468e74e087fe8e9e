import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../../components/page-hero'
import { staticHead } from '../../../lib/head'
import { parseLocale } from '../../../lib/locale-params'

export const Route = createFileRoute('/{-$locale}/_site/about-us')({
  params: { parse: parseLocale },
  head: staticHead(msg`About us`),
  component: function AboutUs() {
    const { t } = useLingui()
    return (
      <>
        <PageHero title={t`About us`} lead={t`We build ProfileDeck for people whose work depends on running many accounts cleanly.`} />
        <div className="container prose">
          <h2><Trans>What we do</Trans></h2>
          <p><Trans>ProfileDeck is a desktop browser for Windows, macOS and Linux in which every account lives in its own profile: a separate fingerprint, separate cookies and storage, and its own proxy. Marketers, store owners, agencies and data teams use it to keep accounts apart and to share them safely inside a team.</Trans></p>
          <h2><Trans>How we work</Trans></h2>
          <p><Trans>We ship a new version every few weeks and publish every change in our release notes. Features come from conversations with users: the Synchronizer, the RPA designer and the Local API all started as support requests.</Trans></p>
          <h2><Trans>What we stand for</Trans></h2>
          <ul>
            <li><Trans>Consistency over tricks: a profile should look like one real device, every time.</Trans></li>
            <li><Trans>Your data stays yours: profiles are encrypted and you decide who on your team can open them.</Trans></li>
            <li><Trans>Legitimate use only: we do not support fraud or breaking the law.</Trans></li>
          </ul>
        </div>
      </>
    )
  },
})
