import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../../components/page-hero'
import { staticHead } from '../../../lib/head'
import { parseLocale } from '../../../lib/locale-params'

export const Route = createFileRoute('/{-$locale}/_site/partner-plan')({
  params: { parse: parseLocale },
  head: staticHead(msg`Partner plan`),
  component: function PartnerPlan() {
    const { t } = useLingui()
    return (
      <>
        <PageHero title={t`Partner plan`} lead={t`Proxy providers, tool makers and communities: bring ProfileDeck to your users and grow together.`} />
        <div className="container prose">
          <h2><Trans>Who it is for</Trans></h2>
          <p><Trans>Companies whose customers already run many accounts: proxy networks, CAPTCHA and automation tools, training academies and affiliate communities.</Trans></p>
          <h2><Trans>What partners get</Trans></h2>
          <ul>
            <li><Trans>A listing on our partner page in every language we publish in.</Trans></li>
            <li><Trans>A discount code for your audience and revenue share on the plans they buy.</Trans></li>
            <li><Trans>Early access to new versions and a direct line to our product team.</Trans></li>
          </ul>
          <h2><Trans>How to apply</Trans></h2>
          <p><Trans>Write to partners@profiledeck.com with your company, your audience and how your product is used together with ProfileDeck. We answer within three working days.</Trans></p>
        </div>
      </>
    )
  },
})
