import { expect } from 'chai';
import {
  CHECKED_FROM_MEMORY_MS,
  HELD_IN_MEMORY_MS,
  HeldRevocations,
} from '../../adapters/storage/signIn/revocationKeep';
import { PostgresRevocations } from '../../adapters/storage/signIn/PostgresRevocations';

const DAY = 24 * 3600_000;

/**
 * The revocations an instance holds in memory (issue 61 §3): only those a token checked from memory
 * can meet, so memory and start-up stay bounded by a week of sign-outs, not every one since the
 * table began. No database needed for these rules.
 */
describe('HeldRevocations: the recent revocations an instance holds in memory', () => {
  let now: number;
  let held: HeldRevocations;
  beforeEach(() => {
    now = 100 * DAY;
    held = new HeldRevocations(() => now);
  });

  it('answers for tokens issued within CHECKED_FROM_MEMORY_MS only', () => {
    expect(CHECKED_FROM_MEMORY_MS).to.equal(7 * DAY, "an access token's week");
    expect(held.covers(now - CHECKED_FROM_MEMORY_MS + 1)).to.equal(true);
    expect(held.covers(now - CHECKED_FROM_MEMORY_MS), 'older: the table is asked').to.equal(false);
    expect(held.covers(undefined), 'unknown: the table is asked').to.equal(false);
  });

  it('holds a revocation as long as a token it could meet from memory lives, then forgets it', () => {
    // The sign-in's last access token was issued just before it was revoked.
    const revokedAt = now;
    const issuedAt = revokedAt - 1;
    held.add('fam', revokedAt);
    now = issuedAt + CHECKED_FROM_MEMORY_MS - 1; // that token's last moment
    expect(held.covers(issuedAt)).to.equal(true);
    expect(held.has('fam'), 'still held while the token lives').to.equal(true);
    now = revokedAt + HELD_IN_MEMORY_MS;
    expect(held.has('fam'), 'past the horizon').to.equal(false);
    held.add('next', now);
    expect(held.size, 'forgotten once another comes').to.equal(1);
  });

  it('takes in no revocation already past the horizon (a late notice, an old row)', () => {
    held.add('old', now - HELD_IN_MEMORY_MS);
    held.add('recent', now - HELD_IN_MEMORY_MS + 1);
    expect(held.has('old')).to.equal(false);
    expect(held.has('recent')).to.equal(true);
    expect(held.size).to.equal(1);
  });

  it('forgets from the oldest, and only what is past the horizon', () => {
    for (let i = 0; i < 10; i++) held.add(`s${i}`, now + i * DAY);
    now += HELD_IN_MEMORY_MS + 4.5 * DAY;
    held.forget();
    expect(held.size).to.equal(5);
    expect(held.has('s4')).to.equal(false);
    expect(held.has('s5')).to.equal(true);
  });

  it('is what PostgresRevocations holds: a notice of an old revocation is not taken in', () => {
    now = Date.now();
    const view = new PostgresRevocations({}, undefined, () => now);
    view.add('late', now - HELD_IN_MEMORY_MS - 1);
    view.add('new', now - DAY);
    expect(view.has('late')).to.equal(false);
    expect(view.has('new')).to.equal(true);
    expect(view.covers(now), 'not live before start(): the database is asked').to.equal(false);
  });
});
