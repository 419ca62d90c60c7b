/*
 * The English catalogue: the source every other catalogue translates (issue 40 §3). ICU
 * MessageFormat; an account placeholder ({app}, {user}) is given with its "@". Every id here is
 * a `MessageId`: a catalogue that misses one, or a page that names one not here, fails
 * `npm run typecheck`. Sentences listed in ../security.ts carry a back-translation in every
 * other catalogue. How to change or add a language: docs/translating.md.
 */
export const en = {
  // The layout (adapters/http/pages/html.ts)
  'layout.skip': 'Skip to content',
  'layout.navLabel': 'Main',
  'layout.nav.home': 'Home',
  'layout.nav.apps': 'Apps',
  'layout.nav.authorizedApps': 'Authorized apps',
  'layout.language': 'Language',
  'layout.noScript': 'This page needs JavaScript, and this browser is not running it here.',
  'layout.withoutScript':
    'Reload the page. If that does not help, this browser may be blocking scripts: allow JavaScript for this site, or open this page on another device, such as your phone.',
  'layout.loading': 'Getting this page ready… the buttons work in a moment.',
  'layout.loadingLate': "Still not ready: this page's script has not started.",

  // Error pages (adapters/http/pages/errorPage.ts, pageErrors.ts)
  'error.title.invalid_request': 'This request is not valid',
  'error.title.unauthorized_client': 'This app is not registered',
  'error.title.not_found': 'Not found',
  'error.title.pageNotFound': 'Page not found',
  'error.title.unavailable': 'The Hive network is not reachable',
  'error.title.signLink': 'This sign link cannot be signed',
  'error.title.other': 'Something went wrong',
  'error.about.invalid_request': 'Something in the request is missing or wrong.',
  'error.about.unauthorized_client':
    'The app that sent you here is not registered for this address, so you cannot sign in to it here.',
  'error.about.not_found': 'There is nothing at this address.',
  'error.about.unavailable':
    'This service cannot reach the Hive network right now. Try again in a minute.',
  'error.about.other': 'The service could not answer this request.',
  'error.details': 'Details (in English)',
  'error.code': 'Error code: {code}',
  'error.home': 'Go to the home page',
  'error.fromApp': 'If an app sent you here, go back to it and try again, or tell its developers.',

  // Home (adapters/http/pages/homePage.ts)
  'home.title': 'Sign in with Hive',
  'home.intro':
    'hivegate lets apps sign you in with your Hive account, and publish, vote and follow for you once you allow them.',
  'home.keys':
    "Your keys stay in your browser: this service never sees them. You can take an app's access back at any time.",
  'home.people': 'For Hive users',
  'home.authorizedLink': 'See and remove the apps you authorized',
  'home.authorizedAbout': 'enter your username to list them.',
  'home.appsLink': 'Browse the app directory',
  'home.appsAbout': 'apps that use this service, ranked by daily users.',
  'home.startFromApp':
    'To sign in to an app, start from the app itself: it sends you here with its name and what it asks for.',
  'home.developers': 'For developers',
  'home.sdk':
    "Use {client}: it keeps the {sdk} SDK's method names, and its links and calls all go to this service. The {sdk} SDK's API calls work too, with {apiURL} set to {origin}, but its login and sign links go to hivesigner.com.",
  'home.endpoint.authorize': "The sign-in and consent page (the SDK's {call})",
  'home.endpoint.token': 'A code or refresh token and your {secret} for new tokens',
  'home.endpoint.revoke': 'Signs the user out: the token and its whole grant stop working',
  'home.endpoint.me': "The token's account",
  'home.endpoint.broadcast': 'Posting operations, signed by the service, as one transaction',
  'home.endpoint.apps': 'The app directory as JSON',
  'home.endpoint.sign': "Sign links for operations that need the user's active key (transfers)",
  'home.jwks': 'Tokens are JWTs signed with Ed25519; the public keys are at {url}.',
  'home.discovery': 'OpenID Connect discovery: {url}.',
  'home.appProfile':
    'An app is a Hive account whose {metadata} profile has {type}, its {uris} and the SHA-256 of its secret.',
  'home.register': 'Register an app',
  'home.registerWith': 'with its active key.',

  // The app directory (adapters/http/apps/appsPage.ts)
  'apps.building': 'The directory is being built. Please try again in a minute.',
  'apps.intro':
    'Apps that broadcast through this service, ranked by daily users over the last {days, plural, one {# day} other {# days}}.',
  'apps.updated': 'Updated {date}.',
  'apps.unverified':
    'Names and descriptions are published by each app account itself and are not verified.',
  'apps.own': 'Own an app? {link} with its active key.',
  'apps.featured': 'Featured',
  'apps.ranking': 'Ranking',
  'apps.none': 'No app has been used in this period.',
  'apps.allFeatured': 'Every app used in this period is featured above.',
  'apps.new': 'New',
  'apps.weaker': 'Weaker registration',
  'apps.notRegistered': 'Not registered',
  'apps.postingNote':
    "Its sign-in settings are in {field}: anyone who holds its posting authority can change where its users' sign-ins go. Its owner can register it with the active key: {link}.",
  'apps.noProfile':
    'No app profile in its {field}: nobody can sign in to it here until its owner registers it: {link}.',
  'apps.users': '{count, plural, one {# user} other {# users}}',
  'apps.requests': '{count, plural, one {# request} other {# requests}}',
  'apps.limitsEnforced':
    'Limits its users set here are enforced: only this service can use the posting authority they give it.',
  'apps.limitsNotEnforced':
    'Can sign for its users directly on the Hive blockchain, outside any limit they set here: its posting authority lists keys or accounts of its own.',

  // Device flow (adapters/http/devices/devicePage.ts)
  'device.title': 'Sign in on a device',
  'device.codeLabel': 'The code your device shows',
  'device.continue': 'Continue',
  'device.next': 'Next you see which app asks, and for what, before you sign anything.',
  'device.codeError':
    'This code is wrong, has expired or was already used. Check the code your device shows.',
  'device.deniedTitle': 'Device refused',
  'device.denied':
    'The device is refused at its next try; it gets no access to your account. You can close this page.',
  'device.code': 'Code {code}',
  'device.check':
    'Check that your device shows this same code. If you did not start this sign-in on a device of your own, deny it: someone may be trying to get into your account.',
  'device.deny': 'Deny this device',

  // Sign-out (signedOutPage.ts, confirmSignOutPage.ts)
  'signOut.doneTitle': 'Signed out',
  'signOut.done':
    '{user} is signed out of {app}: its access and refresh tokens from that sign-in no longer work.',
  'signOut.authority':
    'The app keeps the posting authority you gave it on chain, if any. To take that away too, remove it on this page:',
  'signOut.askTitle': 'Sign out?',
  'signOut.askHeading': 'Sign out of {app}?',
  'signOut.ask':
    'A page asks to sign {user} out of {app}. If you did not ask for this, stay signed in.',
  'signOut.confirm': 'Sign out of {app}',
  'signOut.stay': 'Stay signed in',

  // The consent page (adapters/http/signIn/consentPage.ts)
  'consent.heading': 'Sign in to {app}',
  'consent.headingDevice': 'Sign in to {app} on your device',
  'consent.account': 'Your Hive account',
  'consent.chooseAccount': 'Choose an account',
  'consent.rememberedAccounts': 'Accounts on this browser',
  'consent.username': 'Hive username',
  'consent.signWith': 'Then sign with your private posting key or master password below.',
  'consent.keychain': 'Sign in with Hive Keychain',
  'signin.limitsStillApply': 'Limits you set for this app still apply: {limits}',
  'signin.limitsContinue': 'Continue',
  'consent.or': 'or',
  'consent.keyLabel': 'Private posting key or master password',
  'consent.keyNeverSent': 'Used only inside this page to sign; it is never sent anywhere.',
  'consent.signIn': 'Sign in',
  'consent.cancel': 'Cancel and go back',
  'consent.returnsTo': 'After signing in you go back to {uri}.',
  'consent.deviceGoesOn':
    'After signing in, your device goes on by itself; nothing comes back to this page.',
  'consent.unverified': 'Unverified',
  'consent.published':
    'The name, description, picture and website are published by {app} itself; hivegate has not checked them.',
  'consent.mayDo': 'What {app} may do',
  'consent.profile': 'Read your public Hive profile: display name, picture and website.',
  'consent.offline': 'Stay signed in after you close the app (a refresh token).',
  'consent.grantTitle': 'Grant {app} posting authority',
  'consent.grantNotYet':
    "Your account does not yet allow {app} to act for you. Granting adds {app} to your account's posting authority on the Hive blockchain (an {op} transaction).",
  'consent.grantCannot': 'It cannot transfer funds or change keys.',
  'consent.grantActive':
    'This change needs your active key. It stays until you remove it on this page:',
  'consent.grantKeychain': 'Grant with Hive Keychain',
  'consent.grantOrKey': 'or use a key below.',
  'consent.activeKeyLabel': 'Private active key or master password',
  'consent.grantSubmit': 'Grant and continue',

  // Limits on the consent page (adapters/http/signIn/limitsFieldset.ts)
  'limits.adjust': 'Adjust limits',
  'limits.fixed': 'Your limits (fixed for this sign-in)',
  'limits.legend': 'Your limits on {app}',
  'limits.help':
    'You can lower what {app} may do, never raise it: what it may do, above, changes as you do. You can also end its access later on the Authorized apps page.',
  'limits.actions': 'Allowed actions',
  'limits.votes': 'Votes',
  'limits.voteWeight': 'Largest vote, in % (at most {max})',
  'limits.noDownvotes': 'No downvotes.',
  'limits.allowDownvotes': 'Allow downvotes',
  'limits.appMessages': 'Allowed app messages (custom_json)',
  'limits.perDayMax': 'Most actions a day (at most {max, number})',
  'limits.perDayNone': 'Most actions a day (empty: no limit)',
  'limits.endsAsAsked':
    'Access ends on {date}, as {app} asked: sooner than any end offered here. You can end it at any time on the Authorized apps page.',
  'limits.ends': 'Access ends',
  'limits.asAsked': '{date} (as {app} asked)',
  'limits.whenRemoved': 'When you remove it',
  'limits.inDays': '{days, plural, one {In # day} other {In # days}}',
  'limits.leaveOne': 'Leave at least one action allowed, or cancel the sign-in.',
  'limits.weightRange': 'Enter a vote weight between 0.01 and {max} %.',
  'limits.perDayWhole': 'Enter a whole number of actions, at least 1, or leave it empty.',
  'limits.perDayRange': 'Enter a whole number of actions between 1 and {max, number}.',

  // What a grant allows (web/i18n/words/grantWords.ts, limitWords.ts, limitsReachWords.ts)
  'grant.loginOnly': 'Learn your Hive username, to sign you in; it cannot act for you on Hive.',
  'grant.learnUsername': 'Learn your Hive username, to sign you in.',
  'grant.actFor': 'Act for you on Hive: {actions}.',
  'grant.neverFunds': 'It can never move your funds or change your keys.',
  'grant.allows.vote': 'vote on posts and comments',
  'grant.allows.comment': 'publish and edit posts and comments',
  'grant.allows.delete_comment': 'delete your posts and comments',
  'grant.allows.comment_options': 'set the payout options of your posts',
  'grant.allows.custom_json': 'send app messages (follow, reblog, communities, games)',
  'grant.allows.claim_reward_balance': 'claim your rewards',
  'grant.allows.account_update2': 'update your profile',
  'limit.only': 'Only these operations: {operations}.',
  'limit.votes': 'Votes of at most {percent} %.',
  'limit.votesNoDown': 'Votes of at most {percent} %, no downvotes.',
  'limit.noDown': 'No downvotes.',
  'limit.appMessagesOnly': 'App messages (custom_json) only of the kinds: {ids}.',
  'limit.noAppMessages': 'No app messages (custom_json).',
  'limit.perDay': '{count, plural, one {At most # action a day.} other {At most # actions a day.}}',
  'limit.until': 'Until {date}.',
  'limit.dateTime': '{date}, {time} UTC',
  'reach.enforced':
    'These limits are enforced: only this service can use the posting authority you give {app}, and it checks every action against them.',
  'reach.notEnforced':
    'These limits bind only what {app} does through this service. The posting authority of {app} also lists keys or accounts of its own, so {app} can sign for you directly on the Hive blockchain, outside any limit, for as long as you keep it in your posting authority.',
  'reach.onChain':
    'On the Hive blockchain, your posting authority lets whoever holds it publish, vote, follow, reblog and update your profile as you, with no limit of its own.',
  'reach.onlyThrough':
    '{app} can use it only through this service, which holds it to the limits you chose.',
  'reach.direct':
    '{app} holds keys or accounts that can use it directly, outside the limits you chose.',

  // HiveAuth (adapters/http/pages/hiveAuthSection.ts, web/src/hiveauth*.ts)
  'hiveauth.signIn': 'Sign in with HiveAuth (mobile wallet)',
  'hiveauth.approveOnPhone': 'Approve on your phone with a HiveAuth wallet; no key is typed here.',
  'hiveauth.title': 'Approve in your wallet app',
  'hiveauth.scan':
    'Scan this code with a HiveAuth wallet (such as Hive Keychain for mobile), or, on this phone, open the link.',
  'hiveauth.qrSignIn': 'QR code of the HiveAuth sign-in request',
  'hiveauth.qrRegistration': 'QR code of the HiveAuth registration request',
  'hiveauth.open': 'Open in the wallet app',
  'hiveauth.cancelSignIn': 'Cancel HiveAuth sign-in',
  'hiveauth.cancelRegistration': 'Cancel HiveAuth registration',
  'hiveauth.grant': 'Grant with HiveAuth',
  'hiveauth.grantHelp':
    'Your wallet app is asked to sign this change with your active key. If it cannot, grant with Hive Keychain or your active key below; the sign-in then continues in your wallet app.',
  'hiveauth.waiting': 'Waiting for your wallet app…',
  'hiveauth.confirm': 'Confirm in your wallet app…',
  'hiveauth.timeLeft': 'Time left: {seconds, number} s',
  'hiveauth.unreachable':
    'The HiveAuth relay could not be reached. Try again later, or sign in with Hive Keychain or a key.',
  'hiveauth.lost':
    'The connection to the HiveAuth relay was lost before your wallet answered. Please try again.',
  'hiveauth.relayError': 'The HiveAuth relay refused the request.',
  'hiveauth.expired': 'The HiveAuth request expired before your wallet answered. Please try again.',
  'hiveauth.rejected': 'You declined in your wallet.',
  'hiveauth.walletError': 'Your wallet could not sign the request.',
  'hiveauth.badAnswer': 'Your wallet sent an answer this page cannot use.',
  'hiveauth.cancelled': 'HiveAuth sign-in cancelled.',
  'hiveauth.reconnecting': 'The connection to the HiveAuth relay dropped; reconnecting…',

  // The consent page's script (web/src/consent.ts)
  'signin.keychainNext':
    'Then press Sign in with Hive Keychain and confirm in Keychain (leave the username empty to choose the account there); or use a key below.',
  'signin.reading': 'Reading your account…',
  'signin.confirmKeychain': 'Confirm in Hive Keychain…',
  'signin.chooseInKeychain': 'Choose your account and confirm in Hive Keychain…',
  'signin.signing': 'Signing in…',
  'signin.failed': 'The sign-in failed.',
  'signin.couldNotStart': 'The sign-in could not start.',
  'signin.waitGrant': 'Waiting for the grant to reach the service…',
  'signin.returning': 'Signed in as {user}. Returning to the app…',
  'signin.expected':
    '{app} expected you to sign in as {expected}. To sign in as {user} instead, sign in again.',
  'signin.forget': 'Forget',
  'signin.forgetLabel': 'Forget {user} on this browser',
  'signin.chosen': '{user} chosen.',
  'signin.forgotten': '{user} forgotten on this browser.',
  'signin.deviceDone':
    'Signed in as {user}. Go back to your device: it goes on by itself. You can close this page.',
  'signin.oneMoreStep': 'One more step: grant the app posting authority.',
  'signin.grantTyped':
    "{typed, select, password {The master password you typed to sign in also signs this change, kept in this page's memory for this sign-in only.} other {The key you typed to sign in also signs this change, kept in this page's memory for this sign-in only.}}",
  'signin.grantKept':
    "The active key kept on this device, which you unlocked to sign in, also signs this change; it stays in this page's memory for this sign-in only.",
  'signin.broadcastingGrant': 'Broadcasting the grant…',
  'signin.confirmGrantWallet': 'Confirm the grant in your wallet app…',
  'signin.hiveauthApp': 'Sign in to {app}',

  // Keys kept on this device (issue 60: adapters/http/signIn/vaultSection.ts, web/src/vault/)
  'consent.vaultRemember': 'Remember this key on this device',
  'consent.vaultTitle': 'Remember this key on this device?',
  'consent.vaultAbout':
    'Next time, sign in with one touch instead of typing it. The key is encrypted in this browser and never sent anywhere; only your passkey or your PIN unlocks it.',
  'consent.vaultActive':
    'This is your active key: whoever unlocks it can move your funds and change your account. Keep it here only if you sign such operations on this device.',
  'consent.vaultActiveTick': 'Keep my active key on this device',
  'consent.vaultPasskey': 'Remember with a passkey',
  'consent.vaultPinLabel': 'Or lock it with a PIN or password (at least 6 characters)',
  'consent.vaultPin': 'Remember with this PIN',
  'consent.vaultSkip': 'Not now',
  'consent.vaultUnlock': 'Unlock and sign in',
  'consent.noWallet':
    'No Hive wallet is installed in this browser. You can sign in with a passkey or a typed key here, or install one:',
  'consent.noWalletKeychain': 'Hive Keychain (for desktop browsers, and an app for phones)',
  'consent.noWalletHiveAuth': 'HiveAuth (phone wallets that sign for you)',
  'vault.signInPasskey': 'Sign in as {user} with your passkey',
  'vault.signInPin': 'Sign in as {user} with your PIN',
  'vault.signKept': 'Sign with the key kept on this device',
  'vault.forgetKey': 'Forget this key',
  'vault.keyLock':
    '{role, select, active {Active key} other {Posting key}} kept on this device, locked by {lock, select, passkey {your passkey} other {your PIN}}.',
  'vault.forgetRoleLabel':
    'Forget the {role, select, active {active} other {posting}} key kept for {user} on this device',
  'vault.forgetAll': 'Forget everything on this device',
  'vault.keyForgotten': 'The key kept for {user} is erased from this device.',
  'vault.allForgotten': 'Every account and key kept on this device is erased.',
  'vault.pinFor': 'PIN or password for {user}',
  'vault.pinForRole':
    'PIN or password of the {role, select, active {active} other {posting}} key kept for {user}',
  'vault.confirmPasskey': 'Confirm with your passkey…',
  'vault.keeping': 'Encrypting the key…',
  'vault.passkeyRefused':
    'Your passkey did not unlock the key, so nothing was decrypted. Try again, or type your key.',
  'vault.wrongPin': 'Wrong PIN. Tries left before the key is erased from this device: {n}.',
  'vault.erased':
    'The key kept for {user} is erased from this device (too many wrong PINs, or it was forgotten). Type your key to sign in.',
  'vault.rotated':
    'The key kept on this device for {user} is no longer a key of the account (it was changed), so it cannot sign. Press “Forget this key”, then type the new key.',
  'vault.pinShort': 'Choose a PIN or password of at least 6 characters.',
  'vault.activeNotTicked': 'Tick the box to keep an active key, or choose Not now.',
  'vault.noPrf': 'This passkey cannot lock a key in this browser. Choose a PIN instead.',
  'vault.kept': 'The key for {user} is kept on this device, locked by your passkey.',
  'vault.keptPin': 'The key for {user} is kept on this device, locked by your PIN.',
  'vault.activeHint':
    'You signed in with your active key. Your posting key is enough to sign in, and safer to use: use it next time.',

  // Words every page script shares (web/src/common.ts)
  'common.details': 'Details',
  'common.enterUsername': 'Enter a Hive username: 3 to 16 letters, digits, dots or dashes.',
  'common.noAccount': 'The account {user} does not exist.',
  'common.enterKey':
    '{role, select, posting {Enter your private posting key or master password.} active {Enter your private active key or master password.} other {Enter your private owner key or master password.}}',
  'common.wrongKey': 'Wrong password or key for {user}.',
  'common.notRoleKey':
    '{role, select, posting {This is not a posting key of {user}.} active {This is not an active key of {user}.} other {This is not an owner key of {user}.}}',
  'common.serviceAnswered': 'The service answered {status}',
  'common.keychainDeclined': 'You declined in Hive Keychain.',
  'common.keychainDidNotSign': 'Hive Keychain did not sign: {said}',
  // /authorized-apps (adapters/http/signIn/authorizedAppsPage.ts, web/src/authorizedApps.ts)
  'authorized.intro':
    'Apps and accounts you allowed to act for you on Hive. Removing one takes effect on the blockchain at once and for every service; tokens the app still holds stop working for anything your authority was needed for.',
  'authorized.username': 'Your Hive username',
  'authorized.show': 'Show authorized apps',
  'authorized.listTitle': 'Accounts with authority over {user}',
  'authorized.keys': 'Your keys',
  'authorized.keysNeverSent':
    'Used only inside this page to sign; never sent anywhere. They stay filled in while this page is open.',
  'authorized.keychainFound':
    'Hive Keychain was found: leave a field empty to confirm in Keychain instead.',
  'authorized.postingKey': 'Private posting key or master password',
  'authorized.postingKeyHelp':
    'Proves it is you: shows your sign-ins and the limits on each app, changes those limits, ends sign-ins.',
  'authorized.activeKey': 'Private active key or master password',
  'authorized.activeKeyHelp':
    'Changes your account on the blockchain: removes an app or account from your authorities below.',
  'authorized.role':
    '{role, select, posting {Posting authority: can publish, vote, follow and update your profile as you} active {Active authority: can also move your funds and change your authorities} other {Owner authority: has full control of your account}}',
  'authorized.none': 'No app or account holds authority over this account.',
  'authorized.alone': 'can act alone',
  'authorized.weight': 'weight {weight} of {threshold}',
  'authorized.remove': 'Remove',
  'authorized.removeLabel':
    '{role, select, posting {Remove {app} from your posting authority} active {Remove {app} from your active authority} other {Remove {app} from your owner authority}}',
  'authorized.confirmTitle':
    '{role, select, posting {Remove {app} from your posting authority?} active {Remove {app} from your active authority?} other {Remove {app} from your owner authority?}}',
  'authorized.loses':
    '{role, select, posting {{app} will no longer be able to publish, vote, follow or update your profile as you, on any site or service.} active {{app} will no longer be able to move your funds or change your authorities, on any site or service.} other {{app} will no longer be able to control your account, on any site or service.}} Tokens it holds stop working for that. You can grant it again later by signing in to it.',
  'authorized.removeApp': 'Remove {app}',
  'authorized.keep': 'Keep it',
  'authorized.removing': 'Removing {app}…',
  'authorized.removed':
    '{role, select, posting {{app} was removed from your posting authority.} active {{app} was removed from your active authority.} other {{app} was removed from your owner authority.}}',
  'authorized.limits': 'Limits',
  'authorized.limitsLabel': 'Set limits on {app}',

  // Limits on an app at /authorized-apps (web/src/appLimits.ts). {limit} is a limit.* sentence.
  'appLimits.title': 'Limits on {app}',
  'appLimits.onlyStricter':
    'Limits only ever get stricter: each value you enter must be lower than the one in force. Signing uses your posting key above, or Keychain.',
  'appLimits.voteWeight': 'Largest vote, in % (empty: unchanged)',
  'appLimits.voteWeightNow': 'Largest vote, in % (now at most {percent}; empty: unchanged)',
  'appLimits.noDownvotes': 'No downvotes',
  'appLimits.noDownvotesInForce': 'No downvotes (already in force)',
  'appLimits.perDay': 'Most actions a day (empty: unchanged)',
  'appLimits.perDayNow': 'Most actions a day (now at most {count}; empty: unchanged)',
  'appLimits.endNow': 'End its access now',
  'appLimits.save': 'Save limits',
  'appLimits.cancel': 'Cancel',
  'appLimits.keepAccess': 'Keep its access',
  'appLimits.none': 'No limits: it may do all its sign-in granted.',
  'appLimits.noSignIn':
    '{app} holds your posting authority without a sign-in here, so no limit on this page reaches what it does on the blockchain. Limits you set now hold for any sign-in to it here.',
  'appLimits.inForce': 'In force now: {limits}',
  'appLimits.inForceSince': 'In force now on your sign-in of {date}: {limits}',
  'appLimits.badWeight': 'Enter a vote weight between 0.01 and 100 %.',
  'appLimits.badPerDay': 'Enter a whole number of actions, at least 1.',
  'appLimits.notStricter':
    'Already in force: {limit} Limits only get stricter: enter less, or leave it empty.',
  'appLimits.chooseOne': 'Choose a limit to set, or Cancel.',
  'appLimits.endTitle': "End {app}'s access now?",
  'appLimits.endLoses':
    'Every sign-in of yours at {app} here ends at once: its tokens stop working, and it can no longer act for you through this service. {app} keeps your posting authority on the blockchain until you remove it above.',
  'appLimits.end': "End {app}'s access",
  'appLimits.notSaved': 'The limits could not be saved.',
  'appLimits.ended':
    "{app}'s access here ended: its sign-ins are over. It still holds your posting authority on the blockchain; remove it above if you do not use it.",
  'appLimits.operations': 'Actions it may take',
  'appLimits.leaveOne': 'Leave at least one action allowed, or end its access instead.',
  'appLimits.saved': 'Limits on {app} saved.',
  'appLimits.savedAny': 'Limits on {app} saved; they hold for any sign-in to it here: {limits}',

  // What each app did with the account, at /authorized-apps (web/src/activity.ts; issue 59).
  // {operations} are the grant.allows.* words; {why} is the network's own message, untranslated.
  'activity.title': 'What each app did with your account',
  'activity.intro':
    'Every transaction an app broadcast for you through this service, newest first, with where it stands on the blockchain.',
  'activity.none': 'No app has broadcast anything for you through this service yet.',
  'activity.totals':
    'Transactions in the last 24 hours: {day, number}; in the last 30 days: {month, number}.',
  'activity.row': '{when}: {operations}',
  'activity.status':
    '{status, select, sent {Sent, not yet in a block} included {In block {block}} irreversible {Final, in block {block}} expired {Expired: never included} refused {Refused by the network: {why}} other {{status}}}',
  'activity.byAppKey': 'Signed by the app itself, not through this service.',
  'activity.tx': 'Transaction {id} on a block explorer',
  'activity.more': 'Show older',
  'activity.reading': 'Reading what apps did…',
  'activity.csv': 'Download CSV',
  'activity.json': 'Download JSON',
  'activity.downloading': 'Preparing the download…',

  // Sign-ins at /authorized-apps (web/src/signIns.ts)
  'signIns.title': 'Your sign-ins here',
  'signIns.intro':
    'Every app you signed in to through this service, including those that only learnt who you are, with the limits in force on each. Ending one signs you out of it at once; the app is told. Showing them proves it is you: it signs with your posting key above, or Keychain.',
  'signIns.show': 'Show my sign-ins',
  'signIns.endTheSignIn': 'End the sign-in',
  'signIns.ended': 'The sign-in at {app} was ended.',
  'signIns.notRead': 'Your sign-ins could not be read.',
  'signIns.ending': 'Ending the sign-in…',
  'signIns.reading': 'Reading your sign-ins…',
  'signIns.none': 'You have no sign-in through this service.',
  'signIns.unlisted':
    '{count, plural, one {{apps} holds your posting authority but has no sign-in here: it can post for you on Hive, and nothing on this page limits it. If you do not use it, remove it above.} other {{apps} hold your posting authority but have no sign-in here: they can post for you on Hive, and nothing on this page limits them. If you do not use them, remove them above.}}',
  'signIns.row':
    '{kind, select, posting {{app}: may act for you, since {since}, last used {used}} other {{app}: sign-in only, since {since}, last used {used}}}',
  'signIns.rowNamed':
    '{kind, select, posting {{app} ({name}): may act for you, since {since}, last used {used}} other {{app} ({name}): sign-in only, since {since}, last used {used}}}',
  'signIns.limits': 'Limits: {limits}',
  'signIns.madeWith': 'Signed with {wallet}; device: {device}',
  'signIns.madeWithWallet': 'Signed with {wallet}',
  'signIns.typedKey': 'a typed key',
  'signIns.keptKey':
    'a key kept on this device, unlocked by {lock, select, passkey {a passkey} other {a PIN}}',
  'signIns.noEnd':
    '{kind, select, posting {No end date: its current tokens last until {date}, and the app can renew them.} other {No end date: its current tokens last until {date}.}}',
  'signIns.end': 'End',
  'signIns.endLabel': 'End the sign-in at {app} since {since}',
  'signIns.endTitle': 'End the sign-in at {app}?',
  'signIns.endLoses':
    '{kind, select, posting {{app} is signed out at once: its tokens stop working, and it can no longer act for you through this service. It keeps your posting authority on the blockchain until you remove it above.} other {{app} is signed out at once: its tokens stop working, and it is told.}}',

  // Registering an app (adapters/http/apps/registerAppPage.ts, web/src/registerApp.ts). {field}
  // and {op} are code (json_metadata, account_update2), never translated.
  'register.title': 'Register an app',
  'register.intro':
    "An app is a Hive account whose {field} profile says where its users' sign-ins go. Only the account's active key can change {field}: accounts holding its posting authority (this service, apps it signed in to) cannot. Registering writes the profile there, in one {op} transaction signed in this page.",
  'register.accountTitle': "The app's account",
  'register.username': 'App account (Hive username)',
  'register.usernameHelp':
    "Read its current profile to start from it: an app registered HiveSigner's way (in {field}) is copied over.",
  'register.readProfile': 'Read its current profile',
  'register.whereTitle': 'Where sign-ins go',
  'register.readFrom': 'Read from {field} only.',
  'register.redirects': 'Redirect URIs, one per line',
  'register.redirectsHelp': 'Matched exactly; a loopback one ({example}) matches any port.',
  'register.authMethod': 'How the app proves it is the app',
  'register.method.basic': 'Client secret, HTTP Basic',
  'register.method.post': 'Client secret, in the body',
  'register.method.none': 'No secret (public client)',
  'register.authMethodHelp':
    'An app with a server keeps a client secret there. A page or a phone app cannot keep one: it is a public client and proves itself with PKCE alone.',
  'register.secretHash': 'SHA-256 of the client secret (64 hex characters)',
  'register.secretHashHelp':
    'The profile publishes only this hash, and anyone can read it: a secret must hold at least {minBits} random bits, or it can be guessed offline. Make one here ({bits} bits) or with {command}.',
  'register.makeSecret': 'Make a new client secret',
  'register.newSecret': 'Your new client secret',
  'register.newSecretHelp':
    "Copy it to your app's server now: it is shown once, and neither this page nor the chain keeps it.",
  'register.logoutUri': 'Back-channel logout URI (optional)',
  'register.logoutUriHelp': "Told when a user's sign-in ends (OpenID Connect Back-Channel Logout).",
  'register.postLogoutUris': 'Post-logout redirect URIs, one per line (optional)',
  'register.idTokenAlg': 'Signature of the id_token',
  'register.defaultAlg': '{alg} (the default)',
  'register.displayTitle': 'What users see',
  'register.displayHelp': 'Shown on the sign-in page and in the directory, marked as unverified.',
  'register.name': 'Name',
  'register.about': 'About',
  'register.website': 'Website',
  'register.picture': 'Picture (an https URL)',
  'register.signTitle': 'Sign with the active key',
  'register.keychain': 'Register with Hive Keychain',
  'register.hiveAuth': 'Register with HiveAuth (mobile wallet)',
  'register.activeKey': 'Private active key or master password of the app account',
  'register.submit': 'Register with the active key',
  'register.postingNote':
    "For its users' posts and votes to go through this service, the app's posting authority must also list this service's account.",
  'register.secretMade':
    "A new client secret was made. Copy it to your app's server before you register.",
  'register.reading': 'Reading the account…',
  'register.noProfile': '{app} has no app profile yet: fill in the form.',
  'register.readActive': "Read {app}'s app profile from {field}.",
  'register.readPosting':
    "Read {app}'s app profile from {posting} (HiveSigner's way): registering writes it to {field}.",
  'register.broadcasting': 'Broadcasting the registration…',
  'register.hiveAuthAbout': 'Register the app {app}',
  'register.needRedirect': 'Enter at least one redirect URI.',
  'register.badHash':
    'Enter the SHA-256 of the client secret as 64 hex characters, or make a new client secret.',
  'register.notUrl': '“{url}” is not an absolute URL (like https://app.example/callback).',
  'register.fragment': '“{url}” may not have a #fragment.',
  'register.done':
    "Registered: {app}'s app profile is in its {field}. Sign-ins use it within seconds.",
  'register.doneTx':
    "Registered: {app}'s app profile is in its {field} (transaction {tx}). Sign-ins use it within seconds.",
  'register.addService':
    'Let {service} broadcast for the app: add it to the posting authority of the app account in this same step',
  'register.serviceAdded':
    '{service} is now in the posting authority of {app}: broadcasts for its users go through this service.',
  'register.serviceAlready':
    '{service} was already in the posting authority of {app}: nothing to change there.',
  'register.serviceMissing':
    '{service} is not in the posting authority of {app}: this service refuses its broadcasts until it is.',
  'register.nextTitle': 'What comes next',
  'register.clientId': "The app's {field}",
  'register.signInUrl': 'A sign-in URL to send users to',
  'register.tokenExchange': 'The token exchange, on your server',
  'register.copy': 'Copy',
  'register.copied': 'Copied',

  // The other wallets (issue 42: adapters/http/pages/walletSection.ts, web/src/wallets/). A
  // {wallet} is a product name (PeakVault, MetaMask, Ledger), never translated.
  'wallet.other': 'Other wallets:',
  'wallet.otherAuthorized': 'Or sign with another wallet (leave a key field empty):',
  'wallet.signIn': 'Sign in with {wallet}',
  'wallet.sign': 'Sign with {wallet}',
  'wallet.grant': 'Grant with {wallet}',
  'wallet.grantYours': 'Grant with your wallet',
  'wallet.grantHelp': 'Your wallet is asked to sign this change with your active key.',
  'wallet.opening': 'Opening {wallet}…',
  'wallet.cancel': 'Cancel',
  'wallet.emptyFields': 'Empty key fields now sign with {wallet}.',
  'wallet.broadcasting': 'Broadcasting…',
  'wallet.noAccount':
    '{wallet} holds no key of a Hive account. Type your username, or add your account to it.',
  'wallet.severalAccounts': '{wallet} holds keys of {accounts}: type the one to use.',
  'peakvault.notInstalled': 'PeakVault is not installed in this browser (or it is turned off).',
  'peakvault.confirm': 'Confirm in PeakVault (as {user})…',
  'peakvault.declined': 'You declined in PeakVault.',
  'peakvault.failed': 'PeakVault did not sign: {said}',
  'peakvault.wrongAccount':
    'PeakVault signed with a key that is not a posting, active or owner key of {user}. Choose {user} in PeakVault, or add its key there.',
  'metamask.notInstalled':
    'MetaMask is not available here, or it cannot run snaps. Install MetaMask, or choose another way to sign.',
  'metamask.connect': 'Allow the Hive Wallet snap in MetaMask…',
  'metamask.confirm': 'Confirm in MetaMask (as {user})…',
  'metamask.declined': 'You declined in MetaMask.',
  'metamask.failed': 'MetaMask did not sign: {said}',
  'metamask.wrongAccount':
    '{role, select, posting {The Hive Wallet snap in MetaMask holds no posting key of {user}.} active {The Hive Wallet snap in MetaMask holds no active key of {user}.} other {The Hive Wallet snap in MetaMask holds no owner key of {user}.}} Sign with another wallet, or as the account the snap holds.',
  'metamask.noMessages':
    'The Hive Wallet snap signs transactions only, not this message: choose another wallet or type your key.',
  'ledger.noWebUsb':
    'This browser cannot reach a Ledger (it has no WebUSB). Try Chrome, Edge or Brave.',
  'ledger.connect':
    'Connect your Ledger by USB, unlock it, open the Hive app, and choose the device…',
  'ledger.noDevice':
    'No Ledger was chosen. Connect it by USB, unlock it, open the Hive app, and choose it in the list the browser shows.',
  'ledger.appNotOpen': 'Open the Hive app on your Ledger, then try again.',
  'ledger.locked': 'Unlock your Ledger, open the Hive app, then try again.',
  'ledger.hashSigningOff':
    "Turn on hash signing in the Hive app's settings on your Ledger (the sign-in is signed as a hash), then try again.",
  'ledger.reading': 'Reading the keys on your Ledger…',
  'ledger.confirmSignIn': 'Check the sign-in on your Ledger and confirm it there (as {user})…',
  'ledger.confirmTransaction':
    'Check the transaction on your Ledger and confirm it there (as {user})…',
  'ledger.declined': 'You declined on your Ledger.',
  'ledger.cancelled': 'You cancelled the Ledger attempt. Nothing was signed.',
  'ledger.failed': 'Your Ledger did not sign: {said}',
  'ledger.wrongAccount':
    '{role, select, posting {This Ledger holds no posting, active or owner key of {user}} active {This Ledger holds no active or owner key of {user}} other {This Ledger holds no owner key of {user}}} (looked at Hive accounts 1 to {accounts, number}). Connect the Ledger that holds it, or sign as the account it holds.',
  // The sign page (adapters/http/broadcast/signPage.ts). {key} is sign.key, {url} the callback.
  'sign.pageTitle': 'Sign a transaction',
  'sign.titleMany': 'Sign {count, plural, one {# operation} other {# operations}}',
  'sign.key': '{role, select, posting {posting key} active {active key} other {owner key}}',
  'sign.asks':
    '{count, plural, one {A link asks you to sign this operation with your {key} and broadcast it to Hive.} other {A link asks you to sign these operations with your {key} and broadcast them to Hive.}}',
  'sign.asksSignOnly':
    '{count, plural, one {A link asks you to sign this operation with your {key} (signed only: the signature goes back to the site, which may broadcast it).} other {A link asks you to sign these operations with your {key} (signed only: the signature goes back to the site, which may broadcast it).}}',
  'sign.checkEvery': 'Check every line: once broadcast, it cannot be undone.',
  'sign.warning': 'Warning:',
  'sign.exactData': 'Exact operation data',
  'sign.signAs': 'Sign as',
  'sign.signerFixed': 'The link asks for {user} to sign.',
  'sign.keychain': 'Sign with Hive Keychain',
  'sign.keyLabel':
    '{role, select, posting {Private posting key or master password} active {Private active key or master password} other {Private owner key or master password}}',
  'sign.submit': 'Sign and broadcast',
  'sign.submitSignOnly': 'Sign',
  'sign.cancel': 'Cancel',
  'sign.done': 'Done',
  'sign.txId': 'Transaction id: {id}',
  'sign.doneReturn': 'The site asked to see you back at {destination}.',
  'sign.continueTo': 'Continue to {host}',
  'sign.goBack': 'Go back to where you came from',
  'sign.fromApp': 'From {app}',
  'sign.callbackValue':
    '{name, select, sig {[signature]} id {[transaction id]} block {[block number]} other {[position in block]}}',
  'sign.afterShowsId': 'Afterwards this page shows the transaction id.',
  'sign.afterReturn': 'Afterwards you return to {app} ({user}) at {url}, an address it registered.',
  'sign.afterLink':
    'Afterwards this page shows the transaction id and a link to {url}; the link does not name an app that registered it, so you choose whether to follow it.',
  // The network's refusals on the sign page (core/broadcast/chainRefusal.ts, web/src/sign.ts)
  'refusal.authority':
    "{user} cannot sign this with that key: it needs {user}'s {role, select, posting {posting authority} active {active authority} other {owner authority}}.",
  'refusal.authorityFor':
    "{signer} cannot sign this as {actor}: it acts for {actor}, and only {actor}'s {role, select, posting {posting authority} active {active authority} other {owner authority}} (or an account it lists) can sign it.",
  'refusal.noPost': 'The post {post} does not exist (or no longer does).',
  'refusal.noPostNamed': 'The post it names does not exist.',
  'refusal.funds': '{user} does not have enough funds for this.',
  'refusal.rc':
    '{user} does not have enough resource credits (RC) right now: wait for them to recharge, or power up HIVE.',
  'refusal.other': 'The Hive network refused this transaction; nothing was done.',
  // The sign page's script (web/src/sign.ts)
  'sign.signing': 'Signing…',
  'sign.cancelledReturning': 'Cancelled. Returning to the app…',
  'sign.nothingDone': 'Nothing was signed or sent, and the site was told nothing.',
  'sign.cancelled': 'Cancelled',
  'sign.mustSigner': 'This link must be signed by {user}.',
  'sign.doneReturning': 'Done. Returning to the app…',
  'sign.signedOnly': 'Signed, not broadcast',
  'sign.doneSignedOnly': 'Done: signed, not broadcast',
  'sign.signedBroadcast': 'Signed and broadcast',
  'sign.doneBroadcast': 'Done: signed and broadcast',
  'sign.inBlock': 'Included in block {block}.',
  'sign.signature': 'Signature: {sig}',
  // Each operation in plain words on the sign page (web/i18n/words/operationDescriptions.ts,
  // operationWords.ts, operationDangers.ts, describeOperation.ts).
  // Server only (web/build.ts leaves `op.*` out of the page scripts). {amount} is "1.000 HIVE",
  // {percent} a number already in your language, accounts come with their "@".
  'op.you': 'you (the account that signs)',
  'op.noMemo': '(no memo)',
  'op.none': '(none)',
  'op.percent': '{percent}%',
  'op.memoUnencrypted':
    'The memo starts with "#", which asks for encryption, but this page does not encrypt memos: it would be published as written.',
  'op.row.voter': 'Voter',
  'op.row.post': 'Post',
  'op.row.weight': 'Weight',
  'op.row.account': 'Account',
  'op.row.amount': 'Amount',
  'op.row.from': 'From',
  'op.row.to': 'To',
  'op.row.memo': 'Memo',
  'op.row.shares': 'Shares',
  'op.row.witness': 'Witness',
  'op.row.proxy': 'Proxy',
  'op.title.vote': 'Vote {percent}% on {post}',
  'op.title.claim': 'Claim rewards',
  'op.title.transfer': 'Send {amount} to {to}',
  'op.title.recurrent':
    'Send {amount} to {to} every {hours, plural, one {# hour} other {# hours}}, {times, plural, one {# time} other {# times}}',
  'op.title.powerUp': 'Power up {amount}',
  'op.title.powerDown': 'Power down {amount}',
  'op.title.delegate': 'Delegate {amount} to {to}',
  'op.title.toSavings': 'Move {amount} to savings',
  'op.title.fromSavings': 'Withdraw {amount} from savings (arrives after 3 days)',
  'op.title.witnessVote': 'Vote for witness {witness}',
  'op.title.witnessUnvote': 'Remove your vote for witness {witness}',
  'op.title.proxy': 'Let {proxy} vote for witnesses for you',
  'op.title.proxyClear': 'Clear your witness voting proxy',
  'op.title.other': 'Operation {name}',
  'op.danger.owner':
    'This replaces your owner authority with {holders}; whoever holds it owns your account: they can change every key and lock you out.',
  'op.danger.active':
    'This replaces your active authority with {holders}; whoever holds it can move your funds and change your other keys.',
  'op.danger.posting':
    'This replaces your posting authority with {holders}; whoever holds it can post, vote and follow as you.',
  'op.danger.noKey': 'no key at all',
  'op.danger.memoKey':
    'Your memo key becomes {key}: whoever holds it can read your encrypted memos.',
  'op.danger.yourAccount': 'your account',
  'op.danger.recoveryAccount':
    'This makes {recovery} the recovery account of {account} after 30 days: only {recovery} can then help you get the account back if your owner key is stolen.',
  'op.danger.requestRecovery':
    'This lets {account} be taken over with a new owner authority ({holders}); whoever holds it owns the account.',
  'op.danger.recover':
    'This replaces the owner authority of {account} with {holders}; whoever holds it owns the account.',
  'op.danger.withdrawRoute': 'From now on, {percent}% of what {account} powers down goes to {to}.',
  'op.danger.declineVoting':
    'This gives up your governance votes (witnesses and proposals) for good: it cannot be undone.',
  'op.danger.unknown':
    'This operation can change who controls your account. Continue only if you asked for exactly this.',
} as const;

/** An id of the catalogue: a page or script naming another fails the type check. */
export type MessageId = keyof typeof en;
