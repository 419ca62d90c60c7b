import { expect } from 'chai';
import { VerifiedTokens } from '../../adapters/signer/VerifiedTokens';
import type { TokenClaims } from '../../core/tokens/tokens';

const claimsOf = (jti: string): TokenClaims => ({
  kind: 'posting',
  sub: 'alice',
  app: 'demo-app',
  scope: ['vote'],
  fam: 'f',
  jti,
  iat: 1,
  exp: 2,
});

describe('VerifiedTokens: the signer’s cache of checked tokens', () => {
  it('answers what it was told, and nothing else', () => {
    const cache = new VerifiedTokens(4);
    cache.remember('token-a', claimsOf('a'));
    expect(cache.get('token-a')).to.deep.equal(claimsOf('a'));
    expect(cache.get('token-b')).to.equal(undefined);
  });

  it('never holds more than its capacity: the oldest token goes first', () => {
    const cache = new VerifiedTokens(1000);
    for (let i = 0; i < 25_000; i++) cache.remember(`token-${i}`, claimsOf(String(i)));
    expect(cache.size).to.equal(1000);
    expect(cache.get('token-23999'), 'the 1,001st newest: evicted').to.equal(undefined);
    expect(cache.get('token-0')).to.equal(undefined);
    expect(cache.get('token-24000')).to.deep.equal(claimsOf('24000'));
    expect(cache.get('token-24999')).to.deep.equal(claimsOf('24999'));
  });
});
