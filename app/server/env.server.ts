import { z } from 'zod'
import type { CacheConfig } from '#src/http/cache'
import { cspSourcesFor, parseOrigins, type CspSources } from '#src/http/security-headers'
import { accessSync, constants, mkdirSync } from 'node:fs'
import { isLoopbackOrigin, originProblems, trackingProblems } from '#src/config/deploy-checks'
import { parseDsn } from '#src/errors/dsn'
import { parseLocaleOrigins, type SiteOrigins } from '#src/i18n/hosts'
import { errorMessage } from '#src/lang/error-message'

/**
 * The server's configuration, parsed once at start-up. A bad value stops the server with one line
 * per problem naming the variable, rather than failing on some later request; so does a
 * configuration that would ship a broken site (`src/config/deploy-checks.ts`, ADR 025).
 */
const schema = z.object({
  /** Origin of the default domain (en and every prefixed locale). */
  SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  /** Locales with a host of their own: `zh=http://zh.localhost:3000,…`. */
  LOCALE_ORIGINS: z.string().default('zh=http://zh.localhost:3000'),
  /** Upstream API base URL; unset means respond from embedded content. */
  API_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** CMS API base URL for content (docs/content.md, "The Content API"); unset means the embedded `content/` files. */
  CONTENT_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How long content from CONTENT_API_URL is reused, in ms. */
  CONTENT_TTL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /** Host serving the desktop installers (`<base>/<version>/<file>`). */
  DOWNLOAD_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://download.profiledeck.com'),
  /** Mark the locale cookie Secure (SPEC 4: "secure only if configured"); default: when SITE_URL is https. */
  LOCALE_COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  /**
   * Query parameters that make a different page and so stay in canonical URLs (comma-separated);
   * everything else (utm_*, bd_vid, session ids…) is dropped from them.
   */
  CANONICAL_QUERY_PARAMS: z
    .string()
    .regex(/^[A-Za-z0-9_.-]+(,[A-Za-z0-9_.-]+)*$/, 'expected names separated by commas, e.g. page,sort')
    .default('page'),
  /**
   * Reverse proxies whose `X-Forwarded-For` is believed (comma-separated addresses or IPv4 CIDR
   * ranges); from anyone else the connection's address is the visitor's. The one rule of every
   * per-client limit and forwarded address (client-address.server.ts).
   */
  TRUSTED_PROXIES: z
    .string()
    .regex(/^[0-9A-Fa-f.:/]+(,[0-9A-Fa-f.:/]+)*$/, 'expected addresses or CIDR ranges separated by commas')
    .optional(),
  /** Path of the upstream chat-type config call (SPEC 7 does not name it). */
  CHAT_CONFIG_PATH: z
    .string()
    .regex(/^[A-Za-z0-9_./-]+$/)
    .default('sys/config/chat/get-chat-type'),
  /** A visitor address for which the chat config is not asked (SPEC 7: "skipped for one specific IP"). */
  CHAT_SKIP_IP: z.string().max(64).optional(),
  /** Google Identity Services client id; one-tap sign-in is off without it. */
  GOOGLE_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]+$/)
    .optional(),
  /** Where a visitor signed in by one-tap goes, with the one-time `token` added. */
  APP_URL: z.url({ protocol: /^https?$/ }).default('https://app.profiledeck.com/login'),
  /** Google's one-tap script (tests point it to a local stub). */
  GSI_SCRIPT_URL: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com/gsi/client'),
  /** Timeout of one upstream call, in ms. */
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Seconds a shared cache (CDN) keeps a page, sitemap or feed (`s-maxage`). */
  CACHE_S_MAXAGE: z.coerce.number().int().min(0).max(31_536_000).default(300),
  /** Seconds after that a shared cache may serve it stale while it refetches (`stale-while-revalidate`). */
  CACHE_STALE_WHILE_REVALIDATE: z.coerce.number().int().min(0).max(31_536_000).default(86_400),
  /** What the Chinese site's customer-service QR code opens (SPEC 2.7), e.g. a WeChat Work contact link. */
  SERVICE_QR_URL: z.url({ protocol: /^https?$/ }).default('https://work.weixin.qq.com/kfid/kfc-profiledeck'),
  /**
   * Where the browser posts encrypted tracking batches (SPEC 7's statistics endpoint). Unset: the
   * embedded collector at /api/collect, which stores what it receives in TRACKING_DATA_DIR.
   */
  TRACKING_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** PEM public key the browser encrypts batch keys with (required with TRACKING_ENDPOINT). */
  TRACKING_PUBLIC_KEY: z.string().includes('PUBLIC KEY').optional(),
  /** PEM private key of the embedded collector (with TRACKING_PUBLIC_KEY; unset: a development pair is made). */
  TRACKING_PRIVATE_KEY: z.string().includes('PRIVATE KEY').optional(),
  /** Base URL of the attribution calls (record-source, ref/set, record-data/log); unset: the embedded collector. */
  TRACKING_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Folder of the embedded collector's database and development key pair. */
  TRACKING_DATA_DIR: z.string().min(1).default('.data'),
  /** Posts the embedded collector takes from one client address per minute (more: 429). */
  TRACKING_POSTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** Honour the browser's Global Privacy Control signal: no tracking, no device id. */
  TRACKING_RESPECT_GPC: z.enum(['true', 'false']).default('true'),
  /**
   * Where the browser sends each page view's web vitals (ADR 024). Unset: the embedded collector at
   * /api/vitals, which stores them beside the tracking events in TRACKING_DATA_DIR.
   */
  VITALS_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** Share of page views whose vitals are measured and sent, 0 to 1 (decided per page view). */
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  /**
   * Where server and browser errors are reported (ADR 026): a Sentry DSN of sentry.io, a self-hosted
   * Sentry or any compatible ingest. Unset: errors are only logged, as before.
   */
  SENTRY_DSN: z
    .string()
    .refine((v) => parseDsn(v) !== undefined, 'expected a Sentry DSN, https://<key>@<host>/<project id>')
    .optional(),
  /**
   * The bearer token a Prometheus scraper sends to read `/metrics` (ADR 050); unset, `/metrics` does
   * not exist. Long and random: it guards the server's figures.
   */
  METRICS_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9._~+/=-]{24,256}$/, 'expected at least 24 characters of letters, digits or . _ ~ + / = -')
    .optional(),
  /** The environment reports are filed under (production, staging…). */
  SENTRY_ENVIRONMENT: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'expected a name of letters, digits, _ . or -')
    .default('production'),
  /** Seconds a shared cache keeps a 404. */
  CACHE_NOT_FOUND_S_MAXAGE: z.coerce.number().int().min(0).max(31_536_000).default(60),
  /** Searches one client may make per minute (the search page and the header box together). */
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /** Searches one client may make at once before the per-minute rate applies. */
  SEARCH_RATE_LIMIT_BURST: z.coerce.number().int().min(1).max(100_000).default(40),
  /** Origins of the chat provider's widget (comma-separated): allowed to connect, frame, style and load images (ADR 015). */
  CSP_CHAT_ORIGINS: z.string().optional(),
  /**
   * Bytes the in-process HTML cache may hold (ADR 015): anonymous public pages, cached for the shorter
   * of CACHE_S_MAXAGE and CONTENT_TTL_MS. 0 turns the cache off.
   */
  HTML_CACHE_MAX_BYTES: z.coerce.number().int().min(0).max(4_294_967_296).default(134_217_728),
  /** The least severe log lines written (JSON, one per line, to stdout): `info` includes one line per response. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * OpenTelemetry's OTLP/HTTP endpoint (a collector's `http://host:4318`): set, the server sends a
   * trace of each request there (ADR 056); unset, it traces nothing. The exporter reads the other
   * `OTEL_EXPORTER_OTLP_*` settings (headers, timeout) itself.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** The endpoint of traces alone, when it is not `<OTEL_EXPORTER_OTLP_ENDPOINT>/v1/traces`. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** The OTLP encoding: JSON over HTTP is the one this server sends. */
  OTEL_EXPORTER_OTLP_PROTOCOL: z.literal('http/json', 'expected http/json, the one OTLP encoding this server sends').optional(),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: z.literal('http/json', 'expected http/json, the one OTLP encoding this server sends').optional(),
  /** The service name traces carry. */
  OTEL_SERVICE_NAME: z.string().min(1).max(128).default('profiledeck-site'),
  /** Share of new traces kept, 0 to 1; a trusted proxy's sampling decision is followed. */
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
  /** Milliseconds between two exports of finished spans. */
  OTEL_BSP_SCHEDULE_DELAY: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** `true`: the Content-Security-Policy is only reported by browsers, not enforced (for a careful roll-out). */
  CSP_REPORT_ONLY: z.enum(['true', 'false']).default('false'),
})

