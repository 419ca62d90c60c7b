import { expect } from 'chai';
import fc from 'fast-check';
import { encodeOp, encodeOps, encodeTx } from 'hive-uri';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  challengeOf,
  Client,
  createPkce,
  HivegateError,
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

  describe('DPoP (RFC 9449) with a key of the caller’s', () => {
    /** A fake service: answers in turn, and what each request carried. */
    function service(...answers: { status: number; body: object; nonce?: string }[]) {
      const seen: { url: string; headers: Record<string, string> }[] = [];
      const fetchFn: FetchLike = async (url, init) => {
        seen.push({ url, headers: init.headers });
        const answer = answers.shift()!;
        return {
          ok: answer.status < 400,
          status: answer.status,
          text: async () => JSON.stringify(answer.body),
          headers: {
            get: (name: string) => (/^dpop-nonce$/i.test(name) ? (answer.nonce ?? null) : null),
          },
        };
      };
      return { seen, fetchFn };
    }
    const part = (jwt: string, index: number) =>
      JSON.parse(Buffer.from(jwt.split('.')[index], 'base64url').toString()) as Record<
        string,
        unknown
      >;
    const tokens = { access_token: 'a2', refresh_token: 'r2', expires_in: 60, username: 'alice' };
    const nonceWanted = { error: 'use_dpop_nonce', error_description: 'use the nonce' };

    it('proves the key on token requests, and presents a bound token as DPoP with ath', async () => {
      const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
        'sign',
        'verify',
      ]);
      const { seen, fetchFn } = service(
        { status: 200, body: { ...tokens, token_type: 'DPoP' } },
        { status: 200, body: { user: 'alice' } },
      );
      const client = new Client({
        baseURL: 'https://auth.example',
        app: 'demo-spa',
        refreshToken: 'r1',
        dpop: keys,
        fetch: fetchFn,
      });
      await client.refresh();
      expect(client.tokenType).to.equal('DPoP');
      await client.me();
      const [grant, me] = seen.map((request) => request.headers);
      expect(grant.Authorization).to.equal(undefined);
      expect(part(grant.DPoP, 0)).to.include({ typ: 'dpop+jwt', alg: 'ES256' });
      expect(part(grant.DPoP, 0).jwk).to.have.keys('kty', 'crv', 'x', 'y');
      expect(part(grant.DPoP, 1)).to.include({
        htm: 'POST',
        htu: 'https://auth.example/api/oauth2/token',
      });
      expect(part(grant.DPoP, 1)).not.to.have.property('ath');
      expect(me.Authorization).to.equal('DPoP a2');
      expect(part(me.DPoP, 1)).to.include({
        htm: 'POST',
        htu: 'https://auth.example/api/me',
        ath: await challengeOf('a2'), // base64url SHA-256, as PKCE's S256
      });
      expect(part(me.DPoP, 1).jti).to.not.equal(part(grant.DPoP, 1).jti);
    });

    it('retries once with the nonce a use_dpop_nonce gave, and keeps it; a second refusal surfaces', async () => {
      const keys = await crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify']);
      const { seen, fetchFn } = service(
        { status: 400, body: nonceWanted, nonce: 'n1' },
        { status: 200, body: { ...tokens, token_type: 'DPoP' }, nonce: 'n2' },
        { status: 401, body: nonceWanted, nonce: 'n3' },
        { status: 401, body: nonceWanted, nonce: 'n4' },
      );
      const client = new Client({
        baseURL: 'https://auth.example',
        app: 'demo-spa',
        refreshToken: 'r1',
        dpop: keys,
        fetch: fetchFn,
      });
      await client.refresh();
      const refused = await client.me().catch((error: unknown) => error);
      expect(refused).to.be.instanceOf(HivegateError);
      expect((refused as HivegateError).error).to.equal('use_dpop_nonce');
      const proofs = seen.map((request) => part(request.headers.DPoP, 1));
      expect(proofs.map((proof) => proof.nonce)).to.deep.equal([undefined, 'n1', 'n2', 'n3']);
      expect(part(seen[0].headers.DPoP, 0).alg).to.equal('EdDSA');
    });

    it('sends no proof without a key (Node), nor with `dpop: false`', async () => {
      const { seen, fetchFn } = service(
        { status: 200, body: tokens },
        { status: 200, body: tokens },
      );
      await new Client({
        baseURL: 'https://auth.example',
        app: 'x',
        refreshToken: 'r',
        fetch: fetchFn,
      }).refresh();
      await new Client({
        baseURL: 'https://auth.example',
        app: 'x',
        refreshToken: 'r',
        dpop: false,
        fetch: fetchFn,
      }).refresh();
      expect(seen.map((request) => request.headers.DPoP)).to.deep.equal([undefined, undefined]);
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
