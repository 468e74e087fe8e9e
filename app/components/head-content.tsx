import { Asset, useRouter, useTags } from '@tanstack/react-router'
import { headTagNeedsNonce } from '#src/http/security-headers'

/**
 * The router's head tags (`HeadContent`'s job), with the CSP nonce only on the tags the policy
 * governs (`headTagNeedsNonce`): the router puts it on every meta and link tag.
 */
export function HeadContent() {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  return (
    <>
      {tags.map((tag, i) => {
        const needs = headTagNeedsNonce(tag)
        const attrs = needs || !tag.attrs ? tag.attrs : withoutNonce(tag.attrs)
        return <Asset {...tag} attrs={attrs} key={keyOf(tag, attrs, i)} nonce={needs ? nonce : undefined} />
      })}
    </>
  )
}

/**
 * A script or style is keyed by its whole content, as the router's `HeadContent` keys every tag: a
 * changed one is a new element, so `Asset` runs it again after a client-side navigation. Any other
 * tag is keyed by its place: React updates a meta or link in place, and serialising the page's 40
 * metadata tags on every render was 1 % of the server's time per page.
 */
function keyOf(tag: HeadTag, attrs: HeadTag['attrs'], index: number): string {
  return tag.tag === 'script' || tag.tag === 'style' ? `tsr-meta-${JSON.stringify({ ...tag, attrs })}` : `tsr-meta-${tag.tag}-${index}`
}

type HeadTag = ReturnType<typeof useTags>[number]

function withoutNonce(attrs: Record<string, unknown>): Record<string, unknown> {
  const { nonce: _nonce, ...rest } = attrs
  return rest
}
