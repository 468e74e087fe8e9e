import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Icon } from '../../../components/icons'
import { ICONS } from '../../../components/icon-table'
import { noindexHead } from '../../../lib/head'
import { localeParams } from '../../../lib/route-params'
import { keysOf } from '#src/lang/keys-of'

/** Every icon of the sprite with its name (svg-sprite layout). */
export const Route = createFileRoute('/{-$locale}/_sprite/_icons')({
  params: localeParams,
  head: noindexHead(msg`Icons`),
  component: function Icons() {
    return (
      <>
        <h1>
          <Trans>Icons</Trans>
        </h1>
        <ul className="icon-grid">
          {keysOf(ICONS).map((name) => (
            <li key={name} data-icon={name}>
              <Icon name={name} size={32} />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </>
    )
  },
})
