import type { Catalogue } from '../catalogue';

/** Nederlands («je»). */
export const nl: Catalogue = {
  review: "drafted (issue 40), needs a native speaker's review",
  messages: {
    'layout.skip': 'Naar de inhoud',
    'layout.navLabel': 'Hoofdmenu',
    'layout.nav.home': 'Home',
    'layout.nav.apps': 'Apps',
    'layout.nav.authorizedApps': 'Gemachtigde apps',
    'layout.language': 'Taal',
    'layout.noScript':
      'Deze pagina heeft JavaScript nodig, en deze browser voert het hier niet uit.',
    'layout.withoutScript':
      'Laad de pagina opnieuw. Helpt dat niet, dan blokkeert deze browser misschien scripts: sta JavaScript toe voor deze site, of open deze pagina op een ander apparaat, zoals je telefoon.',
    'layout.loading': 'Pagina wordt klaargezet… de knoppen werken zo.',
    'layout.loadingLate': 'Nog niet klaar: het script van deze pagina is niet gestart.',

    'error.title.invalid_request': 'Dit verzoek is ongeldig',
    'error.title.unauthorized_client': 'Deze app is niet geregistreerd',
    'error.title.not_found': 'Niet gevonden',
    'error.title.pageNotFound': 'Pagina niet gevonden',
    'error.title.unavailable': 'Het Hive-netwerk is niet bereikbaar',
    'error.title.signLink': 'Deze ondertekenlink kan niet worden ondertekend',
    'error.title.other': 'Er ging iets mis',
    'error.about.invalid_request': 'Er ontbreekt iets in het verzoek, of er klopt iets niet.',
    'error.about.unauthorized_client':
      'De app die je hierheen stuurde is niet geregistreerd voor dit adres, dus je kunt hier niet bij die app inloggen.',
    'error.about.not_found': 'Op dit adres staat niets.',
    'error.about.unavailable':
      'Deze dienst kan het Hive-netwerk nu niet bereiken. Probeer het over een minuut opnieuw.',
    'error.about.other': 'De dienst kon dit verzoek niet beantwoorden.',
    'error.details': 'Details (in het Engels)',
    'error.code': 'Foutcode: {code}',
    'error.home': 'Naar de startpagina',
    'error.fromApp':
      'Als een app je hierheen stuurde, ga dan terug naar die app en probeer het opnieuw, of laat het de makers weten.',

    'home.title': 'Inloggen met Hive',
    'home.intro':
      'Met hivegate kunnen apps je inloggen met je Hive-account, en voor je publiceren, stemmen en volgen zodra je dat toestaat.',
    'home.keys':
      'Je sleutels blijven in je browser: deze dienst ziet ze nooit. Je kunt de toegang van een app op elk moment intrekken.',
    'home.people': 'Voor Hive-gebruikers',
    'home.authorizedLink': 'Bekijk en verwijder de apps die je hebt gemachtigd',
    'home.authorizedAbout': 'vul je gebruikersnaam in om ze te zien.',
    'home.appsLink': 'Blader door de app-gids',
    'home.appsAbout': 'apps die deze dienst gebruiken, gerangschikt op dagelijkse gebruikers.',
    'home.startFromApp':
      'Begin bij de app zelf om in te loggen bij een app: die stuurt je hierheen met zijn naam en wat hij vraagt.',
    'home.developers': 'Voor ontwikkelaars',
    'home.sdk':
      'Gebruik {client}: het houdt de methodenamen van de {sdk}-SDK, en al zijn links en aanroepen gaan naar deze dienst. De API-aanroepen van de {sdk}-SDK werken ook, met {apiURL} op {origin}, maar zijn aanmeld- en ondertekenlinks gaan naar hivesigner.com.',
    'home.endpoint.authorize': 'De inlog- en toestemmingspagina ({call} van de SDK)',
    'home.endpoint.token': 'Een code of vernieuwingstoken en je {secret} voor nieuwe tokens',
    'home.endpoint.revoke':
      'Logt de gebruiker uit: het token en de hele machtiging werken niet meer',
    'home.endpoint.me': 'Het account van het token',
    'home.endpoint.broadcast': 'Posting-operaties, door de dienst ondertekend, als één transactie',
    'home.endpoint.apps': 'De app-gids als JSON',
    'home.endpoint.sign':
      'Ondertekenlinks voor operaties die de actieve sleutel van de gebruiker nodig hebben (overboekingen)',
    'home.jwks': 'Tokens zijn JWT’s ondertekend met Ed25519; de publieke sleutels staan op {url}.',
    'home.discovery': 'OpenID Connect-discovery: {url}.',
    'home.appProfile':
      'Een app is een Hive-account waarvan het {metadata}-profiel {type}, zijn {uris} en de SHA-256 van zijn geheim bevat.',
    'home.register': 'Registreer een app',
    'home.registerWith': 'met zijn actieve sleutel.',

    'apps.building': 'De gids wordt opgebouwd. Probeer het over een minuut opnieuw.',
    'apps.intro':
      'Apps die via deze dienst publiceren, gerangschikt op dagelijkse gebruikers {days, plural, one {over de laatste # dag} other {over de laatste # dagen}}.',
    'apps.updated': 'Bijgewerkt: {date}.',
    'apps.unverified':
      'Namen en beschrijvingen worden door elk app-account zelf gepubliceerd en zijn niet geverifieerd.',
    'apps.own': 'Heb je een app? {link} met zijn actieve sleutel.',
    'apps.featured': 'Uitgelicht',
    'apps.ranking': 'Ranglijst',
    'apps.none': 'In deze periode is geen app gebruikt.',
    'apps.allFeatured': 'Elke app die in deze periode is gebruikt, staat hierboven uitgelicht.',
    'apps.new': 'Nieuw',
    'apps.weaker': 'Zwakkere registratie',
    'apps.notRegistered': 'Niet geregistreerd',
    'apps.postingNote':
      'De inloginstellingen staan in {field}: wie de posting-bevoegdheid heeft, kan veranderen waar de aanmeldingen van de gebruikers heen gaan. De eigenaar kan hem registreren met de actieve sleutel: {link}.',
    'apps.noProfile':
      'Geen app-profiel in zijn {field}: niemand kan hier bij hem inloggen tot de eigenaar hem registreert: {link}.',
    'apps.users': '{count, plural, one {# gebruiker} other {# gebruikers}}',
    'apps.requests': '{count, plural, one {# verzoek} other {# verzoeken}}',
    'apps.limitsEnforced':
      'Limieten die de gebruikers hier instellen worden afgedwongen: alleen deze dienst kan de posting-bevoegdheid gebruiken die ze hem geven.',
    'apps.limitsNotEnforced':
      'Kan rechtstreeks op de Hive-blockchain voor zijn gebruikers ondertekenen, buiten elke limiet die ze hier instellen: zijn posting-bevoegdheid bevat eigen sleutels of accounts.',

    'device.title': 'Inloggen op een apparaat',
    'device.codeLabel': 'De code die je apparaat toont',
    'device.continue': 'Doorgaan',
    'device.next': 'Daarna zie je welke app iets vraagt, en wat, voordat je iets ondertekent.',
    'device.codeError':
      'Deze code is onjuist, verlopen of al gebruikt. Controleer de code die je apparaat toont.',
    'device.deniedTitle': 'Apparaat geweigerd',
    'device.denied':
      'Het apparaat wordt bij zijn volgende poging geweigerd; het krijgt geen toegang tot je account. Je kunt deze pagina sluiten.',
    'device.code': 'Code {code}',
    'device.check':
      'Controleer of je apparaat precies deze code toont. Heb je deze aanmelding niet op een eigen apparaat gestart, weiger haar dan: misschien probeert iemand in je account te komen.',
    'device.deny': 'Dit apparaat weigeren',

    'signOut.doneTitle': 'Uitgelogd',
    'signOut.done':
      '{user} is uitgelogd bij {app}: de toegangs- en vernieuwingstokens van die aanmelding werken niet meer.',
    'signOut.authority':
      'De app houdt de posting-bevoegdheid die je hem op de chain gaf, als die er is. Om die ook in te trekken, verwijder je haar op deze pagina:',
    'signOut.askTitle': 'Uitloggen?',
    'signOut.askHeading': 'Uitloggen bij {app}?',
    'signOut.ask':
      'Een pagina vraagt om {user} uit te loggen bij {app}. Heb je dit niet gevraagd, blijf dan ingelogd.',
    'signOut.confirm': 'Uitloggen bij {app}',
    'signOut.stay': 'Ingelogd blijven',

    'consent.heading': 'Inloggen bij {app}',
    'consent.headingDevice': 'Inloggen bij {app} op je apparaat',
    'consent.account': 'Je Hive-account',
    'consent.chooseAccount': 'Kies een account',
    'consent.rememberedAccounts': 'Accounts in deze browser',
    'consent.username': 'Hive-gebruikersnaam',
    'consent.signWith':
      'Onderteken daarna hieronder met je privé posting-sleutel of hoofdwachtwoord.',
    'consent.keychain': 'Inloggen met Hive Keychain',
    'signin.limitsStillApply':
      'De limieten die u voor deze app hebt ingesteld, gelden nog steeds: {limits}',
    'signin.limitsContinue': 'Doorgaan',
    'consent.or': 'of',
    'consent.keyLabel': 'Privé posting-sleutel of hoofdwachtwoord',
    'consent.keyNeverSent':
      'Wordt alleen binnen deze pagina gebruikt om te ondertekenen; wordt nooit ergens heen gestuurd.',
    'consent.signIn': 'Inloggen',
    'consent.cancel': 'Annuleren en teruggaan',
    'consent.returnsTo': 'Na het inloggen ga je terug naar {uri}.',
    'consent.deviceGoesOn':
      'Na het inloggen gaat je apparaat vanzelf verder; er komt niets terug op deze pagina.',
    'consent.unverified': 'Niet geverifieerd',
    'consent.published':
      'De naam, beschrijving, afbeelding en website worden door {app} zelf gepubliceerd; hivegate heeft ze niet gecontroleerd.',
    'consent.mayDo': 'Wat {app} mag doen',
    'consent.profile': 'Je openbare Hive-profiel lezen: weergavenaam, afbeelding en website.',
    'consent.offline': 'Ingelogd blijven nadat je de app sluit (een vernieuwingstoken).',
    'consent.grantTitle': '{app} posting-bevoegdheid geven',
    'consent.grantNotYet':
      'Je account staat {app} nog niet toe om namens je te handelen. Toestaan voegt {app} toe aan de posting-bevoegdheid van je account op de Hive-blockchain (een {op}-transactie).',
    'consent.grantCannot': 'Hij kan geen geld overmaken en geen sleutels wijzigen.',
    'consent.grantActive':
      'Deze wijziging vraagt je actieve sleutel. Ze blijft tot je haar verwijdert op deze pagina:',
    'consent.grantKeychain': 'Toestaan met Hive Keychain',
    'consent.grantOrKey': 'of gebruik hieronder een sleutel.',
    'consent.activeKeyLabel': 'Privé actieve sleutel of hoofdwachtwoord',
    'consent.grantSubmit': 'Toestaan en doorgaan',

    'limits.adjust': 'Limieten aanpassen',
    'limits.fixed': 'Je limieten (vast voor deze aanmelding)',
    'limits.legend': 'Je limieten voor {app}',
    'limits.help':
      'Je kunt beperken wat {app} mag, nooit uitbreiden: wat hij mag, hierboven, verandert mee. Je kunt de toegang ook later beëindigen op de pagina Gemachtigde apps.',
    'limits.actions': 'Toegestane acties',
    'limits.votes': 'Stemmen',
    'limits.voteWeight': 'Grootste stem, in % (hoogstens {max})',
    'limits.noDownvotes': 'Geen downvotes.',
    'limits.allowDownvotes': 'Downvotes toestaan',
    'limits.appMessages': 'Toegestane app-berichten (custom_json)',
    'limits.perDayMax': 'Meeste acties per dag (hoogstens {max, number})',
    'limits.perDayNone': 'Meeste acties per dag (leeg: geen limiet)',
    'limits.endsAsAsked':
      'De toegang eindigt op {date}, zoals {app} vroeg: eerder dan elk einde dat hier wordt aangeboden. Je kunt haar op elk moment beëindigen op de pagina Gemachtigde apps.',
    'limits.ends': 'Toegang eindigt',
    'limits.asAsked': '{date} (zoals {app} vroeg)',
    'limits.whenRemoved': 'Als je haar verwijdert',
    'limits.inDays': '{days, plural, one {Over # dag} other {Over # dagen}}',
    'limits.leaveOne': 'Laat ten minste één actie toegestaan, of annuleer het inloggen.',
    'limits.weightRange': 'Vul een stemgewicht in tussen 0,01 en {max} %.',
    'limits.perDayWhole': 'Vul een geheel aantal acties in, minstens 1, of laat het leeg.',
    'limits.perDayRange': 'Vul een geheel aantal acties in tussen 1 en {max, number}.',

    'grant.loginOnly':
      'Je Hive-gebruikersnaam te weten komen, om je in te loggen; hij kan op Hive niet namens je handelen.',
    'grant.learnUsername': 'Je Hive-gebruikersnaam te weten komen, om je in te loggen.',
    'grant.actFor': 'Namens je handelen op Hive: {actions}.',
    'grant.neverFunds': 'Hij kan nooit je geld verplaatsen of je sleutels wijzigen.',
    'grant.allows.vote': 'stemmen op posts en reacties',
    'grant.allows.comment': 'posts en reacties publiceren en bewerken',
    'grant.allows.delete_comment': 'je posts en reacties verwijderen',
    'grant.allows.comment_options': 'de uitbetalingsopties van je posts instellen',
    'grant.allows.custom_json': 'app-berichten sturen (volgen, rebloggen, community’s, games)',
    'grant.allows.claim_reward_balance': 'je beloningen opeisen',
    'grant.allows.account_update2': 'je profiel bijwerken',
    'limit.only': 'Alleen deze operaties: {operations}.',
    'limit.votes': 'Stemmen van hoogstens {percent} %.',
    'limit.votesNoDown': 'Stemmen van hoogstens {percent} %, geen downvotes.',
    'limit.noDown': 'Geen downvotes.',
    'limit.appMessagesOnly': 'App-berichten (custom_json) alleen van de soorten: {ids}.',
    'limit.noAppMessages': 'Geen app-berichten (custom_json).',
    'limit.perDay':
      '{count, plural, one {Hoogstens # actie per dag.} other {Hoogstens # acties per dag.}}',
    'limit.until': 'Tot {date}.',
    'limit.dateTime': '{date}, {time} UTC',
    'reach.enforced':
      'Deze limieten worden afgedwongen: alleen deze dienst kan de posting-bevoegdheid gebruiken die je {app} geeft, en hij toetst elke actie eraan.',
    'reach.notEnforced':
      'Deze limieten binden alleen wat {app} via deze dienst doet. De posting-bevoegdheid van {app} bevat ook eigen sleutels of accounts, dus {app} kan rechtstreeks op de Hive-blockchain voor je ondertekenen, buiten elke limiet, zolang je hem in je posting-bevoegdheid houdt.',
    'reach.onChain':
      'Op de Hive-blockchain laat je posting-bevoegdheid iedereen die haar heeft als jou publiceren, stemmen, volgen, rebloggen en je profiel bijwerken, zonder eigen limiet.',
    'reach.onlyThrough':
      '{app} kan haar alleen via deze dienst gebruiken, die haar aan de door jou gekozen limieten houdt.',
    'reach.direct':
      '{app} heeft sleutels of accounts die haar rechtstreeks kunnen gebruiken, buiten de door jou gekozen limieten.',

    'hiveauth.signIn': 'Inloggen met HiveAuth (mobiele wallet)',
    'hiveauth.approveOnPhone':
      'Keur goed op je telefoon met een HiveAuth-wallet; hier wordt geen sleutel getypt.',
    'hiveauth.title': 'Keur goed in je wallet-app',
    'hiveauth.scan':
      'Scan deze code met een HiveAuth-wallet (zoals Hive Keychain voor mobiel), of open op deze telefoon de link.',
    'hiveauth.qrSignIn': 'QR-code van het HiveAuth-inlogverzoek',
    'hiveauth.qrRegistration': 'QR-code van het HiveAuth-registratieverzoek',
    'hiveauth.open': 'Openen in de wallet-app',
    'hiveauth.cancelSignIn': 'HiveAuth-aanmelding annuleren',
    'hiveauth.cancelRegistration': 'HiveAuth-registratie annuleren',
    'hiveauth.grant': 'Toestaan met HiveAuth',
    'hiveauth.grantHelp':
      'Je wallet-app wordt gevraagd deze wijziging met je actieve sleutel te ondertekenen. Lukt dat niet, sta dan hieronder toe met Hive Keychain of je actieve sleutel; het inloggen gaat daarna verder in je wallet-app.',
    'hiveauth.waiting': 'Wachten op je wallet-app…',
    'hiveauth.confirm': 'Bevestig in je wallet-app…',
    'hiveauth.timeLeft': 'Resterende tijd: {seconds, number} s',
    'hiveauth.unreachable':
      'De HiveAuth-relay was niet bereikbaar. Probeer het later opnieuw, of log in met Hive Keychain of een sleutel.',
    'hiveauth.lost':
      'De verbinding met de HiveAuth-relay viel weg voordat je wallet antwoordde. Probeer het opnieuw.',
    'hiveauth.relayError': 'De HiveAuth-relay weigerde het verzoek.',
    'hiveauth.expired':
      'Het HiveAuth-verzoek verliep voordat je wallet antwoordde. Probeer het opnieuw.',
    'hiveauth.rejected': 'Je hebt geweigerd in je wallet.',
    'hiveauth.walletError': 'Je wallet kon het verzoek niet ondertekenen.',
    'hiveauth.badAnswer': 'Je wallet stuurde een antwoord dat deze pagina niet kan gebruiken.',
    'hiveauth.cancelled': 'HiveAuth-aanmelding geannuleerd.',
    'hiveauth.reconnecting': 'De verbinding met de HiveAuth-relay viel weg; opnieuw verbinden…',

    'signin.keychainNext':
      'Druk daarna op Inloggen met Hive Keychain en bevestig in Keychain (laat de gebruikersnaam leeg om daar het account te kiezen); of gebruik hieronder een sleutel.',
    'signin.reading': 'Je account wordt gelezen…',
    'signin.confirmKeychain': 'Bevestig in Hive Keychain…',
    'signin.chooseInKeychain': 'Kies je account en bevestig in Hive Keychain…',
    'signin.signing': 'Bezig met inloggen…',
    'signin.failed': 'Het inloggen is mislukt.',
    'signin.couldNotStart': 'Het inloggen kon niet beginnen.',
    'signin.waitGrant': 'Wachten tot de machtiging de dienst bereikt…',
    'signin.returning': 'Ingelogd als {user}. Terug naar de app…',
    'signin.expected':
      '{app} verwachtte dat je inlogde als {expected}. Log opnieuw in om in plaats daarvan als {user} in te loggen.',
    'signin.forget': 'Vergeten',
    'signin.forgetLabel': '{user} vergeten in deze browser',
    'signin.chosen': '{user} gekozen.',
    'signin.forgotten': '{user} vergeten in deze browser.',
    'signin.deviceDone':
      'Ingelogd als {user}. Ga terug naar je apparaat: het gaat vanzelf verder. Je kunt deze pagina sluiten.',
    'signin.oneMoreStep': 'Nog één stap: geef de app posting-bevoegdheid.',
    'signin.grantTyped':
      '{typed, select, password {Het hoofdwachtwoord dat je typte om je aan te melden ondertekent ook deze wijziging; het blijft alleen voor deze aanmelding in het geheugen van deze pagina.} other {De sleutel die je typte om je aan te melden ondertekent ook deze wijziging; hij blijft alleen voor deze aanmelding in het geheugen van deze pagina.}}',
    'signin.grantKept':
      'De op dit apparaat bewaarde actieve sleutel, die je ontgrendelde om je aan te melden, ondertekent ook deze wijziging; hij blijft alleen voor deze aanmelding in het geheugen van deze pagina.',
    'signin.broadcastingGrant': 'De machtiging wordt verzonden…',
    'signin.confirmGrantWallet': 'Bevestig de machtiging in je wallet-app…',
    'signin.hiveauthApp': 'Inloggen bij {app}',

    'common.details': 'Details',
    'common.enterUsername':
      'Vul een Hive-gebruikersnaam in: 3 tot 16 letters, cijfers, punten of streepjes.',
    'common.noAccount': 'Het account {user} bestaat niet.',
    'common.enterKey':
      '{role, select, posting {Vul je privé posting-sleutel of hoofdwachtwoord in.} active {Vul je privé actieve sleutel of hoofdwachtwoord in.} other {Vul je privé eigenaarssleutel of hoofdwachtwoord in.}}',
    'common.wrongKey': 'Verkeerd wachtwoord of verkeerde sleutel voor {user}.',
    'common.notRoleKey':
      '{role, select, posting {Dit is geen posting-sleutel van {user}.} active {Dit is geen actieve sleutel van {user}.} other {Dit is geen eigenaarssleutel van {user}.}}',
    'common.serviceAnswered': 'De dienst antwoordde {status}',
    'common.keychainDeclined': 'Je hebt geweigerd in Hive Keychain.',
    'common.keychainDidNotSign': 'Hive Keychain heeft niet ondertekend: {said}',

    'authorized.intro':
      'Apps en accounts die je hebt toegestaan om op Hive voor je te handelen. Er een verwijderen werkt meteen op de blockchain en voor elke dienst; tokens die de app nog heeft, werken niet meer voor alles waarvoor jouw autoriteit nodig was.',
    'authorized.username': 'Je Hive-gebruikersnaam',
    'authorized.show': 'Geautoriseerde apps tonen',
    'authorized.listTitle': 'Accounts met autoriteit over {user}',
    'authorized.keys': 'Je sleutels',
    'authorized.keysNeverSent':
      'Alleen binnen deze pagina gebruikt om te ondertekenen; nooit ergens heen gestuurd. Ze blijven ingevuld zolang deze pagina open is.',
    'authorized.keychainFound':
      'Hive Keychain is gevonden: laat een veld leeg om in plaats daarvan in Keychain te bevestigen.',
    'authorized.postingKey': 'Privé-postingsleutel of hoofdwachtwoord',
    'authorized.postingKeyHelp':
      'Bewijst dat jij het bent: toont je aanmeldingen en de limieten van elke app, wijzigt die limieten, beëindigt aanmeldingen.',
    'authorized.activeKey': 'Privé-active-sleutel of hoofdwachtwoord',
    'authorized.activeKeyHelp':
      'Wijzigt je account op de blockchain: verwijdert hieronder een app of account uit je autoriteiten.',
    'authorized.role':
      '{role, select, posting {Posting-autoriteit: kan als jou publiceren, stemmen, volgen en je profiel bijwerken} active {Active-autoriteit: kan ook je tegoeden verplaatsen en je autoriteiten wijzigen} other {Owner-autoriteit: heeft volledige controle over je account}}',
    'authorized.none': 'Geen app of account heeft autoriteit over dit account.',
    'authorized.alone': 'kan alleen handelen',
    'authorized.weight': 'gewicht {weight} van {threshold}',
    'authorized.remove': 'Verwijderen',
    'authorized.removeLabel':
      '{role, select, posting {{app} uit je posting-autoriteit verwijderen} active {{app} uit je active-autoriteit verwijderen} other {{app} uit je owner-autoriteit verwijderen}}',
    'authorized.confirmTitle':
      '{role, select, posting {{app} uit je posting-autoriteit verwijderen?} active {{app} uit je active-autoriteit verwijderen?} other {{app} uit je owner-autoriteit verwijderen?}}',
    'authorized.loses':
      '{role, select, posting {{app} kan dan op geen enkele site of dienst meer als jou publiceren, stemmen, volgen of je profiel bijwerken.} active {{app} kan dan op geen enkele site of dienst meer je tegoeden verplaatsen of je autoriteiten wijzigen.} other {{app} kan dan op geen enkele site of dienst meer je account beheren.}} Tokens die het heeft, werken daarvoor niet meer. Je kunt het later opnieuw toestaan door je erbij aan te melden.',
    'authorized.removeApp': '{app} verwijderen',
    'authorized.keep': 'Behouden',
    'authorized.removing': '{app} wordt verwijderd…',
    'authorized.removed':
      '{role, select, posting {{app} is uit je posting-autoriteit verwijderd.} active {{app} is uit je active-autoriteit verwijderd.} other {{app} is uit je owner-autoriteit verwijderd.}}',
    'authorized.limits': 'Limieten',
    'authorized.limitsLabel': 'Limieten instellen voor {app}',
    'appLimits.title': 'Limieten voor {app}',
    'appLimits.onlyStricter':
      'Limieten worden alleen strenger: elke waarde die je invult moet lager zijn dan de geldende. Ondertekenen gebeurt met je postingsleutel hierboven, of met Keychain.',
    'appLimits.voteWeight': 'Grootste stem, in % (leeg: ongewijzigd)',
    'appLimits.voteWeightNow': 'Grootste stem, in % (nu hoogstens {percent}; leeg: ongewijzigd)',
    'appLimits.noDownvotes': 'Geen downvotes',
    'appLimits.noDownvotesInForce': 'Geen downvotes (geldt al)',
    'appLimits.perDay': 'Hoogstens zoveel acties per dag (leeg: ongewijzigd)',
    'appLimits.perDayNow':
      'Hoogstens zoveel acties per dag (nu hoogstens {count}; leeg: ongewijzigd)',
    'appLimits.endNow': 'De toegang nu beëindigen',
    'appLimits.save': 'Limieten opslaan',
    'appLimits.cancel': 'Annuleren',
    'appLimits.keepAccess': 'Toegang behouden',
    'appLimits.none': 'Geen limieten: het mag alles wat de aanmelding toestond.',
    'appLimits.noSignIn':
      '{app} heeft je posting-autoriteit zonder aanmelding hier, dus geen limiet op deze pagina reikt tot wat het op de blockchain doet. Limieten die je nu instelt, gelden voor elke aanmelding erbij hier.',
    'appLimits.inForce': 'Geldt nu: {limits}',
    'appLimits.inForceSince': 'Geldt nu voor je aanmelding van {date}: {limits}',
    'appLimits.badWeight': 'Vul een stemgewicht tussen 0,01 en 100 % in.',
    'appLimits.badPerDay': 'Vul een heel aantal acties in, minstens 1.',
    'appLimits.notStricter':
      'Geldt al: {limit} Limieten worden alleen strenger: vul minder in, of laat het leeg.',
    'appLimits.chooseOne': 'Kies een limiet om in te stellen, of Annuleren.',
    'appLimits.endTitle': 'De toegang van {app} nu beëindigen?',
    'appLimits.endLoses':
      'Elke aanmelding van jou bij {app} hier eindigt meteen: de tokens werken niet meer, en het kan via deze dienst niet meer voor je handelen. {app} houdt je posting-autoriteit op de blockchain tot je het hierboven verwijdert.',
    'appLimits.end': 'Toegang van {app} beëindigen',
    'appLimits.notSaved': 'De limieten konden niet worden opgeslagen.',
    'appLimits.ended':
      'De toegang van {app} hier is beëindigd: de aanmeldingen zijn voorbij. Het heeft je posting-autoriteit nog op de blockchain; verwijder het hierboven als je het niet gebruikt.',
    'appLimits.operations': 'Acties die ze mag uitvoeren',
    'appLimits.leaveOne':
      'Laat minstens één actie toegestaan, of beëindig in plaats daarvan haar toegang.',
    'appLimits.saved': 'Limieten voor {app} opgeslagen.',
    'appLimits.savedAny':
      'Limieten voor {app} opgeslagen; ze gelden voor elke aanmelding erbij hier: {limits}',
    'activity.title': 'Wat elke app met je account deed',
    'activity.intro':
      'Elke transactie die een app via deze dienst voor je verzond, de nieuwste eerst, met hoe die er op de blockchain voor staat.',
    'activity.none': 'Nog geen app heeft via deze dienst iets voor je verzonden.',
    'activity.totals':
      'Transacties in de afgelopen 24 uur: {day, number}; in de afgelopen 30 dagen: {month, number}.',
    'activity.row': '{when}: {operations}',
    'activity.status':
      '{status, select, sent {Verzonden, nog in geen blok} included {In blok {block}} irreversible {Definitief, in blok {block}} expired {Verlopen: nooit opgenomen} refused {Geweigerd door het netwerk: {why}} other {{status}}}',
    'activity.byAppKey': 'Door de app zelf ondertekend, niet via deze dienst.',
    'activity.tx': 'Transactie {id} in een block explorer',
    'activity.more': 'Oudere tonen',
    'activity.reading': 'Lezen wat de apps deden…',
    'activity.csv': 'CSV downloaden',
    'activity.json': 'JSON downloaden',
    'activity.downloading': 'Download voorbereiden…',
    'signIns.title': 'Je aanmeldingen hier',
    'signIns.intro':
      'Elke app waarbij je je via deze dienst hebt aangemeld, ook die alleen te weten kwamen wie je bent, met de limieten die voor elk gelden. Er een beëindigen meldt je er meteen af; de app krijgt het te horen. Ze tonen bewijst dat jij het bent: het ondertekent met je postingsleutel hierboven, of met Keychain.',
    'signIns.show': 'Mijn aanmeldingen tonen',
    'signIns.endTheSignIn': 'De aanmelding beëindigen',
    'signIns.ended': 'De aanmelding bij {app} is beëindigd.',
    'signIns.notRead': 'Je aanmeldingen konden niet worden gelezen.',
    'signIns.ending': 'De aanmelding wordt beëindigd…',
    'signIns.reading': 'Je aanmeldingen worden gelezen…',
    'signIns.none': 'Je hebt geen aanmelding via deze dienst.',
    'signIns.unlisted':
      '{count, plural, one {{apps} heeft je posting-autoriteit maar hier geen aanmelding: het kan op Hive voor je posten, en niets op deze pagina beperkt het. Gebruik je het niet, verwijder het dan hierboven.} other {{apps} hebben je posting-autoriteit maar hier geen aanmelding: ze kunnen op Hive voor je posten, en niets op deze pagina beperkt ze. Gebruik je ze niet, verwijder ze dan hierboven.}}',
    'signIns.row':
      '{kind, select, posting {{app}: mag voor je handelen, sinds {since}, laatst gebruikt {used}} other {{app}: alleen aanmelding, sinds {since}, laatst gebruikt {used}}}',
    'signIns.rowNamed':
      '{kind, select, posting {{app} ({name}): mag voor je handelen, sinds {since}, laatst gebruikt {used}} other {{app} ({name}): alleen aanmelding, sinds {since}, laatst gebruikt {used}}}',
    'signIns.limits': 'Limieten: {limits}',
    'signIns.madeWith': 'Ondertekend met {wallet}; apparaat: {device}',
    'signIns.madeWithWallet': 'Ondertekend met {wallet}',
    'signIns.typedKey': 'een ingetypte sleutel',
    'signIns.keptKey':
      'een op dit apparaat bewaarde sleutel, ontgrendeld met {lock, select, passkey {een passkey} other {een pincode}}',
    'signIns.noEnd':
      '{kind, select, posting {Geen einddatum: de huidige tokens gelden tot {date}, en de app kan ze vernieuwen.} other {Geen einddatum: de huidige tokens gelden tot {date}.}}',
    'signIns.end': 'Beëindigen',
    'signIns.endLabel': 'De aanmelding bij {app} sinds {since} beëindigen',
    'signIns.endTitle': 'De aanmelding bij {app} beëindigen?',
    'signIns.endLoses':
      '{kind, select, posting {{app} wordt meteen afgemeld: de tokens werken niet meer, en het kan via deze dienst niet meer voor je handelen. Het houdt je posting-autoriteit op de blockchain tot je het hierboven verwijdert.} other {{app} wordt meteen afgemeld: de tokens werken niet meer, en het krijgt het te horen.}}',
    'register.title': 'Een app registreren',
    'register.intro':
      'Een app is een Hive-account waarvan het profiel in {field} zegt waar de aanmeldingen van zijn gebruikers heen gaan. Alleen de active-sleutel van het account kan {field} wijzigen: accounts met zijn posting-autoriteit (deze dienst, apps waarbij het zich aanmeldde) kunnen dat niet. Registreren schrijft het profiel daar, in één {op}-transactie die op deze pagina wordt ondertekend.',
    'register.accountTitle': 'Het account van de app',
    'register.username': 'App-account (Hive-gebruikersnaam)',
    'register.usernameHelp':
      'Lees het huidige profiel om ervan uit te gaan: een app die op de manier van HiveSigner is geregistreerd (in {field}) wordt overgenomen.',
    'register.readProfile': 'Huidig profiel lezen',
    'register.whereTitle': 'Waar aanmeldingen heen gaan',
    'register.readFrom': 'Alleen uit {field} gelezen.',
    'register.redirects': 'Redirect-URI’s, één per regel',
    'register.redirectsHelp': 'Exact vergeleken; een loopback-URI ({example}) past bij elke poort.',
    'register.authMethod': 'Hoe de app bewijst dat hij de app is',
    'register.method.basic': 'Clientgeheim, HTTP Basic',
    'register.method.post': 'Clientgeheim, in de body',
    'register.method.none': 'Geen geheim (openbare client)',
    'register.authMethodHelp':
      'Een app met een server bewaart daar een clientgeheim. Een webpagina of telefoon-app kan er geen bewaren: die is een openbare client en bewijst zich alleen met PKCE.',
    'register.secretHash': 'SHA-256 van het clientgeheim (64 hextekens)',
    'register.secretHashHelp':
      'Het profiel publiceert alleen deze hash, en iedereen kan hem lezen: een geheim moet minstens {minBits} willekeurige bits hebben, anders kan het offline worden geraden. Maak er hier een ({bits} bits) of met {command}.',
    'register.makeSecret': 'Nieuw clientgeheim maken',
    'register.newSecret': 'Je nieuwe clientgeheim',
    'register.newSecretHelp':
      'Kopieer het nu naar de server van je app: het wordt één keer getoond, en noch deze pagina noch de blockchain bewaart het.',
    'register.logoutUri': 'Back-channel-logout-URI (optioneel)',
    'register.logoutUriHelp':
      'Krijgt bericht als de aanmelding van een gebruiker eindigt (OpenID Connect Back-Channel Logout).',
    'register.postLogoutUris': 'Redirect-URI’s na afmelden, één per regel (optioneel)',
    'register.idTokenAlg': 'Handtekening van de id_token',
    'register.defaultAlg': '{alg} (standaard)',
    'register.displayTitle': 'Wat gebruikers zien',
    'register.displayHelp':
      'Getoond op de aanmeldpagina en in de lijst, gemarkeerd als niet gecontroleerd.',
    'register.name': 'Naam',
    'register.about': 'Beschrijving',
    'register.website': 'Website',
    'register.picture': 'Afbeelding (een https-URL)',
    'register.signTitle': 'Ondertekenen met de active-sleutel',
    'register.keychain': 'Registreren met Hive Keychain',
    'register.hiveAuth': 'Registreren met HiveAuth (mobiele wallet)',
    'register.activeKey': 'Privé-active-sleutel of hoofdwachtwoord van het app-account',
    'register.submit': 'Registreren met de active-sleutel',
    'register.postingNote':
      'Om berichten en stemmen van zijn gebruikers via deze dienst te laten lopen, moet de posting-autoriteit van de app ook het account van deze dienst bevatten.',
    'register.secretMade':
      'Er is een nieuw clientgeheim gemaakt. Kopieer het naar de server van je app voordat je registreert.',
    'register.reading': 'Het account wordt gelezen…',
    'register.noProfile': '{app} heeft nog geen app-profiel: vul het formulier in.',
    'register.readActive': 'App-profiel van {app} gelezen uit {field}.',
    'register.readPosting':
      'App-profiel van {app} gelezen uit {posting} (de manier van HiveSigner): registreren schrijft het naar {field}.',
    'register.broadcasting': 'De registratie wordt verzonden…',
    'register.hiveAuthAbout': 'De app {app} registreren',
    'register.needRedirect': 'Vul minstens één redirect-URI in.',
    'register.badHash':
      'Vul de SHA-256 van het clientgeheim in als 64 hextekens, of maak een nieuw clientgeheim.',
    'register.notUrl': '‘{url}’ is geen absolute URL (zoals https://app.example/callback).',
    'register.fragment': '‘{url}’ mag geen #fragment hebben.',
    'register.done':
      'Geregistreerd: het app-profiel van {app} staat in zijn {field}. Aanmeldingen gebruiken het binnen enkele seconden.',
    'register.doneTx':
      'Geregistreerd: het app-profiel van {app} staat in zijn {field} (transactie {tx}). Aanmeldingen gebruiken het binnen enkele seconden.',
    'register.addService':
      'Laat {service} voor de app uitzenden: voeg het in deze zelfde stap toe aan de posting-autoriteit van het app-account',
    'register.serviceAdded':
      '{service} staat nu in de posting-autoriteit van {app}: uitzendingen voor zijn gebruikers lopen via deze dienst.',
    'register.serviceAlready':
      '{service} stond al in de posting-autoriteit van {app}: daar hoeft niets te veranderen.',
    'register.serviceMissing':
      '{service} staat niet in de posting-autoriteit van {app}: deze dienst weigert zijn uitzendingen tot het erin staat.',
    'register.nextTitle': 'Wat nu',
    'register.clientId': 'De {field} van de app',
    'register.signInUrl': 'Een aanmeld-URL om gebruikers naartoe te sturen',
    'register.tokenExchange': 'De ruil voor tokens, op je server',
    'register.copy': 'Kopiëren',
    'register.copied': 'Gekopieerd',

    'wallet.other': 'Andere wallets:',
    'wallet.otherAuthorized': 'Of onderteken met een andere wallet (laat een sleutelveld leeg):',
    'wallet.signIn': 'Inloggen met {wallet}',
    'wallet.sign': 'Ondertekenen met {wallet}',
    'wallet.grant': 'Toestaan met {wallet}',
    'wallet.grantYours': 'Toestaan met je wallet',
    'wallet.grantHelp':
      'Je wallet wordt gevraagd deze wijziging met je actieve sleutel te ondertekenen.',
    'wallet.opening': '{wallet} wordt geopend…',
    'wallet.cancel': 'Annuleren',
    'wallet.emptyFields': 'Lege sleutelvelden ondertekenen nu met {wallet}.',
    'wallet.broadcasting': 'Bezig met versturen…',
    'wallet.noAccount':
      '{wallet} heeft geen sleutel van een Hive-account. Typ je gebruikersnaam, of voeg je account daar toe.',
    'wallet.severalAccounts':
      '{wallet} heeft sleutels van {accounts}: typ het account dat je wilt gebruiken.',
    'peakvault.notInstalled': 'PeakVault is niet geïnstalleerd in deze browser (of staat uit).',
    'peakvault.confirm': 'Bevestig in PeakVault (als {user})…',
    'peakvault.declined': 'Je hebt geweigerd in PeakVault.',
    'peakvault.failed': 'PeakVault heeft niet ondertekend: {said}',
    'peakvault.wrongAccount':
      'PeakVault ondertekende met een sleutel die geen posting-, actieve of eigenaarssleutel van {user} is. Kies {user} in PeakVault, of voeg daar de sleutel toe.',
    'metamask.notInstalled':
      'MetaMask is hier niet beschikbaar, of kan geen snaps uitvoeren. Installeer MetaMask, of kies een andere manier om te ondertekenen.',
    'metamask.connect': 'Sta de Hive Wallet-snap toe in MetaMask…',
    'metamask.confirm': 'Bevestig in MetaMask (als {user})…',
    'metamask.declined': 'Je hebt geweigerd in MetaMask.',
    'metamask.failed': 'MetaMask heeft niet ondertekend: {said}',
    'metamask.wrongAccount':
      '{role, select, posting {De Hive Wallet-snap in MetaMask heeft geen posting-sleutel van {user}.} active {De Hive Wallet-snap in MetaMask heeft geen actieve sleutel van {user}.} other {De Hive Wallet-snap in MetaMask heeft geen eigenaarssleutel van {user}.}} Onderteken met een andere wallet, of als het account dat de snap heeft.',
    'metamask.noMessages':
      'De Hive Wallet-snap ondertekent alleen transacties, niet dit bericht: kies een andere wallet of typ je sleutel.',
    'ledger.noWebUsb':
      'Deze browser kan geen Ledger bereiken (hij heeft geen WebUSB). Probeer Chrome, Edge of Brave.',
    'ledger.connect':
      'Sluit je Ledger aan via USB, ontgrendel hem, open de Hive-app en kies het apparaat…',
    'ledger.noDevice':
      'Er is geen Ledger gekozen. Sluit hem aan via USB, ontgrendel hem, open de Hive-app en kies hem in de lijst die de browser toont.',
    'ledger.appNotOpen': 'Open de Hive-app op je Ledger en probeer het opnieuw.',
    'ledger.locked': 'Ontgrendel je Ledger, open de Hive-app en probeer het opnieuw.',
    'ledger.hashSigningOff':
      'Zet hash-ondertekening aan in de instellingen van de Hive-app op je Ledger (de login wordt als hash ondertekend) en probeer het opnieuw.',
    'ledger.reading': 'De sleutels op je Ledger worden gelezen…',
    'ledger.confirmSignIn': 'Controleer de login op je Ledger en bevestig hem daar (als {user})…',
    'ledger.confirmTransaction':
      'Controleer de transactie op je Ledger en bevestig hem daar (als {user})…',
    'ledger.declined': 'Je hebt geweigerd op je Ledger.',
    'ledger.cancelled': 'U hebt de poging met Ledger geannuleerd. Er is niets ondertekend.',
    'ledger.failed': 'Je Ledger heeft niet ondertekend: {said}',
    'ledger.wrongAccount':
      '{role, select, posting {Deze Ledger heeft geen posting-, actieve of eigenaarssleutel van {user}} active {Deze Ledger heeft geen actieve of eigenaarssleutel van {user}} other {Deze Ledger heeft geen eigenaarssleutel van {user}}} (Hive-accounts 1 tot en met {accounts, number} bekeken). Sluit de Ledger aan die hem heeft, of onderteken als het account dat hij heeft.',

    'sign.pageTitle': 'Een transactie ondertekenen',
    'sign.titleMany':
      '{count, plural, one {# bewerking ondertekenen} other {# bewerkingen ondertekenen}}',
    'sign.key':
      '{role, select, posting {posting-sleutel} active {actieve sleutel} other {eigenaarssleutel}}',
    'sign.asks':
      '{count, plural, one {Een link vraagt je deze bewerking met je {key} te ondertekenen en naar Hive te versturen.} other {Een link vraagt je deze bewerkingen met je {key} te ondertekenen en naar Hive te versturen.}}',
    'sign.asksSignOnly':
      '{count, plural, one {Een link vraagt je deze bewerking met je {key} te ondertekenen (alleen ondertekend: de handtekening gaat terug naar de site, die hem kan versturen).} other {Een link vraagt je deze bewerkingen met je {key} te ondertekenen (alleen ondertekend: de handtekening gaat terug naar de site, die hem kan versturen).}}',
    'sign.checkEvery':
      'Controleer elke regel: eenmaal verstuurd kan het niet ongedaan worden gemaakt.',
    'sign.warning': 'Let op:',
    'sign.exactData': 'Exacte gegevens van de bewerking',
    'sign.signAs': 'Ondertekenen als',
    'sign.signerFixed': 'De link vraagt dat {user} ondertekent.',
    'sign.keychain': 'Ondertekenen met Hive Keychain',
    'sign.keyLabel':
      '{role, select, posting {Privé posting-sleutel of hoofdwachtwoord} active {Privé actieve sleutel of hoofdwachtwoord} other {Privé eigenaarssleutel of hoofdwachtwoord}}',
    'sign.submit': 'Ondertekenen en versturen',
    'sign.submitSignOnly': 'Ondertekenen',
    'sign.cancel': 'Annuleren',
    'sign.done': 'Klaar',
    'sign.txId': 'Transactie-id: {id}',
    'sign.doneReturn': 'De site vroeg je terug te zien op {destination}.',
    'sign.continueTo': 'Verder naar {host}',
    'sign.goBack': 'Terug naar waar je vandaan kwam',
    'sign.fromApp': 'Van {app}',
    'sign.callbackValue':
      '{name, select, sig {[handtekening]} id {[transactie-id]} block {[bloknummer]} other {[positie in het blok]}}',
    'sign.afterShowsId': 'Daarna toont deze pagina de transactie-id.',
    'sign.afterReturn':
      'Daarna ga je terug naar {app} ({user}) op {url}, een adres dat het heeft geregistreerd.',
    'sign.afterLink':
      'Daarna toont deze pagina de transactie-id en een link naar {url}; de link noemt geen app die hem heeft geregistreerd, dus jij kiest of je hem volgt.',

    'refusal.authority':
      '{user} kan dit niet met die sleutel ondertekenen: er is {role, select, posting {de posting-autoriteit} active {de actieve autoriteit} other {de eigenaarsautoriteit}} van {user} nodig.',
    'refusal.authorityFor':
      '{signer} kan dit niet als {actor} ondertekenen: het handelt voor {actor}, en alleen {role, select, posting {de posting-autoriteit} active {de actieve autoriteit} other {de eigenaarsautoriteit}} van {actor} (of een account die erin staat) kan het ondertekenen.',
    'refusal.noPost': 'Het bericht {post} bestaat niet (of niet meer).',
    'refusal.noPostNamed': 'Het genoemde bericht bestaat niet.',
    'refusal.funds': '{user} heeft hier niet genoeg saldo voor.',
    'refusal.rc':
      '{user} heeft nu niet genoeg resource credits (RC): wacht tot ze zijn aangevuld, of doe een power-up van HIVE.',
    'refusal.other': 'Het Hive-netwerk heeft deze transactie geweigerd; er is niets gedaan.',

    'sign.signing': 'Bezig met ondertekenen…',
    'sign.cancelledReturning': 'Geannuleerd. Terug naar de app…',
    'sign.nothingDone': 'Er is niets ondertekend of verstuurd, en de site is niets verteld.',
    'sign.cancelled': 'Geannuleerd',
    'sign.mustSigner': 'Deze link moet door {user} worden ondertekend.',
    'sign.doneReturning': 'Klaar. Terug naar de app…',
    'sign.signedOnly': 'Ondertekend, niet verstuurd',
    'sign.doneSignedOnly': 'Klaar: ondertekend, niet verstuurd',
    'sign.signedBroadcast': 'Ondertekend en verstuurd',
    'sign.doneBroadcast': 'Klaar: ondertekend en verstuurd',
    'sign.inBlock': 'Opgenomen in blok {block}.',
    'sign.signature': 'Handtekening: {sig}',
    'op.you': 'jij (het account dat ondertekent)',
    'op.noMemo': '(geen memo)',
    'op.none': '(geen)',
    'op.percent': '{percent}%',
    'op.memoUnencrypted':
      'De memo begint met "#", wat om versleuteling vraagt, maar deze pagina versleutelt geen memo\'s: hij zou worden gepubliceerd zoals hij geschreven is.',
    'op.row.voter': 'Stemmer',
    'op.row.post': 'Bericht',
    'op.row.weight': 'Gewicht',
    'op.row.account': 'Account',
    'op.row.amount': 'Bedrag',
    'op.row.from': 'Van',
    'op.row.to': 'Aan',
    'op.row.memo': 'Memo',
    'op.row.shares': 'Aandelen',
    'op.row.witness': 'Witness',
    'op.row.proxy': 'Proxy',
    'op.title.vote': '{percent}% stemmen op {post}',
    'op.title.claim': 'Beloningen opeisen',
    'op.title.transfer': '{amount} sturen naar {to}',
    'op.title.recurrent':
      '{amount} sturen naar {to}, elke {hours, plural, one {# uur} other {# uur}}, {times, plural, one {# keer} other {# keer}}',
    'op.title.powerUp': 'Power-up van {amount}',
    'op.title.powerDown': 'Power-down van {amount}',
    'op.title.delegate': '{amount} delegeren aan {to}',
    'op.title.toSavings': '{amount} naar spaargeld verplaatsen',
    'op.title.fromSavings': '{amount} van spaargeld opnemen (komt na 3 dagen aan)',
    'op.title.witnessVote': 'Stemmen op witness {witness}',
    'op.title.witnessUnvote': 'Je stem op witness {witness} intrekken',
    'op.title.proxy': '{proxy} namens jou op witnesses laten stemmen',
    'op.title.proxyClear': 'Je proxy voor witness-stemmen wissen',
    'op.title.other': 'Operatie {name}',
    'op.danger.owner':
      'Dit vervangt je eigenaarsautoriteit door {holders}; wie die heeft, bezit je account: die kan elke sleutel veranderen en jou buitensluiten.',
    'op.danger.active':
      'Dit vervangt je actieve autoriteit door {holders}; wie die heeft, kan je tegoed verplaatsen en je andere sleutels veranderen.',
    'op.danger.posting':
      'Dit vervangt je posting-autoriteit door {holders}; wie die heeft, kan als jou posten, stemmen en volgen.',
    'op.danger.noKey': 'helemaal geen sleutel',
    'op.danger.memoKey':
      "Je memosleutel wordt {key}: wie die heeft, kan je versleutelde memo's lezen.",
    'op.danger.yourAccount': 'je account',
    'op.danger.recoveryAccount':
      'Dit maakt {recovery} na 30 dagen het herstelaccount van {account}: alleen {recovery} kan je dan helpen het account terug te krijgen als je eigenaarssleutel gestolen wordt.',
    'op.danger.requestRecovery':
      'Hiermee kan {account} worden overgenomen met een nieuwe eigenaarsautoriteit ({holders}); wie die heeft, bezit het account.',
    'op.danger.recover':
      'Dit vervangt de eigenaarsautoriteit van {account} door {holders}; wie die heeft, bezit het account.',
    'op.danger.withdrawRoute':
      'Vanaf nu gaat {percent}% van wat {account} via power-down opneemt naar {to}.',
    'op.danger.declineVoting':
      'Hiermee geef je je bestuursstemmen (witnesses en voorstellen) voorgoed op: dit kan niet ongedaan worden gemaakt.',
    'op.danger.unknown':
      'Deze operatie kan veranderen wie je account beheert. Ga alleen door als je precies hierom hebt gevraagd.',
    'consent.vaultRemember': 'Deze sleutel op dit apparaat onthouden',
    'consent.vaultTitle': 'Deze sleutel op dit apparaat onthouden?',
    'consent.vaultAbout':
      'Log de volgende keer met één aanraking in in plaats van hem te typen. De sleutel wordt in deze browser versleuteld en nooit ergens heen gestuurd; alleen je passkey of je pincode ontgrendelt hem.',
    'consent.vaultActive':
      'Dit is je actieve sleutel: wie hem ontgrendelt, kan je tegoed verplaatsen en je account wijzigen. Bewaar hem hier alleen als je zulke handelingen op dit apparaat ondertekent.',
    'consent.vaultActiveTick': 'Mijn actieve sleutel op dit apparaat bewaren',
    'consent.vaultPasskey': 'Onthouden met een passkey',
    'consent.vaultPinLabel': 'Of vergrendel hem met een pincode of wachtwoord (minstens 6 tekens)',
    'consent.vaultPin': 'Onthouden met deze pincode',
    'consent.vaultSkip': 'Nu niet',
    'consent.vaultUnlock': 'Ontgrendelen en inloggen',
    'consent.noWallet':
      'Er is geen Hive-wallet in deze browser geïnstalleerd. Je kunt hier inloggen met een passkey of een getypte sleutel, of er een installeren:',
    'consent.noWalletKeychain': 'Hive Keychain (voor desktopbrowsers, en een app voor telefoons)',
    'consent.noWalletHiveAuth': 'HiveAuth (telefoonwallets die voor je ondertekenen)',
    'vault.signInPasskey': 'Inloggen als {user} met je passkey',
    'vault.signInPin': 'Inloggen als {user} met je pincode',
    'vault.signKept': 'Ondertekenen met de sleutel die op dit apparaat bewaard is',
    'vault.forgetKey': 'Deze sleutel vergeten',
    'vault.keyLock':
      '{role, select, active {Actieve sleutel} other {Posting-sleutel}} op dit apparaat bewaard, vergrendeld met {lock, select, passkey {je passkey} other {je pincode}}.',
    'vault.forgetRoleLabel':
      'De voor {user} bewaarde {role, select, active {actieve sleutel} other {posting-sleutel}} op dit apparaat vergeten',
    'vault.forgetAll': 'Alles op dit apparaat vergeten',
    'vault.keyForgotten': 'De voor {user} bewaarde sleutel is van dit apparaat gewist.',
    'vault.allForgotten':
      'Alle accounts en sleutels die op dit apparaat bewaard waren, zijn gewist.',
    'vault.pinFor': 'Pincode of wachtwoord voor {user}',
    'vault.pinForRole':
      'Pincode of wachtwoord van de voor {user} bewaarde {role, select, active {actieve sleutel} other {posting-sleutel}}',
    'vault.confirmPasskey': 'Bevestig met je passkey…',
    'vault.keeping': 'De sleutel wordt versleuteld…',
    'vault.passkeyRefused':
      'Je passkey heeft de sleutel niet ontgrendeld, dus er is niets ontsleuteld. Probeer het opnieuw, of typ je sleutel.',
    'vault.wrongPin':
      'Verkeerde pincode. Pogingen over voordat de sleutel van dit apparaat wordt gewist: {n}.',
    'vault.erased':
      'De voor {user} bewaarde sleutel is van dit apparaat gewist (te vaak een verkeerde pincode, of hij is vergeten). Typ je sleutel om in te loggen.',
    'vault.rotated':
      'De op dit apparaat voor {user} bewaarde sleutel is geen sleutel van het account meer (hij is gewijzigd), dus hij kan niet ondertekenen. Druk op ‘Deze sleutel vergeten’ en typ dan de nieuwe sleutel.',
    'vault.pinShort': 'Kies een pincode of wachtwoord van minstens 6 tekens.',
    'vault.activeNotTicked':
      'Vink het vakje aan om een actieve sleutel te bewaren, of kies ‘Nu niet’.',
    'vault.noPrf':
      'Deze passkey kan in deze browser geen sleutel vergrendelen. Kies in plaats daarvan een pincode.',
    'vault.kept': 'De sleutel van {user} is op dit apparaat bewaard, vergrendeld met je passkey.',
    'vault.keptPin':
      'De sleutel van {user} is op dit apparaat bewaard, vergrendeld met je pincode.',
    'vault.activeHint':
      'Je bent ingelogd met je actieve sleutel. Je postingsleutel is genoeg om in te loggen, en veiliger: gebruik die de volgende keer.',
  },
  security: {
    'authorized.intro': {
      source: '7bc4d0214a768be6',
      back: 'Apps and accounts you have allowed to act for you on Hive. Removing one works immediately on the blockchain and for every service; tokens the app still has no longer work for everything that needed your authority.',
    },
    'authorized.keysNeverSent': {
      source: 'cb84bcc63d4f7c27',
      back: 'Only used within this page to sign; never sent anywhere. They remain filled in as long as this page is open.',
    },
    'authorized.role': {
      source: 'bf3b6b39d8ded7e4',
      back: 'Posting authority: can publish, vote, follow and update your profile as you / Active authority: can also move your funds and change your authorities / Owner authority: has full control over your account',
    },
    'authorized.loses': {
      source: '4c609f6001ef25f7',
      back: '{app} can then no longer, on any site or service, publish, vote, follow or update your profile as you / move your funds or change your authorities / manage your account. Tokens it has no longer work for that. You can allow it again later by signing in to it.',
    },
    'appLimits.endLoses': {
      source: '420267513d4dfc8c',
      back: 'Every sign-in of yours at {app} here ends immediately: the tokens no longer work, and it can no longer act for you through this service. {app} keeps your posting authority on the blockchain until you remove it above.',
    },
    'signIns.endLoses': {
      source: 'd85201d70c8a1522',
      back: '{app} is signed out immediately: the tokens no longer work, and it can no longer act for you through this service. It keeps your posting authority on the blockchain until you remove it above. / … the tokens no longer work, and it is told.',
    },
    'signIns.unlisted': {
      source: '6228bcd8343570c4',
      back: "{apps} has (have) your posting authority but no sign-in here: it (they) can post for you on Hive, and nothing on this page restricts it (them). If you don't use it (them), remove it (them) above.",
    },
    'register.intro': {
      source: '252f1694ba6b060a',
      back: "An app is a Hive account whose profile in {field} says where the sign-ins of its users go. Only the account's active key can change {field}: accounts with its posting authority (this service, apps it signed in to) cannot. Registering writes the profile there, in one {op} transaction signed on this page.",
    },
    'register.secretHashHelp': {
      source: '1e4682681468c9ce',
      back: 'The profile publishes only this hash, and anyone can read it: a secret must have at least {minBits} random bits, otherwise it can be guessed offline. Make one here ({bits} bits) or with {command}.',
    },
    'register.newSecretHelp': {
      source: 'f726e7ed41cb8e30',
      back: "Copy it now to your app's server: it is shown once, and neither this page nor the blockchain keeps it.",
    },
    'consent.keyNeverSent': {
      source: '11f58d2b20621d9b',
      back: 'Is only used within this page to sign; is never sent anywhere.',
    },
    'consent.published': {
      source: '5c10f5d5b2b9c3fe',
      back: 'The name, description, image and website are published by {app} itself; hivegate has not checked them.',
    },
    'consent.grantNotYet': {
      source: '01d705fdf020c399',
      back: "Your account does not yet allow {app} to act on your behalf. Allowing adds {app} to your account's posting authority on the Hive blockchain (a {op} transaction).",
    },
    'consent.grantCannot': {
      source: 'd81c0ce89115b640',
      back: 'It cannot transfer money and cannot change keys.',
    },
    'consent.grantActive': {
      source: '4f7e888f01dd0890',
      back: 'This change asks for your active key. It stays until you remove it on this page:',
    },
    'grant.loginOnly': {
      source: '45c8e6eeddf12361',
      back: 'Find out your Hive username, to log you in; it cannot act on your behalf on Hive.',
    },
    'grant.neverFunds': {
      source: '04c3f0957208280b',
      back: 'It can never move your money or change your keys.',
    },
    'reach.enforced': {
      source: '23984a046ac1a7ae',
      back: 'These limits are enforced: only this service can use the posting authority you give {app}, and it tests every action against them.',
    },
    'reach.notEnforced': {
      source: 'd2e1c4ea0a470550',
      back: "These limits only bind what {app} does via this service. {app}'s posting authority also contains its own keys or accounts, so {app} can sign for you directly on the Hive blockchain, outside every limit, as long as you keep it in your posting authority.",
    },
    'reach.onChain': {
      source: 'e71593026db82c4d',
      back: 'On the Hive blockchain, your posting authority lets anyone who has it publish, vote, follow, reblog and update your profile as you, without a limit of its own.',
    },
    'reach.direct': {
      source: '83fae24b2a14d262',
      back: '{app} has keys or accounts that can use it directly, outside the limits you chose.',
    },
    'device.check': {
      source: 'b83849fb4ebce799',
      back: 'Check that your device shows exactly this code. If you did not start this sign-in on your own device, refuse it: perhaps someone is trying to get into your account.',
    },
    'home.keys': {
      source: 'b95ae05dbbe19cf4',
      back: "Your keys stay in your browser: this service never sees them. You can withdraw an app's access at any moment.",
    },
    'hiveauth.approveOnPhone': {
      source: 'e8ebf991dbc6a245',
      back: 'Approve on your phone with a HiveAuth wallet; no key is typed here.',
    },
    'op.memoUnencrypted': {
      source: '53086fa05cc731c1',
      back: 'The memo begins with "#", which asks for encryption, but this page does not encrypt memos: it would be published as it is written.',
    },
    'op.danger.owner': {
      source: '38d31772fe52a35f',
      back: 'This replaces your owner authority with {holders}; whoever has it owns your account: they can change every key and lock you out.',
    },
    'op.danger.active': {
      source: '55b80f219c3ead5a',
      back: 'This replaces your active authority with {holders}; whoever has it can move your balance and change your other keys.',
    },
    'op.danger.posting': {
      source: '24e237bc36820a1e',
      back: 'This replaces your posting authority with {holders}; whoever has it can post, vote and follow as you.',
    },
    'op.danger.noKey': { source: 'ec9afd6a0470e867', back: 'no key at all' },
    'op.danger.memoKey': {
      source: 'e44d5be0f648bd73',
      back: 'Your memo key becomes {key}: whoever has it can read your encrypted memos.',
    },
    'op.danger.yourAccount': { source: '17a7e5cfee17027e', back: 'your account' },
    'op.danger.recoveryAccount': {
      source: '2b9ce7374d4e68fa',
      back: 'This makes {recovery} the recovery account of {account} after 30 days: only {recovery} can then help you get the account back if your owner key is stolen.',
    },
    'op.danger.requestRecovery': {
      source: 'c1c4ec5056320409',
      back: 'With this {account} can be taken over with a new owner authority ({holders}); whoever has it owns the account.',
    },
    'op.danger.recover': {
      source: 'f3bd51edee3dbe53',
      back: 'This replaces the owner authority of {account} with {holders}; whoever has it owns the account.',
    },
    'op.danger.withdrawRoute': {
      source: '734ccebc10c83704',
      back: 'From now on {percent}% of what {account} withdraws via power-down goes to {to}.',
    },
    'op.danger.declineVoting': {
      source: '053d6dfe398eb80f',
      back: 'With this you give up your governance votes (witnesses and proposals) for good: this cannot be undone.',
    },
    'op.danger.unknown': {
      source: 'a5eb8c5892b24e28',
      back: 'This operation can change who manages your account. Only go on if you asked for exactly this.',
    },
    'consent.vaultAbout': {
      source: '9fd8eed08dc515b1',
      back: 'Next time, log in with one touch instead of typing it. The key is encrypted in this browser and never sent anywhere; only your passkey or your PIN unlocks it.',
    },
    'consent.vaultActive': {
      source: '206c57c1a2df6049',
      back: 'This is your active key: whoever unlocks it can move your balance and change your account. Only keep it here if you sign such actions on this device.',
    },
  },
};
