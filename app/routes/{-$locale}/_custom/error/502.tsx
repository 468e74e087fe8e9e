import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ErrorScreenView } from '../../../../components/error-screen'
import { noindexHead } from '../../../../lib/head'
import { localeParams } from '../../../../lib/route-params'

/** The standalone 502 error page (custom layout): the same screen as an application error. */
export const Route = createFileRoute('/{-$locale}/_custom/error/502')({
  params: localeParams,
  head: noindexHead(msg`Service unavailable`),
  component: ErrorScreenView,
})
