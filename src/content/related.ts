/** What ranking needs of a post. */
export interface Rankable {
  readonly slug: string
  readonly data: { readonly category: string; readonly tags: readonly string[] }
}

/**
 * The posts to read next after `current`: same category first (2 points), then one point per shared
 * tag; ties keep the list's own order (newest first). Never the post itself.
 */
export function relatedPosts<T extends Rankable>(current: Rankable, posts: readonly T[], count = 3): T[] {
  const score = (p: Rankable) => (p.data.category === current.data.category ? 2 : 0) + p.data.tags.filter((t) => current.data.tags.includes(t)).length
  return posts
    .filter((p) => p.slug !== current.slug)
    .map((item, index) => ({ item, index, score: score(item) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map((r) => r.item)
}
