import { describe, expect, it } from 'vitest';
import { spoilAt } from './forgery.js';
import { signatureHeader } from './rejection.js';

describe('spoiling a signature', () => {
  it.each(['Abc123==', 'Bxyz', 'A', 'a1f0', '0abc', '1'])(
    'the wrong X-Signature of bad-signature (%s spoiled in its first character) differs, even ignoring case, in length kept',
    (signature) => {
      const spoiled = spoilAt(signature, 0);
      // A hex signature may be compared case-insensitively: 'a…' turned into 'A…' would still verify.
      expect(spoiled.toLowerCase()).not.toBe(signature.toLowerCase());
      expect(spoiled).toHaveLength(signature.length);
      expect(spoiled.slice(1)).toBe(signature.slice(1));
    },
  );

  it('finds X-Signature whatever its case, and nothing when absent', () => {
    expect(signatureHeader({ 'X-PCK': 'k', 'x-signature': 's' })).toBe('x-signature');
    expect(signatureHeader({ 'X-Signature': 's' })).toBe('X-Signature');
    expect(signatureHeader({ 'X-PCK': 'k' })).toBeUndefined();
  });
});
