import { describe, expect, it } from 'vitest';
import { corrupt, signatureHeader } from './rejection.js';

describe('spoiling a signature', () => {
  it.each(['Abc123==', 'Bxyz', 'A'])('corrupt(%s) differs, in length and alphabet kept', (signature) => {
    const spoiled = corrupt(signature);
    expect(spoiled).not.toBe(signature);
    expect(spoiled).toHaveLength(signature.length);
    expect(spoiled.slice(1)).toBe(signature.slice(1));
  });

  it('finds X-Signature whatever its case, and nothing when absent', () => {
    expect(signatureHeader({ 'X-PCK': 'k', 'x-signature': 's' })).toBe('x-signature');
    expect(signatureHeader({ 'X-Signature': 's' })).toBe('X-Signature');
    expect(signatureHeader({ 'X-PCK': 'k' })).toBeUndefined();
  });
});
