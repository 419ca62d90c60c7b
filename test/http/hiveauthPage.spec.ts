import 'reflect-metadata';
import { expect } from 'chai';
import { ConfigError, loadConfig, PUBLIC_HIVEAUTH_RELAY } from '../../bootstrap/config';
import { call } from '../support/http';
import { startTestServer, TEST_SERVICE_KEY } from '../support/httpFixture';

const REQUIRED = { SERVICE_ACCOUNT: 'hivegate', SERVICE_POSTING_KEY: TEST_SERVICE_KEY };

describe('HiveAuth: configuration and what the consent page is given', () => {
  it('HIVEAUTH_RELAY_URL defaults to the public relay the wallets use, and must be a ws(s) URL', () => {
    expect(PUBLIC_HIVEAUTH_RELAY).to.equal('wss://hive-auth.arcange.eu');
    expect(loadConfig(REQUIRED).hiveAuthRelayUrl).to.equal(PUBLIC_HIVEAUTH_RELAY);
    expect(
      loadConfig({ ...REQUIRED, HIVEAUTH_RELAY_URL: 'ws://127.0.0.1:8092' }).hiveAuthRelayUrl,
    ).to.equal('ws://127.0.0.1:8092');
    for (const bad of ['https://hive-auth.arcange.eu', 'not a url', 'wss//missing-colon']) {
      expect(() => loadConfig({ ...REQUIRED, HIVEAUTH_RELAY_URL: bad }), bad).to.throw(
        ConfigError,
        'HIVEAUTH_RELAY_URL must be an absolute ws(s) URL',
      );
    }
  });

  describe('the consent page with a relay configured', () => {
    let t: Awaited<ReturnType<typeof startTestServer>>;
    before(
      async () =>
        (t = await startTestServer(
          {},
          {
            HIVE_NODES: 'https://node-a.example',
            HIVEAUTH_RELAY_URL: 'wss://relay.example:8443/has',
          },
        )),
    );
    after(() => t.close());
    const consent = () =>
      call(
        t.url,
        'GET',
        `/oauth2/authorize?${new URLSearchParams({ client_id: 'demo-app', redirect_uri: 'https://demo.example/callback', scope: 'login', state: 's' })}`,
      );

    it('may connect to the relay (CSP connect-src), is told its URL, and its one script carries the HiveAuth client', async () => {
      const answer = await consent();
      expect(answer.status).to.equal(200);
      expect(answer.headers.get('content-security-policy')).to.include(
        "connect-src 'self' https://node-a.example wss://relay.example:8443;",
      );
      const data = JSON.parse(
        /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(
          answer.body,
        )![1],
      );
      expect(data.hiveAuthRelay).to.equal('wss://relay.example:8443/has');
      const scripts = [...answer.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
      // The page's locale's messages first (issue 40), then the page's one script.
      expect(scripts).to.have.length(2);
      expect(scripts[0]).to.match(/^\/assets\/messages-en\.[A-Z0-9]+\.js$/);
      expect(scripts[1]).to.match(/^\/assets\/consent\.[A-Z0-9]+\.js$/);
      const bundle = await (await fetch(`${t.url}${scripts[1]}`)).text();
      expect(bundle).to.include('has://auth_req/'); // the HiveAuth client is in the page's bundle
      expect(answer.body)
        .to.include('Sign in with HiveAuth (mobile wallet)')
        .and.include('id="hiveauth-qr"');
    });

    it('the sign-link pages do not get the relay in their CSP (they never talk to it)', async () => {
      const answer = await call(
        t.url,
        'GET',
        '/sign/vote?voter=alice&author=bob&permlink=p&weight=10000',
      );
      expect(answer.headers.get('content-security-policy')).to.include(
        "connect-src 'self' https://node-a.example;",
      );
    });
  });

  describe('a node address with a user and password', () => {
    let t: Awaited<ReturnType<typeof startTestServer>>;
    before(
      async () =>
        (t = await startTestServer({}, { HIVE_NODES: 'https://user:secret@node-a.example/rpc' })),
    );
    after(() => t.close());

    it('is given to the pages, whose browsers call the nodes, without them', async () => {
      for (const path of [
        `/oauth2/authorize?${new URLSearchParams({ client_id: 'demo-app', redirect_uri: 'https://demo.example/callback', scope: 'login', state: 's' })}`,
        '/sign/vote?voter=alice&author=bob&permlink=p&weight=10000',
      ]) {
        const answer = await call(t.url, 'GET', path);
        expect(answer.status, path).to.equal(200);
        const data = JSON.parse(
          /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(
            answer.body,
          )![1],
        );
        expect(data.nodes, path).to.deep.equal(['https://node-a.example/rpc']);
        expect(answer.body, path).to.not.include('secret');
      }
    });
  });
});
