import { expect } from 'chai';
import type { SignInStore, SignIn } from '../../core/ports/SignInStore';

/** A posting sign-in of alice at demo-app, started at 1 s, expiring at 10 s, unless told otherwise. */
function signIn(sid: string, fields: Partial<SignIn> = {}): SignIn {
  return {
    sid,
    username: 'alice',
    app: 'demo-app',
    kind: 'posting',
    startedAt: 1_000,
    usedAt: 1_000,
    expiresAt: 10_000,
    ...fields,
  };
}

/** Two stores over the same storage, as two instances (or worker processes) of the service have. */
export interface SharedSignInStores {
  a: SignInStore;
  b: SignInStore;
  /**
   * Resolves when B has been told of a revocation of `sid` made through A, for a backend that tells
   * (PostgreSQL's NOTIFY); without it, B sees A's revocation as soon as A made it.
   */
  heardByB?: (sid: string) => Promise<void>;
  close(): void | Promise<void>;
}

export interface SignInStoreContractOptions {
  /** For adapters whose storage several instances share: two fresh stores over one empty storage. */
  shared?: () => Promise<SharedSignInStores>;
}

/** The behaviour every SignInStore adapter must have. `factory` gives a fresh, empty store. */
export function signInStoreContract(
  name: string,
  factory: () => Promise<SignInStore> | SignInStore,
  options: SignInStoreContractOptions = {},
): void {
  describe(`SignInStore contract: ${name}`, () => {
    let store: SignInStore;
    beforeEach(async () => {
      store = await factory();
    });

    const challenge = {
      value: 'sign in #1',
      username: 'alice',
      clientId: 'demo-app',
      expiresAt: 5_000,
    };

    it('hands a challenge back once, then never again', async () => {
      await store.saveChallenge(challenge);
      expect(await store.takeChallenge(challenge.value)).to.deep.equal(challenge);
      expect(await store.takeChallenge(challenge.value)).to.equal(undefined);
    });

    it('knows nothing of a challenge it never saw', async () => {
      expect(await store.takeChallenge('never saved')).to.equal(undefined);
    });

    it('lets two racing takers of one challenge have it only once', async () => {
      await store.saveChallenge(challenge);
      const results = await Promise.all([
        store.takeChallenge(challenge.value),
        store.takeChallenge(challenge.value),
      ]);
      expect(results.filter(Boolean)).to.have.length(1);
    });

    it('uses a code once', async () => {
      expect(await store.useCode('code-1', 10_000)).to.equal(true);
      expect(await store.useCode('code-1', 10_000)).to.equal(false);
      expect(await store.useCode('code-2', 10_000)).to.equal(true);
    });

    it('spends a code once, starting its sign-in the first time only', async () => {
      const code = { jti: 'code-1', expiresAt: 10_000 };
      expect(await store.spendCode(code, signIn('fam'), 'r1')).to.equal(true);
      expect(await store.spendCode(code, signIn('fam'), 'r2'), 'spent').to.equal(false);
      expect(await store.useCode('code-1', 10_000), 'the same use as useCode').to.equal(false);
      expect(
        await store.rotateRefresh(signIn('fam'), 'r2', 'x'),
        'the second wrote nothing',
      ).to.equal(false);
      expect(await store.rotateRefresh(signIn('fam'), 'r1', 'r3'), 'the first started it').to.equal(
        true,
      );
      expect((await store.signInsOf({ username: 'alice' }, 0)).map((s) => s.sid)).to.include('fam');
      await store.useCode('code-2', 10_000);
      expect(
        await store.spendCode({ jti: 'code-2', expiresAt: 10_000 }, signIn('other'), 'o1'),
      ).to.equal(false);
      expect(await store.rotateRefresh(signIn('other'), 'o1', 'o2'), 'no sign-in started').to.equal(
        false,
      );
    });

    it('lets only one of two racing exchanges of the same code win', async () => {
      const code = { jti: 'race', expiresAt: 10_000 };
      const wins = await Promise.all([
        store.spendCode(code, signIn('fam'), 'a'),
        store.spendCode(code, signIn('fam'), 'b'),
      ]);
      expect(wins.filter(Boolean)).to.have.length(1);
    });

    it('rotates a refresh token only from the current one', async () => {
      await store.startRefresh(signIn('fam'), 'r1');
      expect(await store.rotateRefresh(signIn('fam'), 'r1', 'r2')).to.equal(true);
      expect(await store.rotateRefresh(signIn('fam'), 'r1', 'r3'), 'a spent token').to.equal(false);
      expect(await store.rotateRefresh(signIn('fam'), 'r2', 'r3')).to.equal(true);
      expect(await store.rotateRefresh(signIn('other'), 'r3', 'r4'), 'an unknown sid').to.equal(
        false,
      );
    });

    it('lets only one of two racing rotations of the same token win', async () => {
      await store.startRefresh(signIn('fam'), 'r1');
      const wins = await Promise.all([
        store.rotateRefresh(signIn('fam'), 'r1', 'a'),
        store.rotateRefresh(signIn('fam'), 'r1', 'b'),
      ]);
      expect(wins.filter(Boolean)).to.have.length(1);
    });

    it('revokes a sign-in for good and keeps the first reason', async () => {
      expect(await store.isRevoked('fam')).to.equal(false);
      await store.revokeSignIn({
        sid: 'fam',
        reason: 'sign_out',
        username: 'alice',
        app: 'demo-app',
        at: 1,
        until: 99_000,
      });
      await store.revokeSignIn({
        sid: 'fam',
        reason: 'refresh_reuse',
        username: 'alice',
        at: 2,
        until: 99_000,
      });
      expect(await store.isRevoked('fam')).to.equal(true);
      expect(await store.isRevoked('other')).to.equal(false);
    });

    it('forgets expired challenges and codes, and only those', async () => {
      await store.saveChallenge(challenge);
      await store.saveChallenge({ ...challenge, value: 'later', expiresAt: 9_000 });
      await store.useCode('old', 1_000);
      await store.useCode('new', 9_000);
      await store.purgeExpired(5_000, 0);
      expect(await store.takeChallenge(challenge.value)).to.equal(undefined);
      expect(await store.takeChallenge('later')).to.not.equal(undefined);
      expect(await store.useCode('old', 1_000), 'a forgotten code id is new again').to.equal(true);
      expect(await store.useCode('new', 9_000)).to.equal(false);
    });

    it('finds the live sign-ins of a user or of an app, oldest first', async () => {
      await store.recordSignIn(signIn('b', { startedAt: 2_000 }));
      await store.startRefresh(signIn('a'), 'r1');
      await store.recordSignIn(signIn('bob', { username: 'bob', kind: 'login', startedAt: 1_500 }));
      await store.recordSignIn(signIn('other-app', { app: 'other-app', startedAt: 1_500 }));
      await store.recordSignIn(signIn('expired', { expiresAt: 3_000 }));
      await store.recordSignIn(signIn('revoked'));
      await store.revokeSignIn({
        sid: 'revoked',
        reason: 'sign_out',
        username: 'alice',
        at: 1,
        until: 99_000,
      });
      expect(await store.signInsOf({ username: 'alice' }, 5_000)).to.deep.equal([
        signIn('a'),
        signIn('other-app', { app: 'other-app', startedAt: 1_500 }),
        signIn('b', { startedAt: 2_000 }),
      ]);
      const ofApp = await store.signInsOf({ app: 'demo-app' }, 5_000);
      expect(ofApp.map((found) => found.sid)).to.deep.equal(['a', 'bob', 'b']);
      expect(ofApp[1]).to.deep.equal(
        signIn('bob', { username: 'bob', kind: 'login', startedAt: 1_500 }),
      );
    });

    it('finds the live sign-ins whose newest token was issued within a time, bounds included (keys revoke)', async () => {
      await store.recordSignIn(signIn('before', { usedAt: 1_999 }));
      await store.startRefresh(signIn('from', { usedAt: 2_000 }), 'r1');
      await store.recordSignIn(signIn('within', { username: 'bob', usedAt: 2_500 }));
      await store.recordSignIn(signIn('until', { startedAt: 500, usedAt: 3_000 }));
      await store.recordSignIn(signIn('after', { usedAt: 3_001 }));
      await store.recordSignIn(signIn('expired', { usedAt: 2_500, expiresAt: 4_000 }));
      await store.recordSignIn(signIn('revoked', { usedAt: 2_500 }));
      await store.revokeSignIn({
        sid: 'revoked',
        reason: 'sign_out',
        username: 'alice',
        at: 1,
        until: 99_000,
      });
      const found = await store.signInsOf({ usedFrom: 2_000, usedUntil: 3_000 }, 5_000);
      expect(found.map((s) => s.sid)).to.deep.equal(['until', 'from', 'within']);
    });

    it('records each use of a sign-in: its last use and expiry move forward, the rest is kept', async () => {
      await store.recordSignIn(signIn('fam'));
      await store.recordSignIn(
        signIn('fam', { startedAt: 2_000, usedAt: 2_000, expiresAt: 20_000 }),
      );
      await store.startRefresh(
        signIn('fam', { startedAt: 3_000, usedAt: 3_000, expiresAt: 30_000 }),
        'r1',
      );
      expect(await store.signInsOf({ username: 'alice' }, 0)).to.deep.equal([
        signIn('fam', { usedAt: 3_000, expiresAt: 30_000 }),
      ]);
      await store.rotateRefresh(signIn('fam', { usedAt: 4_000, expiresAt: 40_000 }), 'r1', 'r2');
      expect(
        await store.rotateRefresh(signIn('fam', { usedAt: 9_000, expiresAt: 90_000 }), 'r1', 'r3'),
      ).to.equal(false);
      expect(await store.signInsOf({ app: 'demo-app' }, 0)).to.deep.equal([
        signIn('fam', { usedAt: 4_000, expiresAt: 40_000 }),
      ]);
    });

    it('keeps the limits a sign-in granted, as first recorded, through its code, pair and refreshes (issue 39 §2)', async () => {
      const granted = {
        type: 'hive_posting' as const,
        operations: ['vote'],
        max_vote_weight: 2500,
        allow_downvote: false,
        expires_at: '2026-12-01T00:00:00.000Z',
      };
      await store.recordSignIn(signIn('fam', { granted }));
      await store.startRefresh(signIn('fam', { usedAt: 2_000, granted }), 'r1');
      await store.rotateRefresh(signIn('fam', { usedAt: 3_000, granted }), 'r1', 'r2');
      await store.recordSignIn(signIn('plain'));
      await store.startRefresh(signIn('plain', { usedAt: 2_000 }), 'r3');
      expect(await store.signInsOf({ username: 'alice' }, 0)).to.deep.equal([
        signIn('fam', { usedAt: 3_000, granted }),
        signIn('plain', { usedAt: 2_000 }),
      ]);
    });

    it('keeps the wallet, device and scope a sign-in was first recorded with, through its code, pair and refreshes (issue 57 §8)', async () => {
      const origin = {
        wallet: 'keychain',
        device: 'Firefox on Android',
        scope: ['vote', 'comment'],
      };
      await store.recordSignIn(signIn('fam', origin));
      // The code's exchange and refreshes know no device: what was recorded stays.
      await store.spendCode(
        { jti: 'code', expiresAt: 5_000 },
        signIn('fam', { usedAt: 2_000 }),
        'r1',
      );
      await store.rotateRefresh(
        signIn('fam', {
          usedAt: 3_000,
          wallet: 'key',
          device: 'Chrome on Windows',
          scope: ['vote'],
        }),
        'r1',
        'r2',
      );
      await store.recordSignIn(signIn('login', { kind: 'login', wallet: 'ledger', scope: [] }));
      // A sign-in recorded before they were kept learns them from its next record.
      await store.recordSignIn(signIn('older'));
      await store.startRefresh(signIn('older', { usedAt: 2_000, ...origin }), 'r3');
      expect(await store.signInsOf({ username: 'alice' }, 0)).to.deep.equal([
        signIn('fam', { usedAt: 3_000, ...origin }),
        signIn('login', { kind: 'login', wallet: 'ledger', scope: [] }),
        signIn('older', { usedAt: 2_000, ...origin }),
      ]);
    });

    it('forgets expired sign-ins, and revocations whose guarded tokens all expired, and only those', async () => {
      await store.startRefresh(signIn('old', { expiresAt: 4_000 }), 'r-old');
      await store.recordSignIn(signIn('live', { expiresAt: 9_000 }));
      await store.recordSignIn(signIn('long-lived', { expiresAt: 50_000 }));
      const revoke = (sid: string, until: number) =>
        store.revokeSignIn({ sid, reason: 'sign_out', username: 'alice', at: 1_000, until });
      await revoke('gone', 1_500);
      await revoke('kept', 3_000);
      // Its sign-in record says a token of it lives to 50 000: kept that long, whatever `until` says.
      await revoke('long-lived', 1_500);
      await store.purgeExpired(5_000, 2_000);
      expect(await store.isRevoked('gone'), 'a forgotten revocation').to.equal(false);
      expect(await store.isRevoked('kept')).to.equal(true);
      expect((await store.signInsOf({ username: 'alice' }, 0)).map((s) => s.sid)).to.deep.equal([
        'live',
      ]);
      expect(await store.rotateRefresh(signIn('old'), 'r-old', 'r2'), 'a forgotten sid').to.equal(
        false,
      );
      await store.purgeExpired(41_000, 40_000);
      expect(await store.isRevoked('kept'), 'its tokens expired').to.equal(false);
      expect(await store.isRevoked('long-lived'), 'kept as long as its newest token').to.equal(
        true,
      );
      await store.purgeExpired(61_000, 60_000);
      expect(await store.isRevoked('long-lived')).to.equal(false);
    });

    if (options.shared) {
      describe('shared by two instances', () => {
        let pair: SharedSignInStores;
        beforeEach(async () => {
          pair = await options.shared!();
        });
        afterEach(async () => {
          await pair.close();
        });

        it('shows a revocation made through one instance to the other once it is told', async () => {
          // A token issued now: the other instance answers it from what it holds in memory.
          const issuedAt = Date.now();
          expect(await pair.b.isRevoked('fam', issuedAt)).to.equal(false);
          const told = pair.heardByB?.('fam');
          await pair.a.revokeSignIn({
            sid: 'fam',
            reason: 'sign_out',
            username: 'alice',
            at: Date.now(),
            until: Date.now() + 99_000,
          });
          await told;
          expect(await pair.b.isRevoked('fam', issuedAt)).to.equal(true);
          expect(await pair.b.isRevoked('other', issuedAt)).to.equal(false);
        });

        it('refuses every token of a revoked sign-in while it lives, however long ago it was revoked (issue 61 §3)', async () => {
          const now = Date.now();
          const DAY = 24 * 3600_000;
          const revoke = (sid: string, at: number) =>
            pair.a.revokeSignIn({
              sid,
              reason: 'sign_out',
              username: 'alice',
              at,
              until: now + DAY,
            });
          // Revoked 40 days ago, 8 days ago (both older than any instance holds in memory) and a
          // day ago; each asked about by the other instance, which never held the old ones.
          await revoke('long-ago', now - 40 * DAY);
          await revoke('last-week', now - 8 * DAY);
          const told = pair.heardByB?.('yesterday');
          await revoke('yesterday', now - DAY);
          await told;
          // Their refresh tokens, issued before they were revoked.
          expect(await pair.b.isRevoked('long-ago', now - 41 * DAY)).to.equal(true);
          expect(await pair.b.isRevoked('last-week', now - 9 * DAY)).to.equal(true);
          expect(await pair.b.isRevoked('last-week'), 'issued when, unknown').to.equal(true);
          // An access token of yesterday's, issued two days ago, still alive.
          expect(await pair.b.isRevoked('yesterday', now - 2 * DAY - 1)).to.equal(true);
          expect(await pair.b.isRevoked('never', now - 41 * DAY)).to.equal(false);
        });

        it('finds a sign-in one instance recorded through the other', async () => {
          await pair.a.recordSignIn(signIn('fam'));
          expect(await pair.b.signInsOf({ username: 'alice' }, 0)).to.deep.equal([signIn('fam')]);
        });

        it('lets exactly one instance take a challenge, use a code or rotate a token', async () => {
          await pair.a.saveChallenge(challenge);
          await pair.a.startRefresh(signIn('fam'), 'r1');
          const [taken, used, rotated] = await Promise.all([
            Promise.all([
              pair.a.takeChallenge(challenge.value),
              pair.b.takeChallenge(challenge.value),
            ]),
            Promise.all([pair.a.useCode('code', 10_000), pair.b.useCode('code', 10_000)]),
            Promise.all([
              pair.a.rotateRefresh(signIn('fam'), 'r1', 'x'),
              pair.b.rotateRefresh(signIn('fam'), 'r1', 'y'),
            ]),
          ]);
          expect(taken.filter(Boolean)).to.have.length(1);
          expect(used.filter(Boolean)).to.have.length(1);
          expect(rotated.filter(Boolean)).to.have.length(1);
        });
      });
    }
  });
}
