import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../../components/page-hero'
import { staticHead } from '../../../lib/head'
import { parseLocale } from '../../../lib/locale-params'

export const Route = createFileRoute('/{-$locale}/_site/referral-program')({
  params: { parse: parseLocale },
  head: staticHead(msg`Referral program`),
  component: function Referral() {
    const { t } = useLingui()
    return (
      <>
        <PageHero title={t`Referral program`} lead={t`Invite people who need ProfileDeck and earn a share of what they pay.`} />
        <div className="container prose">
          <ol>
            <li><Trans>Sign in and copy your personal invite link from the account page.</Trans></li>
            <li><Trans>Share it. When someone registers through it, the invite code is attached to their account.</Trans></li>
            <li><Trans>Earn a commission on each of their payments, paid out monthly to your balance.</Trans></li>
          </ol>
          <p><Trans>Referral links stay valid for seven days after the first click, so people can take their time to decide.</Trans></p>
        </div>
      </>
    )
  },
})
