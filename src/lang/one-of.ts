/**
 * Whether `value` is one of `list`'s members. A type guard: after it, `value` has the list's own
 * (literal) type. `Array#includes` on a `readonly ('a' | 'b')[]` only takes an `'a' | 'b'`, which
 * is the very thing being asked, so every caller used to widen the list with a cast.
 */
export function isOneOf<T>(list: readonly T[], value: unknown): value is T {
  return list.some((member) => member === value)
}

/** `value`'s position in `list`, or -1: `indexOf` for a value not yet known to be a member. */
export function indexIn(list: readonly unknown[], value: unknown): number {
  return list.findIndex((member) => member === value)
}
