import { Outlet, createFileRoute } from '@tanstack/react-router'

/** The svg-sprite layout: a bare page for inspecting the icon sprite. */
export const Route = createFileRoute('/{-$locale}/_sprite')({
  component: () => (
    <main className="sprite-layout">
      <Outlet />
    </main>
  ),
})
