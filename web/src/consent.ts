import qrcode from 'qrcode-generator';
import { signMessage, type Account, type Operation } from './chain';
import * as HG from './common';
import { createSession, type Wait } from './hiveauth';
import { byId, maybeById, run, status } from './common';
import { limitChoice } from './limits';

/*
 * The sign-in and consent page (GET /oauth2/authorize, and GET /device?user_code= for a device:
 * then the signed challenge approves the device's request instead of returning to an app). Steps:
 * 1. the user names the account and signs with Keychain, a typed key (checked against the account)
 *    or HiveAuth (./hiveauth.ts: a phone wallet through the relay; the service checks its signature);
 * 2. when the app asks for posting and the account has not granted it, the grant step explains it
 *    and broadcasts an account_update (active key or Keychain) straight to the Hive node;
 * 3. challenge → signature → /api/oauth2/authorize, then go where the service says.
 */

interface ConsentData extends HG.ChainData {
  clientId: string;
  scope: string[];
  /** Set on /device: the code of the device's request this sign-in answers (RFC 8628). */
  userCode?: string;
  redirectUri?: string;
  responseType?: string;
  state?: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  responseMode?: string;
  nonce?: string;
  /** RFC 9396 limits as the service will grant them (issue 24); sent back as asked. */
  authorizationDetails?: unknown[];
  needsPosting: boolean;
}

interface Via {
  broadcast?: (keyType: string, ops: Operation[]) => Promise<unknown>;
}

const data = HG.pageData<ConsentData>();

/** With Keychain, Keychain is the one primary action and the text under the username says so. */
HG.whenKeychain(() => {
  byId('keychain-choice').hidden = false;
  byId('signin-submit').classList.remove('primary');
  byId('signin-next').textContent =
    'Then press Sign in with Hive Keychain and confirm in Keychain; or use a key below.';
  const grantChoice = maybeById('grant-keychain-choice');
  if (grantChoice) grantChoice.hidden = false;
});

byId('signin').addEventListener('submit', (event) => {
  event.preventDefault();
  void run(async () => {
    const name = HG.username('username');
    status('Reading your account…');
    const account = await HG.getAccount(name);
    const key = HG.keyFor(
      account,
      HG.inputValue('signin-key'),
      ['posting', 'active', 'owner'],
      'signin-key',
    );
    await signIn(account, (challenge) => signMessage(key, challenge));
  });
});

byId('keychain-signin').addEventListener('click', () => {
  void run(async () => {
    const name = HG.username('username');
    status('Reading your account…');
    const account = await HG.getAccount(name);
    await signIn(account, async (challenge) => {
      status('Confirm in Hive Keychain…');
      const response = await HG.keychainCall(
        'requestSignBuffer',
        [name, challenge, 'Posting'],
        'keychain-signin',
      );
      return String(response.result);
    });
  });
});

maybeById('hiveauth-signin')?.addEventListener('click', () => void run(signInWithHiveAuth));

let waitTimer: ReturnType<typeof setInterval> | undefined;

/** Sign-in where the phone wallet signs the challenge (and, if needed and it can, broadcasts the grant). */
async function signInWithHiveAuth(): Promise<void> {
  const name = HG.username('username');
  status('Reading your account…');
  const account = await HG.getAccount(name);
  const session = createSession({
    relay: data.hiveAuthRelay!,
    account: name,
    app: { name: location.host, description: `Sign in to @${data.clientId}` },
    onWait: showHiveAuthWait,
    onReconnect: () => status('The connection to the HiveAuth relay dropped; reconnecting…'),
  });
  const cancel = byId('hiveauth-cancel');
  const onCancel = () => session.cancel();
  cancel.addEventListener('click', onCancel);
  try {
    await signIn(account, async (challenge) => (await session.signChallenge(challenge)).signature, {
      broadcast: (keyType, ops) => session.broadcast(keyType, ops),
    });
  } finally {
    clearInterval(waitTimer);
    cancel.removeEventListener('click', onCancel);
    byId('hiveauth').hidden = true;
    byId('signin').hidden = false;
    session.close();
  }
}

/**
 * The QR code and link (first request) or a prompt (later ones), and the time left. While the
 * wallet is asked, the section takes the sign-in form's place.
 */
