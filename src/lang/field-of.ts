/**
 * `value[key]` when `value` is an object (or function) that has `key`, else undefined: reading one
 * field of something whose type is not known yet (parsed JSON, a thrown value, a third party's
 * event), to be checked before use.
 */
export function fieldOf(value: unknown, key: string): unknown {
  if ((typeof value !== 'object' || value === null) && typeof value !== 'function') return undefined
  return key in value ? Reflect.get(value, key) : undefined
}
