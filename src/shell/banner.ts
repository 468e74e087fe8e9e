/**
 * The mobile registration banner's states (SPEC 2.7/4): hidden at load, shown after
 * BANNER_DELAY_MS, retracted by a scroll down, shown again by a scroll up or after
 * BANNER_IDLE_RESHOW_MS without scrolling, and closed for good by its close control.
 */
/** Session-storage key: once closed, the banner stays closed for the rest of the visit. */
export const BANNER_CLOSED_KEY = 'pd:register-banner-closed'

export type BannerState = 'waiting' | 'shown' | 'retracted' | 'closed'

export type BannerEvent = { type: 'delay-elapsed' } | { type: 'scroll'; direction: 'up' | 'down' } | { type: 'idle-elapsed' } | { type: 'close' }

/** The next state of the banner after an event. */
export function bannerReducer(state: BannerState, event: BannerEvent): BannerState {
  if (state === 'closed' || event.type === 'close') return 'closed'
  switch (event.type) {
    case 'delay-elapsed':
      return state === 'waiting' ? 'shown' : state
    case 'scroll':
      if (state === 'waiting') return state
      return event.direction === 'down' ? 'retracted' : 'shown'
    case 'idle-elapsed':
      return state === 'retracted' ? 'shown' : state
  }
}

/** Direction of a scroll from one position to the next; undefined when it did not move. */
export function scrollDirection(from: number, to: number): 'up' | 'down' | undefined {
  if (to > from) return 'down'
  if (to < from) return 'up'
  return undefined
}

// The image variants and their files live with the image pipeline (one table, src/images/banner-images.ts).
export { bannerImagePath, bannerVariantFor, type BannerVariant } from '../images/banner-images'
