/*
 * A small Aioha app with hivegate registered as its custom provider, bundled for the browser by
 * the test (esbuild) from the real @aioha/aioha. `/` signs in, votes, tries to decrypt a memo and
 * signs out, and transfers (active key: a sign link); `/callback` ends the popup (or a redirect sign-in). Settings come from #config.
 */
import { Aioha, Asset, KeyTypes, Providers } from '@aioha/aioha';
import { HivegateProvider } from '../../../client/aioha';

const config = JSON.parse(document.getElementById('config')!.textContent) as {
  serviceUrl: string;
  app: string;
  account: string;
  mode: 'popup' | 'redirect';
  vote: { author: string; permlink: string; weight: number };
};

const show = (id: string, text: string) => {
  const element = document.getElementById(id)!;
  element.textContent = text;
  element.hidden = false;
};
const showResult = (result: {
  success: boolean;
  result?: unknown;
  error?: string;
  errorCode?: number;
}) =>
  result.success
    ? show('result', String(result.result))
    : show('error', `${result.errorCode}: ${result.error}`);

const provider = new HivegateProvider({
  baseURL: config.serviceUrl,
  app: config.app,
  callbackURL: `${location.origin}/callback`,
  mode: config.mode,
});
// For the test to drive the provider's client with this browser's DPoP key (it cannot read the key).
(window as unknown as { hivegate: HivegateProvider }).hivegate = provider;
const aioha = new Aioha();
aioha.registerCustomProvider(provider);
aioha.setup(); // the app's usual set-up: its other providers, and the login kept from last time
aioha.on('connect', () => show('user', aioha.getCurrentUser() ?? ''));
if (aioha.isLoggedIn()) show('user', aioha.getCurrentUser() ?? '');

const on = (id: string, action: () => Promise<void>) =>
  document.getElementById(id)!.addEventListener('click', () => {
    action().catch((error: unknown) => show('error', String(error)));
  });

on('sign-in', async () => {
  const login = await aioha.login(Providers.Custom, config.account, {});
  if (login.success) show('user', login.username);
  else show('error', `${login.errorCode}: ${login.error}`);
});
on('vote', async () =>
  showResult(await aioha.vote(config.vote.author, config.vote.permlink, config.vote.weight)),
);
on('transfer', async () => showResult(await aioha.transfer('bob', 0.001, Asset.HIVE, 'thanks')));
on('decrypt', async () => showResult(await aioha.decryptMemo('#secret', KeyTypes.Posting)));
on('sign-out', async () => {
  await aioha.logout();
  show('signed-out', 'signed out');
});

// The callback page: a popup hands its answer back and closes; a redirect sign-in finishes here.
if (location.pathname === '/callback') {
  void provider.handleCallback(aioha).then((login) => {
    if (login && !login.success) show('error', `${login.errorCode}: ${login.error}`);
    else if (login) show('user', login.username);
  });
}
