import { describe, expect, it } from 'vitest'
import { downloadKeyFromAgent, downloadKeyFromHints } from './detect'

const WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
const WIN32 = 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'

describe('downloadKeyFromHints', () => {
  it.each([
    [{ platform: 'Windows', architecture: 'x86', bitness: '64' }, 'down-windows-64'],
    [{ platform: 'Windows', architecture: 'x86', bitness: '32' }, 'down-windows-32'],
    [{ platform: 'Windows', architecture: 'arm', bitness: '64' }, 'down-windows-64'],
    [{ platform: 'macOS', architecture: 'arm', bitness: '64' }, 'down-macos-apple'],
    [{ platform: 'macOS', architecture: 'x86', bitness: '64' }, 'down-macos-inter'],
    [{ platform: 'Linux', architecture: 'x86', bitness: '64' }, 'down-linux-64'],
    [{ platform: 'Linux', architecture: 'arm', bitness: '64' }, null],
    [{ platform: 'Android', architecture: 'arm', mobile: true }, null],
    [{ platform: 'Chrome OS', architecture: 'x86', bitness: '64' }, null],
  ])('%o → %s', (hints, key) => expect(downloadKeyFromHints(hints)).toBe(key))
})

describe('downloadKeyFromAgent', () => {
  it.each([
    [{ osName: 'Windows', platformType: 'desktop', ua: WIN }, 'down-windows-64'],
    [{ osName: 'Windows', platformType: 'desktop', ua: WIN32 }, 'down-windows-32'],
    [{ osName: 'macOS', platformType: 'desktop', ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)' }, 'down-macos-inter'],
    [{ osName: 'Linux', platformType: 'desktop', ua: LINUX }, 'down-linux-64'],
    [{ osName: 'Android', platformType: 'mobile', ua: 'Mozilla/5.0 (Linux; Android 14)' }, null],
    [{ osName: 'iOS', platformType: 'mobile', ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' }, null],
    [{ osName: 'Windows', platformType: 'desktop', ua: `${WIN} bingbot/2.0` }, null],
    [{ osName: undefined, platformType: undefined, ua: 'curl/8' }, null],
  ])('%o → %s', (agent, key) => expect(downloadKeyFromAgent(agent)).toBe(key))
})
