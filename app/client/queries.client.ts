import { queryOptions } from '@tanstack/react-query'
import { cacheKey } from '#src/api/keys'
import type { LocaleCode } from '#src/i18n/locales'
import { getChatChoice, getChatConfig, getVisitorIp } from '../server/calls.functions'
import { getDownloads, getLatestVersion } from '../server/downloads.functions'
import type { VersionSystem } from '#src/product/downloads'

/**
 * The browser's calls as TanStack Query options, keyed by the wrapper's cache key (SPEC 7). The
 * client never refetches (app/router.tsx), so each call runs at most once per visit. The server
 * functions validate their responses with zod before sending them; the browser carries no zod.
 */

const VISITOR_IP = 'sys/config/ip/get-visitor-ip'
const LATEST = 'client/sys-client-version/get-latest-version'

/** SPEC 7 visitor IP (through the server). */
export const visitorIpQuery = () => queryOptions({ queryKey: [cacheKey('GET', VISITOR_IP)], queryFn: () => getVisitorIp() })

/** SPEC 7 chat-type config for a language. */
export const chatConfigQuery = (locale: LocaleCode) =>
  queryOptions({
    queryKey: [cacheKey('GET', 'chat-config', { locale, type: 'www' })],
    queryFn: () => getChatConfig({ data: { locale } }),
  })

/** SPEC 7 chat choose for a Chinese session. */
export const chatChoiceQuery = (ip: string) =>
  queryOptions({
    queryKey: [cacheKey('GET', 'third/chat/choose', { ip, lang: 'zh' })],
    queryFn: async () => (await getChatChoice({ data: { ip, lang: 'zh' } }))?.type ?? null,
  })

/** SPEC 7 latest client version of a system. */
export const latestVersionQuery = (system: VersionSystem, locale: LocaleCode) =>
  queryOptions({
    queryKey: [cacheKey('GET', LATEST, { system }), locale],
    queryFn: () => getLatestVersion({ data: { system, locale } }),
  })

/** The release content's installers (the fallback links). */
export const downloadsQuery = (locale: LocaleCode) =>
  queryOptions({ queryKey: [cacheKey('GET', 'release/downloads', { locale })], queryFn: () => getDownloads({ data: { locale } }) })
