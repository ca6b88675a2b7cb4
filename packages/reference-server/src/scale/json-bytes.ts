// A reusable byte buffer that JSON text is written into: fixed fragments copied as bytes, integers
// and scaled decimals written digit by digit, so a page of records needs no intermediate strings.
import { productText, scaledText } from '../data/decimal-text.js';

const POW10 = Array.from({ length: 17 }, (_, i) => 10 ** i);
/** Above this, `floor(v / 10^scale) * 10^scale` might not be exact: the text is made by scaledText. */
const EXACT_LIMIT = 2 ** 52;
const SPLIT = 10_000_000;

export class JsonBytes {
  private buf = Buffer.allocUnsafe(1 << 16);
  private pos = 0;

  reset(): this {
    this.pos = 0;
    return this;
  }

  /** A copy of what was written (the buffer itself is reused). */
  take(): Buffer {
    return Buffer.from(this.buf.subarray(0, this.pos));
  }

  /**
   * What was written as a latin1 string, one character per byte (so it carries any bytes exactly):
   * a body as a heap string is collected by a scavenge, where a Buffer per body is external memory
   * that drove a mark-compact every ~100 ms under load.
   */
  takeLatin1(): string {
    return this.buf.toString('latin1', 0, this.pos);
  }

  /** Room for at least `n` more bytes. */
  reserve(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.pos + n));
    this.buf.copy(bigger, 0, 0, this.pos);
    this.buf = bigger;
  }

  /** How many bytes were written since the last reset. */
  get length(): number {
    return this.pos;
  }

  /** Appends `length` bytes of `source` from `start`. */
  copyFrom(source: Uint8Array, start: number, length: number): void {
    this.reserve(length);
    this.buf.set(source.subarray(start, start + length), this.pos);
    this.pos += length;
  }

  /** Copies the bytes written from `from` on into `target` at `at`. */
  copyTo(target: Uint8Array, at: number, from: number): void {
    target.set(this.buf.subarray(from, this.pos), at);
  }

  byte(code: number): void {
    this.buf[this.pos++] = code;
  }

  bytes(fragment: Uint8Array): void {
    const n = fragment.length;
    this.reserve(n);
    const buf = this.buf;
    const pos = this.pos;
    if (n > 48) buf.set(fragment, pos);
    else for (let i = 0; i < n; i++) buf[pos + i] = fragment[i]!;
    this.pos = pos + n;
  }

  /** A string known to be ASCII (ids, digits, hex, symbols), written as its bytes. */
  ascii(text: string): void {
    this.reserve(text.length);
    const buf = this.buf;
    let pos = this.pos;
    for (let i = 0; i < text.length; i++) buf[pos++] = text.charCodeAt(i);
    this.pos = pos;
  }

  /** The decimal digits of a non-negative safe integer. */
  uint(n: number): void {
    let width = 1;
    while (width < 16 && n >= POW10[width]!) width++;
    this.padded(n, width);
  }

  /** A non-negative integer below 10^width, zero-padded to `width` digits. */
  padded(n: number, width: number): void {
    this.reserve(width);
    const buf = this.buf,
      start = this.pos;
    let i = start + width - 1;
    // Digits by 32-bit integer division (a double's % is far slower): the low 8 digits first when
    // the value does not fit 31 bits.
    let x = n;
    if (n > 0x7fffffff) {
      const high = Math.floor(n / 1e8);
      let low = n - high * 1e8;
      for (const end = i - 8; i > end; i--) {
        const q = (low / 10) | 0;
        buf[i] = 48 + low - q * 10;
        low = q;
      }
      x = high;
    }
    x |= 0;
    for (; i >= start; i--) {
      const q = (x / 10) | 0;
      buf[i] = 48 + x - q * 10;
      x = q;
    }
    this.pos = start + width;
  }

  /** formatScaled(value, scale): `value / 10^scale` with 16 fractional digits (`scale <= 16`). */
  scaled(value: number, scale: number): void {
    if (!(Math.abs(value) < EXACT_LIMIT) || !Number.isInteger(value)) {
      this.ascii(scaledText(value, scale));
      return;
    }
    this.reserve(40);
    if (value < 0) {
      this.byte(45);
      value = -value;
    }
    const unit = POW10[scale]!;
    const int = Math.floor(value / unit);
    let fraction = value - int * unit;
    let whole = int;
    if (fraction < 0) {
      whole--;
      fraction += unit;
    } else if (fraction >= unit) {
      whole++;
      fraction -= unit;
    }
    this.uint(whole);
    this.byte(46);
    if (scale > 0) this.padded(fraction, scale);
    const buf = this.buf,
      end = this.pos + 16 - scale;
    for (let i = this.pos; i < end; i++) buf[i] = 48;
    this.pos = end;
  }

  /**
   * formatScaled(a × b, scale) for safe integers, exact past 2^53: |a| is split in base 10^7 so each
   * partial product stays safe while |b| is below 10^7; the low 7 digits are the last of the fraction.
   */
  product(a: number, b: number, scale: number): void {
    const value = a * b;
    if (Number.isSafeInteger(value)) {
      this.scaled(value, scale);
      return;
    }
    const x = Math.abs(a),
      y = Math.abs(b);
    if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || y >= SPLIT || scale < 7) {
      this.ascii(productText(a, b, scale));
      return;
    }
    const lowProduct = (x % SPLIT) * y;
    const high = Math.floor(x / SPLIT) * y + Math.floor(lowProduct / SPLIT);
    const low = lowProduct % SPLIT;
    const unit = POW10[scale - 7]!;
    let whole = Math.floor(high / unit);
    let fraction = high - whole * unit;
    if (fraction < 0) {
      whole--;
      fraction += unit;
    } else if (fraction >= unit) {
      whole++;
      fraction -= unit;
    }
    this.reserve(40);
    if (value < 0) this.byte(45);
    this.uint(whole);
    this.byte(46);
    if (scale > 7) this.padded(fraction, scale - 7);
    this.padded(low, 7);
    const buf = this.buf,
      end = this.pos + 16 - scale;
    for (let i = this.pos; i < end; i++) buf[i] = 48;
    this.pos = end;
  }
}
