import { ACCOUNT_NAME_PATTERN } from '../shared/accountName';
import { REDIRECT_URI_MAX } from './redirectUri';

/**
 * The message a user signs to prove their account (issue 27 §4), in the spirit of Ethereum's
 * EIP-4361 "Sign-In with Ethereum": on separate lines, what a careful user checks before signing.
 * The format is documented in docs/api.md ("The message you sign"); this module is its one home —
 * the service writes it, verifies it, and the rate limiter reads its account from it.
 *
 *     hivegate.example wants you to sign in with your Hive account:
 *     @alice
 *
 *     Sign in to @demo-app.
 *
 *     URI: https://hivegate.example
 *     Key role: posting
 *     App: @demo-app
 *     Grants: post for you: vote. Votes of at most 20 %.
 *     Returns to: https://app.example/callback
 *     Chain ID: beeab0de00000000000000000000000000000000000000000000000000000000
 *     Nonce: 3q2v…
 *     Issued At: 2026-11-25T10:00:00.000Z
 *     Expiration Time: 2026-11-25T10:05:00.000Z
 */
export interface SignInMessage {
  /** The service's host: the first thing the user checks. */
  domain: string;
  /** The account that signs; absent when the user's wallet chooses it (issue 27 §2). */
  account?: string;
  /** What signing does, in one sentence. */
  statement: string;
  /** The service's URL (its issuer). */
  uri: string;
  /** The authority the signature must meet; a higher role's key meets it too, as on the chain. */
  keyRole: 'posting';
  /** The app signed in to, when there is one. */
  app?: string;
  /** What the sign-in grants the app, in words (core/signIn/grantStatement.ts); sign-ins only. */
  grants?: string;
  /** Where the sign-in returns: the app's redirect_uri. */
  returnsTo?: string;
  /** The device's user code, for a device sign-in (RFC 8628). */
  deviceCode?: string;
  chainId: string;
  nonce: string;
  /** ISO 8601 UTC. */
  issuedAt: string;
  expiresAt: string;
}

/** The longest message the service writes: a redirect_uri at its longest and the other lines. */
export const SIGN_IN_MESSAGE_MAX = REDIRECT_URI_MAX + 1024;

/** Line 2 when the wallet chooses the account. */
const WALLET_CHOOSES = '(the account you choose in your wallet)';

/** The labelled lines, in order: the one list both `format` and `parse` follow. */
const FIELDS = [
  ['URI', 'uri'],
  ['Key role', 'keyRole'],
  ['App', 'app'],
  ['Grants', 'grants'],
  ['Returns to', 'returnsTo'],
  ['Device code', 'deviceCode'],
  ['Chain ID', 'chainId'],
  ['Nonce', 'nonce'],
  ['Issued At', 'issuedAt'],
  ['Expiration Time', 'expiresAt'],
] as const;

type Field = (typeof FIELDS)[number][1];
const OPTIONAL: ReadonlySet<Field> = new Set(['app', 'grants', 'returnsTo', 'deviceCode']);
const HEADER = ' wants you to sign in with your Hive account:';

export function formatSignInMessage(message: SignInMessage): string {
  const lines = [
    `${message.domain}${HEADER}`,
    message.account ? `@${message.account}` : WALLET_CHOOSES,
    '',
    message.statement,
    '',
  ];
  for (const [label, field] of FIELDS) {
    const value = field === 'app' && message.app ? `@${message.app}` : message[field];
    if (value !== undefined) lines.push(`${label}: ${value}`);
  }
  return lines.join('\n');
}

/**
 * The message `text` says, or undefined when it is not one in the format above (a line out of
 * place, a field missing, repeated or unknown). Strict: formatting the answer gives `text` back.
 */
export function parseSignInMessage(text: string): SignInMessage | undefined {
  const lines = text.split('\n');
  if (lines.length < 5 || !lines[0].endsWith(HEADER) || lines[2] !== '' || lines[4] !== '')
    return undefined;
  const account = lines[1] === WALLET_CHOOSES ? undefined : /^@(.+)$/.exec(lines[1])?.[1];
  if (lines[1] !== WALLET_CHOOSES && !(account && ACCOUNT_NAME_PATTERN.test(account)))
    return undefined;
  const values: Partial<Record<Field, string>> = {};
  let next = 0;
  for (const line of lines.slice(5)) {
    const at = FIELDS.findIndex(([label], i) => i >= next && line.startsWith(`${label}: `));
    if (at < 0) return undefined;
    const [label, field] = FIELDS[at];
    values[field] = line.slice(label.length + 2);
    next = at + 1;
  }
  if (FIELDS.some(([, field]) => values[field] === undefined && !OPTIONAL.has(field)))
    return undefined;
  if (values.keyRole !== 'posting') return undefined;
  const app = values.app === undefined ? undefined : /^@(.+)$/.exec(values.app)?.[1];
  if (values.app !== undefined && !app) return undefined;
  const message: SignInMessage = {
    domain: lines[0].slice(0, -HEADER.length),
    ...(account ? { account } : {}),
    statement: lines[3],
    uri: values.uri!,
    keyRole: 'posting',
    ...(app ? { app } : {}),
    ...(values.grants !== undefined ? { grants: values.grants } : {}),
    ...(values.returnsTo !== undefined ? { returnsTo: values.returnsTo } : {}),
    ...(values.deviceCode !== undefined ? { deviceCode: values.deviceCode } : {}),
    chainId: values.chainId!,
    nonce: values.nonce!,
    issuedAt: values.issuedAt!,
    expiresAt: values.expiresAt!,
  };
  return formatSignInMessage(message) === text ? message : undefined;
}
