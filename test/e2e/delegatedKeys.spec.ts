import { expect } from 'chai';
import { DEMO_APP, DEMO_SPA } from '../../devnet/demoGenesis';
import { keyOf, signMessage } from '../support/builders';
import { signInOverApi } from '../support/apiSignIn';
import { startDevnetService, type DevnetService } from '../support/devnetService';
import { call } from '../support/http';

/**
 * Issue 36 §1, black box over HTTP on the dev chain's demo genesis: alice grants demo-app posting
 * authority (account_auths), so demo-app's posting key may post for her on chain — and must not be
 * her here. With its own key, demo-app tries to sign in as alice to another app (demo-spa), to list
 * and end her sign-ins, and to change her limits on demo-spa; each is refused, naming the key
 * needed, while alice's own key does each.
 */
describe("e2e: a delegate's key is not the user (issue 36 §1)", function () {
  this.timeout(120_000);
  let world: DevnetService;
  const appKey = () => keyOf(DEMO_APP);
  const REFUSED = 'The signature is not from a key of @alice: sign with its own posting';

  before(async () => {
    world = await startDevnetService();
  });
  after(async () => world?.close());

  const post = (path: string, json: unknown) =>
    call(world.url, 'POST', path, { json, headers: { Origin: world.url } });

  const signInToSpa = (key = keyOf('alice')) => signInOverApi(world.url, 'alice', key);

  it("refuses a sign-in as alice at another app signed by demo-app's key", async () => {
    const answer = await signInToSpa(appKey());
    expect(answer.status).to.equal(401);
    expect(answer.body.error).to.equal('invalid_grant');
    expect(answer.body.error_description).to.include(REFUSED);
    expect((await signInToSpa()).status, 'alice herself signs in').to.equal(200);
  });

  it("refuses to list or end alice's sign-ins with demo-app's key", async () => {
    const listWith = async (key: ReturnType<typeof keyOf>) => {
      const { body } = await post('/api/oauth2/sign-ins/challenge', { username: 'alice' });
      return post('/api/oauth2/sign-ins', {
        challenge: body.challenge,
        signature: signMessage(body.challenge, key),
      });
    };
    const refused = await listWith(appKey());
    expect(refused.status).to.equal(401);
    expect(refused.body.error_description).to.include(REFUSED);
    const own = await listWith(keyOf('alice'));
    expect(own.status).to.equal(200);
    expect(own.body.user).to.equal('alice');
  });

  it("refuses to change or end alice's limits on another app with demo-app's key", async () => {
    const setWith = async (key: ReturnType<typeof keyOf>) => {
      const { body } = await post('/api/oauth2/challenge', {
        username: 'alice',
        client_id: DEMO_SPA,
        purpose: 'limits',
      });
      return post('/api/oauth2/limits', {
        challenge: body.challenge,
        signature: signMessage(body.challenge, key),
        client_id: DEMO_SPA,
        limits: { max_vote_weight: 100 },
      });
    };
    const refused = await setWith(appKey());
    expect(refused.status).to.equal(401);
    expect(refused.body.error_description).to.include(REFUSED);
    expect((await setWith(keyOf('alice'))).status).to.equal(200);
  });

  it("refuses alice's memo key by name", async () => {
    const answer = await signInToSpa(keyOf('alice', 'memo'));
    expect(answer.status).to.equal(401);
    expect(answer.body.error_description).to.include("@alice's memo key");
  });
});
