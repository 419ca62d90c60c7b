import { byId } from './common';
import { t } from './i18n';

/*
 * The register page's last step (issue 57 §4): once the profile is on chain it says what comes
 * next — whether the app's posting authority lists this service, the client_id, a sign-in URL to
 * send users to and the token exchange to run on the app's server — each with a copy button.
 * Nothing secret is written here: the exchange names the secret as a placeholder.
 */

/** Where the app's posting authority stands after the registration. */
export type ServiceListing = 'added' | 'already' | 'missing';

export interface Registered {
  app: string;
  service: string;
  listing: ServiceListing;
  redirectUri: string;
  /** token_endpoint_auth_method as registered. */
  method: string;
}

const LISTING_WORDS = {
  added: 'register.serviceAdded',
  already: 'register.serviceAlready',
  missing: 'register.serviceMissing',
} as const;

export function showNext(done: Registered): void {
  const origin = location.origin;
  const signIn = new URL('/oauth2/authorize', origin);
  signIn.search = new URLSearchParams({
    client_id: done.app,
    redirect_uri: done.redirectUri,
    response_type: 'code',
    scope: 'login',
    state: 'STATE',
  }).toString();
  const values = { app: `@${done.app}`, service: `@${done.service}` };
  const said = byId('next-service');
  said.textContent = t(LISTING_WORDS[done.listing], values);
  said.className = done.listing === 'missing' ? 'warning' : '';
  byId('next-client-id').textContent = done.app;
  byId('next-signin-url').textContent = signIn.toString();
  byId('next-token').textContent = tokenExchange(origin, done);
  const section = byId('next');
  section.hidden = false;
  byId('next-title').focus();
}

/** The code's exchange at POST /api/oauth2/token, as curl says it, for the way the app proves itself. */
function tokenExchange(origin: string, done: Registered): string {
  const lines = [`curl ${origin}/api/oauth2/token`];
  if (done.method === 'client_secret_basic') lines.push(`-u '${done.app}:YOUR_CLIENT_SECRET'`);
  lines.push(
    '-d grant_type=authorization_code',
    "-d code='CODE_FROM_THE_REDIRECT'",
    `--data-urlencode 'redirect_uri=${done.redirectUri}'`,
  );
  if (done.method === 'client_secret_post')
    lines.push(`-d client_id=${done.app}`, "-d client_secret='YOUR_CLIENT_SECRET'");
  if (done.method === 'none')
    lines.push(`-d client_id=${done.app}`, "-d code_verifier='YOUR_PKCE_VERIFIER'");
  return lines.join(' \\\n  ');
}

/** Every copy button copies its target's text (an input's value), and says so. */
for (const button of Array.from(
  document.querySelectorAll<HTMLButtonElement>('button[data-copy]'),
)) {
  button.addEventListener('click', () => {
    const target = byId(button.dataset.copy!);
    const text = target instanceof HTMLInputElement ? target.value : (target.textContent ?? '');
    void navigator.clipboard.writeText(text).then(
      () => (button.textContent = t('register.copied')),
      () => {
        // No clipboard (an insecure origin, a refusal): the text is selected to copy by hand.
        if (target instanceof HTMLInputElement) return target.select();
        const range = document.createRange();
        range.selectNodeContents(target);
        getSelection()?.removeAllRanges();
        getSelection()?.addRange(range);
      },
    );
  });
}
