import type { SignLinkAnswer } from '../../../core/broadcast/SignLinkUseCase';
import type { SignRequest } from '../parse/signLink';
import type { ChainSettings } from './chainSettings';
import { describeOperation } from './describeOperation';
import { html, layout, type Html } from './html';
import { loadingNote, UNTIL_READY } from './untilReady';
import { walletChoice } from './walletSection';

/*
 * A sign link's page, rendered only after the whole link was checked: each operation in human
 * terms and as its exact JSON, where the browser goes afterwards, and the signing choices.
 * web/src/sign.ts fills the placeholders (signer, reference block, expiration), signs in the page and
 * broadcasts to the Hive node itself. It returns to the callback by itself only when the link's
 * app registered it (answer.automaticReturn); otherwise the destination is a link the user chooses.
 * The signer is fixed when the link or its operations name it (parse/signLink.ts), and the key
 * asked for is the least authority the operations need (issue 39 §3).
 */
export function renderSignPage({
  request,
  answer,
  chain,
}: {
  request: SignRequest;
  answer: SignLinkAnswer;
  chain: ChainSettings;
}): string {
  const described = request.tx.operations.map(describeOperation);
  const keyLabel = `Private ${request.authority} key or master password`;
  const title = described.length === 1 ? described[0].title : `Sign ${described.length} operations`;
  return layout({
    title: 'Sign a transaction',
    script: 'sign',
    data: {
      ...chain,
      tx: request.tx,
      signer: request.signer,
      authority: request.authority,
      callback: request.callback,
      automaticReturn: answer.automaticReturn,
      noBroadcast: request.noBroadcast,
    },
    body: html`${answer.app ? fromApp(answer.app) : ''}<h1 id="sign-title">${title}</h1>
<p>A link asks you to sign ${described.length === 1 ? 'this operation' : 'these operations'} with your <strong>${request.authority}</strong> key${request.noBroadcast ? ' (signed only: the signature goes back to the site, which may broadcast it)' : ' and broadcast it to Hive'}.
Check every line: once broadcast, it cannot be undone.</p>
${described.map(
  (d, index) => html`<section class="card" aria-labelledby="op-${index + 1}">
<h2 id="op-${index + 1}">${index + 1}. ${d.title}</h2>
${d.danger ? html`<p class="danger-warning" role="note"><strong>Warning:</strong> ${d.danger}</p>` : ''}
${d.warning ? html`<p class="warning" role="note">${d.warning}</p>` : ''}
<table><tbody>${d.rows.map(([label, value]) => html`<tr><th scope="row">${label}</th><td>${value}</td></tr>`)}</tbody></table>
<details><summary>Exact operation data</summary><pre>${JSON.stringify(request.tx.operations[index], null, 2)}</pre></details>
</section>`,
)}
<p class="muted">${afterwards(request, answer)}</p>

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
<button type="submit" id="sign-submit" class="primary"${UNTIL_READY}>Sign${request.noBroadcast ? '' : ' and broadcast'}</button>
<button type="button" id="sign-cancel"${UNTIL_READY}>Cancel</button>
${walletChoice()}
${loadingNote()}
<div id="status" class="status" role="status" aria-live="polite"></div>
<div id="error" class="error-box" role="alert" tabindex="-1" hidden></div>
</form>
<section id="done" class="card" aria-labelledby="done-title" hidden>
<h2 id="done-title" tabindex="-1">Done</h2>
<p id="done-id-line">Transaction id: <code id="done-id" class="wrap"></code></p>
<p id="done-block" class="muted"></p>
<p id="done-return" hidden>The site asked to see you back at <code id="done-destination" class="wrap"></code>.
<a id="done-link" href="/" rel="noopener noreferrer">Continue to <span id="done-host"></span></a></p>
<button type="button" id="done-back" hidden>Go back to where you came from</button>
</section>`,
  });
}

/** The app the link names, at the top of the page (its profile, unverified). */
function fromApp(app: { username: string; name?: string }): Html {
  return html`<p class="from-app">From <strong>${app.name ?? `@${app.username}`}</strong> <span class="muted">@${app.username}</span> <span class="badge warn">Unverified</span></p>
`;
}

/** The callback as a person reads it: each {{placeholder}} says what it will be. */
function readableCallback(callback: string): string {
  const WORDS: Record<string, string> = {
    sig: '[signature]',
    id: '[transaction id]',
    block: '[block number]',
    txn: '[position in block]',
  };
  return callback.replace(/\{\{(sig|id|block|txn)\}\}/g, (_, name: string) => WORDS[name]);
}

function afterwards(request: SignRequest, answer: SignLinkAnswer): Html | string {
  if (!request.callback) return 'Afterwards this page shows the transaction id.';
  if (answer.automaticReturn) {
    const app = answer.app!;
    return html`Afterwards you return to ${app.name ?? `@${app.username}`} (@${app.username}) at <code class="wrap">${readableCallback(request.callback)}</code>, an address it registered.`;
  }
  return html`Afterwards this page shows the transaction id and a link to <code class="wrap">${readableCallback(request.callback)}</code>; the link does not name an app that registered it, so you choose whether to follow it.`;
}
