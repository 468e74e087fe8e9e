import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { FaqEntry } from '#src/content/collection-schemas'

const CATEGORY_LABELS: Record<FaqEntry['category'], MessageDescriptor> = {
  general: msg`General`,
  profiles: msg`Profiles and fingerprints`,
  proxies: msg`Proxies`,
  team: msg`Teamwork`,
  automation: msg`Automation`,
  billing: msg`Plans and billing`,
}

function Items({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <>
      {entries.map((e) => (
        <details key={e.id} id={e.id} className="faq__item">
          <summary>{e.question}</summary>
          <p>{e.answer}</p>
        </details>
      ))}
    </>
  )
}

/** FAQ entries as disclosure widgets, optionally grouped under their category. */
export function FaqList({ entries, grouped = false }: { entries: readonly FaqEntry[]; grouped?: boolean }) {
  const { i18n } = useLingui()
  if (!grouped) return <Items entries={entries} />
  const categories = [...new Set(entries.map((e) => e.category))]
  return (
    <>
      {categories.map((c) => (
        <section key={c} className="faq__group">
          <h2>{i18n._(CATEGORY_LABELS[c])}</h2>
          <Items entries={entries.filter((e) => e.category === c)} />
        </section>
      ))}
    </>
  )
}
