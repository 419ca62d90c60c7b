import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { demoAccounts, startDevnet, type Devnet } from '../../devnet';
import {
  accountKeysFromNode,
  startHeadlessWallet,
  startHiveAuthRelay,
  type HeadlessWallet,
  type HiveAuthRelay,
} from '../../devnet/hiveauth';
import { pageSession } from '../../devnet/test/hiveauth/pageClient';
import { loadConfig } from '../../bootstrap/config';
import { createServer, type HivegateServer } from '../../bootstrap/createServer';
import { call } from '../support/http';

/**
 * The service trusts a HiveAuth wallet no more than a typed key: /api/oauth2/authorize recovers the
 * key from the signature and checks it against the account on chain; the public key the wallet
 * reports is never used. The page's client runs in Node here (the browser suite does it in Chromium).
 */
describe('e2e: HiveAuth signatures through the composed service', function () {
  this.timeout(60_000);
  const CALLBACK = 'http://localhost:3000/demo/callback';
  let net: Devnet;
  let relay: HiveAuthRelay;
  let service: HivegateServer;
  let url: string;
  let dataDir: string;
  const keys = (name: string) => demoAccounts().find((a) => a.name === name)!.keys;

  before(async () => {
    net = await startDevnet({ port: 0, blockIntervalMs: 0 });
    relay = await startHiveAuthRelay({
      accountKeys: accountKeysFromNode(net.url),
      addressPrefix: net.addressPrefix,
    });
    dataDir = mkdtempSync(join(tmpdir(), 'hivegate-hiveauth-'));
    service = await createServer(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        HIVE_NODES: net.url,
        HIVE_CHAIN_ID: net.chainId,
        HIVE_ADDRESS_PREFIX: net.addressPrefix,
        SERVICE_ACCOUNT: 'hivegate',
        SERVICE_POSTING_KEY: keys('hivegate').posting.private,
        HIVEAUTH_RELAY_URL: relay.url,
      }),
    );
    url = await service.listen();
  });
  after(async () => {
    await service?.close();
    await relay?.close();
    await net?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The consent page's sign-in with a HiveAuth wallet: challenge → wallet signs via the relay → authorize. */
  async function signInThrough(wallet: HeadlessWallet, username: string) {
    await wallet.ready;
    const challenge = await call(url, 'POST', '/api/oauth2/challenge', {
      json: { username, client_id: 'demo-app', redirect_uri: CALLBACK, scope: 'login' },
    });
    const session = pageSession(relay.url, username, {
      onWait: (wait) => wait.link && wallet.scan(wait.link),
    });
    const { signature, pubkey } = await session.signChallenge(challenge.body.challenge);
    session.close();
    await wallet.close();
    const answer = await call(url, 'POST', '/api/oauth2/authorize', {
      json: {
        challenge: challenge.body.challenge,
        signature,
        client_id: 'demo-app',
        redirect_uri: CALLBACK,
        response_type: 'code',
        scope: 'login',
      },
    });
    return { answer, pubkey };
  }

  it('a wallet holding the account’s posting key signs in', async () => {
    const wallet = startHeadlessWallet({
      relay: relay.url,
      accounts: [{ name: 'alice', keys: { posting: keys('alice').posting.private } }],
    });
    const { answer } = await signInThrough(wallet, 'alice');
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    expect(answer.body.username).to.equal('alice');
    expect(new URL(answer.body.redirect_to).searchParams.get('code')).to.be.a('string');
  });

  it('a wallet that signs with another key while reporting the account’s key is refused', async () => {
    const wallet = startHeadlessWallet({
      relay: relay.url,
      accounts: [{ name: 'alice', keys: { posting: keys('alice').posting.private } }],
      signChallengesWith: keys('bob').posting.private,
    });
    const { answer, pubkey } = await signInThrough(wallet, 'alice');
    expect(pubkey, 'the wallet claims alice’s key').to.equal(keys('alice').posting.public);
    expect(answer.status).to.equal(401);
    expect(answer.body).to.deep.equal({
      error: 'invalid_grant',
      error_description:
        'The signature is not from a key of @alice: sign with its own posting, active or owner key (a key of an account it granted authority to does not prove it is @alice)',
    });
  });
});
