import { z } from 'zod';
import { CODE_CHALLENGE_METHOD, CODE_CHALLENGE_PATTERN } from '../../../core/domain/pkce';
import { REDIRECT_URI_MAX } from '../../../core/domain/redirectUri';
import { parseScope } from '../../../core/domain/scope';
import { accountName, parseWith } from './fields';

/** The query of `GET /oauth2/authorize`, as the hivesigner SDK's getLoginURL() builds it. */
export interface AuthorizeQuery {
  clientId: string;
  redirectUri: string;
  responseType: 'code' | 'token';
  /** As asked: `login`, `vote`, `comment`, `offline`, `posting`…; `['login']` when empty. */
  scope: string[];
  state?: string;
  /** The account to prefill in the sign-in form. */
  account?: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256';
  responseMode?: 'query' | 'fragment';
}

/** A repeated query parameter arrives as an array; a page link has one of each, so take the first. */
const single = <T extends string>(schema: z.ZodType<T>) => z.preprocess((v) => (Array.isArray(v) ? v[0] : v), schema);
const optional = <T extends string>(schema: z.ZodType<T>) =>
  z.preprocess((v) => (Array.isArray(v) ? v[0] : v === '' ? undefined : v), schema.optional());

const querySchema = z.object({
  client_id: single(accountName),
  redirect_uri: single(z.string().min(1).max(REDIRECT_URI_MAX)),
  response_type: optional(z.enum(['code', 'token'])),
  scope: optional(z.string().max(1000)),
  state: optional(z.string().max(2048)),
  account: optional(accountName),
  code_challenge: optional(z.string().regex(CODE_CHALLENGE_PATTERN, 'must be a base64url S256 challenge')),
  code_challenge_method: optional(z.literal(CODE_CHALLENGE_METHOD, 'only S256 is supported')),
  response_mode: optional(z.enum(['query', 'fragment'])),
});

export function parseAuthorizeQuery(query: unknown): AuthorizeQuery {
  const q = parseWith(querySchema, query);
  return {
    clientId: q.client_id,
    redirectUri: q.redirect_uri,
    responseType: q.response_type ?? 'token',
    scope: parseScope(q.scope),
    state: q.state,
    account: q.account,
    codeChallenge: q.code_challenge,
    codeChallengeMethod: q.code_challenge_method,
    responseMode: q.response_mode,
  };
}
