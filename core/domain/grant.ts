import type { PostingLimits } from './grantLimits';

/** What a sign-in grants: the claims every token of its family shares. */
export interface Grant {
  sub: string;
  app: string;
  scope: string[];
  /** The grant family; revoking it revokes every token issued from this sign-in. */
  fam: string;
  /** The kind of access token the sign-in yields. */
  kind: 'login' | 'posting';
  /** OpenID Connect sign-ins: the OpenID scopes asked for, and when the user signed (seconds). */
  oidc?: string[];
  auth_time?: number;
  /** The limits the user put on a posting grant (RFC 9396, issue 24). */
  authorization_details?: PostingLimits[];
}
