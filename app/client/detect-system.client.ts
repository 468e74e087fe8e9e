import { downloadKeyFromAgent, downloadKeyFromHints, isBot } from '#src/product/detect'
import type { DownloadKey } from '#src/product/downloads'

/**
 * The visitor's download key: User-Agent Client Hints (architecture and bitness) where the browser
 * has them, else the User-Agent through bowser (loaded only then). Null: no guess.
 */
export async function detectDownloadKey(): Promise<DownloadKey | null> {
  const ua = navigator.userAgent
  if (isBot(ua)) return null
  const data = navigator.userAgentData
  if (data?.getHighEntropyValues) {
    try {
      const values = await data.getHighEntropyValues(['architecture', 'bitness', 'platform'])
      const platform = values.platform || data.platform
      // An empty platform (an overridden User-Agent, a privacy setting) says nothing: ask the UA.
      if (platform) return downloadKeyFromHints({ platform, architecture: values.architecture, bitness: values.bitness, mobile: data.mobile })
    } catch {
      // Hints refused: the User-Agent still tells the OS.
    }
  }
  const { default: Bowser } = await import('bowser')
  const parser = Bowser.getParser(ua)
  return downloadKeyFromAgent({ osName: parser.getOSName(), platformType: parser.getPlatformType(), ua })
}
