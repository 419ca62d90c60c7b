import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevnet, type Devnet } from '../../devnet';
import { loadConfig } from '../../bootstrap/config';
import { createServer, type HivegateServer } from '../../bootstrap/createServer';
import { keyOf, signMessage } from '../support/builders';
import { call } from '../support/http';

/** What the network's refusals look like through /api/broadcast, on the dev chain (issue 15, item 10). */
describe('e2e: a refused broadcast says what is wrong in plain words', function () {
  this.timeout(120_000);
  let net: Devnet;
  let service: HivegateServer;
  let url: string;
  let dataDir: string;

  before(async () => {
    net = await startDevnet({ port: 0, blockIntervalMs: 0 });
    dataDir = mkdtempSync(join(tmpdir(), 'hivegate-refusals-'));
    service = await createServer(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        HIVE_NODES: net.url,
        HIVE_CHAIN_ID: net.chainId,
        HIVE_ADDRESS_PREFIX: net.addressPrefix,
        SERVICE_ACCOUNT: 'hivegate',
        SERVICE_POSTING_KEY: keyOf('hivegate', 'posting', 'hivegate-dev-password').toString(),
        LOG_LEVEL: 'silent',
      }),
    );
    url = await service.listen();
  });
  after(async () => {
    await service?.close();
    await net?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a vote on a post that does not exist names the post, and still carries the network message and raw error', async () => {
    const challenge = await call(url, 'POST', '/api/oauth2/challenge', { json: { username: 'alice', client_id: 'demo-app' } });
    const authorized = await call(url, 'POST', '/api/oauth2/authorize', {
      json: {
        challenge: challenge.body.challenge,
        signature: signMessage(challenge.body.challenge, keyOf('alice')),
        client_id: 'demo-app',
        redirect_uri: 'http://localhost:3000/demo/callback',
        response_type: 'token',
        scope: 'vote',
      },
    });
    expect(authorized.status, JSON.stringify(authorized.body)).to.equal(200);
    const token = new URL(authorized.body.redirect_to).searchParams.get('access_token')!;
    const answer = await call(url, 'POST', '/api/broadcast', {
      headers: { Authorization: token },
      json: { operations: [['vote', { voter: 'alice', author: 'bob', permlink: 'no-such-post', weight: 10000 }]] },
    });
    expect(answer.status).to.equal(500);
    expect(answer.body.error).to.equal('server_error');
    expect(answer.body.error_description).to.match(/^The post @bob\/no-such-post does not exist: check the author and permlink \(nothing was broadcast\)\. The Hive network said: /);
    expect(answer.body.error_description).to.include('Could not find comment bob/no-such-post');
    expect(answer.body.response).to.be.an('object');
  });
});
