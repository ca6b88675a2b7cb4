// The final table: benchmark, figure, value (median [min–max]), floor, ratio, target, holds.

function number(v) {
  if (v === undefined || Number.isNaN(v)) return '';
  const abs = Math.abs(v);
  if (abs >= 1000) return Math.round(v).toLocaleString('en-US');
  if (abs >= 100) return v.toFixed(0);
  if (abs >= 10) return v.toFixed(1);
  return v.toFixed(2);
}

function spread(s, unit = '') {
  if (!s) return '—';
  const u = unit ? ` ${unit}` : '';
  return s.n > 1 ? `${number(s.median)} [${number(s.min)}–${number(s.max)}]${u}` : `${number(s.median)}${u}`;
}

export function table(rows) {
  const header = ['benchmark', 'figure', 'value (median [min–max])', 'floor', 'ratio', 'target', 'holds'];
  const body = rows.map((r) => [
    r.benchmark,
    r.figure,
    spread(r.value, r.unit),
    spread(r.floor, r.unit),
    r.ratio ? spread(r.ratio) : '—',
    r.target || '—',
    r.holds === undefined ? '' : r.holds ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((line) => line[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
