import { DEMO_APP, DEMO_APP_SECRET, type Devnet } from '../../devnet';
import { Client, MemoryStorage, type ClientConfig } from '../../client';
import { keyOf, signMessage } from '../support/builders';
import { startDevnetService } from '../support/devnetService';
import { call } from '../support/http';
import { landing } from '../support/handoff';

/** A redirect URI the demo genesis registers for demo-app. */
export const CALLBACK = 'http://localhost:3000/demo/callback';

/**
 * The service as `npm start` composes it (createServer: every route, SQLite, jose, dhive) over
 * the dev chain in instant mode, for the client's tests in Node.
 */
export interface ClientWorld {
  net: Devnet;
  url: string;
  /** A client of demo-app on this service, as the app's server holds it (with the secret). */
  client(config?: Partial<ClientConfig>): Client;
  /** Chain JSON-RPC, read straight from the dev chain (not through hivegate). */
  rpc(method: string, params: unknown): Promise<any>;
  /**
   * What the consent page does once the user typed their posting key: the challenge, a signature,
   * then /api/oauth2/authorize with the login URL's parameters. Answers the URL the browser lands
   * on (the token flow's handoff page followed, with its cookie).
   */
  consent(loginUrl: string, username: string): Promise<string>;
  close(): Promise<void>;
}

/** `env` adds configuration (DPoP tests set BASE_URL to where the service listens, see dpop.spec.ts). */
export async function startClientWorld(env: Record<string, string> = {}): Promise<ClientWorld> {
  const { net, url, rpc, close } = await startDevnetService({
    APPS_FEATURED: DEMO_APP,
    APPS_REFRESH_SECONDS: '5',
    ...env,
  });
  return {
    net,
    url,
    client: (config = {}) =>
      new Client({
        baseURL: url,
        app: DEMO_APP,
        callbackURL: CALLBACK,
        clientSecret: DEMO_APP_SECRET,
        storage: new MemoryStorage(),
        ...config,
      }),
    rpc,
    async consent(loginUrl, username) {
      const q = new URL(loginUrl).searchParams;
      const fields = Object.fromEntries(
        [
          'redirect_uri',
          'response_type',
          'scope',
          'state',
          'code_challenge',
          'code_challenge_method',
          'response_mode',
          'authorization_details',
        ].flatMap((k) => (q.has(k) ? [[k, q.get(k)]] : [])),
      );
      // The message states the grant and the return: the challenge asks for what authorize will.
      const { redirect_uri, scope, authorization_details } = fields;
      const challenge = await call(url, 'POST', '/api/oauth2/challenge', {
        json: {
          username,
          client_id: q.get('client_id'),
          redirect_uri,
          scope,
          authorization_details,
        },
      });
      const answer = await call(url, 'POST', '/api/oauth2/authorize', {
        json: {
          challenge: challenge.body.challenge,
          signature: signMessage(challenge.body.challenge, keyOf(username)),
          client_id: q.get('client_id'),
          ...fields,
        },
      });
      if (answer.status !== 200)
        throw new Error(`authorize answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return (await landing(url, answer)).href; // the token flow's handoff followed, as a browser does
    },
    close,
  };
}

/**
 * Signs `username` in through the client's code flow (PKCE), for every posting operation; the
 * client then holds the tokens.
 */
export async function signedIn(
  w: ClientWorld,
  username: string,
  config: Partial<ClientConfig> = {},
): Promise<Client> {
  const client = w.client({ responseType: 'code', scope: ['posting'], ...config });
  const { url } = await client.createLoginURL({ account: username });
  await client.handleCallback(await w.consent(url, username));
  return client;
}
