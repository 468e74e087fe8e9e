/**
 * Freezes a JSON-shaped value and everything it holds, in place, and returns it.
 * Content is parsed once and shared by every request: frozen, a loader that tried to change it
 * would throw at once instead of changing what every later visitor sees, so readers can be handed
 * the shared objects instead of a copy per request. An object that is already frozen is taken as
 * frozen all the way down (that is also what stops a cycle).
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value
  Object.freeze(value)
  for (const inner of Object.values(value)) deepFreeze(inner)
  return value
}
