import type { Currency } from './number'

/** What the cheapest-plan rule needs of a plan. */
export interface PricedPlan {
  readonly annualMonthly: Readonly<Record<Currency, number>>
}

/**
 * The "paid plans from …" price: the lowest monthly price, billed annually, among the plans that
 * cost something (the free plan does not count). Undefined when every plan is free.
 */
export function cheapestPaidPrice(plans: readonly PricedPlan[], currency: Currency): number | undefined {
  const paid = plans.map((p) => p.annualMonthly[currency]).filter((price) => price > 0)
  return paid.length > 0 ? Math.min(...paid) : undefined
}
