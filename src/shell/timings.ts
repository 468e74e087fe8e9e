/**
 * SPEC 4/9's shell timings, one named constant each, in milliseconds unless the name says
 * otherwise. Features and their browser tests (driven with Playwright's clock) read these.
 */

/** Scroll handlers (back-to-top, banner) run at most once per this interval. */
export const SCROLL_THROTTLE_MS = 200

/** The mobile registration banner appears this long after load. */
export const BANNER_DELAY_MS = 1000
/** A retracted banner comes back after this long without scrolling. */
export const BANNER_IDLE_RESHOW_MS = 5000

/** A toast hides itself after this long. */
export const TOAST_MS = 3600

/** A tip banner shows this long by default… */
export const TIP_MS = 1000
/** …then leaves with an animation of this length. */
export const TIP_LEAVE_MS = 300

/** Tooltips never grow wider than this, in CSS pixels. */
export const TOOLTIP_MAX_WIDTH_PX = 265

/** The loading bar stays hidden for navigations shorter than this. */
export const LOADING_BAR_THROTTLE_MS = 200
/** Time the bar takes to grow toward 100 %. */
export const LOADING_BAR_DURATION_MS = 2000
/** Height of the bar, in CSS pixels. */
export const LOADING_BAR_HEIGHT_PX = 3
/** After finishing, the bar fades out after this long… */
export const LOADING_BAR_HIDE_MS = 500
/** …and resets to 0 this long after that. */
export const LOADING_BAR_RESET_MS = 400

/** The application error screen counts down this many seconds before leaving for /blog. */
export const ERROR_COUNTDOWN_S = 5

/** The chat widget is polled this often… */
export const CHAT_POLL_MS = 500
/** …and polling stops after this many polls. */
export const CHAT_POLL_LIMIT = 1200

/** Google's one-tap script loads about this long after start. */
export const ONE_TAP_DELAY_MS = 3000
/** Polling of the credential iframe's z-index is cleared after this long (20 minutes). */
export const ONE_TAP_IFRAME_POLL_LIMIT_MS = 20 * 60 * 1000

/** How often the page asks whether a new build was deployed (SPEC 9's cache constant 36e5). */
export const BUILD_POLL_MS = 36e5
/** The session-storage reload guard's time-to-live (SPEC 4/9, key `nuxt:reload`). */
export const RELOAD_GUARD_TTL_MS = 10_000

/** Prefetching waits while more than this many preloads are pending. */
export const PREFETCH_MAX_PENDING = 4
/** Data prefetch for links in view starts this long after they appear. */
export const PREFETCH_DELAY_MS = 1000
/**
 * How long a preload's data request waits for others to travel with it (ADR 022). Preloads come in
 * bursts (the links in view for a second, up to five at a time), each once its route's chunk has
 * loaded: a few frames gather a burst into one request. A navigation never waits.
 */
export const PRELOAD_BATCH_MS = 50

/** The header search box asks for results this long after the visitor stops typing. */
export const SEARCH_DEBOUNCE_MS = 200
/**
 * A tab that comes back after being hidden at least this long asks for the latest build at once
 * (browsers throttle the hourly timer in background tabs, and a deploy may have happened meanwhile).
 */
export const BUILD_RECHECK_HIDDEN_MS = 60_000

/**
 * The longest a browser-only feature waits for an idle moment after hydration (tracking, the search
 * box's behaviours, deploy checks): a busy page still gets them by then.
 */
export const IDLE_TIMEOUT_MS = 2000
/** The chat loads later: it is the heaviest browser feature and the least urgent. */
export const CHAT_IDLE_TIMEOUT_MS = 5000
