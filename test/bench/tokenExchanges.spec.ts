import { expect } from 'chai';
import { basicCredentials } from '../../adapters/http/tokens/parseOpenIdToken';
import type { Child } from '../../bench/processes';
import { settingsFrom } from '../../bench/settings';
import {
  basicAuthorization,
  codeBody,
  codeExchangeSpec,
  codesNeeded,
  refreshBody,
  refreshExchangeSpec,
} from '../../bench/scenarios/tokenExchanges';
import { refreshGrantsNeeded } from '../../bench/scenarios/refresh';

const child = { name: 'peer', pid: 1, info: { url: 'http://127.0.0.1:1' } } as Child;
const endpoint = { child, path: '/token' };
const quick = settingsFrom(['--quick']);

describe('bench: the token requests sent to hivegate and to node-oidc-provider', () => {
  it('authenticates with HTTP Basic as RFC 6749 §2.3.1 encodes it, which hivegate decodes back', () => {
    const header = basicAuthorization('demo-app', 'a secret:with+signs/é');
    expect(header).to.match(/^Basic [A-Za-z0-9+/]+=*$/);
    expect(basicCredentials(header)).to.deep.equal({
      clientId: 'demo-app',
      secret: 'a secret:with+signs/é',
    });
  });

  it('sends the standard form bodies', () => {
    expect(Object.fromEntries(new URLSearchParams(refreshBody('r+1/=')))).to.deep.equal({
      grant_type: 'refresh_token',
      refresh_token: 'r+1/=',
    });
    expect(
      Object.fromEntries(new URLSearchParams(codeBody('c1', 'http://x/cb?a=1'))),
    ).to.deep.equal({
      grant_type: 'authorization_code',
      code: 'c1',
      redirect_uri: 'http://x/cb?a=1',
    });
  });

  it('spends each code once, in order, by count: the warm-up and every round', () => {
    const codes = Array.from({ length: codesNeeded(quick) }, (_, i) => `c${i}`);
    expect(codes.length).to.equal(quick.codeWarmup + quick.rounds * quick.codesPerRound);
    const spec = codeExchangeSpec(endpoint, codes, quick);
    expect(spec).to.include({
      path: '/token',
      method: 'POST',
      amount: quick.rounds * quick.codesPerRound,
      warmupRequests: quick.codeWarmup,
    });
    expect(spec.headers).to.include({ 'Content-Type': 'application/x-www-form-urlencoded' });
    const sent = codes.map(() => new URLSearchParams(spec.next!().body).get('code'));
    expect(sent).to.deep.equal(codes);
    expect(new URLSearchParams(spec.next!().body).get('code')).to.equal('codes-spent');
    expect(spec.check!(200, '{"access_token":"a","refresh_token":"r"}')).to.equal(true);
    expect(spec.check!(200, '{"access_token":"a"}')).to.equal(false);
  });

  it('refuses to start a code load with too few codes', () => {
    expect(() => codeExchangeSpec(endpoint, ['c0'], quick)).to.throw(/1 codes, \d+ needed/);
  });

  it('puts each answer’s new refresh token back for a later request', () => {
    const tokens = Array.from({ length: refreshGrantsNeeded(quick) }, (_, i) => `r${i}`);
    const spec = refreshExchangeSpec(endpoint, tokens, quick);
    const first = new URLSearchParams(spec.next!().body);
    expect(first.get('grant_type')).to.equal('refresh_token');
    expect(first.get('refresh_token')).to.equal('r0');
    expect(spec.check!(200, '{"refresh_token":"r0-next"}')).to.equal(true);
    for (let i = 1; i < tokens.length; i++) spec.next!();
    expect(new URLSearchParams(spec.next!().body).get('refresh_token')).to.equal('r0-next');
    expect(spec.check!(400, '{"error":"invalid_grant"}')).to.equal(false);
  });
});
