import { describe, expect, it } from 'vitest';
import { notFoundProblem, validationProblem } from './problems.js';

describe('problem builders', () => {
  it('builds the 400 body with errors and no traceId', () => {
    expect(validationProblem({ pairSymbol: ['PairSymbol must exist.'] })).toEqual({
      type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: { pairSymbol: ['PairSymbol must exist.'] },
    });
  });
  it('builds the 404 body without errors', () => {
    expect(notFoundProblem()).toEqual({ type: 'https://tools.ietf.org/html/rfc9110#section-15.5.5', title: 'Not Found', status: 404 });
  });
});

describe('problem builders with a traceId ("traceId: all")', () => {
  it('adds the traceId it is given', () => {
    expect(notFoundProblem({ traceId: 't-1' }).traceId).toBe('t-1');
    expect(validationProblem({ page: ['Page must be greater than or equal to 1.'] }, { traceId: 't-2' }).traceId).toBe('t-2');
  });
  it('refuses a 400 that names no parameter or no message', () => {
    expect(() => validationProblem({})).toThrow(expect.objectContaining({ code: 'invalid-argument' }));
    expect(() => validationProblem({ page: [] })).toThrow(expect.objectContaining({ code: 'invalid-argument' }));
  });
});
