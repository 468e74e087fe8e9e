import type { LocaleCode } from './locales'
import { localeForTag, localeFromCookieHeader } from './negotiate'

/**
 * The language suggestion (ADR 027): a visitor whose browser prefers another site language than the
 * page's, and who never chose one (no `i18n_redirected` cookie), is offered the same page in that
 * language. Pure: the browser passes its cookie string and `navigator.languages`.
 */

/** The language to suggest on a page in `page`, or undefined: a chosen language, or none preferred, or the page's own. */
export function suggestedLocale(page: LocaleCode, cookieHeader: string, browserLanguages: readonly string[]): LocaleCode | undefined {
  if (localeFromCookieHeader(cookieHeader)) return undefined
  let preferred: LocaleCode | undefined
  for (const tag of browserLanguages) if ((preferred = localeForTag(tag))) break
  return preferred && preferred !== page ? preferred : undefined
}

/** The notice's words, written in the language it suggests (a visitor who reads that language reads them). */
export interface SuggestionText {
  /** That the page exists in this language. */
  readonly text: string
  /** The link to it. */
  readonly go: string
  /** The close button's label. */
  readonly close: string
}

/** Each language's own words for the notice. */
export const SUGGESTION_TEXT: Readonly<Record<LocaleCode, SuggestionText>> = {
  en: { text: 'This page is also available in English.', go: 'View in English', close: 'Close' },
  zh: { text: '此页面也有简体中文版本。', go: '查看中文版', close: '关闭' },
  ru: { text: 'Эта страница есть и на русском языке.', go: 'Открыть на русском', close: 'Закрыть' },
  vn: { text: 'Trang này cũng có phiên bản tiếng Việt.', go: 'Xem bằng tiếng Việt', close: 'Đóng' },
  es: { text: 'Esta página también está disponible en español.', go: 'Ver en español', close: 'Cerrar' },
  pt: { text: 'Esta página também está disponível em português.', go: 'Ver em português', close: 'Fechar' },
  tr: { text: 'Bu sayfanın Türkçe sürümü de var.', go: 'Türkçe görüntüle', close: 'Kapat' },
  th: { text: 'หน้านี้มีฉบับภาษาไทยด้วย', go: 'ดูเป็นภาษาไทย', close: 'ปิด' },
  fr: { text: 'Cette page existe aussi en français.', go: 'Voir en français', close: 'Fermer' },
  uk: { text: 'Ця сторінка є також українською мовою.', go: 'Відкрити українською', close: 'Закрити' },
  ko: { text: '이 페이지는 한국어로도 제공됩니다.', go: '한국어로 보기', close: '닫기' },
  hi: { text: 'यह पेज हिन्दी में भी उपलब्ध है।', go: 'हिन्दी में देखें', close: 'बंद करें' },
  jp: { text: 'このページは日本語でもご覧いただけます。', go: '日本語で見る', close: '閉じる' },
  tc: { text: '此頁面也有繁體中文版本。', go: '查看中文版', close: '關閉' },
}
