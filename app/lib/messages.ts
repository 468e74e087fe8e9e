import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { AlternativeId, FeatureId, SolutionId, UseCaseId } from '../../src/routing/availability'
import type { NavKey } from '../../src/routing/nav'

/** Labels of SPEC 2.5's navigation keys. */
export const NAV_LABELS: Record<NavKey, MessageDescriptor> = {
  'pre-sales': msg`Pre-sales`,
  blog: msg`Blog`,
  partner: msg`Partners`,
  proxy: msg`Proxies`,
  'chat-group': msg`Chat group`,
  scan: msg`Scan to contact us`,
  help: msg`Help center`,
  video: msg`Video tutorials`,
  'partner-plan': msg`Partner plan`,
  'about-us': msg`About us`,
  news: msg`News`,
}

/** Solution names and one-line pitches. */
export const SOLUTIONS: Record<SolutionId, { name: MessageDescriptor; pitch: MessageDescriptor }> = {
  'affiliate-marketing': { name: msg`Affiliate marketing`, pitch: msg`Run separate ad and affiliate accounts without linking them through a shared fingerprint.` },
  'e-commerce': { name: msg`E-commerce`, pitch: msg`Manage several seller stores, each with its own fingerprint, cookies and proxy.` },
  'digital-agency': { name: msg`Digital agencies`, pitch: msg`Keep every client's accounts in separate profiles and share them with the right people only.` },
  'social-marketing': { name: msg`Social media marketing`, pitch: msg`Grow many social media accounts safely, with one isolated profile per account.` },
  'web-scraping': { name: msg`Web scraping`, pitch: msg`Collect public data with realistic browser profiles, rotating proxies and the Local API.` },
  'traffic-arbitrage': { name: msg`Traffic arbitrage`, pitch: msg`Test campaigns across many ad accounts and keep each account's history clean.` },
  ticketing: { name: msg`Ticketing`, pitch: msg`Prepare several ticketing accounts in advance and launch them together when sales open.` },
  crypto: { name: msg`Crypto`, pitch: msg`Keep wallets and exchange accounts apart, each in its own browser environment.` },
  betting: { name: msg`Betting`, pitch: msg`Keep each betting account in its own profile with a matching location and proxy.` },
}

/** Feature names and one-line descriptions (features menu, home page). */
export const FEATURES: Record<FeatureId, { name: MessageDescriptor; pitch: MessageDescriptor }> = {
  'multi-account-management': { name: msg`Multi-account management`, pitch: msg`Every account gets its own browser profile with a separate fingerprint, cookies and storage.` },
  synchronizer: { name: msg`Synchronizer`, pitch: msg`Repeat clicks and typing from one main window in many profile windows at once.` },
  rpa: { name: msg`RPA automation`, pitch: msg`Build no-code flows that open pages, click, type and wait, then run them on many profiles.` },
  'local-api': { name: msg`Local API`, pitch: msg`Start profiles from your own scripts and drive them with Puppeteer, Playwright or Selenium.` },
  'multi-profiles-management': { name: msg`Bulk profile management`, pitch: msg`Create, import, group, tag and update hundreds of profiles in a few clicks.` },
  teamwork: { name: msg`Teamwork`, pitch: msg`Share profiles with members and groups, with roles and per-profile permissions.` },
}

/** Use-case names (zh slugs included). */
export const USE_CASES: Record<UseCaseId, MessageDescriptor> = {
  betting: msg`Betting accounts`,
  crypto: msg`Crypto projects`,
  agencies: msg`Marketing agencies`,
  ticketing: msg`Ticket purchasing`,
  'web-scraping': msg`Web scraping`,
  'media-market': msg`Media marketing`,
  'data-collection': msg`Data collection`,
  'price-comparison': msg`Price comparison`,
  'self-examination': msg`Store self-inspection`,
}

/** Display names of the alternatives (brand names are not translated). */
export const ALTERNATIVE_NAMES: Record<AlternativeId, string> = {
  gologin: 'GoLogin',
  incogniton: 'Incogniton',
  'dolphin-anty': 'Dolphin Anty',
  multilogin: 'Multilogin',
  'octo-browser': 'Octo Browser',
  undetectable: 'Undetectable',
  ziniao: 'Ziniao',
}
