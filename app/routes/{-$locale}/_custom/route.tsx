import { Outlet, createFileRoute } from '@tanstack/react-router'

/** The custom layout: the page owns the whole screen (error pages). */
export const Route = createFileRoute('/{-$locale}/_custom')({ component: Outlet })
