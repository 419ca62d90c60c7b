import { Client } from '@hiveio/dhive';
import { expect } from 'chai';
import { keyOf, signMessage, aFollow } from '../support/builders';
import { startDevnetService, type DevnetService } from '../support/devnetService';
import { call } from '../support/http';
import { postingTokenOverApi } from '../support/apiSignIn';

const followOf = (follower: string, following: string) => aFollow(follower, following);

/** `user`'s posting token for demo-app, through the sign-in API (token flow). */
/**
 * Issue 59 §1–2, black box over HTTP on the dev chain's demo genesis (alice and carol granted
 * demo-app): a broadcast through the service appears in the user's own signed answer, under the
 * app that made it, its status moving to included; another user's is not there; no token reads it.
 */
describe('e2e: what each app did with my account, on the dev chain (issue 59)', function () {
  this.timeout(120_000);
  let world: DevnetService;

  before(async () => {
    world = await startDevnetService();
  });
  after(async () => world?.close());

  const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
    call(world.url, 'POST', path, { json, headers: { Origin: world.url, ...headers } });
  /** The user's signed POST /api/oauth2/sign-ins, as /authorized-apps sends it. */
  async function signedAnswer(user: string, extra: Record<string, unknown> = {}) {
    const { body } = await post('/api/oauth2/sign-ins/challenge', { username: user });
    const answer = await post('/api/oauth2/sign-ins', {
      challenge: body.challenge,
      signature: signMessage(body.challenge, keyOf(user)),
      ...extra,
    });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    return answer.body;
  }

  it("alice's broadcast is in her answer under demo-app, included in its block; carol's is not, and is in hers", async () => {
    const started = Date.now();
    const alice = await postingTokenOverApi(world.url, 'alice', 'vote,custom_json');
    const carol = await postingTokenOverApi(world.url, 'carol', 'vote,custom_json');
    const sent = await call(world.url, 'POST', '/api/broadcast?wait=included', {
      json: { operations: [followOf('alice', 'bob')] },
      headers: { Authorization: alice },
    });
    expect(sent.status, JSON.stringify(sent.body)).to.equal(200);
    const carols = await call(world.url, 'POST', '/api/broadcast', {
      json: { operations: [followOf('carol', 'bob')] },
      headers: { Authorization: carol },
    });
    expect(carols.status, JSON.stringify(carols.body)).to.equal(200);

    const answer = await signedAnswer('alice');
    expect(answer.activity).to.have.length(1);
    const [entry] = answer.activity;
    expect(entry).to.include({ app: 'demo-app', id: sent.body.result.id, source: 'service' });
    expect(entry.operations).to.deep.equal(['custom_json']);
    expect(['included', 'irreversible']).to.include(entry.status);
    expect(entry.block_num).to.equal(sent.body.result.block_num);
    expect(Date.parse(entry.at)).to.be.within(started, Date.now());
    expect(answer.activity_totals).to.deep.equal({ 'demo-app': { last_24h: 1, last_30d: 1 } });
    expect(answer).to.include.keys('sign_ins', 'posting_authority_without_sign_in', 'limits');

    const carolsAnswer = await signedAnswer('carol');
    expect(carolsAnswer.activity.map((a: { id: string }) => a.id)).to.deep.equal([
      carols.body.result.id,
    ]);
  });

  it('no token reads it: the answer needs the signature, and /api/me carries none of it', async () => {
    const alice = await postingTokenOverApi(world.url, 'alice', 'vote,custom_json');
    const withToken = await post('/api/oauth2/sign-ins', {}, { Authorization: alice });
    expect(withToken.status).to.equal(400);
    expect(withToken.body).to.not.have.property('activity');
    const me = await call(world.url, 'GET', '/api/me', { headers: { Authorization: alice } });
    expect(me.status).to.equal(200);
    expect(JSON.stringify(me.body)).to.not.include('activity');
  });

  it("a follow demo-app's own key signed for alice on the chain is listed as signed by the app itself; one alice signed is not (issue 59 §3)", async () => {
    const chain = new Client(world.net.url, {
      chainId: world.net.chainId,
      addressPrefix: world.net.addressPrefix,
    });
    const byApp = await chain.broadcast.sendOperations(
      [followOf('alice', 'carol') as never],
      keyOf('demo-app'),
    );
    const byAlice = await chain.broadcast.sendOperations(
      [followOf('alice', 'hivegate') as never],
      keyOf('alice'),
    );
    // The follower reads each new block within a second or two; a bounded wait, not a timing claim.
    let found: { id: string; source: string; app: string; status: string }[] = [];
    for (let tries = 0; tries < 60 && !found.some((a) => a.id === byApp.id); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      found = (await signedAnswer('alice')).activity;
    }
    const entry = found.find((a) => a.id === byApp.id);
    expect(entry, JSON.stringify(found)).to.include({
      app: 'demo-app',
      source: 'app_key',
      block_num: (await world.rpc('condenser_api.get_transaction', [byApp.id])).block_num,
    });
    expect(['included', 'irreversible']).to.include(entry!.status);
    expect(found.map((a) => a.id)).to.not.include(byAlice.id);
    expect(found.filter((a) => a.id === byApp.id)).to.have.length(1);
  });

  it('refuses a cursor it did not write, naming the field (400, no stack)', async () => {
    const { body } = await post('/api/oauth2/sign-ins/challenge', { username: 'alice' });
    const answer = await post('/api/oauth2/sign-ins', {
      challenge: body.challenge,
      signature: signMessage(body.challenge, keyOf('alice')),
      activity_before: "1' OR 1=1",
    });
    expect(answer.status).to.equal(400);
    expect(answer.body.error_description).to.include('activity_before');
  });
});
