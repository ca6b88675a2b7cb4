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
