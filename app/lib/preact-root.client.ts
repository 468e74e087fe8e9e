import { options } from 'preact'
import { createRoot, hydrateRoot as hydrateContainer } from 'preact/compat/client'

/**
 * `react-dom/client` in the browser build, where Preact's compat layer stands in for react-dom (ADR
 * 019, scripts/preact-client-plugin.ts). Two differences from react-dom matter to this site, and
 * both are settled here, once, before anything renders.
 */
export { createRoot }

/**
 * Start hydrates the whole document: its root route renders `<html>` itself. Given the document,
 * Preact renders into `<html>`'s children, so the page would get a second `<html>` inside the first.
 * It is given a stand-in container whose one child is the document's `<html>` instead (Preact
 * renders into containers that are not DOM nodes).
 */
export function hydrateRoot(container: Element | Document, children: Parameters<typeof hydrateContainer>[1]): ReturnType<typeof hydrateContainer> {
  return hydrateContainer(container instanceof Document ? documentContainer(container) : container, children)
}

function documentContainer(doc: Document): Element {
  const stand = {
    nodeType: 1,
    namespaceURI: null,
    ownerDocument: doc,
    get firstChild() {
      return doc.documentElement
    },
    get childNodes() {
      return [doc.documentElement]
    },
    // Only if the root element itself had to be made anew: a document has one.
    insertBefore(node: Node) {
      return doc.replaceChild(node, doc.documentElement)
    },
  }
  return stand as unknown as Element
}

/**
 * Effects (`useEffect`) run in the task after the commit, as React's scheduler runs them, instead of
 * after the next animation frame: the shell's timers (SPEC 4/9: the banner's 1 s, the toast's 3.6 s,
 * the loading bar's 200 ms) start when the page commits, not a frame later, and not never in a tab
 * that paints no frames. It also keeps effects on the one clock tests control (`page.clock` fakes
 * frames, not message events).
 */
const channel = new MessageChannel()
let due: (() => void)[] = []
channel.port1.onmessage = () => {
  const run = due
  due = []
  for (const callback of run) callback()
}
options.requestAnimationFrame = (callback: () => void) => {
  if (due.push(callback) === 1) channel.port2.postMessage(null)
}
