import { useSyncExternalStore } from 'react'
import { TOAST_MS } from '#src/shell/timings'

/**
 * The toast API (SPEC 2.7): any component or browser module calls `toast.success(text)` or
 * `toast.failure(text)` with already-translated text; the shell's <Toaster> shows one toast at a
 * time and hides it after TOAST_MS. A new toast replaces the current one.
 */
export type ToastKind = 'success' | 'failure'

export interface Toast {
  id: number
  kind: ToastKind
  message: string
}

let current: Toast | null = null
let nextId = 1
let timer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function set(next: Toast | null) {
  current = next
  for (const listener of listeners) listener()
}

function show(kind: ToastKind, message: string): void {
  clearTimeout(timer)
  const toastNow: Toast = { id: nextId++, kind, message }
  set(toastNow)
  timer = setTimeout(() => {
    if (current?.id === toastNow.id) set(null)
  }, TOAST_MS)
}

export const toast = {
  success: (message: string) => show('success', message),
  failure: (message: string) => show('failure', message),
  dismiss: () => {
    clearTimeout(timer)
    set(null)
  },
}

/** The toast on screen, if any. */
export function useToast(): Toast | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => current,
    () => null,
  )
}
