import { PrivateKey, Signature, cryptoUtils } from '@hiveio/dhive';
import { expect } from 'chai';
import { readAuthLink } from '../../hiveauth/authLink';
import { startHiveAuthRelay, type HiveAuthRelay } from '../../hiveauth/relay';
import {
  startHeadlessWallet,
  type HeadlessWallet,
  type HeadlessWalletOptions,
} from '../../hiveauth/wallet';
import { failureOf, pageSession, type Wait } from './pageClient';
import { demoAccountKeys, demoKeys } from './relayFixture';

function recovered(challenge: string, signature: string): string {
  return Signature.fromString(signature).recover(cryptoUtils.sha256(challenge)).toString();
}

/**
 * The page's client (web/src/hiveauth.ts) against the local relay and the headless wallet, all in
 * Node: what the browser test does, minus the browser, so each failure mode is quick to pin.
 */
describe('HiveAuth: the headless wallet answers the page client through the relay', function () {
  this.timeout(20_000);
  let relay: HiveAuthRelay;
  const wallets: HeadlessWallet[] = [];
  beforeEach(
    async () =>
      (relay = await startHiveAuthRelay({ accountKeys: demoAccountKeys, timeoutMs: 5000 })),
  );
  afterEach(async () => {
    await Promise.all(wallets.splice(0).map((w) => w.close()));
    await relay.close();
  });

  async function wallet(options: Partial<HeadlessWalletOptions> = {}): Promise<HeadlessWallet> {
    const w = startHeadlessWallet({
      relay: relay.url,
      accounts: [{ name: 'alice', keys: { posting: demoKeys('alice').posting.private } }],
      ...options,
    });
    wallets.push(w);
    await w.ready;
    return w;
  }

  /** A page session whose QR link the wallet "scans" as soon as it is shown. */
  function scannedBy(w: HeadlessWallet, waits: Wait[] = []) {
    return pageSession(relay.url, 'alice', {
      onWait: (wait) => (waits.push(wait), wait.link && w.scan(wait.link)),
    });
  }

  it('approves: the page gets a posting-key signature of its challenge, and the link has the documented shape', async () => {
    const w = await wallet();
    const waits: Wait[] = [];
    const session = scannedBy(w, waits);
    const challenge = 'hivegate.test: sign in @alice to @demo-app #n1';
    const answer = await session.signChallenge(challenge);
    expect(recovered(challenge, answer.signature)).to.equal(demoKeys('alice').posting.public);
    expect(answer.pubkey).to.equal(demoKeys('alice').posting.public);
    const payload = readAuthLink(waits[0].link!);
    expect(Object.keys(payload)).to.deep.equal(['account', 'uuid', 'key', 'host']);
    expect(payload).to.include({ account: 'alice', uuid: waits[0].uuid, host: relay.url });
    expect(payload.key).to.match(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(waits[0].deadline - Date.now()).to.be.within(0, 5000);

    // A second challenge in the same session goes as challenge_req, without a new link.
    const again = await session.signChallenge('second challenge');
    expect(recovered('second challenge', again.signature)).to.equal(
      demoKeys('alice').posting.public,
    );
    expect(waits.map((x) => x.kind)).to.deep.equal(['auth', 'challenge']);
    expect(
      w.events.filter((e) => e.type === 'answered').map((e) => (e as { cmd: string }).cmd),
    ).to.deep.equal(['auth_ack', 'challenge_ack']);
    session.close();
  });

  it('rejects: the page gets `rejected`', async () => {
    const w = await wallet({ decision: 'reject' });
    expect(await failureOf(scannedBy(w).signChallenge('c'))).to.equal('rejected');
    expect(w.events.some((e) => e.type === 'answered' && e.cmd === 'auth_nack')).to.equal(true);
  });

  it('a lying wallet: the signature is not from the key it reports', async () => {
    const w = await wallet({ signChallengesWith: demoKeys('bob').posting.private });
    const answer = await scannedBy(w).signChallenge('c');
    expect(answer.pubkey).to.equal(demoKeys('alice').posting.public);
    expect(recovered('c', answer.signature)).to.equal(demoKeys('bob').posting.public);
  });

  it('nobody scans: the page gets `expired` when the relay’s time is up', async () => {
    await relay.close();
    relay = await startHiveAuthRelay({ accountKeys: demoAccountKeys, timeoutMs: 600 });
    await wallet();
    const waits: Wait[] = [];
    const session = pageSession(relay.url, 'alice', { onWait: (wait) => waits.push(wait) });
    expect(await failureOf(session.signChallenge('c'))).to.equal('expired');
    // Judged by the relay's own deadline, not a stopwatch: the page waited for it, once, and gave
    // up at it, not before (a timer may be rounded down by a millisecond).
    expect(waits).to.have.length(1);
    expect(Date.now()).to.be.at.least(waits[0].deadline - 1);
  });

  it('cancel ends the wait at once with `cancelled`', async () => {
    await wallet();
    const session = pageSession(relay.url, 'alice', {
      onWait: () => setTimeout(() => session.cancel(), 20),
    });
    expect(await failureOf(session.signChallenge('c'))).to.equal('cancelled');
  });

  it('the relay drops every socket: the page re-attaches, the wallet re-registers, the sign-in completes', async () => {
    const w = await wallet();
    let reconnects = 0;
    let link = '';
    const session = pageSession(relay.url, 'alice', {
      onWait: (wait) => {
        link = wait.link!;
        setTimeout(() => relay.dropConnections(), 50);
      },
      onReconnect: () => {
        reconnects++;
        // Scan once the page is back: the answer then travels over the new sockets.
        setTimeout(() => w.scan(link), 400);
      },
    });
    const answer = await session.signChallenge('after the drop');
    expect(recovered('after the drop', answer.signature)).to.equal(
      demoKeys('alice').posting.public,
    );
    expect(reconnects).to.equal(1);
    expect(w.events.filter((e) => e.type === 'registered')).to.have.length(2);
    session.close();
  });

  it('the relay goes down while waiting: the page gets `relay_lost`; an unreachable relay gives `relay_unreachable`', async () => {
    await wallet();
    const session = pageSession(relay.url, 'alice', {
      onWait: () => {
        relay.setAccepting(false);
        relay.dropConnections();
      },
    });
    expect(await failureOf(session.signChallenge('c'))).to.equal('relay_lost');
    expect(await failureOf(pageSession(relay.url, 'alice').signChallenge('c'))).to.equal(
      'relay_unreachable',
    );
  });

  it('ignores a link for another relay or for an account it does not hold', async () => {
    const w = await wallet();
    const link = (payload: object) =>
      `has://auth_req/${Buffer.from(JSON.stringify(payload)).toString('base64')}`;
    expect(() =>
      w.scan(link({ account: 'alice', uuid: 'u', key: 'k', host: 'wss://elsewhere.example' })),
    ).to.throw(/for the relay wss:\/\/elsewhere/);
    expect(() => w.scan(link({ account: 'bob', uuid: 'u', key: 'k', host: relay.url }))).to.throw(
      /no keys of @bob/,
    );
    expect(() => w.scan('https://not-a-has-link')).to.throw(/Not a HiveAuth link/);
  });

  it('a wallet without the account’s keys cannot register it', async () => {
    const impostor = startHeadlessWallet({
      relay: relay.url,
      accounts: [{ name: 'alice', keys: { posting: PrivateKey.fromSeed('not alice').toString() } }],
    });
    wallets.push(impostor);
    const refused = await impostor.waitFor((e) => e.type === 'relay-error');
    expect(refused).to.deep.equal({
      type: 'relay-error',
      error: 'cannot register @alice: proof of key is not from a key of the account',
    });
  });
});
