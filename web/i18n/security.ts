/*
 * The sentences whose meaning keeps a user safe (issue 40 §4): what the app may do, what it can
 * never do, that a key never leaves the page, what granting authority means. Each translation
 * keeps a back-translation into English beside it, and the hash of the English it translated
 * (./catalogue.ts): test/i18n/catalogues.spec.ts fails when one of these changes in English and a
 * translation is not looked at again (`npm run i18n:check -- --hash` prints the new hashes).
 */
export const SECURITY_IDS = [
  'consent.keyNeverSent',
  'consent.published',
  'consent.grantNotYet',
  'consent.grantCannot',
  'consent.grantActive',
  'grant.loginOnly',
  'grant.neverFunds',
  'authorized.intro',
  'authorized.keysNeverSent',
  'authorized.role',
  'authorized.loses',
  'appLimits.endLoses',
  'signIns.endLoses',
  'signIns.unlisted',
  'register.intro',
  'register.secretHashHelp',
  'register.newSecretHelp',
  'reach.enforced',
  'reach.notEnforced',
  'reach.onChain',
  'reach.direct',
  'device.check',
  'home.keys',
  'consent.vaultAbout',
  'consent.vaultActive',
  'hiveauth.approveOnPhone',
  'op.memoUnencrypted',
  'op.danger.owner',
  'op.danger.active',
  'op.danger.posting',
  'op.danger.noKey',
  'op.danger.memoKey',
  'op.danger.yourAccount',
  'op.danger.recoveryAccount',
  'op.danger.requestRecovery',
  'op.danger.recover',
  'op.danger.withdrawRoute',
  'op.danger.declineVoting',
  'op.danger.unknown',
] as const;

export type SecurityId = (typeof SECURITY_IDS)[number];
