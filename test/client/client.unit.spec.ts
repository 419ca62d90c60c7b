import { expect } from 'chai';
import fc from 'fast-check';
import { encodeOp, encodeOps, encodeTx } from 'hive-uri';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  challengeOf,
  Client,
  createPkce,
  MemoryStorage,
  type FetchLike,
  type Operation,
} from '../../client';

/** The client's pieces that need no service: PKCE, link encoding, request shapes, its portability. */
describe('hivegate/client: unit', () => {
  it('S256 challenge of RFC 7636 Appendix B', async () => {
    expect(await challengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).to.equal(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('PKCE verifiers are 43 base64url characters, fresh each time', async () => {
    const [a, b] = await Promise.all([createPkce(), createPkce()]);
    expect(a.verifier).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(a.verifier).to.not.equal(b.verifier);
    expect(a.challenge).to.equal(await challengeOf(a.verifier));
  });

  it('sign links are byte for byte what hive-uri encodes, for any text', () => {
    const client = new Client({ baseURL: 'https://auth.example/' });
    const text = fc.string({ unit: 'binary', maxLength: 60 });
    fc.assert(
      fc.property(
        text,
        text,
        fc.constantFrom('alice', 'bob-2', 'a.b-c'),
        fc.boolean(),
        (memo, callback, signer, nb) => {
          const op: Operation = [
            'transfer',
            { from: signer, to: 'bob', amount: '0.001 HIVE', memo },
          ];
          const params = {
            signer,
            callback: `https://x.example/${callback}`,
            no_broadcast: nb,
            authority: 'active' as const,
          };
          const ours = (url: string) => url.replace('https://auth.example/', 'hive://');
          expect(ours(client.sendOperation(op, params))).to.equal(encodeOp(op as never, params));
          expect(ours(client.sendOperations([op, op], params))).to.equal(
            encodeOps([op, op] as never, params),
          );
          const tx = {
            ref_block_num: 1,
            ref_block_prefix: 2,
            expiration: '2030-01-01T00:00:00',
            operations: [op],
            extensions: [],
          };
          expect(ours(client.sendTransaction(tx, params))).to.equal(encodeTx(tx as never, params));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('one base URL: apiURL is the same option, and setApiURL moves the links and the calls', async () => {
    const calls: string[] = [];
    const fetchFn: FetchLike = async (url) => {
      calls.push(url);
      return { ok: true, status: 200, text: async () => '{"user":"alice"}' };
    };
    const client = new Client({
      apiURL: 'https://one.example',
      app: 'demo-app',
      callbackURL: 'https://app.example/cb',
      fetch: fetchFn,
    });
    expect(client.getLoginURL('s')).to.match(/^https:\/\/one\.example\/oauth2\/authorize\?/);
    client.setApiURL('https://two.example/');
    expect(client.getLoginURL('s')).to.match(/^https:\/\/two\.example\/oauth2\/authorize\?/);
    expect(
      client.sendOperation(['vote', { voter: 'a', author: 'b', permlink: 'c', weight: 1 }]),
    ).to.match(/^https:\/\/two\.example\/sign\/op\//);
    await client.me();
    expect(calls).to.deep.equal(['https://two.example/api/me']);
    expect(() => new Client({})).to.throw(TypeError, 'baseURL');
  });

  describe('token requests', () => {
    function recorder(answer: object) {
      const bodies: any[] = [];
      const fetchFn: FetchLike = async (_url, init) => {
        bodies.push({ ...JSON.parse(init.body!), authorization: init.headers.Authorization });
        return { ok: true, status: 200, text: async () => JSON.stringify(answer) };
      };
      return { bodies, fetchFn };
    }
    const tokens = {
      access_token: 'a2',
      refresh_token: 'r2',
      expires_in: 604800,
      username: 'alice',
    };

    it('a public client (no secret) sends the standard form with the verifier and no Authorization header', async () => {
      const { bodies, fetchFn } = recorder(tokens);
      const storage = new MemoryStorage();
      const client = new Client({
        baseURL: 'https://auth.example',
        app: 'demo-app',
        callbackURL: 'https://app.example/cb',
        responseType: 'code',
        storage,
        fetch: fetchFn,
      });
      const { state } = await client.createLoginURL();
      const verifier = JSON.parse(storage.getItem(`hivegate.signin.${state}`)!).verifier;
      await client.handleCallback(`https://app.example/cb?code=c1&state=${state}&username=alice`);
      expect(bodies).to.deep.equal([
        {
          grant_type: 'authorization_code',
          code: 'c1',
          client_id: 'demo-app',
          redirect_uri: 'https://app.example/cb',
          code_verifier: verifier,
          authorization: undefined,
        },
      ]);
      await client.refresh();
      expect(bodies[1]).to.deep.equal({
        grant_type: 'refresh_token',
        refresh_token: 'r2',
        client_id: 'demo-app',
        authorization: undefined,
      });
    });

    it("with a client secret (the app's server), the body the spec names", async () => {
      const { bodies, fetchFn } = recorder(tokens);
      const client = new Client({
        baseURL: 'https://auth.example',
        app: 'demo-app',
        clientSecret: 's3cret',
        refreshToken: 'r1',
        fetch: fetchFn,
      });
      await client.exchangeCode('c1', { codeVerifier: 'v'.repeat(43) });
      await client.refresh();
      expect(bodies).to.deep.equal([
        {
          code: 'c1',
          client_secret: 's3cret',
          code_verifier: 'v'.repeat(43),
          authorization: undefined,
        },
        { refresh_token: 'r2', client_secret: 's3cret', authorization: undefined },
      ]);
    });
  });

  it('is portable: client/ imports only its own files and uses no Node built-in or global', () => {
    const dir = join(__dirname, '..', '..', 'client');
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
      const code = sourceOf(join(dir, file));
      expect(
        importsOf(code).filter((path) => !path.startsWith('./') || path.startsWith('./aioha')),
        `${file} imports`,
      ).to.deep.equal([]);
      expect(code, file).to.not.match(NODE_ONLY);
    }
  });

  it('client/aioha (hivegate/aioha) is browser code: the client, Aioha and dhive types only', () => {
    const dir = join(__dirname, '..', '..', 'client', 'aioha');
    for (const file of readdirSync(dir)) {
      const code = sourceOf(join(dir, file));
      expect(
        importsOf(code).filter(
          (path) => !/^\.\.?\//.test(path) && !path.startsWith('@aioha/aioha/build/'),
        ),
        `${file} imports`,
      ).to.deep.equal(file === 'HivegateProvider.ts' ? ['@hiveio/dhive'] : []);
      expect(code, file).to.not.match(NODE_ONLY);
    }
    expect(sourceOf(join(dir, 'HivegateProvider.ts'))).to.contain(
      "import type { Operation, Transaction } from '@hiveio/dhive'",
    );
  });
});

/** A source file without its comments (they may name what the code must not use). */
function sourceOf(path: string): string {
  return readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
}

function importsOf(code: string): string[] {
  return [...code.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
}

const NODE_ONLY = /\b(Buffer|process|require|__dirname)\b|node:/;