/** A configuration the server must not start with: one line per problem, each naming its variable. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.map((p) => `Invalid environment: ${p}`).join('\n'))
    this.name = 'ConfigError'
  }
}

/** One line: an operator reads the first line of a failed start, and a multi-line zod message would hide the rest. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The configuration from `vars` (process.env at start-up), or a `ConfigError` listing every problem. */
export function readEnv(vars: Record<string, string | undefined>) {
  const result = schema.safeParse(Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== '')))
  if (!result.success) throw new ConfigError(result.error.issues.map((i) => oneLine(`${i.path.join('.')}: ${i.message}`)))
  let byLocale: SiteOrigins['byLocale']
  try {
    byLocale = parseLocaleOrigins(result.data.LOCALE_ORIGINS)
  } catch (error) {
    throw new ConfigError([oneLine(errorMessage(error))])
  }
  const origins: SiteOrigins = { main: new URL(result.data.SITE_URL).origin, byLocale }
  // A public site with a language on loopback, or two languages on one host (ADR 025).
  const problems = originProblems(origins)
  if (result.data.TRACKING_ENDPOINT && !result.data.TRACKING_PUBLIC_KEY) {
    problems.push("TRACKING_PUBLIC_KEY: required when TRACKING_ENDPOINT is set (the statistics provider's public key)")
  }
  problems.push(
    ...trackingProblems({
      publicSite: !isLoopbackOrigin(origins.main),
      trackingEndpoint: result.data.TRACKING_ENDPOINT,
      trackingPublicKey: result.data.TRACKING_PUBLIC_KEY,
      vitalsEndpoint: result.data.VITALS_ENDPOINT,
      vitalsSampled: result.data.VITALS_SAMPLE_RATE > 0,
      vercel: vars.VERCEL === '1',
    }),
  )
  if (Boolean(result.data.TRACKING_PUBLIC_KEY) !== Boolean(result.data.TRACKING_PRIVATE_KEY) && !result.data.TRACKING_ENDPOINT) {
    problems.push('TRACKING_PRIVATE_KEY: the embedded collector needs both TRACKING_PUBLIC_KEY and TRACKING_PRIVATE_KEY, or neither')
  }
  let csp: CspSources | undefined
  try {
    csp = cspSourcesFor({
      gsiScriptUrl: result.data.GOOGLE_CLIENT_ID ? result.data.GSI_SCRIPT_URL : undefined,
      trackingEndpoint: result.data.TRACKING_ENDPOINT,
      trackingApiUrl: result.data.TRACKING_API_URL,
      vitalsEndpoint: result.data.VITALS_ENDPOINT,
      errorReportingDsn: result.data.SENTRY_DSN,
      chatOrigins: parseOrigins(result.data.CSP_CHAT_ORIGINS, 'CSP_CHAT_ORIGINS'),
    })
  } catch (error) {
    problems.push(oneLine(errorMessage(error)))
  }
  if (problems.length > 0 || !csp) throw new ConfigError(problems)
  const cookieSecure = result.data.LOCALE_COOKIE_SECURE ? result.data.LOCALE_COOKIE_SECURE === 'true' : result.data.SITE_URL.startsWith('https:')
  const canonicalParams = result.data.CANONICAL_QUERY_PARAMS.split(',')
  const cache: CacheConfig = {
    sMaxAge: result.data.CACHE_S_MAXAGE,
    staleWhileRevalidate: result.data.CACHE_STALE_WHILE_REVALIDATE,
    notFoundSMaxAge: result.data.CACHE_NOT_FOUND_S_MAXAGE,
  }
  const trustedProxies = result.data.TRUSTED_PROXIES?.split(',') ?? []
  const https = result.data.SITE_URL.startsWith('https:')
  return { ...result.data, origins, cookieSecure, canonicalParams, cache, trustedProxies, https, csp }
}

