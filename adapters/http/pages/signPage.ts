import type { SignRequest } from '../parse/signLink';
import type { ChainSettings } from './chainSettings';
import { describeOperation } from './describeOperation';
import { html, layout } from './html';

/*
 * A sign link's page: each operation in human terms and as its exact JSON, where the browser goes
 * afterwards, and the signing choices. web/sign.js fills the placeholders (signer, reference
 * block, expiration), signs in the page and broadcasts to the Hive node itself.
 */
export function renderSignPage({ request, chain }: { request: SignRequest; chain: ChainSettings }): string {
  const described = request.tx.operations.map(describeOperation);
  const keyLabel = request.authority === 'posting' ? 'Private posting key or master password' : `Private ${request.authority} key or master password`;
  const title = described.length === 1 ? described[0].title : `Sign ${described.length} operations`;
  return layout({
    title: 'Sign a transaction',
    dhive: true,
    scripts: ['common.js', 'sign.js'],
    data: { ...chain, tx: request.tx, signer: request.signer, authority: request.authority, callback: request.callback, noBroadcast: request.noBroadcast },
    body: html`<h1>${title}</h1>
<p>A link asks you to sign ${described.length === 1 ? 'this operation' : 'these operations'} with your <strong>${request.authority}</strong> key${request.noBroadcast ? ' (signed only: the signature goes back to the site, which may broadcast it)' : ' and broadcast it to Hive'}.
Check every line: once broadcast, it cannot be undone.</p>
${described.map(
  (d, index) => html`<section class="card" aria-label="Operation ${index + 1}">
<h2>${index + 1}. ${d.title}</h2>
${d.warning ? html`<p class="warning" role="note">${d.warning}</p>` : ''}
<table><tbody>${d.rows.map(([label, value]) => html`<tr><th scope="row">${label}</th><td>${value}</td></tr>`)}</tbody></table>
<details><summary>Exact operation data</summary><pre>${JSON.stringify(request.tx.operations[index], null, 2)}</pre></details>
</section>`,
)}
<p class="muted">${request.callback ? html`Afterwards you go to <code class="wrap">${request.callback}</code>.` : 'Afterwards this page shows the transaction id.'}</p>

<form id="sign-form" class="card" novalidate>
<label for="username">Sign as</label>
<input id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${request.signer ?? ''}"${request.signer ? html` readonly aria-describedby="signer-fixed"` : ''}>
${request.signer ? html`<p id="signer-fixed" class="muted">The link asks for @${request.signer} to sign.</p>` : ''}
<div id="keychain-choice" hidden>
<button type="button" id="keychain-sign" class="primary">Sign with Hive Keychain</button>
<p class="muted">or use a key below.</p>
</div>
<label for="sign-key">${keyLabel}</label>
<input id="sign-key" type="password" autocomplete="off" autocapitalize="none" spellcheck="false" aria-describedby="sign-key-help">
<p id="sign-key-help" class="muted">Used only inside this page to sign; it is never sent anywhere.</p>
<button type="submit" id="sign-submit" class="primary">Sign${request.noBroadcast ? '' : ' and broadcast'}</button>
</form>
<div id="status" class="status" role="status" aria-live="polite"></div>
<div id="error" class="error-box" role="alert" tabindex="-1" hidden></div>
<section id="done" class="card" aria-labelledby="done-title" hidden>
<h2 id="done-title" tabindex="-1">Done</h2>
<p>Transaction id: <code id="done-id" class="wrap"></code></p>
<p id="done-block" class="muted"></p>
</section>`,
  });
}
