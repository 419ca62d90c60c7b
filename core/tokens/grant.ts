import type { PostingLimits } from '../limits/postingLimits';
import type { AuthenticationClaims } from './openId';

/** What a sign-in grants: the claims every token of it shares. */
export interface Grant extends Partial<AuthenticationClaims> {
  sub: string;
  app: string;
  scope: string[];
  /** The sign-in's id (`sid`); revoking the sign-in revokes every token issued from it. */
  fam: string;
  /** The kind of access token the sign-in yields. */
  kind: 'login' | 'posting';
  /**
   * OpenID Connect sign-ins: the OpenID scopes asked for, when the user signed (seconds), and how
   * (AuthenticationClaims).
   */
  oidc?: string[];
  auth_time?: number;
  /** The limits the user put on a posting grant (RFC 9396, issue 24). */
  authorization_details?: PostingLimits[];
}
