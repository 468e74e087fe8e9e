/** The page's local storage, or undefined where the browser blocks it (a privacy mode, a sandbox). */
export function localStore(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}
