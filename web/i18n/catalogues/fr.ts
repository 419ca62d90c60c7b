import type { Catalogue } from '../catalogue';

/** Français (vouvoiement). */
export const fr: Catalogue = {
  review: "drafted (issue 40), needs a native speaker's review",
  messages: {
    'layout.skip': 'Aller au contenu',
    'layout.navLabel': 'Principal',
    'layout.nav.home': 'Accueil',
    'layout.nav.apps': 'Applications',
    'layout.nav.authorizedApps': 'Applications autorisées',
    'layout.language': 'Langue',
    'layout.noScript': 'Cette page a besoin de JavaScript, et ce navigateur ne l’exécute pas ici.',
    'layout.withoutScript':
      'Rechargez la page. Si cela ne suffit pas, ce navigateur bloque peut-être les scripts : autorisez JavaScript pour ce site ou ouvrez cette page sur un autre appareil, comme votre téléphone.',
    'layout.loading': 'Préparation de la page… les boutons fonctionneront dans un instant.',
    'layout.loadingLate': 'Toujours pas prête : le script de cette page n’a pas démarré.',

    'error.title.invalid_request': 'Cette demande n’est pas valide',
    'error.title.unauthorized_client': 'Cette application n’est pas enregistrée',
    'error.title.not_found': 'Introuvable',
    'error.title.pageNotFound': 'Page introuvable',
    'error.title.unavailable': 'Le réseau Hive est injoignable',
    'error.title.signLink': 'Ce lien de signature ne peut pas être signé',
    'error.title.other': 'Un problème est survenu',
    'error.about.invalid_request':
      'Il manque quelque chose dans la demande, ou quelque chose est faux.',
    'error.about.unauthorized_client':
      'L’application qui vous a envoyé ici n’est pas enregistrée pour cette adresse : vous ne pouvez donc pas vous y connecter ici.',
    'error.about.not_found': 'Il n’y a rien à cette adresse.',
    'error.about.unavailable':
      'Ce service ne parvient pas à joindre le réseau Hive pour le moment. Réessayez dans une minute.',
    'error.about.other': 'Le service n’a pas pu répondre à cette demande.',
    'error.details': 'Détails (en anglais)',
    'error.code': 'Code d’erreur : {code}',
    'error.home': 'Aller à la page d’accueil',
    'error.fromApp':
      'Si une application vous a envoyé ici, retournez-y et réessayez, ou prévenez ses développeurs.',

    'home.title': 'Se connecter avec Hive',
    'home.intro':
      'hivegate permet aux applications de vous connecter avec votre compte Hive, puis de publier, voter et suivre pour vous une fois que vous l’autorisez.',
    'home.keys':
      'Vos clés restent dans votre navigateur : ce service ne les voit jamais. Vous pouvez retirer l’accès d’une application à tout moment.',
    'home.people': 'Pour les utilisateurs de Hive',
    'home.authorizedLink': 'Voir et retirer les applications que vous avez autorisées',
    'home.authorizedAbout': 'saisissez votre nom d’utilisateur pour les afficher.',
    'home.appsLink': 'Parcourir l’annuaire des applications',
    'home.appsAbout':
      'les applications qui utilisent ce service, classées par utilisateurs quotidiens.',
    'home.startFromApp':
      'Pour vous connecter à une application, partez de l’application elle-même : elle vous envoie ici avec son nom et ce qu’elle demande.',
    'home.developers': 'Pour les développeurs',
    'home.sdk':
      'Utilisez {client} : il garde les noms de méthodes du SDK {sdk}, et tous ses liens et appels vont à ce service. Les appels d’API du SDK {sdk} fonctionnent aussi, avec {apiURL} réglé sur {origin}, mais ses liens de connexion et de signature mènent à hivesigner.com.',
    'home.endpoint.authorize': 'La page de connexion et de consentement ({call} du SDK)',
    'home.endpoint.token':
      'Un code ou un jeton de rafraîchissement et votre {secret} contre de nouveaux jetons',
    'home.endpoint.revoke':
      'Déconnecte l’utilisateur : le jeton et toute son autorisation cessent de fonctionner',
    'home.endpoint.me': 'Le compte du jeton',
    'home.endpoint.broadcast':
      'Des opérations de publication, signées par le service, en une seule transaction',
    'home.endpoint.apps': 'L’annuaire des applications en JSON',
    'home.endpoint.sign':
      'Des liens de signature pour les opérations qui demandent la clé active de l’utilisateur (virements)',
    'home.jwks': 'Les jetons sont des JWT signés avec Ed25519 ; les clés publiques sont sur {url}.',
    'home.discovery': 'Découverte OpenID Connect : {url}.',
    'home.appProfile':
      'Une application est un compte Hive dont le profil {metadata} contient {type}, ses {uris} et le SHA-256 de son secret.',
    'home.register': 'Enregistrer une application',
    'home.registerWith': 'avec sa clé active.',

    'apps.building': 'L’annuaire est en cours de construction. Réessayez dans une minute.',
    'apps.intro':
      'Les applications qui publient par ce service, classées par utilisateurs quotidiens {days, plural, one {sur le dernier # jour} many {sur les # derniers jours} other {sur les # derniers jours}}.',
    'apps.updated': 'Mis à jour le {date}.',
    'apps.unverified':
      'Les noms et descriptions sont publiés par chaque compte d’application et ne sont pas vérifiés.',
    'apps.own': 'Vous avez une application ? {link} avec sa clé active.',
    'apps.featured': 'À la une',
    'apps.ranking': 'Classement',
    'apps.none': 'Aucune application n’a été utilisée sur cette période.',
    'apps.allFeatured':
      'Toutes les applications utilisées sur cette période sont à la une ci-dessus.',
    'apps.new': 'Nouvelle',
    'apps.weaker': 'Enregistrement plus faible',
    'apps.notRegistered': 'Non enregistrée',
    'apps.postingNote':
      'Ses réglages de connexion sont dans {field} : quiconque détient son autorité de publication peut changer la destination des connexions de ses utilisateurs. Son propriétaire peut l’enregistrer avec la clé active : {link}.',
    'apps.noProfile':
      'Aucun profil d’application dans son {field} : personne ne peut s’y connecter ici tant que son propriétaire ne l’a pas enregistrée : {link}.',
    'apps.users':
      '{count, plural, one {# utilisateur} many {# utilisateurs} other {# utilisateurs}}',
    'apps.requests': '{count, plural, one {# requête} many {# requêtes} other {# requêtes}}',
    'apps.limitsEnforced':
      'Les limites que ses utilisateurs fixent ici sont appliquées : seul ce service peut utiliser l’autorité de publication qu’ils lui donnent.',
    'apps.limitsNotEnforced':
      'Peut signer pour ses utilisateurs directement sur la blockchain Hive, hors de toute limite fixée ici : son autorité de publication comprend ses propres clés ou comptes.',

    'device.title': 'Se connecter sur un appareil',
    'device.codeLabel': 'Le code affiché par votre appareil',
    'device.continue': 'Continuer',
    'device.next':
      'Vous verrez ensuite quelle application demande quoi, avant de signer quoi que ce soit.',
    'device.codeError':
      'Ce code est faux, a expiré ou a déjà servi. Vérifiez le code affiché par votre appareil.',
    'device.deniedTitle': 'Appareil refusé',
    'device.denied':
      'L’appareil sera refusé à sa prochaine tentative ; il n’obtient aucun accès à votre compte. Vous pouvez fermer cette page.',
    'device.code': 'Code {code}',
    'device.check':
      'Vérifiez que votre appareil affiche exactement ce code. Si vous n’avez pas commencé cette connexion sur un appareil à vous, refusez-la : quelqu’un essaie peut-être d’entrer dans votre compte.',
    'device.deny': 'Refuser cet appareil',

    'signOut.doneTitle': 'Déconnecté',
    'signOut.done':
      '{user} est déconnecté de {app} : ses jetons d’accès et de rafraîchissement de cette connexion ne fonctionnent plus.',
    'signOut.authority':
      'L’application garde l’autorité de publication que vous lui avez donnée sur la chaîne, le cas échéant. Pour la lui retirer aussi, faites-le sur cette page :',
    'signOut.askTitle': 'Se déconnecter ?',
    'signOut.askHeading': 'Se déconnecter de {app} ?',
    'signOut.ask':
      'Une page demande de déconnecter {user} de {app}. Si vous ne l’avez pas demandé, restez connecté.',
    'signOut.confirm': 'Se déconnecter de {app}',
    'signOut.stay': 'Rester connecté',

    'consent.heading': 'Se connecter à {app}',
    'consent.headingDevice': 'Se connecter à {app} sur votre appareil',
    'consent.account': 'Votre compte Hive',
    'consent.chooseAccount': 'Choisissez un compte',
    'consent.rememberedAccounts': 'Comptes de ce navigateur',
    'consent.username': 'Nom d’utilisateur Hive',
    'consent.signWith':
      'Signez ensuite ci-dessous avec votre clé privée de publication ou votre mot de passe principal.',
    'consent.keychain': 'Se connecter avec Hive Keychain',
    'signin.limitsStillApply':
      'Les limites que vous avez fixées pour cette application s’appliquent toujours : {limits}',
    'signin.limitsContinue': 'Continuer',
    'consent.or': 'ou',
    'consent.keyLabel': 'Clé privée de publication ou mot de passe principal',
    'consent.keyNeverSent':
      'Utilisée seulement dans cette page pour signer ; elle n’est jamais envoyée nulle part.',
    'consent.signIn': 'Se connecter',
    'consent.cancel': 'Annuler et revenir',
    'consent.returnsTo': 'Après la connexion, vous revenez à {uri}.',
    'consent.deviceGoesOn':
      'Après la connexion, votre appareil continue tout seul ; rien ne revient sur cette page.',
    'consent.unverified': 'Non vérifiée',
    'consent.published':
      'Le nom, la description, l’image et le site web sont publiés par {app} lui-même ; hivegate ne les a pas vérifiés.',
    'consent.mayDo': 'Ce que {app} peut faire',
    'consent.profile': 'Lire votre profil Hive public : nom affiché, image et site web.',
    'consent.offline':
      'Rester connecté après la fermeture de l’application (un jeton de rafraîchissement).',
    'consent.grantTitle': 'Donner à {app} l’autorité de publication',
    'consent.grantNotYet':
      'Votre compte ne permet pas encore à {app} d’agir pour vous. L’accorder ajoute {app} à l’autorité de publication de votre compte sur la blockchain Hive (une transaction {op}).',
    'consent.grantCannot': 'Elle ne peut ni transférer de fonds ni changer de clés.',
    'consent.grantActive':
      'Ce changement demande votre clé active. Il reste en place jusqu’à ce que vous le retiriez sur cette page :',
    'consent.grantKeychain': 'Accorder avec Hive Keychain',
    'consent.grantOrKey': 'ou utilisez une clé ci-dessous.',
    'consent.activeKeyLabel': 'Clé privée active ou mot de passe principal',
    'consent.grantSubmit': 'Accorder et continuer',

    'limits.adjust': 'Ajuster les limites',
    'limits.fixed': 'Vos limites (fixées pour cette connexion)',
    'limits.legend': 'Vos limites pour {app}',
    'limits.help':
      'Vous pouvez réduire ce que {app} peut faire, jamais l’étendre : ce qu’elle peut faire, ci-dessus, change en même temps. Vous pouvez aussi mettre fin à son accès plus tard sur la page Applications autorisées.',
    'limits.actions': 'Actions permises',
    'limits.votes': 'Votes',
    'limits.voteWeight': 'Vote le plus fort, en % (au plus {max})',
    'limits.noDownvotes': 'Pas de votes négatifs.',
    'limits.allowDownvotes': 'Permettre les votes négatifs',
    'limits.appMessages': 'Messages d’application permis (custom_json)',
    'limits.perDayMax': 'Actions par jour au maximum (au plus {max, number})',
    'limits.perDayNone': 'Actions par jour au maximum (vide : sans limite)',
    'limits.endsAsAsked':
      'L’accès prend fin le {date}, comme {app} l’a demandé : plus tôt que toute fin proposée ici. Vous pouvez y mettre fin à tout moment sur la page Applications autorisées.',
    'limits.ends': 'Fin de l’accès',
    'limits.asAsked': '{date} (comme {app} l’a demandé)',
    'limits.whenRemoved': 'Quand vous le retirez',
    'limits.inDays': '{days, plural, one {Dans # jour} many {Dans # jours} other {Dans # jours}}',
    'limits.leaveOne': 'Laissez au moins une action permise, ou annulez la connexion.',
    'limits.weightRange': 'Saisissez un poids de vote entre 0,01 et {max} %.',
    'limits.perDayWhole': 'Saisissez un nombre entier d’actions, au moins 1, ou laissez vide.',
    'limits.perDayRange': 'Saisissez un nombre entier d’actions entre 1 et {max, number}.',

    'grant.loginOnly':
      'Connaître votre nom d’utilisateur Hive, pour vous connecter ; elle ne peut pas agir pour vous sur Hive.',
    'grant.learnUsername': 'Connaître votre nom d’utilisateur Hive, pour vous connecter.',
    'grant.actFor': 'Agir pour vous sur Hive : {actions}.',
    'grant.neverFunds': 'Elle ne peut jamais déplacer vos fonds ni changer vos clés.',
    'grant.allows.vote': 'voter pour des publications et des commentaires',
    'grant.allows.comment': 'publier et modifier des publications et des commentaires',
    'grant.allows.delete_comment': 'supprimer vos publications et commentaires',
    'grant.allows.comment_options': 'régler les options de paiement de vos publications',
    'grant.allows.custom_json':
      'envoyer des messages d’application (suivre, rebloguer, communautés, jeux)',
    'grant.allows.claim_reward_balance': 'réclamer vos récompenses',
    'grant.allows.account_update2': 'mettre à jour votre profil',
    'limit.only': 'Seulement ces opérations : {operations}.',
    'limit.votes': 'Votes d’au plus {percent} %.',
    'limit.votesNoDown': 'Votes d’au plus {percent} %, pas de votes négatifs.',
    'limit.noDown': 'Pas de votes négatifs.',
    'limit.appMessagesOnly': 'Messages d’application (custom_json) seulement des types : {ids}.',
    'limit.noAppMessages': 'Pas de messages d’application (custom_json).',
    'limit.perDay':
      '{count, plural, one {Au plus # action par jour.} many {Au plus # actions par jour.} other {Au plus # actions par jour.}}',
    'limit.until': 'Jusqu’au {date}.',
    'limit.dateTime': '{date}, {time} UTC',
    'reach.enforced':
      'Ces limites sont appliquées : seul ce service peut utiliser l’autorité de publication que vous donnez à {app}, et il vérifie chaque action par rapport à elles.',
    'reach.notEnforced':
      'Ces limites ne s’appliquent qu’à ce que {app} fait par ce service. L’autorité de publication de {app} comprend aussi ses propres clés ou comptes : {app} peut donc signer pour vous directement sur la blockchain Hive, hors de toute limite, tant que vous la gardez dans votre autorité de publication.',
    'reach.onChain':
      'Sur la blockchain Hive, votre autorité de publication permet à quiconque la détient de publier, voter, suivre, rebloguer et mettre à jour votre profil en votre nom, sans limite propre.',
    'reach.onlyThrough':
      '{app} ne peut l’utiliser que par ce service, qui la tient aux limites que vous avez choisies.',
    'reach.direct':
      '{app} détient des clés ou des comptes qui peuvent l’utiliser directement, hors des limites que vous avez choisies.',

    'hiveauth.signIn': 'Se connecter avec HiveAuth (portefeuille mobile)',
    'hiveauth.approveOnPhone':
      'Approuvez sur votre téléphone avec un portefeuille HiveAuth ; aucune clé n’est saisie ici.',
    'hiveauth.title': 'Approuvez dans votre application de portefeuille',
    'hiveauth.scan':
      'Scannez ce code avec un portefeuille HiveAuth (comme Hive Keychain pour mobile) ou, sur ce téléphone, ouvrez le lien.',
    'hiveauth.qrSignIn': 'Code QR de la demande de connexion HiveAuth',
    'hiveauth.qrRegistration': 'Code QR de la demande d’enregistrement HiveAuth',
    'hiveauth.open': 'Ouvrir dans l’application de portefeuille',
    'hiveauth.cancelSignIn': 'Annuler la connexion HiveAuth',
    'hiveauth.cancelRegistration': 'Annuler l’enregistrement HiveAuth',
    'hiveauth.grant': 'Accorder avec HiveAuth',
    'hiveauth.grantHelp':
      'Votre application de portefeuille est invitée à signer ce changement avec votre clé active. Si elle ne le peut pas, accordez-le avec Hive Keychain ou votre clé active ci-dessous ; la connexion continue ensuite dans votre portefeuille.',
    'hiveauth.waiting': 'En attente de votre application de portefeuille…',
    'hiveauth.confirm': 'Confirmez dans votre application de portefeuille…',
    'hiveauth.timeLeft': 'Temps restant : {seconds, number} s',
    'hiveauth.unreachable':
      'Le relais HiveAuth est injoignable. Réessayez plus tard, ou connectez-vous avec Hive Keychain ou une clé.',
    'hiveauth.lost':
      'La connexion au relais HiveAuth a été perdue avant la réponse de votre portefeuille. Veuillez réessayer.',
    'hiveauth.relayError': 'Le relais HiveAuth a refusé la demande.',
    'hiveauth.expired':
      'La demande HiveAuth a expiré avant la réponse de votre portefeuille. Veuillez réessayer.',
    'hiveauth.rejected': 'Vous avez refusé dans votre portefeuille.',
    'hiveauth.walletError': 'Votre portefeuille n’a pas pu signer la demande.',
    'hiveauth.badAnswer':
      'Votre portefeuille a envoyé une réponse que cette page ne peut pas utiliser.',
    'hiveauth.cancelled': 'Connexion HiveAuth annulée.',
    'hiveauth.reconnecting': 'La connexion au relais HiveAuth a été coupée ; reconnexion…',

    'signin.keychainNext':
      'Appuyez ensuite sur « Se connecter avec Hive Keychain » et confirmez dans Keychain (laissez le nom d’utilisateur vide pour choisir le compte là-bas) ; ou utilisez une clé ci-dessous.',
    'signin.reading': 'Lecture de votre compte…',
    'signin.confirmKeychain': 'Confirmez dans Hive Keychain…',
    'signin.chooseInKeychain': 'Choisissez votre compte et confirmez dans Hive Keychain…',
    'signin.signing': 'Connexion…',
    'signin.failed': 'La connexion a échoué.',
    'signin.couldNotStart': 'La connexion n’a pas pu commencer.',
    'signin.waitGrant': 'En attente de l’arrivée de l’autorisation au service…',
    'signin.returning': 'Connecté en tant que {user}. Retour à l’application…',
    'signin.expected':
      '{app} attendait une connexion en tant que {expected}. Pour vous connecter plutôt en tant que {user}, connectez-vous à nouveau.',
    'signin.forget': 'Oublier',
    'signin.forgetLabel': 'Oublier {user} dans ce navigateur',
    'signin.chosen': '{user} choisi.',
    'signin.forgotten': '{user} oublié dans ce navigateur.',
    'signin.deviceDone':
      'Connecté en tant que {user}. Retournez à votre appareil : il continue tout seul. Vous pouvez fermer cette page.',
    'signin.oneMoreStep': 'Encore une étape : donnez à l’application l’autorité de publication.',
    'signin.grantTyped':
      '{typed, select, password {Le mot de passe principal saisi pour vous connecter signe aussi ce changement ; il n’est gardé en mémoire dans cette page que pour cette connexion.} other {La clé saisie pour vous connecter signe aussi ce changement ; elle n’est gardée en mémoire dans cette page que pour cette connexion.}}',
    'signin.grantKept':
      'La clé active gardée sur cet appareil, que vous avez déverrouillée pour vous connecter, signe aussi ce changement ; elle n’est gardée en mémoire dans cette page que pour cette connexion.',
    'signin.broadcastingGrant': 'Diffusion de l’autorisation…',
    'signin.confirmGrantWallet': 'Confirmez l’autorisation dans votre application de portefeuille…',
    'signin.hiveauthApp': 'Se connecter à {app}',

    'common.details': 'Détails',
    'common.enterUsername':
      'Saisissez un nom d’utilisateur Hive : de 3 à 16 lettres, chiffres, points ou tirets.',
    'common.noAccount': 'Le compte {user} n’existe pas.',
    'common.enterKey':
      '{role, select, posting {Saisissez votre clé privée de publication ou votre mot de passe principal.} active {Saisissez votre clé privée active ou votre mot de passe principal.} other {Saisissez votre clé privée de propriétaire ou votre mot de passe principal.}}',
    'common.wrongKey': 'Mot de passe ou clé incorrect pour {user}.',
    'common.notRoleKey':
      '{role, select, posting {Ce n’est pas une clé de publication de {user}.} active {Ce n’est pas une clé active de {user}.} other {Ce n’est pas une clé de propriétaire de {user}.}}',
    'common.serviceAnswered': 'Le service a répondu {status}',
    'common.keychainDeclined': 'Vous avez refusé dans Hive Keychain.',
    'common.keychainDidNotSign': 'Hive Keychain n’a pas signé : {said}',

    'authorized.intro':
      'Les applications et comptes que vous avez autorisés à agir pour vous sur Hive. En retirer un prend effet aussitôt sur la blockchain et pour tous les services ; les jetons que l’application détient encore cessent de fonctionner pour tout ce qui demandait votre autorité.',
    'authorized.username': 'Votre nom d’utilisateur Hive',
    'authorized.show': 'Afficher les applications autorisées',
    'authorized.listTitle': 'Comptes ayant autorité sur {user}',
    'authorized.keys': 'Vos clés',
    'authorized.keysNeverSent':
      'Utilisées seulement dans cette page pour signer ; jamais envoyées nulle part. Elles restent remplies tant que cette page est ouverte.',
    'authorized.keychainFound':
      'Hive Keychain a été trouvé : laissez un champ vide pour confirmer plutôt dans Keychain.',
    'authorized.postingKey': 'Clé de publication privée ou mot de passe maître',
    'authorized.postingKeyHelp':
      'Prouve que c’est vous : affiche vos connexions et les limites de chaque application, modifie ces limites, met fin aux connexions.',
    'authorized.activeKey': 'Clé active privée ou mot de passe maître',
    'authorized.activeKeyHelp':
      'Modifie votre compte sur la blockchain : retire une application ou un compte de vos autorités ci-dessous.',
    'authorized.role':
      '{role, select, posting {Autorité de publication : peut publier, voter, suivre et modifier votre profil en votre nom} active {Autorité active : peut aussi déplacer vos fonds et modifier vos autorités} other {Autorité propriétaire : a le contrôle total de votre compte}}',
    'authorized.none': 'Aucune application ni aucun compte n’a d’autorité sur ce compte.',
    'authorized.alone': 'peut agir seul',
    'authorized.weight': 'poids {weight} sur {threshold}',
    'authorized.remove': 'Retirer',
    'authorized.removeLabel':
      '{role, select, posting {Retirer {app} de votre autorité de publication} active {Retirer {app} de votre autorité active} other {Retirer {app} de votre autorité propriétaire}}',
    'authorized.confirmTitle':
      '{role, select, posting {Retirer {app} de votre autorité de publication ?} active {Retirer {app} de votre autorité active ?} other {Retirer {app} de votre autorité propriétaire ?}}',
    'authorized.loses':
      '{role, select, posting {{app} ne pourra plus publier, voter, suivre ni modifier votre profil en votre nom, sur aucun site ni service.} active {{app} ne pourra plus déplacer vos fonds ni modifier vos autorités, sur aucun site ni service.} other {{app} ne pourra plus contrôler votre compte, sur aucun site ni service.}} Les jetons qu’il détient cessent de fonctionner pour cela. Vous pourrez le lui accorder de nouveau plus tard en vous y connectant.',
    'authorized.removeApp': 'Retirer {app}',
    'authorized.keep': 'Le garder',
    'authorized.removing': 'Retrait de {app}…',
    'authorized.removed':
      '{role, select, posting {{app} a été retiré de votre autorité de publication.} active {{app} a été retiré de votre autorité active.} other {{app} a été retiré de votre autorité propriétaire.}}',
    'authorized.limits': 'Limites',
    'authorized.limitsLabel': 'Fixer des limites à {app}',
    'appLimits.title': 'Limites de {app}',
    'appLimits.onlyStricter':
      'Les limites ne font que se resserrer : chaque valeur saisie doit être inférieure à celle en vigueur. La signature utilise votre clé de publication ci-dessus, ou Keychain.',
    'appLimits.voteWeight': 'Vote le plus fort, en % (vide : inchangé)',
    'appLimits.voteWeightNow':
      'Vote le plus fort, en % (au plus {percent} maintenant ; vide : inchangé)',
    'appLimits.noDownvotes': 'Pas de votes négatifs',
    'appLimits.noDownvotesInForce': 'Pas de votes négatifs (déjà en vigueur)',
    'appLimits.perDay': 'Nombre maximal d’actions par jour (vide : inchangé)',
    'appLimits.perDayNow':
      'Nombre maximal d’actions par jour (au plus {count} maintenant ; vide : inchangé)',
    'appLimits.endNow': 'Mettre fin à son accès maintenant',
    'appLimits.save': 'Enregistrer les limites',
    'appLimits.cancel': 'Annuler',
    'appLimits.keepAccess': 'Garder son accès',
    'appLimits.none': 'Aucune limite : elle peut faire tout ce que sa connexion a accordé.',
    'appLimits.noSignIn':
      '{app} détient votre autorité de publication sans connexion ici : aucune limite de cette page n’atteint ce qu’il fait sur la blockchain. Les limites que vous fixez maintenant valent pour toute connexion à lui ici.',
    'appLimits.inForce': 'En vigueur maintenant : {limits}',
    'appLimits.inForceSince': 'En vigueur maintenant sur votre connexion du {date} : {limits}',
    'appLimits.badWeight': 'Saisissez un poids de vote entre 0,01 et 100 %.',
    'appLimits.badPerDay': 'Saisissez un nombre entier d’actions, au moins 1.',
    'appLimits.notStricter':
      'Déjà en vigueur : {limit} Les limites ne font que se resserrer : saisissez moins, ou laissez vide.',
    'appLimits.chooseOne': 'Choisissez une limite à fixer, ou Annuler.',
    'appLimits.endTitle': 'Mettre fin à l’accès de {app} maintenant ?',
    'appLimits.endLoses':
      'Chacune de vos connexions à {app} ici prend fin aussitôt : ses jetons cessent de fonctionner, et il ne peut plus agir pour vous par ce service. {app} garde votre autorité de publication sur la blockchain jusqu’à ce que vous le retiriez ci-dessus.',
    'appLimits.end': 'Mettre fin à l’accès de {app}',
    'appLimits.notSaved': 'Les limites n’ont pas pu être enregistrées.',
    'appLimits.ended':
      'L’accès de {app} ici a pris fin : ses connexions sont terminées. Il détient toujours votre autorité de publication sur la blockchain ; retirez-le ci-dessus si vous ne l’utilisez pas.',
    'appLimits.operations': 'Actions qu’elle peut effectuer',
    'appLimits.leaveOne':
      'Laissez au moins une action autorisée, ou mettez plutôt fin à son accès.',
    'appLimits.saved': 'Limites de {app} enregistrées.',
    'appLimits.savedAny':
      'Limites de {app} enregistrées ; elles valent pour toute connexion à lui ici : {limits}',
    'activity.title': 'Ce que chaque app a fait avec votre compte',
    'activity.intro':
      'Chaque transaction qu’une app a diffusée pour vous via ce service, la plus récente d’abord, avec son état sur la blockchain.',
    'activity.none': 'Aucune app n’a encore rien diffusé pour vous via ce service.',
    'activity.totals':
      'Transactions des dernières 24 heures : {day, number} ; des 30 derniers jours : {month, number}.',
    'activity.row': '{when} : {operations}',
    'activity.status':
      '{status, select, sent {Envoyée, dans aucun bloc pour l’instant} included {Dans le bloc {block}} irreversible {Définitive, dans le bloc {block}} expired {Expirée : jamais incluse} refused {Refusée par le réseau : {why}} other {{status}}}',
    'activity.byAppKey': 'Signée par l’app elle-même, pas via ce service.',
    'activity.tx': 'Transaction {id} sur un explorateur de blocs',
    'activity.more': 'Afficher les plus anciennes',
    'activity.reading': 'Lecture de ce que les apps ont fait…',
    'activity.csv': 'Télécharger en CSV',
    'activity.json': 'Télécharger en JSON',
    'activity.downloading': 'Préparation du téléchargement…',
    'signIns.title': 'Vos connexions ici',
    'signIns.intro':
      'Chaque application à laquelle vous vous êtes connecté par ce service, y compris celles qui ont seulement appris qui vous êtes, avec les limites en vigueur sur chacune. En terminer une vous en déconnecte aussitôt ; l’application est prévenue. Les afficher prouve que c’est vous : la signature utilise votre clé de publication ci-dessus, ou Keychain.',
    'signIns.show': 'Afficher mes connexions',
    'signIns.endTheSignIn': 'Mettre fin à la connexion',
    'signIns.ended': 'La connexion à {app} a pris fin.',
    'signIns.notRead': 'Vos connexions n’ont pas pu être lues.',
    'signIns.ending': 'Fin de la connexion…',
    'signIns.reading': 'Lecture de vos connexions…',
    'signIns.none': 'Vous n’avez aucune connexion par ce service.',
    'signIns.unlisted':
      '{count, plural, one {{apps} détient votre autorité de publication mais n’a aucune connexion ici : il peut publier pour vous sur Hive, et rien sur cette page ne le limite. Si vous ne l’utilisez pas, retirez-le ci-dessus.} many {{apps} détiennent votre autorité de publication mais n’ont aucune connexion ici : ils peuvent publier pour vous sur Hive, et rien sur cette page ne les limite. Si vous ne les utilisez pas, retirez-les ci-dessus.} other {{apps} détiennent votre autorité de publication mais n’ont aucune connexion ici : ils peuvent publier pour vous sur Hive, et rien sur cette page ne les limite. Si vous ne les utilisez pas, retirez-les ci-dessus.}}',
    'signIns.row':
      '{kind, select, posting {{app} : peut agir pour vous, depuis le {since}, dernier usage le {used}} other {{app} : connexion seulement, depuis le {since}, dernier usage le {used}}}',
    'signIns.rowNamed':
      '{kind, select, posting {{app} ({name}) : peut agir pour vous, depuis le {since}, dernier usage le {used}} other {{app} ({name}) : connexion seulement, depuis le {since}, dernier usage le {used}}}',
    'signIns.limits': 'Limites : {limits}',
    'signIns.madeWith': 'Signé avec {wallet} ; appareil : {device}',
    'signIns.madeWithWallet': 'Signé avec {wallet}',
    'signIns.typedKey': 'une clé saisie',
    'signIns.keptKey':
      'une clé gardée sur cet appareil, déverrouillée par {lock, select, passkey {une clé d’accès} other {un code PIN}}',
    'signIns.noEnd':
      '{kind, select, posting {Pas de date de fin : ses jetons actuels durent jusqu’au {date}, et l’application peut les renouveler.} other {Pas de date de fin : ses jetons actuels durent jusqu’au {date}.}}',
    'signIns.end': 'Terminer',
    'signIns.endLabel': 'Mettre fin à la connexion à {app} depuis le {since}',
    'signIns.endTitle': 'Mettre fin à la connexion à {app} ?',
    'signIns.endLoses':
      '{kind, select, posting {{app} est déconnecté aussitôt : ses jetons cessent de fonctionner, et il ne peut plus agir pour vous par ce service. Il garde votre autorité de publication sur la blockchain jusqu’à ce que vous le retiriez ci-dessus.} other {{app} est déconnecté aussitôt : ses jetons cessent de fonctionner, et il en est prévenu.}}',
    'register.title': 'Enregistrer une application',
    'register.intro':
      'Une application est un compte Hive dont le profil {field} indique où vont les connexions de ses utilisateurs. Seule la clé active du compte peut modifier {field} : les comptes qui détiennent son autorité de publication (ce service, les applications auxquelles il s’est connecté) ne le peuvent pas. L’enregistrement y écrit le profil, en une seule transaction {op} signée dans cette page.',
    'register.accountTitle': 'Le compte de l’application',
    'register.username': 'Compte de l’application (nom d’utilisateur Hive)',
    'register.usernameHelp':
      'Lisez son profil actuel pour partir de lui : une application enregistrée à la manière de HiveSigner (dans {field}) est reprise.',
    'register.readProfile': 'Lire son profil actuel',
    'register.whereTitle': 'Où vont les connexions',
    'register.readFrom': 'Lu dans {field} seulement.',
    'register.redirects': 'URI de redirection, une par ligne',
    'register.redirectsHelp':
      'Comparées exactement ; une URI de bouclage ({example}) accepte tout port.',
    'register.authMethod': 'Comment l’application prouve qu’elle est l’application',
    'register.method.basic': 'Secret client, HTTP Basic',
    'register.method.post': 'Secret client, dans le corps',
    'register.method.none': 'Pas de secret (client public)',
    'register.authMethodHelp':
      'Une application avec un serveur y garde un secret client. Une page ou une application de téléphone ne peut pas en garder : c’est un client public, qui se prouve avec PKCE seul.',
    'register.secretHash': 'SHA-256 du secret client (64 caractères hexadécimaux)',
    'register.secretHashHelp':
      'Le profil ne publie que cette empreinte, et tout le monde peut la lire : un secret doit contenir au moins {minBits} bits aléatoires, sinon il peut être deviné hors ligne. Créez-en un ici ({bits} bits) ou avec {command}.',
    'register.makeSecret': 'Créer un nouveau secret client',
    'register.newSecret': 'Votre nouveau secret client',
    'register.newSecretHelp':
      'Copiez-le maintenant sur le serveur de votre application : il n’est montré qu’une fois, et ni cette page ni la blockchain ne le gardent.',
    'register.logoutUri': 'URI de déconnexion back-channel (facultatif)',
    'register.logoutUriHelp':
      'Prévenue quand la connexion d’un utilisateur prend fin (OpenID Connect Back-Channel Logout).',
    'register.postLogoutUris': 'URI de redirection après déconnexion, une par ligne (facultatif)',
    'register.idTokenAlg': 'Signature de l’id_token',
    'register.defaultAlg': '{alg} (par défaut)',
    'register.displayTitle': 'Ce que voient les utilisateurs',
    'register.displayHelp':
      'Affiché sur la page de connexion et dans l’annuaire, marqué comme non vérifié.',
    'register.name': 'Nom',
    'register.about': 'Description',
    'register.website': 'Site web',
    'register.picture': 'Image (une URL https)',
    'register.signTitle': 'Signer avec la clé active',
    'register.keychain': 'Enregistrer avec Hive Keychain',
    'register.hiveAuth': 'Enregistrer avec HiveAuth (portefeuille mobile)',
    'register.activeKey': 'Clé active privée ou mot de passe maître du compte de l’application',
    'register.submit': 'Enregistrer avec la clé active',
    'register.postingNote':
      'Pour que les publications et votes de ses utilisateurs passent par ce service, l’autorité de publication de l’application doit aussi inclure le compte de ce service.',
    'register.secretMade':
      'Un nouveau secret client a été créé. Copiez-le sur le serveur de votre application avant d’enregistrer.',
    'register.reading': 'Lecture du compte…',
    'register.noProfile':
      '{app} n’a pas encore de profil d’application : remplissez le formulaire.',
    'register.readActive': 'Profil d’application de {app} lu dans {field}.',
    'register.readPosting':
      'Profil d’application de {app} lu dans {posting} (à la manière de HiveSigner) : l’enregistrement l’écrit dans {field}.',
    'register.broadcasting': 'Diffusion de l’enregistrement…',
    'register.hiveAuthAbout': 'Enregistrer l’application {app}',
    'register.needRedirect': 'Saisissez au moins une URI de redirection.',
    'register.badHash':
      'Saisissez le SHA-256 du secret client en 64 caractères hexadécimaux, ou créez un nouveau secret client.',
    'register.notUrl': '« {url} » n’est pas une URL absolue (comme https://app.example/callback).',
    'register.fragment': '« {url} » ne doit pas avoir de #fragment.',
    'register.done':
      'Enregistré : le profil d’application de {app} est dans son {field}. Les connexions l’utilisent en quelques secondes.',
    'register.doneTx':
      'Enregistré : le profil d’application de {app} est dans son {field} (transaction {tx}). Les connexions l’utilisent en quelques secondes.',
    'register.addService':
      'Laisser {service} diffuser pour l’application : l’ajouter à l’autorité de publication du compte de l’application dans cette même étape',
    'register.serviceAdded':
      '{service} est maintenant dans l’autorité de publication de {app} : les diffusions pour ses utilisateurs passent par ce service.',
    'register.serviceAlready':
      '{service} était déjà dans l’autorité de publication de {app} : rien à y changer.',
    'register.serviceMissing':
      '{service} n’est pas dans l’autorité de publication de {app} : ce service refuse ses diffusions tant qu’il n’y est pas.',
    'register.nextTitle': 'La suite',
    'register.clientId': 'Le {field} de l’application',
    'register.signInUrl': 'Une URL de connexion vers laquelle envoyer les utilisateurs',
    'register.tokenExchange': 'L’échange contre des jetons, sur votre serveur',
    'register.copy': 'Copier',
    'register.copied': 'Copié',

    'wallet.other': 'Autres portefeuilles :',
    'wallet.otherAuthorized':
      'Ou signez avec un autre portefeuille (laissez un champ de clé vide) :',
    'wallet.signIn': 'Se connecter avec {wallet}',
    'wallet.sign': 'Signer avec {wallet}',
    'wallet.grant': 'Accorder avec {wallet}',
    'wallet.grantYours': 'Accorder avec votre portefeuille',
    'wallet.grantHelp':
      'Votre portefeuille est invité à signer ce changement avec votre clé active.',
    'wallet.opening': 'Ouverture de {wallet}…',
    'wallet.cancel': 'Annuler',
    'wallet.emptyFields': 'Les champs de clé vides signent désormais avec {wallet}.',
    'wallet.broadcasting': 'Envoi…',
    'wallet.noAccount':
      '{wallet} ne détient aucune clé d’un compte Hive. Saisissez votre nom d’utilisateur, ou ajoutez-y votre compte.',
    'wallet.severalAccounts':
      '{wallet} détient des clés de {accounts} : saisissez celui à utiliser.',
    'peakvault.notInstalled':
      'PeakVault n’est pas installé dans ce navigateur (ou il est désactivé).',
    'peakvault.confirm': 'Confirmez dans PeakVault (en tant que {user})…',
    'peakvault.declined': 'Vous avez refusé dans PeakVault.',
    'peakvault.failed': 'PeakVault n’a pas signé : {said}',
    'peakvault.wrongAccount':
      'PeakVault a signé avec une clé qui n’est ni une clé de publication, ni une clé active, ni une clé de propriétaire de {user}. Choisissez {user} dans PeakVault, ou ajoutez-y sa clé.',
    'metamask.notInstalled':
      'MetaMask n’est pas disponible ici, ou il ne peut pas exécuter de snaps. Installez MetaMask, ou choisissez une autre façon de signer.',
    'metamask.connect': 'Autorisez le snap Hive Wallet dans MetaMask…',
    'metamask.confirm': 'Confirmez dans MetaMask (en tant que {user})…',
    'metamask.declined': 'Vous avez refusé dans MetaMask.',
    'metamask.failed': 'MetaMask n’a pas signé : {said}',
    'metamask.wrongAccount':
      '{role, select, posting {Le snap Hive Wallet de MetaMask ne détient aucune clé de publication de {user}.} active {Le snap Hive Wallet de MetaMask ne détient aucune clé active de {user}.} other {Le snap Hive Wallet de MetaMask ne détient aucune clé de propriétaire de {user}.}} Signez avec un autre portefeuille, ou en tant que le compte que détient le snap.',
    'metamask.noMessages':
      'Le snap Hive Wallet ne signe que des transactions, pas ce message : choisissez un autre portefeuille ou saisissez votre clé.',
    'ledger.noWebUsb':
      'Ce navigateur ne peut pas joindre un Ledger (il n’a pas WebUSB). Essayez Chrome, Edge ou Brave.',
    'ledger.connect':
      'Branchez votre Ledger en USB, déverrouillez-le, ouvrez l’application Hive et choisissez l’appareil…',
    'ledger.noDevice':
      'Aucun Ledger n’a été choisi. Branchez-le en USB, déverrouillez-le, ouvrez l’application Hive et choisissez-le dans la liste que montre le navigateur.',
    'ledger.appNotOpen': 'Ouvrez l’application Hive sur votre Ledger, puis réessayez.',
    'ledger.locked': 'Déverrouillez votre Ledger, ouvrez l’application Hive, puis réessayez.',
    'ledger.hashSigningOff':
      'Activez la signature de hash dans les réglages de l’application Hive sur votre Ledger (la connexion est signée sous forme de hash), puis réessayez.',
    'ledger.reading': 'Lecture des clés de votre Ledger…',
    'ledger.confirmSignIn':
      'Vérifiez la connexion sur votre Ledger et confirmez-la là (en tant que {user})…',
    'ledger.confirmTransaction':
      'Vérifiez la transaction sur votre Ledger et confirmez-la là (en tant que {user})…',
    'ledger.declined': 'Vous avez refusé sur votre Ledger.',
    'ledger.cancelled': 'Vous avez annulé la tentative avec Ledger. Rien n’a été signé.',
    'ledger.failed': 'Votre Ledger n’a pas signé : {said}',
    'ledger.wrongAccount':
      '{role, select, posting {Ce Ledger ne détient aucune clé de publication, active ou de propriétaire de {user}} active {Ce Ledger ne détient aucune clé active ou de propriétaire de {user}} other {Ce Ledger ne détient aucune clé de propriétaire de {user}}} (comptes Hive 1 à {accounts, number} examinés). Branchez le Ledger qui la détient, ou signez en tant que le compte qu’il détient.',

    'sign.pageTitle': 'Signer une transaction',
    'sign.titleMany':
      '{count, plural, one {Signer # opération} many {Signer # opérations} other {Signer # opérations}}',
    'sign.key':
      '{role, select, posting {clé de publication} active {clé active} other {clé de propriétaire}}',
    'sign.asks':
      '{count, plural, one {Un lien vous demande de signer cette opération avec votre {key} et de la diffuser sur Hive.} many {Un lien vous demande de signer ces opérations avec votre {key} et de les diffuser sur Hive.} other {Un lien vous demande de signer ces opérations avec votre {key} et de les diffuser sur Hive.}}',
    'sign.asksSignOnly':
      '{count, plural, one {Un lien vous demande de signer cette opération avec votre {key} (signature seule : elle retourne au site, qui peut la diffuser).} many {Un lien vous demande de signer ces opérations avec votre {key} (signature seule : elle retourne au site, qui peut la diffuser).} other {Un lien vous demande de signer ces opérations avec votre {key} (signature seule : elle retourne au site, qui peut la diffuser).}}',
    'sign.checkEvery': 'Vérifiez chaque ligne : une fois diffusé, rien ne peut être annulé.',
    'sign.warning': 'Attention :',
    'sign.exactData': 'Données exactes de l’opération',
    'sign.signAs': 'Signer en tant que',
    'sign.signerFixed': 'Le lien demande que {user} signe.',
    'sign.keychain': 'Signer avec Hive Keychain',
    'sign.keyLabel':
      '{role, select, posting {Clé privée de publication ou mot de passe principal} active {Clé privée active ou mot de passe principal} other {Clé privée de propriétaire ou mot de passe principal}}',
    'sign.submit': 'Signer et diffuser',
    'sign.submitSignOnly': 'Signer',
    'sign.cancel': 'Annuler',
    'sign.done': 'Terminé',
    'sign.txId': 'Identifiant de la transaction : {id}',
    'sign.doneReturn': 'Le site a demandé à vous revoir à {destination}.',
    'sign.continueTo': 'Continuer vers {host}',
    'sign.goBack': 'Revenir d’où vous venez',
    'sign.fromApp': 'De {app}',
    'sign.callbackValue':
      '{name, select, sig {[signature]} id {[identifiant de la transaction]} block {[numéro de bloc]} other {[position dans le bloc]}}',
    'sign.afterShowsId': 'Ensuite, cette page affiche l’identifiant de la transaction.',
    'sign.afterReturn':
      'Ensuite, vous revenez à {app} ({user}) à {url}, une adresse qu’elle a enregistrée.',
    'sign.afterLink':
      'Ensuite, cette page affiche l’identifiant de la transaction et un lien vers {url} ; le lien ne nomme pas d’application qui l’a enregistré, vous choisissez donc de le suivre ou non.',

    'refusal.authority':
      '{user} ne peut pas signer ceci avec cette clé : il faut {role, select, posting {l’autorité de publication} active {l’autorité active} other {l’autorité de propriétaire}} de {user}.',
    'refusal.authorityFor':
      '{signer} ne peut pas signer ceci en tant que {actor} : cela agit pour {actor}, et seule {role, select, posting {l’autorité de publication} active {l’autorité active} other {l’autorité de propriétaire}} de {actor} (ou un compte qu’elle liste) peut le signer.',
    'refusal.noPost': 'Le message {post} n’existe pas (ou plus).',
    'refusal.noPostNamed': 'Le message qu’elle nomme n’existe pas.',
    'refusal.funds': '{user} n’a pas assez de fonds pour cela.',
    'refusal.rc':
      '{user} n’a pas assez de crédits de ressources (RC) pour le moment : attendez qu’ils se rechargent, ou faites un power up de HIVE.',
    'refusal.other': 'Le réseau Hive a refusé cette transaction ; rien n’a été fait.',

    'sign.signing': 'Signature en cours…',
    'sign.cancelledReturning': 'Annulé. Retour à l’application…',
    'sign.nothingDone': 'Rien n’a été signé ni envoyé, et le site n’a rien appris.',
    'sign.cancelled': 'Annulé',
    'sign.mustSigner': 'Ce lien doit être signé par {user}.',
    'sign.doneReturning': 'Terminé. Retour à l’application…',
    'sign.signedOnly': 'Signé, non diffusé',
    'sign.doneSignedOnly': 'Terminé : signé, non diffusé',
    'sign.signedBroadcast': 'Signé et diffusé',
    'sign.doneBroadcast': 'Terminé : signé et diffusé',
    'sign.inBlock': 'Inclus dans le bloc {block}.',
    'sign.signature': 'Signature : {sig}',
    'op.you': 'vous (le compte qui signe)',
    'op.noMemo': '(aucun mémo)',
    'op.none': '(aucun)',
    'op.percent': '{percent} %',
    'op.memoUnencrypted':
      'Le mémo commence par « # », ce qui demande le chiffrement, mais cette page ne chiffre pas les mémos : il serait publié tel qu’il est écrit.',
    'op.row.voter': 'Votant',
    'op.row.post': 'Publication',
    'op.row.weight': 'Poids',
    'op.row.account': 'Compte',
    'op.row.amount': 'Montant',
    'op.row.from': 'De',
    'op.row.to': 'À',
    'op.row.memo': 'Mémo',
    'op.row.shares': 'Parts',
    'op.row.witness': 'Témoin',
    'op.row.proxy': 'Mandataire',
    'op.title.vote': 'Voter à {percent} % sur {post}',
    'op.title.claim': 'Réclamer les récompenses',
    'op.title.transfer': 'Envoyer {amount} à {to}',
    'op.title.recurrent':
      'Envoyer {amount} à {to} toutes les {hours, plural, one {# heure} many {# heures} other {# heures}}, {times, plural, one {# fois} many {# fois} other {# fois}}',
    'op.title.powerUp': 'Power up de {amount}',
    'op.title.powerDown': 'Power down de {amount}',
    'op.title.delegate': 'Déléguer {amount} à {to}',
    'op.title.toSavings': 'Placer {amount} en épargne',
    'op.title.fromSavings': 'Retirer {amount} de l’épargne (arrive après 3 jours)',
    'op.title.witnessVote': 'Voter pour le témoin {witness}',
    'op.title.witnessUnvote': 'Retirer votre vote pour le témoin {witness}',
    'op.title.proxy': 'Laisser {proxy} voter pour les témoins à votre place',
    'op.title.proxyClear': 'Supprimer votre mandataire de vote des témoins',
    'op.title.other': 'Opération {name}',
    'op.danger.owner':
      'Ceci remplace votre autorité de propriétaire par {holders} ; quiconque la détient possède votre compte : il peut changer chaque clé et vous en exclure.',
    'op.danger.active':
      'Ceci remplace votre autorité active par {holders} ; quiconque la détient peut déplacer vos fonds et changer vos autres clés.',
    'op.danger.posting':
      'Ceci remplace votre autorité de publication par {holders} ; quiconque la détient peut publier, voter et suivre en votre nom.',
    'op.danger.noKey': 'aucune clé',
    'op.danger.memoKey':
      'Votre clé de mémo devient {key} : quiconque la détient peut lire vos mémos chiffrés.',
    'op.danger.yourAccount': 'votre compte',
    'op.danger.recoveryAccount':
      'Ceci fait de {recovery} le compte de récupération de {account} dans 30 jours : seul {recovery} pourra alors vous aider à récupérer le compte si votre clé de propriétaire est volée.',
    'op.danger.requestRecovery':
      'Ceci permet de prendre le contrôle de {account} avec une nouvelle autorité de propriétaire ({holders}) ; quiconque la détient possède le compte.',
    'op.danger.recover':
      'Ceci remplace l’autorité de propriétaire de {account} par {holders} ; quiconque la détient possède le compte.',
    'op.danger.withdrawRoute':
      'Désormais, {percent} % de ce que {account} retire par power down va à {to}.',
    'op.danger.declineVoting':
      'Ceci renonce définitivement à vos votes de gouvernance (témoins et propositions) : c’est irréversible.',
    'op.danger.unknown':
      'Cette opération peut changer qui contrôle votre compte. Ne continuez que si vous avez demandé exactement cela.',
    'consent.vaultRemember': 'Retenir cette clé sur cet appareil',
    'consent.vaultTitle': 'Retenir cette clé sur cet appareil ?',
    'consent.vaultAbout':
      'La prochaine fois, connectez-vous d’un geste au lieu de la saisir. La clé est chiffrée dans ce navigateur et n’est jamais envoyée nulle part ; seule votre clé d’accès ou votre code PIN la déverrouille.',
    'consent.vaultActive':
      'Ceci est votre clé active : quiconque la déverrouille peut déplacer vos fonds et modifier votre compte. Ne la gardez ici que si vous signez de telles opérations sur cet appareil.',
    'consent.vaultActiveTick': 'Garder ma clé active sur cet appareil',
    'consent.vaultPasskey': 'Retenir avec une clé d’accès',
    'consent.vaultPinLabel':
      'Ou verrouillez-la avec un code PIN ou un mot de passe (6 caractères au moins)',
    'consent.vaultPin': 'Retenir avec ce code PIN',
    'consent.vaultSkip': 'Pas maintenant',
    'consent.vaultUnlock': 'Déverrouiller et se connecter',
    'consent.noWallet':
      'Aucun portefeuille Hive n’est installé dans ce navigateur. Vous pouvez vous connecter ici avec une clé d’accès ou une clé saisie, ou en installer un :',
    'consent.noWalletKeychain':
      'Hive Keychain (pour les navigateurs d’ordinateur, et une application pour téléphone)',
    'consent.noWalletHiveAuth': 'HiveAuth (des portefeuilles sur téléphone qui signent pour vous)',
    'vault.signInPasskey': 'Se connecter en tant que {user} avec votre clé d’accès',
    'vault.signInPin': 'Se connecter en tant que {user} avec votre code PIN',
    'vault.signKept': 'Signer avec la clé gardée sur cet appareil',
    'vault.forgetKey': 'Oublier cette clé',
    'vault.keyLock':
      '{role, select, active {Clé active} other {Clé de publication}} gardée sur cet appareil, verrouillée par {lock, select, passkey {votre clé d’accès} other {votre code PIN}}.',
    'vault.forgetRoleLabel':
      'Oublier la clé {role, select, active {active} other {de publication}} gardée pour {user} sur cet appareil',
    'vault.forgetAll': 'Tout oublier sur cet appareil',
    'vault.keyForgotten': 'La clé gardée pour {user} est effacée de cet appareil.',
    'vault.allForgotten':
      'Tous les comptes et toutes les clés gardés sur cet appareil sont effacés.',
    'vault.pinFor': 'Code PIN ou mot de passe de {user}',
    'vault.pinForRole':
      'Code PIN ou mot de passe de la clé {role, select, active {active} other {de publication}} gardée pour {user}',
    'vault.confirmPasskey': 'Confirmez avec votre clé d’accès…',
    'vault.keeping': 'Chiffrement de la clé…',
    'vault.passkeyRefused':
      'Votre clé d’accès n’a pas déverrouillé la clé : rien n’a été déchiffré. Réessayez, ou saisissez votre clé.',
    'vault.wrongPin':
      'Code PIN erroné. Essais restants avant que la clé soit effacée de cet appareil : {n}.',
    'vault.erased':
      'La clé gardée pour {user} est effacée de cet appareil (trop de codes PIN erronés, ou elle a été oubliée). Saisissez votre clé pour vous connecter.',
    'vault.rotated':
      'La clé gardée sur cet appareil pour {user} n’est plus une clé du compte (elle a été changée) : elle ne peut pas signer. Appuyez sur « Oublier cette clé », puis saisissez la nouvelle clé.',
    'vault.pinShort': 'Choisissez un code PIN ou un mot de passe de 6 caractères au moins.',
    'vault.activeNotTicked':
      'Cochez la case pour garder une clé active, ou choisissez « Pas maintenant ».',
    'vault.noPrf':
      'Cette clé d’accès ne peut pas verrouiller de clé dans ce navigateur. Choisissez plutôt un code PIN.',
    'vault.kept':
      'La clé de {user} est gardée sur cet appareil, verrouillée par votre clé d’accès.',
    'vault.keptPin':
      'La clé de {user} est gardée sur cet appareil, verrouillée par votre code PIN.',
    'vault.activeHint':
      'Vous vous êtes connecté avec votre clé active. Votre clé de publication suffit pour vous connecter, et elle est plus sûre : utilisez-la la prochaine fois.',
  },
  security: {
    'authorized.intro': {
      source: '7bc4d0214a768be6',
      back: 'The apps and accounts you authorised to act for you on Hive. Removing one takes effect at once on the blockchain and for all services; tokens the app still holds stop working for everything that required your authority.',
    },
    'authorized.keysNeverSent': {
      source: 'cb84bcc63d4f7c27',
      back: 'Used only in this page to sign; never sent anywhere. They stay filled in while this page is open.',
    },
    'authorized.role': {
      source: 'bf3b6b39d8ded7e4',
      back: 'Publishing authority: can publish, vote, follow and change your profile in your name / Active authority: can also move your funds and change your authorities / Owner authority: has full control of your account',
    },
    'authorized.loses': {
      source: '4c609f6001ef25f7',
      back: '{app} will no longer be able to publish, vote, follow or change your profile in your name / move your funds or change your authorities / control your account, on any site or service. Tokens it holds stop working for that. You can grant it to it again later by signing in to it.',
    },
    'appLimits.endLoses': {
      source: '420267513d4dfc8c',
      back: 'Each of your sign-ins to {app} here ends at once: its tokens stop working, and it can no longer act for you through this service. {app} keeps your publishing authority on the blockchain until you remove it above.',
    },
    'signIns.endLoses': {
      source: 'd85201d70c8a1522',
      back: '{app} is signed out at once: its tokens stop working, and it can no longer act for you through this service. It keeps your publishing authority on the blockchain until you remove it above. / … its tokens stop working, and it is informed.',
    },
    'signIns.unlisted': {
      source: '6228bcd8343570c4',
      back: '{apps} holds (hold) your publishing authority but has (have) no sign-in here: it (they) can publish for you on Hive, and nothing on this page limits it (them). If you do not use it (them), remove it (them) above.',
    },
    'register.intro': {
      source: '252f1694ba6b060a',
      back: "An app is a Hive account whose {field} profile indicates where its users' sign-ins go. Only the account's active key can change {field}: the accounts that hold its publishing authority (this service, the apps it signed in to) cannot. Registering writes the profile there, in a single {op} transaction signed in this page.",
    },
    'register.secretHashHelp': {
      source: '1e4682681468c9ce',
      back: 'The profile publishes only this fingerprint, and everyone can read it: a secret must contain at least {minBits} random bits, otherwise it can be guessed offline. Create one here ({bits} bits) or with {command}.',
    },
    'register.newSecretHelp': {
      source: 'f726e7ed41cb8e30',
      back: "Copy it now to your app's server: it is shown only once, and neither this page nor the blockchain keeps it.",
    },
    'consent.keyNeverSent': {
      source: '11f58d2b20621d9b',
      back: 'Used only in this page to sign; it is never sent anywhere.',
    },
    'consent.published': {
      source: '5c10f5d5b2b9c3fe',
      back: 'The name, the description, the image and the website are published by {app} itself; hivegate has not checked them.',
    },
    'consent.grantNotYet': {
      source: '01d705fdf020c399',
      back: "Your account does not yet allow {app} to act for you. Granting it adds {app} to your account's posting authority on the Hive blockchain (a {op} transaction).",
    },
    'consent.grantCannot': {
      source: 'd81c0ce89115b640',
      back: 'It can neither transfer funds nor change keys.',
    },
    'consent.grantActive': {
      source: '4f7e888f01dd0890',
      back: 'This change requires your active key. It stays in place until you remove it on this page:',
    },
    'grant.loginOnly': {
      source: '45c8e6eeddf12361',
      back: 'Know your Hive username, to sign you in; it cannot act for you on Hive.',
    },
    'grant.neverFunds': {
      source: '04c3f0957208280b',
      back: 'It can never move your funds nor change your keys.',
    },
    'reach.enforced': {
      source: '23984a046ac1a7ae',
      back: 'These limits are applied: only this service can use the posting authority you give to {app}, and it checks each action against them.',
    },
    'reach.notEnforced': {
      source: 'd2e1c4ea0a470550',
      back: "These limits only apply to what {app} does through this service. {app}'s posting authority also includes its own keys or accounts: {app} can therefore sign for you directly on the Hive blockchain, outside any limit, as long as you keep it in your posting authority.",
    },
    'reach.onChain': {
      source: 'e71593026db82c4d',
      back: 'On the Hive blockchain, your posting authority allows whoever holds it to publish, vote, follow, reblog and update your profile in your name, without a limit of its own.',
    },
    'reach.direct': {
      source: '83fae24b2a14d262',
      back: '{app} holds keys or accounts that can use it directly, outside the limits you chose.',
    },
    'device.check': {
      source: 'b83849fb4ebce799',
      back: 'Check that your device shows exactly this code. If you did not start this connection on a device of yours, refuse it: someone is perhaps trying to get into your account.',
    },
    'home.keys': {
      source: 'b95ae05dbbe19cf4',
      back: "Your keys stay in your browser: this service never sees them. You can remove an application's access at any time.",
    },
    'hiveauth.approveOnPhone': {
      source: 'e8ebf991dbc6a245',
      back: 'Approve on your phone with a HiveAuth wallet; no key is typed here.',
    },
    'op.memoUnencrypted': {
      source: '53086fa05cc731c1',
      back: 'The memo begins with "#", which requests encryption, but this page does not encrypt memos: it would be published as it is written.',
    },
    'op.danger.owner': {
      source: '38d31772fe52a35f',
      back: 'This replaces your owner authority with {holders}; whoever holds it owns your account: they can change every key and exclude you from it.',
    },
    'op.danger.active': {
      source: '55b80f219c3ead5a',
      back: 'This replaces your active authority with {holders}; whoever holds it can move your funds and change your other keys.',
    },
    'op.danger.posting': {
      source: '24e237bc36820a1e',
      back: 'This replaces your publishing authority with {holders}; whoever holds it can publish, vote and follow in your name.',
    },
    'op.danger.noKey': { source: 'ec9afd6a0470e867', back: 'no key' },
    'op.danger.memoKey': {
      source: 'e44d5be0f648bd73',
      back: 'Your memo key becomes {key}: whoever holds it can read your encrypted memos.',
    },
    'op.danger.yourAccount': { source: '17a7e5cfee17027e', back: 'your account' },
    'op.danger.recoveryAccount': {
      source: '2b9ce7374d4e68fa',
      back: 'This makes {recovery} the recovery account of {account} in 30 days: only {recovery} will then be able to help you recover the account if your owner key is stolen.',
    },
    'op.danger.requestRecovery': {
      source: 'c1c4ec5056320409',
      back: 'This allows taking control of {account} with a new owner authority ({holders}); whoever holds it owns the account.',
    },
    'op.danger.recover': {
      source: 'f3bd51edee3dbe53',
      back: 'This replaces the owner authority of {account} with {holders}; whoever holds it owns the account.',
    },
    'op.danger.withdrawRoute': {
      source: '734ccebc10c83704',
      back: 'From now on, {percent} % of what {account} withdraws by power down goes to {to}.',
    },
    'op.danger.declineVoting': {
      source: '053d6dfe398eb80f',
      back: 'This definitively gives up your governance votes (witnesses and proposals): it is irreversible.',
    },
    'op.danger.unknown': {
      source: 'a5eb8c5892b24e28',
      back: 'This operation can change who controls your account. Only continue if you asked for exactly that.',
    },
    'consent.vaultAbout': {
      source: '9fd8eed08dc515b1',
      back: 'Next time, sign in with a gesture instead of typing it. The key is encrypted in this browser and is never sent anywhere; only your passkey or your PIN code unlocks it.',
    },
    'consent.vaultActive': {
      source: '206c57c1a2df6049',
      back: 'This is your active key: whoever unlocks it can move your funds and change your account. Only keep it here if you sign such operations on this device.',
    },
  },
};
