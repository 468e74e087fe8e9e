/**
 * A table's own keys, typed as its keys. `Object.keys` returns `string[]` because an object may
 * carry more keys than its type names; the tables this is for are literals (`as const` or
 * `satisfies`) whose keys are exactly their type's, so the one assertion lives here.
 */
export function keysOf<T extends object>(table: T): (keyof T & string)[] {
  return Object.keys(table) as (keyof T & string)[]
}
