import { PrivateKey } from '@hiveio/dhive';
import type { SignInMethod } from '../../core/tokens/openId';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { StaticWebsiteProber } from '../../adapters/prober/StaticWebsiteProber';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import { MemorySignInStore } from '../../adapters/storage/signIn/MemorySignInStore';
import type { SignInStore } from '../../core/ports/SignInStore';
import { MemoryUsageStore } from '../../adapters/storage/apps/MemoryUsageStore';
import type { LimitChoice, PostingLimits } from '../../core/limits/postingLimits';
import { composeCore, type CoreOptions, type CorePorts } from '../../bootstrap/composeCore';
import { anApp, aUser, keyOf, signMessage } from './builders';
import { FakeClock } from './FakeClock';
import { callbackParams, landingOf } from './handoff';

let sharedSigner: Promise<JoseTokenSigner> | undefined;
/** One pair of keys (Ed25519, and RSA for id_tokens) for the whole test run: RSA keys take a while to generate. */
export function testSigner(): Promise<JoseTokenSigner> {
  sharedSigner ??= Promise.all([
    JoseTokenSigner.generatePrivateJwk(),
    JoseTokenSigner.generateRsaPrivateJwk(),
  ]).then(([ed, rsa]) => JoseTokenSigner.fromPrivateJwk(ed, rsa));
  return sharedSigner;
}

export const demoApp = anApp('demo-app')
  .withRedirect('https://demo.example/callback')
  .withProfile({ post_logout_redirect_uris: ['https://demo.example/signed-out'] })
  .grantedTo('hivegate');
export const otherApp = anApp('other-app')
  .withRedirect('https://other.example/cb')
  .grantedTo('hivegate');

/** Options of the core in tests: hivegate's service account, a test host, a 30-day directory. */
export const TEST_CORE_OPTIONS: CoreOptions = {
  serviceAccount: 'hivegate',
  serviceName: 'hivegate.test',
  directory: { windowDays: 30, featured: [], rebuildSeconds: 300 },
};

/** The core composed (composeCore) over in-memory adapters and a fake clock; any port may be replaced. */
export async function testCore(ports: Partial<CorePorts> = {}, options: Partial<CoreOptions> = {}) {
  const adapters = {
    ...ports,
    chain: ports.chain ?? new MemoryChainClient(),
    signer: ports.signer ?? (await testSigner()),
    signIns: ports.signIns ?? new MemorySignInStore(),
    usage: ports.usage ?? new MemoryUsageStore(),
    prober: ports.prober ?? new StaticWebsiteProber(),
    clock: ports.clock ?? new FakeClock(),
  };
  return { ...adapters, core: composeCore(adapters, { ...TEST_CORE_OPTIONS, ...options }) };
}

/**
 * The core over in-memory adapters (or the sign-in store given) and a fake clock (or the one
 * given): alice granted demo-app, bob did not.
 */
export async function coreFixture(ports: Partial<CorePorts> & { clock?: FakeClock } = {}) {
  const clock = ports.clock ?? new FakeClock();
  const chain = new MemoryChainClient([
    aUser('alice').grantedTo('demo-app').build(),
    aUser('bob').build(),
    demoApp.build(),
    otherApp.build(),
    aUser('hivegate').build(),
  ]);
  const signIns: SignInStore = ports.signIns ?? new MemorySignInStore();
  const usageStore = new MemoryUsageStore();
  const { core, signer } = await testCore({ ...ports, chain, signIns, usage: usageStore, clock });
  const fixture = { ...core, clock, chain, signInStore: signIns, signer, usageStore };

  /**
   * Runs challenge → authorize as `username` signing with `key` (and the token flow's handoff, as
   * the browser would); returns the parameters the app's callback gets.
   */
  async function signIn(
    username: string,
    options: {
      clientId?: string;
      scope?: string[];
      responseType?: 'code' | 'token';
      key?: PrivateKey;
      redirectUri?: string;
      codeChallenge?: string;
      limits?: PostingLimits;
      limitChoice?: LimitChoice;
      method?: SignInMethod;
      device?: string;
    } = {},
  ): Promise<URLSearchParams> {
    const clientId = options.clientId ?? 'demo-app';
    const asked = {
      clientId,
      redirectUri:
        options.redirectUri ??
        (clientId === 'demo-app' ? 'https://demo.example/callback' : 'https://other.example/cb'),
      scope: options.scope ?? ['posting'],
      limits: options.limits,
      limitChoice: options.limitChoice,
    };
    const { challenge } = await core.challenge.execute({ username, ...asked });
    const answer = await core.authorize.execute({
      challenge,
      signature: signMessage(challenge, options.key ?? keyOf(username, 'posting')),
      ...asked,
      responseType: options.responseType ?? 'code',
      state: 'xyz',
      codeChallenge: options.codeChallenge,
      method: options.method,
      device: options.device,
    });
    return callbackParams(await landingOf(core, answer));
  }

  return { ...fixture, signIn };
}
