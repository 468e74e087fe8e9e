import { describe, expect, it } from 'vitest'
import { relatedPosts } from './related'

const post = (slug: string, category: string, tags: string[]) => ({ slug, data: { category, tags } })

describe('relatedPosts', () => {
  const current = post('now', 'tutorials', ['proxies', 'api'])
  const posts = [
    post('now', 'tutorials', ['proxies', 'api']),
    post('other-cat-two-tags', 'industry', ['proxies', 'api']),
    post('same-cat', 'tutorials', []),
    post('nothing-shared', 'industry', ['team']),
    post('same-cat-one-tag', 'tutorials', ['api']),
  ]

  it('ranks same category and shared tags first, never the post itself', () => {
    expect(relatedPosts(current, posts).map((p) => p.slug)).toEqual(['same-cat-one-tag', 'other-cat-two-tags', 'same-cat'])
  })

  it('keeps list order (newest first) between equal scores and fills up with the rest', () => {
    const flat = [post('a', 'x', []), post('b', 'y', []), post('c', 'z', [])]
    expect(relatedPosts(current, flat).map((p) => p.slug)).toEqual(['a', 'b', 'c'])
    expect(relatedPosts(current, flat, 2)).toHaveLength(2)
    expect(relatedPosts(current, [current])).toEqual([])
  })
})
