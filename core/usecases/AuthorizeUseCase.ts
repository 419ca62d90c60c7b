import { grantsAlone, keyMeetsAnyRole } from '../domain/account';
import { randomId } from '../domain/crypto';
import { LOGIN_SCOPE, POSTING_SCOPE } from '../domain/operations';
import { InvalidGrant, InvalidRequest, UnauthorizedClient } from '../errors';
import type { ChainClient } from '../ports/ChainClient';
import type { Clock } from '../ports/Clock';
import type { GrantStore } from '../ports/GrantStore';
import type { AppLoader } from './AppLoader';
import type { TokenIssuer } from './TokenIssuer';

export interface AuthorizeInput {
  challenge: string;
  /** Hex compact signature of sha256(challenge). */
  signature: string;
  clientId: string;
  redirectUri: string;
  responseType: 'code' | 'token';
  /** As sent: `login`, `posting`, `vote,comment`, `offline`... */
  scope: string[];
  state?: string;
  codeChallenge?: string;
  responseMode?: 'query' | 'fragment';
}

export interface AuthorizeAnswer {
  redirect_to: string;
  username: string;
}

/**
 * Step 2 of sign-in. Enforces:
 * - the challenge is known, unexpired, unused (taken on first use, even when sign-in then fails) and for this app;
 * - a key of the user's posting, active or owner authority signed it, alone meeting the threshold;
 * - `redirect_uri` is exactly one the app registered;
 * - a posting scope needs the user's posting grant to the app;
 * - `offline` or response_type=code → a code (HiveSigner's code flow), else an access token.
 */
export class AuthorizeUseCase {
  constructor(
    private readonly apps: AppLoader,
    private readonly chain: ChainClient,
    private readonly grants: GrantStore,
    private readonly issuer: TokenIssuer,
    private readonly clock: Clock,
  ) {}

  async execute(input: AuthorizeInput): Promise<AuthorizeAnswer> {
    const challenge = await this.grants.takeChallenge(input.challenge);
    if (!challenge || challenge.expiresAt <= this.clock.now() || challenge.clientId !== input.clientId) {
      throw new InvalidGrant('The challenge is not valid or has expired; ask for a new one');
    }
    const username = challenge.username;
    const accounts = await this.apps.accounts([username, input.clientId]);
    const user = accounts.get(username);
    if (!user) throw new UnauthorizedClient(`The account @${username} could not be loaded`);
    const app = await this.apps.app(input.clientId, accounts.get(input.clientId));
    if (!app.redirectUris.includes(input.redirectUri)) {
      throw new InvalidRequest(`The redirect_uri is not registered for the app @${app.username}`);
    }
    const key = this.chain.recoverPublicKey(input.challenge, input.signature);
    if (!key || !keyMeetsAnyRole(user, key)) {
      throw new InvalidGrant(`The signature is not from a key of @${username}`);
    }

    const posting = input.scope.some((s) => s !== 'login' && s !== 'offline');
    if (posting && !grantsAlone(user.posting, app.username)) {
      throw new UnauthorizedClient(
        `@${username} has not granted @${app.username} posting authority; grant it on the consent page first`,
      );
    }
    const kind = posting ? 'posting' : 'login';
    const scope = posting ? POSTING_SCOPE : LOGIN_SCOPE;
    const base = { sub: username, app: app.username, scope, fam: randomId() };

    const params: Record<string, string> = {};
    if (input.responseType === 'code' || input.scope.includes('offline')) {
      const { token } = await this.issuer.issue({
        ...base,
        kind: 'code',
        grants: kind,
        redirect_uri: input.redirectUri,
        ...(input.codeChallenge ? { code_challenge: input.codeChallenge } : {}),
      });
      params.code = token;
    } else {
      const { token } = await this.issuer.issue({ ...base, kind });
      params.access_token = token;
      params.expires_in = String(this.issuer.lifetimeOf(kind));
    }
    params.username = username;
    if (input.state !== undefined) params.state = input.state;
    return { redirect_to: withParams(input.redirectUri, params, input.responseMode ?? 'query'), username };
  }
}

function withParams(uri: string, params: Record<string, string>, mode: 'query' | 'fragment'): string {
  const encoded = new URLSearchParams(params).toString();
  if (mode === 'fragment') return `${uri.split('#')[0]}#${encoded}`;
  const [head, fragment] = splitOnce(uri, '#');
  const joiner = head.includes('?') ? (head.endsWith('?') || head.endsWith('&') ? '' : '&') : '?';
  return `${head}${joiner}${encoded}${fragment === undefined ? '' : `#${fragment}`}`;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
