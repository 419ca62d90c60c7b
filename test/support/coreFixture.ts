import { PrivateKey } from '@hiveio/dhive';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import { MemoryGrantStore } from '../../adapters/storage/MemoryGrantStore';
import { MemoryUsageStore } from '../../adapters/storage/MemoryUsageStore';
import { DEFAULT_LIFETIMES } from '../../core/domain/tokens';
import { silentLogger } from '../../core/ports/Logger';
import { AppLoader } from '../../core/usecases/AppLoader';
import { Authenticator } from '../../core/usecases/Authenticator';
import { AuthorizeUseCase } from '../../core/usecases/AuthorizeUseCase';
import { ChallengeUseCase } from '../../core/usecases/ChallengeUseCase';
import { MeUseCase } from '../../core/usecases/MeUseCase';
import { RevokeUseCase } from '../../core/usecases/RevokeUseCase';
import { TokenExchangeUseCase } from '../../core/usecases/TokenExchangeUseCase';
import { TokenIssuer } from '../../core/usecases/TokenIssuer';
import { UsageRecorder } from '../../core/usecases/UsageRecorder';
import { anApp, aUser, keyOf, signMessage } from './builders';
import { FakeClock } from './FakeClock';

let sharedSigner: Promise<JoseTokenSigner> | undefined;
/** One key for the whole test run: generating Ed25519 keys is cheap, but there is no need. */
export function testSigner(): Promise<JoseTokenSigner> {
  sharedSigner ??= JoseTokenSigner.generatePrivateJwk().then((jwk) => JoseTokenSigner.fromPrivateJwk(jwk));
  return sharedSigner;
}

export const demoApp = anApp('demo-app').withRedirect('https://demo.example/callback').grantedTo('hivegate');
export const otherApp = anApp('other-app').withRedirect('https://other.example/cb').grantedTo('hivegate');

/** The core wired to in-memory adapters and a fake clock: alice granted demo-app, bob did not. */
export async function coreFixture() {
  const clock = new FakeClock();
  const chain = new MemoryChainClient([
    aUser('alice').grantedTo('demo-app').build(),
    aUser('bob').build(),
    demoApp.build(),
    otherApp.build(),
    aUser('hivegate').build(),
  ]);
  const grants = new MemoryGrantStore();
  const usageStore = new MemoryUsageStore();
  const signer = await testSigner();
  const issuer = new TokenIssuer(signer, clock, DEFAULT_LIFETIMES);
  const apps = new AppLoader(chain);
  const auth = new Authenticator(signer, grants, clock);
  const usage = new UsageRecorder(usageStore, clock, silentLogger);
  const core = {
    clock,
    chain,
    grants,
    signer,
    issuer,
    usage,
    usageStore,
    challenge: new ChallengeUseCase(apps, grants, clock, 'hivegate.test'),
    authorize: new AuthorizeUseCase(apps, chain, grants, issuer, clock),
    exchange: new TokenExchangeUseCase(signer, apps, grants, issuer, clock),
    me: new MeUseCase(auth, apps, usage),
    revoke: new RevokeUseCase(auth, grants, clock),
  };

  /** Runs challenge → authorize as `username` signing with `key`; returns the redirect's parameters. */
  async function signIn(
    username: string,
    options: { clientId?: string; scope?: string[]; responseType?: 'code' | 'token'; key?: PrivateKey; redirectUri?: string; codeChallenge?: string } = {},
  ): Promise<URLSearchParams> {
    const clientId = options.clientId ?? 'demo-app';
    const { challenge } = await core.challenge.execute({ username, clientId });
    const answer = await core.authorize.execute({
      challenge,
      signature: signMessage(challenge, options.key ?? keyOf(username, 'posting')),
      clientId,
      redirectUri: options.redirectUri ?? (clientId === 'demo-app' ? 'https://demo.example/callback' : 'https://other.example/cb'),
      responseType: options.responseType ?? 'code',
      scope: options.scope ?? ['posting'],
      state: 'xyz',
      codeChallenge: options.codeChallenge,
    });
    return new URL(answer.redirect_to).searchParams;
  }

  return { ...core, signIn };
}
