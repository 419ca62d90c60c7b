import { expect } from 'chai';
import { Client } from '@hiveio/dhive';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startDevnet, type Devnet } from '../../devnet';
import { keyOf } from '../support/builders';
import { aDPoPKey } from '../support/dpopKeys';
import type { ThrowawayPostgres } from '../support/throwawayPostgres';
import { postgresOrSkip, serviceEnv, sharedSigningKeys, sleep, tempDirs } from './suiteSetup';
import { freshRequest, startService, type ServiceProcess } from './serviceProcess';
import { codeFor, me, SECRET, tokensFor } from './signIn';

/**
 * Two `npm start` processes on one PostgreSQL (its own throw-away cluster, so the test can stop
 * and restart the server) and one dev chain, as two instances behind a load balancer.
 * The usage case must run first: it counts every /api/me of the suite.
 */
describe('process: two instances sharing PostgreSQL', function () {
  this.timeout(180_000);
  let pg: ThrowawayPostgres | undefined;
  let net: Devnet;
  let a: ServiceProcess;
  let b: ServiceProcess;
  const dirs = tempDirs('hivegate-instance-');
  let env: Record<string, string>;
  let startedAt: number;

  before(async function () {
    pg = await postgresOrSkip(this, 'multi-instance suite');
    net = await startDevnet({ port: 0, blockIntervalMs: 0, postIntervals: false });
    env = serviceEnv(net, {
      // Every instance signs with the same key, or B could not verify A's tokens.
      ...(await sharedSigningKeys()),
      DATABASE_URL: pg.url,
      // The back-channel logout receiver below listens on loopback (test-only switch).
      PROBER_ALLOW_LOOPBACK: '1',
      APPS_REFRESH_SECONDS: '5',
    });
    const instance = () => startService({ ...env, DATA_DIR: dirs.make() });
    [a, b] = await Promise.all([instance(), instance()]); // both migrate at once: the advisory lock
    startedAt = Date.now();
  });
  after(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await net?.close();
    await pg?.stop();
    dirs.removeAll();
  });

  it('adds up usage counted on both instances, in /api/apps of either', async () => {
    const { access_token } = await tokensFor(a.url);
    for (let i = 0; i < 7; i++) expect((await me(a.url, access_token)).status).to.equal(200);
    for (let i = 0; i < 5; i++) expect((await me(b.url, access_token)).status).to.equal(200);
    for (const url of [a.url, b.url]) {
      let demo: { requests: number; users: number } | undefined;
      for (let waited = 0; waited < 30_000 && demo?.requests !== 12; waited += 500) {
        const apps = await freshRequest(url, 'GET', '/api/apps');
        demo =
          apps.status === 200
            ? apps.body.apps.find((app: { username: string }) => app.username === 'demo-app')
            : undefined;
        await sleep(500);
      }
      expect(demo).to.include({ requests: 12, users: 1 });
    }
  });

  it('answers the same directory on every instance: one builds, the others serve what it published', async () => {
    let answers: unknown[] = [];
    for (let waited = 0; waited < 15_000; waited += 500) {
      answers = await Promise.all(
        [a.url, b.url].map(async (url) => (await freshRequest(url, 'GET', '/api/apps')).body),
      );
      if (JSON.stringify(answers[0]) === JSON.stringify(answers[1])) break;
      await sleep(500);
    }
    expect(answers[1]).to.deep.equal(answers[0]); // updated_at included: the very same build
    const built = (a.output() + b.output()).split('"msg":"app directory built"').length - 1;
    const cycles = Math.ceil((Date.now() - startedAt) / 5000) + 1;
    expect(built, 'builds, across both instances').to.be.at.most(cycles + 1);
  });

  it('exchanges one code on two instances at once: exactly one 200', async () => {
    const code = await codeFor(a.url);
    const answers = await Promise.all(
      [a.url, b.url].map((url) =>
        freshRequest(url, 'POST', '/api/oauth2/token', { code, client_secret: SECRET }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).to.deep.equal([200, 401]);
  });

  it('rotates one refresh token on two instances at once: exactly one 200', async () => {
    const { refresh_token } = await tokensFor(b.url);
    const answers = await Promise.all(
      [a.url, b.url].map((url) =>
        freshRequest(url, 'POST', '/api/oauth2/token', { refresh_token, client_secret: SECRET }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).to.deep.equal([200, 401]);
  });

  it('a daily budget raced on both instances accepts exactly the budget (issue 24 §4)', async () => {
    const { access_token } = await tokensFor(a.url, 'alice', [
      { type: 'hive_posting', max_operations_per_day: 4 },
    ]);
    const message = (n: number) => [
      'custom_json',
      {
        required_auths: [],
        required_posting_auths: ['alice'],
        id: 'hivegate-budget-test',
        json: JSON.stringify({ n }),
      },
    ];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        freshRequest(
          n % 2 ? b.url : a.url,
          'POST',
          '/api/broadcast',
          { operations: [message(n)] },
          { Authorization: `Bearer ${access_token}` },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses, JSON.stringify(answers.map((x) => x.body))).to.deep.equal([
      ...Array(4).fill(200),
      ...Array(6).fill(429),
    ]);
  });

  it('accepts a DPoP proof once across instances: used on A, replayed on B, refused (issue 36 §6)', async () => {
    // Both instances have the same BASE_URL (here the default, PORT 0): a proof names it.
    const base = 'http://localhost:0';
    const key = await aDPoPKey('ES256');
    const bound = await freshRequest(
      a.url,
      'POST',
      '/api/oauth2/token',
      { code: await codeFor(a.url), client_secret: SECRET },
      { DPoP: await key.proof('POST', `${base}/api/oauth2/token`) },
    );
    expect(bound.status, JSON.stringify(bound.body)).to.equal(200);
    expect(bound.body.token_type).to.equal('DPoP');
    const token = bound.body.access_token as string;
    const proof = await key.proof('GET', `${base}/api/me`, { token });
    const presented = { Authorization: `DPoP ${token}`, DPoP: proof };
    expect((await freshRequest(a.url, 'GET', '/api/me', undefined, presented)).status).to.equal(
      200,
    );
    const replayed = await freshRequest(b.url, 'GET', '/api/me', undefined, presented);
    expect(replayed.status).to.equal(401);
    expect(replayed.body.error_description).to.match(/already used/);
    const fresh = { ...presented, DPoP: await key.proof('GET', `${base}/api/me`, { token }) };
    expect((await freshRequest(b.url, 'GET', '/api/me', undefined, fresh)).status).to.equal(200);
  });

  it('refuses on B, within one second, a token signed out on A', async () => {
    const { access_token } = await tokensFor(a.url);
    expect((await me(b.url, access_token)).status).to.equal(200);
    const revoked = await freshRequest(a.url, 'POST', '/api/oauth2/token/revoke', undefined, {
      Authorization: access_token,
    });
    expect(revoked.body).to.deep.equal({ success: true });
    const at = Date.now();
    let answer = await me(b.url, access_token);
    while (answer.status === 200 && Date.now() - at < 1000) answer = await me(b.url, access_token);
    expect(answer.status, `still accepted ${Date.now() - at} ms after the sign-out`).to.equal(401);
    expect(answer.body.error).to.equal('invalid_grant');
  });

  it('answers 503 unavailable while PostgreSQL is down, and recovers by itself when it is back', async () => {
    const { access_token, refresh_token } = await tokensFor(a.url);
    await pg!.pause();
    try {
      for (const url of [a.url, b.url]) {
        const challenge = await freshRequest(url, 'POST', '/api/oauth2/challenge', {
          username: 'alice',
          client_id: 'demo-app',
        });
        expect(challenge.status, JSON.stringify(challenge.body)).to.equal(503);
        expect(challenge.body.error).to.equal('unavailable');
        const refresh = await freshRequest(url, 'POST', '/api/oauth2/token', {
          refresh_token,
          client_secret: SECRET,
        });
        expect(refresh.status, 'no token issued without its row').to.equal(503);
        // The revocation feed is down, so whether the token was revoked meanwhile is unknown: 503, not a guess.
        const checked = await me(url, access_token);
        expect(checked.status).to.equal(503);
        expect(checked.body.error).to.equal('unavailable');
      }
    } finally {
      await pg!.resume();
    }
    for (const url of [a.url, b.url]) {
      let status = 0;
      for (let waited = 0; waited < 15_000 && status !== 200; waited += 250) {
        status = (
          await freshRequest(url, 'POST', '/api/oauth2/challenge', {
            username: 'alice',
            client_id: 'demo-app',
          })
        ).status;
        if (status !== 200) await sleep(250);
      }
      expect(status, 'the challenge endpoint after PostgreSQL came back').to.equal(200);
    }
    expect(
      (
        await freshRequest(b.url, 'POST', '/api/oauth2/token', {
          refresh_token,
          client_secret: SECRET,
        })
      ).status,
    ).to.equal(200);
    expect((await me(a.url, access_token)).status).to.equal(200);
    expect(a.child.exitCode ?? b.child.exitCode, 'neither instance crashed').to.equal(null);
  });

  it('ends on both instances the sign-in a user takes away on chain; another instance follows when the follower dies, missing no block (issue 25)', async () => {
    const chain = new Client(net.url, {
      chainId: net.chainId,
      addressPrefix: net.addressPrefix,
      failoverThreshold: 0,
    });
    /** `user` drops demo-app from (or puts it back in) their posting authority, with their active key. */
    const setGrant = async (user: string, granted: boolean) => {
      const [account] = await chain.database.getAccounts([user]);
      const others = account.posting.account_auths.filter(([name]) => name !== 'demo-app');
      await chain.broadcast.updateAccount(
        {
          account: user,
          posting: {
            ...account.posting,
            // sorted, as hived serializes a flat_map (and checks the signature over)
            account_auths: (granted
              ? [...others, ['demo-app', 1] as [string, number]]
              : others
            ).sort(([x], [y]) => (x < y ? -1 : 1)),
          },
          memo_key: account.memo_key,
          json_metadata: account.json_metadata,
        },
        keyOf(user, 'active'),
      );
    };
    /** Waits (a bound for a stuck follower, not a timing claim) until `url` refuses `token`. */
    const refused = async (url: string, token: string) => {
      let answer = await me(url, token);
      for (let waited = 0; answer.status === 200 && waited < 15_000; waited += 100) {
        await sleep(100);
        answer = await me(url, token);
      }
      return answer;
    };
    const leading = async (url: string) =>
      (await freshRequest(url, 'GET', '/readyz')).body.checks.follower.leading as boolean;

    // demo-app asks to be told of ended sign-ins (OpenID Connect Back-Channel Logout).
    const logoutTokens: string[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        logoutTokens.push(new URLSearchParams(body).get('logout_token') ?? '');
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    after(() => receiver.close());
    const [app] = await chain.database.getAccounts(['demo-app']);
    const metadata = JSON.parse(app.json_metadata) as { profile: Record<string, unknown> };
    metadata.profile.backchannel_logout_uri = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/logout`;
    await chain.broadcast.sendOperations(
      [
        [
          'account_update2',
          {
            account: 'demo-app',
            json_metadata: JSON.stringify(metadata),
            posting_json_metadata: '',
            extensions: [],
          },
        ],
      ],
      keyOf('demo-app', 'active', 'demo-app-password'),
    );
    await sleep(3100); // the service reads accounts through a one-block cache

    const alice = await tokensFor(a.url, 'alice');
    const aliceFamily = (
      JSON.parse(Buffer.from(alice.access_token.split('.')[1], 'base64url').toString()) as {
        fam: string;
      }
    ).fam;
    expect((await me(b.url, alice.access_token)).status).to.equal(200);
    await setGrant('alice', false);
    try {
      for (const url of [a.url, b.url]) {
        const answer = await refused(url, alice.access_token);
        expect(answer.status).to.equal(401);
        expect(answer.body.error_description).to.equal('The token has been revoked');
      }
      const refresh = await freshRequest(b.url, 'POST', '/api/oauth2/token', {
        refresh_token: alice.refresh_token,
        client_secret: SECRET,
      });
      expect(refresh.status).to.equal(401);
      // Every sign-in of alice at demo-app ended (earlier cases signed her in too): one notice each.
      const keys = createRemoteJWKSet(new URL(`${a.url}/.well-known/jwks.json`));
      const told = async () =>
        Promise.all(
          logoutTokens.map(
            async (token) =>
              (await jwtVerify(token, keys, { audience: 'demo-app', typ: 'logout+jwt' })).payload,
          ),
        );
      let notices = await told();
      for (
        let waited = 0;
        !notices.some((n) => n.sid === aliceFamily) && waited < 15_000;
        waited += 100
      ) {
        await sleep(100);
        notices = await told();
      }
      const notice = notices.find((n) => n.sid === aliceFamily);
      expect(notice, 'the notice of the sign-in that ended').to.not.equal(undefined);
      expect(notice).to.include({ sub: 'alice' });
      expect(notice!.events).to.deep.equal({
        'http://schemas.openid.net/event/backchannel-logout': {},
      });
      expect(
        (a.output() + b.output()).match(/"audit":"posting_authority_removed"[^\n]*"user":"alice"/),
      ).to.not.equal(null);

      // Kill the instance that follows; the other takes over from the last block saved.
      const [aLeads, bLeads] = [await leading(a.url), await leading(b.url)];
      expect([aLeads, bLeads].filter(Boolean), 'exactly one instance follows').to.have.length(1);
      const survivor = aLeads ? b : a;
      await (aLeads ? a : b).kill();
      const carol = await tokensFor(survivor.url, 'carol');
      await setGrant('carol', false);
      try {
        const answer = await refused(survivor.url, carol.access_token);
        expect(answer.status, 'the survivor followed the block').to.equal(401);
        let leads = await leading(survivor.url);
        for (let waited = 0; !leads && waited < 5_000; waited += 250) {
          await sleep(250); // /readyz reuses one answer for a second
          leads = await leading(survivor.url);
        }
        expect(leads, 'the survivor says it follows').to.equal(true);
      } finally {
        await setGrant('carol', true);
      }
      // The killed instance comes back and follows nothing twice: the survivor keeps the lead.
      const restarted = await startService({ ...env, DATA_DIR: dirs.made[aLeads ? 0 : 1] });
      if (aLeads) a = restarted;
      else b = restarted;
      expect(await leading(restarted.url)).to.equal(false);
    } finally {
      await setGrant('alice', true);
    }
    // Signing in again after granting again works: the chain ended the old sign-in, not the user.
    await sleep(3100); // the granted authority must be in a block the service reads (cache: one block)
    expect((await me(a.url, (await tokensFor(a.url, 'alice')).access_token)).status).to.equal(200);
  });

  it('keeps answering on B when A is killed (-9) mid-load, and loses nothing A issued', async () => {
    const sessions = await Promise.all(Array.from({ length: 4 }, () => tokensFor(a.url)));
    let stopLoad = false;
    const statuses: number[] = [];
    const load = (async () => {
      while (!stopLoad)
        statuses.push(
          (await me(b.url, sessions[statuses.length % sessions.length].access_token)).status,
        );
    })();
    const onA = Promise.allSettled(
      Array.from({ length: 20 }, () => me(a.url, sessions[0].access_token)),
    );
    await sleep(100);
    await a.kill();
    expect(a.child.signalCode, 'A is really gone').to.equal('SIGKILL');
    await onA; // requests cut off by the kill simply fail; that is the client's to retry
    await sleep(300);
    stopLoad = true;
    await load;
    expect(statuses.length).to.be.above(0);
    expect(
      statuses.every((status) => status === 200),
      `B answered ${statuses.filter((s) => s !== 200).join(',')}`,
    ).to.equal(true);
    for (const { refresh_token } of sessions) {
      expect(
        (
          await freshRequest(b.url, 'POST', '/api/oauth2/token', {
            refresh_token,
            client_secret: SECRET,
          })
        ).status,
      ).to.equal(200);
    }
  });
});
