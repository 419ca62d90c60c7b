import type { Catalogue } from '../catalogue';

/** Deutsch («du»). */
export const de: Catalogue = {
  review: "drafted (issue 40), needs a native speaker's review",
  messages: {
    'layout.skip': 'Zum Inhalt springen',
    'layout.navLabel': 'Hauptmenü',
    'layout.nav.home': 'Start',
    'layout.nav.apps': 'Apps',
    'layout.nav.authorizedApps': 'Autorisierte Apps',
    'layout.language': 'Sprache',
    'layout.noScript':
      'Diese Seite braucht JavaScript, und dieser Browser führt es hier nicht aus.',
    'layout.withoutScript':
      'Lade die Seite neu. Hilft das nicht, blockiert dieser Browser vielleicht Skripte: Erlaube JavaScript für diese Website oder öffne die Seite auf einem anderen Gerät, etwa deinem Handy.',
    'layout.loading': 'Die Seite wird vorbereitet … die Schaltflächen funktionieren gleich.',
    'layout.loadingLate': 'Noch nicht bereit: Das Skript dieser Seite ist nicht gestartet.',

    'error.title.invalid_request': 'Diese Anfrage ist ungültig',
    'error.title.unauthorized_client': 'Diese App ist nicht registriert',
    'error.title.not_found': 'Nicht gefunden',
    'error.title.pageNotFound': 'Seite nicht gefunden',
    'error.title.unavailable': 'Das Hive-Netzwerk ist nicht erreichbar',
    'error.title.signLink': 'Dieser Signier-Link kann nicht signiert werden',
    'error.title.other': 'Etwas ist schiefgelaufen',
    'error.about.invalid_request': 'In der Anfrage fehlt etwas oder etwas ist falsch.',
    'error.about.unauthorized_client':
      'Die App, die dich hierher geschickt hat, ist für diese Adresse nicht registriert; du kannst dich hier also nicht bei ihr anmelden.',
    'error.about.not_found': 'Unter dieser Adresse gibt es nichts.',
    'error.about.unavailable':
      'Dieser Dienst erreicht das Hive-Netzwerk gerade nicht. Versuche es in einer Minute noch einmal.',
    'error.about.other': 'Der Dienst konnte diese Anfrage nicht beantworten.',
    'error.details': 'Details (auf Englisch)',
    'error.code': 'Fehlercode: {code}',
    'error.home': 'Zur Startseite',
    'error.fromApp':
      'Wenn eine App dich hierher geschickt hat, geh zu ihr zurück und versuche es noch einmal, oder sag ihren Entwicklern Bescheid.',

    'home.title': 'Mit Hive anmelden',
    'home.intro':
      'Mit hivegate können Apps dich mit deinem Hive-Konto anmelden und, sobald du es erlaubst, für dich veröffentlichen, abstimmen und folgen.',
    'home.keys':
      'Deine Schlüssel bleiben in deinem Browser: Dieser Dienst sieht sie nie. Du kannst einer App den Zugriff jederzeit wieder entziehen.',
    'home.people': 'Für Hive-Nutzer',
    'home.authorizedLink': 'Autorisierte Apps ansehen und entfernen',
    'home.authorizedAbout': 'gib deinen Benutzernamen ein, um sie aufzulisten.',
    'home.appsLink': 'Das App-Verzeichnis durchsuchen',
    'home.appsAbout': 'Apps, die diesen Dienst nutzen, nach täglichen Nutzern sortiert.',
    'home.startFromApp':
      'Um dich bei einer App anzumelden, beginne in der App selbst: Sie schickt dich mit ihrem Namen und ihrer Anfrage hierher.',
    'home.developers': 'Für Entwickler',
    'home.sdk':
      'Nimm {client}: Es behält die Methodennamen des {sdk}-SDK, und all seine Links und Aufrufe gehen an diesen Dienst. Die API-Aufrufe des {sdk}-SDK funktionieren auch, mit {apiURL} auf {origin}, aber seine Anmelde- und Signier-Links führen zu hivesigner.com.',
    'home.endpoint.authorize': 'Die Anmelde- und Zustimmungsseite ({call} des SDK)',
    'home.endpoint.token': 'Ein Code oder Refresh-Token und dein {secret} gegen neue Tokens',
    'home.endpoint.revoke':
      'Meldet den Nutzer ab: Das Token und seine ganze Freigabe funktionieren nicht mehr',
    'home.endpoint.me': 'Das Konto des Tokens',
    'home.endpoint.broadcast': 'Posting-Operationen, vom Dienst signiert, als eine Transaktion',
    'home.endpoint.apps': 'Das App-Verzeichnis als JSON',
    'home.endpoint.sign':
      'Signier-Links für Operationen, die den aktiven Schlüssel des Nutzers brauchen (Überweisungen)',
    'home.jwks':
      'Tokens sind mit Ed25519 signierte JWTs; die öffentlichen Schlüssel liegen unter {url}.',
    'home.discovery': 'OpenID-Connect-Discovery: {url}.',
    'home.appProfile':
      'Eine App ist ein Hive-Konto, dessen Profil in {metadata} {type}, seine {uris} und den SHA-256 seines Geheimnisses enthält.',
    'home.register': 'Eine App registrieren',
    'home.registerWith': 'mit ihrem aktiven Schlüssel.',

    'apps.building':
      'Das Verzeichnis wird gerade erstellt. Bitte versuche es in einer Minute noch einmal.',
    'apps.intro':
      'Apps, die über diesen Dienst veröffentlichen, sortiert nach täglichen Nutzern {days, plural, one {am letzten # Tag} other {in den letzten # Tagen}}.',
    'apps.updated': 'Aktualisiert: {date}.',
    'apps.unverified':
      'Namen und Beschreibungen veröffentlicht jedes App-Konto selbst; sie sind nicht geprüft.',
    'apps.own': 'Eigene App? {link} mit ihrem aktiven Schlüssel.',
    'apps.featured': 'Empfohlen',
    'apps.ranking': 'Rangliste',
    'apps.none': 'In diesem Zeitraum wurde keine App benutzt.',
    'apps.allFeatured': 'Jede in diesem Zeitraum benutzte App ist oben empfohlen.',
    'apps.new': 'Neu',
    'apps.weaker': 'Schwächere Registrierung',
    'apps.notRegistered': 'Nicht registriert',
    'apps.postingNote':
      'Ihre Anmeldeeinstellungen stehen in {field}: Wer ihre Posting-Berechtigung hat, kann ändern, wohin die Anmeldungen ihrer Nutzer gehen. Ihr Besitzer kann sie mit dem aktiven Schlüssel registrieren: {link}.',
    'apps.noProfile':
      'Kein App-Profil in ihrem {field}: Niemand kann sich hier bei ihr anmelden, bis ihr Besitzer sie registriert: {link}.',
    'apps.users': '{count, plural, one {# Nutzer} other {# Nutzer}}',
    'apps.requests': '{count, plural, one {# Anfrage} other {# Anfragen}}',
    'apps.limitsEnforced':
      'Grenzen, die ihre Nutzer hier setzen, werden durchgesetzt: Nur dieser Dienst kann die Posting-Berechtigung nutzen, die sie ihr geben.',
    'apps.limitsNotEnforced':
      'Kann direkt auf der Hive-Blockchain für ihre Nutzer signieren, außerhalb jeder hier gesetzten Grenze: Ihre Posting-Berechtigung enthält eigene Schlüssel oder Konten.',

    'device.title': 'Auf einem Gerät anmelden',
    'device.codeLabel': 'Der Code, den dein Gerät anzeigt',
    'device.continue': 'Weiter',
    'device.next': 'Danach siehst du, welche App fragt und wofür, bevor du etwas signierst.',
    'device.codeError':
      'Dieser Code ist falsch, abgelaufen oder schon benutzt. Prüfe den Code, den dein Gerät anzeigt.',
    'device.deniedTitle': 'Gerät abgelehnt',
    'device.denied':
      'Das Gerät wird bei seinem nächsten Versuch abgelehnt; es bekommt keinen Zugriff auf dein Konto. Du kannst diese Seite schließen.',
    'device.code': 'Code {code}',
    'device.check':
      'Prüfe, ob dein Gerät genau diesen Code anzeigt. Wenn du diese Anmeldung nicht auf einem eigenen Gerät begonnen hast, lehne sie ab: Jemand versucht vielleicht, in dein Konto zu gelangen.',
    'device.deny': 'Dieses Gerät ablehnen',

    'signOut.doneTitle': 'Abgemeldet',
    'signOut.done':
      '{user} ist bei {app} abgemeldet: Die Zugriffs- und Refresh-Tokens dieser Anmeldung funktionieren nicht mehr.',
    'signOut.authority':
      'Die App behält die Posting-Berechtigung, die du ihr auf der Chain gegeben hast, falls vorhanden. Um auch die zu entziehen, entferne sie auf dieser Seite:',
    'signOut.askTitle': 'Abmelden?',
    'signOut.askHeading': 'Bei {app} abmelden?',
    'signOut.ask':
      'Eine Seite möchte {user} bei {app} abmelden. Wenn du das nicht wolltest, bleib angemeldet.',
    'signOut.confirm': 'Bei {app} abmelden',
    'signOut.stay': 'Angemeldet bleiben',

    'consent.heading': 'Bei {app} anmelden',
    'consent.headingDevice': 'Auf deinem Gerät bei {app} anmelden',
    'consent.account': 'Dein Hive-Konto',
    'consent.chooseAccount': 'Wähle ein Konto',
    'consent.rememberedAccounts': 'Konten in diesem Browser',
    'consent.username': 'Hive-Benutzername',
    'consent.signWith':
      'Signiere dann unten mit deinem privaten Posting-Schlüssel oder Master-Passwort.',
    'consent.keychain': 'Mit Hive Keychain anmelden',
    'signin.limitsStillApply':
      'Die Limits, die Sie für diese App festgelegt haben, gelten weiterhin: {limits}',
    'signin.limitsContinue': 'Weiter',
    'consent.or': 'oder',
    'consent.keyLabel': 'Privater Posting-Schlüssel oder Master-Passwort',
    'consent.keyNeverSent':
      'Wird nur auf dieser Seite zum Signieren benutzt; er wird nie irgendwohin gesendet.',
    'consent.signIn': 'Anmelden',
    'consent.cancel': 'Abbrechen und zurück',
    'consent.returnsTo': 'Nach der Anmeldung geht es zurück zu {uri}.',
    'consent.deviceGoesOn':
      'Nach der Anmeldung macht dein Gerät von selbst weiter; auf diese Seite kommt nichts zurück.',
    'consent.unverified': 'Nicht geprüft',
    'consent.published':
      'Name, Beschreibung, Bild und Website veröffentlicht {app} selbst; hivegate hat sie nicht geprüft.',
    'consent.mayDo': 'Was {app} darf',
    'consent.profile': 'Dein öffentliches Hive-Profil lesen: Anzeigename, Bild und Website.',
    'consent.offline':
      'Angemeldet bleiben, nachdem du die App geschlossen hast (ein Refresh-Token).',
    'consent.grantTitle': '{app} die Posting-Berechtigung geben',
    'consent.grantNotYet':
      'Dein Konto erlaubt {app} noch nicht, für dich zu handeln. Die Freigabe fügt {app} zur Posting-Berechtigung deines Kontos auf der Hive-Blockchain hinzu (eine {op}-Transaktion).',
    'consent.grantCannot': 'Sie kann kein Geld überweisen und keine Schlüssel ändern.',
    'consent.grantActive':
      'Diese Änderung braucht deinen aktiven Schlüssel. Sie bleibt, bis du sie auf dieser Seite entfernst:',
    'consent.grantKeychain': 'Mit Hive Keychain freigeben',
    'consent.grantOrKey': 'oder unten einen Schlüssel verwenden.',
    'consent.activeKeyLabel': 'Privater aktiver Schlüssel oder Master-Passwort',
    'consent.grantSubmit': 'Freigeben und weiter',

    'limits.adjust': 'Grenzen anpassen',
    'limits.fixed': 'Deine Grenzen (für diese Anmeldung fest)',
    'limits.legend': 'Deine Grenzen für {app}',
    'limits.help':
      'Du kannst einschränken, was {app} darf, aber nie erweitern: Was sie darf, oben, ändert sich mit. Du kannst ihren Zugriff auch später auf der Seite „Autorisierte Apps“ beenden.',
    'limits.actions': 'Erlaubte Aktionen',
    'limits.votes': 'Stimmen',
    'limits.voteWeight': 'Größte Stimme in % (höchstens {max})',
    'limits.noDownvotes': 'Keine Downvotes.',
    'limits.allowDownvotes': 'Downvotes erlauben',
    'limits.appMessages': 'Erlaubte App-Nachrichten (custom_json)',
    'limits.perDayMax': 'Höchstens Aktionen pro Tag (höchstens {max, number})',
    'limits.perDayNone': 'Höchstens Aktionen pro Tag (leer: keine Grenze)',
    'limits.endsAsAsked':
      'Der Zugriff endet am {date}, wie {app} es wollte: früher als jedes hier angebotene Ende. Du kannst ihn jederzeit auf der Seite „Autorisierte Apps“ beenden.',
    'limits.ends': 'Zugriff endet',
    'limits.asAsked': '{date} (wie {app} es wollte)',
    'limits.whenRemoved': 'Wenn du ihn entfernst',
    'limits.inDays': '{days, plural, one {In # Tag} other {In # Tagen}}',
    'limits.leaveOne': 'Lass mindestens eine Aktion erlaubt oder brich die Anmeldung ab.',
    'limits.weightRange': 'Gib ein Stimmgewicht zwischen 0,01 und {max} % ein.',
    'limits.perDayWhole':
      'Gib eine ganze Zahl von Aktionen ein, mindestens 1, oder lass das Feld leer.',
    'limits.perDayRange': 'Gib eine ganze Zahl von Aktionen zwischen 1 und {max, number} ein.',

    'grant.loginOnly':
      'Deinen Hive-Benutzernamen erfahren, um dich anzumelden; sie kann auf Hive nicht für dich handeln.',
    'grant.learnUsername': 'Deinen Hive-Benutzernamen erfahren, um dich anzumelden.',
    'grant.actFor': 'Auf Hive für dich handeln: {actions}.',
    'grant.neverFunds': 'Sie kann niemals dein Geld bewegen oder deine Schlüssel ändern.',
    'grant.allows.vote': 'für Beiträge und Kommentare abstimmen',
    'grant.allows.comment': 'Beiträge und Kommentare veröffentlichen und bearbeiten',
    'grant.allows.delete_comment': 'deine Beiträge und Kommentare löschen',
    'grant.allows.comment_options': 'die Auszahlungsoptionen deiner Beiträge festlegen',
    'grant.allows.custom_json': 'App-Nachrichten senden (Folgen, Rebloggen, Communities, Spiele)',
    'grant.allows.claim_reward_balance': 'deine Belohnungen abholen',
    'grant.allows.account_update2': 'dein Profil aktualisieren',
    'limit.only': 'Nur diese Operationen: {operations}.',
    'limit.votes': 'Stimmen von höchstens {percent} %.',
    'limit.votesNoDown': 'Stimmen von höchstens {percent} %, keine Downvotes.',
    'limit.noDown': 'Keine Downvotes.',
    'limit.appMessagesOnly': 'App-Nachrichten (custom_json) nur dieser Arten: {ids}.',
    'limit.noAppMessages': 'Keine App-Nachrichten (custom_json).',
    'limit.perDay':
      '{count, plural, one {Höchstens # Aktion am Tag.} other {Höchstens # Aktionen am Tag.}}',
    'limit.until': 'Bis {date}.',
    'limit.dateTime': '{date}, {time} UTC',
    'reach.enforced':
      'Diese Grenzen werden durchgesetzt: Nur dieser Dienst kann die Posting-Berechtigung nutzen, die du {app} gibst, und er prüft jede Aktion gegen sie.',
    'reach.notEnforced':
      'Diese Grenzen binden nur, was {app} über diesen Dienst tut. Die Posting-Berechtigung von {app} enthält auch eigene Schlüssel oder Konten, daher kann {app} direkt auf der Hive-Blockchain für dich signieren, außerhalb jeder Grenze, solange du sie in deiner Posting-Berechtigung behältst.',
    'reach.onChain':
      'Auf der Hive-Blockchain erlaubt deine Posting-Berechtigung jedem, der sie hat, als du zu veröffentlichen, abzustimmen, zu folgen, zu rebloggen und dein Profil zu aktualisieren, ohne eigene Grenze.',
    'reach.onlyThrough':
      '{app} kann sie nur über diesen Dienst nutzen, der sie an die von dir gewählten Grenzen hält.',
    'reach.direct':
      '{app} hat Schlüssel oder Konten, die sie direkt nutzen können, außerhalb der von dir gewählten Grenzen.',

    'hiveauth.signIn': 'Mit HiveAuth anmelden (Handy-Wallet)',
    'hiveauth.approveOnPhone':
      'Bestätige auf deinem Handy mit einer HiveAuth-Wallet; hier wird kein Schlüssel eingegeben.',
    'hiveauth.title': 'In deiner Wallet-App bestätigen',
    'hiveauth.scan':
      'Scanne diesen Code mit einer HiveAuth-Wallet (etwa Hive Keychain für Mobilgeräte) oder öffne auf diesem Handy den Link.',
    'hiveauth.qrSignIn': 'QR-Code der HiveAuth-Anmeldeanfrage',
    'hiveauth.qrRegistration': 'QR-Code der HiveAuth-Registrierungsanfrage',
    'hiveauth.open': 'In der Wallet-App öffnen',
    'hiveauth.cancelSignIn': 'HiveAuth-Anmeldung abbrechen',
    'hiveauth.cancelRegistration': 'HiveAuth-Registrierung abbrechen',
    'hiveauth.grant': 'Mit HiveAuth freigeben',
    'hiveauth.grantHelp':
      'Deine Wallet-App wird gebeten, diese Änderung mit deinem aktiven Schlüssel zu signieren. Kann sie das nicht, gib unten mit Hive Keychain oder deinem aktiven Schlüssel frei; die Anmeldung geht dann in deiner Wallet-App weiter.',
    'hiveauth.waiting': 'Warte auf deine Wallet-App …',
    'hiveauth.confirm': 'Bestätige in deiner Wallet-App …',
    'hiveauth.timeLeft': 'Verbleibende Zeit: {seconds, number} s',
    'hiveauth.unreachable':
      'Das HiveAuth-Relay war nicht erreichbar. Versuche es später oder melde dich mit Hive Keychain oder einem Schlüssel an.',
    'hiveauth.lost':
      'Die Verbindung zum HiveAuth-Relay ist abgebrochen, bevor deine Wallet geantwortet hat. Bitte versuche es noch einmal.',
    'hiveauth.relayError': 'Das HiveAuth-Relay hat die Anfrage abgelehnt.',
    'hiveauth.expired':
      'Die HiveAuth-Anfrage ist abgelaufen, bevor deine Wallet geantwortet hat. Bitte versuche es noch einmal.',
    'hiveauth.rejected': 'Du hast in deiner Wallet abgelehnt.',
    'hiveauth.walletError': 'Deine Wallet konnte die Anfrage nicht signieren.',
    'hiveauth.badAnswer':
      'Deine Wallet hat eine Antwort gesendet, die diese Seite nicht verwenden kann.',
    'hiveauth.cancelled': 'HiveAuth-Anmeldung abgebrochen.',
    'hiveauth.reconnecting': 'Die Verbindung zum HiveAuth-Relay ist abgebrochen; neu verbinden …',

    'signin.keychainNext':
      'Drücke dann „Mit Hive Keychain anmelden“ und bestätige in Keychain (lass den Benutzernamen leer, um das Konto dort zu wählen); oder verwende unten einen Schlüssel.',
    'signin.reading': 'Dein Konto wird gelesen …',
    'signin.confirmKeychain': 'Bestätige in Hive Keychain …',
    'signin.chooseInKeychain': 'Wähle dein Konto und bestätige in Hive Keychain …',
    'signin.signing': 'Anmeldung läuft …',
    'signin.failed': 'Die Anmeldung ist fehlgeschlagen.',
    'signin.couldNotStart': 'Die Anmeldung konnte nicht beginnen.',
    'signin.waitGrant': 'Warte, bis die Freigabe beim Dienst ankommt …',
    'signin.returning': 'Angemeldet als {user}. Zurück zur App …',
    'signin.expected':
      '{app} hat erwartet, dass du dich als {expected} anmeldest. Um dich stattdessen als {user} anzumelden, melde dich noch einmal an.',
    'signin.forget': 'Vergessen',
    'signin.forgetLabel': '{user} in diesem Browser vergessen',
    'signin.chosen': '{user} gewählt.',
    'signin.forgotten': '{user} in diesem Browser vergessen.',
    'signin.deviceDone':
      'Angemeldet als {user}. Geh zurück zu deinem Gerät: Es macht von selbst weiter. Du kannst diese Seite schließen.',
    'signin.oneMoreStep': 'Noch ein Schritt: Gib der App die Posting-Berechtigung.',
    'signin.grantTyped':
      '{typed, select, password {Das Master-Passwort, mit dem du dich angemeldet hast, signiert auch diese Änderung; es bleibt nur für diese Anmeldung im Speicher dieser Seite.} other {Der Schlüssel, mit dem du dich angemeldet hast, signiert auch diese Änderung; er bleibt nur für diese Anmeldung im Speicher dieser Seite.}}',
    'signin.grantKept':
      'Der auf diesem Gerät gemerkte aktive Schlüssel, den du zur Anmeldung entsperrt hast, signiert auch diese Änderung; er bleibt nur für diese Anmeldung im Speicher dieser Seite.',
    'signin.broadcastingGrant': 'Die Freigabe wird gesendet …',
    'signin.confirmGrantWallet': 'Bestätige die Freigabe in deiner Wallet-App …',
    'signin.hiveauthApp': 'Bei {app} anmelden',

    'common.details': 'Details',
    'common.enterUsername':
      'Gib einen Hive-Benutzernamen ein: 3 bis 16 Buchstaben, Ziffern, Punkte oder Bindestriche.',
    'common.noAccount': 'Das Konto {user} gibt es nicht.',
    'common.enterKey':
      '{role, select, posting {Gib deinen privaten Posting-Schlüssel oder dein Master-Passwort ein.} active {Gib deinen privaten aktiven Schlüssel oder dein Master-Passwort ein.} other {Gib deinen privaten Owner-Schlüssel oder dein Master-Passwort ein.}}',
    'common.wrongKey': 'Falsches Passwort oder falscher Schlüssel für {user}.',
    'common.notRoleKey':
      '{role, select, posting {Das ist kein Posting-Schlüssel von {user}.} active {Das ist kein aktiver Schlüssel von {user}.} other {Das ist kein Owner-Schlüssel von {user}.}}',
    'common.serviceAnswered': 'Der Dienst antwortete {status}',
    'common.keychainDeclined': 'Du hast in Hive Keychain abgelehnt.',
    'common.keychainDidNotSign': 'Hive Keychain hat nicht signiert: {said}',

    'authorized.intro':
      'Apps und Konten, denen du erlaubt hast, auf Hive für dich zu handeln. Entfernst du eines, wirkt das sofort auf der Blockchain und für jeden Dienst; Tokens, die die App noch hat, funktionieren für nichts mehr, wofür deine Autorität nötig war.',
    'authorized.username': 'Dein Hive-Benutzername',
    'authorized.show': 'Autorisierte Apps anzeigen',
    'authorized.listTitle': 'Konten mit Autorität über {user}',
    'authorized.keys': 'Deine Schlüssel',
    'authorized.keysNeverSent':
      'Werden nur auf dieser Seite zum Signieren benutzt und nie irgendwohin gesendet. Sie bleiben ausgefüllt, solange diese Seite offen ist.',
    'authorized.keychainFound':
      'Hive Keychain wurde gefunden: Lass ein Feld leer, um stattdessen in Keychain zu bestätigen.',
    'authorized.postingKey': 'Privater Posting-Schlüssel oder Master-Passwort',
    'authorized.postingKeyHelp':
      'Beweist, dass du es bist: zeigt deine Anmeldungen und die Limits jeder App, ändert diese Limits, beendet Anmeldungen.',
    'authorized.activeKey': 'Privater Active-Schlüssel oder Master-Passwort',
    'authorized.activeKeyHelp':
      'Ändert dein Konto auf der Blockchain: entfernt unten eine App oder ein Konto aus deinen Autoritäten.',
    'authorized.role':
      '{role, select, posting {Posting-Autorität: kann als du veröffentlichen, abstimmen, folgen und dein Profil ändern} active {Active-Autorität: kann auch dein Guthaben bewegen und deine Autoritäten ändern} other {Owner-Autorität: hat die volle Kontrolle über dein Konto}}',
    'authorized.none': 'Keine App und kein Konto hat Autorität über dieses Konto.',
    'authorized.alone': 'kann allein handeln',
    'authorized.weight': 'Gewicht {weight} von {threshold}',
    'authorized.remove': 'Entfernen',
    'authorized.removeLabel':
      '{role, select, posting {{app} aus deiner Posting-Autorität entfernen} active {{app} aus deiner Active-Autorität entfernen} other {{app} aus deiner Owner-Autorität entfernen}}',
    'authorized.confirmTitle':
      '{role, select, posting {{app} aus deiner Posting-Autorität entfernen?} active {{app} aus deiner Active-Autorität entfernen?} other {{app} aus deiner Owner-Autorität entfernen?}}',
    'authorized.loses':
      '{role, select, posting {{app} kann dann auf keiner Website und bei keinem Dienst mehr als du veröffentlichen, abstimmen, folgen oder dein Profil ändern.} active {{app} kann dann auf keiner Website und bei keinem Dienst mehr dein Guthaben bewegen oder deine Autoritäten ändern.} other {{app} kann dann auf keiner Website und bei keinem Dienst mehr dein Konto kontrollieren.}} Tokens, die es hat, funktionieren dafür nicht mehr. Du kannst es später wieder erlauben, indem du dich dort anmeldest.',
    'authorized.removeApp': '{app} entfernen',
    'authorized.keep': 'Behalten',
    'authorized.removing': '{app} wird entfernt…',
    'authorized.removed':
      '{role, select, posting {{app} wurde aus deiner Posting-Autorität entfernt.} active {{app} wurde aus deiner Active-Autorität entfernt.} other {{app} wurde aus deiner Owner-Autorität entfernt.}}',
    'authorized.limits': 'Limits',
    'authorized.limitsLabel': 'Limits für {app} festlegen',
    'appLimits.title': 'Limits für {app}',
    'appLimits.onlyStricter':
      'Limits werden nur strenger: Jeder Wert, den du eingibst, muss unter dem geltenden liegen. Signiert wird mit deinem Posting-Schlüssel oben oder mit Keychain.',
    'appLimits.voteWeight': 'Größte Stimme, in % (leer: unverändert)',
    'appLimits.voteWeightNow': 'Größte Stimme, in % (jetzt höchstens {percent}; leer: unverändert)',
    'appLimits.noDownvotes': 'Keine Downvotes',
    'appLimits.noDownvotesInForce': 'Keine Downvotes (gilt bereits)',
    'appLimits.perDay': 'Höchstens so viele Aktionen am Tag (leer: unverändert)',
    'appLimits.perDayNow':
      'Höchstens so viele Aktionen am Tag (jetzt höchstens {count}; leer: unverändert)',
    'appLimits.endNow': 'Zugriff jetzt beenden',
    'appLimits.save': 'Limits speichern',
    'appLimits.cancel': 'Abbrechen',
    'appLimits.keepAccess': 'Zugriff behalten',
    'appLimits.none': 'Keine Limits: Sie darf alles, was ihre Anmeldung erlaubt hat.',
    'appLimits.noSignIn':
      '{app} hat deine Posting-Autorität ohne Anmeldung hier, daher reicht kein Limit dieser Seite an das heran, was es auf der Blockchain tut. Limits, die du jetzt setzt, gelten für jede Anmeldung dort über diesen Dienst.',
    'appLimits.inForce': 'Gilt jetzt: {limits}',
    'appLimits.inForceSince': 'Gilt jetzt für deine Anmeldung vom {date}: {limits}',
    'appLimits.badWeight': 'Gib ein Stimmgewicht zwischen 0,01 und 100 % ein.',
    'appLimits.badPerDay': 'Gib eine ganze Zahl von Aktionen ein, mindestens 1.',
    'appLimits.notStricter':
      'Gilt bereits: {limit} Limits werden nur strenger: Gib weniger ein oder lass das Feld leer.',
    'appLimits.chooseOne': 'Wähle ein Limit oder brich ab.',
    'appLimits.endTitle': 'Zugriff von {app} jetzt beenden?',
    'appLimits.endLoses':
      'Jede deiner Anmeldungen bei {app} hier endet sofort: Ihre Tokens funktionieren nicht mehr, und es kann über diesen Dienst nicht mehr für dich handeln. {app} behält deine Posting-Autorität auf der Blockchain, bis du es oben entfernst.',
    'appLimits.end': 'Zugriff von {app} beenden',
    'appLimits.notSaved': 'Die Limits konnten nicht gespeichert werden.',
    'appLimits.ended':
      'Der Zugriff von {app} hier ist beendet: Seine Anmeldungen sind vorbei. Es hat deine Posting-Autorität auf der Blockchain weiterhin; entferne es oben, wenn du es nicht nutzt.',
    'appLimits.operations': 'Aktionen, die sie ausführen darf',
    'appLimits.leaveOne':
      'Lass mindestens eine Aktion erlaubt, oder beende stattdessen ihren Zugriff.',
    'appLimits.saved': 'Limits für {app} gespeichert.',
    'appLimits.savedAny':
      'Limits für {app} gespeichert; sie gelten für jede Anmeldung dort über diesen Dienst: {limits}',
    'activity.title': 'Was jede App mit deinem Konto getan hat',
    'activity.intro':
      'Jede Transaktion, die eine App über diesen Dienst für dich gesendet hat, die neueste zuerst, mit ihrem Stand auf der Blockchain.',
    'activity.none': 'Noch keine App hat über diesen Dienst etwas für dich gesendet.',
    'activity.totals':
      'Transaktionen in den letzten 24 Stunden: {day, number}; in den letzten 30 Tagen: {month, number}.',
    'activity.row': '{when}: {operations}',
    'activity.status':
      '{status, select, sent {Gesendet, noch in keinem Block} included {In Block {block}} irreversible {Endgültig, in Block {block}} expired {Abgelaufen: nie aufgenommen} refused {Vom Netzwerk abgelehnt: {why}} other {{status}}}',
    'activity.byAppKey': 'Von der App selbst signiert, nicht über diesen Dienst.',
    'activity.tx': 'Transaktion {id} in einem Block-Explorer',
    'activity.more': 'Ältere anzeigen',
    'activity.reading': 'Lese, was die Apps getan haben…',
    'activity.csv': 'CSV herunterladen',
    'activity.json': 'JSON herunterladen',
    'activity.downloading': 'Download wird vorbereitet…',
    'signIns.title': 'Deine Anmeldungen hier',
    'signIns.intro':
      'Jede App, bei der du dich über diesen Dienst angemeldet hast, auch solche, die nur erfahren haben, wer du bist, mit den Limits, die für jede gelten. Beendest du eine, wirst du dort sofort abgemeldet; die App erfährt es. Zum Anzeigen beweist du, dass du es bist: Es wird mit deinem Posting-Schlüssel oben oder mit Keychain signiert.',
    'signIns.show': 'Meine Anmeldungen anzeigen',
    'signIns.endTheSignIn': 'Anmeldung beenden',
    'signIns.ended': 'Die Anmeldung bei {app} wurde beendet.',
    'signIns.notRead': 'Deine Anmeldungen konnten nicht gelesen werden.',
    'signIns.ending': 'Anmeldung wird beendet…',
    'signIns.reading': 'Deine Anmeldungen werden gelesen…',
    'signIns.none': 'Du hast keine Anmeldung über diesen Dienst.',
    'signIns.unlisted':
      '{count, plural, one {{apps} hat deine Posting-Autorität, aber hier keine Anmeldung: Es kann auf Hive für dich posten, und nichts auf dieser Seite begrenzt es. Wenn du es nicht nutzt, entferne es oben.} other {{apps} haben deine Posting-Autorität, aber hier keine Anmeldung: Sie können auf Hive für dich posten, und nichts auf dieser Seite begrenzt sie. Wenn du sie nicht nutzt, entferne sie oben.}}',
    'signIns.row':
      '{kind, select, posting {{app}: darf für dich handeln, seit {since}, zuletzt genutzt am {used}} other {{app}: nur Anmeldung, seit {since}, zuletzt genutzt am {used}}}',
    'signIns.rowNamed':
      '{kind, select, posting {{app} ({name}): darf für dich handeln, seit {since}, zuletzt genutzt am {used}} other {{app} ({name}): nur Anmeldung, seit {since}, zuletzt genutzt am {used}}}',
    'signIns.limits': 'Limits: {limits}',
    'signIns.madeWith': 'Signiert mit {wallet}; Gerät: {device}',
    'signIns.madeWithWallet': 'Signiert mit {wallet}',
    'signIns.typedKey': 'einem eingegebenen Schlüssel',
    'signIns.keptKey':
      'einem auf diesem Gerät gemerkten Schlüssel, entsperrt durch {lock, select, passkey {einen Passkey} other {eine PIN}}',
    'signIns.noEnd':
      '{kind, select, posting {Kein Enddatum: Die aktuellen Tokens gelten bis {date}, und die App kann sie erneuern.} other {Kein Enddatum: Die aktuellen Tokens gelten bis {date}.}}',
    'signIns.end': 'Beenden',
    'signIns.endLabel': 'Die Anmeldung bei {app} seit {since} beenden',
    'signIns.endTitle': 'Die Anmeldung bei {app} beenden?',
    'signIns.endLoses':
      '{kind, select, posting {{app} wird sofort abgemeldet: Seine Tokens funktionieren nicht mehr, und es kann über diesen Dienst nicht mehr für dich handeln. Es behält deine Posting-Autorität auf der Blockchain, bis du es oben entfernst.} other {{app} wird sofort abgemeldet: Seine Tokens funktionieren nicht mehr, und es erfährt es.}}',
    'register.title': 'Eine App registrieren',
    'register.intro':
      'Eine App ist ein Hive-Konto, dessen Profil in {field} sagt, wohin die Anmeldungen seiner Nutzer gehen. Nur der Active-Schlüssel des Kontos kann {field} ändern: Konten mit seiner Posting-Autorität (dieser Dienst, Apps, bei denen es sich angemeldet hat) können es nicht. Das Registrieren schreibt das Profil dorthin, in einer einzigen {op}-Transaktion, die auf dieser Seite signiert wird.',
    'register.accountTitle': 'Das Konto der App',
    'register.username': 'App-Konto (Hive-Benutzername)',
    'register.usernameHelp':
      'Lies sein aktuelles Profil, um davon auszugehen: Eine App, die nach HiveSigners Art registriert wurde (in {field}), wird übernommen.',
    'register.readProfile': 'Aktuelles Profil lesen',
    'register.whereTitle': 'Wohin Anmeldungen gehen',
    'register.readFrom': 'Nur aus {field} gelesen.',
    'register.redirects': 'Redirect-URIs, eine pro Zeile',
    'register.redirectsHelp':
      'Genau verglichen; eine Loopback-URI ({example}) passt zu jedem Port.',
    'register.authMethod': 'Wie die App beweist, dass sie die App ist',
    'register.method.basic': 'Client-Secret, HTTP Basic',
    'register.method.post': 'Client-Secret, im Body',
    'register.method.none': 'Kein Secret (öffentlicher Client)',
    'register.authMethodHelp':
      'Eine App mit Server bewahrt dort ein Client-Secret auf. Eine Webseite oder eine Handy-App kann keins bewahren: Sie ist ein öffentlicher Client und beweist sich allein mit PKCE.',
    'register.secretHash': 'SHA-256 des Client-Secrets (64 Hex-Zeichen)',
    'register.secretHashHelp':
      'Das Profil veröffentlicht nur diesen Hash, und jeder kann ihn lesen: Ein Secret muss mindestens {minBits} zufällige Bits haben, sonst kann es offline erraten werden. Erzeuge eins hier ({bits} Bits) oder mit {command}.',
    'register.makeSecret': 'Neues Client-Secret erzeugen',
    'register.newSecret': 'Dein neues Client-Secret',
    'register.newSecretHelp':
      'Kopiere es jetzt auf den Server deiner App: Es wird nur einmal gezeigt, und weder diese Seite noch die Blockchain bewahrt es auf.',
    'register.logoutUri': 'Back-Channel-Logout-URI (optional)',
    'register.logoutUriHelp':
      'Wird benachrichtigt, wenn die Anmeldung eines Nutzers endet (OpenID Connect Back-Channel Logout).',
    'register.postLogoutUris': 'Redirect-URIs nach dem Abmelden, eine pro Zeile (optional)',
    'register.idTokenAlg': 'Signatur des id_token',
    'register.defaultAlg': '{alg} (Standard)',
    'register.displayTitle': 'Was Nutzer sehen',
    'register.displayHelp':
      'Auf der Anmeldeseite und im Verzeichnis gezeigt, als ungeprüft markiert.',
    'register.name': 'Name',
    'register.about': 'Beschreibung',
    'register.website': 'Website',
    'register.picture': 'Bild (eine https-URL)',
    'register.signTitle': 'Mit dem Active-Schlüssel signieren',
    'register.keychain': 'Mit Hive Keychain registrieren',
    'register.hiveAuth': 'Mit HiveAuth registrieren (mobile Wallet)',
    'register.activeKey': 'Privater Active-Schlüssel oder Master-Passwort des App-Kontos',
    'register.submit': 'Mit dem Active-Schlüssel registrieren',
    'register.postingNote':
      'Damit Beiträge und Stimmen ihrer Nutzer über diesen Dienst laufen, muss die Posting-Autorität der App auch das Konto dieses Dienstes enthalten.',
    'register.secretMade':
      'Ein neues Client-Secret wurde erzeugt. Kopiere es auf den Server deiner App, bevor du registrierst.',
    'register.reading': 'Das Konto wird gelesen…',
    'register.noProfile': '{app} hat noch kein App-Profil: Fülle das Formular aus.',
    'register.readActive': 'Das App-Profil von {app} wurde aus {field} gelesen.',
    'register.readPosting':
      'Das App-Profil von {app} wurde aus {posting} gelesen (HiveSigners Art): Das Registrieren schreibt es nach {field}.',
    'register.broadcasting': 'Die Registrierung wird gesendet…',
    'register.hiveAuthAbout': 'Die App {app} registrieren',
    'register.needRedirect': 'Gib mindestens eine Redirect-URI ein.',
    'register.badHash':
      'Gib den SHA-256 des Client-Secrets als 64 Hex-Zeichen ein oder erzeuge ein neues Client-Secret.',
    'register.notUrl': '„{url}“ ist keine absolute URL (wie https://app.example/callback).',
    'register.fragment': '„{url}“ darf kein #Fragment haben.',
    'register.done':
      'Registriert: Das App-Profil von {app} steht in seinem {field}. Anmeldungen nutzen es innerhalb von Sekunden.',
    'register.doneTx':
      'Registriert: Das App-Profil von {app} steht in seinem {field} (Transaktion {tx}). Anmeldungen nutzen es innerhalb von Sekunden.',
    'register.addService':
      '{service} für die App senden lassen: im selben Schritt zur Posting-Autorität des App-Kontos hinzufügen',
    'register.serviceAdded':
      '{service} steht jetzt in der Posting-Autorität von {app}: Sendungen für ihre Nutzer laufen über diesen Dienst.',
    'register.serviceAlready':
      '{service} stand schon in der Posting-Autorität von {app}: Dort ist nichts zu ändern.',
    'register.serviceMissing':
      '{service} steht nicht in der Posting-Autorität von {app}: Dieser Dienst lehnt ihre Sendungen ab, bis es dort steht.',
    'register.nextTitle': 'Wie es weitergeht',
    'register.clientId': '{field} der App',
    'register.signInUrl': 'Eine Anmelde-URL für deine Nutzer',
    'register.tokenExchange': 'Der Tausch gegen Tokens, auf deinem Server',
    'register.copy': 'Kopieren',
    'register.copied': 'Kopiert',

    'wallet.other': 'Andere Wallets:',
    'wallet.otherAuthorized':
      'Oder mit einer anderen Wallet signieren (ein Schlüsselfeld leer lassen):',
    'wallet.signIn': 'Mit {wallet} anmelden',
    'wallet.sign': 'Mit {wallet} signieren',
    'wallet.grant': 'Mit {wallet} freigeben',
    'wallet.grantYours': 'Mit deiner Wallet freigeben',
    'wallet.grantHelp':
      'Deine Wallet wird gebeten, diese Änderung mit deinem aktiven Schlüssel zu signieren.',
    'wallet.opening': '{wallet} wird geöffnet…',
    'wallet.cancel': 'Abbrechen',
    'wallet.emptyFields': 'Leere Schlüsselfelder signieren jetzt mit {wallet}.',
    'wallet.broadcasting': 'Wird gesendet…',
    'wallet.noAccount':
      '{wallet} enthält keinen Schlüssel eines Hive-Kontos. Gib deinen Benutzernamen ein oder füge dein Konto dort hinzu.',
    'wallet.severalAccounts':
      '{wallet} enthält Schlüssel von {accounts}: Gib das Konto ein, das verwendet werden soll.',
    'peakvault.notInstalled':
      'PeakVault ist in diesem Browser nicht installiert (oder ausgeschaltet).',
    'peakvault.confirm': 'In PeakVault bestätigen (als {user})…',
    'peakvault.declined': 'Du hast in PeakVault abgelehnt.',
    'peakvault.failed': 'PeakVault hat nicht signiert: {said}',
    'peakvault.wrongAccount':
      'PeakVault hat mit einem Schlüssel signiert, der kein Posting-, aktiver oder Owner-Schlüssel von {user} ist. Wähle {user} in PeakVault oder füge dort seinen Schlüssel hinzu.',
    'metamask.notInstalled':
      'MetaMask ist hier nicht verfügbar oder kann keine Snaps ausführen. Installiere MetaMask oder wähle eine andere Art zu signieren.',
    'metamask.connect': 'Den Hive-Wallet-Snap in MetaMask erlauben…',
    'metamask.confirm': 'In MetaMask bestätigen (als {user})…',
    'metamask.declined': 'Du hast in MetaMask abgelehnt.',
    'metamask.failed': 'MetaMask hat nicht signiert: {said}',
    'metamask.wrongAccount':
      '{role, select, posting {Der Hive-Wallet-Snap in MetaMask enthält keinen Posting-Schlüssel von {user}.} active {Der Hive-Wallet-Snap in MetaMask enthält keinen aktiven Schlüssel von {user}.} other {Der Hive-Wallet-Snap in MetaMask enthält keinen Owner-Schlüssel von {user}.}} Signiere mit einer anderen Wallet oder als das Konto, das der Snap enthält.',
    'metamask.noMessages':
      'Der Hive-Wallet-Snap signiert nur Transaktionen, nicht diese Nachricht: Wähle eine andere Wallet oder gib deinen Schlüssel ein.',
    'ledger.noWebUsb':
      'Dieser Browser kann keinen Ledger erreichen (er hat kein WebUSB). Versuche Chrome, Edge oder Brave.',
    'ledger.connect':
      'Verbinde deinen Ledger per USB, entsperre ihn, öffne die Hive-App und wähle das Gerät aus…',
    'ledger.noDevice':
      'Es wurde kein Ledger ausgewählt. Verbinde ihn per USB, entsperre ihn, öffne die Hive-App und wähle ihn in der Liste aus, die der Browser zeigt.',
    'ledger.appNotOpen': 'Öffne die Hive-App auf deinem Ledger und versuche es dann erneut.',
    'ledger.locked': 'Entsperre deinen Ledger, öffne die Hive-App und versuche es dann erneut.',
    'ledger.hashSigningOff':
      'Schalte in den Einstellungen der Hive-App auf deinem Ledger das Hash-Signieren ein (die Anmeldung wird als Hash signiert) und versuche es dann erneut.',
    'ledger.reading': 'Die Schlüssel auf deinem Ledger werden gelesen…',
    'ledger.confirmSignIn':
      'Prüfe die Anmeldung auf deinem Ledger und bestätige sie dort (als {user})…',
    'ledger.confirmTransaction':
      'Prüfe die Transaktion auf deinem Ledger und bestätige sie dort (als {user})…',
    'ledger.declined': 'Du hast auf deinem Ledger abgelehnt.',
    'ledger.cancelled': 'Sie haben den Ledger-Versuch abgebrochen. Nichts wurde signiert.',
    'ledger.failed': 'Dein Ledger hat nicht signiert: {said}',
    'ledger.wrongAccount':
      '{role, select, posting {Dieser Ledger enthält keinen Posting-, aktiven oder Owner-Schlüssel von {user}} active {Dieser Ledger enthält keinen aktiven oder Owner-Schlüssel von {user}} other {Dieser Ledger enthält keinen Owner-Schlüssel von {user}}} (Hive-Konten 1 bis {accounts, number} durchsucht). Verbinde den Ledger, der ihn enthält, oder signiere als das Konto, das er enthält.',

    'sign.pageTitle': 'Eine Transaktion signieren',
    'sign.titleMany':
      '{count, plural, one {# Operation signieren} other {# Operationen signieren}}',
    'sign.key':
      '{role, select, posting {Posting-Schlüssel} active {aktiven Schlüssel} other {Owner-Schlüssel}}',
    'sign.asks':
      '{count, plural, one {Ein Link bittet dich, diese Operation mit deinem {key} zu signieren und an Hive zu senden.} other {Ein Link bittet dich, diese Operationen mit deinem {key} zu signieren und an Hive zu senden.}}',
    'sign.asksSignOnly':
      '{count, plural, one {Ein Link bittet dich, diese Operation mit deinem {key} zu signieren (nur signiert: die Signatur geht an die Website zurück, die sie senden kann).} other {Ein Link bittet dich, diese Operationen mit deinem {key} zu signieren (nur signiert: die Signatur geht an die Website zurück, die sie senden kann).}}',
    'sign.checkEvery': 'Prüfe jede Zeile: Einmal gesendet, lässt es sich nicht rückgängig machen.',
    'sign.warning': 'Achtung:',
    'sign.exactData': 'Genaue Daten der Operation',
    'sign.signAs': 'Signieren als',
    'sign.signerFixed': 'Der Link verlangt, dass {user} signiert.',
    'sign.keychain': 'Mit Hive Keychain signieren',
    'sign.keyLabel':
      '{role, select, posting {Privater Posting-Schlüssel oder Master-Passwort} active {Privater aktiver Schlüssel oder Master-Passwort} other {Privater Owner-Schlüssel oder Master-Passwort}}',
    'sign.submit': 'Signieren und senden',
    'sign.submitSignOnly': 'Signieren',
    'sign.cancel': 'Abbrechen',
    'sign.done': 'Fertig',
    'sign.txId': 'Transaktions-ID: {id}',
    'sign.doneReturn': 'Die Website möchte dich wieder bei {destination} sehen.',
    'sign.continueTo': 'Weiter zu {host}',
    'sign.goBack': 'Zurück, woher du gekommen bist',
    'sign.fromApp': 'Von {app}',
    'sign.callbackValue':
      '{name, select, sig {[Signatur]} id {[Transaktions-ID]} block {[Blocknummer]} other {[Position im Block]}}',
    'sign.afterShowsId': 'Danach zeigt diese Seite die Transaktions-ID.',
    'sign.afterReturn':
      'Danach kehrst du zu {app} ({user}) unter {url} zurück, einer Adresse, die es registriert hat.',
    'sign.afterLink':
      'Danach zeigt diese Seite die Transaktions-ID und einen Link zu {url}; der Link nennt keine App, die ihn registriert hat, also entscheidest du, ob du ihm folgst.',

    'refusal.authority':
      '{user} kann dies nicht mit diesem Schlüssel signieren: Es braucht {role, select, posting {die Posting-Berechtigung} active {die aktive Berechtigung} other {die Owner-Berechtigung}} von {user}.',
    'refusal.authorityFor':
      '{signer} kann dies nicht als {actor} signieren: Es handelt für {actor}, und nur {role, select, posting {die Posting-Berechtigung} active {die aktive Berechtigung} other {die Owner-Berechtigung}} von {actor} (oder ein dort aufgeführtes Konto) kann es signieren.',
    'refusal.noPost': 'Der Beitrag {post} existiert nicht (oder nicht mehr).',
    'refusal.noPostNamed': 'Der genannte Beitrag existiert nicht.',
    'refusal.funds': '{user} hat dafür nicht genug Guthaben.',
    'refusal.rc':
      '{user} hat gerade nicht genug Ressourcen-Credits (RC): Warte, bis sie sich aufladen, oder führe ein Power-up von HIVE durch.',
    'refusal.other':
      'Das Hive-Netzwerk hat diese Transaktion abgelehnt; es wurde nichts ausgeführt.',

    'sign.signing': 'Wird signiert…',
    'sign.cancelledReturning': 'Abgebrochen. Zurück zur App…',
    'sign.nothingDone':
      'Nichts wurde signiert oder gesendet, und der Website wurde nichts mitgeteilt.',
    'sign.cancelled': 'Abgebrochen',
    'sign.mustSigner': 'Dieser Link muss von {user} signiert werden.',
    'sign.doneReturning': 'Fertig. Zurück zur App…',
    'sign.signedOnly': 'Signiert, nicht gesendet',
    'sign.doneSignedOnly': 'Fertig: signiert, nicht gesendet',
    'sign.signedBroadcast': 'Signiert und gesendet',
    'sign.doneBroadcast': 'Fertig: signiert und gesendet',
    'sign.inBlock': 'In Block {block} aufgenommen.',
    'sign.signature': 'Signatur: {sig}',
    'op.you': 'du (das Konto, das signiert)',
    'op.noMemo': '(kein Memo)',
    'op.none': '(keiner)',
    'op.percent': '{percent} %',
    'op.memoUnencrypted':
      'Das Memo beginnt mit „#“, was um Verschlüsselung bittet, aber diese Seite verschlüsselt keine Memos: Es würde so veröffentlicht, wie es geschrieben ist.',
    'op.row.voter': 'Abstimmendes Konto',
    'op.row.post': 'Beitrag',
    'op.row.weight': 'Gewicht',
    'op.row.account': 'Konto',
    'op.row.amount': 'Betrag',
    'op.row.from': 'Von',
    'op.row.to': 'An',
    'op.row.memo': 'Memo',
    'op.row.shares': 'Anteile',
    'op.row.witness': 'Witness',
    'op.row.proxy': 'Proxy',
    'op.title.vote': 'Mit {percent} % für {post} abstimmen',
    'op.title.claim': 'Belohnungen abholen',
    'op.title.transfer': '{amount} an {to} senden',
    'op.title.recurrent':
      '{amount} an {to} senden, alle {hours, plural, one {# Stunde} other {# Stunden}}, {times, plural, one {# Mal} other {# Mal}}',
    'op.title.powerUp': 'Power-up von {amount}',
    'op.title.powerDown': 'Power-down von {amount}',
    'op.title.delegate': '{amount} an {to} delegieren',
    'op.title.toSavings': '{amount} aufs Sparkonto verschieben',
    'op.title.fromSavings': '{amount} vom Sparkonto abheben (kommt nach 3 Tagen an)',
    'op.title.witnessVote': 'Für den Witness {witness} stimmen',
    'op.title.witnessUnvote': 'Deine Stimme für den Witness {witness} zurückziehen',
    'op.title.proxy': '{proxy} für dich über Witnesses abstimmen lassen',
    'op.title.proxyClear': 'Deinen Proxy für Witness-Abstimmungen entfernen',
    'op.title.other': 'Operation {name}',
    'op.danger.owner':
      'Dies ersetzt deine Owner-Berechtigung durch {holders}; wer sie hält, besitzt dein Konto: Er kann jeden Schlüssel ändern und dich aussperren.',
    'op.danger.active':
      'Dies ersetzt deine aktive Berechtigung durch {holders}; wer sie hält, kann dein Guthaben bewegen und deine anderen Schlüssel ändern.',
    'op.danger.posting':
      'Dies ersetzt deine Posting-Berechtigung durch {holders}; wer sie hält, kann als du posten, abstimmen und folgen.',
    'op.danger.noKey': 'gar keinen Schlüssel',
    'op.danger.memoKey':
      'Dein Memo-Schlüssel wird {key}: Wer ihn hält, kann deine verschlüsselten Memos lesen.',
    'op.danger.yourAccount': 'dein Konto',
    'op.danger.recoveryAccount':
      'Dies macht {recovery} nach 30 Tagen zum Wiederherstellungskonto für {account}: Nur {recovery} kann dir dann helfen, das Konto zurückzubekommen, wenn dein Owner-Schlüssel gestohlen wird.',
    'op.danger.requestRecovery':
      'Dadurch kann {account} mit einer neuen Owner-Berechtigung ({holders}) übernommen werden; wer sie hält, besitzt das Konto.',
    'op.danger.recover':
      'Dies ersetzt die Owner-Berechtigung für {account} durch {holders}; wer sie hält, besitzt das Konto.',
    'op.danger.withdrawRoute':
      'Ab jetzt gehen {percent} % dessen, was {account} per Power-down auszahlt, an {to}.',
    'op.danger.declineVoting':
      'Dies gibt deine Governance-Stimmen (Witnesses und Proposals) endgültig auf: Es lässt sich nicht rückgängig machen.',
    'op.danger.unknown':
      'Diese Operation kann ändern, wer dein Konto kontrolliert. Mach nur weiter, wenn du genau das wolltest.',
    'consent.vaultRemember': 'Diesen Schlüssel auf diesem Gerät merken',
    'consent.vaultTitle': 'Diesen Schlüssel auf diesem Gerät merken?',
    'consent.vaultAbout':
      'Melde dich beim nächsten Mal mit einer Berührung an, statt ihn einzutippen. Der Schlüssel wird in diesem Browser verschlüsselt und nie irgendwohin gesendet; nur dein Passkey oder deine PIN entsperrt ihn.',
    'consent.vaultActive':
      'Das ist dein aktiver Schlüssel: Wer ihn entsperrt, kann dein Guthaben bewegen und dein Konto ändern. Bewahre ihn hier nur auf, wenn du solche Vorgänge auf diesem Gerät signierst.',
    'consent.vaultActiveTick': 'Meinen aktiven Schlüssel auf diesem Gerät aufbewahren',
    'consent.vaultPasskey': 'Mit einem Passkey merken',
    'consent.vaultPinLabel':
      'Oder mit einer PIN oder einem Passwort sperren (mindestens 6 Zeichen)',
    'consent.vaultPin': 'Mit dieser PIN merken',
    'consent.vaultSkip': 'Jetzt nicht',
    'consent.vaultUnlock': 'Entsperren und anmelden',
    'consent.noWallet':
      'In diesem Browser ist keine Hive-Wallet installiert. Du kannst dich hier mit einem Passkey oder einem eingetippten Schlüssel anmelden oder eine installieren:',
    'consent.noWalletKeychain': 'Hive Keychain (für Desktop-Browser, und eine App für Handys)',
    'consent.noWalletHiveAuth': 'HiveAuth (Handy-Wallets, die für dich signieren)',
    'vault.signInPasskey': 'Als {user} mit deinem Passkey anmelden',
    'vault.signInPin': 'Als {user} mit deiner PIN anmelden',
    'vault.signKept': 'Mit dem auf diesem Gerät gespeicherten Schlüssel signieren',
    'vault.forgetKey': 'Diesen Schlüssel vergessen',
    'vault.keyLock':
      '{role, select, active {Aktiver Schlüssel} other {Posting-Schlüssel}} auf diesem Gerät gemerkt, gesperrt durch {lock, select, passkey {deinen Passkey} other {deine PIN}}.',
    'vault.forgetRoleLabel':
      'Den für {user} gemerkten {role, select, active {aktiven Schlüssel} other {Posting-Schlüssel}} auf diesem Gerät vergessen',
    'vault.forgetAll': 'Alles auf diesem Gerät vergessen',
    'vault.keyForgotten': 'Der für {user} gemerkte Schlüssel ist von diesem Gerät gelöscht.',
    'vault.allForgotten': 'Alle auf diesem Gerät gemerkten Konten und Schlüssel sind gelöscht.',
    'vault.pinFor': 'PIN oder Passwort für {user}',
    'vault.pinForRole':
      'PIN oder Passwort des für {user} gemerkten {role, select, active {aktiven Schlüssels} other {Posting-Schlüssels}}',
    'vault.confirmPasskey': 'Bestätige mit deinem Passkey…',
    'vault.keeping': 'Der Schlüssel wird verschlüsselt…',
    'vault.passkeyRefused':
      'Dein Passkey hat den Schlüssel nicht entsperrt, also wurde nichts entschlüsselt. Versuche es noch einmal oder tippe deinen Schlüssel ein.',
    'vault.wrongPin':
      'Falsche PIN. Verbleibende Versuche, bevor der Schlüssel von diesem Gerät gelöscht wird: {n}.',
    'vault.erased':
      'Der für {user} gemerkte Schlüssel ist von diesem Gerät gelöscht (zu viele falsche PINs, oder er wurde vergessen). Tippe deinen Schlüssel ein, um dich anzumelden.',
    'vault.rotated':
      'Der auf diesem Gerät für {user} gemerkte Schlüssel ist kein Schlüssel des Kontos mehr (er wurde geändert) und kann nicht signieren. Drücke „Diesen Schlüssel vergessen“ und tippe dann den neuen Schlüssel ein.',
    'vault.pinShort': 'Wähle eine PIN oder ein Passwort mit mindestens 6 Zeichen.',
    'vault.activeNotTicked':
      'Setze das Häkchen, um einen aktiven Schlüssel aufzubewahren, oder wähle „Jetzt nicht“.',
    'vault.noPrf':
      'Dieser Passkey kann in diesem Browser keinen Schlüssel sperren. Wähle stattdessen eine PIN.',
    'vault.kept':
      'Der Schlüssel für {user} ist auf diesem Gerät gemerkt, gesperrt durch deinen Passkey.',
    'vault.keptPin':
      'Der Schlüssel für {user} ist auf diesem Gerät gemerkt, gesperrt durch deine PIN.',
    'vault.activeHint':
      'Du hast dich mit deinem aktiven Schlüssel angemeldet. Dein Posting-Schlüssel reicht zum Anmelden und ist sicherer: Nimm nächstes Mal ihn.',
  },
  security: {
    'authorized.intro': {
      source: '7bc4d0214a768be6',
      back: 'Apps and accounts you have allowed to act for you on Hive. If you remove one, that takes effect immediately on the blockchain and for every service; tokens the app still has no longer work for anything your authority was needed for.',
    },
    'authorized.keysNeverSent': {
      source: 'cb84bcc63d4f7c27',
      back: 'Are only used on this page for signing and never sent anywhere. They stay filled in as long as this page is open.',
    },
    'authorized.role': {
      source: 'bf3b6b39d8ded7e4',
      back: 'Posting authority: can publish, vote, follow and change your profile as you / Active authority: can also move your balance and change your authorities / Owner authority: has full control over your account',
    },
    'authorized.loses': {
      source: '4c609f6001ef25f7',
      back: '{app} can then no longer, on any website or service, publish, vote, follow or change your profile as you / move your balance or change your authorities / control your account. Tokens it has no longer work for that. You can allow it again later by signing in there.',
    },
    'appLimits.endLoses': {
      source: '420267513d4dfc8c',
      back: 'Each of your sign-ins at {app} here ends immediately: their tokens no longer work, and it can no longer act for you through this service. {app} keeps your posting authority on the blockchain until you remove it above.',
    },
    'signIns.endLoses': {
      source: 'd85201d70c8a1522',
      back: '{app} is signed out immediately: its tokens no longer work, and it can no longer act for you through this service. It keeps your posting authority on the blockchain until you remove it above. / … its tokens no longer work, and it learns of it.',
    },
    'signIns.unlisted': {
      source: '6228bcd8343570c4',
      back: "{apps} has (have) your posting authority but no sign-in here: it (they) can post for you on Hive, and nothing on this page limits it (them). If you don't use it (them), remove it (them) above.",
    },
    'register.intro': {
      source: '252f1694ba6b060a',
      back: "An app is a Hive account whose profile in {field} says where its users' sign-ins go. Only the account's active key can change {field}: accounts with its posting authority (this service, apps it signed in to) cannot. Registering writes the profile there, in a single {op} transaction signed on this page.",
    },
    'register.secretHashHelp': {
      source: '1e4682681468c9ce',
      back: 'The profile publishes only this hash, and anyone can read it: a secret must have at least {minBits} random bits, otherwise it can be guessed offline. Create one here ({bits} bits) or with {command}.',
    },
    'register.newSecretHelp': {
      source: 'f726e7ed41cb8e30',
      back: "Copy it to your app's server now: it is shown only once, and neither this page nor the blockchain keeps it.",
    },
    'consent.keyNeverSent': {
      source: '11f58d2b20621d9b',
      back: 'Is only used on this page for signing; it is never sent anywhere.',
    },
    'consent.published': {
      source: '5c10f5d5b2b9c3fe',
      back: 'Name, description, picture and website are published by {app} itself; hivegate has not checked them.',
    },
    'consent.grantNotYet': {
      source: '01d705fdf020c399',
      back: "Your account does not yet allow {app} to act for you. The grant adds {app} to your account's posting authority on the Hive blockchain (a {op} transaction).",
    },
    'consent.grantCannot': {
      source: 'd81c0ce89115b640',
      back: 'It cannot transfer money and cannot change keys.',
    },
    'consent.grantActive': {
      source: '4f7e888f01dd0890',
      back: 'This change needs your active key. It stays until you remove it on this page:',
    },
    'grant.loginOnly': {
      source: '45c8e6eeddf12361',
      back: 'Learn your Hive username to sign you in; it cannot act for you on Hive.',
    },
    'grant.neverFunds': {
      source: '04c3f0957208280b',
      back: 'It can never move your money or change your keys.',
    },
    'reach.enforced': {
      source: '23984a046ac1a7ae',
      back: 'These limits are enforced: only this service can use the posting authority that you give {app}, and it checks every action against them.',
    },
    'reach.notEnforced': {
      source: 'd2e1c4ea0a470550',
      back: "These limits only bind what {app} does via this service. {app}'s posting authority also contains its own keys or accounts, therefore {app} can sign for you directly on the Hive blockchain, outside every limit, as long as you keep it in your posting authority.",
    },
    'reach.onChain': {
      source: 'e71593026db82c4d',
      back: 'On the Hive blockchain your posting authority allows anyone who has it to publish, vote, follow, reblog and update your profile as you, without a limit of its own.',
    },
    'reach.direct': {
      source: '83fae24b2a14d262',
      back: '{app} has keys or accounts that can use it directly, outside the limits you chose.',
    },
    'device.check': {
      source: 'b83849fb4ebce799',
      back: 'Check whether your device shows exactly this code. If you did not begin this sign-in on a device of your own, reject it: someone is perhaps trying to get into your account.',
    },
    'home.keys': {
      source: 'b95ae05dbbe19cf4',
      back: 'Your keys stay in your browser: this service never sees them. You can take away access from an app again at any time.',
    },
    'hiveauth.approveOnPhone': {
      source: 'e8ebf991dbc6a245',
      back: 'Confirm on your phone with a HiveAuth wallet; no key is entered here.',
    },
    'op.memoUnencrypted': {
      source: '53086fa05cc731c1',
      back: 'The memo begins with "#", which asks for encryption, but this page does not encrypt memos: it would be published as it is written.',
    },
    'op.danger.owner': {
      source: '38d31772fe52a35f',
      back: 'This replaces your owner authority with {holders}; whoever holds it owns your account: they can change every key and lock you out.',
    },
    'op.danger.active': {
      source: '55b80f219c3ead5a',
      back: 'This replaces your active authority with {holders}; whoever holds it can move your funds and change your other keys.',
    },
    'op.danger.posting': {
      source: '24e237bc36820a1e',
      back: 'This replaces your posting authority with {holders}; whoever holds it can post, vote and follow as you.',
    },
    'op.danger.noKey': { source: 'ec9afd6a0470e867', back: 'no key at all' },
    'op.danger.memoKey': {
      source: 'e44d5be0f648bd73',
      back: 'Your memo key becomes {key}: whoever holds it can read your encrypted memos.',
    },
    'op.danger.yourAccount': { source: '17a7e5cfee17027e', back: 'your account' },
    'op.danger.recoveryAccount': {
      source: '2b9ce7374d4e68fa',
      back: 'This makes {recovery} the recovery account for {account} after 30 days: only {recovery} can then help you get the account back if your owner key is stolen.',
    },
    'op.danger.requestRecovery': {
      source: 'c1c4ec5056320409',
      back: 'This allows {account} to be taken over with a new owner authority ({holders}); whoever holds it owns the account.',
    },
    'op.danger.recover': {
      source: 'f3bd51edee3dbe53',
      back: 'This replaces the owner authority for {account} with {holders}; whoever holds it owns the account.',
    },
    'op.danger.withdrawRoute': {
      source: '734ccebc10c83704',
      back: 'From now on, {percent} % of what {account} pays out by power-down goes to {to}.',
    },
    'op.danger.declineVoting': {
      source: '053d6dfe398eb80f',
      back: 'This gives up your governance votes (witnesses and proposals) for good: it cannot be undone.',
    },
    'op.danger.unknown': {
      source: 'a5eb8c5892b24e28',
      back: 'This operation can change who controls your account. Only continue if you wanted exactly this.',
    },
    'consent.vaultAbout': {
      source: '9fd8eed08dc515b1',
      back: 'Next time, sign in with one touch instead of typing it in. The key is encrypted in this browser and never sent anywhere; only your passkey or your PIN unlocks it.',
    },
    'consent.vaultActive': {
      source: '206c57c1a2df6049',
      back: 'This is your active key: whoever unlocks it can move your funds and change your account. Only keep it here if you sign such operations on this device.',
    },
  },
};
