import { useSyncExternalStore } from 'react'

/**
 * Browser-side state the shell's pieces share without a provider: whether the chat panel is open
 * (the floating button stack moves up while it is, SPEC 2.7) and whether the mobile banner shows. The chat feature sets it; the stack
 * reads it. Server renders always see the initial state.
 */
export interface ShellState {
  chatOpen: boolean
  /** The mobile registration banner is on screen (the stack moves above it). */
  bannerShown: boolean
}

const INITIAL: ShellState = { chatOpen: false, bannerShown: false }
let state: ShellState = INITIAL
const listeners = new Set<() => void>()

function update(next: Partial<ShellState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Opens or closes the chat panel as far as the shell is concerned. */
export function setChatOpen(open: boolean): void {
  if (state.chatOpen !== open) update({ chatOpen: open })
}

/** Tells the shell whether the mobile banner is on screen. */
export function setBannerShown(shown: boolean): void {
  if (state.bannerShown !== shown) update({ bannerShown: shown })
}

/** The shell state, re-rendering on change. */
export function useShellState(): ShellState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => INITIAL,
  )
}
