import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Provider from 'oidc-provider';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { DEMO_APP, DEMO_APP_SECRET } from '../../devnet';
import { PEER_RESOURCE } from '../../bench/oidcPeer/configuration';
import { createPeer, PEER_SCOPE } from '../../bench/oidcPeer/createPeer';
import { mintCodes } from '../../bench/oidcPeer/mintCodes';
import { basicAuthorization, codeBody, refreshBody } from '../../bench/scenarios/tokenExchanges';
import { REDIRECT } from '../../bench/signIn';

/** The peer of the token-exchange rows, configured as the bench says it is, over each storage. */
for (const kind of ['memory', 'sqlite'] as const) {
  describe(`bench: node-oidc-provider as hivegate's peer (${kind})`, () => {
    let server: Server;
    let url: string;
    let provider: Provider;
    const db = kind === 'sqlite' ? openDatabase(':memory:') : undefined;
    before(async () => {
      server = createServer();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      provider = await createPeer(url, db ? { kind, db } : { kind: 'memory' });
      server.on('request', provider.callback());
    });
    after(() => {
      server.close();
      db?.close();
    });

    const codes = (count: number, accounts = ['bench-u0000']) =>
      mintCodes(provider, {
        clientId: DEMO_APP,
        redirectUri: REDIRECT,
        scope: PEER_SCOPE,
        accounts,
        count,
      });
    const token = async (body: string, secret = DEMO_APP_SECRET) => {
      const response = await fetch(`${url}/token`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Authorization: basicAuthorization(DEMO_APP, secret),
        },
        body,
      });
      return { status: response.status, body: (await response.json()) as Record<string, any> };
    };

    it('exchanges a minted code once, for an EdDSA JWT access token and a refresh token', async () => {
      const [code] = await codes(1);
      const first = await token(codeBody(code));
      expect(first.status).to.equal(200);
      const [header, payload] = (first.body.access_token as string)
        .split('.')
        .slice(0, 2)
        .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')));
      expect(header).to.include({ alg: 'EdDSA', typ: 'at+jwt' });
      expect(payload).to.include({
        sub: 'bench-u0000',
        client_id: DEMO_APP,
        aud: PEER_RESOURCE,
        scope: PEER_SCOPE,
      });
      expect(payload.exp - payload.iat).to.equal(604800); // hivegate's access-token lifetime
      expect(first.body).to.not.have.property('id_token');
      expect(first.body.refresh_token).to.be.a('string');
      expect((await token(codeBody(code))).body.error).to.equal('invalid_grant');
    });

    it('rotates the refresh token on every use, and refuses the used one', async () => {
      const [code] = await codes(1);
      const { refresh_token: first } = (await token(codeBody(code))).body;
      const next = await token(refreshBody(first));
      expect(next.status).to.equal(200);
      expect(next.body.refresh_token).to.be.a('string').and.not.equal(first);
      expect((await token(refreshBody(first))).body.error).to.equal('invalid_grant');
    });

    it('authenticates the client by its secret over HTTP Basic', async () => {
      const [code] = await codes(1);
      expect((await token(codeBody(code), 'wrong')).body.error).to.equal('invalid_client');
      expect((await token(codeBody(code))).status).to.equal(200); // the code was not spent
    });

    it('keeps thousands of codes made ahead (the default in-memory LRU holds 1,000 to 2,000 entries)', async () => {
      const many = await codes(1500, ['bench-u0000', 'bench-u0001']);
      expect((await token(codeBody(many[0]))).status).to.equal(200);
    });
  });
}
