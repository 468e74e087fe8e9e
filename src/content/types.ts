// Plain content types and constants, free of zod so that browser code can import them cheaply.

/** The base-info response of SPEC 3 (`home/base-info`). */
export interface BaseInfo {
  title: string
  keywords: string
  description: string
  register_url: string
  login_url: string
  statistical_body: string
  statistical_title: string
}

/** Base info when nothing could be loaded: the page still renders (SPEC 7). */
export const EMPTY_BASE_INFO: BaseInfo = {
  title: '',
  keywords: '',
  description: '',
  register_url: '',
  login_url: '',
  statistical_body: '',
  statistical_title: '',
}

