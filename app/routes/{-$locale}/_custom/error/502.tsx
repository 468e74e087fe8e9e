import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ErrorScreenView } from '../../../../components/error-screen'
import { noindexHead } from '../../../../lib/head'
import { parseLocale } from '../../../../lib/locale-params'

/** The standalone 502 error page (custom layout): the same screen as an application error. */
export const Route = createFileRoute('/{-$locale}/_custom/error/502')({
  params: { parse: parseLocale },
  head: noindexHead(msg`Service unavailable`),
  component: ErrorScreenView,
})
