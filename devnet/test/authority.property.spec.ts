import { expect } from 'chai';
import fc from 'fast-check';
import { verifyAuthority } from '../authority';
import type { AuthorityValue, Role } from '../chainState';
import { ChainException } from '../errors';

/*
 * verifyAuthority against a small reference model of the rule it implements:
 *   met(authority, depth) = Σ weights of signed keys
 *                         + Σ weights of listed accounts whose nested authority is met at depth + 1 (only while depth < 2)
 *                         ≥ weight_threshold
 * with posting satisfied by posting, active or owner (nested: posting), active by active or owner
 * and owner by owner (nested: active); no mixing of posting with active/owner; every signature
 * must belong to an authority the check reaches.
 */

const ACCOUNTS = ['a0', 'a1', 'a2', 'a3', 'a4'];
const KEYS = ['K0', 'K1', 'K2', 'K3', 'K4', 'K5'];

type Graph = Record<string, Record<Role, AuthorityValue>>;

// Built from small integers: fast-check's record and uniqueArray generators are slow at this size.
const member = (names: readonly string[]) =>
  fc
    .array(fc.tuple(fc.nat(names.length - 1), fc.integer({ min: 1, max: 2 })), { maxLength: 3 })
    .map((pairs) => [
      ...new Map(
        pairs.map(([index, weight]) => [names[index], weight] as [string, number]),
      ).entries(),
    ]);

const authority: fc.Arbitrary<AuthorityValue> = fc
  .tuple(fc.integer({ min: 1, max: 3 }), member(ACCOUNTS), member(KEYS))
  .map(([threshold, accountAuths, keyAuths]) => ({
    weight_threshold: threshold,
    account_auths: accountAuths,
    key_auths: keyAuths,
  }));

const graph: fc.Arbitrary<Graph> = fc
  .array(fc.tuple(authority, authority, authority), {
    minLength: ACCOUNTS.length,
    maxLength: ACCOUNTS.length,
  })
  .map((perAccount) =>
    Object.fromEntries(
      perAccount.map(([owner, active, posting], index) => [
        ACCOUNTS[index],
        { owner, active, posting },
      ]),
    ),
  );

const required = fc.oneof(
  fc.record({
    posting: fc.subarray(ACCOUNTS, { minLength: 1 }),
    active: fc.constant<string[]>([]),
    owner: fc.constant<string[]>([]),
  }),
  fc.record({
    posting: fc.constant<string[]>([]),
    active: fc.subarray(ACCOUNTS),
    owner: fc.subarray(ACCOUNTS),
  }),
  fc.record({
    posting: fc.subarray(ACCOUNTS, { minLength: 1 }),
    active: fc.subarray(ACCOUNTS, { minLength: 1 }),
    owner: fc.constant<string[]>([]),
  }),
);

function referenceVerdict(
  g: Graph,
  req: { posting: string[]; active: string[]; owner: string[] },
  signed: Set<string>,
): string {
  if (req.posting.length > 0 && (req.active.length > 0 || req.owner.length > 0))
    return 'Transactions with posting authorities must not include active or owner auths';
  const reached = new Set<string>();
  const met = (auth: AuthorityValue, nested: Role, depth: number): boolean => {
    let weight = 0;
    for (const [key, w] of auth.key_auths) {
      if (signed.has(key)) {
        reached.add(key);
        weight += w;
      }
    }
    if (depth < 2)
      for (const [account, w] of auth.account_auths)
        if (met(g[account][nested], nested, depth + 1)) weight += w;
    return weight >= auth.weight_threshold;
  };
  const anyMet = (account: string, roles: Role[], nested: Role) =>
    roles.map((role) => met(g[account][role], nested, 0)).some(Boolean);
  for (const account of req.posting)
    if (!anyMet(account, ['posting', 'active', 'owner'], 'posting'))
      return `Missing Posting Authority ${account}`;
  for (const account of req.active)
    if (!anyMet(account, ['active', 'owner'], 'active'))
      return `Missing Active Authority ${account}`;
  for (const account of req.owner)
    if (!anyMet(account, ['owner'], 'active')) return `Missing Owner Authority ${account}`;
  const unused = [...signed].filter((key) => !reached.has(key));
  return unused.length > 0 ? `Unnecessary signature(s) detected: ${unused.join(', ')}` : 'ok';
}

function verdict(
  g: Graph,
  req: { posting: string[]; active: string[]; owner: string[] },
  signed: Set<string>,
): string {
  try {
    verifyAuthority(
      { posting: new Set(req.posting), active: new Set(req.active), owner: new Set(req.owner) },
      signed,
      (account, role) => g[account]?.[role],
    );
    return 'ok';
  } catch (error) {
    if (!(error instanceof ChainException)) throw error;
    return error.detail; // the message alone: an assert's C++ condition is its `expression`
  }
}

describe('devnet authority check: random authority graphs judged like the reference model', () => {
  it('agrees with the reference model on every verdict, including which account is missing', () => {
    fc.assert(
      fc.property(graph, required, fc.subarray(KEYS), (g, req, signedKeys) => {
        const signed = new Set(signedKeys);
        const expected = referenceVerdict(g, req, signed);
        const actual = verdict(g, req, signed);
        expect(actual).to.equal(expected);
      }),
      { numRuns: 400 },
    );
  });

  it('accepts often enough for the property to mean something', () => {
    let accepted = 0;
    fc.assert(
      fc.property(graph, required, fc.subarray(KEYS), (g, req, keys) => {
        if (verdict(g, req, new Set(keys)) === 'ok') accepted += 1;
      }),
      { numRuns: 400 },
    );
    expect(accepted).to.be.greaterThan(10);
  });

  it('never accepts more after a signature is removed (monotonic in the signatures that matter)', () => {
    fc.assert(
      fc.property(graph, required, fc.subarray(KEYS, { minLength: 1 }), (g, req, keys) => {
        const withAll = verdict(g, req, new Set(keys));
        const fewer = verdict(g, req, new Set(keys.slice(1)));
        if (withAll.startsWith('Missing'))
          expect(fewer.startsWith('Missing') || fewer.startsWith('Transactions')).to.equal(true);
      }),
      { numRuns: 400 },
    );
  });
});
