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
      {tags.map((tag) => {
        const needs = headTagNeedsNonce(tag)
        const attrs = needs || !tag.attrs ? tag.attrs : withoutNonce(tag.attrs)
        return <Asset {...tag} attrs={attrs} key={`tsr-meta-${JSON.stringify({ ...tag, attrs })}`} nonce={needs ? nonce : undefined} />
      })}
    </>
  )
}

function withoutNonce(attrs: Record<string, unknown>): Record<string, unknown> {
  const { nonce: _nonce, ...rest } = attrs
  return rest
}
