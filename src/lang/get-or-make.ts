/** What `getOrMake` needs of a map: a `Map` or a `WeakMap`. */
interface Keeping<K, V> {
  get(key: K): V | undefined
  set(key: K, value: V): unknown
}

/**
 * The value cached in `map` for `key`, made by `make` the first time it is asked for: the one way
 * the pure core caches results that never change (a locale's ids, a pattern split once).
 */
export function getOrMake<K, V>(map: Keeping<K, V>, key: K, make: () => V): V {
  let value = map.get(key)
  if (value === undefined) {
    value = make()
    map.set(key, value)
  }
  return value
}
