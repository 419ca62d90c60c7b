import { html, layout } from './html';

/*
 * GET /: the front door. What the service is, where a person goes (their authorized apps, the app
 * directory) and, for developers, where the API and the token keys are. No script.
 */
export function renderHomePage({
  origin,
  discovery,
}: {
  origin: string;
  discovery?: string;
}): string {
  const jwks = `${origin}/.well-known/jwks.json`;
  return layout({
    title: 'Sign in with Hive',
    current: '/',
    body: html`<h1>Sign in with Hive</h1>
<p>hivegate lets apps sign you in with your Hive account, and publish, vote and follow for you once you allow them.
Your keys stay in your browser: this service never sees them. You can take an app's access back at any time.</p>

<section class="card" aria-labelledby="people">
<h2 id="people">For Hive users</h2>
<ul class="links">
<li><a href="/authorized-apps">See and remove the apps you authorized</a> — enter your username to list them.</li>
<li><a href="/apps">Browse the app directory</a> — apps that use this service, ranked by daily users.</li>
</ul>
<p class="muted">To sign in to an app, start from the app itself: it sends you here with its name and what it asks for.</p>
</section>

<section class="card" aria-labelledby="developers">
<h2 id="developers">For developers</h2>
<p>The API is HiveSigner's: the <code>hivesigner</code> SDK works unchanged with <code>apiURL</code> set to <code class="wrap">${origin}</code>.</p>
<table><tbody>
<tr><th scope="row"><code>GET /oauth2/authorize</code></th><td>The sign-in and consent page (the SDK's <code>getLoginURL()</code>)</td></tr>
<tr><th scope="row"><code>POST /api/oauth2/token</code></th><td>A code or refresh token and your <code>client_secret</code> for new tokens</td></tr>
<tr><th scope="row"><code>POST /api/oauth2/token/revoke</code></th><td>Signs the user out: the token and its whole grant stop working</td></tr>
<tr><th scope="row"><code>GET /api/me</code></th><td>The token's account</td></tr>
<tr><th scope="row"><code>POST /api/broadcast</code></th><td>Posting operations, signed by the service, as one transaction</td></tr>
<tr><th scope="row"><code>GET /api/apps</code></th><td>The app directory as JSON</td></tr>
<tr><th scope="row"><code>GET /sign/…</code></th><td>Sign links for operations that need the user's active key (transfers)</td></tr>
</tbody></table>
<p>Tokens are JWTs signed with Ed25519; the public keys are at <a href="/.well-known/jwks.json"><code class="wrap">${jwks}</code></a>.</p>
${discovery ? html`<p>OpenID Connect discovery: <a href="${discovery}"><code class="wrap">${discovery}</code></a>.</p>` : ''}
<p>An app is a Hive account whose <code>json_metadata</code> profile has <code>type: "app"</code>, its <code>redirect_uris</code> and the SHA-256 of its secret.
<a href="/apps/register">Register an app</a> with its active key.</p>
</section>`,
  });
}
