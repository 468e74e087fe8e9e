import css from '../styles.css?inline'
import { SITE_STYLESHEET_ATTRIBUTE } from './site-stylesheet'

/**
 * Development only: an edit to `styles.css` shows at once, without a reload. The server writes the
 * stylesheet into the page (ADR 060), where Vite's hot updates of CSS never reach. This module
 * imports the same text and accepts its own updates, so Vite runs it again with the new text each
 * time the file changes, and it puts that text in the page's `<style>`. The root route reads the
 * text back from there in development, so a head built on a later navigation keeps it.
 */
const style = document.querySelector(`style[${SITE_STYLESHEET_ATTRIBUTE}]`)
if (style && style.textContent !== css) style.textContent = css

import.meta.hot?.accept()
