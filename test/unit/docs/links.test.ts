import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/*
 * The README is the front page and the manual lives in docs/: every relative link between them
 * (and to the code) must lead somewhere, anchors included, or a reader following one gets a 404.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const PAGES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replaceAll(' ', '-')

/** The anchors of a Markdown file's headings (outside fenced code). */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>()
  let fenced = false
  for (const line of readFileSync(join(ROOT, file), 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced
    const heading = /^#{1,6} (.+)$/.exec(line)
    if (!fenced && heading?.[1] !== undefined) anchors.add(slug(heading[1]))
  }
  return anchors
}

/** Every relative link target of a page: Markdown links and images, and HTML src/href attributes. */
function linksOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '')
  const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g), ...text.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '')
  return targets.filter((target) => target !== '' && !/^[a-z][a-z+.-]*:/i.test(target))
}

describe('links between the README and docs/', () => {
  it('finds the pages and their links (the check below checks something)', () => {
    expect(PAGES).toContain('docs/architecture.md')
    expect(PAGES.flatMap(linksOf).length).toBeGreaterThan(10)
  })

  it.each(PAGES)('%s: every relative link resolves, anchors included', (page) => {
    const broken: string[] = []
    for (const link of linksOf(page)) {
      const [path = '', anchor] = link.split('#')
      const target = path === '' ? page : relative(ROOT, resolve(ROOT, dirname(page), path))
      if (!existsSync(join(ROOT, target))) broken.push(`${link}: no file ${target}`)
      else if (anchor !== undefined && target.endsWith('.md') && !anchorsOf(target).has(anchor))
        broken.push(`${link}: no heading #${anchor} in ${target}`)
    }
    expect(broken).toEqual([])
  })

  it('keeps the README a front page', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(120)
  })
})