function showHiveAuthWait(wait: Wait): void {
  const section = byId('hiveauth');
  section.hidden = false;
  byId('signin').hidden = true;
  byId('hiveauth-scan').hidden = !wait.link;
  if (wait.link) {
    const qr = qrcode(0, 'M');
    qr.addData(wait.link);
    qr.make();
    // 4 modules of quiet zone, as the QR standard asks; 8 px per module keeps it sharp and large.
    byId<HTMLImageElement>('hiveauth-qr').src = qr.createDataURL(8, 8 * 4);
    byId<HTMLAnchorElement>('hiveauth-link').href = wait.link;
  }
  byId<HTMLButtonElement>('hiveauth-cancel').disabled = false;
  byId('hiveauth-title').focus();
  status(wait.link ? 'Waiting for your wallet app…' : 'Confirm in your wallet app…');
  const tick = () => {
    const left = Math.max(0, Math.round((wait.deadline - Date.now()) / 1000));
    byId('hiveauth-time').textContent = `Time left: ${left} s`;
  };
  clearInterval(waitTimer);
  tick();
  waitTimer = setInterval(tick, 1000);
}

async function signIn(
  account: Account,
  signChallenge: (challenge: string) => Promise<string>,
  via: Via = {},
): Promise<void> {
  const choice = limitChoice(); // a limit to fix is named before anything is signed
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
    const text = String(challenge.body.challenge);
    const signature = await signChallenge(text);
    const answer = data.userCode
      ? await HG.postJson('/api/oauth2/device/approve', {
          user_code: data.userCode,
          challenge: text,
          signature,
          limit_choice: choice,
        })
      : await HG.postJson('/api/oauth2/authorize', {
          challenge: text,
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
          authorization_details: data.authorizationDetails,
          limit_choice: choice,
        });
    if (answer.ok && data.userCode) {
      deviceApproved(String(answer.body.username));
      return;
    }
    if (answer.ok) {
      status(`Signed in as @${String(answer.body.username)}. Returning to the app…`);
      location.assign(String(answer.body.redirect_to));
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

/** The device's request is approved: nothing is left to do here (the device polls for its tokens). */
function deviceApproved(username: string): void {
  byId('signin').hidden = true;
  for (const form of document.querySelectorAll<HTMLElement>('form.deny')) form.hidden = true;
  status(
    `Signed in as @${username}. Go back to your device: it goes on by itself. You can close this page.`,
  );
}

/**
 * Shows the grant section and resolves once the grant is on chain. A failed attempt (wrong key,
 * Keychain refused) is shown and the user may try again; the outer task waits meanwhile.
 */
function grantStep(account: Account, via: Via): Promise<void> {
  const section = byId('grant');
  const hiveAuthChoice = maybeById('grant-hiveauth-choice');
  if (hiveAuthChoice) hiveAuthChoice.hidden = !via.broadcast;
  const buttons = Array.from(section.querySelectorAll('button'));
  section.hidden = false;
  buttons.forEach((b) => (b.disabled = false));
  // On a phone the step opens below the fold: bring it, key field included, into view.
  section.scrollIntoView({ block: 'start' });
  byId('grant-title').focus({ preventScroll: true });
  status('One more step: grant the app posting authority.');
  const grantOp = (): Operation =>
    HG.authorityUpdate(
      account,
      'posting',
      HG.changedAuthority(account.posting, data.clientId, true),
    );
  return new Promise((resolve) => {
    const listening = new AbortController();
    const attempt = (task: () => Promise<unknown>) => {
      buttons.forEach((b) => (b.disabled = true));
      HG.clearError();
      task().then(
        () => {
          listening.abort();
          section.hidden = true;
          resolve();
        },
        (error: unknown) => {
          buttons.forEach((b) => (b.disabled = false));
          HG.showError(error);
        },
      );
    };
    byId('grant-form').addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        attempt(async () => {
          const key = HG.keyFor(
            account,
            HG.inputValue('grant-key'),
            ['active', 'owner'],
            'grant-key',
          );
          status('Broadcasting the grant…');
          await HG.broadcast([grantOp()], key);
          byId<HTMLInputElement>('grant-key').value = '';
        });
      },
      { signal: listening.signal },
    );
    if (via.broadcast) {
      const broadcast = via.broadcast;
      byId('grant-hiveauth').addEventListener(
        'click',
        () => {
          attempt(async () => {
            status('Confirm the grant in your wallet app…');
            await broadcast('active', [grantOp()]);
          });
        },
        { signal: listening.signal },
      );
    }
    byId('grant-keychain').addEventListener(
      'click',
      () => {
        attempt(async () => {
          status('Confirm in Hive Keychain…');
          await HG.keychainCall(
            'requestAddAccountAuthority',
            [account.name, data.clientId, 'Posting', account.posting.weight_threshold],
            'grant-keychain',
          );
        });
      },
      { signal: listening.signal },
    );
  });
}

HG.ready();
