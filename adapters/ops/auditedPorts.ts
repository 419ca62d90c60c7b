import { ACCOUNT_NAME_PATTERN } from '../../core/shared/accountName';
import type { SignInStore, Revocation } from '../../core/ports/SignInStore';
import type { TokenSigner } from '../../core/ports/TokenSigner';
import type { AuditTrail } from './AuditTrail';

/**
 * Port decorators that turn what the core already does into audit lines, so the core needs no
 * audit code: every sign-in revocation (sign-out, code reuse, refresh reuse) goes through
 * SignInStore.revokeSignIn, and every token the core judges through TokenSigner.verify.
 * Every other method passes through untouched (a Proxy, so methods added to the ports later do too).
 */
export function auditedSignInStore(store: SignInStore, audit: AuditTrail): SignInStore {
  return passThrough(store, {
    async revokeSignIn(revocation: Revocation) {
      await store.revokeSignIn(revocation);
      audit.record(revocation.reason, {
        user: revocation.username,
        app: revocation.app,
        sid: revocation.sid,
        reason: revocation.reason,
        requestId: revocation.requestId,
        ...revocation.evidence,
      });
    },
  });
}

export function auditedSigner(signer: TokenSigner, audit: AuditTrail): TokenSigner {
  return passThrough(signer, {
    async verify(token: string, requestId?: string) {
      const claims = await signer.verify(token);
      if (!claims) {
        const claimed = claimedBy(token);
        if (claimed) audit.record('forged_token', { ...claimed, requestId });
      }
      return claims;
    },
  });
}

/**
 * Who a token that did not verify says it is for, when it is shaped like a JWT at all (junk is
 * not an event). Only account-name-shaped values are kept: the payload is the forger's text.
 */
function claimedBy(token: string): { user?: string; app?: string } | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 4096) return undefined;
  try {
    JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as {
      sub?: unknown;
      app?: unknown;
    } | null;
    const name = (value: unknown) =>
      typeof value === 'string' && ACCOUNT_NAME_PATTERN.test(value) ? value : undefined;
    return { user: name(payload?.sub), app: name(payload?.app) };
  } catch {
    return undefined;
  }
}

function passThrough<T extends object>(target: T, overrides: Partial<T>): T {
  // Each method bound once, not per call: /api/me reads isRevoked and verify through here on every request.
  const bound = new Map<PropertyKey, { method: unknown; bound: unknown }>();
  return new Proxy(target, {
    get(object, property) {
      if (property in overrides) return overrides[property as keyof T];
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== 'function') return value;
      const known = bound.get(property);
      if (known?.method === value) return known.bound;
      const fresh: unknown = (value as (...args: unknown[]) => unknown).bind(object);
      bound.set(property, { method: value, bound: fresh });
      return fresh;
    },
  });
}
