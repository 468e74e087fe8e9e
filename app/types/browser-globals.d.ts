// Browser globals that lib.dom does not declare: Chromium-only navigator properties the client reads
// where a browser has them, and the globals third-party scripts define (Google's one-tap, the chat
// providers' widgets). Every one is optional, so code has to check it is there before using it.
export {}

interface NetworkInformationLike {
  readonly saveData?: boolean
  /** `slow-2g`, `2g`, `3g` or `4g`. */
  readonly effectiveType?: string
}

interface UADataValues {
  readonly platform?: string
  readonly architecture?: string
  readonly bitness?: string
  readonly model?: string
}

interface NavigatorUAData {
  readonly mobile?: boolean
  readonly platform?: string
  getHighEntropyValues?(hints: string[]): Promise<UADataValues>
}

interface GoogleId {
  initialize(options: {
    client_id: string
    callback: (response: { credential?: string }) => void
    cancel_on_tap_outside?: boolean
    itp_support?: boolean
  }): void
  prompt(): void
}

/** A chat provider's widget global: the site calls whichever of these its provider has (SPEC 4). */
interface ChatWidget {
  /** easemob (HUAN_XIN) opens with `bind({})`. */
  bind?(options: object): void
  /** ss (SS_ROBOT, SS_HUMAN) takes commands: `push('chatOpen')`. */
  push?(command: string): void
  open?(): void
}

declare global {
  interface Navigator {
    /** Device Memory API: GiB, rounded. */
    readonly deviceMemory?: number
    /** Network Information API. */
    readonly connection?: NetworkInformationLike
    /** User-Agent Client Hints. */
    readonly userAgentData?: NavigatorUAData
    /** Global Privacy Control. */
    readonly globalPrivacyControl?: boolean
  }

  interface Window {
    /** Google Identity Services, once its script has run. */
    google?: { accounts?: { id?: GoogleId } }
    /** The chat providers' widgets (`WIDGET_GLOBAL` in src/chat/chat.ts). */
    ssq?: ChatWidget
    easemobim?: ChatWidget
    chatWidget?: ChatWidget
    /** Temporal (Chromium 144+): the time zone without loading ICU's date data (ADR 036). */
    Temporal?: { Now: { timeZoneId(): string } }
    /** Prioritized Task Scheduling: `scheduler.yield()` (Chromium 129+). */
    scheduler?: { yield?(): Promise<void> }
  }
}
