import { expect } from 'chai';
import type { Authority } from '../../core/shared/account';
import {
  authorityChangeOf,
  chainEndingOf,
  type SignInParties,
} from '../../core/chainFollowing/chainEndingRules';

const posting = (accounts: [string, number][], threshold = 1): Authority => ({
  weight_threshold: threshold,
  account_auths: accounts,
  key_auths: [['STM6LLegbAgLAy28EHrffBVuANFWcFgmqRMW13wBmTExqFE9SCkg4', 1]],
});
const aliceAtDemo: SignInParties = { username: 'alice', app: 'demo-app', kind: 'posting' };
const aliceLoginAtDemo: SignInParties = { ...aliceAtDemo, kind: 'login' };
const ending = (operation: [string, Record<string, unknown>], signIn: SignInParties) =>
  chainEndingOf(authorityChangeOf(operation)!, signIn, 'hivegate');

describe('What the chain can end (issue 25 §2)', () => {
  for (const name of ['account_update', 'account_update2']) {
    it(`${name} dropping the app from the user's posting authority ends the user's posting sign-ins there`, () => {
      const op: [string, Record<string, unknown>] = [
        name,
        { account: 'alice', posting: posting([['other-app', 1]]), json_metadata: '' },
      ];
      expect(ending(op, aliceAtDemo)).to.equal('posting_authority_removed');
      expect(ending(op, { ...aliceAtDemo, app: 'other-app' }), 'an app still granted').to.equal(
        undefined,
      );
      expect(ending(op, aliceLoginAtDemo), 'a login-only sign-in').to.equal(undefined);
      expect(ending(op, { ...aliceAtDemo, username: 'bob' }), 'another user').to.equal(undefined);
    });
  }

  it('a weight below the threshold ends it as well: the app can no longer sign alone', () => {
    const op: [string, Record<string, unknown>] = [
      'account_update',
      { account: 'alice', posting: posting([['demo-app', 1]], 2) },
    ];
    expect(ending(op, aliceAtDemo)).to.equal('posting_authority_removed');
  });

  it('the app dropping the service from its own posting authority ends every posting sign-in at the app', () => {
    const op: [string, Record<string, unknown>] = [
      'account_update2',
      { account: 'demo-app', posting: posting([]) },
    ];
    expect(ending(op, aliceAtDemo)).to.equal('app_authority_removed');
    expect(ending(op, aliceLoginAtDemo)).to.equal(undefined);
    const kept: [string, Record<string, unknown>] = [
      'account_update2',
      { account: 'demo-app', posting: posting([['hivegate', 1]]) },
    ];
    expect(ending(kept, aliceAtDemo)).to.equal(undefined);
  });

  it('a new owner authority, or a recovered account, ends every sign-in of the user, login-only ones too', () => {
    const owner: [string, Record<string, unknown>] = [
      'account_update',
      { account: 'alice', owner: posting([]), json_metadata: '' },
    ];
    expect(ending(owner, aliceLoginAtDemo)).to.equal('owner_key_changed');
    const recovered: [string, Record<string, unknown>] = [
      'recover_account',
      { account_to_recover: 'alice', new_owner_authority: posting([]) },
    ];
    expect(ending(recovered, aliceAtDemo)).to.equal('owner_key_changed');
    expect(ending(recovered, { ...aliceAtDemo, username: 'bob' })).to.equal(undefined);
  });

  it('ignores operations that change no authority, and fields not shaped as hived writes them', () => {
    expect(
      authorityChangeOf(['account_update2', { account: 'alice', json_metadata: '{}' }]),
    ).to.equal(undefined);
    expect(authorityChangeOf(['vote', { voter: 'alice' }])).to.equal(undefined);
    expect(authorityChangeOf(['account_update', { account: 7, owner: {} }])).to.equal(undefined);
    expect(
      authorityChangeOf([
        'account_update',
        { account: 'alice', posting: { weight_threshold: 'x' } },
      ]),
    ).to.equal(undefined);
  });
});
