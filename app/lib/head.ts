import type { I18n, MessageDescriptor } from '@lingui/core'
import type { ShellInfo } from '../router'

/** SPEC 5 title template: page title, separator, site name. */
export function composeTitle(page: string | undefined, siteName: string): string {
  if (!page) return siteName
  return siteName ? `${page} | ${siteName}` : page
}

/** Head tags of a page: title and description. */
export function pageHead(page: { title?: string; description?: string }, info: ShellInfo | undefined) {
  const meta: { title?: string; name?: string; content?: string }[] = [{ title: composeTitle(page.title, info?.site_name ?? '') }]
  const description = page.description ?? info?.description
  if (description) meta.push({ name: 'description', content: description })
  return { meta }
}

/** The shell's base info from the root match (every route's `head` receives `matches`). */
export function shellInfo(matches: readonly { loaderData?: unknown }[]): ShellInfo | undefined {
  return (matches[0]?.loaderData as { baseInfo?: ShellInfo } | undefined)?.baseInfo
}

/** A `head` for pages whose title (and description) are UI messages. */
export function staticHead(title: MessageDescriptor, description?: MessageDescriptor) {
  return ({ match, matches }: { match: { context: { i18n: I18n } }; matches: readonly { loaderData?: unknown }[] }) =>
    pageHead(
      { title: match.context.i18n._(title), description: description && match.context.i18n._(description) },
      shellInfo(matches),
    )
}

/** A `head` for content pages: the entry's own title and description. */
export function entryHead({ loaderData, matches }: { loaderData?: { entry: { data: { title: string; description: string } } }; matches: readonly { loaderData?: unknown }[] }) {
  return pageHead({ title: loaderData?.entry.data.title, description: loaderData?.entry.data.description }, shellInfo(matches))
}
