/**
 * What an event happened on, checked rather than asserted: `Event.target` is any EventTarget (a
 * window, a document, a text node…), so code that wants an Element or a Node asks for one.
 */

/** The event's target when it is an element, else null. */
export function targetElement(event: Event | { readonly target: EventTarget | null }): Element | null {
  return event.target instanceof Element ? event.target : null
}

/** The event's target when it is a node (for `contains`), else null. */
export function targetNode(event: Event | { readonly target: EventTarget | null }): Node | null {
  return event.target instanceof Node ? event.target : null
}

/**
 * A click's pointer type (`mouse`, `touch`, `pen`) where the browser sends clicks as PointerEvents,
 * else undefined.
 */
export function pointerTypeOf(event: Event): string | undefined {
  return 'pointerType' in event && typeof event.pointerType === 'string' ? event.pointerType : undefined
}
