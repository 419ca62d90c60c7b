import type { Context } from 'koa';
import { ACCOUNT_NAME_PATTERN } from '../../../core/shared/accountName';
import { normalizeUserCode } from '../../../core/signIn/deviceCode';
import { tokenOf } from '../../../core/tokens/dpop';
import type { TokenSigner } from '../../../core/ports/TokenSigner';
import { bodyOf } from '../bodyOf';
import { basicCredentials } from '../tokens/parseOpenIdToken';
import { tokenFrom } from '../tokens/tokenFrom';
import type { Subject } from './limitRequests';
import { parseSignInMessage } from '../../../core/signIn/signInMessage';

/**
 * How requests are told apart for rate limits. Only facts a caller cannot forge name an app or a
 * user (a token's verified claims): a forged token is counted against its sender's IP, never
 * against the app or user it claims, so nobody can spend someone else's points with it.
 */

/** The client address: the socket's, or X-Forwarded-For's last hop when TRUST_PROXY=1 (Koa's app.proxy). */
export const byIp = (ctx: Context): Subject => ({ ip: ctx.ip });

/** The app of the code or refresh token sent to /api/oauth2/token, when it is one of ours. */
function byGrantApp(signer: TokenSigner) {
  return async (body: Record<string, unknown>): Promise<Subject | undefined> => {
    const grant = typeof body.code === 'string' ? body.code : body.refresh_token;
    if (typeof grant !== 'string' || !grant) return undefined;
    const claims = await signer.verify(grant); // cached by the signer: the exchange's own check is then free
    return claims && (claims.kind === 'code' || claims.kind === 'refresh') && claims.app
      ? { client_id: claims.app }
      : undefined;
  };
}

/**
 * The client a token request authenticates as and the secret it presents: HTTP Basic, or
 * `client_secret` in the body for the `client_id` it names or, in the spec's form (no client_id),
 * for the app of the verified code or refresh token. Undefined when no secret is presented (a
 * public client: nothing to guess) or the request names no client; the exchange judges the rest.
 */
export function presentedClient(signer: TokenSigner) {
  const grantApp = byGrantApp(signer);
  return async (ctx: Context): Promise<{ clientId: string; secret: string } | undefined> => {
    const authorization = ctx.get('Authorization');
    const body = bodyOf(ctx);
    if (authorization !== '') {
      try {
        return basicCredentials(authorization);
      } catch {
        return undefined; // malformed: the exchange answers invalid_client, nothing was guessed
      }
    }
    const secret = body.client_secret;
    if (typeof secret !== 'string' || secret === '') return undefined;
    if (typeof body.client_id === 'string')
      return ACCOUNT_NAME_PATTERN.test(body.client_id)
        ? { clientId: body.client_id, secret }
        : undefined;
    const app = (await grantApp(body))?.client_id;
    return app ? { clientId: app, secret } : undefined;
  };
}

/** The account signing in: `username` at /challenge, the account the signed message names at /authorize. */
export function bySignInAccount(ctx: Context): Subject | undefined {
  const body = bodyOf(ctx);
  const named =
    typeof body.username === 'string'
      ? body.username
      : typeof body.challenge === 'string'
        ? parseSignInMessage(body.challenge)?.account
        : undefined;
  const account = named?.trim().toLowerCase();
  return account && ACCOUNT_NAME_PATTERN.test(account) ? { account } : undefined;
}

/** The user code a /device request names (query or body), as stored; none when it cannot be one. */
export function byUserCode(ctx: Context): Subject | undefined {
  const named = (ctx.query as Record<string, unknown>).user_code ?? bodyOf(ctx).user_code;
  const code = typeof named === 'string' ? normalizeUserCode(named) : undefined;
  return code ? { user_code: code } : undefined;
}

/** The user and app of a verified access token (a broadcast is counted per user per app). */
export function byTokenGrant(signer: TokenSigner) {
  return async (ctx: Context): Promise<Subject | undefined> => {
    const token = tokenOf(tokenFrom(ctx));
    const claims = token ? await signer.verify(token) : undefined;
    return claims?.app ? { user: claims.sub, app: claims.app } : undefined;
  };
}
