import { describe, expect, it } from 'vitest';
import { pactMessages, productIdsMatch, productIdsSaid, productMismatchMessage } from './pact';

describe('a request’s products against a footprint’s (issue #36)', () => {
  const amlodipine = 'urn:pact:cas.org:substance-number:88150-42-9';
  const atorvastatin = 'urn:pact:cas.org:substance-number:134523-00-5';

  it('matches when one id is shared (without case), or when the request names no product', () => {
    expect(productIdsMatch([amlodipine], [atorvastatin])).toBe(false);
    expect(productIdsMatch([amlodipine.toUpperCase(), 'urn:gtin:1'], [atorvastatin, amlodipine])).toBe(true);
    expect(productIdsMatch(undefined, [atorvastatin])).toBe(true);
    expect(productIdsMatch([], [atorvastatin])).toBe(true);
  });

  it('says a CAS URN as its CAS number, any other id as it is, in the 409’s words', () => {
    expect(productIdsSaid([amlodipine, 'urn:pact:acme.example:supplier-id:ATV%2010'])).toBe(
      'CAS 88150-42-9, urn:pact:acme.example:supplier-id:ATV%2010',
    );
    expect(productMismatchMessage([amlodipine], [atorvastatin])).toBe(
      pactMessages.productMismatch
        .replace('{requested}', 'CAS 88150-42-9')
        .replace('{footprint}', 'CAS 134523-00-5'),
    );
    expect(productMismatchMessage([amlodipine], [atorvastatin])).not.toContain('{');
  });
});
