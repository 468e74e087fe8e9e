import { Asset, useTags } from '@tanstack/react-router'

/**
 * The router's head tags (`HeadContent`'s job), with the render's mark (Start's nonce option, ADR
 * 030) left only on scripts: the policy allows a page's scripts by hash, and only the marked ones
 * are hashed (app/server.ts). The router would put the mark on every meta, link and style tag and
 * in a `csp-nonce` meta tag; none of them is governed by a hash, so they go without.
 */
export function HeadContent() {
  const tags = useTags().filter((tag) => tag.attrs?.property !== 'csp-nonce')
  return (
    <>
      {tags.map((tag) => {
        const attrs = tag.tag === 'script' || !tag.attrs ? tag.attrs : withoutMark(tag.attrs)
        return <Asset {...tag} attrs={attrs} key={`tsr-meta-${JSON.stringify({ ...tag, attrs })}`} nonce={undefined} />
      })}
    </>
  )
}

function withoutMark(attrs: Record<string, unknown>): Record<string, unknown> {
  const { nonce: _mark, ...rest } = attrs
  return rest
}
