import { expect } from 'chai';
import { grantFor, ungrantableScopes } from '../../core/signIn/scope';
import { InvalidScope } from '../../core/errors';
import { coreFixture } from '../support/coreFixture';
import { expectError } from '../support/expectError';

describe('the scope rule: what a sign-in can grant (core/signIn/scope.ts, issue 15)', () => {
  it('grants login, offline, posting and the posting operations; names everything else', () => {
    expect(
      ungrantableScopes(['login', 'offline', 'posting', 'vote', 'comment', 'custom_json']),
    ).to.deep.equal([]);
    expect(
      ungrantableScopes(['vote', 'transfer', 'delegate_vesting_shares', 'votes']),
    ).to.deep.equal(['transfer', 'delegate_vesting_shares', 'votes']);
    expect(() => grantFor(['transfer'])).to.throw(
      InvalidScope,
      'The app asks for "transfer", which no sign-in can grant',
    );
  });

  it('ConsentUseCase refuses scope=transfer instead of reading it as a posting grant', async () => {
    const core = await coreFixture();
    await expectError(
      core.consent.execute({
        clientId: 'demo-app',
        redirectUri: 'https://demo.example/callback',
        scope: ['transfer'],
      }),
      InvalidScope,
      '"transfer"',
    );
  });

  it('AuthorizeUseCase refuses it too, and issues nothing', async () => {
    const core = await coreFixture();
    await expectError(
      core.signIn('alice', { scope: ['vote', 'transfer'] }),
      InvalidScope,
      'The app asks for "transfer"',
    );
    const params = await core.signIn('alice', { scope: ['vote'] });
    expect(params.get('code')).to.be.a('string');
  });
});
