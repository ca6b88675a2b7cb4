// summary.md and grid.md go to CI step summaries, which render raw HTML: rendered by a CommonMark
// renderer that passes HTML through (markdown-it, html: true), a report whose server-controlled text
// is hostile gives the very elements a report with plain text in the same places gives.
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { escapeMarkdown } from '@tarc/conformance';
import { hostileReport } from '../../test/support/hostile-report.js';
import type { RunReport } from '../types.js';
import { gridMarkdown } from './grid.js';
import { reportMarkdown } from './markdown.js';

const renderer = new MarkdownIt({ html: true });

/** Every element of the rendered HTML, with its attributes: markdown-it writes text's `<` as `&lt;`. */
const elements = (markdown: string): string[] => renderer.render(markdown).match(/<[^>]*>/g) ?? [];

const HOSTILE_CASES: Record<string, string> = {
  'img onerror in a problem detail': 'detail: <img src=x onerror="alert(1)">',
  'script and style': '<script>alert(1)</script><style>body{display:none}</style>',
  'a 100,000-digit decimal': `makerFee %${'9'.repeat(100_000)} is not %<percent> (<decimal fraction>)`,
  'entity tricks': '&lt;img src=x onerror=alert(1)&gt; &#60;b&#62; &#x3C;i&#x3E; &amp;lt;',
  'an autolink': '<http://evil.example/x.png> <mailto:a@evil.example>',
  'an HTML comment and a CDATA': '<!-- x --> <![CDATA[ y ]]> <?php z ?>',
  backticks: '`<img src=x>` ``code`` ```fence```',
  'pipes in a table': 'a | b | c',
  newlines: 'a\n\n<img src=x>\n# heading\n- item\n---\n> quote',
  'emphasis, links and images': '*a* _b_ **c** ~~d~~ [l](http://evil.example) ![i](http://evil.example/x.png)',
  'a backslash before markup': '\\<img src=x> \\`x\\` \\| \\\\*y*',
  'control characters': 'x\u001b[2J\u001b]0;t\u0007\ry',
};

/** The report with `text` wherever a server's words (or a report file's) reach summary.md. */
function reportWith(text: string): RunReport {
  const base = hostileReport({ notes: [] });
  return {
    ...base,
    target: { ...base.target, baseUrl: `http://127.0.0.1:1234/${text}` },
    tool: { ...base.tool, version: text },
    throttling: { throttled: 1, retried: 1, gaveUp: 0, concurrency: 1, rate: 1, suggestedRate: 1, message: text },
    error: { kind: 'configuration', message: text, evidence: [] },
    merged: { shards: 2, forced: [text] } as unknown as RunReport['merged'],
    results: base.results.map((r) => ({ ...r, section: text, title: text, message: text, level: r.status === 'not-evaluated' ? 'MUST' : r.level })),
  };
}

describe('Markdown that forms no tag', () => {
  const plain = elements(reportMarkdown(reportWith('plain text')));

  it.each(Object.entries(HOSTILE_CASES))('summary.md: %s', (_name, text) => {
    const md = reportMarkdown(reportWith(text));
    expect(elements(md)).toEqual(plain);
    // Not even for a renderer that honours no backslash escape: no `<` reaches the file.
    expect(md).not.toContain('<');
  });

  it.each(Object.entries(HOSTILE_CASES))('grid.md: %s', (_name, text) => {
    const columns = (t: string) => [
      { label: t, report: reportWith(t), href: 'a/report.html' },
      { label: `${t} 2`, report: reportWith(t), href: 'b/report.html' },
    ];
    expect(elements(gridMarkdown(columns(text)))).toEqual(elements(gridMarkdown(columns('plain text'))));
  });

  it.each(Object.entries(HOSTILE_CASES))('a table cell and a list item: %s', (_name, text) => {
    const doc = (t: string) => `| a | b |\n|---|---|\n| ${escapeMarkdown(t)} | x |\n\n- ${escapeMarkdown(t)}\n`;
    expect(elements(doc(text))).toEqual(elements(doc('plain text')));
  });

  it('the Replay line quotes a base URL the shell would read', () => {
    const md = (baseUrl: string) => reportMarkdown({ ...hostileReport(), target: { baseUrl, embedded: false, reachable: true } });
    expect(md('http://127.0.0.1:1234/v1')).toContain('`tarc run --base-url http://127.0.0.1:1234/v1 --seed 99');
    expect(md("http://h/$(id)'`<b>\ud800")).toContain("`tarc run --base-url 'http://h/$(id)%27%60%3Cb%3E%EF%BF%BD' --seed 99");
  });

  it('the text still reads as it was sent', () => {
    const text = '<img src=x> & a | b';
    expect(renderer.renderInline(escapeMarkdown(text))).toBe('&lt;img src=x&gt; &amp; a | b');
  });
});
