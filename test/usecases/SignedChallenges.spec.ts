import { expect } from 'chai';
import { decodeJwt } from 'jose';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { MAINNET_CHAIN_ID } from '../../core/shared/chain';
import { parseSignInMessage } from '../../core/signIn/signInMessage';
import { signInTransaction } from '../../core/signIn/signInTransaction';
import { TransactionBytes } from '../../adapters/chain/transactionBytes';
import { InvalidGrant, InvalidRequest, UnauthorizedClient, Unavailable } from '../../core/errors';
import type { AuthorizeInput } from '../../core/signIn/AuthorizeUseCase';
import { aUser, keyOf, signMessage } from '../support/builders';
import { demoApp, otherApp, testCore } from '../support/coreFixture';
import { expectError } from '../support/expectError';
import { FakeClock } from '../support/FakeClock';
import { callbackParams, landingOf } from '../support/handoff';

const REDIRECT = 'https://demo.example/callback';

/**
 * What a signed message proves (SignedChallenges, issue 27 §2 and §4): strict verification of the
 * readable message, the account found by the key when the wallet chose it, keys delegated through
 * account_auths, and how the user signed in the id_token.
 */
describe('signed messages (SignedChallenges): readable, strict, wallet-chosen, own keys only', () => {
  let t: Awaited<ReturnType<typeof testCore>>;
  let clock: FakeClock;
  let chain: MemoryChainClient;
  beforeEach(async () => {
    clock = new FakeClock();
    // twin shares alice's keys (the same password); dave's posting authority delegates to carol,
    // carol's to erin: keys that could post for dave on chain, and must not sign in as him.
    chain = new MemoryChainClient([
      aUser('alice').grantedTo('demo-app').build(),
      aUser('bob').build(),
      aUser('carol').grantedTo('erin').build(),
      aUser('dave').grantedTo('carol').grantedTo('demo-app').build(),
      aUser('erin').grantedTo('frank').build(),
      aUser('frank').build(),
      { ...aUser('twin').build(), posting: aUser('alice').build().posting },
      demoApp.build(),
      otherApp.build(),
      aUser('hivegate').build(),
    ]);
    t = await testCore({ chain, clock }, { chainId: MAINNET_CHAIN_ID });
  });

  const challenge = (request: {
    username?: string;
    clientId?: string;
    redirectUri?: string;
    scope?: string[];
  }) =>
    t.core.challenge.execute({
      clientId: 'demo-app',
      redirectUri: REDIRECT,
      scope: ['openid'],
      ...request,
    });

  async function signIn(
    text: string,
    key = keyOf('alice'),
    extra: Partial<AuthorizeInput> = {},
  ): Promise<URLSearchParams> {
    const answer = await t.core.authorize.execute({
      challenge: text,
      signature: signMessage(text, key),
      clientId: 'demo-app',
      redirectUri: REDIRECT,
      responseType: 'code',
      scope: ['openid'],
      ...extra,
    });
    return callbackParams(await landingOf(t.core, answer));
  }

  /** The id_token the sign-in's code is exchanged for. */
  async function idTokenOf(params: URLSearchParams) {
    const answer = await t.core.exchange.execute({
      codeOrRefresh: params.get('code')!,
      clientSecret: 'demo-app-secret',
    });
    return decodeJwt(answer.id_token!);
  }

  describe('the message (§4)', () => {
    it('names the service, its URL, the account, the key role, the app, where it returns, the chain, a nonce and its times', async () => {
      const { challenge: text, expires_in } = await challenge({ username: 'alice' });
      expect(parseSignInMessage(text)).to.deep.equal({
        domain: 'hivegate.test',
        account: 'alice',
        statement: 'Sign in to @demo-app.',
        uri: 'https://hivegate.test',
        keyRole: 'posting',
        app: 'demo-app',
        grants: 'sign in only, no posting',
        returnsTo: REDIRECT,
        chainId: MAINNET_CHAIN_ID,
        nonce: parseSignInMessage(text)!.nonce,
        issuedAt: new Date(clock.now()).toISOString(),
        expiresAt: new Date(clock.now() + expires_in * 1000).toISOString(),
      });
      const other = await challenge({ username: 'alice' });
      expect(parseSignInMessage(other.challenge)!.nonce).to.not.equal(
        parseSignInMessage(text)!.nonce,
      );
    });

    it('a signature grants only what its message states (issue 37 §1)', async () => {
      const plain = await challenge({ username: 'alice' });
      await expectError(
        signIn(plain.challenge, keyOf('alice'), { scope: ['posting'], responseType: 'token' }),
        InvalidGrant,
        'The signed message grants "sign in only, no posting", and this request asks for "post for you: vote',
      );
      const votes = await challenge({ username: 'alice', scope: ['vote'] });
      expect(parseSignInMessage(votes.challenge)!.grants).to.equal('post for you: vote.');
      const params = await signIn(votes.challenge, keyOf('alice'), { scope: ['vote'] });
      expect(params.get('code')).to.be.a('string');
    });

    it('states the limits in the message, and refuses a request for looser ones', async () => {
      const limits = { type: 'hive_posting' as const, operations: ['vote'], max_vote_weight: 2000 };
      const stated = await t.core.challenge.execute({
        clientId: 'demo-app',
        redirectUri: REDIRECT,
        username: 'alice',
        scope: ['posting'],
        limits,
      });
      expect(parseSignInMessage(stated.challenge)!.grants).to.equal(
        'post for you: vote. Votes of at most 20 %.',
      );
      await expectError(
        signIn(stated.challenge, keyOf('alice'), {
          scope: ['posting'],
          limits: { ...limits, max_vote_weight: 10000 },
        }),
        InvalidGrant,
        'a signature grants only what its message says',
      );
    });

    it('refuses a return the app did not register before anything is signed', async () => {
      await expectError(
        challenge({ username: 'alice', redirectUri: 'https://evil.example/' }),
        InvalidRequest,
        'redirect_uri',
      );
    });

    it('refuses a message with a tampered domain, URL or chain, though the signature is right', async () => {
      const { challenge: text } = await challenge({ username: 'alice' });
      const tampered = [
        [text.replace('hivegate.test wants', 'evil.example wants'), 'domain (evil.example)'],
        [text.replace('URI: https://hivegate.test', 'URI: https://evil.example'), 'URL'],
        [text.replace(MAINNET_CHAIN_ID, '42'.repeat(32)), 'chain'],
      ];
      for (const [message, says] of tampered)
        await expectError(signIn(message), InvalidGrant, says);
      await signIn(text); // the genuine one still works
    });

    it('refuses an expired message, a reused nonce, and a message for another return', async () => {
      const late = await challenge({ username: 'alice' });
      clock.advance(late.expires_in * 1000);
      await expectError(signIn(late.challenge), InvalidGrant, 'expired');

      const once = await challenge({ username: 'alice' });
      await signIn(once.challenge);
      await expectError(signIn(once.challenge), InvalidGrant, 'not valid');

      const elsewhere = await t.core.challenge.execute({
        username: 'alice',
        clientId: 'other-app',
        redirectUri: 'https://other.example/cb',
      });
      await expectError(signIn(elsewhere.challenge), InvalidGrant, 'not valid');
      const device = await t.core.challenge.execute({
        username: 'alice',
        clientId: 'demo-app',
        userCode: 'BCDFGHJK',
      });
      await expectError(signIn(device.challenge), InvalidGrant, 'returns somewhere else');
    });

    it('says in the id_token what was verified (amr: pop, the key role) and, apart, the wallet the page reported (issue 54 §5)', async () => {
      const typed = await idTokenOf(
        await signIn((await challenge({ username: 'alice' })).challenge),
      );
      expect(typed)
        .to.include({ hive_key_role: 'posting', hive_wallet: 'key' })
        .and.deep.include({ amr: ['pop'] });
      // A typed posting key the page calls "ledger" is still only a proof of possession.
      const saidLedger = await idTokenOf(
        await signIn((await challenge({ username: 'alice' })).challenge, keyOf('alice'), {
          method: 'ledger',
        }),
      );
      expect(saidLedger.amr).to.deep.equal(['pop']);
      expect(saidLedger).to.include({ hive_wallet: 'ledger' });
      const keychain = await idTokenOf(
        await signIn((await challenge({ username: 'alice' })).challenge, keyOf('alice', 'active'), {
          method: 'keychain',
        }),
      );
      expect(keychain)
        .to.include({ hive_key_role: 'active' })
        .and.deep.include({ amr: ['pop'], hive_wallet: 'keychain' });
      expect(keychain).to.not.have.property('hive_delegate');
    });
  });

  describe("only the account's own keys prove it (issue 36 §1)", () => {
    it("refuses a delegate's posting key (account_auths), at any depth, naming the key needed", async () => {
      for (const delegate of ['carol', 'erin']) {
        const { challenge: text } = await challenge({ username: 'dave' });
        await expectError(
          signIn(text, keyOf(delegate)),
          InvalidGrant,
          'The signature is not from a key of @dave: sign with its own posting, active or owner key',
        );
      }
    });

    it("refuses a delegate's active key and a stranger's key alike", async () => {
      const active = await challenge({ username: 'dave' });
      await expectError(signIn(active.challenge, keyOf('carol', 'active')), InvalidGrant, '@dave');
      const stranger = await challenge({ username: 'dave' });
      await expectError(signIn(stranger.challenge, keyOf('bob')), InvalidGrant, '@dave');
    });

    it("signs dave in with dave's own key, and the id_token says only how", async () => {
      const { challenge: text } = await challenge({ username: 'dave' });
      const claims = await idTokenOf(
        await signIn(text, keyOf('dave'), { method: 'hiveauth', scope: ['openid'] }),
      );
      expect(claims).to.include({ sub: 'dave', hive_key_role: 'posting' });
      expect(claims.amr).to.deep.equal(['pop']);
      expect(claims).to.include({ hive_wallet: 'hiveauth' });
      expect(claims).to.not.have.property('hive_delegate');
    });

    it('refuses a multisig account clearly: its own key alone does not reach the threshold', async () => {
      chain.put(aUser('multi').withPostingThreshold(2).build());
      const { challenge: text } = await challenge({ username: 'multi' });
      await expectError(
        signIn(text, keyOf('multi')),
        InvalidGrant,
        "@multi's posting authority needs keys of weight 2 and this key has 1",
      );
    });
  });

  describe('two nodes must agree on whose key it is (issue 54 §6)', () => {
    /** alice as a lying node answers her: with mallory's posting key. */
    const aliceWithMallorysKey = () => ({
      ...aUser('alice').grantedTo('demo-app').build(),
      posting: aUser('mallory').build().posting,
    });

    it('signs in when the second node finds the same key proving the same authority', async () => {
      chain.secondNode = new MemoryChainClient([aUser('alice').grantedTo('demo-app').build()]);
      const claims = await idTokenOf(
        await signIn((await challenge({ username: 'alice' })).challenge),
      );
      expect(claims).to.include({ sub: 'alice', hive_key_role: 'posting' });
    });

    it("refuses a key one node vouches for and the other does not, as a moment's disagreement", async () => {
      // The node answering first lies: mallory's key is alice's posting key there.
      chain.put(aliceWithMallorysKey());
      const { challenge: trusting } = await challenge({ username: 'alice' });
      // With one node's word, mallory signs in as alice: the door this closes.
      expect((await signIn(trusting, keyOf('mallory'))).get('code')).to.be.a('string');
      chain.secondNode = new MemoryChainClient([aUser('alice').grantedTo('demo-app').build()]);
      const { challenge: text } = await challenge({ username: 'alice' });
      const refused = await expectError(
        signIn(text, keyOf('mallory')),
        Unavailable,
        'The Hive nodes do not agree on the keys of @alice',
      );
      expect(refused).to.include({ retryAfterSeconds: 3 });
      // The other way round (the second node lies) is refused alike.
      chain.put(aUser('alice').grantedTo('demo-app').build());
      chain.secondNode = new MemoryChainClient([aliceWithMallorysKey()]);
      const { challenge: again } = await challenge({ username: 'alice' });
      await expectError(signIn(again, keyOf('mallory')), InvalidGrant, '@alice');
      const { challenge: own } = await challenge({ username: 'alice' });
      await expectError(signIn(own), Unavailable, 'do not agree');
    });

    it('refuses when the second node knows no such account, or finds another role', async () => {
      chain.secondNode = new MemoryChainClient([]);
      await expectError(
        signIn((await challenge({ username: 'alice' })).challenge),
        Unavailable,
        'do not agree',
      );
      // There alice's active key is her posting key too: it proves "active" on one node only.
      const elsewhere = aUser('alice').grantedTo('demo-app').build();
      chain.secondNode = new MemoryChainClient([{ ...elsewhere, posting: elsewhere.active }]);
      await expectError(
        signIn((await challenge({ username: 'alice' })).challenge, keyOf('alice', 'active')),
        Unavailable,
        'do not agree',
      );
    });

    it('answers Unavailable when fewer than two nodes answer', async () => {
      const second = new MemoryChainClient([aUser('alice').grantedTo('demo-app').build()]);
      second.unreachable = true;
      chain.secondNode = second;
      await expectError(
        signIn((await challenge({ username: 'alice' })).challenge),
        Unavailable,
        'The Hive network could not be reached',
      );
    });
  });

  describe('no username to type: the wallet chooses (§2)', () => {
    it('finds the one account that holds the key and signs it in', async () => {
      const { challenge: text } = await challenge({});
      expect(text.split('\n')[1]).to.equal('(the account you choose in your wallet)');
      const params = await signIn(text, keyOf('bob'), { scope: ['login'], responseType: 'token' });
      expect(params.get('username')).to.equal('bob');
    });

    it('goes on with the grant rules: a posting sign-in still needs the grant', async () => {
      const posting = () => challenge({ scope: ['posting'] });
      await expectError(
        signIn((await posting()).challenge, keyOf('bob'), { scope: ['posting'] }),
        UnauthorizedClient,
        'not granted',
      );
      const params = await signIn((await posting()).challenge, keyOf('alice', 'active'), {
        scope: ['posting'],
      });
      expect(params.get('username')).to.equal('alice');
    });

    it('refuses a key several accounts share, naming them, until the user names one', async () => {
      await expectError(
        signIn((await challenge({})).challenge, keyOf('alice')),
        InvalidGrant,
        'several accounts (@alice, @twin)',
      );
      const named = await challenge({ username: 'twin' });
      const params = await signIn(named.challenge, keyOf('alice'), {
        scope: ['login'],
        responseType: 'token',
      });
      expect(params.get('username')).to.equal('twin');
    });

    it('answers Unavailable, not a wrong account, when the chain cannot say who holds the key', async () => {
      const { challenge: text } = await challenge({});
      chain.unreachable = true;
      await expectError(signIn(text, keyOf('bob')), Unavailable, 'could not be reached');
    });

    it('refuses a key no account holds', async () => {
      await expectError(
        signIn((await challenge({})).challenge, keyOf('nobody-at-all')),
        InvalidGrant,
        'No Hive account holds',
      );
    });
  });

  describe('the account the app expected (§3)', () => {
    it('never signs in another account silently: it needs the user to confirm', async () => {
      const expected: Partial<AuthorizeInput> = {
        expectedAccount: 'alice',
        scope: ['login'],
        responseType: 'token',
      };
      await expectError(
        signIn((await challenge({})).challenge, keyOf('bob'), expected),
        InvalidRequest,
        'expected @alice but @bob signed',
      );
      const confirmed = await signIn((await challenge({})).challenge, keyOf('bob'), {
        ...expected,
        otherAccountConfirmed: true,
      });
      expect(confirmed.get('username')).to.equal('bob');
      const same = await signIn((await challenge({})).challenge, keyOf('alice', 'active'), {
        ...expected,
        scope: ['login'],
      });
      expect(same.get('username')).to.equal('alice');
    });
  });

  describe('signed as a transaction, for a wallet that signs only transactions (issue 42)', () => {
    /** The challenge's sign-in transaction signed with `key` for the core's chain (mainnet here). */
    const signedTransaction = (text: string, account: string, key = keyOf(account)) =>
      new TransactionBytes(signInTransaction(text, account) as never).sign(
        key,
        Buffer.from(MAINNET_CHAIN_ID, 'hex'),
      ).signatures[0];
    // signIn's own signature of the message is replaced by the one given.
    const asTransaction = (text: string, signature: string) =>
      signIn(text, undefined, { signature, signedAs: 'transaction', method: 'metamask' });

    it('signs alice in with her own key over the transaction, and the id_token says how', async () => {
      const { challenge: text } = await challenge({ username: 'alice' });
      const claims = await idTokenOf(await asTransaction(text, signedTransaction(text, 'alice')));
      expect(claims).to.include({ sub: 'alice', hive_key_role: 'posting' });
      expect(claims.amr).to.deep.equal(['pop']);
      expect(claims).to.include({ hive_wallet: 'metamask' });
    });

    it("keeps the own-key rule: a delegate's key over dave's transaction proves nothing", async () => {
      const { challenge: text } = await challenge({ username: 'dave' });
      await expectError(
        asTransaction(text, signedTransaction(text, 'dave', keyOf('carol'))),
        InvalidGrant,
        'The signature is not from a key of @dave',
      );
    });

    it('a signature of the message is no transaction signature, nor the other way round', async () => {
      const first = await challenge({ username: 'alice' });
      await expectError(
        asTransaction(first.challenge, signMessage(first.challenge, keyOf('alice'))),
        InvalidGrant,
        '@alice',
      );
      const second = await challenge({ username: 'alice' });
      await expectError(
        signIn(second.challenge, undefined, {
          signature: signedTransaction(second.challenge, 'alice'),
        }),
        InvalidGrant,
        '@alice',
      );
    });

    it('needs the account named in the challenge: the transaction names it', async () => {
      const { challenge: text } = await challenge({});
      await expectError(
        asTransaction(text, signedTransaction(text, 'alice')),
        InvalidRequest,
        'names its account',
      );
    });
  });
});
