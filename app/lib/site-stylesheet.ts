/**
 * The attribute that marks the page's one `<style>`, the site's stylesheet that the server writes
 * into the head (ADR 060): the root route renders it, the browser reads its text back, and in
 * development a hot update replaces that text.
 */
export const SITE_STYLESHEET_ATTRIBUTE = 'data-site-stylesheet'
