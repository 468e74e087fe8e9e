import { targetElement } from './dom-events'

/**
 * While React hydrates, a tap on a native control is the browser's alone (ADR 062).
 *
 * React DOM has one rule for a discrete event (`pointerdown`, `click`, `keydown`, …) that reaches
 * its root while the tree under the event's target is not yet hydrated: it hydrates that tree
 * synchronously, then dispatches the event, so that the event finds its handlers. The router
 * renders the whole layout in one Suspense boundary, so a tap on the header while the page hydrates
 * made React hydrate everything left of the page before the browser could paint the tap's answer:
 * 60–250 ms on a phone, for controls that need no handler at all. The disclosures (a `<summary>`
 * toggles its `<details>`) and the header's search box answer natively (ADR 059), and React reads
 * their state when it mounts them, so their events can pass React by until the page has hydrated.
 *
 * So, from before React starts until `html[data-hydrated]` (set once the page's content, header
 * included, has hydrated and run its effects), such events stop at the window in the capture
 * phase. The browser still does what the tap means (a stopped event keeps its default action), and
 * React's time-sliced hydration goes on in its own tasks. Events on anything else, such as a link
 * in an open menu whose click React's router and the language memory handle, reach React as before.
 */

/**
 * What answers natively: every `<summary>`, and the elements that say so (the header's search box:
 * the whole box, since on a phone the field moves under the bar as it takes focus, and the rest of
 * the tap lands on what takes its place).
 */
const NATIVE_CONTROL = 'summary, [data-native-control]'

/**
 * The events React DOM hydrates for before it dispatches them (React 19's list): those a tap, a
 * click, a drag or typing in a field sends to the element it lands on. React hydrates for no other
 * event (it replays a `focusin` once hydrated, and passes a `toggle` or a `submit` on with no
 * target), so those are left alone.
 */
const HYDRATING_EVENTS: ReadonlySet<string> = new Set([
  'pointerdown',
  'pointerup',
  'pointercancel',
  'touchstart',
  'touchend',
  'touchcancel',
  'mousedown',
  'mouseup',
  'click',
  'auxclick',
  'dblclick',
  'contextmenu',
  'dragstart',
  'dragend',
  'drop',
  'keydown',
  'keypress',
  'keyup',
  'input',
  'textInput',
  'change',
  'compositionstart',
  'compositionend',
  'copy',
  'cut',
  'paste',
  'reset',
])

/** Whether an event is one React would hydrate the page for, on a native control. */
function isNativeControlEvent(event: Event): boolean {
  return HYDRATING_EVENTS.has(event.type) && Boolean(targetElement(event)?.closest(NATIVE_CONTROL))
}

/** Whether the page's content has hydrated (app/components/hydrated-mark.tsx). */
function isHydrated(): boolean {
  return document.documentElement.dataset.hydrated !== undefined
}

/**
 * Keeps React's root off the native controls' events until the page has hydrated; the client entry
 * calls it once, before React's first step. The listeners go away with the first event after that.
 */
export function leaveNativeControlsToTheBrowser(): void {
  const types = [...HYDRATING_EVENTS]
  const options = { capture: true }
  const stop = (event: Event) => {
    if (isHydrated()) {
      for (const type of types) window.removeEventListener(type, stop, options)
      return
    }
    if (isNativeControlEvent(event)) event.stopPropagation()
  }
  for (const type of types) window.addEventListener(type, stop, options)
}
