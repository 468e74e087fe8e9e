import { describe, expect, it } from 'vitest'
import { cheapestPaidPrice } from './plans'

const plan = (usd: number, brl = usd * 5) => ({ annualMonthly: { USD: usd, BRL: brl, PLN: usd * 4, VND: usd * 25000 } })

describe('cheapestPaidPrice', () => {
  it('is the lowest annual-per-month price of the paid plans', () => {
    expect(cheapestPaidPrice([plan(0), plan(29), plan(9), plan(99)], 'USD')).toBe(9)
    expect(cheapestPaidPrice([plan(0), plan(29), plan(9, 60)], 'BRL')).toBe(60)
  })
  it('ignores free plans and has no price when nothing is paid', () => {
    expect(cheapestPaidPrice([plan(0)], 'USD')).toBeUndefined()
    expect(cheapestPaidPrice([], 'USD')).toBeUndefined()
  })
})
