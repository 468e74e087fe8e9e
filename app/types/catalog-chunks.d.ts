// scripts/catalog-chunks-plugin.ts: each locale's catalog chunk in the browser build.
declare module 'virtual:catalog-chunks' {
  const chunks: Readonly<Record<string, string>>
  export default chunks
}
