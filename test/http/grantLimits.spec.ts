import { expect } from 'chai';
import { anApp, keyOf, signMessage } from '../support/builders';
import { demoApp } from '../support/coreFixture';
import { call } from '../support/http';
import { startTestServer } from '../support/httpFixture';
import { pageData } from '../support/pageData';

const REDIRECT = 'https://demo.example/callback';
const vote = (weight: number) => [
  'vote',
  { voter: 'alice', author: 'bob', permlink: 'hello', weight },
];
const asked = (members: Record<string, unknown>) => [{ type: 'hive_posting', ...members }];

/**
 * Issue 24 over HTTP (the whole service on SQLite): authorization_details at the authorization
 * endpoint and the sign-in API, the token answer, enforcement at /api/broadcast, discovery.
 */
describe('HTTP: grant limits (RFC 9396 authorization_details, hive_posting)', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  before(async () => {
    t = await startTestServer({}, { BASE_URL: 'https://hivegate.example' });
  });
  after(() => t.close());

  const authorizePage = (query: Record<string, string>) =>
    call(
      t.url,
      'GET',
      `/oauth2/authorize?${new URLSearchParams({ client_id: 'demo-app', redirect_uri: REDIRECT, response_type: 'code', ...query })}`,
    );

  /** challenge → authorize (with `details`) → code → tokens. */
  async function tokensWith(details: unknown, scope = 'posting') {
    const challenge = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: {
        username: 'alice',
        client_id: 'demo-app',
        redirect_uri: REDIRECT,
        scope,
        authorization_details: details,
      },
    });
    if (challenge.status !== 200) return challenge; // bad details are refused before any signature
    const authorized = await call(t.url, 'POST', '/api/oauth2/authorize', {
      json: {
        challenge: challenge.body.challenge,
        signature: signMessage(challenge.body.challenge, keyOf('alice')),
        client_id: 'demo-app',
        redirect_uri: REDIRECT,
        response_type: 'code',
        scope,
        authorization_details: details,
      },
    });
    if (authorized.status !== 200) return authorized;
    const code = new URL(authorized.body.redirect_to).searchParams.get('code')!;
    return call(t.url, 'POST', '/api/oauth2/token', {
      json: { code, client_secret: demoApp.secret },
    });
  }

  const broadcast = (token: string, operations: unknown[]) =>
    call(t.url, 'POST', '/api/broadcast', {
      headers: { authorization: `Bearer ${token}` },
      json: { operations },
    });

  it('the consent page shows the limits in plain words and passes them to the sign-in', async () => {
    const details = asked({
      max_vote_weight: 2000,
      allow_downvote: false,
      max_operations_per_day: 50,
      expires_at: '2026-12-24T00:00:00Z',
    });
    const page = await authorizePage({
      scope: 'posting',
      authorization_details: JSON.stringify(details),
    });
    expect(page.status).to.equal(200);
    expect(page.body).to.include('Votes of at most 20 %, no downvotes.');
    expect(page.body).to.include('At most 50 actions a day.');
    expect(page.body).to.include('Until December 24, 2026.');
    expect(pageData(page.body).authorizationDetails).to.deep.equal(details);
  });

  it('the consent page offers limits to lower: each control bounded by what the app asked', async () => {
    const limited = await authorizePage({
      scope: 'posting',
      authorization_details: JSON.stringify(
        asked({
          operations: ['vote', 'custom_json'],
          max_vote_weight: 2000,
          max_operations_per_day: 50,
        }),
      ),
    });
    expect(limited.body).to.include('<fieldset id="limits" class="limits"');
    expect(limited.body).to.match(/id="limit-vote-weight"[^>]* max="20"[^>]* value="20"/);
    expect(limited.body).to.match(/id="limit-per-day"[^>]* max="50" value="50"/);
    expect(limited.body).to.include('name="limit-operation" value="custom_json" checked');
    // Asked for nothing: an offer that changes nothing unless picked (no end, no daily limit).
    const unlimited = await authorizePage({ scope: 'posting' });
    expect(unlimited.body).to.match(/id="limit-vote-weight"[^>]* max="100"/);
    expect(unlimited.body).to.include('<option value="never" selected>When you remove it</option>');
    expect(unlimited.body).to.include('<option value="30">In 30 days</option>');
    // Sign-in only: nothing to limit.
    expect((await authorizePage({ scope: 'login' })).body).not.to.include('class="limits"');
  });

  it('the consent page says what the app may do once, from the grant, before the sign-in form (issue 39 §1)', async () => {
    const page = await authorizePage({
      scope: 'vote',
      authorization_details: JSON.stringify(
        asked({ operations: ['vote'], max_vote_weight: 2000, custom_json_ids: ['follow'] }),
      ),
    });
    expect(page.status).to.equal(200);
    const words = /<ul id="grant-words" class="asks">([\s\S]*?)<\/ul>/.exec(page.body)![1];
    expect(words).to.include('Act for you on Hive: vote on posts and comments.');
    expect(words).to.include('Votes of at most 20 %.');
    // Everything the card says of the app's rights (its own description aside, folded under its name).
    const statement = /<section id="grant-statement"[\s\S]*?<\/section>/
      .exec(page.body)![0]
      .replace(/<details class="app-about">[\s\S]*?<\/details>/, '');
    expect(statement, 'votes only never mention publishing').not.to.match(/publish/i);
    expect(page.body, 'said once: no list of operations beside it').not.to.include(
      'Only these operations',
    );
    // Before the sign-in step, in document order: what it may do, the limits; then, after the
    // sign-in step so that a phone's first screen holds it (issue 57 §3), what the limits bind.
    const at = (text: string) => page.body.indexOf(text);
    expect(at('id="grant-words"')).to.be.greaterThan(0);
    expect(at('id="grant-words"')).to.be.lessThan(at('<details id="limits-adjust"'));
    expect(at('<details id="limits-adjust"')).to.be.lessThan(at('<form id="signin"'));
    expect(at('<form id="signin"')).to.be.lessThan(at('id="limits-reach"'));
    // custom_json is not granted: no choice of its message kinds.
    expect(page.body).not.to.include('limit-custom-json');
    expect(page.body).not.to.include('name="limit-operation"'); // one operation: nothing to untick
  });

  it('the consent page offers only ends before the one the app asked (issue 39 §1)', async () => {
    const tenDays = new Date(Date.now() + 10 * 24 * 3600_000).toISOString();
    const page = await authorizePage({
      scope: 'posting',
      authorization_details: JSON.stringify(asked({ expires_at: tenDays })),
    });
    expect(page.body).to.include('(as @demo-app asked)</option>');
    expect(page.body).to.include('<option value="7">In 7 days</option>');
    expect(page.body).not.to.include('<option value="30">');
    expect(page.body).not.to.include('<option value="90">');
    const soon = new Date(Date.now() + 3600_000).toISOString();
    const none = await authorizePage({
      scope: 'posting',
      authorization_details: JSON.stringify(asked({ expires_at: soon })),
    });
    expect(none.body).not.to.include('id="limit-expiry"');
    expect(none.body).to.include('as @demo-app asked: sooner than any end offered here');
  });

  it('the consent page says what the limits bind: the app’s own keys sign outside them; the service alone enforces them (issue 39 §1)', async () => {
    const own = await authorizePage({ scope: 'vote' });
    expect(own.body).to.include(
      'These limits bind only what @demo-app does through this service. The posting authority of @demo-app also lists keys or accounts of its own',
    );
    expect(own.body).to.include('@demo-app holds keys or accounts that can use it directly');
    const strict = anApp('strict-app')
      .withRedirect(REDIRECT)
      .grantedTo('hivegate')
      .withoutPostingKeys()
      .build();
    t.chain.put(strict);
    const page = await call(
      t.url,
      'GET',
      `/oauth2/authorize?${new URLSearchParams({ client_id: 'strict-app', redirect_uri: REDIRECT, response_type: 'code', scope: 'vote' })}`,
    );
    expect(page.body).to.include(
      'These limits are enforced: only this service can use the posting authority you give @strict-app',
    );
    expect(page.body).to.include('@strict-app can use it only through this service');
    // A sign-in only has no limits, and says nothing about them.
    expect((await authorizePage({ scope: 'login' })).body).not.to.include('id="limits-reach"');
  });

  it("the sign-in API applies the user's limit_choice only to lower what the app asked", async () => {
    const challenge = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: {
        username: 'alice',
        client_id: 'demo-app',
        redirect_uri: REDIRECT,
        scope: 'posting',
        authorization_details: asked({ max_vote_weight: 2000 }),
        limit_choice: { max_vote_weight: 9000, max_operations_per_day: 5 },
      },
    });
    const authorized = await call(t.url, 'POST', '/api/oauth2/authorize', {
      json: {
        challenge: challenge.body.challenge,
        signature: signMessage(challenge.body.challenge, keyOf('alice')),
        client_id: 'demo-app',
        redirect_uri: REDIRECT,
        response_type: 'code',
        scope: 'posting',
        authorization_details: asked({ max_vote_weight: 2000 }),
        limit_choice: { max_vote_weight: 9000, max_operations_per_day: 5 },
      },
    });
    const code = new URL(authorized.body.redirect_to).searchParams.get('code')!;
    const tokens = await call(t.url, 'POST', '/api/oauth2/token', {
      json: { code, client_secret: demoApp.secret },
    });
    expect(tokens.body.authorization_details).to.deep.equal(
      asked({ max_vote_weight: 2000, max_operations_per_day: 5 }),
    );
  });

  it('a malformed or unknown authorization_details: 400 invalid_request page (HiveSigner-shaped), never a 500', async () => {
    for (const [value, words] of [
      ['{not json', 'must be JSON'],
      [
        JSON.stringify([{ type: 'payment_initiation' }]),
        'type "payment_initiation" is not supported',
      ],
      [
        JSON.stringify(asked({ max_vote_weight: 0 })),
        'max_vote_weight must be a whole number between 1 and 10000',
      ],
      [
        JSON.stringify(asked({ max_vote_weight: 2 ** 53 + 2 })),
        'max_vote_weight must be a whole number between 1 and 10000',
      ],
      [
        JSON.stringify(asked({ max_operations_per_day: 2_000_000 })),
        'max_operations_per_day must be a whole number between 1 and 1000000',
      ],
      [JSON.stringify(asked({ operations: ['transfer'] })), 'operations'],
      [JSON.stringify(asked({ color: 'red' })), 'color'],
    ]) {
      const page = await authorizePage({ scope: 'posting', authorization_details: value });
      expect(page.status, value).to.equal(400);
      expect(page.body, value).to.include('invalid_request');
      expect(page.body, value).to.include(words.replace(/"/g, '&quot;'));
    }
  });

  it('an OpenID Connect request gets invalid_authorization_details back at its redirect URI', async () => {
    const answer = await authorizePage({
      scope: 'openid vote',
      state: 'st',
      authorization_details: JSON.stringify([{ type: 'nope' }]),
    });
    expect(answer.status).to.equal(302);
    const params = new URL(answer.headers.get('location')!).searchParams;
    expect(params.get('error')).to.equal('invalid_authorization_details');
    expect(params.get('state')).to.equal('st');
  });

  it('the token answer carries authorization_details; /api/broadcast enforces them with the spec codes', async () => {
    const details = asked({ max_vote_weight: 2000, max_operations_per_day: 2 });
    const tokens = await tokensWith(details);
    expect(tokens.status, JSON.stringify(tokens.body)).to.equal(200);
    expect(tokens.body.authorization_details).to.deep.equal(details);

    const over = await broadcast(tokens.body.access_token, [vote(10000)]);
    expect(over.status).to.equal(401);
    expect(over.body).to.deep.equal({
      error: 'invalid_scope',
      error_description:
        "operations[0] (vote): vote weight 10000 exceeds this grant's limit of 2000 (max_vote_weight)",
    });

    expect((await broadcast(tokens.body.access_token, [vote(1000), vote(2000)])).status).to.equal(
      200,
    );
    const spent = await broadcast(tokens.body.access_token, [vote(500)]);
    expect(spent.status).to.equal(429);
    expect(spent.body.error).to.equal('too_many_requests');
    expect(Number(spent.headers.get('retry-after'))).to.be.within(86_300, 86_400);

    const refreshed = await call(t.url, 'POST', '/api/oauth2/token', {
      json: { refresh_token: tokens.body.refresh_token, client_secret: demoApp.secret },
    });
    expect(refreshed.body.authorization_details).to.deep.equal(details);
  });

  it('the sign-in API refuses bad authorization_details with 400 invalid_request', async () => {
    const answer = await tokensWith(asked({ expires_at: 'tomorrow' }));
    expect(answer.status).to.equal(400);
    expect(answer.body.error).to.equal('invalid_request');
    expect(answer.body.error_description).to.include('expires_at must be an ISO 8601 time');
  });

  it('POST /api/oauth2/limits: the user, signing a challenge, tightens what an app holds at once', async () => {
    const tokens = await tokensWith(undefined);
    expect(tokens.status).to.equal(200);
    const challenge = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: { username: 'alice', client_id: 'demo-app', purpose: 'limits' },
    });
    const tightened = await call(t.url, 'POST', '/api/oauth2/limits', {
      json: {
        challenge: challenge.body.challenge,
        signature: signMessage(challenge.body.challenge, keyOf('alice')),
        client_id: 'demo-app',
        limits: { max_vote_weight: 100 },
      },
    });
    expect(tightened.status, JSON.stringify(tightened.body)).to.equal(200);
    expect(tightened.body).to.deep.equal({
      user: 'alice',
      app: 'demo-app',
      limits: { max_vote_weight: 100 },
    });
    const read = await call(t.url, 'GET', '/api/oauth2/limits', {
      headers: { Authorization: `Bearer ${tokens.body.access_token}` },
    });
    expect([read.status, read.body]).to.deep.equal([
      200,
      { user: 'alice', app: 'demo-app', limits: { max_vote_weight: 100 } },
    ]);
    const anyone = await call(t.url, 'GET', '/api/oauth2/limits?username=alice&client_id=demo-app');
    expect([anyone.status, anyone.body.error], 'no token, no limits (issue 37 §3)').to.deep.equal([
      401,
      'invalid_grant',
    ]);
    const over = await broadcast(tokens.body.access_token, [vote(101)]);
    expect(over.status).to.equal(401);
    expect(over.body.error_description).to.include("exceeds this grant's limit of 100");
    const bad = await call(t.url, 'POST', '/api/oauth2/limits', {
      json: {
        challenge: 'x',
        signature: '00'.repeat(65),
        client_id: 'demo-app',
        limits: { max_vote_weight: 0 },
      },
    });
    expect(bad.status).to.equal(400);
  });

  it('discovery lists authorization_details_types_supported: ["hive_posting"]', async () => {
    const answer = await call(t.url, 'GET', '/.well-known/openid-configuration');
    expect(answer.body.authorization_details_types_supported).to.deep.equal(['hive_posting']);
  });
});
