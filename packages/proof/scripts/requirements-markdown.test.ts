import { describe, expect, it } from 'vitest';
import { escapeMarkdown, type Requirement } from '@tarc/conformance';
import { renderRequirementsMarkdown } from './requirements-markdown.js';

const requirements: Requirement[] = [
  { id: 'A-ONE', section: 'Alpha', quote: 'The first <THING>.', level: 'MUST' },
  { id: 'A-TWO', section: 'Alpha', quote: '| a | b |\n| c | d |', level: 'SHOULD', openPoint: 13, note: 'A note.' },
  { id: 'B-ONE', section: 'Beta', quote: 'Beta: not shown.', level: 'INFO', testable: false },
  { id: 'B-TWO', section: 'Beta', quote: 'Observed.', level: 'INFO' },
];
const checks = [
  { id: 'alpha.z-check', title: 'Z', requirements: ['A-ONE'] },
  { id: 'alpha.a-check', title: 'A', requirements: ['A-ONE', 'B-TWO'] },
];

describe('renderRequirementsMarkdown', () => {
  const md = renderRequirementsMarkdown(requirements, checks);

  it('summarises counts by level, covered, uncovered and gaps', () => {
    expect(md).toContain('| MUST | 1 | 1 | 0 | 0 |');
    expect(md).toContain('| SHOULD | 1 | 0 | 1 | 0 |');
    expect(md).toContain('| INFO | 2 | 1 | 0 | 1 |');
    expect(md).toContain('| **Total** | 4 | 2 | 1 | 1 |');
    expect(md).toContain('Uncovered requirements: `A-TWO` (SHOULD).');
  });

  it('lists sections in catalogue order with each requirement and its covering checks, sorted', () => {
    expect(md.indexOf('## Alpha')).toBeLessThan(md.indexOf('## Beta'));
    expect(md).toContain('### `A-ONE` (MUST)\n\n> The first &lt;THING&gt;.\n\n- Checks: `alpha.a-check`, `alpha.z-check`');
    expect(md).toContain('- Open point: OPEN-POINTS.md #13');
    expect(md).toContain('- Note: A note.');
  });

  it('marks uncovered requirements and lists gaps as specification gaps', () => {
    expect(md).toMatch(/### `A-TWO` \(SHOULD\)[\s\S]*?- Checks: \*\*uncovered\*\*/);
    expect(md).toMatch(/### `B-ONE` \(INFO\)[\s\S]*?- Checks: specification gap, not checked/);
    expect(md).toContain('## Specification gaps\n\n- `B-ONE` (Beta): Beta: not shown.');
  });

  it('keeps multi-line quotes one line each with hard breaks, table pipes escaped', () => {
    expect(md).toContain('> \\| a \\| b \\|\\\n> \\| c \\| d \\|\n');
  });

  it('is deterministic and says when nothing is uncovered', () => {
    expect(renderRequirementsMarkdown(requirements, checks)).toBe(md);
    const all = renderRequirementsMarkdown(requirements.slice(0, 1), checks);
    expect(all).toContain('Uncovered requirements: none.');
  });
});

describe('section order', () => {
  it("follows the spec's headings, then the catalogue order, unknown headings last", () => {
    const md = renderRequirementsMarkdown(
      [
        { id: 'X-ONE', section: 'Unknown heading', quote: 'q', level: 'INFO' },
        { id: 'V-ONE', section: 'Versioning', quote: 'q', level: 'MUST' },
        { id: 'E-TWO', section: 'Endpoints > GET /v1/b', quote: 'q', level: 'MUST' },
        { id: 'R-ONE', section: 'Resources and their fields > Order', quote: 'q', level: 'MUST' },
        { id: 'E-ONE', section: 'Endpoints > GET /v1/a', quote: 'q', level: 'MUST' },
      ],
      [],
    );
    const headings = md.split('\n').filter((l) => l.startsWith('## ') && !['## Summary', '## Specification gaps'].includes(l));
    expect(headings).toEqual([
      '## Resources and their fields &gt; Order',
      '## Endpoints &gt; GET /v1/b',
      '## Endpoints &gt; GET /v1/a',
      '## Versioning',
      '## Unknown heading',
    ]);
  });
});

describe('escapeMarkdown', () => {
  it.each([
    ['<NUMERATOR><DENOMINATOR>', '&lt;NUMERATOR&gt;&lt;DENOMINATOR&gt;'],
    ['a | b', 'a \\| b'],
    ['%<percent> (x)', '%&lt;percent&gt; (x)'],
    ['&lt; & <http://x>', '&amp;lt; &amp; &lt;http://x&gt;'],
    ['plain text', 'plain text'],
  ])('%s', (input, output) => {
    expect(escapeMarkdown(input)).toBe(output);
  });
});
