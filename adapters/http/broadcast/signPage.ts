import type { SignLinkAnswer } from '../../../core/broadcast/SignLinkUseCase';
import type { SignRequest } from './parseSignLink';
import { words } from '../pages/i18n';
import type { ChainSettings } from '../pages/chainSettings';
import { describeOperation, type Shown } from '../../../web/i18n/words/describeOperation';
import { html, layout, type Html } from '../pages/html';
import { loadingNote, UNTIL_READY } from '../pages/untilReady';
import { walletChoice } from '../pages/walletSection';
import { vaultOffer, vaultPin, vaultRemember } from '../signIn/vaultSection';

/*
 * A sign link's page, rendered only after the whole link was checked: each operation in human
 * terms and as its exact JSON, where the browser goes afterwards, and the signing choices.
 * web/src/sign.ts fills the placeholders (signer, reference block, expiration), signs in the page and
 * broadcasts to the Hive node itself. It returns to the callback by itself only when the link's
 * app registered it (answer.automaticReturn); otherwise the destination is a link the user chooses.
 * The signer is fixed when the link or its operations name it (parse/signLink.ts), and the key
 * asked for is the least authority the operations need (issue 39 §3). A key kept on this device
 * signs through #vault-sign, and a typed one may be kept afterwards (issue 60: web/src/vault/keptFor.ts).
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
  const page = words();
  const { t } = page;
  const th = page.html.bind(page);
  const described = request.tx.operations.map((operation) => describeOperation(operation, page));
  const count = described.length;
  const title = count === 1 ? described[0].title : t('sign.titleMany', { count });
  const key = html`<strong>${t('sign.key', { role: request.authority })}</strong>`;
  return layout({
    title: t('sign.pageTitle'),
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
<p>${th(request.noBroadcast ? 'sign.asksSignOnly' : 'sign.asks', { count, key })}
${t('sign.checkEvery')}</p>
${described.map(
  (d, index) => html`<section class="card" aria-labelledby="op-${index + 1}">
<h2 id="op-${index + 1}">${index + 1}. ${d.title}</h2>
${d.danger ? html`<p class="danger-warning" role="note"><strong>${t('sign.warning')}</strong> ${d.danger}</p>` : ''}
${d.warning ? html`<p class="warning" role="note">${d.warning}</p>` : ''}
<table><tbody>${d.rows.map(([label, value]) => html`<tr><th scope="row">${shown(label)}</th><td>${shown(value)}</td></tr>`)}</tbody></table>
<details><summary>${t('sign.exactData')}</summary><pre>${JSON.stringify(request.tx.operations[index], null, 2)}</pre></details>
</section>`,
)}
<p class="muted">${afterwards(request, answer)}</p>

<form id="sign-form" class="card" novalidate>
<label for="username">${t('sign.signAs')}</label>
<input id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${request.signer ?? ''}"${request.signer ? html` readonly aria-describedby="signer-fixed"` : ''}>
${request.signer ? html`<p id="signer-fixed" class="muted">${th('sign.signerFixed', { user: `@${request.signer}` })}</p>` : ''}
<div id="keychain-choice" hidden>
<button type="button" id="keychain-sign" class="primary">${t('sign.keychain')}</button>
<p class="muted">${t('consent.grantOrKey')}</p>
</div>
<button type="button" id="vault-sign" class="primary" hidden>${t('vault.signKept')}</button>
${vaultPin('vault.signKept')}
<label for="sign-key">${t('sign.keyLabel', { role: request.authority })}</label>
<input id="sign-key" type="password" autocomplete="off" autocapitalize="none" spellcheck="false" aria-describedby="sign-key-help">
<p id="sign-key-help" class="muted">${t('consent.keyNeverSent')}</p>
${vaultRemember()}
<button type="submit" id="sign-submit" class="primary"${UNTIL_READY}>${t(request.noBroadcast ? 'sign.submitSignOnly' : 'sign.submit')}</button>
<button type="button" id="sign-cancel"${UNTIL_READY}>${t('sign.cancel')}</button>
${walletChoice()}
${loadingNote()}
<div id="status" class="status" role="status" aria-live="polite"></div>
<div id="error" class="error-box" role="alert" tabindex="-1" hidden></div>
</form>
${vaultOffer()}
<section id="done" class="card" aria-labelledby="done-title" hidden>
<h2 id="done-title" tabindex="-1">${t('sign.done')}</h2>
<p id="done-id-line">${th('sign.txId', { id: html`<code id="done-id" class="wrap"></code>` })}</p>
<p id="done-block" class="muted"></p>
<p id="done-kept" hidden></p>
<p id="done-return" hidden>${th('sign.doneReturn', { destination: html`<code id="done-destination" class="wrap"></code>` })}
<a id="done-link" href="/" rel="noopener noreferrer">${th('sign.continueTo', { host: html`<span id="done-host"></span>` })}</a></p>
<button type="button" id="done-back" hidden>${t('sign.goBack')}</button>
</section>`,
  });
}

/** A row's words as they are; a value (an account, an amount, a field's name) isolated and never translated. */
const shown = (row: Shown): Html | string =>
  'words' in row ? row.words : html`<bdi translate="no">${row.value}</bdi>`;

/** The app the link names, at the top of the page (its profile, unverified). */
function fromApp(app: { username: string; name?: string }): Html {
  const page = words();
  const { t } = page;
  const th = page.html.bind(page);
  const name = html`<strong>${app.name ?? `@${app.username}`}</strong>`;
  return html`<p class="from-app">${th('sign.fromApp', { app: name })} <span class="muted">@${app.username}</span> <span class="badge warn">${t('consent.unverified')}</span></p>
`;
}

/** The callback as a person reads it: each {{placeholder}} says what it will be. */
function readableCallback(callback: string): string {
  const { t } = words();
  return callback.replace(/\{\{(sig|id|block|txn)\}\}/g, (_, name: string) =>
    t('sign.callbackValue', { name }),
  );
}

function afterwards(request: SignRequest, answer: SignLinkAnswer): Html | string {
  const page = words();
  const { t } = page;
  const th = page.html.bind(page);
  if (!request.callback) return t('sign.afterShowsId');
  const url = html`<code class="wrap">${readableCallback(request.callback)}</code>`;
  if (answer.automaticReturn) {
    const app = answer.app!;
    return th('sign.afterReturn', {
      app: app.name ?? `@${app.username}`,
      user: `@${app.username}`,
      url,
    });
  }
  return th('sign.afterLink', { url });
}
