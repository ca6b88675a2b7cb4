// The lower bound a human-readable volumeRange names ("100,000 - 500,000", "100K-500K",
// "100 000 – 500 000 USDT", "100,000,000+"): its first number, thousands separators and a k/M/B
// suffix read. Undefined when the text names no number (then the bound is not judged).
const NUMBER = /(\d+(?:[,_' \u00a0\u202f]\d{3})*(?:\.\d+)?)\s*(thousand|million|billion|mn|bn|k|m|b)?(?![a-z])/i;
const SCALE: Readonly<Record<string, number>> = { k: 1e3, thousand: 1e3, m: 1e6, mn: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };

export function volumeRangeLowerBound(text: string): number | undefined {
  const m = NUMBER.exec(text);
  if (!m) return undefined;
  const value = Number(m[1]!.replace(/[,_' \u00a0\u202f]/g, ''));
  return value * (m[2] ? SCALE[m[2].toLowerCase()]! : 1);
}
