import { Outlet, createFileRoute } from '@tanstack/react-router'
import { DefaultLayout } from '../../../components/default-layout'

/** The default layout: header and footer around the page. */
export const Route = createFileRoute('/{-$locale}/_site')({
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
})
