import QRCode from 'qrcode'
import { env } from './env.server'

let svg: Promise<string> | undefined

/**
 * The customer-service QR code of the Chinese site (SPEC 2.7) as an SVG, drawn by the `qrcode`
 * library from SERVICE_QR_URL once per process: a real, scannable code that follows the config.
 */
export async function serviceQrResponse(): Promise<Response> {
  svg ??= QRCode.toString(env.SERVICE_QR_URL, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#111827', light: '#ffffff' } })
  return new Response(await svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      // Not immutable: the URL stays the same when SERVICE_QR_URL changes.
      'cache-control': 'public, max-age=3600, s-maxage=86400',
      'x-content-type-options': 'nosniff',
    },
  })
}
