import { z } from 'zod';
import { CODE_CHALLENGE_METHOD, CODE_CHALLENGE_PATTERN } from '../../../core/signIn/pkce';
import { REDIRECT_URI_MAX } from '../../../core/signIn/redirectUri';
import { parseScope } from '../../../core/signIn/scope';
import type { PostingLimits } from '../../../core/limits/postingLimits';
import { parseAuthorizationDetails } from './authorizationDetails';
import { accountName, parseWith } from '../parse/fields';

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
  /** OpenID Connect: echoed in the id_token. */
  nonce?: string;
  /** OpenID Connect: `none`, or any of `login`, `consent`, `select_account`. */
  prompt?: string[];
  /** OpenID Connect: met by construction (every sign-in is a fresh signature), but must be well-formed. */
  maxAge?: number;
  /** RFC 9396 authorization_details of type hive_posting: the limits the app asks for (issue 24). */
  limits?: PostingLimits;
}

/** A repeated query parameter arrives as an array; a page link has one of each, so take the first. */
const single = <T extends string>(schema: z.ZodType<T>) =>
  z.preprocess((v): unknown => (Array.isArray(v) ? (v as unknown[])[0] : v), schema);
const optional = <T extends string>(schema: z.ZodType<T>) =>
  z.preprocess(
    (v): unknown => (Array.isArray(v) ? (v as unknown[])[0] : v === '' ? undefined : v),
    schema.optional(),
  );

const querySchema = z.object({
  client_id: single(accountName),
  redirect_uri: single(z.string().min(1).max(REDIRECT_URI_MAX)),
  response_type: optional(z.enum(['code', 'token'])),
  scope: optional(z.string().max(1000)),
  state: optional(z.string().max(2048)),
  account: optional(accountName),
  code_challenge: optional(
    z.string().regex(CODE_CHALLENGE_PATTERN, 'must be a base64url S256 challenge'),
  ),
  code_challenge_method: optional(z.literal(CODE_CHALLENGE_METHOD, 'only S256 is supported')),
  response_mode: optional(z.enum(['query', 'fragment'])),
  nonce: optional(z.string().max(2048)),
  prompt: optional(
    z
      .string()
      .max(100)
      .refine(
        (v) => words(v).every((w) => PROMPTS.includes(w)),
        'must be none, or any of login, consent, select_account',
      )
      .refine(
        (v) => !words(v).includes('none') || words(v).length === 1,
        'none cannot be combined with other values',
      ),
  ),
  max_age: optional(z.string().regex(/^\d{1,10}$/, 'must be a whole number of seconds')),
  login_hint: optional(z.string().max(256)),
});

const PROMPTS = ['none', 'login', 'consent', 'select_account'];
const words = (value: string) => [...new Set(value.split(' ').filter(Boolean))];

export function parseAuthorizeQuery(query: unknown): AuthorizeQuery {
  const q = parseWith(querySchema, query);
  const limits = parseAuthorizationDetails(
    (query as { authorization_details?: unknown }).authorization_details,
  );
  return {
    clientId: q.client_id,
    redirectUri: q.redirect_uri,
    responseType: q.response_type ?? 'token',
    scope: parseScope(q.scope),
    state: q.state,
    // OpenID Connect's login_hint pre-fills the account too, when it is an account name.
    account:
      q.account ??
      (q.login_hint && accountName.safeParse(q.login_hint).success ? q.login_hint : undefined),
    codeChallenge: q.code_challenge,
    codeChallengeMethod: q.code_challenge_method,
    responseMode: q.response_mode,
    nonce: q.nonce,
    prompt: q.prompt === undefined ? undefined : words(q.prompt),
    maxAge: q.max_age === undefined ? undefined : Number(q.max_age),
    ...(limits ? { limits } : {}),
  };
}
