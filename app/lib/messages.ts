import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { FeatureId, SolutionId } from '#src/routing/availability'
import type { NavKey } from '#src/routing/menus'
import type { PageKind } from '#src/routing/registry'

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

/** Solution names (menus; the pages themselves are content). */
export const SOLUTIONS: Record<SolutionId, { name: MessageDescriptor }> = {
  'affiliate-marketing': { name: msg`Affiliate marketing` },
  'e-commerce': { name: msg`E-commerce` },
  'digital-agency': { name: msg`Digital agencies` },
  'social-marketing': { name: msg`Social media marketing` },
  'web-scraping': { name: msg`Web scraping` },
  'traffic-arbitrage': { name: msg`Traffic arbitrage` },
  ticketing: { name: msg`Ticketing` },
  crypto: { name: msg`Crypto` },
  betting: { name: msg`Betting` },
}

/** Feature names and one-line descriptions (features menu, home page). */
export const FEATURES: Record<FeatureId, { name: MessageDescriptor; pitch: MessageDescriptor }> = {
  'multi-account-management': {
    name: msg`Multi-account management`,
    pitch: msg`Every account gets its own browser profile with a separate fingerprint, cookies and storage.`,
  },
  synchronizer: { name: msg`Synchronizer`, pitch: msg`Repeat clicks and typing from one main window in many profile windows at once.` },
  rpa: { name: msg`RPA automation`, pitch: msg`Build no-code flows that open pages, click, type and wait, then run them on many profiles.` },
  'local-api': { name: msg`Local API`, pitch: msg`Start profiles from your own scripts and drive them with Puppeteer, Playwright or Selenium.` },
  'multi-profiles-management': { name: msg`Bulk profile management`, pitch: msg`Create, import, group, tag and update hundreds of profiles in a few clicks.` },
  teamwork: { name: msg`Teamwork`, pitch: msg`Share profiles with members and groups, with roles and per-profile permissions.` },
}

/**
 * Titles of the registry's page kinds whose title is UI text (lists, menus, breadcrumbs, feeds,
 * structured data); content pages take their title from their entry.
 */
export const PAGE_TITLES: Partial<Record<PageKind, MessageDescriptor>> = {
  home: msg`Home`,
  download: msg`Download`,
  pricing: msg`Pricing`,
  faq: msg`FAQ`,
  aboutUs: msg`About us`,
  links: msg`Useful links`,
  preSales: msg`Pre-sales`,
  partnerPlan: msg`Partner plan`,
  referralProgram: msg`Referral program`,
  blogIndex: msg`Blog`,
  newsIndex: msg`News`,
  guideIndex: msg`Guides`,
  helpIndex: msg`Help center`,
  docsIndex: msg`Documentation`,
  partnerIndex: msg`Partners`,
  releaseIndex: msg`Release notes`,
  solutionIndex: msg`Solutions`,
  useCaseIndex: msg`Use cases`,
  alternativeIndex: msg`Alternatives`,
}

/** Plan names of the pricing table (plan ids come from content/pricing/plans.json). */
export const PLAN_NAMES: Record<string, MessageDescriptor> = {
  free: msg`Free`,
  starter: msg`Starter`,
  team: msg`Team`,
  business: msg`Business`,
}
