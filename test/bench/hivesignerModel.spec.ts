import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { DEMO_APP, SERVICE_ACCOUNT, demoAccounts, startDevnet, type Devnet } from '../../devnet';
import { createHivesignerModel } from '../../bench/hivesigner/app';
import { PrivateKey, Signature, cryptoUtils } from '@hiveio/dhive';
import {
  decodeToken,
  issueToken,
  signedText,
  type TokenMessage,
} from '../../bench/hivesigner/tokens';
import { hivesignerTokens } from '../../bench/scenarios/hivesigner';
import { aFollow } from '../support/builders';

/** The bench's model of HiveSigner's API (the peer of the HiveSigner rows) on the dev chain. */
describe("bench: the model of HiveSigner's API server", function () {
  this.timeout(20_000);
  let devnet: Devnet;
  let server: Server;
  let url: string;
  let wif: string;
  let aliceKey: string;
  before(async () => {
    devnet = await startDevnet({ port: 0, blockIntervalMs: 0 });
    const accounts = demoAccounts(devnet.addressPrefix);
    wif = accounts.find((a) => a.name === SERVICE_ACCOUNT)!.keys.posting.private;
    aliceKey = accounts.find((a) => a.name === 'alice')!.keys.posting.private;
    const app = createHivesignerModel({
      node: devnet.url,
      chainId: devnet.chainId,
      addressPrefix: devnet.addressPrefix,
      broadcaster: SERVICE_ACCOUNT,
      wif,
      publicDir: join(tmpdir(), 'hivesigner-model-has-no-public-folder'),
      log: () => {},
    });
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    server.closeAllConnections();
    server.close();
    await devnet.close();
  });

  const me = (token: string) =>
    fetch(`${url}/api/me`, { headers: { Authorization: token } }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as Record<string, any>,
    }));
  const broadcast = (token: string, operations: unknown[]) =>
    fetch(`${url}/api/broadcast`, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ operations }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, any> }));

  it("answers /api/me with the account, for a token its broadcaster signed, with or without 'Bearer'", async () => {
    const token = issueToken(DEMO_APP, 'alice', 'posting', wif);
    for (const authorization of [token, `Bearer ${token}`]) {
      const answer = await me(authorization);
      expect(answer.status).to.equal(200);
      expect(answer.body).to.include({ user: 'alice', name: 'alice' });
      expect(answer.body.account.name).to.equal('alice');
      expect(answer.body.scope).to.include('vote');
    }
  });

  it("the bench's tokens (hivesignerTokens) are its broadcaster's, one per user, and each answers /api/me", async () => {
    const broadcaster = PrivateKey.fromString(wif).createPublic(devnet.addressPrefix);
    const tokens = hivesignerTokens(['alice', 'bob'], devnet.addressPrefix);
    expect(tokens.map((t) => t.user)).to.deep.equal(['alice', 'bob']);
    for (const { user, access } of tokens) {
      const message = JSON.parse(decodeToken(access)) as TokenMessage;
      expect(message.authors).to.deep.equal([user]);
      expect(message.signed_message).to.deep.equal({ type: 'posting', app: DEMO_APP });
      const digest = cryptoUtils.sha256(signedText(message));
      expect(broadcaster.verify(digest, Signature.fromString(message.signatures![0]))).to.equal(
        true,
      );
      const answer = await me(access);
      expect(answer.status).to.equal(200);
      expect(answer.body.user).to.equal(user);
    }
  });

  it('refuses a token signed by a key that is neither its own nor the user’s', async () => {
    const forged = issueToken(
      DEMO_APP,
      'alice',
      'posting',
      demoAccounts(devnet.addressPrefix).find((a) => a.name === 'bob')!.keys.posting.private,
    );
    expect((await me(forged)).status).to.equal(401);
  });

  it('takes a token the user signed with their own posting key, checked against the node', async () => {
    expect((await me(issueToken(DEMO_APP, 'alice', 'posting', aliceKey))).status).to.equal(200);
  });

  it('broadcasts for the user through the app’s authority, signed with its own key, onto the chain', async () => {
    const answer = await broadcast(issueToken(DEMO_APP, 'alice', 'posting', wif), [
      aFollow('alice'),
    ]);
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    expect(answer.body.result.id).to.match(/^[0-9a-f]{40}$/);
  });

  it('refuses an operation for another account, and one outside its scope', async () => {
    const token = issueToken(DEMO_APP, 'alice', 'posting', wif);
    expect((await broadcast(token, [aFollow('carol')])).body.error).to.equal('unauthorized_client');
    expect(
      (
        await broadcast(token, [
          ['transfer', { from: 'alice', to: 'bob', amount: '1.000 HIVE', memo: '' }],
        ])
      ).body.error,
    ).to.equal('invalid_scope');
  });

  it('refuses to broadcast for a user who gave the app no posting authority', async () => {
    const answer = await broadcast(issueToken(DEMO_APP, 'bob', 'posting', wif), [aFollow('bob')]);
    expect(answer.status).to.equal(401);
    expect(answer.body.error).to.equal('unauthorized_client');
  });
});
