import type { Role } from '../chain';
import * as HG from '../common';
import { t } from '../i18n';
import { attemptStatus, waitBesideButton } from './attemptWait';
import type { Connect, Wallet, WalletHost, WalletId } from './wallet';

/*
 * The wallets a page offers beside Hive Keychain, HiveAuth and a typed key (issue 42):
 * - only the wallets present: PeakVault's extension (`window.peakvault`), MetaMask
 *   (`window.ethereum`, for the Hive snap), Ledger where the browser has WebUSB; and only where
 *   they can do what is asked (PURPOSES);
 * - in one compact list, the wallet last used on this browser first;
 * - each wallet's code loads only when it is chosen (`import()` of its own module, web/build.ts),
 *   so this file is all a page's first load carries of them.
 * Held by test/browser/wallets.spec.ts.
 */

declare const HIVEGATE_WALLET_URLS: Record<WalletId, string>;

declare global {
  interface Window {
    peakvault?: unknown;
    ethereum?: { isMetaMask?: boolean; request?: unknown };
  }
}

/** Each wallet's product name: never translated. */
export const WALLET_NAMES: Record<WalletId, string> = {
  peakvault: 'PeakVault',
  metamask: 'MetaMask',
  ledger: 'Ledger',
};

/** As a sign button names it: the MetaMask snap by its own name too. */
const SIGNER_NAMES: Record<WalletId, string> = {
  ...WALLET_NAMES,
  metamask: 'MetaMask (Hive Wallet snap)',
};

const ACTIONS = { signIn: 'wallet.signIn', sign: 'wallet.sign', grant: 'wallet.grant' } as const;

/** What a wallet's button does, in the page's words: "Sign in with Ledger" (issue 40). */
export function walletAction(id: WalletId, action: keyof typeof ACTIONS): string {
  return t(ACTIONS[action], { wallet: action === 'grant' ? WALLET_NAMES[id] : SIGNER_NAMES[id] });
}

const PRESENT: Record<WalletId, () => boolean> = {
  peakvault: () => Boolean(window.peakvault),
  metamask: () => Boolean(window.ethereum?.isMetaMask),
  ledger: () => 'usb' in navigator,
};

/**
 * What each wallet can do here: every one signs in (the MetaMask snap by its sign-in transaction,
 * web/src/wallets/metaMaskSnap.ts) and signs sign links.
 */
const PURPOSES: Record<WalletId, readonly Purpose[]> = {
  peakvault: ['signIn', 'sign'],
  metamask: ['signIn', 'sign'],
  ledger: ['signIn', 'sign'],
};

type Purpose = 'signIn' | 'sign';

const LAST_USED = 'hivegate.wallet';

/** The wallets present that can serve `purpose`, the one last used on this browser first. */
export function presentWallets(purpose: Purpose): WalletId[] {
  const last = localStorage.getItem(LAST_USED);
  const present = (Object.keys(PRESENT) as WalletId[]).filter(
    (id) => PURPOSES[id].includes(purpose) && PRESENT[id](),
  );
  return present.sort((a, b) => Number(b === last) - Number(a === last));
}

/** Remembered once a wallet has signed, to be offered first next time (a name only). */
export function rememberWallet(id: WalletId): void {
  localStorage.setItem(LAST_USED, id);
}

/** The id of a wallet's button: where its refusals are said. */
export const walletButton = (id: WalletId) => `wallet-${id}`;

/**
 * Fills `#wallet-list` with a button per wallet present (`purpose` names the words) and shows
 * `#wallet-choice`; `choose` runs when one is pressed. Extensions may inject themselves after the
 * page's script runs: the list is looked at again a moment later, and made again if one did.
 */
export function offerWallets(purpose: Purpose, choose: (id: WalletId) => void): void {
  let shown: string | undefined;
  const show = () => {
    const ids = presentWallets(purpose);
    const list = HG.maybeById('wallet-list');
    // Made again only when another wallet appeared: a button pressed meanwhile keeps its state
    // and the refusal said beside it (a page's first second, on a slow phone).
    if (!list || ids.join() === shown) return;
    shown = ids.join();
    list.replaceChildren(
      ...ids.map((id) => {
        const item = document.createElement('li');
        const button = document.createElement('button');
        button.type = 'button';
        button.id = walletButton(id);
        // The product's name, never translated; the accessible name says the action.
        const name = document.createElement('span');
        name.translate = false;
        name.textContent = WALLET_NAMES[id];
        button.append(name);
        button.setAttribute('aria-label', walletAction(id, purpose));
        button.addEventListener('click', () => choose(id));
        item.append(button);
        return item;
      }),
    );
    HG.byId('wallet-choice').hidden = ids.length === 0;
  };
  show();
  if (!window.peakvault) setTimeout(show, 600);
}

const loaded = new Map<WalletId, Promise<Wallet>>();

/** The wallet's module, loaded on first use, connected to this page. */
export function loadWallet(id: WalletId): Promise<Wallet> {
  let wallet = loaded.get(id);
  if (!wallet) {
    wallet = (import(HIVEGATE_WALLET_URLS[id]) as Promise<{ connect: Connect }>).then((module) =>
      module.connect(host(id)),
    );
    wallet.catch(() => loaded.delete(id));
    loaded.set(id, wallet);
  }
  return wallet;
}

function host(id: WalletId): WalletHost {
  const data = HG.pageData<HG.ChainData>();
  return {
    chainId: data.chainId,
    addressPrefix: data.addressPrefix,
    call: (method, params) => HG.hive().call(method, params),
    async ownKeys(account, roles) {
      const found = await HG.getAccount(account);
      return roles.flatMap((role: Role) =>
        found[role].key_auths
          .filter(([, weight]) => weight >= found[role].weight_threshold)
          .map(([key]) => ({ role, key })),
      );
    },
    refusal: (message) => new HG.UserError(message, walletButton(id)),
    status: attemptStatus,
    waiting: waitBesideButton,
    t,
  };
}
