/*
 * A small web app using hivegate/client, bundled for the browser by the test (esbuild). `/` has a
 * "Sign in with Hive" button; `/callback` finishes the sign-in and votes. Its settings come from
 * the page's #config block.
 */
import { Client, HivegateError } from '../../../client';

const config = JSON.parse(document.getElementById('config')!.textContent) as {
  serviceUrl: string;
  /**
   * Test-only: demo-app is a confidential client, so its exchange carries the secret beside PKCE
   * (a public client's page has none: test/client/aioha.spec.ts signs in as demo-spa).
   */
  clientSecret: string;
  vote: { author: string; permlink: string; weight: number };
};

const client = new Client({
  baseURL: config.serviceUrl,
  app: 'demo-app',
  callbackURL: `${location.origin}/callback`,
  responseType: 'code',
  scope: ['vote'],
  clientSecret: config.clientSecret,
});

// For the test to read the tokens this page holds (bound to its DPoP key, which it cannot read).
(window as unknown as { hivegate: Client }).hivegate = client;

const show = (id: string, text: string) => {
  const element = document.getElementById(id)!;
  element.textContent = text;
  element.hidden = false;
};

async function finishSignInAndVote(): Promise<void> {
  try {
    const signedIn = await client.handleCallback(location.href);
    show('user', signedIn.username);
    const answer = await client.vote(
      signedIn.username,
      config.vote.author,
      config.vote.permlink,
      config.vote.weight,
    );
    show('result', answer.result.id);
  } catch (error) {
    show(
      'error',
      error instanceof HivegateError ? `${error.error}: ${error.error_description}` : String(error),
    );
  }
}

if (location.pathname === '/callback') {
  void finishSignInAndVote();
} else {
  document.getElementById('sign-in')!.addEventListener('click', () => {
    client.login({ account: 'alice' }).catch((error: unknown) => show('error', String(error)));
  });
}
