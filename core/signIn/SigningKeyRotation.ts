import {
  isRevoked,
  keyRingOf,
  needsSigningKey,
  nextChangeOf,
  nextGeneration,
  revokedRow,
  publishedKeys,
  retirements,
  rotationDue,
  rotationOf,
  type KeyRing,
  type KeyUse,
  type StoredSigningKey,
} from '../tokens/signingKeys';
import type { Clock } from '../ports/Clock';
import type { Logger } from '../ports/Logger';
import type { SigningKeyStore } from '../ports/SigningKeyStore';
import type { TokenSigner } from '../ports/TokenSigner';

export interface KeyRotationOptions {
  /** The uses whose keys are kept in storage and generated here; the others are configured. */
  uses: readonly KeyUse[];
  /** How long a new key is published before it signs, ms (KEY_ROTATION_OVERLAP_SECONDS). */
  overlapMs: number;
  /** How long a retired key is kept once its successor signs, ms: the longest a token lives, and a margin. */
  keepMs: number;
  /** Automatic rotation: a key signs this long before the next is added, ms (KEY_ROTATION_DAYS); absent: off. */
  rotateEveryMs?: number;
  /** How often storage is read again for keys another instance added or deleted, ms. */
  refreshMs: number;
}

/** Storage is read again this often by default: a rotation reaches every instance within it. */
export const DEFAULT_KEY_REFRESH_MS = 10_000;

/** A key as `hivegate keys list` shows it. */
export interface KeyListing {
  use: KeyUse;
  kid: string;
  generation: number;
  state: 'signing' | 'next' | 'retired' | 'revoked';
  createdAt: number;
  activeFrom: number;
  /** Retired keys: when it may be deleted (every token it signed has expired). */
  deleteAt?: number;
}

/** What `revoke` removed: the key, and the time through which it signed (none: it never signed). */
export interface RevokedKey {
  use: KeyUse;
  kid: string;
  /** ms since the epoch: from when, and until when, tokens of it were issued. */
  signed?: { from: number; until: number };
  /** The key that signs its use now (one made at once when the revoked key was the only one). */
  signingNow?: string;
}

/** `revoke` of a kid this rotation does not keep. */
export class UnknownKey extends Error {
  readonly code = 'unknown_key';
  constructor(readonly kid: string) {
    super(`no generated signing key has the kid ${kid} (hivegate keys list shows them)`);
    this.name = 'UnknownKey';
  }
}

/** A rotation asked for while one is under way: a new key is published and not signing yet. */
export class RotationUnderWay extends Error {
  readonly code = 'rotation_under_way';
  constructor(
    readonly use: KeyUse,
    readonly next?: StoredSigningKey,
  ) {
    super(
      next
        ? `a rotation of the ${use} key is under way: ${next.kid} signs from ${new Date(next.activeFrom).toISOString()}`
        : `another rotation of the ${use} key was just made`,
    );
    this.name = 'RotationUnderWay';
  }
}

/**
 * The life cycle of the signing keys kept in storage (issue 41 §1), for the uses not configured:
 * - a use without a key gets one that signs at once (of instances starting together, one adds it);
 * - `rotate` adds each use's next key, published at once, signing `overlapMs` later, and refuses
 *   while a rotation is under way; with `rotateEveryMs`, `refresh` rotates by itself;
 * - a retired key is deleted `keepMs` after its successor started to sign, and verifies only the
 *   tokens issued before it retired (the signer is told when: `useKeys`'s `signedUntil`);
 * - `refresh` hands the signer every key of each use, the signing one first, and runs again when
 *   the next key is due to sign (and every `refreshMs`, for what other instances did).
 * test/usecases/SigningKeyRotation.spec.ts holds each, on a fake clock.
 */
export class SigningKeyRotation {
  private readonly rings = new Map<KeyUse, KeyRing>();
  /** The kids last handed to the signer per use, in order: unchanged rings are not handed again. */
  private readonly handed = new Map<KeyUse, string>();
  private timer?: ReturnType<typeof setTimeout>;
  private running = false;
  private refreshing?: Promise<void>;

