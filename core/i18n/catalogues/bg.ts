import type { Catalogue } from '../catalogue';

/** Български (на «вие»). */
export const bg: Catalogue = {
  review: "drafted (issue 40), needs a native speaker's review",
  messages: {
    'layout.skip': 'Към съдържанието',
    'layout.navLabel': 'Основно меню',
    'layout.nav.home': 'Начало',
    'layout.nav.apps': 'Приложения',
    'layout.nav.authorizedApps': 'Упълномощени приложения',
    'layout.language': 'Език',
    'layout.noScript': 'Тази страница се нуждае от JavaScript, а този браузър не го изпълнява тук.',
    'layout.withoutScript':
      'Презаредете страницата. Ако това не помогне, браузърът може би блокира скриптове: разрешете JavaScript за този сайт или отворете страницата на друго устройство, например телефона си.',
    'layout.loading': 'Страницата се подготвя… бутоните ще заработят след миг.',
    'layout.loadingLate': 'Още не е готова: скриптът на тази страница не е стартирал.',

    'error.title.invalid_request': 'Тази заявка е невалидна',
    'error.title.unauthorized_client': 'Това приложение не е регистрирано',
    'error.title.not_found': 'Не е намерено',
    'error.title.pageNotFound': 'Страницата не е намерена',
    'error.title.unavailable': 'Мрежата Hive е недостъпна',
    'error.title.signLink': 'Тази връзка за подпис не може да бъде подписана',
    'error.title.other': 'Нещо се обърка',
    'error.about.invalid_request': 'В заявката нещо липсва или е грешно.',
    'error.about.unauthorized_client':
      'Приложението, което ви изпрати тук, не е регистрирано за този адрес, затова не можете да влезете в него оттук.',
    'error.about.not_found': 'На този адрес няма нищо.',
    'error.about.unavailable':
      'Услугата в момента не може да достигне мрежата Hive. Опитайте отново след минута.',
    'error.about.other': 'Услугата не успя да отговори на тази заявка.',
    'error.details': 'Подробности (на английски)',
    'error.code': 'Код на грешката: {code}',
    'error.home': 'Към началната страница',
    'error.fromApp':
      'Ако ви е изпратило приложение, върнете се в него и опитайте отново или уведомете разработчиците му.',

    'home.title': 'Вход с Hive',
    'home.intro':
      'hivegate позволява на приложенията да ви вписват с акаунта ви в Hive и след ваше разрешение да публикуват, гласуват и следват от ваше име.',
    'home.keys':
      'Ключовете ви остават в браузъра: тази услуга никога не ги вижда. Можете да оттеглите достъпа на приложение по всяко време.',
    'home.people': 'За потребители на Hive',
    'home.authorizedLink': 'Вижте и премахнете упълномощените приложения',
    'home.authorizedAbout': 'въведете потребителското си име, за да ги видите.',
    'home.appsLink': 'Разгледайте каталога с приложения',
    'home.appsAbout': 'приложения, които ползват тази услуга, по брой дневни потребители.',
    'home.startFromApp':
      'За да влезете в приложение, започнете от самото приложение: то ще ви изпрати тук с името си и с това, което иска.',
    'home.developers': 'За разработчици',
    'home.sdk':
      'API-то е като на HiveSigner: SDK-то {sdk} работи без промени, когато {apiURL} сочи към {origin}.',
    'home.endpoint.authorize': 'Страницата за вход и съгласие ({call} в SDK-то)',
    'home.endpoint.token': 'Код или токен за опресняване и вашият {secret} срещу нови токени',
    'home.endpoint.revoke': 'Отписва потребителя: токенът и цялото му разрешение спират да работят',
    'home.endpoint.me': 'Акаунтът на токена',
    'home.endpoint.broadcast': 'Операции за публикуване, подписани от услугата, в една транзакция',
    'home.endpoint.apps': 'Каталогът с приложения в JSON',
    'home.endpoint.sign':
      'Връзки за подпис на операции, които изискват активния ключ на потребителя (преводи)',
    'home.jwks': 'Токените са JWT, подписани с Ed25519; публичните ключове са на {url}.',
    'home.discovery': 'Откриване по OpenID Connect: {url}.',
    'home.appProfile':
      'Приложението е акаунт в Hive, чийто профил в {metadata} съдържа {type}, неговите {uris} и SHA-256 на тайната му.',
    'home.register': 'Регистрирайте приложение',
    'home.registerWith': 'с неговия активен ключ.',

    'apps.building': 'Каталогът се изгражда. Моля, опитайте отново след минута.',
    'apps.intro':
      'Приложения, които публикуват чрез тази услуга, подредени по дневни потребители {days, plural, one {за последния # ден} other {за последните # дни}}.',
    'apps.updated': 'Обновено: {date}.',
    'apps.unverified':
      'Имената и описанията се публикуват от акаунта на всяко приложение и не са проверени.',
    'apps.own': 'Имате приложение? {link} с неговия активен ключ.',
    'apps.featured': 'Препоръчани',
    'apps.ranking': 'Класиране',
    'apps.none': 'През този период не е използвано нито едно приложение.',
    'apps.allFeatured':
      'Всяко приложение, използвано през този период, е сред препоръчаните по-горе.',
    'apps.new': 'Ново',
    'apps.weaker': 'По-слаба регистрация',
    'apps.notRegistered': 'Нерегистрирано',
    'apps.postingNote':
      'Настройките му за вход са в {field}: всеки, който има правото му за публикуване, може да промени къде отиват входовете на потребителите му. Собственикът може да го регистрира с активния ключ: {link}.',
    'apps.noProfile':
      'Няма профил на приложение в неговия {field}: никой не може да влезе в него тук, докато собственикът не го регистрира: {link}.',
    'apps.users': '{count, plural, one {# потребител} other {# потребители}}',
    'apps.requests': '{count, plural, one {# заявка} other {# заявки}}',
    'apps.limitsEnforced':
      'Ограниченията, които потребителите му задават тук, се прилагат: само тази услуга може да ползва правото за публикуване, което му дават.',
    'apps.limitsNotEnforced':
      'Може да подписва от името на потребителите си директно в блокчейна Hive, извън всякакви зададени тук ограничения: правото му за публикуване съдържа собствени ключове или акаунти.',

    'device.title': 'Вход на устройство',
    'device.codeLabel': 'Кодът, който показва устройството ви',
    'device.continue': 'Продължете',
    'device.next':
      'След това ще видите кое приложение иска и какво, преди да подпишете каквото и да е.',
    'device.codeError':
      'Този код е грешен, изтекъл или вече използван. Проверете кода, който показва устройството.',
    'device.deniedTitle': 'Устройството е отказано',
    'device.denied':
      'Устройството ще бъде отказано при следващия си опит; то не получава достъп до акаунта ви. Можете да затворите страницата.',
    'device.code': 'Код {code}',
    'device.check':
      'Проверете дали устройството ви показва същия код. Ако не сте започнали този вход на свое устройство, откажете го: някой може да се опитва да влезе в акаунта ви.',
    'device.deny': 'Откажете това устройство',

    'signOut.doneTitle': 'Отписани сте',
    'signOut.done':
      '{user} е отписан от {app}: токените за достъп и опресняване от този вход вече не работят.',
    'signOut.authority':
      'Приложението запазва правото за публикуване, което сте му дали във веригата, ако има такова. За да го отнемете и него, премахнете го на тази страница:',
    'signOut.askTitle': 'Отписване?',
    'signOut.askHeading': 'Отписване от {app}?',
    'signOut.ask':
      'Страница иска да отпише {user} от {app}. Ако не сте го поискали, останете вписани.',
    'signOut.confirm': 'Отпишете се от {app}',
    'signOut.stay': 'Останете вписани',

    'consent.heading': 'Вход в {app}',
    'consent.headingDevice': 'Вход в {app} на вашето устройство',
    'consent.account': 'Вашият акаунт в Hive',
    'consent.chooseAccount': 'Изберете акаунт',
    'consent.rememberedAccounts': 'Акаунти в този браузър',
    'consent.username': 'Потребителско име в Hive',
    'consent.signWith':
      'След това подпишете по-долу с частния си ключ за публикуване или главната парола.',
    'consent.keychain': 'Вход с Hive Keychain',
    'consent.or': 'или',
    'consent.keyLabel': 'Частен ключ за публикуване или главна парола',
    'consent.keyNeverSent':
      'Използва се само в тази страница за подпис; никога не се изпраща никъде.',
    'consent.signIn': 'Вход',
    'consent.cancel': 'Отказ и връщане',
    'consent.returnsTo': 'След входа се връщате към {uri}.',
    'consent.deviceGoesOn':
      'След входа устройството ви продължава само; към тази страница не се връща нищо.',
    'consent.unverified': 'Непроверено',
    'consent.published':
      'Името, описанието, изображението и сайтът се публикуват от самото {app}; hivegate не ги е проверил.',
    'consent.mayDo': 'Какво може {app}',
    'consent.profile': 'Четене на публичния ви профил в Hive: показвано име, изображение и сайт.',
    'consent.offline': 'Оставане вписан след затваряне на приложението (токен за опресняване).',
    'consent.grantTitle': 'Дайте на {app} право за публикуване',
    'consent.grantNotYet':
      'Акаунтът ви още не позволява на {app} да действа от ваше име. Даването добавя {app} към правото за публикуване на акаунта ви в блокчейна Hive (транзакция {op}).',
    'consent.grantCannot': 'То не може да превежда средства или да сменя ключове.',
    'consent.grantActive':
      'Тази промяна изисква активния ви ключ. Тя остава, докато не я премахнете на тази страница:',
    'consent.grantKeychain': 'Дайте с Hive Keychain',
    'consent.grantOrKey': 'или използвайте ключ по-долу.',
    'consent.activeKeyLabel': 'Частен активен ключ или главна парола',
    'consent.grantSubmit': 'Дайте и продължете',

    'limits.adjust': 'Настройте ограниченията',
    'limits.fixed': 'Вашите ограничения (фиксирани за този вход)',
    'limits.legend': 'Вашите ограничения за {app}',
    'limits.help':
      'Можете да намалите това, което може {app}, но никога да го разширите: списъкът отгоре се променя заедно с вас. Можете да прекратите достъпа и по-късно на страницата „Упълномощени приложения“.',
    'limits.actions': 'Разрешени действия',
    'limits.votes': 'Гласове',
    'limits.voteWeight': 'Най-голям глас, в % (най-много {max})',
    'limits.noDownvotes': 'Без гласове против.',
    'limits.allowDownvotes': 'Разрешете гласове против',
    'limits.appMessages': 'Разрешени съобщения на приложения (custom_json)',
    'limits.perDayMax': 'Най-много действия на ден (най-много {max, number})',
    'limits.perDayNone': 'Най-много действия на ден (празно: без ограничение)',
    'limits.endsAsAsked':
      'Достъпът изтича на {date}, както поиска {app}: по-рано от всеки срок, предложен тук. Можете да го прекратите по всяко време на страницата „Упълномощени приложения“.',
    'limits.ends': 'Достъпът изтича',
    'limits.asAsked': '{date} (както поиска {app})',
    'limits.whenRemoved': 'Когато го премахнете',
    'limits.inDays': '{days, plural, one {След # ден} other {След # дни}}',
    'limits.leaveOne': 'Оставете поне едно разрешено действие или откажете входа.',
    'limits.weightRange': 'Въведете тежест на гласа между 0,01 и {max} %.',
    'limits.perDayWhole': 'Въведете цяло число действия, поне 1, или оставете празно.',
    'limits.perDayRange': 'Въведете цяло число действия между 1 и {max, number}.',

    'grant.loginOnly':
      'Да научи потребителското ви име в Hive, за да ви впише; не може да действа от ваше име в Hive.',
    'grant.learnUsername': 'Да научи потребителското ви име в Hive, за да ви впише.',
    'grant.actFor': 'Да действа от ваше име в Hive: {actions}.',
    'grant.neverFunds': 'То никога не може да мести средствата ви или да сменя ключовете ви.',
    'grant.allows.vote': 'да гласува за публикации и коментари',
    'grant.allows.comment': 'да публикува и редактира публикации и коментари',
    'grant.allows.delete_comment': 'да изтрива ваши публикации и коментари',
    'grant.allows.comment_options': 'да задава опциите за изплащане на публикациите ви',
    'grant.allows.custom_json':
      'да изпраща съобщения на приложения (следване, реблог, общности, игри)',
    'grant.allows.claim_reward_balance': 'да прибира наградите ви',
    'grant.allows.account_update2': 'да обновява профила ви',
    'limit.only': 'Само тези операции: {operations}.',
    'limit.votes': 'Гласове до {percent} %.',
    'limit.votesNoDown': 'Гласове до {percent} %, без гласове против.',
    'limit.noDown': 'Без гласове против.',
    'limit.appMessagesOnly': 'Съобщения на приложения (custom_json) само от видовете: {ids}.',
    'limit.noAppMessages': 'Без съобщения на приложения (custom_json).',
    'limit.perDay':
      '{count, plural, one {Най-много # действие на ден.} other {Най-много # действия на ден.}}',
    'limit.until': 'До {date}.',
    'limit.dateTime': '{date}, {time} UTC',
    'reach.enforced':
      'Тези ограничения се прилагат: само тази услуга може да ползва правото за публикуване, което давате на {app}, и тя проверява всяко действие спрямо тях.',
    'reach.notEnforced':
      'Тези ограничения обвързват само това, което {app} прави чрез тази услуга. Правото за публикуване на {app} съдържа и собствени ключове или акаунти, така че {app} може да подписва от ваше име директно в блокчейна Hive, извън всякакви ограничения, докато го държите в правото си за публикуване.',
    'reach.onChain':
      'В блокчейна Hive правото ви за публикуване позволява на всеки, който го има, да публикува, гласува, следва, прави реблог и обновява профила ви като вас, без собствени ограничения.',
    'reach.onlyThrough':
      '{app} може да го ползва само чрез тази услуга, която го държи в избраните от вас ограничения.',
    'reach.direct':
      '{app} има ключове или акаунти, които могат да го ползват директно, извън избраните от вас ограничения.',

    'hiveauth.signIn': 'Вход с HiveAuth (мобилен портфейл)',
    'hiveauth.approveOnPhone':
      'Одобрете на телефона си с портфейл HiveAuth; тук не се въвежда ключ.',
    'hiveauth.title': 'Одобрете в приложението на портфейла',
    'hiveauth.scan':
      'Сканирайте този код с портфейл HiveAuth (например Hive Keychain за мобилни) или, ако сте на този телефон, отворете връзката.',
    'hiveauth.qrSignIn': 'QR код на заявката за вход HiveAuth',
    'hiveauth.qrRegistration': 'QR код на заявката за регистрация HiveAuth',
    'hiveauth.open': 'Отворете в приложението на портфейла',
    'hiveauth.cancelSignIn': 'Откажете входа с HiveAuth',
    'hiveauth.cancelRegistration': 'Откажете регистрацията с HiveAuth',
    'hiveauth.grant': 'Дайте с HiveAuth',
    'hiveauth.grantHelp':
      'Приложението на портфейла ще бъде помолено да подпише тази промяна с активния ви ключ. Ако не може, дайте с Hive Keychain или с активния си ключ по-долу; след това входът продължава в портфейла.',
    'hiveauth.waiting': 'Изчакване на приложението на портфейла…',
    'hiveauth.confirm': 'Потвърдете в приложението на портфейла…',
    'hiveauth.timeLeft': 'Оставащо време: {seconds, number} с',
    'hiveauth.unreachable':
      'Релето HiveAuth е недостъпно. Опитайте по-късно или влезте с Hive Keychain или ключ.',
    'hiveauth.lost':
      'Връзката с релето HiveAuth прекъсна, преди портфейлът да отговори. Моля, опитайте отново.',
    'hiveauth.relayError': 'Релето HiveAuth отказа заявката.',
    'hiveauth.expired':
      'Заявката HiveAuth изтече, преди портфейлът да отговори. Моля, опитайте отново.',
    'hiveauth.rejected': 'Отказахте в портфейла си.',
    'hiveauth.walletError': 'Портфейлът ви не успя да подпише заявката.',
    'hiveauth.badAnswer': 'Портфейлът ви изпрати отговор, който тази страница не може да ползва.',
    'hiveauth.cancelled': 'Входът с HiveAuth е отказан.',
    'hiveauth.reconnecting': 'Връзката с релето HiveAuth прекъсна; свързване отново…',

    'signin.keychainNext':
      'След това натиснете „Вход с Hive Keychain“ и потвърдете в Keychain (оставете потребителското име празно, за да изберете акаунта там); или използвайте ключ по-долу.',
    'signin.reading': 'Четене на акаунта ви…',
    'signin.confirmKeychain': 'Потвърдете в Hive Keychain…',
    'signin.chooseInKeychain': 'Изберете акаунт и потвърдете в Hive Keychain…',
    'signin.signing': 'Вписване…',
    'signin.failed': 'Входът не успя.',
    'signin.couldNotStart': 'Входът не можа да започне.',
    'signin.waitGrant': 'Изчакване разрешението да стигне до услугата…',
    'signin.returning': 'Вписани сте като {user}. Връщане към приложението…',
    'signin.expected':
      '{app} очакваше вход като {expected}. За да влезете като {user}, влезте отново.',
    'signin.forget': 'Забравете',
    'signin.forgetLabel': 'Забравете {user} в този браузър',
    'signin.chosen': 'Избран е {user}.',
    'signin.forgotten': '{user} е забравен в този браузър.',
    'signin.deviceDone':
      'Вписани сте като {user}. Върнете се към устройството: то продължава само. Можете да затворите страницата.',
    'signin.oneMoreStep': 'Още една стъпка: дайте на приложението право за публикуване.',
    'signin.broadcastingGrant': 'Разрешението се изпраща…',
    'signin.confirmGrantWallet': 'Потвърдете разрешението в приложението на портфейла…',
    'signin.hiveauthApp': 'Вход в {app}',

    'common.details': 'Подробности',
    'common.enterUsername':
      'Въведете потребителско име в Hive: от 3 до 16 букви, цифри, точки или тирета.',
    'common.noAccount': 'Акаунтът {user} не съществува.',
    'common.enterKey':
      '{role, select, posting {Въведете частния си ключ за публикуване или главната парола.} active {Въведете частния си активен ключ или главната парола.} other {Въведете частния си ключ на собственик или главната парола.}}',
    'common.wrongKey': 'Грешна парола или ключ за {user}.',
    'common.notRoleKey':
      '{role, select, posting {Това не е ключ за публикуване на {user}.} active {Това не е активен ключ на {user}.} other {Това не е ключ на собственик на {user}.}}',
    'common.serviceAnswered': 'Услугата отговори {status}',
    'common.keychainDeclined': 'Отказахте в Hive Keychain.',
    'common.keychainDidNotSign': 'Hive Keychain не подписа: {said}',

    'wallet.other': 'Други портфейли:',
    'wallet.otherAuthorized': 'Или подпишете с друг портфейл (оставете поле за ключ празно):',
    'wallet.signIn': 'Вход с {wallet}',
    'wallet.sign': 'Подписване с {wallet}',
    'wallet.grant': 'Даване с {wallet}',
    'wallet.grantYours': 'Дайте с портфейла си',
    'wallet.grantHelp': 'Портфейлът ви ще бъде помолен да подпише тази промяна с активния ви ключ.',
    'wallet.opening': 'Отваряне на {wallet}…',
    'wallet.emptyFields': 'Празните полета за ключ вече подписват с {wallet}.',
    'wallet.broadcasting': 'Изпращане…',
    'wallet.noAccount':
      '{wallet} не съдържа ключ на акаунт в Hive. Въведете потребителското си име или добавете акаунта си там.',
    'wallet.severalAccounts':
      '{wallet} съдържа ключове на {accounts}: въведете този, който да се използва.',
    'peakvault.notInstalled': 'PeakVault не е инсталиран в този браузър (или е изключен).',
    'peakvault.confirm': 'Потвърдете в PeakVault (като {user})…',
    'peakvault.declined': 'Отказахте в PeakVault.',
    'peakvault.failed': 'PeakVault не подписа: {said}',
    'peakvault.wrongAccount':
      'PeakVault подписа с ключ, който не е ключ за публикуване, активен ключ или ключ на собственик на {user}. Изберете {user} в PeakVault или добавете ключа му там.',
    'metamask.notInstalled':
      'MetaMask не е наличен тук или не може да изпълнява snaps. Инсталирайте MetaMask или изберете друг начин за подписване.',
    'metamask.connect': 'Разрешете snap-а Hive Wallet в MetaMask…',
    'metamask.confirm': 'Потвърдете в MetaMask (като {user})…',
    'metamask.declined': 'Отказахте в MetaMask.',
    'metamask.failed': 'MetaMask не подписа: {said}',
    'metamask.wrongAccount':
      '{role, select, posting {Snap-ът Hive Wallet в MetaMask не съдържа ключ за публикуване на {user}.} active {Snap-ът Hive Wallet в MetaMask не съдържа активен ключ на {user}.} other {Snap-ът Hive Wallet в MetaMask не съдържа ключ на собственик на {user}.}} Подпишете с друг портфейл или като акаунта, който snap-ът съдържа.',
    'metamask.noMessages':
      'Snap-ът Hive Wallet подписва само транзакции, не и това съобщение: изберете друг портфейл или въведете ключа си.',
    'ledger.noWebUsb':
      'Този браузър не може да достигне Ledger (няма WebUSB). Опитайте Chrome, Edge или Brave.',
    'ledger.connect':
      'Свържете своя Ledger чрез USB, отключете го, отворете приложението Hive и изберете устройството…',
    'ledger.noDevice':
      'Не е избран Ledger. Свържете го чрез USB, отключете го, отворете приложението Hive и го изберете от списъка, който браузърът показва.',
    'ledger.appNotOpen': 'Отворете приложението Hive на своя Ledger и опитайте отново.',
    'ledger.locked': 'Отключете своя Ledger, отворете приложението Hive и опитайте отново.',
    'ledger.hashSigningOff':
      'Включете подписването на хешове в настройките на приложението Hive на своя Ledger (входът се подписва като хеш) и опитайте отново.',
    'ledger.reading': 'Четене на ключовете на вашия Ledger…',
    'ledger.confirmSignIn': 'Проверете входа на своя Ledger и го потвърдете там (като {user})…',
    'ledger.confirmTransaction':
      'Проверете транзакцията на своя Ledger и я потвърдете там (като {user})…',
    'ledger.declined': 'Отказахте на своя Ledger.',
    'ledger.failed': 'Вашият Ledger не подписа: {said}',
    'ledger.wrongAccount':
      '{role, select, posting {Този Ledger не съдържа ключ за публикуване, активен ключ или ключ на собственик на {user}} active {Този Ledger не съдържа активен ключ или ключ на собственик на {user}} other {Този Ledger не съдържа ключ на собственик на {user}}} (прегледани са акаунти в Hive от 1 до {accounts, number}). Свържете Ledger-а, който го съдържа, или подпишете като акаунта, който той съдържа.',

    'sign.pageTitle': 'Подписване на транзакция',
    'sign.titleMany':
      '{count, plural, one {Подписване на # операция} other {Подписване на # операции}}',
    'sign.key':
      '{role, select, posting {ключ за публикуване} active {активен ключ} other {ключ на собственик}}',
    'sign.asks':
      '{count, plural, one {Връзка ви моли да подпишете тази операция с вашия {key} и да я изпратите към Hive.} other {Връзка ви моли да подпишете тези операции с вашия {key} и да ги изпратите към Hive.}}',
    'sign.asksSignOnly':
      '{count, plural, one {Връзка ви моли да подпишете тази операция с вашия {key} (само подпис: той се връща към сайта, който може да го изпрати).} other {Връзка ви моли да подпишете тези операции с вашия {key} (само подпис: той се връща към сайта, който може да го изпрати).}}',
    'sign.checkEvery': 'Проверете всеки ред: веднъж изпратено, не може да се отмени.',
    'sign.warning': 'Внимание:',
    'sign.exactData': 'Точни данни на операцията',
    'sign.signAs': 'Подписване като',
    'sign.signerFixed': 'Връзката иска {user} да подпише.',
    'sign.keychain': 'Подписване с Hive Keychain',
    'sign.keyLabel':
      '{role, select, posting {Частен ключ за публикуване или главна парола} active {Частен активен ключ или главна парола} other {Частен ключ на собственик или главна парола}}',
    'sign.submit': 'Подписване и изпращане',
    'sign.submitSignOnly': 'Подписване',
    'sign.cancel': 'Отказ',
    'sign.done': 'Готово',
    'sign.txId': 'Id на транзакцията: {id}',
    'sign.doneReturn': 'Сайтът поиска да ви види отново на {destination}.',
    'sign.continueTo': 'Продължете към {host}',
    'sign.goBack': 'Върнете се откъдето дойдохте',
    'sign.fromApp': 'От {app}',
    'sign.callbackValue':
      '{name, select, sig {[подпис]} id {[id на транзакцията]} block {[номер на блок]} other {[позиция в блока]}}',
    'sign.afterShowsId': 'След това тази страница показва id на транзакцията.',
    'sign.afterReturn':
      'След това се връщате в {app} ({user}) на {url}, адрес, който то е регистрирало.',
    'sign.afterLink':
      'След това тази страница показва id на транзакцията и връзка към {url}; връзката не назовава приложение, което я е регистрирало, така че вие избирате дали да я последвате.',

    'refusal.authority':
      '{user} не може да подпише това с този ключ: нужно е {role, select, posting {правото за публикуване} active {активното право} other {правото на собственик}} на {user}.',
    'refusal.authorityFor':
      '{signer} не може да подпише това като {actor}: то действа от името на {actor} и само {role, select, posting {правото за публикуване} active {активното право} other {правото на собственик}} на {actor} (или акаунт от списъка му) може да го подпише.',
    'refusal.noPost': 'Публикацията {post} не съществува (или вече не съществува).',
    'refusal.noPostNamed': 'Посочената публикация не съществува.',
    'refusal.funds': '{user} няма достатъчно средства за това.',
    'refusal.rc':
      '{user} няма достатъчно ресурсни кредити (RC) в момента: изчакайте да се възстановят или направете power up на HIVE.',
    'refusal.other': 'Мрежата Hive отказа тази транзакция; нищо не беше направено.',

    'sign.signing': 'Подписване…',
    'sign.cancelledReturning': 'Отказано. Връщане към приложението…',
    'sign.nothingDone': 'Нищо не беше подписано или изпратено и на сайта не беше съобщено нищо.',
    'sign.cancelled': 'Отказано',
    'sign.mustSigner': 'Тази връзка трябва да бъде подписана от {user}.',
    'sign.doneReturning': 'Готово. Връщане към приложението…',
    'sign.signedOnly': 'Подписано, не е изпратено',
    'sign.doneSignedOnly': 'Готово: подписано, не е изпратено',
    'sign.signedBroadcast': 'Подписано и изпратено',
    'sign.doneBroadcast': 'Готово: подписано и изпратено',
    'sign.inBlock': 'Включено в блок {block}.',
    'sign.signature': 'Подпис: {sig}',
    'op.you': 'вие (акаунтът, който подписва)',
    'op.noMemo': '(без бележка)',
    'op.none': '(няма)',
    'op.percent': '{percent}%',
    'op.memoUnencrypted':
      'Бележката започва с „#“, което означава искане за шифроване, но тази страница не шифрова бележки: тя ще бъде публикувана така, както е написана.',
    'op.row.voter': 'Гласуващ',
    'op.row.post': 'Публикация',
    'op.row.weight': 'Тежест',
    'op.row.account': 'Акаунт',
    'op.row.amount': 'Сума',
    'op.row.from': 'От',
    'op.row.to': 'До',
    'op.row.memo': 'Бележка',
    'op.row.shares': 'Дялове',
    'op.row.witness': 'Свидетел',
    'op.row.proxy': 'Пълномощник',
    'op.title.vote': 'Гласуване с {percent}% за {post}',
    'op.title.claim': 'Получаване на наградите',
    'op.title.transfer': 'Изпращане на {amount} до {to}',
    'op.title.recurrent':
      'Изпращане на {amount} до {to} на всеки {hours, plural, one {# час} other {# часа}}, {times, plural, one {# път} other {# пъти}}',
    'op.title.powerUp': 'Power up на {amount}',
    'op.title.powerDown': 'Power down на {amount}',
    'op.title.delegate': 'Делегиране на {amount} на {to}',
    'op.title.toSavings': 'Преместване на {amount} в спестявания',
    'op.title.fromSavings': 'Теглене на {amount} от спестявания (пристига след 3 дни)',
    'op.title.witnessVote': 'Гласуване за свидетеля {witness}',
    'op.title.witnessUnvote': 'Оттегляне на гласа ви за свидетеля {witness}',
    'op.title.proxy': '{proxy} да гласува за свидетели вместо вас',
    'op.title.proxyClear': 'Премахване на пълномощника ви за гласуване за свидетели',
    'op.title.other': 'Операция {name}',
    'op.danger.owner':
      'Това заменя правото ви на собственик с {holders}; който го държи, притежава акаунта ви: може да смени всеки ключ и да ви изключи.',
    'op.danger.active':
      'Това заменя активното ви право с {holders}; който го държи, може да мести средствата ви и да сменя другите ви ключове.',
    'op.danger.posting':
      'Това заменя правото ви за публикуване с {holders}; който го държи, може да публикува, гласува и следва от ваше име.',
    'op.danger.noKey': 'никакъв ключ',
    'op.danger.memoKey':
      'Ключът ви за бележки става {key}: който го държи, може да чете шифрованите ви бележки.',
    'op.danger.yourAccount': 'вашия акаунт',
    'op.danger.recoveryAccount':
      'Това прави {recovery} акаунт за възстановяване на {account} след 30 дни: само {recovery} ще може тогава да ви помогне да си върнете акаунта, ако ключът ви на собственик бъде откраднат.',
    'op.danger.requestRecovery':
      'Това позволява {account} да бъде поет с ново право на собственик ({holders}); който го държи, притежава акаунта.',
    'op.danger.recover':
      'Това заменя правото на собственик на {account} с {holders}; който го държи, притежава акаунта.',
    'op.danger.withdrawRoute':
      'Отсега нататък {percent}% от това, което {account} изтегля чрез power down, отива при {to}.',
    'op.danger.declineVoting':
      'Това отказва завинаги гласовете ви в управлението (свидетели и предложения): не може да бъде отменено.',
    'op.danger.unknown':
      'Тази операция може да промени кой контролира акаунта ви. Продължете само ако сте поискали точно това.',
  },
  security: {
    'consent.keyNeverSent': {
      source: '11f58d2b20621d9b',
      back: 'It is used only in this page for signing; it is never sent anywhere.',
    },
    'consent.published': {
      source: '5c10f5d5b2b9c3fe',
      back: 'The name, description, image and site are published by {app} itself; hivegate has not checked them.',
    },
    'consent.grantNotYet': {
      source: '01d705fdf020c399',
      back: "Your account does not yet allow {app} to act on your behalf. Giving adds {app} to your account's posting right on the Hive blockchain ({op} transaction).",
    },
    'consent.grantCannot': {
      source: 'd81c0ce89115b640',
      back: 'It cannot transfer funds or change keys.',
    },
    'consent.grantActive': {
      source: '4f7e888f01dd0890',
      back: 'This change requires your active key. It remains until you remove it on this page:',
    },
    'grant.loginOnly': {
      source: '45c8e6eeddf12361',
      back: 'To learn your Hive username in order to sign you in; it cannot act on your behalf on Hive.',
    },
    'grant.neverFunds': {
      source: '04c3f0957208280b',
      back: 'It can never move your funds or change your keys.',
    },
    'reach.enforced': {
      source: '23984a046ac1a7ae',
      back: 'These limits are applied: only this service can use the posting right you give {app}, and it checks every action against them.',
    },
    'reach.notEnforced': {
      source: 'd2e1c4ea0a470550',
      back: "These limits bind only what {app} does through this service. {app}'s posting right also contains its own keys or accounts, so {app} can sign on your behalf directly on the Hive blockchain, outside any limits, while you keep it in your posting right.",
    },
    'reach.onChain': {
      source: 'e71593026db82c4d',
      back: 'On the Hive blockchain your posting right allows anyone who has it to publish, vote, follow, reblog and update your profile as you, without its own limits.',
    },
    'reach.direct': {
      source: '83fae24b2a14d262',
      back: '{app} has keys or accounts that can use it directly, outside the limits you chose.',
    },
    'device.check': {
      source: 'b83849fb4ebce799',
      back: 'Check whether your device shows the same code. If you did not start this sign-in on your device, refuse it: someone may be trying to enter your account.',
    },
    'home.keys': {
      source: 'b95ae05dbbe19cf4',
      back: "Your keys stay in the browser: this service never sees them. You can withdraw an application's access at any time.",
    },
    'hiveauth.approveOnPhone': {
      source: 'e8ebf991dbc6a245',
      back: 'Approve on your phone with a HiveAuth wallet; no key is entered here.',
    },
    'op.memoUnencrypted': {
      source: '53086fa05cc731c1',
      back: 'The memo begins with "#", which means a request for encryption, but this page does not encrypt memos: it will be published the way it is written.',
    },
    'op.danger.owner': {
      source: '38d31772fe52a35f',
      back: 'This replaces your owner authority with {holders}; whoever holds it owns your account: they can change every key and exclude you.',
    },
    'op.danger.active': {
      source: '55b80f219c3ead5a',
      back: 'This replaces your active authority with {holders}; whoever holds it can move your funds and change your other keys.',
    },
    'op.danger.posting': {
      source: '24e237bc36820a1e',
      back: 'This replaces your publishing authority with {holders}; whoever holds it can publish, vote and follow on your behalf.',
    },
    'op.danger.noKey': { source: 'ec9afd6a0470e867', back: 'no key whatsoever' },
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
      back: 'This allows {account} to be taken over with a new owner authority ({holders}); whoever holds it owns the account.',
    },
    'op.danger.recover': {
      source: 'f3bd51edee3dbe53',
      back: 'This replaces the owner authority of {account} with {holders}; whoever holds it owns the account.',
    },
    'op.danger.withdrawRoute': {
      source: '734ccebc10c83704',
      back: 'From now on, {percent}% of what {account} withdraws through power down goes to {to}.',
    },
    'op.danger.declineVoting': {
      source: '053d6dfe398eb80f',
      back: 'This gives up your votes in governance (witnesses and proposals) forever: it cannot be undone.',
    },
    'op.danger.unknown': {
      source: 'a5eb8c5892b24e28',
      back: 'This operation can change who controls your account. Continue only if you asked for exactly this.',
    },
  },
};
