'use strict';
/*
 * The sign-in and consent page (GET /oauth2/authorize). Steps:
 * 1. the user names the account and signs with Keychain, a typed key (checked against the account)
 *    or HiveAuth (web/hiveauth.js: a phone wallet through the relay; the service checks its signature);
 * 2. when the app asks for posting and the account has not granted it, the grant step explains it
 *    and broadcasts an account_update (active key or Keychain) straight to the Hive node;
 * 3. challenge → signature → /api/oauth2/authorize, then go where the service says.
 */
(function () {
  const { data, $, run, status } = HG;

  HG.whenKeychain(() => {
    $('keychain-choice').hidden = false;
    if ($('grant-keychain-choice')) $('grant-keychain-choice').hidden = false;
  });

  $('signin').addEventListener('submit', (event) => {
    event.preventDefault();
    run(async () => {
      const name = HG.username('username');
      status('Reading your account…');
      const account = await HG.getAccount(name);
      const key = HG.keyFor(
        account,
        $('signin-key').value,
        ['posting', 'active', 'owner'],
        'signin-key',
      );
      await signIn(account, async (challenge) => HG.signMessage(key, challenge));
    });
  });

  $('keychain-signin').addEventListener('click', () => {
    run(async () => {
      const name = HG.username('username');
      status('Reading your account…');
      const account = await HG.getAccount(name);
      await signIn(account, async (challenge) => {
        status('Confirm in Hive Keychain…');
        const response = await HG.keychainCall('requestSignBuffer', name, challenge, 'Posting');
        return response.result;
      });
    });
  });

  const hiveAuthButton = $('hiveauth-signin');
  if (hiveAuthButton) hiveAuthButton.addEventListener('click', () => run(signInWithHiveAuth));

  /** Sign-in where the phone wallet signs the challenge (and, if needed and it can, broadcasts the grant). */
  async function signInWithHiveAuth() {
    const name = HG.username('username');
    status('Reading your account…');
    const account = await HG.getAccount(name);
    const session = HiveAuth.createSession({
      relay: data.hiveAuthRelay,
      account: name,
      app: { name: location.host, description: `Sign in to @${data.clientId}` },
      onWait: showHiveAuthWait,
      onReconnect: () => status('The connection to the HiveAuth relay dropped; reconnecting…'),
    });
    const cancel = $('hiveauth-cancel');
    const onCancel = () => session.cancel();
    cancel.addEventListener('click', onCancel);
    try {
      await signIn(
        account,
        async (challenge) => (await session.signChallenge(challenge)).signature,
        {
          broadcast: (keyType, ops) => session.broadcast(keyType, ops),
        },
      );
    } finally {
      clearInterval(showHiveAuthWait.timer);
      cancel.removeEventListener('click', onCancel);
      $('hiveauth').hidden = true;
      session.close();
    }
  }

  /** The QR code and link (first request) or a prompt (later ones), and the time left. */
  function showHiveAuthWait(wait) {
    const section = $('hiveauth');
    section.hidden = false;
    $('hiveauth-scan').hidden = !wait.link;
    if (wait.link) {
      const qr = qrcode(0, 'M');
      qr.addData(wait.link);
      qr.make();
      $('hiveauth-qr').src = qr.createDataURL(6, 4);
      $('hiveauth-link').href = wait.link;
    }
    $('hiveauth-cancel').disabled = false;
    $('hiveauth-title').focus();
    status(wait.link ? 'Waiting for your wallet app…' : 'Confirm in your wallet app…');
    const tick = () => {
      const left = Math.max(0, Math.round((wait.deadline - Date.now()) / 1000));
      $('hiveauth-time').textContent = `Time left: ${left} s`;
    };
    clearInterval(showHiveAuthWait.timer);
    tick();
    showHiveAuthWait.timer = setInterval(tick, 1000);
  }

  async function signIn(account, signChallenge, via = {}) {
    let granted = false;
    if (
      data.needsPosting &&
      HG.weightOf(account.posting, data.clientId) < account.posting.weight_threshold
    ) {
      await grantStep(account, via);
      granted = true;
    }
    for (let attempt = 1; ; attempt++) {
      status('Signing in…');
      const challenge = await HG.postJson('/api/oauth2/challenge', {
        username: account.name,
        client_id: data.clientId,
      });
      if (!challenge.ok)
        throw new Error(challenge.body.error_description || 'The sign-in could not start.');
      const signature = await signChallenge(challenge.body.challenge);
      const answer = await HG.postJson('/api/oauth2/authorize', {
        challenge: challenge.body.challenge,
        signature,
        client_id: data.clientId,
        redirect_uri: data.redirectUri,
        response_type: data.responseType,
        scope: data.scope.join(','),
        state: data.state,
        code_challenge: data.codeChallenge,
        code_challenge_method: data.codeChallengeMethod,
        response_mode: data.responseMode,
        nonce: data.nonce,
      });
      if (answer.ok) {
        status(`Signed in as @${answer.body.username}. Returning to the app…`);
        location.assign(answer.body.redirect_to);
        return;
      }
      const description = answer.body.error_description || 'The sign-in failed.';
      // The service reads accounts through a cache about one block long (~3 s), so right after the
      // grant it may still see the old authority. Wait for the next block and try again with a
      // fresh challenge (challenges are single use).
      if (granted && attempt < 3 && /has not granted/.test(description)) {
        status('Waiting for the grant to reach the service…');
        await HG.sleep(3500);
        continue;
      }
      throw new Error(description);
    }
  }

  /**
   * Shows the grant section and resolves once the grant is on chain. A failed attempt (wrong key,
   * Keychain refused) is shown and the user may try again; the outer task waits meanwhile.
   */
  function grantStep(account, via) {
    const section = $('grant');
    if ($('grant-hiveauth-choice')) $('grant-hiveauth-choice').hidden = !via.broadcast;
    const buttons = Array.from(section.querySelectorAll('button'));
    section.hidden = false;
    buttons.forEach((b) => (b.disabled = false));
    // On a phone the step opens below the fold: bring it, key field included, into view.
    section.scrollIntoView({ block: 'start' });
    $('grant-title').focus({ preventScroll: true });
    status('One more step: grant the app posting authority.');
    return new Promise((resolve) => {
      const listening = new AbortController();
      const attempt = (task) => {
        buttons.forEach((b) => (b.disabled = true));
        HG.clearError();
        task().then(
          () => {
            listening.abort();
            section.hidden = true;
            resolve();
          },
          (error) => {
            buttons.forEach((b) => (b.disabled = false));
            HG.showError(error);
          },
        );
      };
      $('grant-form').addEventListener(
        'submit',
        (event) => {
          event.preventDefault();
          attempt(async () => {
            const key = HG.keyFor(account, $('grant-key').value, ['active', 'owner'], 'grant-key');
            const op = HG.authorityUpdate(
              account,
              'posting',
              HG.changedAuthority(account.posting, data.clientId, true),
            );
            status('Broadcasting the grant…');
            await HG.broadcast([op], key);
            $('grant-key').value = '';
          });
        },
        { signal: listening.signal },
      );
      if (via.broadcast) {
        $('grant-hiveauth').addEventListener(
          'click',
          () => {
            attempt(async () => {
              const op = HG.authorityUpdate(
                account,
                'posting',
                HG.changedAuthority(account.posting, data.clientId, true),
              );
              status('Confirm the grant in your wallet app…');
              await via.broadcast('active', [op]);
            });
          },
          { signal: listening.signal },
        );
      }
      $('grant-keychain').addEventListener(
        'click',
        () => {
          attempt(async () => {
            status('Confirm in Hive Keychain…');
            await HG.keychainCall(
              'requestAddAccountAuthority',
              account.name,
              data.clientId,
              'Posting',
              account.posting.weight_threshold,
            );
          });
        },
        { signal: listening.signal },
      );
    });
  }
})();
