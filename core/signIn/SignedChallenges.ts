import type { ChainAccount } from '../shared/account';
import { randomId } from '../shared/crypto';
import { isProof, keyAuthority, type KeyProof, type NotProved } from '../tokens/keyAuthority';
import { formatSignInMessage, parseSignInMessage, type SignInMessage } from './signInMessage';
import { signInTransaction, type SignedAs } from './signInTransaction';
import { Errors } from '../errors';
import { ChainUnavailable, type ChainClient } from '../ports/ChainClient';
import type { Clock } from '../ports/Clock';
import type { SignInStore } from '../ports/SignInStore';
import type { AppLoader } from '../apps/AppLoader';

/** What every message this service writes says of the service itself. */
export interface MessageSettings {
  /** The service's host (line 1 of the message). */
  domain: string;
  /** Its URL: the issuer. */
  uri: string;
  chainId: string;
  /** Seconds a challenge stays valid (TokenPolicy.challenge). */
  lifetime: number;
}

/*
 * What a message is kept for, so that only its own use takes it: a sign-in's is the app's account
 * name; the others start with `#`, which no account name does.
 */
/** Setting limits on an app (LimitsUseCase). */
export const limitsPurpose = (app: string) => `#limits:${app}`;
/** Showing and ending the user's sign-ins at /authorized-apps (SignInsUseCase). */
export const SIGN_INS_PURPOSE = '#sign-ins';

/** What a challenge is for: the part of the message the caller decides. */
export interface ChallengeFor extends Pick<
  SignInMessage,
  'statement' | 'account' | 'app' | 'grants' | 'returnsTo' | 'deviceCode'
> {
  /** Which use may take it: the app's account, or a purpose such as SIGN_INS_PURPOSE. */
  purpose: string;
}

/** A signature that proved an account: whose, by which authority, over which message. */
export interface ProvedAccount extends KeyProof {
  username: string;
  account: ChainAccount;
  message: SignInMessage;
  /** The records of `alsoLoad`, read with the account's (absent ones missing). */
  loaded: Map<string, ChainAccount>;
}

/**
 * The messages users sign to prove an account (issue 27 §2, §4) — every sign-in, limit change
 * and sign-in list. `issue` writes one (core/signIn/signInMessage.ts) and keeps it, single use;
 * `prove` checks a signed one strictly: the format, this service's domain, URL and chain, not
 * expired, known and unused (taken on first use even when the proof then fails), for this use;
 * then finds the account (named, or the one account holding the key when the wallet chose) and
 * checks the key is the account's own posting, active or owner key, meeting that authority alone:
 * delegated authority and the memo key never prove an account (core/tokens/keyAuthority.ts);
 * where the chain client can, two nodes read fresh must each find the key proving the same.
 */
export class SignedChallenges {
  constructor(
    private readonly signIns: SignInStore,
    private readonly apps: AppLoader,
    private readonly chain: ChainClient,
    private readonly clock: Clock,
    private readonly settings: MessageSettings,
  ) {}

  async issue(request: ChallengeFor): Promise<{ challenge: string; expires_in: number }> {
    const { purpose, ...said } = request;
    const now = this.clock.now();
    const expiresAt = now + this.settings.lifetime * 1000;
    const challenge = formatSignInMessage({
      domain: this.settings.domain,
      ...said,
      uri: this.settings.uri,
      keyRole: 'posting',
      chainId: this.settings.chainId,
      nonce: randomId(),
      issuedAt: new Date(now).toISOString(),
      expiresAt: new Date(expiresAt).toISOString(),
    });
    await this.signIns.saveChallenge({
      value: challenge,
      username: said.account ?? '',
      clientId: purpose,
      expiresAt,
    });
    return { challenge, expires_in: this.settings.lifetime };
  }

  async prove(
    text: string,
    signature: string,
    purpose: string,
    alsoLoad: readonly string[] = [],
    signedAs: SignedAs = 'message',
  ): Promise<ProvedAccount> {
    const message = this.ours(text);
    const stored = await this.signIns.takeChallenge(text);
    if (!stored || stored.expiresAt <= this.clock.now() || stored.clientId !== purpose)
      throw Errors.challengeNotValid();
    const key = this.recover(message, text, signature, signedAs);
    if (!key) throw Errors.signatureNotFromAccount(message.account ?? 'any account');
    const username = message.account ?? (await this.holderOf(key));
    const loaded = await this.apps.accounts([username, ...alsoLoad]);
    const account = loaded.get(username);
    if (!account) throw Errors.accountNotLoaded(username);
    const proof = keyAuthority(account, key);
    if (!isProof(proof)) throw notProved(username, proof);
    await this.corroborate(username, key, proof);
    return { ...proof, username, account, message, loaded };
  }

  /**
   * Two nodes must find the same: the key proves the same authority of the account on each
   * (issue 54 §6). One node's word would let any node in HIVE_NODES, or anyone on the path to an
   * http:// one, answer its own key for any account and sign in as it.
   */
  private async corroborate(username: string, key: string, proof: KeyProof): Promise<void> {
    if (!this.chain.accountFromTwoNodes) return;
    let records: readonly (ChainAccount | undefined)[];
    try {
      records = await this.chain.accountFromTwoNodes(username);
    } catch (error) {
      if (error instanceof ChainUnavailable) throw Errors.chainUnreachable();
      throw error;
    }
    for (const record of records) {
      const found = record && keyAuthority(record, key);
      if (!found || !isProof(found) || found.role !== proof.role)
        throw Errors.nodesDisagree(username);
    }
  }

  /** The key that signed the message, or its sign-in transaction (./signInTransaction.ts). */
  private recover(
    message: SignInMessage,
    text: string,
    signature: string,
    signedAs: SignedAs,
  ): string | undefined {
    if (signedAs === 'message') return this.chain.recoverPublicKey(text, signature);
    // The transaction names its account: a wallet-chosen sign-in names it in the challenge first.
    if (!message.account) throw Errors.transactionProofNeedsAccount();
    return this.chain.recoverTransactionKey(
      signInTransaction(text, message.account),
      this.settings.chainId,
      signature,
    );
  }

  /** The message `text` says, if this service wrote it for itself and it has not expired. */
  private ours(text: string): SignInMessage {
    const message = parseSignInMessage(text);
    if (!message) throw Errors.challengeNotValid();
    const { domain, uri, chainId } = this.settings;
    if (message.domain !== domain) throw Errors.messageForAnotherService('domain', message.domain);
    if (message.uri !== uri) throw Errors.messageForAnotherService('URL', message.uri);
    if (message.chainId !== chainId)
      throw Errors.messageForAnotherService('chain', message.chainId);
    if (!(Date.parse(message.expiresAt) > this.clock.now())) throw Errors.challengeNotValid();
    return message;
  }

  /** The one account whose authorities list `key` (the wallet chose it). */
  private async holderOf(key: string): Promise<string> {
    const holders = await this.apps.accountsWithKey(key);
    if (holders.length === 0) throw Errors.keyOfNoAccount();
    if (holders.length > 1) throw Errors.keySharedByAccounts(holders);
    return holders[0];
  }
}

function notProved(username: string, outcome: NotProved): Error {
  if (outcome.why === 'multisig')
    return Errors.multisigAccount(username, outcome.role, outcome.weight, outcome.threshold);
  return outcome.memoKey
    ? Errors.memoKeySigned(username)
    : Errors.signatureNotFromAccount(username);
}