/** The parsed configuration (`readEnv`'s result). */
export type Env = ReturnType<typeof readEnv>

/**
 * Settings earlier versions read and this one does not, each with what replaced it: printed once at
 * start-up (lifecycle.server.ts), so a deploy that still sets one learns why it has no effect.
 */
const RETIRED: Readonly<Record<string, string>> = {
  RENDER_THREAD: 'pages render in the server process; for more cores build with NITRO_PRESET=node-cluster (docs/operations.md)',
  RENDER_THREAD_HEAP_MB: 'there is no render thread; bound the process with NODE_OPTIONS=--max-old-space-size (docs/operations.md)',
  SERVER_SHUTDOWN_DELAY: 'give the container a preStop hook that sleeps that long instead (docs/operations.md)',
  TRUST_PROXY:
    'every per-client limit and forwarded address reads X-Forwarded-For only from TRUSTED_PROXIES; list your proxies or load balancer there (docs/configuration.md)',
}

/** One warning per retired setting found in `vars`. */
export function retiredVariables(vars: Record<string, string | undefined>): string[] {
  return Object.entries(RETIRED)
    .filter(([name]) => vars[name] !== undefined && vars[name] !== '')
    .map(([name, instead]) => `${name} is no longer read: ${instead}.`)
}

/**
 * The embedded collector's folder, when this server stores anything there (events without
 * TRACKING_ENDPOINT, vitals without VITALS_ENDPOINT): it must be a folder the process can write, or
 * the collector would fail on the first visitor's event instead of at start-up (a read-only root
 * filesystem without a volume, a path through a file).
 */
