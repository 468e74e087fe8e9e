// scripts/boot-chunks-plugin.ts: the chunks the browser entry imports step by step.
declare module 'virtual:boot-chunks' {
  const hrefs: readonly string[]
  export default hrefs
}
