import { PrivateKey } from '@hiveio/dhive';
import { expect } from 'chai';
import { encryptCryptoJs } from '../../hiveauth/cryptojsAes';
import { makeProofOfKey } from '../../hiveauth/proofOfKey';
import { startHiveAuthRelay, type HiveAuthRelay } from '../../hiveauth/relay';
import { demoAccountKeys, demoKeys, rawClient, silent, type RawClient } from './relayFixture';

/** A wallet socket registered for `account` with a Proof of Key from `wif` (by default its posting key). */
async function registeredWallet(
  relay: HiveAuthRelay,
  account: string,
  wif = demoKeys(account).posting.private,
): Promise<RawClient & { answer(cmd: string, uuid: string, fields?: object): void }> {
  const wallet = await rawClient(relay.url);
  wallet.send({ cmd: 'key_req' });
  const { key } = await wallet.next('key_ack');
  wallet.send({
    cmd: 'register_req',
    app: 'test wallet',
    accounts: [{ name: account, pok: makeProofOfKey(wif, key, String(Date.now())) }],
  });
  expect((await wallet.next('register_ack')).account).to.equal(account);
  return Object.assign(wallet, {
    answer: (cmd: string, uuid: string, fields: object = {}) =>
      wallet.send({
        cmd,
        uuid,
        data: 'answer-data',
        ...fields,
        pok: makeProofOfKey(wif, key, uuid),
      }),
  });
}