  constructor(
    private readonly store: SigningKeyStore,
    private readonly signer: TokenSigner,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: KeyRotationOptions,
  ) {
    if (!signer.newKey || !signer.useKeys)
      throw new Error('keys kept in storage need a signer that makes and takes keys');
  }

  /** The uses whose keys this rotates (the others are configured). */
  get uses(): readonly KeyUse[] {
    return this.options.uses;
  }

  /**
   * Reads the keys, adds a first key (or an automatic rotation's) where due, deletes the keys
   * whose tokens have all expired, and hands the signer what is left. Concurrent calls share one run.
   */
  refresh(): Promise<void> {
    this.refreshing ??= this.refreshOnce().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  /**
   * Adds each use's next key, published at once and signing `overlapMs` from now. Rejects with
   * RotationUnderWay, adding nothing, while a new key is still waiting to sign.
   */
  async rotate(): Promise<KeyListing[]> {
    const now = this.clock.now();
    const keys = await this.store.list();
    const rotations = this.options.uses.map((use) => {
      const ring = this.ringOf(keys, use, now);
      const next = rotationOf(ring, now, this.options.overlapMs);
      if (!next) throw new RotationUnderWay(use, ring.next[0]);
      return { use, next };
    });
    for (const { use, next } of rotations) {
      if (!(await this.add(use, next))) throw new RotationUnderWay(use);
    }
    await this.refresh();
    return this.list();
  }

  /**
   * Revokes the key `kid` at once, whatever its state (issue 54 §2): its private key is deleted
   * from storage (a revoked row keeps its place: revokedRow), and every token, refresh token,
   * code, handoff or id_token it signed stops verifying — here at once, on every other instance
   * at its next read of storage (within `refreshMs`). When it was the key that signed, a new key
   * signs at once (published with no overlap: relying parties' cached JWKS miss it until they
   * fetch again). Rejects with UnknownKey when no key of these uses has `kid`, or it is revoked.
   */
  async revoke(kid: string): Promise<RevokedKey> {
    const now = this.clock.now();
    const keys = await this.store.list();
    const key = keys.find(
      (k) => k.kid === kid && this.options.uses.includes(k.use) && !isRevoked(k),
    );
    if (!key) throw new UnknownKey(kid);
    const ring = this.ringOf(keys, key.use, now);
    const next = ring.next.some((k) => k.kid === kid);
    const until =
      ring.signing?.kid === kid
        ? now
        : ring.retired.find((retired) => retired.key.kid === kid)?.retiredAt;
    // A key that never signed holds no place the others' times depend on: it just goes.
    if (next) await this.store.remove(kid);
    else await this.store.rewrite(kid, revokedRow(key, now).jwk);
    this.logger.info({ use: key.use, kid }, 'signing keys: key revoked');
    await this.refresh();
    return {
      use: key.use,
      kid,
      ...(until !== undefined && { signed: { from: key.activeFrom, until } }),
      signingNow: this.rings.get(key.use)?.signing?.kid,
    };
  }

  /** Every key kept, of the uses this rotates, with its state now. */
  async list(): Promise<KeyListing[]> {
    const now = this.clock.now();
    const keys = await this.store.list();
    return this.options.uses.flatMap((use) => listingOf(this.ringOf(keys, use, now)));
  }

  /** The key that signs each use now, and its age in seconds (metrics, /readyz); as of the last refresh. */
  signingKeys(): { use: KeyUse; kid: string; ageSeconds: number }[] {
    const now = this.clock.now();
    return [...this.rings].flatMap(([use, ring]) =>
      ring.signing && !isRevoked(ring.signing)
        ? [
            {
              use,
              kid: ring.signing.kid,
              ageSeconds: Math.max(0, Math.floor((now - ring.signing.createdAt) / 1000)),
            },
          ]
        : [],
    );
  }

  /** Refreshes in the background: every `refreshMs`, and when a key is due to sign. Idempotent. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.timer);
  }

  private async refreshOnce(): Promise<void> {
    const now = this.clock.now();
    let keys = await this.store.list();
    // Read again after any add, won or lost: a lost add means another instance's key is there.
    let stale = false;
    for (const use of this.options.uses) {
      const ring = this.ringOf(keys, use, now);
      if (needsSigningKey(ring)) {
        // None yet, or the one whose time it is was revoked: a new one signs at once.
        stale = true;
        await this.add(use, { generation: nextGeneration(ring), createdAt: now, activeFrom: now });
      } else if (rotationDue(ring, now, this.options.rotateEveryMs)) {
        stale = true;
        const next = rotationOf(ring, now, this.options.overlapMs)!;
        if (await this.add(use, next))
          this.logger.info(
            { use, generation: next.generation },
            'signing keys: rotated by schedule',
          );
      }
    }
    if (stale) keys = await this.store.list();
    for (const use of this.options.uses) {
      let ring = this.ringOf(keys, use, now);
      const expired = ring.retired.filter(({ deleteAt }) => deleteAt <= now);
      for (const { key } of expired) {
        await this.store.remove(key.kid);
        this.logger.info({ use, kid: key.kid }, 'signing keys: retired key deleted');
      }
      if (expired.length > 0)
        ring = { ...ring, retired: ring.retired.filter((r) => r.deleteAt > now) };
      await this.hand(use, ring);
      this.rings.set(use, ring);
    }
  }

  private async hand(use: KeyUse, ring: KeyRing): Promise<void> {
    const keys = publishedKeys(ring);
    const retired = retirements(ring);
    // A key that retires is handed again: from then on its tokens must predate its retirement.
    const kids = keys.map((key) => `${key.kid}:${retired.get(key.kid) ?? ''}`).join(' ');
    if (this.handed.get(use) === kids) return;
    await this.signer.useKeys!(
      use,
      keys.map((key) => key.jwk),
      retired,
    );
    this.handed.set(use, kids);
  }

  private async add(
    use: KeyUse,
    times: Pick<StoredSigningKey, 'generation' | 'createdAt' | 'activeFrom'>,
  ): Promise<boolean> {
    const jwk = await this.signer.newKey!(use);
    if (typeof jwk.kid !== 'string') throw new Error('the signer made a key without a kid');
    return this.store.add({ kid: jwk.kid, use, jwk, ...times });
  }

  private ringOf(keys: readonly StoredSigningKey[], use: KeyUse, now: number): KeyRing {
    return keyRingOf(keys, use, now, this.options.keepMs);
  }

  private schedule(): void {
    if (!this.running) return;
    const now = this.clock.now();
    const changes = [...this.rings.values()]
      .map(nextChangeOf)
      .filter((at): at is number => at !== undefined);
    const wait = Math.min(this.options.refreshMs, ...changes.map((at) => Math.max(0, at - now)));
    this.timer = setTimeout(() => {
      this.refresh().then(
        () => this.schedule(),
        (error: unknown) => {
          this.logger.warn({ err: error }, 'signing keys: reading them again failed; retrying');
          this.schedule();
        },
      );
    }, wait);
    this.timer.unref?.();
  }
}

function listingOf(ring: KeyRing): KeyListing[] {
  const row = (key: StoredSigningKey, state: KeyListing['state'], deleteAt?: number) => ({
    use: key.use,
    kid: key.kid,
    generation: key.generation,
    state: isRevoked(key) ? ('revoked' as const) : state,
    createdAt: key.createdAt,
    activeFrom: key.activeFrom,
    ...(deleteAt !== undefined ? { deleteAt } : {}),
  });
  return [
    ...(ring.signing ? [row(ring.signing, 'signing')] : []),
    ...ring.next.map((key) => row(key, 'next')),
    ...ring.retired.map(({ key, deleteAt }) => row(key, 'retired', deleteAt)),
  ];
}
