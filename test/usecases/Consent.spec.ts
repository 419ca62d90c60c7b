import { expect } from 'chai';
import { InvalidRequest, UnauthorizedClient } from '../../core/errors';
import { POSTING_SCOPE } from '../../core/operations/operations';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { anApp } from '../support/builders';
import { coreFixture, testCore } from '../support/coreFixture';
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

  it('any other scope asks for the posting grant, and grants the operations it names, no more (issue 57 §1)', async () => {
    const answer = await ask(['vote', 'comment']);
    expect(answer.needsPosting).to.equal(true);
    expect(answer.grants).to.deep.equal({ kind: 'posting', scope: ['vote', 'comment'] });
    // HiveSigner's `posting` is every posting operation.
    expect((await ask(['posting'])).grants).to.deep.equal({
      kind: 'posting',
      scope: POSTING_SCOPE,
    });
  });

  it('says whether the limits bind everything: not for an app with a posting key of its own, yes when only the service meets its authority (issue 39 §1)', async () => {
    expect((await ask(['vote'])).limitsEnforced).to.equal(false);
    core.chain.put(
      anApp('strict-app')
        .withRedirect('https://strict.example/cb')
        .grantedTo('hivegate')
        .withoutPostingKeys()
        .build(),
    );
    const strict = await ask(['vote'], 'https://strict.example/cb', 'strict-app');
    expect(strict.limitsEnforced).to.equal(true);
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

  it('names the app as its active key registered it, never as its posting profile says (issue 57 §2)', async () => {
    const registered = anApp('carols-reader')
      .withRedirect('https://reader.example/cb')
      .withProfile({ name: "Carol's Reader" })
      .build();
    // A holder of the app's posting authority rewrote its posting profile.
    const rewritten = {
      ...registered,
      posting_json_metadata: JSON.stringify({ profile: { name: 'Carol C' } }),
    };
    core.chain.put(rewritten);
    const answer = await ask(['login'], 'https://reader.example/cb', 'carols-reader');
    expect(answer.app.name).to.equal("Carol's Reader");
  });

  it('an app registered HiveSigner’s way (posting_json_metadata) is refused, unless the fallback is on (issue 37 §2)', async () => {
    const hsApp = anApp('hs-app').withRedirect('https://hs.example/cb').inPostingMetadata();
    const consentWith = async (postingFallback: boolean) =>
      (
        await testCore(
          { chain: new MemoryChainClient([hsApp.build()]) },
          { appProfiles: { postingFallback } },
        )
      ).core.consent.execute({
        clientId: 'hs-app',
        redirectUri: 'https://hs.example/cb',
        scope: ['login'],
      });
    await expectError(consentWith(false), UnauthorizedClient, 'is not a registered app');
    expect((await consentWith(true)).app.source).to.equal('posting_json_metadata');
  });
});
