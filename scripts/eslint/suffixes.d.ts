// The types of suffixes.js, a plain JS module so that ESLint loads it with any Node.
import type { ESLint, Rule } from 'eslint'

declare const plugin: ESLint.Plugin & { rules: { 'side-imports': Rule.RuleModule } }
export default plugin
