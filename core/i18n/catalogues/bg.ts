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

    'authorized.intro':
      'Приложения и акаунти, на които сте позволили да действат от ваше име в Hive. Премахването на един от тях важи веднага в блокчейна и за всяка услуга; токените, които приложението още има, спират да работят за всичко, за което е била нужна вашата власт.',
    'authorized.username': 'Вашето потребителско име в Hive',
    'authorized.show': 'Показване на оторизираните приложения',
    'authorized.listTitle': 'Акаунти с власт над {user}',
    'authorized.keys': 'Вашите ключове',
    'authorized.keysNeverSent':
      'Използват се само в тази страница за подпис; никога не се изпращат никъде. Остават попълнени, докато тази страница е отворена.',
    'authorized.keychainFound':
      'Открит е Hive Keychain: оставете поле празно, за да потвърдите вместо това в Keychain.',
    'authorized.postingKey': 'Частен posting ключ или главна парола',
    'authorized.postingKeyHelp':
      'Доказва, че сте вие: показва вашите влизания и ограниченията на всяко приложение, променя тези ограничения, прекратява влизания.',
    'authorized.activeKey': 'Частен active ключ или главна парола',
    'authorized.activeKeyHelp':
      'Променя акаунта ви в блокчейна: премахва приложение или акаунт от вашите власти по-долу.',
    'authorized.role':
      '{role, select, posting {Posting власт: може да публикува, гласува, следва и обновява профила ви от ваше име} active {Active власт: може и да мести средствата ви, и да променя вашите власти} other {Owner власт: има пълен контрол над акаунта ви}}',
    'authorized.none': 'Нито едно приложение или акаунт няма власт над този акаунт.',
    'authorized.alone': 'може да действа сам',
    'authorized.weight': 'тегло {weight} от {threshold}',
    'authorized.remove': 'Премахване',
    'authorized.removeLabel':
      '{role, select, posting {Премахване на {app} от вашата posting власт} active {Премахване на {app} от вашата active власт} other {Премахване на {app} от вашата owner власт}}',
    'authorized.confirmTitle':
      '{role, select, posting {Да се премахне ли {app} от вашата posting власт?} active {Да се премахне ли {app} от вашата active власт?} other {Да се премахне ли {app} от вашата owner власт?}}',
    'authorized.loses':
      '{role, select, posting {{app} вече няма да може да публикува, гласува, следва или обновява профила ви от ваше име в никой сайт или услуга.} active {{app} вече няма да може да мести средствата ви или да променя вашите власти в никой сайт или услуга.} other {{app} вече няма да може да управлява акаунта ви в никой сайт или услуга.}} Токените, които има, спират да работят за това. По-късно можете да я дадете отново, като влезете в него.',
    'authorized.removeApp': 'Премахване на {app}',
    'authorized.keep': 'Запазване',
    'authorized.removing': 'Премахване на {app}…',
    'authorized.removed':
      '{role, select, posting {{app} беше премахнат от вашата posting власт.} active {{app} беше премахнат от вашата active власт.} other {{app} беше премахнат от вашата owner власт.}}',
    'authorized.limits': 'Ограничения',
    'authorized.limitsLabel': 'Задаване на ограничения за {app}',
    'appLimits.title': 'Ограничения за {app}',
    'appLimits.onlyStricter':
      'Ограниченията само се затягат: всяка въведена стойност трябва да е по-ниска от действащата. Подписва се с вашия posting ключ по-горе или с Keychain.',
    'appLimits.voteWeight': 'Най-силен глас, в % (празно: без промяна)',
    'appLimits.voteWeightNow':
      'Най-силен глас, в % (сега най-много {percent}; празно: без промяна)',
    'appLimits.noDownvotes': 'Без отрицателни гласове',
    'appLimits.noDownvotesInForce': 'Без отрицателни гласове (вече действа)',
    'appLimits.perDay': 'Най-много действия на ден (празно: без промяна)',
    'appLimits.perDayNow':
      'Най-много действия на ден (сега най-много {count}; празно: без промяна)',
    'appLimits.endNow': 'Прекратяване на достъпа му сега',
    'appLimits.save': 'Запазване на ограниченията',
    'appLimits.cancel': 'Отказ',
    'appLimits.keepAccess': 'Запазване на достъпа му',
    'appLimits.none': 'Без ограничения: може всичко, което влизането му е позволило.',
    'appLimits.noSignIn':
      '{app} държи вашата posting власт без влизане тук, затова никое ограничение от тази страница не стига до това, което прави в блокчейна. Ограниченията, които зададете сега, важат за всяко влизане в него тук.',
    'appLimits.inForce': 'Действа сега: {limits}',
    'appLimits.inForceSince': 'Действа сега за вашето влизане от {date}: {limits}',
    'appLimits.badWeight': 'Въведете тегло на гласа между 0,01 и 100 %.',
    'appLimits.badPerDay': 'Въведете цял брой действия, поне 1.',
    'appLimits.notStricter':
      'Вече действа: {limit} Ограниченията само се затягат: въведете по-малко или оставете празно.',
    'appLimits.chooseOne': 'Изберете ограничение или Отказ.',
    'appLimits.endTitle': 'Да се прекрати ли достъпът на {app} сега?',
    'appLimits.endLoses':
      'Всяко ваше влизане в {app} тук приключва веднага: токените му спират да работят и той вече не може да действа от ваше име чрез тази услуга. {app} запазва вашата posting власт в блокчейна, докато не го премахнете по-горе.',
    'appLimits.end': 'Прекратяване на достъпа на {app}',
    'appLimits.notSaved': 'Ограниченията не можаха да бъдат запазени.',
    'appLimits.ended':
      'Достъпът на {app} тук е прекратен: влизанията му приключиха. Той все още държи вашата posting власт в блокчейна; премахнете го по-горе, ако не го използвате.',
    'appLimits.saved': 'Ограниченията за {app} са запазени.',
    'appLimits.savedAny':
      'Ограниченията за {app} са запазени; важат за всяко влизане в него тук: {limits}',
    'signIns.title': 'Вашите влизания тук',
    'signIns.intro':
      'Всяко приложение, в което сте влезли чрез тази услуга, включително тези, които само са научили кои сте, с действащите ограничения за всяко. Прекратяването на едно ви изписва от него веднага; приложението бива уведомено. Показването им доказва, че сте вие: подписва се с вашия posting ключ по-горе или с Keychain.',
    'signIns.show': 'Показване на моите влизания',
    'signIns.endTheSignIn': 'Прекратяване на влизането',
    'signIns.ended': 'Влизането в {app} беше прекратено.',
    'signIns.notRead': 'Вашите влизания не можаха да бъдат прочетени.',
    'signIns.ending': 'Прекратяване на влизането…',
    'signIns.reading': 'Четене на вашите влизания…',
    'signIns.none': 'Нямате влизания чрез тази услуга.',
    'signIns.unlisted':
      '{count, plural, one {{apps} държи вашата posting власт, но няма влизане тук: може да публикува от ваше име в Hive и нищо на тази страница не го ограничава. Ако не го използвате, премахнете го по-горе.} other {{apps} държат вашата posting власт, но нямат влизане тук: могат да публикуват от ваше име в Hive и нищо на тази страница не ги ограничава. Ако не ги използвате, премахнете ги по-горе.}}',
    'signIns.row':
      '{kind, select, posting {{app}: може да действа от ваше име, от {since}, последно използвано {used}} other {{app}: само влизане, от {since}, последно използвано {used}}}',
    'signIns.rowNamed':
      '{kind, select, posting {{app} ({name}): може да действа от ваше име, от {since}, последно използвано {used}} other {{app} ({name}): само влизане, от {since}, последно използвано {used}}}',
    'signIns.limits': 'Ограничения: {limits}',
    'signIns.noEnd':
      '{kind, select, posting {Без крайна дата: текущите токени важат до {date} и приложението може да ги поднови.} other {Без крайна дата: текущите токени важат до {date}.}}',
    'signIns.end': 'Прекратяване',
    'signIns.endLabel': 'Прекратяване на влизането в {app} от {since}',
    'signIns.endTitle': 'Да се прекрати ли влизането в {app}?',
    'signIns.endLoses':
      '{kind, select, posting {{app} се изписва веднага: токените му спират да работят и той вече не може да действа от ваше име чрез тази услуга. Запазва вашата posting власт в блокчейна, докато не го премахнете по-горе.} other {{app} се изписва веднага: токените му спират да работят и той бива уведомен.}}',
    'register.title': 'Регистриране на приложение',
    'register.intro':
      'Приложението е акаунт в Hive, чийто профил в {field} казва къде отиват влизанията на потребителите му. Само active ключът на акаунта може да променя {field}: акаунтите с неговата posting власт (тази услуга, приложения, в които е влизал) не могат. Регистрирането записва профила там с една транзакция {op}, подписана в тази страница.',
    'register.accountTitle': 'Акаунтът на приложението',
    'register.username': 'Акаунт на приложението (потребителско име в Hive)',
    'register.usernameHelp':
      'Прочетете текущия му профил, за да започнете от него: приложение, регистрирано по начина на HiveSigner (в {field}), се пренася.',
    'register.readProfile': 'Прочитане на текущия профил',
    'register.whereTitle': 'Къде отиват влизанията',
    'register.readFrom': 'Чете се само от {field}.',
    'register.redirects': 'URI за пренасочване, по един на ред',
    'register.redirectsHelp': 'Сравняват се точно; loopback URI ({example}) пасва на всеки порт.',
    'register.authMethod': 'Как приложението доказва, че е то',
    'register.method.basic': 'Клиентска тайна, HTTP Basic',
    'register.method.post': 'Клиентска тайна, в тялото',
    'register.method.none': 'Без тайна (публичен клиент)',
    'register.authMethodHelp':
      'Приложение със сървър пази там клиентска тайна. Уеб страница или приложение за телефон не може да пази такава: то е публичен клиент и се доказва само с PKCE.',
    'register.secretHash': 'SHA-256 на клиентската тайна (64 шестнадесетични знака)',
    'register.secretHashHelp':
      'Профилът публикува само този хеш и всеки може да го прочете: тайната трябва да съдържа поне {minBits} случайни бита, иначе може да бъде отгатната офлайн. Създайте я тук ({bits} бита) или с {command}.',
    'register.makeSecret': 'Създаване на нова клиентска тайна',
    'register.newSecret': 'Вашата нова клиентска тайна',
    'register.newSecretHelp':
      'Копирайте я сега на сървъра на приложението си: показва се веднъж и нито тази страница, нито блокчейнът я пазят.',
    'register.logoutUri': 'URI за back-channel излизане (по избор)',
    'register.logoutUriHelp':
      'Получава известие, когато влизането на потребител приключи (OpenID Connect Back-Channel Logout).',
    'register.postLogoutUris': 'URI за пренасочване след излизане, по един на ред (по избор)',
    'register.idTokenAlg': 'Подпис на id_token',
    'register.defaultAlg': '{alg} (по подразбиране)',
    'register.displayTitle': 'Какво виждат потребителите',
    'register.displayHelp':
      'Показва се на страницата за вход и в каталога, отбелязано като непроверено.',
    'register.name': 'Име',
    'register.about': 'Описание',
    'register.website': 'Уебсайт',
    'register.picture': 'Изображение (https URL)',
    'register.signTitle': 'Подписване с active ключа',
    'register.keychain': 'Регистриране с Hive Keychain',
    'register.hiveAuth': 'Регистриране с HiveAuth (мобилен портфейл)',
    'register.activeKey': 'Частен active ключ или главна парола на акаунта на приложението',
    'register.submit': 'Регистриране с active ключа',
    'register.postingNote':
      'За да минават публикациите и гласовете на потребителите му през тази услуга, posting властта на приложението трябва да включва и акаунта на тази услуга.',
    'register.secretMade':
      'Създадена е нова клиентска тайна. Копирайте я на сървъра на приложението си, преди да регистрирате.',
    'register.reading': 'Четене на акаунта…',
    'register.noProfile': '{app} още няма профил на приложение: попълнете формуляра.',
    'register.readActive': 'Профилът на приложението {app} е прочетен от {field}.',
    'register.readPosting':
      'Профилът на приложението {app} е прочетен от {posting} (по начина на HiveSigner): регистрирането го записва в {field}.',
    'register.broadcasting': 'Изпращане на регистрацията…',
    'register.hiveAuthAbout': 'Регистриране на приложението {app}',
    'register.needRedirect': 'Въведете поне един URI за пренасочване.',
    'register.badHash':
      'Въведете SHA-256 на клиентската тайна като 64 шестнадесетични знака или създайте нова клиентска тайна.',
    'register.notUrl': '„{url}“ не е абсолютен URL (като https://app.example/callback).',
    'register.fragment': '„{url}“ не може да има #фрагмент.',
    'register.done':
      'Регистрирано: профилът на приложението {app} е в неговия {field}. Влизанията го използват до секунди.',
    'register.doneTx':
      'Регистрирано: профилът на приложението {app} е в неговия {field} (транзакция {tx}). Влизанията го използват до секунди.',

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
    'metamask.noMessages': 'Snap-ът Hive Wallet подписва само транзакции; не може да ви впише.',
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
  },
  security: {
    'authorized.intro': {
      source: '7bc4d0214a768be6',
      back: 'Apps and accounts you have allowed to act on your behalf in Hive. Removing one of them applies immediately in the blockchain and for every service; tokens the app still has stop working for everything your authority was needed for.',
    },
    'authorized.keysNeverSent': {
      source: 'cb84bcc63d4f7c27',
      back: 'Used only in this page for signing; never sent anywhere. They stay filled in while this page is open.',
    },
    'authorized.role': {
      source: 'bf3b6b39d8ded7e4',
      back: 'Posting authority: can publish, vote, follow and update your profile on your behalf / Active authority: can also move your funds and change your authorities / Owner authority: has full control over your account',
    },
    'authorized.loses': {
      source: '4c609f6001ef25f7',
      back: '{app} will no longer be able to publish, vote, follow or update your profile on your behalf / move your funds or change your authorities / manage your account on any site or service. The tokens it has stop working for that. Later you can give it again by signing in to it.',
    },
    'appLimits.endLoses': {
      source: '420267513d4dfc8c',
      back: 'Each of your sign-ins to {app} here ends immediately: its tokens stop working and it can no longer act on your behalf through this service. {app} keeps your posting authority in the blockchain until you remove it above.',
    },
    'signIns.endLoses': {
      source: 'd85201d70c8a1522',
      back: '{app} is signed out immediately: its tokens stop working and it can no longer act on your behalf through this service. It keeps your posting authority in the blockchain until you remove it above. / … its tokens stop working and it is notified.',
    },
    'signIns.unlisted': {
      source: '6228bcd8343570c4',
      back: "{apps} holds (hold) your posting authority but has (have) no sign-in here: it (they) can publish on your behalf in Hive and nothing on this page limits it (them). If you don't use it (them), remove it (them) above.",
    },
    'register.intro': {
      source: '252f1694ba6b060a',
      back: "An app is a Hive account whose profile in {field} says where its users' sign-ins go. Only the account's active key can change {field}: accounts with its posting authority (this service, apps it signed in to) cannot. Registering writes the profile there with one {op} transaction, signed in this page.",
    },
    'register.secretHashHelp': {
      source: '1e4682681468c9ce',
      back: 'The profile publishes only this hash and anyone can read it: the secret must contain at least {minBits} random bits, otherwise it can be guessed offline. Create it here ({bits} bits) or with {command}.',
    },
    'register.newSecretHelp': {
      source: 'f726e7ed41cb8e30',
      back: "Copy it now to your app's server: it is shown once and neither this page nor the blockchain keeps it.",
    },
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
  },
};
