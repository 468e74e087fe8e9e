/** SPEC 9's tracking constants. */

/** The queue is sent when it holds this many events. */
export const BATCH_SIZE = 20
/** …or after this long without a new event (ms). */
export const IDLE_FLUSH_MS = 10_000
/** The persisted queue keeps at most this many events (oldest dropped first): storage is finite. */
export const MAX_QUEUED = 500
/** AES key length in characters (SPEC 7/9). */
export const AES_KEY_LENGTH = 16

/** Cookie lifetimes in days (SPEC 9). */
export const DEVICE_ID_DAYS = 360
export const REF_COOKIE_DAYS = 7
export const REFERRER_COOKIE_DAYS = 365

/** Cookie names (SPEC 3/9). */
export const DEVICE_ID_COOKIE = 'device_id'
export const REF_COOKIE = '__REF'
export const REFERRER_COOKIE = '_POWER_REFERRER'

/** localStorage keys (SPEC 9: "local storage keys hold queue, language, source and registration code"). */
export const QUEUE_KEY_PREFIX = 'pd:track-queue:'
export const SOURCE_KEY = 'pd:reg-source'
export const INVITE_KEY = 'pd:invite-code'

/** SPEC 7's log type of the fingerprint call. */
export const FINGERPRINT_LOG_TYPE = 'WWW_FINGERPRINT_INFO'
