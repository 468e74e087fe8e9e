import type { QueueEntry } from './queue'

/**
 * SPEC 3's common fields of a batch. Filled from what the browser and the visitor-IP call can
 * honestly know; a field nobody knows is an empty string (or 0), never a guess.
 */
export interface CommonFields {
  user_id: string
  user_info: string
  /** 1 for macOS (SPEC 3), 0 otherwise. */
  os_: 0 | 1
  ua: string
  device_id: string
  device_brand: string
  device_model: string
  screen_height: number
  screen_width: number
  screen_dpr: number
  network_type: string
  app_version: string
  js_version: string
  login_ip: string
  webrtc_ip: string
  op_page: string
  op_proxy: string
  proxy_ip: string
  /**
   * SPEC 3 lists the entry fields `op_res`, `op_obj_type` and `op_obj_value` among the common fields
   * too. Each entry carries its own; the batch's are the neutral values: result 0 (as every entry's),
   * no object type, no object.
   */
  op_res: 0
  op_obj_type: string
  op_obj_value: string
}

/** What the browser side knows when it sends a batch. */
export interface BrowserFacts {
  readonly userAgent: string
  /** `navigator.userAgentData.platform` or `navigator.platform`. */
  readonly platform: string
  readonly deviceId: string
  /** From User-Agent Client Hints (`model`), when the browser gives it. */
  readonly model?: string
  readonly screen: { readonly width: number; readonly height: number; readonly dpr: number }
  /** `navigator.connection.effectiveType` (4g, 3g…), when known. */
  readonly networkType?: string
  /** The site's build id. */
  readonly buildId: string
  /** The visitor's address as the visitor-IP call saw it. */
  readonly ip?: string
  readonly page: string
}

const isMac = (platform: string, ua: string) => /mac/i.test(platform) || (/Macintosh|Mac OS X/.test(ua) && !/iPhone|iPad/.test(ua))

/** The device maker when the platform says it for sure (Apple hardware), else empty. */
function brandOf(platform: string, ua: string): string {
  if (isMac(platform, ua) || /iPhone|iPad|iPod/.test(ua)) return 'Apple'
  return ''
}

/** The common fields of a batch from the browser's facts. */
export function commonFields(f: BrowserFacts): CommonFields {
  return {
    user_id: '',
    user_info: '',
    os_: isMac(f.platform, f.userAgent) ? 1 : 0,
    ua: f.userAgent,
    device_id: f.deviceId,
    device_brand: brandOf(f.platform, f.userAgent),
    device_model: f.model ?? '',
    screen_height: f.screen.height,
    screen_width: f.screen.width,
    screen_dpr: f.screen.dpr,
    network_type: f.networkType ?? '',
    app_version: '',
    js_version: f.buildId,
    login_ip: f.ip ?? '',
    webrtc_ip: '',
    op_page: f.page,
    op_proxy: '',
    proxy_ip: '',
    op_res: 0,
    op_obj_type: '',
    op_obj_value: '',
  }
}

/** What is encrypted and posted: the payload list plus `comm` (SPEC 7). */
export interface Batch {
  readonly list: readonly QueueEntry[]
  readonly comm: CommonFields
}
