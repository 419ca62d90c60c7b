import type { Catalogue } from '../catalogue';

/** Polski (forma «ty»). */
export const pl: Catalogue = {
  review: "drafted (issue 40), needs a native speaker's review",
  messages: {
    'layout.skip': 'Przejdź do treści',
    'layout.navLabel': 'Główne menu',
    'layout.nav.home': 'Start',
    'layout.nav.apps': 'Aplikacje',
    'layout.nav.authorizedApps': 'Autoryzowane aplikacje',
    'layout.language': 'Język',
    'layout.noScript': 'Ta strona potrzebuje JavaScriptu, a ta przeglądarka go tu nie uruchamia.',
    'layout.withoutScript':
      'Odśwież stronę. Jeśli to nie pomoże, przeglądarka może blokować skrypty: zezwól na JavaScript dla tej witryny albo otwórz stronę na innym urządzeniu, np. telefonie.',
    'layout.loading': 'Przygotowuję stronę… przyciski zadziałają za chwilę.',
    'layout.loadingLate': 'Nadal nie gotowe: skrypt tej strony się nie uruchomił.',

    'error.title.invalid_request': 'To żądanie jest nieprawidłowe',
    'error.title.unauthorized_client': 'Ta aplikacja nie jest zarejestrowana',
    'error.title.not_found': 'Nie znaleziono',
    'error.title.pageNotFound': 'Nie znaleziono strony',
    'error.title.unavailable': 'Sieć Hive jest nieosiągalna',
    'error.title.signLink': 'Tego linku do podpisu nie można podpisać',
    'error.title.other': 'Coś poszło nie tak',
    'error.about.invalid_request': 'W żądaniu czegoś brakuje albo coś jest nie tak.',
    'error.about.unauthorized_client':
      'Aplikacja, która cię tu przysłała, nie jest zarejestrowana dla tego adresu, więc nie możesz się tu do niej zalogować.',
    'error.about.not_found': 'Pod tym adresem nic nie ma.',
    'error.about.unavailable':
      'Ta usługa nie może teraz połączyć się z siecią Hive. Spróbuj ponownie za minutę.',
    'error.about.other': 'Usługa nie mogła odpowiedzieć na to żądanie.',
    'error.details': 'Szczegóły (po angielsku)',
    'error.code': 'Kod błędu: {code}',
    'error.home': 'Przejdź na stronę główną',
    'error.fromApp':
      'Jeśli przysłała cię tu aplikacja, wróć do niej i spróbuj ponownie albo daj znać jej twórcom.',

    'home.title': 'Zaloguj się przez Hive',
    'home.intro':
      'hivegate pozwala aplikacjom logować cię kontem Hive, a gdy im pozwolisz — publikować, głosować i obserwować w twoim imieniu.',
    'home.keys':
      'Twoje klucze zostają w przeglądarce: ta usługa nigdy ich nie widzi. Dostęp aplikacji możesz odebrać w każdej chwili.',
    'home.people': 'Dla użytkowników Hive',
    'home.authorizedLink': 'Zobacz i usuń aplikacje, które autoryzowałeś',
    'home.authorizedAbout': 'wpisz nazwę użytkownika, aby je wyświetlić.',
    'home.appsLink': 'Przeglądaj katalog aplikacji',
    'home.appsAbout': 'aplikacje korzystające z tej usługi, według dziennej liczby użytkowników.',
    'home.startFromApp':
      'Aby zalogować się do aplikacji, zacznij od samej aplikacji: przyśle cię tu ze swoją nazwą i tym, o co prosi.',
    'home.developers': 'Dla programistów',
    'home.sdk':
      'Użyj {client}: zachowuje nazwy metod SDK {sdk}, a wszystkie jego linki i wywołania trafiają do tej usługi. Wywołania API SDK {sdk} też działają, z {apiURL} ustawionym na {origin}, ale jego linki logowania i podpisu prowadzą do hivesigner.com.',
    'home.endpoint.authorize': 'Strona logowania i zgody ({call} w SDK)',
    'home.endpoint.token': 'Kod lub token odświeżania i twój {secret} w zamian za nowe tokeny',
    'home.endpoint.revoke':
      'Wylogowuje użytkownika: token i całe jego upoważnienie przestają działać',
    'home.endpoint.me': 'Konto tokena',
    'home.endpoint.broadcast':
      'Operacje publikowania, podpisane przez usługę, jako jedna transakcja',
    'home.endpoint.apps': 'Katalog aplikacji w JSON',
    'home.endpoint.sign':
      'Linki do podpisu dla operacji wymagających klucza aktywnego użytkownika (przelewy)',
    'home.jwks': 'Tokeny to JWT podpisane Ed25519; klucze publiczne są pod adresem {url}.',
    'home.discovery': 'Wykrywanie OpenID Connect: {url}.',
    'home.appProfile':
      'Aplikacja to konto Hive, którego profil w {metadata} zawiera {type}, jego {uris} i SHA-256 jego sekretu.',
    'home.register': 'Zarejestruj aplikację',
    'home.registerWith': 'jej kluczem aktywnym.',

    'apps.building': 'Katalog jest budowany. Spróbuj ponownie za minutę.',
    'apps.intro':
      'Aplikacje publikujące przez tę usługę, według dziennej liczby użytkowników {days, plural, one {z ostatniego # dnia} few {z ostatnich # dni} many {z ostatnich # dni} other {z ostatnich # dnia}}.',
    'apps.updated': 'Zaktualizowano: {date}.',
    'apps.unverified': 'Nazwy i opisy publikuje samo konto każdej aplikacji; nie są weryfikowane.',
    'apps.own': 'Masz aplikację? {link} jej kluczem aktywnym.',
    'apps.featured': 'Polecane',
    'apps.ranking': 'Ranking',
    'apps.none': 'W tym okresie nie użyto żadnej aplikacji.',
    'apps.allFeatured': 'Każda aplikacja użyta w tym okresie jest polecana powyżej.',
    'apps.new': 'Nowa',
    'apps.weaker': 'Słabsza rejestracja',
    'apps.notRegistered': 'Niezarejestrowana',
    'apps.postingNote':
      'Jej ustawienia logowania są w {field}: każdy, kto ma jej uprawnienie do publikowania, może zmienić, dokąd trafiają logowania jej użytkowników. Właściciel może ją zarejestrować kluczem aktywnym: {link}.',
    'apps.noProfile':
      'Brak profilu aplikacji w jej {field}: nikt nie może się tu do niej zalogować, dopóki właściciel jej nie zarejestruje: {link}.',
    'apps.users':
      '{count, plural, one {# użytkownik} few {# użytkowników} many {# użytkowników} other {# użytkownika}}',
    'apps.requests':
      '{count, plural, one {# żądanie} few {# żądania} many {# żądań} other {# żądania}}',
    'apps.limitsEnforced':
      'Limity, które ustawiają tu jej użytkownicy, są egzekwowane: tylko ta usługa może używać uprawnienia do publikowania, które jej dają.',
    'apps.limitsNotEnforced':
      'Może podpisywać za swoich użytkowników bezpośrednio w blockchainie Hive, poza wszelkimi ustawionymi tu limitami: jej uprawnienie do publikowania obejmuje własne klucze lub konta.',

    'device.title': 'Logowanie na urządzeniu',
    'device.codeLabel': 'Kod wyświetlany przez twoje urządzenie',
    'device.continue': 'Dalej',
    'device.next': 'Potem zobaczysz, która aplikacja prosi i o co, zanim cokolwiek podpiszesz.',
    'device.codeError':
      'Ten kod jest błędny, wygasł lub został już użyty. Sprawdź kod wyświetlany przez urządzenie.',
    'device.deniedTitle': 'Urządzenie odrzucone',
    'device.denied':
      'Urządzenie zostanie odrzucone przy następnej próbie; nie dostanie dostępu do twojego konta. Możesz zamknąć tę stronę.',
    'device.code': 'Kod {code}',
    'device.check':
      'Sprawdź, czy urządzenie pokazuje ten sam kod. Jeśli to logowanie nie zostało rozpoczęte przez ciebie na twoim urządzeniu, odrzuć je: ktoś może próbować dostać się na twoje konto.',
    'device.deny': 'Odrzuć to urządzenie',

    'signOut.doneTitle': 'Wylogowano',
    'signOut.done':
      '{user} wylogował się z {app}: tokeny dostępu i odświeżania z tego logowania już nie działają.',
    'signOut.authority':
      'Aplikacja zachowuje uprawnienie do publikowania, które dałeś jej w łańcuchu, jeśli je ma. Aby je też odebrać, usuń je na tej stronie:',
    'signOut.askTitle': 'Wylogować?',
    'signOut.askHeading': 'Wylogować z {app}?',
    'signOut.ask':
      'Strona prosi o wylogowanie {user} z {app}. Jeśli o to nie prosiłeś, pozostań zalogowany.',
    'signOut.confirm': 'Wyloguj z {app}',
    'signOut.stay': 'Pozostań zalogowany',

    'consent.heading': 'Zaloguj się do {app}',
    'consent.headingDevice': 'Zaloguj się do {app} na swoim urządzeniu',
    'consent.account': 'Twoje konto Hive',
    'consent.chooseAccount': 'Wybierz konto',
    'consent.rememberedAccounts': 'Konta w tej przeglądarce',
    'consent.username': 'Nazwa użytkownika Hive',
    'consent.signWith':
      'Następnie podpisz poniżej prywatnym kluczem publikowania lub hasłem głównym.',
    'consent.keychain': 'Zaloguj się przez Hive Keychain',
    'signin.limitsStillApply': 'Limity ustawione dla tej aplikacji nadal obowiązują: {limits}',
    'signin.limitsContinue': 'Dalej',
    'consent.or': 'lub',
    'consent.keyLabel': 'Prywatny klucz publikowania lub hasło główne',
    'consent.keyNeverSent':
      'Używany tylko na tej stronie do podpisu; nigdy nie jest nigdzie wysyłany.',
    'consent.signIn': 'Zaloguj się',
    'consent.cancel': 'Anuluj i wróć',
    'consent.returnsTo': 'Po zalogowaniu wrócisz do {uri}.',
    'consent.deviceGoesOn':
      'Po zalogowaniu urządzenie samo przejdzie dalej; na tę stronę nic nie wróci.',
    'consent.unverified': 'Niezweryfikowana',
    'consent.published':
      'Nazwę, opis, obraz i stronę internetową publikuje sama {app}; hivegate ich nie sprawdzał.',
    'consent.mayDo': 'Co może {app}',
    'consent.profile':
      'Odczyt twojego publicznego profilu Hive: nazwa wyświetlana, obraz i strona.',
    'consent.offline': 'Pozostanie zalogowanym po zamknięciu aplikacji (token odświeżania).',
    'consent.grantTitle': 'Nadaj {app} uprawnienie do publikowania',
    'consent.grantNotYet':
      'Twoje konto nie pozwala jeszcze {app} działać w twoim imieniu. Nadanie dodaje {app} do uprawnienia do publikowania twojego konta w blockchainie Hive (transakcja {op}).',
    'consent.grantCannot': 'Nie może przelewać środków ani zmieniać kluczy.',
    'consent.grantActive':
      'Ta zmiana wymaga twojego klucza aktywnego. Obowiązuje, dopóki nie usuniesz jej na tej stronie:',
    'consent.grantKeychain': 'Nadaj przez Hive Keychain',
    'consent.grantOrKey': 'lub użyj klucza poniżej.',
    'consent.activeKeyLabel': 'Prywatny klucz aktywny lub hasło główne',
    'consent.grantSubmit': 'Nadaj i kontynuuj',

    'limits.adjust': 'Dostosuj limity',
    'limits.fixed': 'Twoje limity (ustalone dla tego logowania)',
    'limits.legend': 'Twoje limity dla {app}',
    'limits.help':
      'Możesz ograniczyć to, co może {app}, ale nigdy nie rozszerzyć: lista powyżej zmienia się razem z tobą. Dostęp możesz też zakończyć później na stronie Autoryzowane aplikacje.',
    'limits.actions': 'Dozwolone działania',
    'limits.votes': 'Głosy',
    'limits.voteWeight': 'Największy głos, w % (najwyżej {max})',
    'limits.noDownvotes': 'Bez głosów przeciw.',
    'limits.allowDownvotes': 'Zezwól na głosy przeciw',
    'limits.appMessages': 'Dozwolone wiadomości aplikacji (custom_json)',
    'limits.perDayMax': 'Najwięcej działań dziennie (najwyżej {max, number})',
    'limits.perDayNone': 'Najwięcej działań dziennie (puste: bez limitu)',
    'limits.endsAsAsked':
      'Dostęp kończy się {date}, jak prosiła {app}: wcześniej niż każdy termin oferowany tutaj. Możesz go zakończyć w każdej chwili na stronie Autoryzowane aplikacje.',
    'limits.ends': 'Dostęp kończy się',
    'limits.asAsked': '{date} (jak prosiła {app})',
    'limits.whenRemoved': 'Gdy go usuniesz',
    'limits.inDays':
      '{days, plural, one {Za # dzień} few {Za # dni} many {Za # dni} other {Za # dnia}}',
    'limits.leaveOne': 'Zostaw co najmniej jedno dozwolone działanie albo anuluj logowanie.',
    'limits.weightRange': 'Wpisz wagę głosu od 0,01 do {max} %.',
    'limits.perDayWhole': 'Wpisz liczbę całkowitą działań, co najmniej 1, albo zostaw puste.',
    'limits.perDayRange': 'Wpisz liczbę całkowitą działań od 1 do {max, number}.',

    'grant.loginOnly':
      'Poznać twoją nazwę użytkownika Hive, aby cię zalogować; nie może działać w twoim imieniu na Hive.',
    'grant.learnUsername': 'Poznać twoją nazwę użytkownika Hive, aby cię zalogować.',
    'grant.actFor': 'Działać w twoim imieniu na Hive: {actions}.',
    'grant.neverFunds': 'Nigdy nie może przenosić twoich środków ani zmieniać twoich kluczy.',
    'grant.allows.vote': 'głosować na posty i komentarze',
    'grant.allows.comment': 'publikować i edytować posty i komentarze',
    'grant.allows.delete_comment': 'usuwać twoje posty i komentarze',
    'grant.allows.comment_options': 'ustawiać opcje wypłat twoich postów',
    'grant.allows.custom_json':
      'wysyłać wiadomości aplikacji (obserwowanie, reblogi, społeczności, gry)',
    'grant.allows.claim_reward_balance': 'odbierać twoje nagrody',
    'grant.allows.account_update2': 'aktualizować twój profil',
    'limit.only': 'Tylko te operacje: {operations}.',
    'limit.votes': 'Głosy najwyżej {percent} %.',
    'limit.votesNoDown': 'Głosy najwyżej {percent} %, bez głosów przeciw.',
    'limit.noDown': 'Bez głosów przeciw.',
    'limit.appMessagesOnly': 'Wiadomości aplikacji (custom_json) tylko rodzajów: {ids}.',
    'limit.noAppMessages': 'Bez wiadomości aplikacji (custom_json).',
    'limit.perDay':
      '{count, plural, one {Najwyżej # działanie dziennie.} few {Najwyżej # działania dziennie.} many {Najwyżej # działań dziennie.} other {Najwyżej # działania dziennie.}}',
    'limit.until': 'Do {date}.',
    'limit.dateTime': '{date}, {time} UTC',
    'reach.enforced':
      'Te limity są egzekwowane: tylko ta usługa może używać uprawnienia do publikowania, które dajesz {app}, i sprawdza z nimi każde działanie.',
    'reach.notEnforced':
      'Te limity wiążą tylko to, co {app} robi przez tę usługę. Uprawnienie do publikowania {app} obejmuje też jej własne klucze lub konta, więc {app} może podpisywać za ciebie bezpośrednio w blockchainie Hive, poza wszelkimi limitami, dopóki trzymasz ją w swoim uprawnieniu do publikowania.',
    'reach.onChain':
      'W blockchainie Hive twoje uprawnienie do publikowania pozwala każdemu, kto je ma, publikować, głosować, obserwować, reblogować i aktualizować twój profil jako ty, bez własnego limitu.',
    'reach.onlyThrough':
      '{app} może go używać tylko przez tę usługę, która trzyma ją w wybranych przez ciebie limitach.',
    'reach.direct':
      '{app} ma klucze lub konta, które mogą go używać bezpośrednio, poza wybranymi przez ciebie limitami.',

    'hiveauth.signIn': 'Zaloguj się przez HiveAuth (portfel w telefonie)',
    'hiveauth.approveOnPhone':
      'Zatwierdź w telefonie portfelem HiveAuth; tutaj nie wpisuje się żadnego klucza.',
    'hiveauth.title': 'Zatwierdź w aplikacji portfela',
    'hiveauth.scan':
      'Zeskanuj ten kod portfelem HiveAuth (np. Hive Keychain na telefon) albo, jeśli jesteś na tym telefonie, otwórz link.',
    'hiveauth.qrSignIn': 'Kod QR żądania logowania HiveAuth',
    'hiveauth.qrRegistration': 'Kod QR żądania rejestracji HiveAuth',
    'hiveauth.open': 'Otwórz w aplikacji portfela',
    'hiveauth.cancelSignIn': 'Anuluj logowanie przez HiveAuth',
    'hiveauth.cancelRegistration': 'Anuluj rejestrację przez HiveAuth',
    'hiveauth.grant': 'Nadaj przez HiveAuth',
    'hiveauth.grantHelp':
      'Aplikacja portfela zostanie poproszona o podpisanie tej zmiany twoim kluczem aktywnym. Jeśli nie może, nadaj przez Hive Keychain lub kluczem aktywnym poniżej; potem logowanie będzie kontynuowane w portfelu.',
    'hiveauth.waiting': 'Czekam na aplikację portfela…',
    'hiveauth.confirm': 'Potwierdź w aplikacji portfela…',
    'hiveauth.timeLeft': 'Pozostało: {seconds, number} s',
    'hiveauth.unreachable':
      'Przekaźnik HiveAuth jest nieosiągalny. Spróbuj później albo zaloguj się przez Hive Keychain lub kluczem.',
    'hiveauth.lost':
      'Połączenie z przekaźnikiem HiveAuth zostało zerwane, zanim portfel odpowiedział. Spróbuj ponownie.',
    'hiveauth.relayError': 'Przekaźnik HiveAuth odrzucił żądanie.',
    'hiveauth.expired': 'Żądanie HiveAuth wygasło, zanim portfel odpowiedział. Spróbuj ponownie.',
    'hiveauth.rejected': 'Odmówiłeś w portfelu.',
    'hiveauth.walletError': 'Portfel nie mógł podpisać żądania.',
    'hiveauth.badAnswer': 'Portfel przysłał odpowiedź, której ta strona nie może użyć.',
    'hiveauth.cancelled': 'Anulowano logowanie przez HiveAuth.',
    'hiveauth.reconnecting':
      'Połączenie z przekaźnikiem HiveAuth zostało przerwane; łączę ponownie…',

    'signin.keychainNext':
      'Następnie naciśnij „Zaloguj się przez Hive Keychain” i potwierdź w Keychain (zostaw pustą nazwę użytkownika, aby wybrać konto tam) albo użyj klucza poniżej.',
    'signin.reading': 'Odczytuję twoje konto…',
    'signin.confirmKeychain': 'Potwierdź w Hive Keychain…',
    'signin.chooseInKeychain': 'Wybierz konto i potwierdź w Hive Keychain…',
    'signin.signing': 'Logowanie…',
    'signin.failed': 'Logowanie nie powiodło się.',
    'signin.couldNotStart': 'Nie udało się rozpocząć logowania.',
    'signin.waitGrant': 'Czekam, aż nadanie dotrze do usługi…',
    'signin.returning': 'Zalogowano jako {user}. Wracam do aplikacji…',
    'signin.expected':
      '{app} oczekiwała logowania jako {expected}. Aby zalogować się jako {user}, zaloguj się ponownie.',
    'signin.forget': 'Zapomnij',
    'signin.forgetLabel': 'Zapomnij {user} w tej przeglądarce',
    'signin.chosen': 'Wybrano {user}.',
    'signin.forgotten': 'Zapomniano {user} w tej przeglądarce.',
    'signin.deviceDone':
      'Zalogowano jako {user}. Wróć do urządzenia: samo przejdzie dalej. Możesz zamknąć tę stronę.',
    'signin.oneMoreStep': 'Jeszcze jeden krok: nadaj aplikacji uprawnienie do publikowania.',
    'signin.grantTyped':
      '{typed, select, password {Hasło główne wpisane przy logowaniu podpisuje też tę zmianę; jest trzymane w pamięci tej strony tylko na czas tego logowania.} other {Klucz wpisany przy logowaniu podpisuje też tę zmianę; jest trzymany w pamięci tej strony tylko na czas tego logowania.}}',
    'signin.grantKept':
      'Klucz aktywny zachowany na tym urządzeniu, odblokowany przy logowaniu, podpisuje też tę zmianę; jest trzymany w pamięci tej strony tylko na czas tego logowania.',
    'signin.broadcastingGrant': 'Wysyłam nadanie…',
    'signin.confirmGrantWallet': 'Potwierdź nadanie w aplikacji portfela…',
    'signin.hiveauthApp': 'Zaloguj się do {app}',

    'common.details': 'Szczegóły',
    'common.enterUsername':
      'Wpisz nazwę użytkownika Hive: od 3 do 16 liter, cyfr, kropek lub myślników.',
    'common.noAccount': 'Konto {user} nie istnieje.',
    'common.enterKey':
      '{role, select, posting {Wpisz prywatny klucz publikowania lub hasło główne.} active {Wpisz prywatny klucz aktywny lub hasło główne.} other {Wpisz prywatny klucz właściciela lub hasło główne.}}',
    'common.wrongKey': 'Błędne hasło lub klucz dla {user}.',
    'common.notRoleKey':
      '{role, select, posting {To nie jest klucz publikowania {user}.} active {To nie jest klucz aktywny {user}.} other {To nie jest klucz właściciela {user}.}}',
    'common.serviceAnswered': 'Usługa odpowiedziała {status}',
    'common.keychainDeclined': 'Odmówiłeś w Hive Keychain.',
    'common.keychainDidNotSign': 'Hive Keychain nie podpisał: {said}',

    'authorized.intro':
      'Aplikacje i konta, którym pozwoliłeś działać za ciebie na Hive. Usunięcie jednego działa od razu na blockchainie i w każdej usłudze; tokeny, które aplikacja jeszcze ma, przestają działać do wszystkiego, do czego potrzebny był twój autorytet.',
    'authorized.username': 'Twoja nazwa użytkownika Hive',
    'authorized.show': 'Pokaż autoryzowane aplikacje',
    'authorized.listTitle': 'Konta z autorytetem nad {user}',
    'authorized.keys': 'Twoje klucze',
    'authorized.keysNeverSent':
      'Używane tylko na tej stronie do podpisu; nigdy nigdzie niewysyłane. Pozostają wpisane, dopóki ta strona jest otwarta.',
    'authorized.keychainFound':
      'Znaleziono Hive Keychain: zostaw pole puste, aby zamiast tego potwierdzić w Keychain.',
    'authorized.postingKey': 'Prywatny klucz posting lub hasło główne',
    'authorized.postingKeyHelp':
      'Dowodzi, że to ty: pokazuje twoje logowania i limity każdej aplikacji, zmienia te limity, kończy logowania.',
    'authorized.activeKey': 'Prywatny klucz active lub hasło główne',
    'authorized.activeKeyHelp':
      'Zmienia twoje konto na blockchainie: usuwa aplikację lub konto z twoich autorytetów poniżej.',
    'authorized.role':
      '{role, select, posting {Autorytet posting: może publikować, głosować, obserwować i aktualizować twój profil jako ty} active {Autorytet active: może też przenosić twoje środki i zmieniać twoje autorytety} other {Autorytet owner: ma pełną kontrolę nad twoim kontem}}',
    'authorized.none': 'Żadna aplikacja ani konto nie ma autorytetu nad tym kontem.',
    'authorized.alone': 'może działać samodzielnie',
    'authorized.weight': 'waga {weight} z {threshold}',
    'authorized.remove': 'Usuń',
    'authorized.removeLabel':
      '{role, select, posting {Usuń {app} z twojego autorytetu posting} active {Usuń {app} z twojego autorytetu active} other {Usuń {app} z twojego autorytetu owner}}',
    'authorized.confirmTitle':
      '{role, select, posting {Usunąć {app} z twojego autorytetu posting?} active {Usunąć {app} z twojego autorytetu active?} other {Usunąć {app} z twojego autorytetu owner?}}',
    'authorized.loses':
      '{role, select, posting {{app} nie będzie już mógł publikować, głosować, obserwować ani aktualizować twojego profilu jako ty, w żadnej witrynie ani usłudze.} active {{app} nie będzie już mógł przenosić twoich środków ani zmieniać twoich autorytetów, w żadnej witrynie ani usłudze.} other {{app} nie będzie już mógł kontrolować twojego konta, w żadnej witrynie ani usłudze.}} Tokeny, które ma, przestają do tego działać. Możesz później przyznać go ponownie, logując się do niego.',
    'authorized.removeApp': 'Usuń {app}',
    'authorized.keep': 'Zostaw',
    'authorized.removing': 'Usuwanie {app}…',
    'authorized.removed':
      '{role, select, posting {{app} usunięto z twojego autorytetu posting.} active {{app} usunięto z twojego autorytetu active.} other {{app} usunięto z twojego autorytetu owner.}}',
    'authorized.limits': 'Limity',
    'authorized.limitsLabel': 'Ustaw limity dla {app}',
    'appLimits.title': 'Limity dla {app}',
    'appLimits.onlyStricter':
      'Limity mogą się tylko zaostrzać: każda wpisana wartość musi być niższa niż obowiązująca. Podpis używa twojego klucza posting powyżej albo Keychain.',
    'appLimits.voteWeight': 'Najsilniejszy głos, w % (puste: bez zmian)',
    'appLimits.voteWeightNow':
      'Najsilniejszy głos, w % (teraz najwyżej {percent}; puste: bez zmian)',
    'appLimits.noDownvotes': 'Bez głosów negatywnych',
    'appLimits.noDownvotesInForce': 'Bez głosów negatywnych (już obowiązuje)',
    'appLimits.perDay': 'Najwięcej działań dziennie (puste: bez zmian)',
    'appLimits.perDayNow': 'Najwięcej działań dziennie (teraz najwyżej {count}; puste: bez zmian)',
    'appLimits.endNow': 'Zakończ jego dostęp teraz',
    'appLimits.save': 'Zapisz limity',
    'appLimits.cancel': 'Anuluj',
    'appLimits.keepAccess': 'Zachowaj jego dostęp',
    'appLimits.none': 'Bez limitów: może robić wszystko, na co pozwoliło logowanie.',
    'appLimits.noSignIn':
      '{app} ma twój autorytet posting bez logowania tutaj, więc żaden limit z tej strony nie sięga tego, co robi na blockchainie. Limity ustawione teraz obowiązują przy każdym logowaniu do niego tutaj.',
    'appLimits.inForce': 'Obowiązuje teraz: {limits}',
    'appLimits.inForceSince': 'Obowiązuje teraz dla twojego logowania z {date}: {limits}',
    'appLimits.badWeight': 'Wpisz wagę głosu od 0,01 do 100 %.',
    'appLimits.badPerDay': 'Wpisz całkowitą liczbę działań, co najmniej 1.',
    'appLimits.notStricter':
      'Już obowiązuje: {limit} Limity mogą się tylko zaostrzać: wpisz mniej albo zostaw puste.',
    'appLimits.chooseOne': 'Wybierz limit do ustawienia albo Anuluj.',
    'appLimits.endTitle': 'Zakończyć teraz dostęp {app}?',
    'appLimits.endLoses':
      'Każde twoje logowanie do {app} tutaj kończy się od razu: jego tokeny przestają działać i nie może już działać za ciebie przez tę usługę. {app} zachowuje twój autorytet posting na blockchainie, dopóki nie usuniesz go powyżej.',
    'appLimits.end': 'Zakończ dostęp {app}',
    'appLimits.notSaved': 'Nie udało się zapisać limitów.',
    'appLimits.ended':
      'Dostęp {app} tutaj się zakończył: jego logowania są zakończone. Nadal ma twój autorytet posting na blockchainie; usuń go powyżej, jeśli go nie używasz.',
    'appLimits.operations': 'Działania, które może wykonywać',
    'appLimits.leaveOne':
      'Pozostaw co najmniej jedno działanie dozwolone albo zamiast tego zakończ jej dostęp.',
    'appLimits.saved': 'Zapisano limity dla {app}.',
    'appLimits.savedAny':
      'Zapisano limity dla {app}; obowiązują przy każdym logowaniu do niego tutaj: {limits}',
    'activity.title': 'Co każda aplikacja zrobiła z twoim kontem',
    'activity.intro':
      'Każda transakcja, którą aplikacja wysłała za ciebie przez tę usługę, od najnowszej, z jej stanem na blockchainie.',
    'activity.none': 'Żadna aplikacja nie wysłała jeszcze niczego za ciebie przez tę usługę.',
    'activity.totals':
      'Transakcje z ostatnich 24 godzin: {day, number}; z ostatnich 30 dni: {month, number}.',
    'activity.row': '{when}: {operations}',
    'activity.status':
      '{status, select, sent {Wysłana, jeszcze w żadnym bloku} included {W bloku {block}} irreversible {Ostateczna, w bloku {block}} expired {Wygasła: nigdy nie została dołączona} refused {Odrzucona przez sieć: {why}} other {{status}}}',
    'activity.byAppKey': 'Podpisana przez samą aplikację, nie przez tę usługę.',
    'activity.tx': 'Transakcja {id} w eksploratorze bloków',
    'activity.more': 'Pokaż starsze',
    'activity.reading': 'Odczytywanie, co zrobiły aplikacje…',
    'activity.csv': 'Pobierz CSV',
    'activity.json': 'Pobierz JSON',
    'activity.downloading': 'Przygotowywanie pobierania…',
    'signIns.title': 'Twoje logowania tutaj',
    'signIns.intro':
      'Każda aplikacja, do której zalogowałeś się przez tę usługę, także te, które tylko poznały, kim jesteś, z limitami obowiązującymi dla każdej. Zakończenie jednego od razu cię z niej wylogowuje; aplikacja zostaje powiadomiona. Pokazanie ich dowodzi, że to ty: podpis używa twojego klucza posting powyżej albo Keychain.',
    'signIns.show': 'Pokaż moje logowania',
    'signIns.endTheSignIn': 'Zakończ logowanie',
    'signIns.ended': 'Logowanie do {app} zostało zakończone.',
    'signIns.notRead': 'Nie udało się odczytać twoich logowań.',
    'signIns.ending': 'Kończenie logowania…',
    'signIns.reading': 'Odczytywanie twoich logowań…',
    'signIns.none': 'Nie masz żadnego logowania przez tę usługę.',
    'signIns.unlisted':
      '{count, plural, one {{apps} ma twój autorytet posting, ale nie ma tu logowania: może publikować za ciebie na Hive i nic na tej stronie go nie ogranicza. Jeśli go nie używasz, usuń go powyżej.} few {{apps} mają twój autorytet posting, ale nie mają tu logowania: mogą publikować za ciebie na Hive i nic na tej stronie ich nie ogranicza. Jeśli ich nie używasz, usuń je powyżej.} many {{apps} mają twój autorytet posting, ale nie mają tu logowania: mogą publikować za ciebie na Hive i nic na tej stronie ich nie ogranicza. Jeśli ich nie używasz, usuń je powyżej.} other {{apps} mają twój autorytet posting, ale nie mają tu logowania: mogą publikować za ciebie na Hive i nic na tej stronie ich nie ogranicza. Jeśli ich nie używasz, usuń je powyżej.}}',
    'signIns.row':
      '{kind, select, posting {{app}: może działać za ciebie, od {since}, ostatnio użyte {used}} other {{app}: tylko logowanie, od {since}, ostatnio użyte {used}}}',
    'signIns.rowNamed':
      '{kind, select, posting {{app} ({name}): może działać za ciebie, od {since}, ostatnio użyte {used}} other {{app} ({name}): tylko logowanie, od {since}, ostatnio użyte {used}}}',
    'signIns.limits': 'Limity: {limits}',
    'signIns.madeWith': 'Podpisano za pomocą: {wallet}; urządzenie: {device}',
    'signIns.madeWithWallet': 'Podpisano za pomocą: {wallet}',
    'signIns.typedKey': 'wpisany klucz',
    'signIns.keptKey':
      'klucz zachowany na tym urządzeniu, odblokowany {lock, select, passkey {kluczem dostępu} other {PIN-em}}',
    'signIns.noEnd':
      '{kind, select, posting {Bez daty końca: obecne tokeny są ważne do {date}, a aplikacja może je odnowić.} other {Bez daty końca: obecne tokeny są ważne do {date}.}}',
    'signIns.end': 'Zakończ',
    'signIns.endLabel': 'Zakończ logowanie do {app} od {since}',
    'signIns.endTitle': 'Zakończyć logowanie do {app}?',
    'signIns.endLoses':
      '{kind, select, posting {{app} zostaje od razu wylogowany: jego tokeny przestają działać i nie może już działać za ciebie przez tę usługę. Zachowuje twój autorytet posting na blockchainie, dopóki nie usuniesz go powyżej.} other {{app} zostaje od razu wylogowany: jego tokeny przestają działać, a on zostaje powiadomiony.}}',
    'register.title': 'Zarejestruj aplikację',
    'register.intro':
      'Aplikacja to konto Hive, którego profil w {field} mówi, dokąd trafiają logowania jej użytkowników. Tylko klucz active konta może zmienić {field}: konta z jego autorytetem posting (ta usługa, aplikacje, do których się zalogowało) nie mogą. Rejestracja zapisuje tam profil w jednej transakcji {op} podpisanej na tej stronie.',
    'register.accountTitle': 'Konto aplikacji',
    'register.username': 'Konto aplikacji (nazwa użytkownika Hive)',
    'register.usernameHelp':
      'Odczytaj jego obecny profil, aby od niego zacząć: aplikacja zarejestrowana po HiveSignerowemu (w {field}) zostanie przeniesiona.',
    'register.readProfile': 'Odczytaj obecny profil',
    'register.whereTitle': 'Dokąd trafiają logowania',
    'register.readFrom': 'Odczytywane tylko z {field}.',
    'register.redirects': 'URI przekierowań, jeden w wierszu',
    'register.redirectsHelp':
      'Porównywane dokładnie; URI loopback ({example}) pasuje do każdego portu.',
    'register.authMethod': 'Jak aplikacja dowodzi, że jest sobą',
    'register.method.basic': 'Sekret klienta, HTTP Basic',
    'register.method.post': 'Sekret klienta, w treści żądania',
    'register.method.none': 'Bez sekretu (klient publiczny)',
    'register.authMethodHelp':
      'Aplikacja z serwerem trzyma tam sekret klienta. Strona lub aplikacja na telefon nie może go trzymać: jest klientem publicznym i dowodzi swojej tożsamości samym PKCE.',
    'register.secretHash': 'SHA-256 sekretu klienta (64 znaki szesnastkowe)',
    'register.secretHashHelp':
      'Profil publikuje tylko ten skrót i każdy może go odczytać: sekret musi mieć co najmniej {minBits} losowych bitów, inaczej można go odgadnąć offline. Utwórz go tutaj ({bits} bitów) albo poleceniem {command}.',
    'register.makeSecret': 'Utwórz nowy sekret klienta',
    'register.newSecret': 'Twój nowy sekret klienta',
    'register.newSecretHelp':
      'Skopiuj go teraz na serwer swojej aplikacji: jest pokazywany raz i ani ta strona, ani blockchain go nie przechowują.',
    'register.logoutUri': 'URI wylogowania back-channel (opcjonalnie)',
    'register.logoutUriHelp':
      'Powiadamiany, gdy kończy się logowanie użytkownika (OpenID Connect Back-Channel Logout).',
    'register.postLogoutUris': 'URI przekierowań po wylogowaniu, jeden w wierszu (opcjonalnie)',
    'register.idTokenAlg': 'Podpis id_token',
    'register.defaultAlg': '{alg} (domyślny)',
    'register.displayTitle': 'Co widzą użytkownicy',
    'register.displayHelp':
      'Pokazywane na stronie logowania i w katalogu, oznaczone jako niezweryfikowane.',
    'register.name': 'Nazwa',
    'register.about': 'Opis',
    'register.website': 'Strona internetowa',
    'register.picture': 'Obraz (adres URL https)',
    'register.signTitle': 'Podpisz kluczem active',
    'register.keychain': 'Zarejestruj przez Hive Keychain',
    'register.hiveAuth': 'Zarejestruj przez HiveAuth (portfel mobilny)',
    'register.activeKey': 'Prywatny klucz active lub hasło główne konta aplikacji',
    'register.submit': 'Zarejestruj kluczem active',
    'register.postingNote':
      'Aby posty i głosy jej użytkowników przechodziły przez tę usługę, autorytet posting aplikacji musi też zawierać konto tej usługi.',
    'register.secretMade':
      'Utworzono nowy sekret klienta. Skopiuj go na serwer swojej aplikacji przed rejestracją.',
    'register.reading': 'Odczytywanie konta…',
    'register.noProfile': '{app} nie ma jeszcze profilu aplikacji: wypełnij formularz.',
    'register.readActive': 'Odczytano profil aplikacji {app} z {field}.',
    'register.readPosting':
      'Odczytano profil aplikacji {app} z {posting} (po HiveSignerowemu): rejestracja zapisze go w {field}.',
    'register.broadcasting': 'Rozgłaszanie rejestracji…',
    'register.hiveAuthAbout': 'Zarejestruj aplikację {app}',
    'register.needRedirect': 'Wpisz co najmniej jeden URI przekierowania.',
    'register.badHash':
      'Wpisz SHA-256 sekretu klienta jako 64 znaki szesnastkowe albo utwórz nowy sekret klienta.',
    'register.notUrl':
      '„{url}” nie jest bezwzględnym adresem URL (jak https://app.example/callback).',
    'register.fragment': '„{url}” nie może mieć #fragmentu.',
    'register.done':
      'Zarejestrowano: profil aplikacji {app} jest w jego {field}. Logowania zaczną go używać w ciągu kilku sekund.',
    'register.doneTx':
      'Zarejestrowano: profil aplikacji {app} jest w jego {field} (transakcja {tx}). Logowania zaczną go używać w ciągu kilku sekund.',
    'register.addService':
      'Pozwól {service} nadawać w imieniu aplikacji: dodaj je do autorytetu posting konta aplikacji w tym samym kroku',
    'register.serviceAdded':
      '{service} jest teraz w autorytecie posting {app}: nadawanie dla jej użytkowników przechodzi przez tę usługę.',
    'register.serviceAlready':
      '{service} było już w autorytecie posting {app}: nie ma tam nic do zmiany.',
    'register.serviceMissing':
      '{service} nie ma w autorytecie posting {app}: ta usługa odrzuca jej nadawanie, dopóki go tam nie będzie.',
    'register.nextTitle': 'Co dalej',
    'register.clientId': '{field} aplikacji',
    'register.signInUrl': 'Adres URL logowania, na który kierować użytkowników',
    'register.tokenExchange': 'Wymiana na tokeny, na twoim serwerze',
    'register.copy': 'Kopiuj',
    'register.copied': 'Skopiowano',

    'wallet.other': 'Inne portfele:',
    'wallet.otherAuthorized': 'Albo podpisz innym portfelem (zostaw pole klucza puste):',
    'wallet.signIn': 'Zaloguj się przez {wallet}',
    'wallet.sign': 'Podpisz przez {wallet}',
    'wallet.grant': 'Nadaj przez {wallet}',
    'wallet.grantYours': 'Nadaj przez swój portfel',
    'wallet.grantHelp':
      'Twój portfel zostanie poproszony o podpisanie tej zmiany kluczem aktywnym.',
    'wallet.opening': 'Otwieranie {wallet}…',
    'wallet.cancel': 'Anuluj',
    'wallet.emptyFields': 'Puste pola klucza podpisują teraz przez {wallet}.',
    'wallet.broadcasting': 'Wysyłanie…',
    'wallet.noAccount':
      '{wallet} nie ma żadnego klucza konta Hive. Wpisz nazwę użytkownika albo dodaj tam swoje konto.',
    'wallet.severalAccounts': '{wallet} ma klucze kont {accounts}: wpisz to, którego chcesz użyć.',
    'peakvault.notInstalled':
      'PeakVault nie jest zainstalowany w tej przeglądarce (albo jest wyłączony).',
    'peakvault.confirm': 'Potwierdź w PeakVault (jako {user})…',
    'peakvault.declined': 'Odmówiłeś w PeakVault.',
    'peakvault.failed': 'PeakVault nie podpisał: {said}',
    'peakvault.wrongAccount':
      'PeakVault podpisał kluczem, który nie jest kluczem publikowania, aktywnym ani właściciela konta {user}. Wybierz {user} w PeakVault albo dodaj tam jego klucz.',
    'metamask.notInstalled':
      'MetaMask nie jest tu dostępny albo nie może uruchamiać snapów. Zainstaluj MetaMask albo wybierz inny sposób podpisania.',
    'metamask.connect': 'Zezwól na snap Hive Wallet w MetaMask…',
    'metamask.confirm': 'Potwierdź w MetaMask (jako {user})…',
    'metamask.declined': 'Odmówiłeś w MetaMask.',
    'metamask.failed': 'MetaMask nie podpisał: {said}',
    'metamask.wrongAccount':
      '{role, select, posting {Snap Hive Wallet w MetaMask nie ma klucza publikowania konta {user}.} active {Snap Hive Wallet w MetaMask nie ma klucza aktywnego konta {user}.} other {Snap Hive Wallet w MetaMask nie ma klucza właściciela konta {user}.}} Podpisz innym portfelem albo jako konto, które ma snap.',
    'metamask.noMessages':
      'Snap Hive Wallet podpisuje tylko transakcje, nie tę wiadomość: wybierz inny portfel albo wpisz swój klucz.',
    'ledger.noWebUsb':
      'Ta przeglądarka nie może połączyć się z Ledgerem (nie ma WebUSB). Spróbuj Chrome, Edge albo Brave.',
    'ledger.connect':
      'Podłącz Ledgera przez USB, odblokuj go, otwórz aplikację Hive i wybierz urządzenie…',
    'ledger.noDevice':
      'Nie wybrano Ledgera. Podłącz go przez USB, odblokuj, otwórz aplikację Hive i wybierz go z listy, którą pokazuje przeglądarka.',
    'ledger.appNotOpen': 'Otwórz aplikację Hive na Ledgerze, a potem spróbuj ponownie.',
    'ledger.locked': 'Odblokuj Ledgera, otwórz aplikację Hive, a potem spróbuj ponownie.',
    'ledger.hashSigningOff':
      'Włącz podpisywanie skrótów (hash) w ustawieniach aplikacji Hive na Ledgerze (logowanie jest podpisywane jako skrót), a potem spróbuj ponownie.',
    'ledger.reading': 'Odczytywanie kluczy z Ledgera…',
    'ledger.confirmSignIn': 'Sprawdź logowanie na Ledgerze i potwierdź je tam (jako {user})…',
    'ledger.confirmTransaction': 'Sprawdź transakcję na Ledgerze i potwierdź ją tam (jako {user})…',
    'ledger.declined': 'Odmówiłeś na Ledgerze.',
    'ledger.cancelled': 'Anulowano próbę z Ledgerem. Nic nie zostało podpisane.',
    'ledger.failed': 'Ledger nie podpisał: {said}',
    'ledger.wrongAccount':
      '{role, select, posting {Ten Ledger nie ma klucza publikowania, aktywnego ani właściciela konta {user}} active {Ten Ledger nie ma klucza aktywnego ani właściciela konta {user}} other {Ten Ledger nie ma klucza właściciela konta {user}}} (sprawdzono konta Hive od 1 do {accounts, number}). Podłącz Ledgera, który go ma, albo podpisz jako konto, które on ma.',

    'sign.pageTitle': 'Podpisz transakcję',
    'sign.titleMany':
      '{count, plural, one {Podpisz # operację} few {Podpisz # operacje} many {Podpisz # operacji} other {Podpisz # operacji}}',
    'sign.key':
      '{role, select, posting {kluczem publikowania} active {kluczem aktywnym} other {kluczem właściciela}}',
    'sign.asks':
      '{count, plural, one {Link prosi cię o podpisanie tej operacji swoim {key} i wysłanie jej do Hive.} few {Link prosi cię o podpisanie tych operacji swoim {key} i wysłanie ich do Hive.} many {Link prosi cię o podpisanie tych operacji swoim {key} i wysłanie ich do Hive.} other {Link prosi cię o podpisanie tych operacji swoim {key} i wysłanie ich do Hive.}}',
    'sign.asksSignOnly':
      '{count, plural, one {Link prosi cię o podpisanie tej operacji swoim {key} (tylko podpis: wraca on do strony, która może go wysłać).} few {Link prosi cię o podpisanie tych operacji swoim {key} (tylko podpis: wraca on do strony, która może go wysłać).} many {Link prosi cię o podpisanie tych operacji swoim {key} (tylko podpis: wraca on do strony, która może go wysłać).} other {Link prosi cię o podpisanie tych operacji swoim {key} (tylko podpis: wraca on do strony, która może go wysłać).}}',
    'sign.checkEvery': 'Sprawdź każdy wiersz: po wysłaniu nie da się tego cofnąć.',
    'sign.warning': 'Uwaga:',
    'sign.exactData': 'Dokładne dane operacji',
    'sign.signAs': 'Podpisz jako',
    'sign.signerFixed': 'Link prosi, aby podpisał {user}.',
    'sign.keychain': 'Podpisz przez Hive Keychain',
    'sign.keyLabel':
      '{role, select, posting {Prywatny klucz publikowania lub hasło główne} active {Prywatny klucz aktywny lub hasło główne} other {Prywatny klucz właściciela lub hasło główne}}',
    'sign.submit': 'Podpisz i wyślij',
    'sign.submitSignOnly': 'Podpisz',
    'sign.cancel': 'Anuluj',
    'sign.done': 'Gotowe',
    'sign.txId': 'Id transakcji: {id}',
    'sign.doneReturn': 'Strona prosi, by zobaczyć cię z powrotem pod {destination}.',
    'sign.continueTo': 'Przejdź do {host}',
    'sign.goBack': 'Wróć tam, skąd przyszedłeś',
    'sign.fromApp': 'Od {app}',
    'sign.callbackValue':
      '{name, select, sig {[podpis]} id {[id transakcji]} block {[numer bloku]} other {[pozycja w bloku]}}',
    'sign.afterShowsId': 'Potem ta strona pokaże id transakcji.',
    'sign.afterReturn': 'Potem wrócisz do {app} ({user}) pod {url}, adres, który zarejestrowała.',
    'sign.afterLink':
      'Potem ta strona pokaże id transakcji i link do {url}; link nie wskazuje aplikacji, która go zarejestrowała, więc sam decydujesz, czy za nim pójść.',

    'refusal.authority':
      '{user} nie może tego podpisać tym kluczem: potrzebne jest {role, select, posting {uprawnienie publikowania} active {uprawnienie aktywne} other {uprawnienie właściciela}} konta {user}.',
    'refusal.authorityFor':
      '{signer} nie może tego podpisać jako {actor}: działa to w imieniu {actor}, a podpisać może tylko {role, select, posting {uprawnienie publikowania} active {uprawnienie aktywne} other {uprawnienie właściciela}} konta {actor} (lub konto na jego liście).',
    'refusal.noPost': 'Wpis {post} nie istnieje (lub już nie istnieje).',
    'refusal.noPostNamed': 'Wskazany wpis nie istnieje.',
    'refusal.funds': '{user} nie ma na to dość środków.',
    'refusal.rc':
      '{user} ma teraz za mało kredytów zasobów (RC): poczekaj, aż się odnowią, albo zrób power up HIVE.',
    'refusal.other': 'Sieć Hive odrzuciła tę transakcję; nic nie zostało zrobione.',

    'sign.signing': 'Podpisywanie…',
    'sign.cancelledReturning': 'Anulowano. Powrót do aplikacji…',
    'sign.nothingDone': 'Nic nie zostało podpisane ani wysłane, a strona nic się nie dowiedziała.',
    'sign.cancelled': 'Anulowano',
    'sign.mustSigner': 'Ten link musi podpisać {user}.',
    'sign.doneReturning': 'Gotowe. Powrót do aplikacji…',
    'sign.signedOnly': 'Podpisano, nie wysłano',
    'sign.doneSignedOnly': 'Gotowe: podpisano, nie wysłano',
    'sign.signedBroadcast': 'Podpisano i wysłano',
    'sign.doneBroadcast': 'Gotowe: podpisano i wysłano',
    'sign.inBlock': 'Zawarto w bloku {block}.',
    'sign.signature': 'Podpis: {sig}',
    'op.you': 'ty (konto, które podpisuje)',
    'op.noMemo': '(bez notatki)',
    'op.none': '(brak)',
    'op.percent': '{percent}%',
    'op.memoUnencrypted':
      'Notatka zaczyna się od „#”, co oznacza prośbę o szyfrowanie, ale ta strona nie szyfruje notatek: zostałaby opublikowana tak, jak jest napisana.',
    'op.row.voter': 'Głosujący',
    'op.row.post': 'Wpis',
    'op.row.weight': 'Waga',
    'op.row.account': 'Konto',
    'op.row.amount': 'Kwota',
    'op.row.from': 'Od',
    'op.row.to': 'Do',
    'op.row.memo': 'Notatka',
    'op.row.shares': 'Udziały',
    'op.row.witness': 'Świadek',
    'op.row.proxy': 'Pełnomocnik',
    'op.title.vote': 'Zagłosuj {percent}% na {post}',
    'op.title.claim': 'Odbierz nagrody',
    'op.title.transfer': 'Wyślij {amount} do {to}',
    'op.title.recurrent':
      'Wysyłaj {amount} do {to} co {hours, plural, one {# godzinę} few {# godziny} many {# godzin} other {# godziny}}, {times, plural, one {# raz} few {# razy} many {# razy} other {# razy}}',
    'op.title.powerUp': 'Power up {amount}',
    'op.title.powerDown': 'Power down {amount}',
    'op.title.delegate': 'Deleguj {amount} do {to}',
    'op.title.toSavings': 'Przenieś {amount} do oszczędności',
    'op.title.fromSavings': 'Wypłać {amount} z oszczędności (dotrze po 3 dniach)',
    'op.title.witnessVote': 'Zagłosuj na świadka {witness}',
    'op.title.witnessUnvote': 'Wycofaj swój głos na świadka {witness}',
    'op.title.proxy': 'Pozwól {proxy} głosować za ciebie na świadków',
    'op.title.proxyClear': 'Usuń swojego pełnomocnika do głosowania na świadków',
    'op.title.other': 'Operacja {name}',
    'op.danger.owner':
      'To zastępuje twoje uprawnienie właściciela przez {holders}; kto je ma, jest właścicielem twojego konta: może zmienić każdy klucz i odciąć ci dostęp.',
    'op.danger.active':
      'To zastępuje twoje uprawnienie aktywne przez {holders}; kto je ma, może przenosić twoje środki i zmieniać twoje pozostałe klucze.',
    'op.danger.posting':
      'To zastępuje twoje uprawnienie publikowania przez {holders}; kto je ma, może publikować, głosować i obserwować jako ty.',
    'op.danger.noKey': 'żaden klucz',
    'op.danger.memoKey':
      'Twoim kluczem notatek staje się {key}: kto go ma, może czytać twoje zaszyfrowane notatki.',
    'op.danger.yourAccount': 'twoje konto',
    'op.danger.recoveryAccount':
      'To czyni {recovery} kontem odzyskiwania dla {account} po 30 dniach: tylko {recovery} będzie wtedy mogło pomóc ci odzyskać konto, jeśli twój klucz właściciela zostanie skradziony.',
    'op.danger.requestRecovery':
      'To pozwala przejąć {account} z nowym uprawnieniem właściciela ({holders}); kto je ma, jest właścicielem konta.',
    'op.danger.recover':
      'To zastępuje uprawnienie właściciela dla {account} przez {holders}; kto je ma, jest właścicielem konta.',
    'op.danger.withdrawRoute':
      'Od teraz {percent}% tego, co {account} wypłaca przez power down, trafia do {to}.',
    'op.danger.declineVoting':
      'To na zawsze rezygnuje z twoich głosów w zarządzaniu (świadkowie i propozycje): tego nie da się cofnąć.',
    'op.danger.unknown':
      'Ta operacja może zmienić, kto kontroluje twoje konto. Kontynuuj tylko, jeśli prosiłeś dokładnie o to.',
    'consent.vaultRemember': 'Zapamiętaj ten klucz na tym urządzeniu',
    'consent.vaultTitle': 'Zapamiętać ten klucz na tym urządzeniu?',
    'consent.vaultAbout':
      'Następnym razem zaloguj się jednym dotknięciem zamiast go wpisywać. Klucz jest szyfrowany w tej przeglądarce i nigdy nigdzie nie jest wysyłany; odblokowuje go tylko twój klucz dostępu lub twój PIN.',
    'consent.vaultActive':
      'To twój klucz aktywny: kto go odblokuje, może przenosić twoje środki i zmieniać twoje konto. Trzymaj go tu tylko wtedy, gdy podpisujesz takie operacje na tym urządzeniu.',
    'consent.vaultActiveTick': 'Zachowaj mój klucz aktywny na tym urządzeniu',
    'consent.vaultPasskey': 'Zapamiętaj z kluczem dostępu',
    'consent.vaultPinLabel': 'Albo zablokuj go PIN-em lub hasłem (co najmniej 6 znaków)',
    'consent.vaultPin': 'Zapamiętaj z tym PIN-em',
    'consent.vaultSkip': 'Nie teraz',
    'consent.vaultUnlock': 'Odblokuj i zaloguj się',
    'consent.noWallet':
      'W tej przeglądarce nie zainstalowano żadnego portfela Hive. Możesz zalogować się tu kluczem dostępu lub wpisanym kluczem albo zainstalować portfel:',
    'consent.noWalletKeychain':
      'Hive Keychain (dla przeglądarek na komputer oraz aplikacja na telefony)',
    'consent.noWalletHiveAuth': 'HiveAuth (portfele na telefon, które podpisują za ciebie)',
    'vault.signInPasskey': 'Zaloguj się jako {user} kluczem dostępu',
    'vault.signInPin': 'Zaloguj się jako {user} PIN-em',
    'vault.signKept': 'Podpisz kluczem zapisanym na tym urządzeniu',
    'vault.forgetKey': 'Zapomnij ten klucz',
    'vault.keyLock':
      '{role, select, active {Klucz aktywny} other {Klucz publikowania}} zachowany na tym urządzeniu, zablokowany {lock, select, passkey {twoim kluczem dostępu} other {twoim PIN-em}}.',
    'vault.forgetRoleLabel':
      'Zapomnij {role, select, active {klucz aktywny} other {klucz publikowania}} zachowany dla {user} na tym urządzeniu',
    'vault.forgetAll': 'Zapomnij wszystko na tym urządzeniu',
    'vault.keyForgotten': 'Klucz zachowany dla {user} został usunięty z tego urządzenia.',
    'vault.allForgotten': 'Wszystkie konta i klucze zachowane na tym urządzeniu zostały usunięte.',
    'vault.pinFor': 'PIN lub hasło dla {user}',
    'vault.pinForRole':
      'PIN lub hasło {role, select, active {klucza aktywnego} other {klucza publikowania}} zachowanego dla {user}',
    'vault.confirmPasskey': 'Potwierdź kluczem dostępu…',
    'vault.keeping': 'Szyfrowanie klucza…',
    'vault.passkeyRefused':
      'Twój klucz dostępu nie odblokował klucza, więc nic nie zostało odszyfrowane. Spróbuj ponownie albo wpisz swój klucz.',
    'vault.wrongPin':
      'Zły PIN. Pozostałe próby, zanim klucz zostanie usunięty z tego urządzenia: {n}.',
    'vault.erased':
      'Klucz zachowany dla {user} został usunięty z tego urządzenia (zbyt wiele złych PIN-ów albo został zapomniany). Wpisz swój klucz, aby się zalogować.',
    'vault.rotated':
      'Klucz zachowany na tym urządzeniu dla {user} nie jest już kluczem konta (został zmieniony), więc nie może podpisywać. Naciśnij „Zapomnij ten klucz”, a potem wpisz nowy klucz.',
    'vault.pinShort': 'Wybierz PIN lub hasło o długości co najmniej 6 znaków.',
    'vault.activeNotTicked': 'Zaznacz pole, aby zachować klucz aktywny, albo wybierz „Nie teraz”.',
    'vault.noPrf':
      'Ten klucz dostępu nie może zablokować klucza w tej przeglądarce. Wybierz zamiast tego PIN.',
    'vault.kept':
      'Klucz dla {user} jest zachowany na tym urządzeniu, zablokowany twoim kluczem dostępu.',
    'vault.keptPin': 'Klucz dla {user} jest zachowany na tym urządzeniu, zablokowany twoim PIN-em.',
    'vault.activeHint':
      'Zalogowano cię kluczem aktywnym. Do logowania wystarczy klucz publikowania i jest bezpieczniejszy: użyj go następnym razem.',
  },
  security: {
    'authorized.intro': {
      source: '7bc4d0214a768be6',
      back: 'Apps and accounts you allowed to act for you on Hive. Removing one works immediately on the blockchain and in every service; tokens the app still has stop working for everything your authority was needed for.',
    },
    'authorized.keysNeverSent': {
      source: 'cb84bcc63d4f7c27',
      back: 'Used only on this page to sign; never sent anywhere. They stay entered as long as this page is open.',
    },
    'authorized.role': {
      source: 'bf3b6b39d8ded7e4',
      back: 'Posting authority: can publish, vote, follow and update your profile as you / Active authority: can also move your funds and change your authorities / Owner authority: has full control over your account',
    },
    'authorized.loses': {
      source: '4c609f6001ef25f7',
      back: '{app} will no longer be able to publish, vote, follow or update your profile as you / move your funds or change your authorities / control your account, on any website or service. The tokens it has stop working for that. You can grant it again later by logging in to it.',
    },
    'appLimits.endLoses': {
      source: '420267513d4dfc8c',
      back: 'Each of your logins to {app} here ends immediately: its tokens stop working and it can no longer act for you through this service. {app} keeps your posting authority on the blockchain until you remove it above.',
    },
    'signIns.endLoses': {
      source: 'd85201d70c8a1522',
      back: '{app} is logged out immediately: its tokens stop working and it can no longer act for you through this service. It keeps your posting authority on the blockchain until you remove it above. / … its tokens stop working, and it is notified.',
    },
    'signIns.unlisted': {
      source: '6228bcd8343570c4',
      back: "{apps} has (have) your posting authority but has (have) no login here: it (they) can publish for you on Hive and nothing on this page limits it (them). If you don't use it (them), remove it (them) above.",
    },
    'register.intro': {
      source: '252f1694ba6b060a',
      back: "An app is a Hive account whose profile in {field} says where its users' logins go. Only the account's active key can change {field}: accounts with its posting authority (this service, apps it logged in to) cannot. Registration writes the profile there in a single {op} transaction signed on this page.",
    },
    'register.secretHashHelp': {
      source: '1e4682681468c9ce',
      back: 'The profile publishes only this digest and anyone can read it: a secret must have at least {minBits} random bits, otherwise it can be guessed offline. Create it here ({bits} bits) or with the command {command}.',
    },
    'register.newSecretHelp': {
      source: 'f726e7ed41cb8e30',
      back: "Copy it now to your app's server: it is shown once and neither this page nor the blockchain stores it.",
    },
    'consent.keyNeverSent': {
      source: '11f58d2b20621d9b',
      back: 'Used only on this page for signing; it is never sent anywhere.',
    },
    'consent.published': {
      source: '5c10f5d5b2b9c3fe',
      back: 'The name, description, image and website are published by {app} itself; hivegate has not checked them.',
    },
    'consent.grantNotYet': {
      source: '01d705fdf020c399',
      back: "Your account does not yet allow {app} to act in your name. Granting adds {app} to your account's posting authority on the Hive blockchain ({op} transaction).",
    },
    'consent.grantCannot': {
      source: 'd81c0ce89115b640',
      back: 'It cannot transfer funds or change keys.',
    },
    'consent.grantActive': {
      source: '4f7e888f01dd0890',
      back: 'This change requires your active key. It applies until you remove it on this page:',
    },
    'grant.loginOnly': {
      source: '45c8e6eeddf12361',
      back: 'Learn your Hive username in order to sign you in; it cannot act in your name on Hive.',
    },
    'grant.neverFunds': {
      source: '04c3f0957208280b',
      back: 'It can never move your funds or change your keys.',
    },
    'reach.enforced': {
      source: '23984a046ac1a7ae',
      back: 'These limits are enforced: only this service can use the posting authority you give {app}, and it checks every action against them.',
    },
    'reach.notEnforced': {
      source: 'd2e1c4ea0a470550',
      back: "These limits bind only what {app} does through this service. {app}'s posting authority also includes its own keys or accounts, so {app} can sign for you directly on the Hive blockchain, outside all limits, as long as you keep it in your posting authority.",
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
      back: 'Check whether the device shows the same code. If this sign-in was not started by you on your device, reject it: someone may be trying to get into your account.',
    },
    'home.keys': {
      source: 'b95ae05dbbe19cf4',
      back: "Your keys stay in the browser: this service never sees them. You can take away an application's access at any moment.",
    },
    'hiveauth.approveOnPhone': {
      source: 'e8ebf991dbc6a245',
      back: 'Approve in the phone with a HiveAuth wallet; no key is typed here.',
    },
    'op.memoUnencrypted': {
      source: '53086fa05cc731c1',
      back: 'The memo begins with "#", which means a request for encryption, but this page does not encrypt memos: it would be published the way it is written.',
    },
    'op.danger.owner': {
      source: '38d31772fe52a35f',
      back: 'This replaces your owner authority with {holders}; whoever has it is the owner of your account: they can change every key and cut off your access.',
    },
    'op.danger.active': {
      source: '55b80f219c3ead5a',
      back: 'This replaces your active authority with {holders}; whoever has it can move your funds and change your remaining keys.',
    },
    'op.danger.posting': {
      source: '24e237bc36820a1e',
      back: 'This replaces your publishing authority with {holders}; whoever has it can publish, vote and follow as you.',
    },
    'op.danger.noKey': { source: 'ec9afd6a0470e867', back: 'no key' },
    'op.danger.memoKey': {
      source: 'e44d5be0f648bd73',
      back: '{key} becomes your memo key: whoever has it can read your encrypted memos.',
    },
    'op.danger.yourAccount': { source: '17a7e5cfee17027e', back: 'your account' },
    'op.danger.recoveryAccount': {
      source: '2b9ce7374d4e68fa',
      back: 'This makes {recovery} the recovery account for {account} after 30 days: only {recovery} will then be able to help you recover the account if your owner key is stolen.',
    },
    'op.danger.requestRecovery': {
      source: 'c1c4ec5056320409',
      back: 'This allows taking over {account} with a new owner authority ({holders}); whoever has it is the owner of the account.',
    },
    'op.danger.recover': {
      source: 'f3bd51edee3dbe53',
      back: 'This replaces the owner authority for {account} with {holders}; whoever has it is the owner of the account.',
    },
    'op.danger.withdrawRoute': {
      source: '734ccebc10c83704',
      back: 'From now on, {percent}% of what {account} withdraws through power down goes to {to}.',
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
      back: 'Next time, log in with one touch instead of typing it. The key is encrypted in this browser and is never sent anywhere; only your passkey or your PIN unlocks it.',
    },
    'consent.vaultActive': {
      source: '206c57c1a2df6049',
      back: 'This is your active key: whoever unlocks it can move your funds and change your account. Keep it here only if you sign such operations on this device.',
    },
  },
};
