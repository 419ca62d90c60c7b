import type { Catalogue } from '../catalogue';

/** Italiano («tu»). */
export const it: Catalogue = {
  review: "drafted (issue 40), needs a native speaker's review",
  messages: {
    'layout.skip': 'Vai al contenuto',
    'layout.navLabel': 'Principale',
    'layout.nav.home': 'Home',
    'layout.nav.apps': 'App',
    'layout.nav.authorizedApps': 'App autorizzate',
    'layout.language': 'Lingua',
    'layout.noScript':
      'Questa pagina ha bisogno di JavaScript, e questo browser qui non lo esegue.',
    'layout.withoutScript':
      'Ricarica la pagina. Se non basta, forse questo browser blocca gli script: consenti JavaScript per questo sito o apri la pagina su un altro dispositivo, come il telefono.',
    'layout.loading': 'Preparo la pagina… i pulsanti funzioneranno tra un attimo.',
    'layout.loadingLate': 'Non è ancora pronta: lo script di questa pagina non è partito.',

    'error.title.invalid_request': 'Questa richiesta non è valida',
    'error.title.unauthorized_client': 'Questa app non è registrata',
    'error.title.not_found': 'Non trovato',
    'error.title.pageNotFound': 'Pagina non trovata',
    'error.title.unavailable': 'La rete Hive non è raggiungibile',
    'error.title.signLink': 'Questo link di firma non si può firmare',
    'error.title.other': 'Qualcosa è andato storto',
    'error.about.invalid_request': 'Nella richiesta manca qualcosa o qualcosa è sbagliato.',
    'error.about.unauthorized_client':
      'L’app che ti ha mandato qui non è registrata per questo indirizzo, quindi qui non puoi accedervi.',
    'error.about.not_found': 'A questo indirizzo non c’è nulla.',
    'error.about.unavailable':
      'Questo servizio ora non raggiunge la rete Hive. Riprova tra un minuto.',
    'error.about.other': 'Il servizio non ha potuto rispondere a questa richiesta.',
    'error.details': 'Dettagli (in inglese)',
    'error.code': 'Codice di errore: {code}',
    'error.home': 'Vai alla home page',
    'error.fromApp':
      'Se un’app ti ha mandato qui, torna all’app e riprova, oppure avvisa i suoi sviluppatori.',

    'home.title': 'Accedi con Hive',
    'home.intro':
      'hivegate permette alle app di farti accedere con il tuo account Hive e, quando lo consenti, di pubblicare, votare e seguire per te.',
    'home.keys':
      'Le tue chiavi restano nel tuo browser: questo servizio non le vede mai. Puoi revocare l’accesso di un’app in qualsiasi momento.',
    'home.people': 'Per gli utenti Hive',
    'home.authorizedLink': 'Vedi e rimuovi le app che hai autorizzato',
    'home.authorizedAbout': 'inserisci il tuo nome utente per elencarle.',
    'home.appsLink': 'Sfoglia l’elenco delle app',
    'home.appsAbout': 'le app che usano questo servizio, ordinate per utenti giornalieri.',
    'home.startFromApp':
      'Per accedere a un’app, parti dall’app stessa: ti manda qui con il suo nome e ciò che chiede.',
    'home.developers': 'Per sviluppatori',
    'home.sdk':
      'Usa {client}: mantiene i nomi dei metodi dell’SDK {sdk}, e tutti i suoi link e le sue chiamate vanno a questo servizio. Anche le chiamate API dell’SDK {sdk} funzionano, con {apiURL} impostato su {origin}, ma i suoi link di accesso e di firma portano a hivesigner.com.',
    'home.endpoint.authorize': 'La pagina di accesso e consenso ({call} dell’SDK)',
    'home.endpoint.token':
      'Un codice o un token di aggiornamento e il tuo {secret} in cambio di nuovi token',
    'home.endpoint.revoke':
      'Disconnette l’utente: il token e tutta la sua autorizzazione smettono di funzionare',
    'home.endpoint.me': 'L’account del token',
    'home.endpoint.broadcast':
      'Operazioni di pubblicazione, firmate dal servizio, in un’unica transazione',
    'home.endpoint.apps': 'L’elenco delle app in JSON',
    'home.endpoint.sign':
      'Link di firma per le operazioni che richiedono la chiave attiva dell’utente (trasferimenti)',
    'home.jwks': 'I token sono JWT firmati con Ed25519; le chiavi pubbliche sono su {url}.',
    'home.discovery': 'Discovery OpenID Connect: {url}.',
    'home.appProfile':
      'Un’app è un account Hive il cui profilo in {metadata} contiene {type}, i suoi {uris} e lo SHA-256 del suo segreto.',
    'home.register': 'Registra un’app',
    'home.registerWith': 'con la sua chiave attiva.',

    'apps.building': 'L’elenco è in costruzione. Riprova tra un minuto.',
    'apps.intro':
      'App che pubblicano tramite questo servizio, ordinate per utenti giornalieri {days, plural, one {nell’ultimo # giorno} many {negli ultimi # giorni} other {negli ultimi # giorni}}.',
    'apps.updated': 'Aggiornato il {date}.',
    'apps.unverified':
      'Nomi e descrizioni sono pubblicati dall’account di ciascuna app e non sono verificati.',
    'apps.own': 'Hai un’app? {link} con la sua chiave attiva.',
    'apps.featured': 'In evidenza',
    'apps.ranking': 'Classifica',
    'apps.none': 'Nessuna app è stata usata in questo periodo.',
    'apps.allFeatured': 'Tutte le app usate in questo periodo sono in evidenza qui sopra.',
    'apps.new': 'Nuova',
    'apps.weaker': 'Registrazione più debole',
    'apps.notRegistered': 'Non registrata',
    'apps.postingNote':
      'Le sue impostazioni di accesso sono in {field}: chiunque possieda la sua autorità di pubblicazione può cambiare dove vanno gli accessi dei suoi utenti. Il proprietario può registrarla con la chiave attiva: {link}.',
    'apps.noProfile':
      'Nessun profilo app nel suo {field}: nessuno può accedervi qui finché il proprietario non la registra: {link}.',
    'apps.users': '{count, plural, one {# utente} many {# utenti} other {# utenti}}',
    'apps.requests': '{count, plural, one {# richiesta} many {# richieste} other {# richieste}}',
    'apps.limitsEnforced':
      'I limiti che i suoi utenti impostano qui sono applicati: solo questo servizio può usare l’autorità di pubblicazione che le danno.',
    'apps.limitsNotEnforced':
      'Può firmare per i suoi utenti direttamente sulla blockchain Hive, fuori da ogni limite impostato qui: la sua autorità di pubblicazione elenca chiavi o account propri.',

    'device.title': 'Accedi su un dispositivo',
    'device.codeLabel': 'Il codice mostrato dal tuo dispositivo',
    'device.continue': 'Continua',
    'device.next': 'Poi vedrai quale app lo chiede, e per cosa, prima di firmare qualsiasi cosa.',
    'device.codeError':
      'Questo codice è sbagliato, scaduto o già usato. Controlla il codice mostrato dal tuo dispositivo.',
    'device.deniedTitle': 'Dispositivo rifiutato',
    'device.denied':
      'Il dispositivo verrà rifiutato al prossimo tentativo; non ottiene alcun accesso al tuo account. Puoi chiudere questa pagina.',
    'device.code': 'Codice {code}',
    'device.check':
      'Controlla che il tuo dispositivo mostri lo stesso codice. Se non hai iniziato tu questo accesso su un tuo dispositivo, rifiutalo: qualcuno potrebbe tentare di entrare nel tuo account.',
    'device.deny': 'Rifiuta questo dispositivo',

    'signOut.doneTitle': 'Disconnesso',
    'signOut.done':
      '{user} è disconnesso da {app}: i token di accesso e di aggiornamento di quell’accesso non funzionano più.',
    'signOut.authority':
      'L’app conserva l’autorità di pubblicazione che le hai dato sulla blockchain, se c’è. Per toglierla, rimuovila in questa pagina:',
    'signOut.askTitle': 'Disconnettersi?',
    'signOut.askHeading': 'Disconnettersi da {app}?',
    'signOut.ask':
      'Una pagina chiede di disconnettere {user} da {app}. Se non l’hai chiesto tu, resta connesso.',
    'signOut.confirm': 'Disconnetti da {app}',
    'signOut.stay': 'Resta connesso',

    'consent.heading': 'Accedi a {app}',
    'consent.headingDevice': 'Accedi a {app} sul tuo dispositivo',
    'consent.account': 'Il tuo account Hive',
    'consent.chooseAccount': 'Scegli un account',
    'consent.rememberedAccounts': 'Account su questo browser',
    'consent.username': 'Nome utente Hive',
    'consent.signWith':
      'Poi firma qui sotto con la tua chiave privata di pubblicazione o la password principale.',
    'consent.keychain': 'Accedi con Hive Keychain',
    'signin.limitsStillApply': 'I limiti che hai impostato per questa app valgono ancora: {limits}',
    'signin.limitsContinue': 'Continua',
    'consent.or': 'oppure',
    'consent.keyLabel': 'Chiave privata di pubblicazione o password principale',
    'consent.keyNeverSent':
      'Usata solo in questa pagina per firmare; non viene mai inviata da nessuna parte.',
    'consent.signIn': 'Accedi',
    'consent.cancel': 'Annulla e torna indietro',
    'consent.returnsTo': 'Dopo l’accesso torni a {uri}.',
    'consent.deviceGoesOn':
      'Dopo l’accesso il tuo dispositivo prosegue da solo; a questa pagina non torna nulla.',
    'consent.unverified': 'Non verificata',
    'consent.published':
      'Nome, descrizione, immagine e sito web sono pubblicati da {app} stessa; hivegate non li ha verificati.',
    'consent.mayDo': 'Cosa può fare {app}',
    'consent.profile':
      'Leggere il tuo profilo Hive pubblico: nome visualizzato, immagine e sito web.',
    'consent.offline': 'Restare connesso dopo la chiusura dell’app (un token di aggiornamento).',
    'consent.grantTitle': 'Concedi a {app} l’autorità di pubblicazione',
    'consent.grantNotYet':
      'Il tuo account non permette ancora a {app} di agire per te. La concessione aggiunge {app} all’autorità di pubblicazione del tuo account sulla blockchain Hive (una transazione {op}).',
    'consent.grantCannot': 'Non può trasferire fondi né cambiare chiavi.',
    'consent.grantActive':
      'Questa modifica richiede la tua chiave attiva. Resta finché non la rimuovi in questa pagina:',
    'consent.grantKeychain': 'Concedi con Hive Keychain',
    'consent.grantOrKey': 'oppure usa una chiave qui sotto.',
    'consent.activeKeyLabel': 'Chiave privata attiva o password principale',
    'consent.grantSubmit': 'Concedi e continua',

    'limits.adjust': 'Regola i limiti',
    'limits.fixed': 'I tuoi limiti (fissati per questo accesso)',
    'limits.legend': 'I tuoi limiti per {app}',
    'limits.help':
      'Puoi ridurre ciò che {app} può fare, mai ampliarlo: ciò che può fare, qui sopra, cambia di conseguenza. Puoi anche terminare il suo accesso più tardi nella pagina App autorizzate.',
    'limits.actions': 'Azioni consentite',
    'limits.votes': 'Voti',
    'limits.voteWeight': 'Voto più grande, in % (al massimo {max})',
    'limits.noDownvotes': 'Nessun voto negativo.',
    'limits.allowDownvotes': 'Consenti voti negativi',
    'limits.appMessages': 'Messaggi app consentiti (custom_json)',
    'limits.perDayMax': 'Massimo di azioni al giorno (al massimo {max, number})',
    'limits.perDayNone': 'Massimo di azioni al giorno (vuoto: nessun limite)',
    'limits.endsAsAsked':
      'L’accesso termina il {date}, come ha chiesto {app}: prima di qualsiasi fine offerta qui. Puoi terminarlo in qualsiasi momento nella pagina App autorizzate.',
    'limits.ends': 'L’accesso termina',
    'limits.asAsked': '{date} (come ha chiesto {app})',
    'limits.whenRemoved': 'Quando lo rimuovi',
    'limits.inDays': '{days, plural, one {Tra # giorno} many {Tra # giorni} other {Tra # giorni}}',
    'limits.leaveOne': 'Lascia consentita almeno un’azione, oppure annulla l’accesso.',
    'limits.weightRange': 'Inserisci un peso di voto tra 0,01 e {max} %.',
    'limits.perDayWhole': 'Inserisci un numero intero di azioni, almeno 1, oppure lascia vuoto.',
    'limits.perDayRange': 'Inserisci un numero intero di azioni tra 1 e {max, number}.',

    'grant.loginOnly':
      'Conoscere il tuo nome utente Hive, per farti accedere; non può agire per te su Hive.',
    'grant.learnUsername': 'Conoscere il tuo nome utente Hive, per farti accedere.',
    'grant.actFor': 'Agire per te su Hive: {actions}.',
    'grant.neverFunds': 'Non può mai spostare i tuoi fondi né cambiare le tue chiavi.',
    'grant.allows.vote': 'votare post e commenti',
    'grant.allows.comment': 'pubblicare e modificare post e commenti',
    'grant.allows.delete_comment': 'eliminare i tuoi post e commenti',
    'grant.allows.comment_options': 'impostare le opzioni di pagamento dei tuoi post',
    'grant.allows.custom_json': 'inviare messaggi app (seguire, reblog, community, giochi)',
    'grant.allows.claim_reward_balance': 'riscuotere le tue ricompense',
    'grant.allows.account_update2': 'aggiornare il tuo profilo',
    'limit.only': 'Solo queste operazioni: {operations}.',
    'limit.votes': 'Voti al massimo del {percent} %.',
    'limit.votesNoDown': 'Voti al massimo del {percent} %, nessun voto negativo.',
    'limit.noDown': 'Nessun voto negativo.',
    'limit.appMessagesOnly': 'Messaggi app (custom_json) solo dei tipi: {ids}.',
    'limit.noAppMessages': 'Nessun messaggio app (custom_json).',
    'limit.perDay':
      '{count, plural, one {Al massimo # azione al giorno.} many {Al massimo # azioni al giorno.} other {Al massimo # azioni al giorno.}}',
    'limit.until': 'Fino al {date}.',
    'limit.dateTime': '{date}, {time} UTC',
    'reach.enforced':
      'Questi limiti sono applicati: solo questo servizio può usare l’autorità di pubblicazione che dai a {app}, e controlla ogni azione rispetto a essi.',
    'reach.notEnforced':
      'Questi limiti vincolano solo ciò che {app} fa tramite questo servizio. L’autorità di pubblicazione di {app} elenca anche chiavi o account propri, quindi {app} può firmare per te direttamente sulla blockchain Hive, fuori da ogni limite, finché la tieni nella tua autorità di pubblicazione.',
    'reach.onChain':
      'Sulla blockchain Hive, la tua autorità di pubblicazione permette a chi la possiede di pubblicare, votare, seguire, fare reblog e aggiornare il tuo profilo come se fossi tu, senza alcun limite proprio.',
    'reach.onlyThrough':
      '{app} può usarla solo tramite questo servizio, che la tiene entro i limiti che hai scelto.',
    'reach.direct':
      '{app} possiede chiavi o account che possono usarla direttamente, fuori dai limiti che hai scelto.',

    'hiveauth.signIn': 'Accedi con HiveAuth (portafoglio sul telefono)',
    'hiveauth.approveOnPhone':
      'Approva sul telefono con un portafoglio HiveAuth; qui non si digita alcuna chiave.',
    'hiveauth.title': 'Approva nell’app del portafoglio',
    'hiveauth.scan':
      'Scansiona questo codice con un portafoglio HiveAuth (come Hive Keychain per dispositivi mobili) oppure, su questo telefono, apri il link.',
    'hiveauth.qrSignIn': 'Codice QR della richiesta di accesso HiveAuth',
    'hiveauth.qrRegistration': 'Codice QR della richiesta di registrazione HiveAuth',
    'hiveauth.open': 'Apri nell’app del portafoglio',
    'hiveauth.cancelSignIn': 'Annulla l’accesso con HiveAuth',
    'hiveauth.cancelRegistration': 'Annulla la registrazione con HiveAuth',
    'hiveauth.grant': 'Concedi con HiveAuth',
    'hiveauth.grantHelp':
      'All’app del portafoglio viene chiesto di firmare questa modifica con la tua chiave attiva. Se non può, concedi con Hive Keychain o con la tua chiave attiva qui sotto; poi l’accesso prosegue nell’app del portafoglio.',
    'hiveauth.waiting': 'In attesa dell’app del portafoglio…',
    'hiveauth.confirm': 'Conferma nell’app del portafoglio…',
    'hiveauth.timeLeft': 'Tempo rimasto: {seconds, number} s',
    'hiveauth.unreachable':
      'Il relay HiveAuth non è raggiungibile. Riprova più tardi, oppure accedi con Hive Keychain o una chiave.',
    'hiveauth.lost':
      'La connessione al relay HiveAuth si è interrotta prima che il portafoglio rispondesse. Riprova.',
    'hiveauth.relayError': 'Il relay HiveAuth ha rifiutato la richiesta.',
    'hiveauth.expired':
      'La richiesta HiveAuth è scaduta prima che il portafoglio rispondesse. Riprova.',
    'hiveauth.rejected': 'Hai rifiutato nel portafoglio.',
    'hiveauth.walletError': 'Il portafoglio non è riuscito a firmare la richiesta.',
    'hiveauth.badAnswer': 'Il portafoglio ha inviato una risposta che questa pagina non può usare.',
    'hiveauth.cancelled': 'Accesso con HiveAuth annullato.',
    'hiveauth.reconnecting': 'La connessione al relay HiveAuth è caduta; riconnessione…',

    'signin.keychainNext':
      'Poi premi «Accedi con Hive Keychain» e conferma in Keychain (lascia vuoto il nome utente per scegliere l’account lì); oppure usa una chiave qui sotto.',
    'signin.reading': 'Lettura del tuo account…',
    'signin.confirmKeychain': 'Conferma in Hive Keychain…',
    'signin.chooseInKeychain': 'Scegli il tuo account e conferma in Hive Keychain…',
    'signin.signing': 'Accesso in corso…',
    'signin.failed': 'L’accesso non è riuscito.',
    'signin.couldNotStart': 'Non è stato possibile avviare l’accesso.',
    'signin.waitGrant': 'In attesa che la concessione arrivi al servizio…',
    'signin.returning': 'Accesso effettuato come {user}. Ritorno all’app…',
    'signin.expected':
      '{app} si aspettava l’accesso come {expected}. Per accedere invece come {user}, accedi di nuovo.',
    'signin.forget': 'Dimentica',
    'signin.forgetLabel': 'Dimentica {user} su questo browser',
    'signin.chosen': '{user} scelto.',
    'signin.forgotten': '{user} dimenticato su questo browser.',
    'signin.deviceDone':
      'Accesso effettuato come {user}. Torna al tuo dispositivo: prosegue da solo. Puoi chiudere questa pagina.',
    'signin.oneMoreStep': 'Ancora un passo: concedi all’app l’autorità di pubblicazione.',
    'signin.grantTyped':
      '{typed, select, password {La password principale che hai digitato per accedere firma anche questa modifica; resta nella memoria di questa pagina solo per questo accesso.} other {La chiave che hai digitato per accedere firma anche questa modifica; resta nella memoria di questa pagina solo per questo accesso.}}',
    'signin.grantKept':
      'La chiave attiva conservata su questo dispositivo, che hai sbloccato per accedere, firma anche questa modifica; resta nella memoria di questa pagina solo per questo accesso.',
    'signin.broadcastingGrant': 'Trasmissione della concessione…',
    'signin.confirmGrantWallet': 'Conferma la concessione nell’app del portafoglio…',
    'signin.hiveauthApp': 'Accedi a {app}',

    'common.details': 'Dettagli',
    'common.enterUsername':
      'Inserisci un nome utente Hive: da 3 a 16 lettere, cifre, punti o trattini.',
    'common.noAccount': 'L’account {user} non esiste.',
    'common.enterKey':
      '{role, select, posting {Inserisci la tua chiave privata di pubblicazione o la password principale.} active {Inserisci la tua chiave privata attiva o la password principale.} other {Inserisci la tua chiave privata del proprietario o la password principale.}}',
    'common.wrongKey': 'Password o chiave errata per {user}.',
    'common.notRoleKey':
      '{role, select, posting {Questa non è una chiave di pubblicazione di {user}.} active {Questa non è una chiave attiva di {user}.} other {Questa non è una chiave del proprietario di {user}.}}',
    'common.serviceAnswered': 'Il servizio ha risposto {status}',
    'common.keychainDeclined': 'Hai rifiutato in Hive Keychain.',
    'common.keychainDidNotSign': 'Hive Keychain non ha firmato: {said}',

    'authorized.intro':
      'Le app e gli account a cui hai permesso di agire per te su Hive. Rimuoverne uno ha effetto subito sulla blockchain e per ogni servizio; i token che l’app ha ancora smettono di funzionare per tutto ciò che richiedeva la tua autorità.',
    'authorized.username': 'Il tuo nome utente Hive',
    'authorized.show': 'Mostra le app autorizzate',
    'authorized.listTitle': 'Account con autorità su {user}',
    'authorized.keys': 'Le tue chiavi',
    'authorized.keysNeverSent':
      'Usate solo in questa pagina per firmare; mai inviate da nessuna parte. Restano compilate finché questa pagina è aperta.',
    'authorized.keychainFound':
      'Hive Keychain è stato trovato: lascia un campo vuoto per confermare invece in Keychain.',
    'authorized.postingKey': 'Chiave di pubblicazione privata o password principale',
    'authorized.postingKeyHelp':
      'Dimostra che sei tu: mostra i tuoi accessi e i limiti di ogni app, cambia quei limiti, termina gli accessi.',
    'authorized.activeKey': 'Chiave attiva privata o password principale',
    'authorized.activeKeyHelp':
      'Modifica il tuo account sulla blockchain: rimuove un’app o un account dalle tue autorità qui sotto.',
    'authorized.role':
      '{role, select, posting {Autorità di pubblicazione: può pubblicare, votare, seguire e aggiornare il tuo profilo al posto tuo} active {Autorità attiva: può anche spostare i tuoi fondi e cambiare le tue autorità} other {Autorità di proprietario: ha il pieno controllo del tuo account}}',
    'authorized.none': 'Nessuna app o account ha autorità su questo account.',
    'authorized.alone': 'può agire da solo',
    'authorized.weight': 'peso {weight} su {threshold}',
    'authorized.remove': 'Rimuovi',
    'authorized.removeLabel':
      '{role, select, posting {Rimuovi {app} dalla tua autorità di pubblicazione} active {Rimuovi {app} dalla tua autorità attiva} other {Rimuovi {app} dalla tua autorità di proprietario}}',
    'authorized.confirmTitle':
      '{role, select, posting {Rimuovere {app} dalla tua autorità di pubblicazione?} active {Rimuovere {app} dalla tua autorità attiva?} other {Rimuovere {app} dalla tua autorità di proprietario?}}',
    'authorized.loses':
      '{role, select, posting {{app} non potrà più pubblicare, votare, seguire o aggiornare il tuo profilo al posto tuo, su nessun sito o servizio.} active {{app} non potrà più spostare i tuoi fondi o cambiare le tue autorità, su nessun sito o servizio.} other {{app} non potrà più controllare il tuo account, su nessun sito o servizio.}} I token che ha smettono di funzionare per questo. Potrai concederla di nuovo più tardi accedendo a esso.',
    'authorized.removeApp': 'Rimuovi {app}',
    'authorized.keep': 'Tienilo',
    'authorized.removing': 'Rimozione di {app}…',
    'authorized.removed':
      '{role, select, posting {{app} è stato rimosso dalla tua autorità di pubblicazione.} active {{app} è stato rimosso dalla tua autorità attiva.} other {{app} è stato rimosso dalla tua autorità di proprietario.}}',
    'authorized.limits': 'Limiti',
    'authorized.limitsLabel': 'Imposta limiti per {app}',
    'appLimits.title': 'Limiti per {app}',
    'appLimits.onlyStricter':
      'I limiti diventano solo più severi: ogni valore che inserisci deve essere inferiore a quello in vigore. La firma usa la tua chiave di pubblicazione qui sopra, o Keychain.',
    'appLimits.voteWeight': 'Voto più forte, in % (vuoto: invariato)',
    'appLimits.voteWeightNow': 'Voto più forte, in % (ora al massimo {percent}; vuoto: invariato)',
    'appLimits.noDownvotes': 'Nessun voto negativo',
    'appLimits.noDownvotesInForce': 'Nessun voto negativo (già in vigore)',
    'appLimits.perDay': 'Azioni massime al giorno (vuoto: invariato)',
    'appLimits.perDayNow': 'Azioni massime al giorno (ora al massimo {count}; vuoto: invariato)',
    'appLimits.endNow': 'Termina ora il suo accesso',
    'appLimits.save': 'Salva i limiti',
    'appLimits.cancel': 'Annulla',
    'appLimits.keepAccess': 'Mantieni il suo accesso',
    'appLimits.none': 'Nessun limite: può fare tutto ciò che il suo accesso ha concesso.',
    'appLimits.noSignIn':
      '{app} ha la tua autorità di pubblicazione senza un accesso qui, quindi nessun limite di questa pagina raggiunge ciò che fa sulla blockchain. I limiti che imposti ora valgono per ogni accesso a esso qui.',
    'appLimits.inForce': 'In vigore ora: {limits}',
    'appLimits.inForceSince': 'In vigore ora sul tuo accesso del {date}: {limits}',
    'appLimits.badWeight': 'Inserisci un peso di voto tra 0,01 e 100 %.',
    'appLimits.badPerDay': 'Inserisci un numero intero di azioni, almeno 1.',
    'appLimits.notStricter':
      'Già in vigore: {limit} I limiti diventano solo più severi: inserisci di meno, o lascia vuoto.',
    'appLimits.chooseOne': 'Scegli un limite da impostare, oppure Annulla.',
    'appLimits.endTitle': 'Terminare ora l’accesso di {app}?',
    'appLimits.endLoses':
      'Ogni tuo accesso a {app} qui termina subito: i suoi token smettono di funzionare e non può più agire per te tramite questo servizio. {app} mantiene la tua autorità di pubblicazione sulla blockchain finché non lo rimuovi qui sopra.',
    'appLimits.end': 'Termina l’accesso di {app}',
    'appLimits.notSaved': 'Non è stato possibile salvare i limiti.',
    'appLimits.ended':
      'L’accesso di {app} qui è terminato: i suoi accessi sono finiti. Ha ancora la tua autorità di pubblicazione sulla blockchain; rimuovilo qui sopra se non lo usi.',
    'appLimits.operations': 'Azioni che può compiere',
    'appLimits.leaveOne': 'Lascia consentita almeno un’azione, oppure termina il suo accesso.',
    'appLimits.saved': 'Limiti per {app} salvati.',
    'appLimits.savedAny': 'Limiti per {app} salvati; valgono per ogni accesso a esso qui: {limits}',
    'activity.title': 'Cosa ha fatto ogni app con il tuo account',
    'activity.intro':
      'Ogni transazione che un’app ha trasmesso per te tramite questo servizio, dalla più recente, con il suo stato sulla blockchain.',
    'activity.none': 'Nessuna app ha ancora trasmesso nulla per te tramite questo servizio.',
    'activity.totals':
      'Transazioni nelle ultime 24 ore: {day, number}; negli ultimi 30 giorni: {month, number}.',
    'activity.row': '{when}: {operations}',
    'activity.status':
      '{status, select, sent {Inviata, non ancora in un blocco} included {Nel blocco {block}} irreversible {Definitiva, nel blocco {block}} expired {Scaduta: mai inclusa} refused {Rifiutata dalla rete: {why}} other {{status}}}',
    'activity.byAppKey': 'Firmata dall’app stessa, non tramite questo servizio.',
    'activity.tx': 'Transazione {id} su un block explorer',
    'activity.more': 'Mostra le precedenti',
    'activity.reading': 'Lettura di ciò che hanno fatto le app…',
    'activity.csv': 'Scarica CSV',
    'activity.json': 'Scarica JSON',
    'activity.downloading': 'Preparazione del download…',
    'signIns.title': 'I tuoi accessi qui',
    'signIns.intro':
      'Ogni app a cui hai effettuato l’accesso tramite questo servizio, comprese quelle che hanno solo saputo chi sei, con i limiti in vigore su ciascuna. Terminarne uno ti disconnette subito; l’app viene avvisata. Mostrarli dimostra che sei tu: la firma usa la tua chiave di pubblicazione qui sopra, o Keychain.',
    'signIns.show': 'Mostra i miei accessi',
    'signIns.endTheSignIn': 'Termina l’accesso',
    'signIns.ended': 'L’accesso a {app} è stato terminato.',
    'signIns.notRead': 'Non è stato possibile leggere i tuoi accessi.',
    'signIns.ending': 'Chiusura dell’accesso…',
    'signIns.reading': 'Lettura dei tuoi accessi…',
    'signIns.none': 'Non hai nessun accesso tramite questo servizio.',
    'signIns.unlisted':
      '{count, plural, one {{apps} ha la tua autorità di pubblicazione ma nessun accesso qui: può pubblicare per te su Hive, e niente in questa pagina lo limita. Se non lo usi, rimuovilo qui sopra.} many {{apps} hanno la tua autorità di pubblicazione ma nessun accesso qui: possono pubblicare per te su Hive, e niente in questa pagina li limita. Se non li usi, rimuovili qui sopra.} other {{apps} hanno la tua autorità di pubblicazione ma nessun accesso qui: possono pubblicare per te su Hive, e niente in questa pagina li limita. Se non li usi, rimuovili qui sopra.}}',
    'signIns.row':
      '{kind, select, posting {{app}: può agire per te, dal {since}, ultimo uso il {used}} other {{app}: solo accesso, dal {since}, ultimo uso il {used}}}',
    'signIns.rowNamed':
      '{kind, select, posting {{app} ({name}): può agire per te, dal {since}, ultimo uso il {used}} other {{app} ({name}): solo accesso, dal {since}, ultimo uso il {used}}}',
    'signIns.limits': 'Limiti: {limits}',
    'signIns.madeWith': 'Firmato con {wallet}; dispositivo: {device}',
    'signIns.madeWithWallet': 'Firmato con {wallet}',
    'signIns.typedKey': 'una chiave digitata',
    'signIns.keptKey':
      'una chiave conservata su questo dispositivo, sbloccata con {lock, select, passkey {una passkey} other {un PIN}}',
    'signIns.noEnd':
      '{kind, select, posting {Nessuna data di fine: i suoi token attuali valgono fino al {date}, e l’app può rinnovarli.} other {Nessuna data di fine: i suoi token attuali valgono fino al {date}.}}',
    'signIns.end': 'Termina',
    'signIns.endLabel': 'Termina l’accesso a {app} dal {since}',
    'signIns.endTitle': 'Terminare l’accesso a {app}?',
    'signIns.endLoses':
      '{kind, select, posting {{app} viene disconnesso subito: i suoi token smettono di funzionare e non può più agire per te tramite questo servizio. Mantiene la tua autorità di pubblicazione sulla blockchain finché non lo rimuovi qui sopra.} other {{app} viene disconnesso subito: i suoi token smettono di funzionare, e viene avvisato.}}',
    'register.title': 'Registra un’app',
    'register.intro':
      'Un’app è un account Hive il cui profilo in {field} dice dove vanno gli accessi dei suoi utenti. Solo la chiave attiva dell’account può cambiare {field}: gli account che hanno la sua autorità di pubblicazione (questo servizio, le app a cui ha effettuato l’accesso) non possono. La registrazione scrive lì il profilo, in un’unica transazione {op} firmata in questa pagina.',
    'register.accountTitle': 'L’account dell’app',
    'register.username': 'Account dell’app (nome utente Hive)',
    'register.usernameHelp':
      'Leggi il suo profilo attuale per partire da lì: un’app registrata alla maniera di HiveSigner (in {field}) viene copiata.',
    'register.readProfile': 'Leggi il suo profilo attuale',
    'register.whereTitle': 'Dove vanno gli accessi',
    'register.readFrom': 'Letto solo da {field}.',
    'register.redirects': 'URI di reindirizzamento, una per riga',
    'register.redirectsHelp':
      'Confrontate esattamente; una di loopback ({example}) accetta qualsiasi porta.',
    'register.authMethod': 'Come l’app dimostra di essere l’app',
    'register.method.basic': 'Segreto client, HTTP Basic',
    'register.method.post': 'Segreto client, nel corpo',
    'register.method.none': 'Nessun segreto (client pubblico)',
    'register.authMethodHelp':
      'Un’app con un server vi conserva un segreto client. Una pagina o un’app per telefono non può conservarne uno: è un client pubblico e si dimostra solo con PKCE.',
    'register.secretHash': 'SHA-256 del segreto client (64 caratteri esadecimali)',
    'register.secretHashHelp':
      'Il profilo pubblica solo questo hash, e chiunque può leggerlo: un segreto deve avere almeno {minBits} bit casuali, altrimenti può essere indovinato offline. Creane uno qui ({bits} bit) o con {command}.',
    'register.makeSecret': 'Crea un nuovo segreto client',
    'register.newSecret': 'Il tuo nuovo segreto client',
    'register.newSecretHelp':
      'Copialo ora sul server della tua app: viene mostrato una sola volta, e né questa pagina né la blockchain lo conservano.',
    'register.logoutUri': 'URI di logout back-channel (facoltativo)',
    'register.logoutUriHelp':
      'Avvisato quando termina l’accesso di un utente (OpenID Connect Back-Channel Logout).',
    'register.postLogoutUris': 'URI di reindirizzamento dopo il logout, una per riga (facoltativo)',
    'register.idTokenAlg': 'Firma dell’id_token',
    'register.defaultAlg': '{alg} (predefinita)',
    'register.displayTitle': 'Cosa vedono gli utenti',
    'register.displayHelp':
      'Mostrato nella pagina di accesso e nella directory, segnato come non verificato.',
    'register.name': 'Nome',
    'register.about': 'Descrizione',
    'register.website': 'Sito web',
    'register.picture': 'Immagine (un URL https)',
    'register.signTitle': 'Firma con la chiave attiva',
    'register.keychain': 'Registra con Hive Keychain',
    'register.hiveAuth': 'Registra con HiveAuth (wallet mobile)',
    'register.activeKey': 'Chiave attiva privata o password principale dell’account dell’app',
    'register.submit': 'Registra con la chiave attiva',
    'register.postingNote':
      'Perché i post e i voti dei suoi utenti passino da questo servizio, l’autorità di pubblicazione dell’app deve includere anche l’account di questo servizio.',
    'register.secretMade':
      'È stato creato un nuovo segreto client. Copialo sul server della tua app prima di registrare.',
    'register.reading': 'Lettura dell’account…',
    'register.noProfile': '{app} non ha ancora un profilo di app: compila il modulo.',
    'register.readActive': 'Letto il profilo di app di {app} da {field}.',
    'register.readPosting':
      'Letto il profilo di app di {app} da {posting} (alla maniera di HiveSigner): la registrazione lo scrive in {field}.',
    'register.broadcasting': 'Trasmissione della registrazione…',
    'register.hiveAuthAbout': 'Registra l’app {app}',
    'register.needRedirect': 'Inserisci almeno un URI di reindirizzamento.',
    'register.badHash':
      'Inserisci lo SHA-256 del segreto client come 64 caratteri esadecimali, o crea un nuovo segreto client.',
    'register.notUrl': '«{url}» non è un URL assoluto (come https://app.example/callback).',
    'register.fragment': '«{url}» non può avere un #frammento.',
    'register.done':
      'Registrata: il profilo di app di {app} è nel suo {field}. Gli accessi lo usano entro pochi secondi.',
    'register.doneTx':
      'Registrata: il profilo di app di {app} è nel suo {field} (transazione {tx}). Gli accessi lo usano entro pochi secondi.',
    'register.addService':
      'Lascia che {service} trasmetta per l’app: aggiungilo all’autorità di pubblicazione dell’account dell’app in questo stesso passo',
    'register.serviceAdded':
      '{service} ora è nell’autorità di pubblicazione di {app}: le trasmissioni per i suoi utenti passano da questo servizio.',
    'register.serviceAlready':
      '{service} era già nell’autorità di pubblicazione di {app}: lì non c’è niente da cambiare.',
    'register.serviceMissing':
      '{service} non è nell’autorità di pubblicazione di {app}: questo servizio rifiuta le sue trasmissioni finché non c’è.',
    'register.nextTitle': 'E adesso',
    'register.clientId': 'Il {field} dell’app',
    'register.signInUrl': 'Un URL di accesso a cui mandare gli utenti',
    'register.tokenExchange': 'Lo scambio con i token, sul tuo server',
    'register.copy': 'Copia',
    'register.copied': 'Copiato',

    'wallet.other': 'Altri portafogli:',
    'wallet.otherAuthorized':
      'Oppure firma con un altro portafoglio (lascia vuoto un campo della chiave):',
    'wallet.signIn': 'Accedi con {wallet}',
    'wallet.sign': 'Firma con {wallet}',
    'wallet.grant': 'Concedi con {wallet}',
    'wallet.grantYours': 'Concedi con il tuo portafoglio',
    'wallet.grantHelp':
      'Al tuo portafoglio viene chiesto di firmare questa modifica con la tua chiave attiva.',
    'wallet.opening': 'Apertura di {wallet}…',
    'wallet.cancel': 'Annulla',
    'wallet.emptyFields': 'I campi della chiave vuoti ora firmano con {wallet}.',
    'wallet.broadcasting': 'Invio in corso…',
    'wallet.noAccount':
      '{wallet} non contiene alcuna chiave di un account Hive. Scrivi il tuo nome utente o aggiungi lì il tuo account.',
    'wallet.severalAccounts': '{wallet} contiene chiavi di {accounts}: scrivi quello da usare.',
    'peakvault.notInstalled': 'PeakVault non è installato in questo browser (o è disattivato).',
    'peakvault.confirm': 'Conferma in PeakVault (come {user})…',
    'peakvault.declined': 'Hai rifiutato in PeakVault.',
    'peakvault.failed': 'PeakVault non ha firmato: {said}',
    'peakvault.wrongAccount':
      'PeakVault ha firmato con una chiave che non è una chiave di pubblicazione, attiva o del proprietario di {user}. Scegli {user} in PeakVault o aggiungi lì la sua chiave.',
    'metamask.notInstalled':
      'MetaMask non è disponibile qui, oppure non può eseguire snap. Installa MetaMask o scegli un altro modo di firmare.',
    'metamask.connect': 'Consenti lo snap Hive Wallet in MetaMask…',
    'metamask.confirm': 'Conferma in MetaMask (come {user})…',
    'metamask.declined': 'Hai rifiutato in MetaMask.',
    'metamask.failed': 'MetaMask non ha firmato: {said}',
    'metamask.wrongAccount':
      '{role, select, posting {Lo snap Hive Wallet in MetaMask non contiene alcuna chiave di pubblicazione di {user}.} active {Lo snap Hive Wallet in MetaMask non contiene alcuna chiave attiva di {user}.} other {Lo snap Hive Wallet in MetaMask non contiene alcuna chiave del proprietario di {user}.}} Firma con un altro portafoglio o come l’account che lo snap contiene.',
    'metamask.noMessages':
      'Lo snap Hive Wallet firma solo transazioni, non questo messaggio: scegli un altro wallet o digita la tua chiave.',
    'ledger.noWebUsb':
      'Questo browser non può raggiungere un Ledger (non ha WebUSB). Prova Chrome, Edge o Brave.',
    'ledger.connect':
      'Collega il tuo Ledger via USB, sbloccalo, apri l’app Hive e scegli il dispositivo…',
    'ledger.noDevice':
      'Nessun Ledger è stato scelto. Collegalo via USB, sbloccalo, apri l’app Hive e sceglilo nell’elenco mostrato dal browser.',
    'ledger.appNotOpen': 'Apri l’app Hive sul tuo Ledger, poi riprova.',
    'ledger.locked': 'Sblocca il tuo Ledger, apri l’app Hive, poi riprova.',
    'ledger.hashSigningOff':
      'Attiva la firma di hash nelle impostazioni dell’app Hive sul tuo Ledger (l’accesso è firmato come hash), poi riprova.',
    'ledger.reading': 'Lettura delle chiavi sul tuo Ledger…',
    'ledger.confirmSignIn': 'Controlla l’accesso sul tuo Ledger e confermalo lì (come {user})…',
    'ledger.confirmTransaction':
      'Controlla la transazione sul tuo Ledger e confermala lì (come {user})…',
    'ledger.declined': 'Hai rifiutato sul tuo Ledger.',
    'ledger.cancelled': 'Hai annullato il tentativo con Ledger. Non è stato firmato nulla.',
    'ledger.failed': 'Il tuo Ledger non ha firmato: {said}',
    'ledger.wrongAccount':
      '{role, select, posting {Questo Ledger non contiene alcuna chiave di pubblicazione, attiva o del proprietario di {user}} active {Questo Ledger non contiene alcuna chiave attiva o del proprietario di {user}} other {Questo Ledger non contiene alcuna chiave del proprietario di {user}}} (cercato negli account Hive da 1 a {accounts, number}). Collega il Ledger che la contiene, o firma come l’account che contiene.',

    'sign.pageTitle': 'Firma una transazione',
    'sign.titleMany':
      '{count, plural, one {Firma # operazione} many {Firma # operazioni} other {Firma # operazioni}}',
    'sign.key':
      '{role, select, posting {chiave di pubblicazione} active {chiave attiva} other {chiave del proprietario}}',
    'sign.asks':
      '{count, plural, one {Un link ti chiede di firmare questa operazione con la tua {key} e di trasmetterla a Hive.} many {Un link ti chiede di firmare queste operazioni con la tua {key} e di trasmetterle a Hive.} other {Un link ti chiede di firmare queste operazioni con la tua {key} e di trasmetterle a Hive.}}',
    'sign.asksSignOnly':
      '{count, plural, one {Un link ti chiede di firmare questa operazione con la tua {key} (solo firma: la firma torna al sito, che può trasmetterla).} many {Un link ti chiede di firmare queste operazioni con la tua {key} (solo firma: la firma torna al sito, che può trasmetterla).} other {Un link ti chiede di firmare queste operazioni con la tua {key} (solo firma: la firma torna al sito, che può trasmetterla).}}',
    'sign.checkEvery': 'Controlla ogni riga: una volta trasmessa, non si può annullare.',
    'sign.warning': 'Attenzione:',
    'sign.exactData': 'Dati esatti dell’operazione',
    'sign.signAs': 'Firma come',
    'sign.signerFixed': 'Il link chiede che firmi {user}.',
    'sign.keychain': 'Firma con Hive Keychain',
    'sign.keyLabel':
      '{role, select, posting {Chiave privata di pubblicazione o password principale} active {Chiave privata attiva o password principale} other {Chiave privata del proprietario o password principale}}',
    'sign.submit': 'Firma e trasmetti',
    'sign.submitSignOnly': 'Firma',
    'sign.cancel': 'Annulla',
    'sign.done': 'Fatto',
    'sign.txId': 'Id della transazione: {id}',
    'sign.doneReturn': 'Il sito ha chiesto di rivederti su {destination}.',
    'sign.continueTo': 'Continua su {host}',
    'sign.goBack': 'Torna da dove sei venuto',
    'sign.fromApp': 'Da {app}',
    'sign.callbackValue':
      '{name, select, sig {[firma]} id {[id della transazione]} block {[numero del blocco]} other {[posizione nel blocco]}}',
    'sign.afterShowsId': 'Dopo, questa pagina mostra l’id della transazione.',
    'sign.afterReturn': 'Dopo torni su {app} ({user}) a {url}, un indirizzo che ha registrato.',
    'sign.afterLink':
      'Dopo, questa pagina mostra l’id della transazione e un link a {url}; il link non nomina un’app che lo ha registrato, quindi scegli tu se seguirlo.',

    'refusal.authority':
      '{user} non può firmare questo con quella chiave: serve {role, select, posting {l’autorità di pubblicazione} active {l’autorità attiva} other {l’autorità del proprietario}} di {user}.',
    'refusal.authorityFor':
      '{signer} non può firmare questo come {actor}: agisce per {actor}, e solo {role, select, posting {l’autorità di pubblicazione} active {l’autorità attiva} other {l’autorità del proprietario}} di {actor} (o un account che elenca) può firmarlo.',
    'refusal.noPost': 'Il post {post} non esiste (o non esiste più).',
    'refusal.noPostNamed': 'Il post che nomina non esiste.',
    'refusal.funds': '{user} non ha fondi sufficienti per questo.',
    'refusal.rc':
      '{user} non ha abbastanza crediti risorse (RC) in questo momento: aspetta che si ricarichino o fai power up di HIVE.',
    'refusal.other': 'La rete Hive ha rifiutato questa transazione; non è stato fatto nulla.',

    'sign.signing': 'Firma in corso…',
    'sign.cancelledReturning': 'Annullato. Ritorno all’app…',
    'sign.nothingDone': 'Non è stato firmato né inviato nulla, e al sito non è stato detto nulla.',
    'sign.cancelled': 'Annullato',
    'sign.mustSigner': 'Questo link deve essere firmato da {user}.',
    'sign.doneReturning': 'Fatto. Ritorno all’app…',
    'sign.signedOnly': 'Firmato, non trasmesso',
    'sign.doneSignedOnly': 'Fatto: firmato, non trasmesso',
    'sign.signedBroadcast': 'Firmato e trasmesso',
    'sign.doneBroadcast': 'Fatto: firmato e trasmesso',
    'sign.inBlock': 'Incluso nel blocco {block}.',
    'sign.signature': 'Firma: {sig}',
    'op.you': 'tu (l’account che firma)',
    'op.noMemo': '(nessun memo)',
    'op.none': '(nessuno)',
    'op.percent': '{percent}%',
    'op.memoUnencrypted':
      'Il memo inizia con «#», che chiede di cifrarlo, ma questa pagina non cifra i memo: verrebbe pubblicato così come è scritto.',
    'op.row.voter': 'Votante',
    'op.row.post': 'Post',
    'op.row.weight': 'Peso',
    'op.row.account': 'Account',
    'op.row.amount': 'Importo',
    'op.row.from': 'Da',
    'op.row.to': 'A',
    'op.row.memo': 'Memo',
    'op.row.shares': 'Quote',
    'op.row.witness': 'Witness',
    'op.row.proxy': 'Proxy',
    'op.title.vote': 'Vota al {percent}% su {post}',
    'op.title.claim': 'Riscuoti le ricompense',
    'op.title.transfer': 'Invia {amount} a {to}',
    'op.title.recurrent':
      'Invia {amount} a {to} ogni {hours, plural, one {# ora} many {# ore} other {# ore}}, {times, plural, one {# volta} many {# volte} other {# volte}}',
    'op.title.powerUp': 'Power up di {amount}',
    'op.title.powerDown': 'Power down di {amount}',
    'op.title.delegate': 'Delega {amount} a {to}',
    'op.title.toSavings': 'Sposta {amount} nei risparmi',
    'op.title.fromSavings': 'Preleva {amount} dai risparmi (arriva dopo 3 giorni)',
    'op.title.witnessVote': 'Vota il witness {witness}',
    'op.title.witnessUnvote': 'Togli il tuo voto al witness {witness}',
    'op.title.proxy': 'Lascia che {proxy} voti i witness per te',
    'op.title.proxyClear': 'Rimuovi il tuo proxy per il voto dei witness',
    'op.title.other': 'Operazione {name}',
    'op.danger.owner':
      'Questo sostituisce la tua autorità del proprietario con {holders}; chi la detiene possiede il tuo account: può cambiare ogni chiave e chiuderti fuori.',
    'op.danger.active':
      'Questo sostituisce la tua autorità attiva con {holders}; chi la detiene può spostare i tuoi fondi e cambiare le tue altre chiavi.',
    'op.danger.posting':
      'Questo sostituisce la tua autorità di pubblicazione con {holders}; chi la detiene può pubblicare, votare e seguire al posto tuo.',
    'op.danger.noKey': 'nessuna chiave',
    'op.danger.memoKey':
      'La tua chiave memo diventa {key}: chi la detiene può leggere i tuoi memo cifrati.',
    'op.danger.yourAccount': 'il tuo account',
    'op.danger.recoveryAccount':
      'Questo rende {recovery} l’account di recupero di {account} dopo 30 giorni: solo {recovery} potrà allora aiutarti a riavere l’account se ti rubano la chiave del proprietario.',
    'op.danger.requestRecovery':
      'Questo permette di prendere il controllo di {account} con una nuova autorità del proprietario ({holders}); chi la detiene possiede l’account.',
    'op.danger.recover':
      'Questo sostituisce l’autorità del proprietario di {account} con {holders}; chi la detiene possiede l’account.',
    'op.danger.withdrawRoute':
      'D’ora in poi, il {percent}% di ciò che {account} preleva con il power down va a {to}.',
    'op.danger.declineVoting':
      'Questo rinuncia per sempre ai tuoi voti di governance (witness e proposte): non si può annullare.',
    'op.danger.unknown':
      'Questa operazione può cambiare chi controlla il tuo account. Continua solo se hai chiesto esattamente questo.',
    'consent.vaultRemember': 'Ricorda questa chiave su questo dispositivo',
    'consent.vaultTitle': 'Ricordare questa chiave su questo dispositivo?',
    'consent.vaultAbout':
      'La prossima volta accedi con un tocco invece di digitarla. La chiave è cifrata in questo browser e non viene mai inviata da nessuna parte; solo la tua passkey o il tuo PIN la sblocca.',
    'consent.vaultActive':
      'Questa è la tua chiave attiva: chi la sblocca può spostare i tuoi fondi e modificare il tuo account. Conservala qui solo se firmi operazioni del genere su questo dispositivo.',
    'consent.vaultActiveTick': 'Conserva la mia chiave attiva su questo dispositivo',
    'consent.vaultPasskey': 'Ricorda con una passkey',
    'consent.vaultPinLabel': 'Oppure bloccala con un PIN o una password (almeno 6 caratteri)',
    'consent.vaultPin': 'Ricorda con questo PIN',
    'consent.vaultSkip': 'Non ora',
    'consent.vaultUnlock': 'Sblocca e accedi',
    'consent.noWallet':
      'In questo browser non è installato nessun wallet Hive. Puoi accedere qui con una passkey o digitando una chiave, oppure installarne uno:',
    'consent.noWalletKeychain': 'Hive Keychain (per i browser desktop, e un’app per telefoni)',
    'consent.noWalletHiveAuth': 'HiveAuth (wallet per telefono che firmano per te)',
    'vault.signInPasskey': 'Accedi come {user} con la tua passkey',
    'vault.signInPin': 'Accedi come {user} con il tuo PIN',
    'vault.signKept': 'Firma con la chiave conservata su questo dispositivo',
    'vault.forgetKey': 'Dimentica questa chiave',
    'vault.keyLock':
      '{role, select, active {Chiave attiva} other {Chiave di pubblicazione}} conservata su questo dispositivo, bloccata {lock, select, passkey {dalla tua passkey} other {dal tuo PIN}}.',
    'vault.forgetRoleLabel':
      'Dimentica la chiave {role, select, active {attiva} other {di pubblicazione}} conservata per {user} su questo dispositivo',
    'vault.forgetAll': 'Dimentica tutto su questo dispositivo',
    'vault.keyForgotten':
      'La chiave conservata per {user} è stata cancellata da questo dispositivo.',
    'vault.allForgotten':
      'Tutti gli account e le chiavi conservati su questo dispositivo sono stati cancellati.',
    'vault.pinFor': 'PIN o password per {user}',
    'vault.pinForRole':
      'PIN o password della chiave {role, select, active {attiva} other {di pubblicazione}} conservata per {user}',
    'vault.confirmPasskey': 'Conferma con la tua passkey…',
    'vault.keeping': 'Cifratura della chiave…',
    'vault.passkeyRefused':
      'La tua passkey non ha sbloccato la chiave, quindi non è stato decifrato nulla. Riprova, oppure digita la tua chiave.',
    'vault.wrongPin':
      'PIN errato. Tentativi rimasti prima che la chiave venga cancellata da questo dispositivo: {n}.',
    'vault.erased':
      'La chiave conservata per {user} è stata cancellata da questo dispositivo (troppi PIN errati, oppure è stata dimenticata). Digita la tua chiave per accedere.',
    'vault.rotated':
      'La chiave conservata su questo dispositivo per {user} non è più una chiave dell’account (è stata cambiata), quindi non può firmare. Premi «Dimentica questa chiave», poi digita la nuova chiave.',
    'vault.pinShort': 'Scegli un PIN o una password di almeno 6 caratteri.',
    'vault.activeNotTicked':
      'Spunta la casella per conservare una chiave attiva, oppure scegli «Non ora».',
    'vault.noPrf':
      'Questa passkey non può bloccare una chiave in questo browser. Scegli invece un PIN.',
    'vault.kept':
      'La chiave di {user} è conservata su questo dispositivo, bloccata dalla tua passkey.',
    'vault.keptPin':
      'La chiave di {user} è conservata su questo dispositivo, bloccata dal tuo PIN.',
    'vault.activeHint':
      'Hai effettuato l’accesso con la tua chiave attiva. La tua chiave di pubblicazione basta per accedere ed è più sicura: usala la prossima volta.',
  },
  security: {
    'authorized.intro': {
      source: '7bc4d0214a768be6',
      back: 'The apps and accounts you allowed to act for you on Hive. Removing one takes effect immediately on the blockchain and for every service; the tokens the app still has stop working for everything that required your authority.',
    },
    'authorized.keysNeverSent': {
      source: 'cb84bcc63d4f7c27',
      back: 'Used only in this page to sign; never sent anywhere. They stay filled in as long as this page is open.',
    },
    'authorized.role': {
      source: 'bf3b6b39d8ded7e4',
      back: 'Publishing authority: can publish, vote, follow and update your profile in your place / Active authority: can also move your funds and change your authorities / Owner authority: has full control of your account',
    },
    'authorized.loses': {
      source: '4c609f6001ef25f7',
      back: '{app} will no longer be able to publish, vote, follow or update your profile in your place / move your funds or change your authorities / control your account, on any site or service. The tokens it has stop working for this. You can grant it again later by signing in to it.',
    },
    'appLimits.endLoses': {
      source: '420267513d4dfc8c',
      back: 'Every sign-in of yours to {app} here ends immediately: its tokens stop working and it can no longer act for you through this service. {app} keeps your publishing authority on the blockchain until you remove it above.',
    },
    'signIns.endLoses': {
      source: 'd85201d70c8a1522',
      back: '{app} is disconnected immediately: its tokens stop working and it can no longer act for you through this service. It keeps your publishing authority on the blockchain until you remove it above. / … its tokens stop working, and it is notified.',
    },
    'signIns.unlisted': {
      source: '6228bcd8343570c4',
      back: '{apps} has (have) your publishing authority but no sign-in here: it (they) can publish for you on Hive, and nothing on this page limits it (them). If you do not use it (them), remove it (them) above.',
    },
    'register.intro': {
      source: '252f1694ba6b060a',
      back: "An app is a Hive account whose profile in {field} says where its users' sign-ins go. Only the account's active key can change {field}: the accounts that have its publishing authority (this service, the apps it signed in to) cannot. Registration writes the profile there, in a single {op} transaction signed in this page.",
    },
    'register.secretHashHelp': {
      source: '1e4682681468c9ce',
      back: 'The profile publishes only this hash, and anyone can read it: a secret must have at least {minBits} random bits, otherwise it can be guessed offline. Create one here ({bits} bits) or with {command}.',
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
      back: 'Name, description, image and website are published by {app} itself; hivegate has not verified them.',
    },
    'consent.grantNotYet': {
      source: '01d705fdf020c399',
      back: "Your account does not yet allow {app} to act for you. The grant adds {app} to your account's posting authority on the Hive blockchain (a {op} transaction).",
    },
    'consent.grantCannot': {
      source: 'd81c0ce89115b640',
      back: 'It cannot transfer funds nor change keys.',
    },
    'consent.grantActive': {
      source: '4f7e888f01dd0890',
      back: 'This change requires your active key. It stays until you remove it on this page:',
    },
    'grant.loginOnly': {
      source: '45c8e6eeddf12361',
      back: 'Know your Hive username, to let you sign in; it cannot act for you on Hive.',
    },
    'grant.neverFunds': {
      source: '04c3f0957208280b',
      back: 'It can never move your funds nor change your keys.',
    },
    'reach.enforced': {
      source: '23984a046ac1a7ae',
      back: 'These limits are applied: only this service can use the posting authority you give {app}, and it checks each action against them.',
    },
    'reach.notEnforced': {
      source: 'd2e1c4ea0a470550',
      back: "These limits bind only what {app} does through this service. {app}'s posting authority also lists its own keys or accounts, so {app} can sign for you directly on the Hive blockchain, outside every limit, as long as you keep it in your posting authority.",
    },
    'reach.onChain': {
      source: 'e71593026db82c4d',
      back: 'On the Hive blockchain, your posting authority allows whoever has it to publish, vote, follow, reblog and update your profile as if it were you, without any limit of its own.',
    },
    'reach.direct': {
      source: '83fae24b2a14d262',
      back: '{app} has keys or accounts that can use it directly, outside the limits you chose.',
    },
    'device.check': {
      source: 'b83849fb4ebce799',
      back: 'Check that your device shows the same code. If you did not start this sign-in on a device of yours, refuse it: someone might be trying to get into your account.',
    },
    'home.keys': {
      source: 'b95ae05dbbe19cf4',
      back: "Your keys remain in your browser: this service never sees them. You can revoke an app's access at any time.",
    },
    'hiveauth.approveOnPhone': {
      source: 'e8ebf991dbc6a245',
      back: 'Approve on the phone with a HiveAuth wallet; no key is typed here.',
    },
    'op.memoUnencrypted': {
      source: '53086fa05cc731c1',
      back: 'The memo begins with "#", which asks to encrypt it, but this page does not encrypt memos: it would be published just as it is written.',
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
      back: 'This replaces your publishing authority with {holders}; whoever holds it can publish, vote and follow in your place.',
    },
    'op.danger.noKey': { source: 'ec9afd6a0470e867', back: 'no key' },
    'op.danger.memoKey': {
      source: 'e44d5be0f648bd73',
      back: 'Your memo key becomes {key}: whoever holds it can read your encrypted memos.',
    },
    'op.danger.yourAccount': { source: '17a7e5cfee17027e', back: 'your account' },
    'op.danger.recoveryAccount': {
      source: '2b9ce7374d4e68fa',
      back: 'This makes {recovery} the recovery account of {account} after 30 days: only {recovery} will then be able to help you get the account back if your owner key is stolen.',
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
      back: 'From now on, {percent}% of what {account} withdraws with power down goes to {to}.',
    },
    'op.danger.declineVoting': {
      source: '053d6dfe398eb80f',
      back: 'This gives up your governance votes (witnesses and proposals) forever: it cannot be undone.',
    },
    'op.danger.unknown': {
      source: 'a5eb8c5892b24e28',
      back: 'This operation can change who controls your account. Continue only if you asked for exactly this.',
    },
    'consent.vaultAbout': {
      source: '9fd8eed08dc515b1',
      back: 'Next time, sign in with a touch instead of typing it. The key is encrypted in this browser and is never sent anywhere; only your passkey or your PIN unlocks it.',
    },
    'consent.vaultActive': {
      source: '206c57c1a2df6049',
      back: 'This is your active key: whoever unlocks it can move your funds and change your account. Keep it here only if you sign operations like that on this device.',
    },
  },
};
