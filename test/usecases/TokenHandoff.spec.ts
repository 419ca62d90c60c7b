import { expect } from 'chai';
import { HANDOFF_PAGE_PATH } from '../../core/signIn/tokenHandoff';
import { responseModeOf } from '../../core/tokens/redirectResponse';
import { InvalidGrant } from '../../core/errors';
import type { AuthorizeAnswer, AuthorizeInput } from '../../core/signIn/AuthorizeUseCase';
import { keyOf, signMessage } from '../support/builders';
import { coreFixture, demoApp } from '../support/coreFixture';
import { expectError } from '../support/expectError';
import { callbackParams, landingOf } from '../support/handoff';

const REDIRECT = 'https://demo.example/callback';

/**
 * Issue 37 §1: the token flow hands no access token to whoever reads authorize's answer. It answers
 * a handoff, redeemed once, within two minutes, with the verifier only the signing browser keeps;
 * the access token then goes to the registered redirect URI (core/signIn/tokenHandoff.ts).
 */
describe('The token flow’s handoff (AuthorizeUseCase + TokenHandoffUseCase)', () => {
  let f: Awaited<ReturnType<typeof coreFixture>>;
  beforeEach(async () => {
    f = await coreFixture();
  });

  async function authorize(extra: Partial<AuthorizeInput> = {}): Promise<AuthorizeAnswer> {
    const scope = extra.scope ?? ['vote'];
    const { challenge } = await f.challenge.execute({
      username: 'alice',
      clientId: 'demo-app',
      redirectUri: REDIRECT,
      scope,
    });
    return f.authorize.execute({
      challenge,
      signature: signMessage(challenge, keyOf('alice')),
      clientId: 'demo-app',
      redirectUri: REDIRECT,
      responseType: 'token',
      state: 'st-1',
      ...extra,
      scope,
    });
  }
  const handoffOf = (answer: AuthorizeAnswer) =>
    new URL(answer.redirect_to, 'https://hivegate.test').searchParams.get('handoff')!;

  it('answers no access token: the handoff page, and a verifier for the browser alone', async () => {
    const answer = await authorize();
    expect(answer.redirect_to.startsWith(`${HANDOFF_PAGE_PATH}?handoff=`)).to.equal(true);
    expect(answer.handoff!.expires_in).to.equal(120);
    expect(answer.handoff!.verifier).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(answer)).to.not.include('access_token');
    const claims = await f.signer.verify(handoffOf(answer));
    expect(claims).to.include({
      kind: 'handoff',
      sub: 'alice',
      app: 'demo-app',
      grants: 'posting',
    });
    expect(claims).to.include({ redirect_uri: REDIRECT, state: 'st-1', response_mode: 'query' });
    expect(claims!.exp - claims!.iat).to.equal(120);
    expect(
      await f.signInStore.signInsOf({ username: 'alice' }, f.clock.now()),
      'no sign-in until a token is issued',
    ).to.deep.equal([]);
  });

  it('with the verifier: the access token at the redirect URI (HiveSigner-shaped: the query)', async () => {
    const url = await landingOf(f, await authorize());
    expect(url.origin + url.pathname).to.equal(REDIRECT);
    expect(url.hash).to.equal('');
    const params = url.searchParams;
    expect([...params.keys()]).to.deep.equal([
      'access_token',
      'expires_in',
      'username',
      'state',
      'iss',
    ]);
    expect(params.get('expires_in')).to.equal('604800');
    expect(params.get('username')).to.equal('alice');
    expect(params.get('state')).to.equal('st-1');
    expect(params.get('iss')).to.equal('https://hivegate.test');
    const claims = await f.signer.verify(params.get('access_token')!);
    expect(claims).to.include({ kind: 'posting', sub: 'alice', app: 'demo-app' });
    expect((await f.me.execute(params.get('access_token')!)).user).to.equal('alice');
    const [signIn] = await f.signInStore.signInsOf({ username: 'alice' }, f.clock.now());
    expect(signIn).to.include({ app: 'demo-app', kind: 'posting', sid: claims!.fam });
  });

  it('without the verifier, or with another, issues nothing and leaves the handoff unspent', async () => {
    const answer = await authorize();
    const handoff = handoffOf(answer);
    for (const verifier of [undefined, 'x'.repeat(43), (await authorize()).handoff!.verifier])
      await expectError(
        f.tokenHandoff.execute({ handoff, verifier }),
        InvalidGrant,
        'only by the browser where you signed',
      );
    expect(await f.signInStore.signInsOf({ username: 'alice' }, f.clock.now())).to.deep.equal([]);
    const { redirect_to } = await f.tokenHandoff.execute({
      handoff,
      verifier: answer.handoff!.verifier,
    });
    expect(new URL(redirect_to).searchParams.get('access_token')).to.be.a('string');
  });

  it('is spent once: a second use is refused and ends the sign-in, as a reused code does', async () => {
    const answer = await authorize();
    const input = { handoff: handoffOf(answer), verifier: answer.handoff!.verifier };
    const token = new URL((await f.tokenHandoff.execute(input)).redirect_to).searchParams.get(
      'access_token',
    )!;
    await expectError(f.tokenHandoff.execute(input), InvalidGrant, 'already used');
    await expectError(f.me.execute(token), InvalidGrant, 'revoked');
  });

  it('lives two minutes', async () => {
    const answer = await authorize();
    f.clock.advance(120_000);
    await expectError(
      f.tokenHandoff.execute({ handoff: handoffOf(answer), verifier: answer.handoff!.verifier }),
      InvalidGrant,
      'has expired',
    );
  });

  it('is no other kind of token, and no other kind is a handoff', async () => {
    const answer = await authorize();
    const handoff = handoffOf(answer);
    await expectError(
      f.exchange.execute({ codeOrRefresh: handoff, clientSecret: demoApp.secret }),
      InvalidGrant,
      'The token has invalid role',
    );
    await expectError(f.me.execute(handoff), InvalidGrant, 'The token has invalid role');
    const code = (await f.signIn('alice', { responseType: 'code' })).get('code')!;
    const token = (await landingOf(f, answer)).searchParams.get('access_token')!;
    for (const other of [code, token, 'not-a-token'])
      await expectError(
        f.tokenHandoff.execute({ handoff: other, verifier: answer.handoff!.verifier }),
        InvalidGrant,
        'not valid',
      );
  });

  it('OpenID Connect requests get the fragment by default; response_mode decides when given', async () => {
    const openId = await landingOf(f, await authorize({ scope: ['openid'] }));
    expect(openId.search).to.equal('');
    expect(callbackParams(openId).get('access_token')).to.be.a('string');
    expect(callbackParams(openId).get('state')).to.equal('st-1');
    const asked = await landingOf(f, await authorize({ scope: ['openid'], responseMode: 'query' }));
    expect(asked.searchParams.get('access_token')).to.be.a('string');
    const fragment = await landingOf(f, await authorize({ responseMode: 'fragment' }));
    expect(new URLSearchParams(fragment.hash.slice(1)).get('access_token')).to.be.a('string');
    // A code stays in the query, OpenID Connect's default for it.
    const code = await f.authorize.execute({
      ...(await signedFor(['openid'])),
      responseType: 'code',
    });
    expect(new URL(code.redirect_to).searchParams.get('code')).to.be.a('string');
    expect(code.handoff).to.equal(undefined);
  });

  async function signedFor(scope: string[]) {
    const { challenge } = await f.challenge.execute({
      username: 'alice',
      clientId: 'demo-app',
      redirectUri: REDIRECT,
      scope,
    });
    return {
      challenge,
      signature: signMessage(challenge, keyOf('alice')),
      clientId: 'demo-app',
      redirectUri: REDIRECT,
      scope,
    };
  }

  it('responseModeOf: the one rule for where an answer goes', () => {
    const cases: [Parameters<typeof responseModeOf>, string][] = [
      [[undefined, { openId: false, implicit: true }], 'query'],
      [[undefined, { openId: false, implicit: false }], 'query'],
      [[undefined, { openId: true, implicit: true }], 'fragment'],
      [[undefined, { openId: true, implicit: false }], 'query'],
      [['query', { openId: true, implicit: true }], 'query'],
      [['fragment', { openId: false, implicit: false }], 'fragment'],
    ];
    for (const [args, mode] of cases)
      expect(responseModeOf(...args), JSON.stringify(args)).to.equal(mode);
  });
});
