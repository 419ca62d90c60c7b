'use strict';
/*
 * The sign-link page. Fills hive-uri's placeholders (`__signer`, `__ref_block_num`,
 * `__ref_block_prefix`, `__expiration`) with the signer and a fresh reference block, signs in the
 * page (typed key or Keychain), broadcasts to the Hive node, then shows the transaction id. The
 * callback, with `{{sig}} {{id}} {{block}} {{txn}}` filled in, is followed by itself only when the
 * server found it registered by the link's app (data.automaticReturn); otherwise it is a link the
 * user may follow.
 */
(function () {
  const { data, $, run, status } = HG;
  const PLACEHOLDER = /__(ref_block_num|ref_block_prefix|expiration|signer)/g;
  const ROLES = {
    posting: ['posting', 'active', 'owner'],
    active: ['active', 'owner'],
    owner: ['owner'],
  };

  if (!data.noBroadcast) HG.whenKeychain(() => ($('keychain-choice').hidden = false));

  $('sign-form').addEventListener('submit', (event) => {
    event.preventDefault();
    run(async () => {
      const account = await signerAccount();
      const key = HG.keyFor(account, $('sign-key').value, ROLES[data.authority], 'sign-key');
      const block = await HG.referenceBlock();
      const tx = resolve(data.tx, account.name, {
        __ref_block_num: block.ref_block_num,
        __ref_block_prefix: block.ref_block_prefix,
        __expiration: block.expiration,
      });
      status('Signing…');
      const signed = HG.client.broadcast.sign(tx, key);
      $('sign-key').value = '';
      if (data.noBroadcast) {
        return finish({ sig: signed.signatures[0], id: dhive.cryptoUtils.generateTrxId(tx) });
      }
      status('Broadcasting…');
      const receipt = await HG.sendSigned(signed);
      finish({
        sig: signed.signatures[0],
        id: receipt.id,
        block: receipt.block_num,
        txn: receipt.trx_num,
      });
    });
  });

  $('keychain-sign').addEventListener('click', () => {
    run(async () => {
      const account = await signerAccount();
      // Keychain picks its own reference block; only the signer needs filling in.
      const operations = resolve({ operations: data.tx.operations }, account.name, {}).operations;
      status('Confirm in Hive Keychain…');
      const role = data.authority[0].toUpperCase() + data.authority.slice(1);
      const response = await HG.keychainCall('requestBroadcast', account.name, operations, role);
      const result = response.result || {};
      finish({ id: result.id || result.tx_id, block: result.block_num, txn: result.trx_num });
    });
  });

  async function signerAccount() {
    const name = HG.username('username');
    if (data.signer && name !== data.signer)
      throw HG.userError(`This link must be signed by @${data.signer}.`, 'username');
    status('Reading your account…');
    return HG.getAccount(name);
  }

  /** A copy of `value` with placeholders filled; a field that is exactly a number placeholder becomes the number. */
  function resolve(value, signer, block) {
    const context = Object.assign({ __signer: signer }, block);
    const walk = (v) => {
      if (typeof v === 'string') {
        if (Object.prototype.hasOwnProperty.call(context, v)) return context[v];
        return v.replace(PLACEHOLDER, (m) => (m in context ? String(context[m]) : m));
      }
      if (Array.isArray(v)) return v.map(walk);
      if (v && typeof v === 'object')
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
      return v;
    };
    return walk(value);
  }

  function finish(result) {
    const url =
      data.callback &&
      data.callback.replace(/\{\{(sig|id|block|txn)\}\}/g, (_, name) =>
        encodeURIComponent(result[name] === undefined ? '' : String(result[name])),
      );
    if (url && data.automaticReturn) {
      status('Done. Returning to the app…');
      location.assign(url);
      return;
    }
    status('');
    $('sign-form').hidden = true;
    $('done-id').textContent = result.id || '';
    $('done-block').textContent = result.block
      ? `Included in block ${result.block}.`
      : result.sig
        ? `Signature: ${result.sig}`
        : '';
    if (url) {
      $('done-destination').textContent = url;
      $('done-host').textContent = new URL(url).host;
      $('done-link').href = url;
      $('done-return').hidden = false;
    }
    $('done').hidden = false;
    $('done-title').focus();
  }
})();
