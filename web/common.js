'use strict';
/*
 * Shared by the sign-in, authorized-apps and sign pages (global `HG`). Loaded after dhive.js.
 * - Keys the user types stay in this page: they become a dhive PrivateKey, sign, and are never
 *   put in a request. The page talks to the Hive nodes from #page-data for accounts and
 *   broadcasts, and to our own /api/oauth2/* with challenges and signatures only.
 * - A typed key is checked against the account's authority before use, so a wrong key gives a
 *   clear message instead of a chain error.
 */
(function () {
  const data = JSON.parse(document.getElementById('page-data').textContent);
  const client = new dhive.Client(data.nodes, {
    chainId: data.chainId,
    addressPrefix: data.addressPrefix,
    timeout: 15000,
  });
  const WIF = /^5[1-9A-HJ-NP-Za-km-z]{50}$/;
  const ACCOUNT = /^[a-z][a-z0-9.-]{2,15}$/;

  function $(id) {
    return document.getElementById(id);
  }

  /**
   * A mistake the user can fix (a typo, a wrong key, Keychain declined): shown next to `field` when
   * given, never logged as a failure of the page.
   */
  function userError(message, field) {
    const error = new Error(message);
    error.user = true;
    if (field) error.field = field;
    return error;
  }

  /**
   * Shows an error: next to its field (aria-invalid, linked by aria-describedby, focused and
   * scrolled into view) when it names one that is on the page, else in the page's error box.
   */
  function showError(error) {
    const message =
      typeof error === 'string' ? error : error && error.message ? error.message : String(error);
    const input = error && error.field ? $(error.field) : null;
    status('');
    if (input && !input.closest('[hidden]')) return fieldError(input, message);
    const box = $('error');
    box.textContent = message;
    box.hidden = false;
    box.scrollIntoView({ block: 'nearest' });
    box.focus({ preventScroll: true });
  }

  function fieldError(input, message) {
    const id = `${input.id}-error`;
    let note = $(id);
    if (!note) {
      note = document.createElement('p');
      note.id = id;
      note.className = 'field-error';
      note.setAttribute('role', 'alert'); // announced once; then read with the field (aria-describedby)
      input.insertAdjacentElement('afterend', note);
    }
    note.textContent = message;
    input.setAttribute('aria-invalid', 'true');
    const described = (input.getAttribute('aria-describedby') || '').split(' ').filter(Boolean);
    if (!described.includes(id))
      input.setAttribute('aria-describedby', [id, ...described].join(' '));
    input.scrollIntoView({ block: 'center' });
    input.focus({ preventScroll: true });
  }

  function clearError() {
    $('error').hidden = true;
    $('error').textContent = '';
    for (const note of Array.from(document.querySelectorAll('.field-error'))) {
      const input = $(note.id.replace(/-error$/, ''));
      if (input) {
        input.removeAttribute('aria-invalid');
        const rest = (input.getAttribute('aria-describedby') || '')
          .split(' ')
          .filter((x) => x && x !== note.id);
        if (rest.length) input.setAttribute('aria-describedby', rest.join(' '));
        else input.removeAttribute('aria-describedby');
      }
      note.remove();
    }
  }

  function status(text) {
    $('status').textContent = text;
  }

  /**
   * The console hears only what is not the user's mistake: a node's refusal or a failure of the
   * page, as one line with its message (dhive's errors would print as a bare "VError").
   */
  function logFailure(error) {
    if (error && error.user) return;
    const name =
      error && error.name && error.name !== 'VError' && error.name !== 'Error'
        ? `${error.name}: `
        : '';
    console.error(`hivegate: ${name}${error && error.message ? error.message : String(error)}`);
  }

  /** Runs `task` with the page's buttons disabled; an error is shown, never swallowed. */
  async function run(task) {
    const buttons = Array.from(document.querySelectorAll('button'));
    buttons.forEach((b) => (b.disabled = true));
    clearError();
    try {
      await task();
    } catch (error) {
      logFailure(error);
      showError(error);
    } finally {
      buttons.forEach((b) => (b.disabled = false));
    }
  }

  function username(inputId) {
    const name = $(inputId).value.trim().toLowerCase().replace(/^@/, '');
    if (!ACCOUNT.test(name))
      throw userError('Enter a Hive username: 3 to 16 letters, digits, dots or dashes.', inputId);
    return name;
  }

  /** Every page names its account input #username: a name that is not on chain is that field's error. */
  async function getAccount(name, field = 'username') {
    const [account] = await client.database.getAccounts([name]);
    if (!account) throw userError(`The account @${name} does not exist.`, field);
    return account;
  }

  /**
   * The private key for `roles[0]` from a WIF or a master password. A WIF must be a key of one of
   * `roles` (an owner key can do what an active key can); a password derives the key of `roles[0]`.
   * `field` is the input it came from, where a mistake is shown.
   */
  function keyFor(account, secret, roles, field) {
    const text = secret.trim();
    if (!text) throw userError(`Enter your private ${roles[0]} key or master password.`, field);
    const key = WIF.test(text)
      ? dhive.PrivateKey.fromString(text)
      : dhive.PrivateKey.fromLogin(account.name, text, roles[0]);
    const pub = key.createPublic(data.addressPrefix).toString();
    const fits = roles.some((role) =>
      account[role].key_auths.some(([k, w]) => k === pub && w >= account[role].weight_threshold),
    );
    if (!fits) {
      const article = roles[0] === 'posting' ? 'a' : 'an';
      throw userError(
        WIF.test(text)
          ? `This is not ${article} ${roles[0]} key of @${account.name}.`
          : `This password does not give the ${roles[0]} key of @${account.name}.`,
        field,
      );
    }
    return key;
  }

  /** Hex signature of sha256(message): what Keychain's requestSignBuffer returns. */
  function signMessage(key, message) {
    return key.sign(dhive.cryptoUtils.sha256(message)).toString();
  }

  async function postJson(path, body) {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
    let answer = {};
    try {
      answer = await response.json();
    } catch (_) {
      answer = {
        error: 'server_error',
        error_description: `The service answered ${response.status}`,
      };
    }
    return { ok: response.ok, status: response.status, body: answer };
  }

  function keychain() {
    return window.hive_keychain || null;
  }

  /** A Keychain request as a promise: `method(...args, callback)`. */
  function keychainCall(method, ...args) {
    return new Promise((resolve, reject) => {
      keychain()[method](...args, (response) => {
        if (response && response.success) resolve(response);
        else
          reject(
            userError(
              (response && (response.message || response.error)) ||
                'Hive Keychain refused the request.',
            ),
          );
      });
    });
  }

  /** Keychain injects itself when the page loads; look again a moment later before deciding. */
  function whenKeychain(show) {
    if (keychain()) return show();
    setTimeout(() => keychain() && show(), 600);
  }

  function weightOf(authority, name) {
    const found = authority.account_auths.find(([n]) => n === name);
    return found ? found[1] : 0;
  }

  /**
   * `authority` with `name` added (at a weight that alone meets the threshold) or removed.
   * account_auths must be sorted by name, as the node stores them (a flat_map): the node signs
   * over its own serialization, so another order would make the signature invalid.
   */
  function changedAuthority(authority, name, add) {
    const others = authority.account_auths.filter(([n]) => n !== name);
    const auths = add ? [...others, [name, authority.weight_threshold]] : others;
    auths.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return {
      weight_threshold: authority.weight_threshold,
      account_auths: auths,
      key_auths: authority.key_auths,
    };
  }

  /** The account_update that changes one role's authority and nothing else. */
  function authorityUpdate(account, role, authority) {
    return [
      'account_update',
      {
        account: account.name,
        [role]: authority,
        memo_key: account.memo_key,
        json_metadata: account.json_metadata,
      },
    ];
  }

  /** TaPoS from the head block (ref_block_prefix is bytes 4–7 of its id, little-endian), expiring a minute after it. */
  async function referenceBlock() {
    const props = await client.database.getDynamicGlobalProperties();
    const id = props.head_block_id;
    const prefix = parseInt(
      id.slice(14, 16) + id.slice(12, 14) + id.slice(10, 12) + id.slice(8, 10),
      16,
    );
    const expiration = new Date(Date.parse(`${props.time}Z`) + 60_000).toISOString().slice(0, 19);
    return {
      ref_block_num: props.head_block_number & 0xffff,
      ref_block_prefix: prefix,
      expiration,
    };
  }

  /**
   * Sends a signed transaction and waits for its block: `{id, block_num, trx_num}`. Synchronous on
   * purpose: the page reads the account (or the service does) right after, and a sign link's
   * callback may ask for {{block}}. dhive's own send() does not wait and answers only the id.
   */
  function sendSigned(signed) {
    return client.call('condenser_api', 'broadcast_transaction_synchronous', [signed]);
  }

  /** Builds, signs and sends one transaction with `operations`. */
  async function broadcast(operations, key) {
    const tx = Object.assign(await referenceBlock(), { operations, extensions: [] });
    return sendSigned(client.broadcast.sign(tx, key));
  }

  function sleep(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  window.HG = {
    data,
    client,
    $,
    run,
    userError,
    showError,
    clearError,
    status,
    username,
    getAccount,
    keyFor,
    signMessage,
    postJson,
    keychain,
    keychainCall,
    whenKeychain,
    weightOf,
    changedAuthority,
    authorityUpdate,
    referenceBlock,
    sendSigned,
    broadcast,
    sleep,
  };
})();
