/** Pricing plans: ids, limits and USD prices (monthly, and per month when billed annually). */
export const PLANS = [
  { id: 'free', profiles: 5, members: 1, monthly: 0, annualMonthly: 0 },
  { id: 'starter', profiles: 50, members: 1, monthly: 9, annualMonthly: 7 },
  { id: 'team', profiles: 200, members: 5, monthly: 29, annualMonthly: 23 },
  { id: 'business', profiles: 1000, members: 50, monthly: 99, annualMonthly: 79 },
] as const

/** A plan id. */
export type PlanId = (typeof PLANS)[number]['id']
