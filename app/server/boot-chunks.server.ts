import hrefs from 'virtual:boot-chunks'

/** The chunks the browser entry evaluates step by step (ADR 058), to preload with every page (none in development). */
export function bootChunkHrefs(): readonly string[] {
  return hrefs
}