export function dataDirProblems(config: Pick<Env, 'TRACKING_DATA_DIR' | 'TRACKING_ENDPOINT' | 'VITALS_ENDPOINT' | 'VITALS_SAMPLE_RATE'>): string[] {
  const embedded = !config.TRACKING_ENDPOINT || (!config.VITALS_ENDPOINT && config.VITALS_SAMPLE_RATE > 0)
  if (!embedded) return []
  try {
    mkdirSync(config.TRACKING_DATA_DIR, { recursive: true })
    accessSync(config.TRACKING_DATA_DIR, constants.W_OK)
    return []
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? errorMessage(error)
    return [
      `TRACKING_DATA_DIR: ${config.TRACKING_DATA_DIR} is not a folder this server can write (${code}), and the embedded collector stores events there; mount a writable volume there, or set TRACKING_ENDPOINT and VITALS_ENDPOINT, docs/tracking.md`,
    ]
  }
}

function load(): Env {
  try {
    const config = readEnv(process.env)
    const problems = dataDirProblems(config)
    if (problems.length > 0) throw new ConfigError(problems)
    return config
  } catch (error) {
    // A built server refuses to start with one line per problem and exit code 1, no stack trace to
    // bury them (ADR 025); the dev server, tests and scripts get the error thrown. The build
    // replaces NODE_ENV, so every bundle of the server that reads this decides the same way.
    if (error instanceof ConfigError && process.env.NODE_ENV === 'production') {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

export const env = load()
