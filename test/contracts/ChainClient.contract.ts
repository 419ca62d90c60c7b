import { expect } from 'chai';
import type { Operation } from '../../core/shared/chain';
import { ChainRefused, type ChainClient } from '../../core/ports/ChainClient';
import { TransactionBytes } from '../../adapters/chain/transactionBytes';
import { signInTransaction } from '../../core/signIn/signInTransaction';
import { keyOf, signMessage, aFollow } from '../support/builders';

/**
 * What a fixture holds: the adapter, over a network where `alice` granted `demo-app`, which
 * granted the adapter's service account, and `bob` exists. `following` is present when the
 * network applies operations (a real chain): it reads back whom an account follows.
 */
export interface ChainClientFixture {
  client: ChainClient;
  /** Address prefix of public keys on this network. */
  prefix: string;
  /** Accounts `follower` follows (blog), read from the network itself; only for a real chain. */
  following?: (follower: string) => Promise<string[]>;
  close?: () => Promise<void>;
}

const follow = (follower: string, following: string): Operation => aFollow(follower, following);

/** The behaviour every ChainClient adapter must have. `factory` gives a fresh fixture. */
export function chainClientContract(
  name: string,
  factory: () => Promise<ChainClientFixture>,
): void {
  describe(`ChainClient contract: ${name}`, () => {
    let fixture: ChainClientFixture;
    beforeEach(async () => {
      fixture = await factory();
    });
    afterEach(async () => {
      await fixture.close?.();
    });

    describe('getAccounts', () => {
      it('answers the records of existing accounts, with their posting authority', async () => {
        const accounts = await fixture.client.getAccounts(['alice', 'demo-app']);
        expect(accounts.map((a) => a.name).sort()).to.deep.equal(['alice', 'demo-app']);
        const alice = accounts.find((a) => a.name === 'alice');
        expect(alice?.id).to.be.a('number');
        expect(alice?.posting.account_auths).to.deep.include(['demo-app', 1]);
        expect(alice?.posting.key_auths[0][0]).to.equal(
          keyOf('alice').createPublic(fixture.prefix).toString(),
        );
      });

      it('leaves out names that do not exist', async () => {
        const accounts = await fixture.client.getAccounts(['alice', 'no-such-user']);
        expect(accounts.map((a) => a.name)).to.deep.equal(['alice']);
        expect(await fixture.client.getAccounts(['no-such-user'])).to.deep.equal([]);
      });

      it('gives read-only records: changing one throws, and later answers are unchanged', async () => {
        const [first] = await fixture.client.getAccounts(['alice']);
        expect(() => (first.posting.account_auths.length = 0)).to.throw(TypeError);
        expect(() => ((first as { name: string }).name = 'mallory')).to.throw(TypeError);
        const [second] = await fixture.client.getAccounts(['alice']);
        expect(second.name).to.equal('alice');
        expect(second.posting.account_auths).to.deep.include(['demo-app', 1]);
      });
    });

    describe('broadcast', () => {
      it('answers the transaction id', async () => {
        const receipt = await fixture.client.broadcast([follow('alice', 'bob')]);
        expect(receipt.id).to.match(/^[0-9a-f]{40}$/);
      });

      it('makes each call its own transaction, even for identical operations', async () => {
        const first = await fixture.client.broadcast([follow('alice', 'bob')]);
        const second = await fixture.client.broadcast([follow('alice', 'bob')]);
        expect(second.id).to.not.equal(first.id);
      });

      it('applies the operations on a real chain', async function () {
        if (!fixture.following) this.skip();
        expect(await fixture.following('alice')).to.not.include('carol');
        await fixture.client.broadcast([follow('alice', 'carol'), follow('alice', 'bob')]);
        expect(await fixture.following('alice')).to.include.members(['bob', 'carol']);
      });

      it('rejects with ChainRefused carrying the raw error when a real chain refuses', async function () {
        if (!fixture.following) this.skip();
        const error = await fixture.client
          .broadcast([
            ['vote', { voter: 'alice', author: 'bob', permlink: 'no-such-post', weight: 10000 }],
          ])
          .catch((e: unknown) => e);
        expect(error).to.be.instanceOf(ChainRefused);
        expect((error as ChainRefused).message)
          .to.be.a('string')
          .and.not.equal('');
        expect((error as ChainRefused).raw).to.have.property(
          'message',
          (error as ChainRefused).message,
        );
      });
    });

    describe('blocks', () => {
      it('answers consecutive blocks from the one asked, up to the head and no further', async () => {
        await fixture.client.broadcast([follow('alice', 'bob')]);
        await fixture.client.broadcast([follow('alice', 'demo-app')]);
        const head = await fixture.client.headBlock();
        const blocks = await fixture.client.blocks(head - 1, 5);
        expect(blocks.map((block) => block.num)).to.deep.equal([head - 1, head]);
        for (const block of blocks) {
          expect(block.timestamp).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
          expect(block.operations).to.be.an('array');
        }
        expect((await fixture.client.blocks(head - 1, 1)).map((block) => block.num)).to.deep.equal([
          head - 1,
        ]);
        expect(await fixture.client.blocks(head + 1, 3), 'not produced yet').to.deep.equal([]);
      });

      it('carries the operations a real chain put in each block', async function () {
        if (!fixture.following) return this.skip();
        await fixture.client.broadcast([follow('alice', 'bob')]);
        const head = await fixture.client.headBlock();
        const [block] = await fixture.client.blocks(head, 1);
        expect(block.operations).to.deep.equal([follow('alice', 'bob')]);
      });
    });

    describe('accountsWithKey', () => {
      it('names the accounts whose authorities list the key, whatever the role', async () => {
        const key = (role: 'posting' | 'active') =>
          keyOf('alice', role).createPublic(fixture.prefix).toString();
        expect(await fixture.client.accountsWithKey(key('posting'))).to.deep.equal(['alice']);
        expect(await fixture.client.accountsWithKey(key('active'))).to.deep.equal(['alice']);
      });

      it('answers no account for a key nobody holds (nor a memo key)', async () => {
        const memo = keyOf('alice', 'memo').createPublic(fixture.prefix).toString();
        const stranger = keyOf('nobody-here').createPublic(fixture.prefix).toString();
        expect(await fixture.client.accountsWithKey(stranger)).to.deep.equal([]);
        expect(await fixture.client.accountsWithKey(memo)).to.deep.equal([]);
      });
    });

    describe('recoverPublicKey', () => {
      it('gives the key that signed sha256(message)', () => {
        const message = 'hivegate: sign in @alice to @demo-app #1';
        const signature = signMessage(message, keyOf('alice'));
        expect(fixture.client.recoverPublicKey(message, signature)).to.equal(
          keyOf('alice').createPublic(fixture.prefix).toString(),
        );
      });

      it('answers undefined for a signature that does not parse', () => {
        expect(fixture.client.recoverPublicKey('message', 'not-hex')).to.equal(undefined);
        expect(fixture.client.recoverPublicKey('message', '00'.repeat(65))).to.equal(undefined);
      });
    });

    describe('recoverTransactionKey (a sign-in signed as a transaction, issue 42)', () => {
      const chainId = 'ab'.repeat(32);
      const tx = signInTransaction('hivegate: sign in @alice to @demo-app #1', 'alice');
      const signed = (id = chainId) =>
        new TransactionBytes(tx as never).sign(keyOf('alice'), Buffer.from(id, 'hex'))
          .signatures[0];

      it('gives the key that signed sha256(chain id || the transaction), for that chain', () => {
        const alice = keyOf('alice').createPublic(fixture.prefix).toString();
        expect(fixture.client.recoverTransactionKey(tx, chainId, signed())).to.equal(alice);
        expect(
          fixture.client.recoverTransactionKey(tx, chainId, signed('cd'.repeat(32))),
        ).to.not.equal(alice);
      });

      it('answers undefined for a signature or a transaction that does not parse', () => {
        expect(fixture.client.recoverTransactionKey(tx, chainId, 'not-hex')).to.equal(undefined);
        const broken: typeof tx = { ...tx, operations: [['no_such_operation', {}]] };
        expect(fixture.client.recoverTransactionKey(broken, chainId, signed())).to.equal(undefined);
      });
    });
  });
}
