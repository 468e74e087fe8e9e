import { keysOf } from '../lang/keys-of'

/**
 * SPEC 5 number format: `decimals` decimals (default 1), comma thousands, minus sign for negatives.
 * Trailing zeros of the decimals are kept so columns of prices line up.
 */
export function formatNumber(value: number, decimals = 1): string {
  if (!Number.isFinite(value)) return ''
  const fixed = Math.abs(value).toFixed(decimals)
  const [int, frac] = fixed.split('.')
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : ''
  return `${sign}${grouped}${frac ? `.${frac}` : ''}`
}

/** Currencies of SPEC 3 with their SPEC 9 symbols and placement. */
export const CURRENCIES = {
  USD: { symbol: '$', position: 'before' },
  BRL: { symbol: 'R$', position: 'before' },
  PLN: { symbol: 'zł', position: 'after' },
  VND: { symbol: '₫', position: 'after' },
} as const
export type Currency = keyof typeof CURRENCIES

/** The currency codes in table order (USD first: the default). */
export const CURRENCY_CODES: readonly Currency[] = keysOf(CURRENCIES)

/**
 * A price in a currency (SPEC 9): symbol before or after, and 1000 or more shown as thousands with K
 * (1500 → 1.5K). Whole amounts show no decimals; others two.
 */
export function formatPrice(amount: number, currency: Currency): string {
  const { symbol, position } = CURRENCIES[currency]
  const abs = Math.abs(amount)
  const body = abs >= 1000 ? `${formatNumber(amount / 1000, 1).replace(/\.0$/, '')}K` : formatNumber(amount, Number.isInteger(amount) ? 0 : 2)
  return position === 'before' ? `${symbol}${body}` : `${body} ${symbol}`
}
