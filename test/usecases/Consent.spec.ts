import { expect } from 'chai';
import { InvalidRequest, UnauthorizedClient } from '../../core/errors';
import { POSTING_SCOPE } from '../../core/domain/operations';
import { coreFixture } from '../support/coreFixture';
import { expectError } from '../support/expectError';

describe('ConsentUseCase: what will this sign-in grant?', () => {
  let core: Awaited<ReturnType<typeof coreFixture>>;
  before(async () => {
    core = await coreFixture();
  });
  const ask = (
    scope: string[],
    redirectUri = 'https://demo.example/callback',
    clientId = 'demo-app',
  ) => core.consent.execute({ clientId, redirectUri, scope });

  it('login and offline ask for sign-in only', async () => {
    const answer = await ask(['login', 'offline']);
    expect(answer.app.username).to.equal('demo-app');
    expect(answer.needsPosting).to.equal(false);
    expect(answer.grants).to.deep.equal({ kind: 'login', scope: ['login'] });
  });

  it('any other scope asks for the posting grant, and yields a token for every posting operation (as AuthorizeUseCase)', async () => {
    const answer = await ask(['vote', 'comment']);
    expect(answer.needsPosting).to.equal(true);
    expect(answer.grants).to.deep.equal({ kind: 'posting', scope: POSTING_SCOPE });
  });

  it('refuses an account that is not an app, and a redirect_uri the app did not register', async () => {
    await expectError(
      ask(['login'], 'https://demo.example/callback', 'alice'),
      UnauthorizedClient,
      'is not a registered app',
    );
    await expectError(
      ask(['login'], 'https://demo.example/callback/'),
      InvalidRequest,
      'The redirect_uri is not registered for the app @demo-app',
    );
  });
});
