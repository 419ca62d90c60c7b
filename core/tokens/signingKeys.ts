/**
 * The life cycle of signing keys kept in storage (issue 41 §1): a key is published at once, signs
 * from its `activeFrom` on, is retired when the next key starts to sign, and is deleted only once
 * every token it could have signed has expired. Pure functions over the stored keys; the
 * SigningKeyRotation use case acts on what they decide.
 */

import { longestLifetime, type TokenPolicy } from './tokenPolicy';

/** What a key signs: the service's own tokens (Ed25519), or OpenID Connect id_tokens (RSA). */
export type KeyUse = 'token' | 'id_token';

export const KEY_USES: readonly KeyUse[] = ['token', 'id_token'];

/**
 * How long relying parties may cache the JWKS (its `Cache-Control: max-age`), seconds: a new key
 * is published at least this long before it signs, by default (KEY_ROTATION_OVERLAP_SECONDS).
 */
export const JWKS_MAX_AGE_SECONDS = 3600;

/**
 * A token of a key that stopped signing is accepted only when its `iat` is at most this long
 * after the key stopped (issue 54 §2): room for an instance whose switch to the next key ran a
 * little late (its timer, a slow read of storage), not for a key that leaked and keeps minting.
 */
export const RETIRED_KEY_SKEW_SECONDS = 60;

/** True when a token issued at `iat` (s) may have been signed by a key that stopped signing at `signedUntil` (ms). */
export function issuedWhileSigning(iat: number, signedUntil: number | undefined): boolean {
  return signedUntil === undefined || iat * 1000 <= signedUntil + RETIRED_KEY_SKEW_SECONDS * 1000;
}

/** A retired key is kept this long past the longest token lifetime: instances' clocks differ. */
const KEEP_MARGIN_MS = 3600_000;

/** How long a retired key is kept once its successor signs, ms: until every token it signed has expired. */
export function keyKeepMs(policy: TokenPolicy): number {
  return Math.max(longestLifetime(policy), policy.idToken) * 1000 + KEEP_MARGIN_MS;
}

/** A signing key as storage keeps it. */
export interface StoredSigningKey {
  /** The key's id, as published in the JWKS and named in the header of every token it signs. */
  kid: string;
  use: KeyUse;
  /** 1 for a use's first key, then one more per rotation: two instances cannot add the same one. */
  generation: number;
  /** The private key, as a JWK (`kid` included); opaque to the core. */
  jwk: Record<string, unknown>;
  /** When it was made (and published), ms since the epoch. */
  createdAt: number;
  /** From when it signs, ms since the epoch. */
  activeFrom: number;
}

/** The keys of one use at one time. */
export interface KeyRing {
  /** The key that signs: the newest whose time has come (or, before any has, the first). */
  signing?: StoredSigningKey;
  /** Published, not signing yet, the soonest first. */
  next: StoredSigningKey[];
  /**
   * Signed before, still published while tokens it signed may be alive; the newest first.
   * `retiredAt`: when it stopped signing (its successor's `activeFrom`), ms.
   */
  retired: { key: StoredSigningKey; retiredAt: number; deleteAt: number }[];
}

/**
 * The ring of `use` at `now`. A retired key may be deleted `keepMs` after its successor started to
 * sign: `keepMs` is the longest a token lives (and a margin for instances' clocks).
 */
export function keyRingOf(
  keys: readonly StoredSigningKey[],
  use: KeyUse,
  now: number,
  keepMs: number,
): KeyRing {
  const ordered = keys
    .filter((key) => key.use === use)
    .sort((a, b) => a.activeFrom - b.activeFrom || a.generation - b.generation);
  if (ordered.length === 0) return { next: [], retired: [] };
  const started = ordered.filter((key) => key.activeFrom <= now).length;
  // An instance whose clock runs behind the one that made the first key still signs with it.
  const at = Math.max(0, started - 1);
  return {
    signing: ordered[at],
    next: ordered.slice(at + 1),
    retired: ordered
      .slice(0, at)
      .map((key, i) => ({
        key,
        retiredAt: ordered[i + 1].activeFrom,
        deleteAt: ordered[i + 1].activeFrom + keepMs,
      }))
      .reverse(),
  };
}

/** When each retired key of the ring stopped signing (ms), by kid: what a signer refuses after. */
export function retirements(ring: KeyRing): Map<string, number> {
  return new Map(ring.retired.map(({ key, retiredAt }) => [key.kid, retiredAt]));
}

/**
 * A revoked key's row (issue 54 §2): its place among the keys of its use, without the key. Keys
 * retire when their successor starts to sign, so deleting a key outright would move the retirement
 * of the key before it to the next one's start, and let tokens minted meanwhile with that older
 * key back in. The row is deleted when a retired key would be.
 */
export function revokedRow(key: StoredSigningKey, now: number): StoredSigningKey {
  return { ...key, jwk: { kid: key.kid, revoked_at: now } };
}

/** True for a revoked key's row: it is never published, never signs, verifies nothing. */
export const isRevoked = (key: StoredSigningKey): boolean => typeof key.jwk.revoked_at === 'number';

/**
 * Every key of the ring in the order a signer takes them: the one that signs first (the next one,
 * when the key whose time it is was revoked). Revoked rows are left out.
 */
export function publishedKeys(ring: KeyRing): StoredSigningKey[] {
  return [
    ...(ring.signing ? [ring.signing] : []),
    ...ring.next,
    ...ring.retired.map(({ key }) => key),
  ].filter((key) => !isRevoked(key));
}

/** True when the ring has no key that may sign now: none yet, or the one whose time it is was revoked. */
export const needsSigningKey = (ring: KeyRing): boolean => !ring.signing || isRevoked(ring.signing);

/** The generation after the newest of the ring, revoked rows included. */
export function nextGeneration(ring: KeyRing): number {
  const all = [
    ...(ring.signing ? [ring.signing] : []),
    ...ring.next,
    ...ring.retired.map(({ key }) => key),
  ];
  return Math.max(0, ...all.map((key) => key.generation)) + 1;
}

/** The next time the ring changes by itself (a key starts to sign, or may be deleted). */
export function nextChangeOf(ring: KeyRing): number | undefined {
  const times = [
    ...ring.next.map((key) => key.activeFrom),
    ...ring.retired.map(({ deleteAt }) => deleteAt),
  ];
  return times.length > 0 ? Math.min(...times) : undefined;
}

/**
 * The key a rotation adds to `ring` at `now`: the next generation, signing `overlapMs` later;
 * undefined while a rotation is under way (a key is published and not signing yet).
 */
export function rotationOf(
  ring: KeyRing,
  now: number,
  overlapMs: number,
): Pick<StoredSigningKey, 'generation' | 'createdAt' | 'activeFrom'> | undefined {
  if (ring.next.length > 0) return undefined;
  return { generation: nextGeneration(ring), createdAt: now, activeFrom: now + overlapMs };
}

/** True when automatic rotation (every `everyMs`) should add a key now. */
export function rotationDue(ring: KeyRing, now: number, everyMs: number | undefined): boolean {
  return (
    everyMs !== undefined &&
    ring.signing !== undefined &&
    !isRevoked(ring.signing) &&
    ring.next.length === 0 &&
    now - ring.signing.activeFrom >= everyMs
  );
}
