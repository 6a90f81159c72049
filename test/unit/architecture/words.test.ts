import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as ts from 'typescript'
import { describe, expect, it } from 'vitest'

/*
 * Every word the screens say is in src/words (docs/architecture.md, "Words: one folder per
 * language"): a component writes no text of its own. Read with the TypeScript parser: text between
 * JSX tags, and the attributes a person reads or hears (aria-label, title, placeholder, alt…) given
 * as a literal. Symbols that are not words (‹ › ⚠ · — ×) and CSS-only text pass.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
/** The folders whose components render the screens; src/mocks is the demo service, not the app. */
const SCREENS = ['src/app', 'src/features', 'src/shared', 'src/lists', 'src/session', 'src/whole-history', 'src/url-state', 'src/config']
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
])
const WORD = /\p{L}{2,}/u

const files = SCREENS.flatMap((folder) =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.tsx'))
    .map((name) => `${folder}/${name.replaceAll('\\', '/')}`),
)

function wordsIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORD.test(node.text)) found.push(`${file}:${line(node)} text "${node.text.trim()}"`)
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source))) {
      const value = node.initializer
      const literal =
        value && ts.isStringLiteral(value)
          ? value.text
          : value && ts.isJsxExpression(value) && value.expression && ts.isNoSubstitutionTemplateLiteral(value.expression)
            ? value.expression.text
            : value && ts.isJsxExpression(value) && value.expression && ts.isTemplateExpression(value.expression)
              ? value.expression.head.text + value.expression.templateSpans.map((span) => span.literal.text).join(' ')
              : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteral(value.expression)
                ? value.expression.text
                : undefined
      if (literal !== undefined && WORD.test(literal)) found.push(`${file}:${line(node)} ${node.name.getText(source)}="${literal}"`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('the screens’ words', () => {
  it('are all in src/words: no component writes text or a read attribute of its own', () => {
    expect(files.length).toBeGreaterThan(50)
    expect(files.flatMap(wordsIn)).toEqual([])
  })
})