describe('HiveAuth: the local relay routes by the documented messages', () => {
  let relay: HiveAuthRelay;
  beforeEach(async () => (relay = await startHiveAuthRelay({ accountKeys: demoAccountKeys })));
  afterEach(async () => relay.close());

  it('greets with connected, protocol 1 and the timeout in seconds, and hands out its key', async () => {
    const client = await rawClient(relay.url);
    expect(client.received[0]).to.include({ cmd: 'connected', protocol: 1, timeout: 60 });
    client.send({ cmd: 'key_req' });
    expect((await client.next('key_ack')).key).to.equal(relay.router.publicKey);
    client.close();
  });

  it('keeps two apps and two wallets apart: requests, answers and refusals never cross', async () => {
    const walletAlice = await registeredWallet(relay, 'alice');
    const walletCarol = await registeredWallet(relay, 'carol');
    const appA = await rawClient(relay.url);
    const appB = await rawClient(relay.url);
    const dataA = encryptCryptoJs('{"for":"alice"}', 'key-a');
    appA.send({ cmd: 'auth_req', account: 'alice', data: dataA });
    const waitA = await appA.next('auth_wait');
    expect(waitA).to.include({ account: 'alice' });
    expect(waitA.uuid).to.match(/^[0-9a-f-]{36}$/);
    expect(waitA.expire).to.be.greaterThan(Date.now());
    appB.send({ cmd: 'auth_req', account: 'carol', data: 'carol-data' });
    const waitB = await appB.next('auth_wait');

    const forwardedA = await walletAlice.next('auth_req');
    expect(forwardedA).to.deep.equal({
      cmd: 'auth_req',
      account: 'alice',
      data: dataA,
      uuid: waitA.uuid,
      expire: waitA.expire,
    });
    expect((await walletCarol.next('auth_req')).uuid).to.equal(waitB.uuid);
    expect(await silent(walletAlice, 'auth_req'), 'alice’s wallet saw carol’s request').to.equal(
      true,
    );
    expect(await silent(walletCarol, 'auth_req'), 'carol’s wallet saw alice’s request').to.equal(
      true,
    );

    // Carol's wallet cannot answer alice's request.
    walletCarol.answer('auth_ack', waitA.uuid);
    expect((await walletCarol.next('error')).error).to.equal('not registered for @alice');
    walletAlice.answer('auth_ack', waitA.uuid, { data: 'signed-for-alice' });
    expect(await appA.next('auth_ack')).to.deep.equal({
      cmd: 'auth_ack',
      uuid: waitA.uuid,
      data: 'signed-for-alice',
    });
    walletCarol.answer('auth_nack', waitB.uuid, { data: 'no' });
    expect(await appB.next('auth_nack')).to.deep.equal({
      cmd: 'auth_nack',
      uuid: waitB.uuid,
      data: 'no',
    });

    expect(appA.received.map((m) => m.cmd)).to.deep.equal(['connected', 'auth_wait', 'auth_ack']);
    expect(appB.received.map((m) => m.cmd)).to.deep.equal(['connected', 'auth_wait', 'auth_nack']);
    // An answer is taken once.
    walletAlice.answer('auth_nack', waitA.uuid);
    expect((await walletAlice.next('error')).error).to.equal('request already answered');
    for (const c of [walletAlice, walletCarol, appA, appB]) c.close();
  });

  it('registers an account only with a fresh Proof of Key from one of its keys', async () => {
    const wallet = await rawClient(relay.url);
    wallet.send({ cmd: 'key_req' });
    const { key } = await wallet.next('key_ack');
    const register = (pok: string) =>
      wallet.send({ cmd: 'register_req', app: 't', accounts: [{ name: 'alice', pok }] });
    register(makeProofOfKey(demoKeys('bob').posting.private, key, String(Date.now())));
    expect((await wallet.next('error')).error).to.equal(
      'cannot register @alice: proof of key is not from a key of the account',
    );
    register(makeProofOfKey(demoKeys('alice').posting.private, key, String(Date.now() - 60_000)));
    expect((await wallet.next('error')).error).to.equal(
      'cannot register @alice: proof of key is stale or for another request',
    );
    register(
      makeProofOfKey(
        demoKeys('alice').posting.private,
        PrivateKey.fromSeed('another relay').createPublic().toString(),
        String(Date.now()),
      ),
    );
    expect((await wallet.next('error')).error).to.equal(
      'cannot register @alice: invalid proof of key',
    );
    register(makeProofOfKey(demoKeys('alice').memo.private, key, String(Date.now())));
    expect((await wallet.next('register_ack')).account).to.equal('alice');
    wallet.close();
  });

  it('refuses an answer whose Proof of Key is for another uuid', async () => {
    const wallet = await registeredWallet(relay, 'alice');
    const app = await rawClient(relay.url);
    app.send({ cmd: 'challenge_req', account: 'alice', data: 'x' });
    const { uuid } = await app.next('challenge_wait');
    await wallet.next('challenge_req');
    wallet.send({
      cmd: 'challenge_ack',
      uuid,
      data: 'forged',
      pok: makeProofOfKey(
        demoKeys('alice').posting.private,
        relay.router.publicKey,
        'some-other-uuid',
      ),
    });
    expect((await wallet.next('error')).error).to.equal(
      'proof of key is stale or for another request',
    );
    expect(await silent(app, 'challenge_ack')).to.equal(true);
    wallet.close();
    app.close();
  });

  it('queues a request until a wallet for its account registers', async () => {
    const app = await rawClient(relay.url);
    app.send({ cmd: 'sign_req', account: 'carol', data: 'ops' });
    const { uuid } = await app.next('sign_wait');
    const wallet = await registeredWallet(relay, 'carol');
    expect(await wallet.next('sign_req')).to.include({ uuid, account: 'carol', data: 'ops' });
    wallet.answer('sign_ack', uuid, { data: 'tx-id', broadcast: true });
    expect(await app.next('sign_ack')).to.deep.equal({
      cmd: 'sign_ack',
      uuid,
      data: 'tx-id',
      broadcast: true,
    });
    wallet.close();
    app.close();
  });

  it('lets an app re-attach after a dropped socket, and re-sends an answer it missed', async () => {
    const wallet = await registeredWallet(relay, 'alice');
    const first = await rawClient(relay.url);
    first.send({ cmd: 'auth_req', account: 'alice', data: 'd' });
    const { uuid } = await first.next('auth_wait');
    first.close();
    await new Promise((r) => setTimeout(r, 50));
    wallet.answer('auth_ack', uuid, { data: 'while-away' });
    const second = await rawClient(relay.url);
    second.send({ cmd: 'attach_req', uuid });
    expect(await second.next('attach_ack')).to.deep.equal({ cmd: 'attach_ack', uuid });
    expect(await second.next('auth_ack')).to.deep.equal({
      cmd: 'auth_ack',
      uuid,
      data: 'while-away',
    });
    second.send({ cmd: 'attach_req', uuid: 'no-such-request' });
    expect(await second.next('attach_nack')).to.deep.equal({
      cmd: 'attach_nack',
      uuid: 'no-such-request',
    });
    wallet.close();
    second.close();
  });

  it('refuses malformed messages with an error, never a crash', async () => {
    const client = await rawClient(relay.url);
    client.send({ nothing: true });
    expect((await client.next('error')).error).to.equal('invalid message');
    client.send({ cmd: 'auth_req', account: 'Not An Account', data: 'x' });
    expect((await client.next('error')).error).to.equal('invalid payload (account)');
    client.send({ cmd: 'bogus' });
    expect((await client.next('error')).error).to.equal('unknown cmd');
    client.close();
  });
});

describe('HiveAuth: the local relay forgets expired requests', () => {
  it('answers and attaches to an expired request are refused, and it is swept', async () => {
    const relay = await startHiveAuthRelay({ accountKeys: demoAccountKeys, timeoutMs: 400 });
    try {
      const wallet = await registeredWallet(relay, 'alice');
      const app = await rawClient(relay.url);
      expect(app.received[0].timeout).to.equal(0.4);
      app.send({ cmd: 'auth_req', account: 'alice', data: 'd' });
      const { uuid, expire } = await app.next('auth_wait');
      expect(expire - Date.now()).to.be.within(0, 400);
      await new Promise((r) => setTimeout(r, 1500));
      expect(relay.router.pending, 'swept').to.equal(0);
      wallet.answer('auth_ack', uuid);
      expect((await wallet.next('error')).error).to.equal('unknown or expired request');
      app.send({ cmd: 'attach_req', uuid });
      expect((await app.next('attach_nack')).uuid).to.equal(uuid);
      expect(await silent(app, 'auth_ack')).to.equal(true);
      wallet.close();
      app.close();
    } finally {
      await relay.close();
    }
  });
});
