import type { Catalogue } from '../catalogue';

/** Українська (на «ви»). */
export const uk: Catalogue = {
  review: "drafted (issue 40), needs a native speaker's review",
  messages: {
    'layout.skip': 'Перейти до вмісту',
    'layout.navLabel': 'Головне меню',
    'layout.nav.home': 'Головна',
    'layout.nav.apps': 'Застосунки',
    'layout.nav.authorizedApps': 'Дозволені застосунки',
    'layout.language': 'Мова',
    'layout.noScript': 'Цій сторінці потрібен JavaScript, а цей браузер тут його не виконує.',
    'layout.withoutScript':
      'Перезавантажте сторінку. Якщо не допоможе, можливо, браузер блокує скрипти: дозвольте JavaScript для цього сайту або відкрийте сторінку на іншому пристрої, наприклад на телефоні.',
    'layout.loading': 'Сторінка готується… кнопки запрацюють за мить.',
    'layout.loadingLate': 'Досі не готово: скрипт цієї сторінки не запустився.',

    'error.title.invalid_request': 'Цей запит недійсний',
    'error.title.unauthorized_client': 'Цей застосунок не зареєстровано',
    'error.title.not_found': 'Не знайдено',
    'error.title.pageNotFound': 'Сторінку не знайдено',
    'error.title.unavailable': 'Мережа Hive недоступна',
    'error.title.signLink': 'Це посилання для підпису не можна підписати',
    'error.title.other': 'Щось пішло не так',
    'error.about.invalid_request': 'У запиті чогось бракує або щось неправильно.',
    'error.about.unauthorized_client':
      'Застосунок, який вас сюди надіслав, не зареєстровано для цієї адреси, тож увійти до нього тут не можна.',
    'error.about.not_found': 'За цією адресою нічого немає.',
    'error.about.unavailable':
      'Сервіс зараз не може зв’язатися з мережею Hive. Спробуйте за хвилину.',
    'error.about.other': 'Сервіс не зміг відповісти на цей запит.',
    'error.details': 'Подробиці (англійською)',
    'error.code': 'Код помилки: {code}',
    'error.home': 'На головну сторінку',
    'error.fromApp':
      'Якщо вас сюди надіслав застосунок, поверніться до нього й спробуйте знову або повідомте його розробників.',

    'home.title': 'Вхід через Hive',
    'home.intro':
      'hivegate дає змогу застосункам впускати вас з вашим обліковим записом Hive, а з вашого дозволу — публікувати, голосувати й підписуватися за вас.',
    'home.keys':
      'Ваші ключі залишаються в браузері: цей сервіс їх ніколи не бачить. Доступ застосунку можна відкликати будь-коли.',
    'home.people': 'Для користувачів Hive',
    'home.authorizedLink': 'Переглянути й видалити дозволені застосунки',
    'home.authorizedAbout': 'введіть ім’я користувача, щоб побачити список.',
    'home.appsLink': 'Каталог застосунків',
    'home.appsAbout':
      'застосунки, що користуються цим сервісом, за кількістю користувачів на день.',
    'home.startFromApp':
      'Щоб увійти до застосунку, почніть із самого застосунку: він надішле вас сюди зі своєю назвою та запитом.',
    'home.developers': 'Для розробників',
    'home.sdk':
      'API збігається з HiveSigner: SDK {sdk} працює без змін, якщо {apiURL} вказує на {origin}.',
    'home.endpoint.authorize': 'Сторінка входу та згоди ({call} у SDK)',
    'home.endpoint.token': 'Код або токен оновлення та ваш {secret} в обмін на нові токени',
    'home.endpoint.revoke': 'Вихід користувача: токен і весь його дозвіл перестають працювати',
    'home.endpoint.me': 'Обліковий запис токена',
    'home.endpoint.broadcast': 'Операції публікації, підписані сервісом, однією транзакцією',
    'home.endpoint.apps': 'Каталог застосунків у JSON',
    'home.endpoint.sign':
      'Посилання для підпису операцій, яким потрібен активний ключ користувача (перекази)',
    'home.jwks': 'Токени — це JWT, підписані Ed25519; відкриті ключі розміщено за адресою {url}.',
    'home.discovery': 'Виявлення OpenID Connect: {url}.',
    'home.appProfile':
      'Застосунок — це обліковий запис Hive, у профілі {metadata} якого є {type}, його {uris} і SHA-256 його секрету.',
    'home.register': 'Зареєструвати застосунок',
    'home.registerWith': 'його активним ключем.',

    'apps.building': 'Каталог складається. Спробуйте за хвилину.',
    'apps.intro':
      'Застосунки, що публікують через цей сервіс, за кількістю користувачів на день за {days, plural, one {останній # день} few {останні # дні} many {останні # днів} other {останні # дня}}.',
    'apps.updated': 'Оновлено: {date}.',
    'apps.unverified':
      'Назви й описи публікує сам обліковий запис кожного застосунку; їх не перевірено.',
    'apps.own': 'Маєте застосунок? {link} його активним ключем.',
    'apps.featured': 'Рекомендовані',
    'apps.ranking': 'Рейтинг',
    'apps.none': 'За цей період жоден застосунок не використовувався.',
    'apps.allFeatured': 'Усі застосунки, використані за цей період, уже серед рекомендованих вище.',
    'apps.new': 'Новий',
    'apps.weaker': 'Слабша реєстрація',
    'apps.notRegistered': 'Не зареєстровано',
    'apps.postingNote':
      'Його налаштування входу містяться в {field}: будь-хто, хто має його повноваження публікації, може змінити, куди йдуть входи його користувачів. Власник може зареєструвати його активним ключем: {link}.',
    'apps.noProfile':
      'У його {field} немає профілю застосунку: ніхто не може увійти до нього тут, доки власник його не зареєструє: {link}.',
    'apps.users':
      '{count, plural, one {# користувач} few {# користувачі} many {# користувачів} other {# користувача}}',
    'apps.requests':
      '{count, plural, one {# запит} few {# запити} many {# запитів} other {# запиту}}',
    'apps.limitsEnforced':
      'Обмеження, які користувачі задають тут, дотримуються: лише цей сервіс може користуватися повноваженням публікації, яке вони йому надають.',
    'apps.limitsNotEnforced':
      'Може підписувати за своїх користувачів безпосередньо в блокчейні Hive, поза будь-якими заданими тут обмеженнями: його повноваження публікації містить власні ключі чи облікові записи.',

    'device.title': 'Вхід на пристрої',
    'device.codeLabel': 'Код, який показує ваш пристрій',
    'device.continue': 'Продовжити',
    'device.next': 'Далі ви побачите, який застосунок і що запитує, перш ніж щось підписати.',
    'device.codeError':
      'Цей код неправильний, прострочений або вже використаний. Перевірте код, який показує пристрій.',
    'device.deniedTitle': 'Пристрій відхилено',
    'device.denied':
      'Пристрій отримає відмову під час наступної спроби; доступу до вашого облікового запису він не має. Цю сторінку можна закрити.',
    'device.code': 'Код {code}',
    'device.check':
      'Переконайтеся, що пристрій показує цей самий код. Якщо ви не починали цей вхід на власному пристрої, відхиліть його: можливо, хтось намагається потрапити до вашого облікового запису.',
    'device.deny': 'Відхилити цей пристрій',

    'signOut.doneTitle': 'Ви вийшли',
    'signOut.done':
      '{user} вийшов з {app}: токени доступу й оновлення цього входу більше не працюють.',
    'signOut.authority':
      'Застосунок зберігає повноваження публікації, яке ви дали йому в блокчейні, якщо воно було. Щоб забрати й його, видаліть його на цій сторінці:',
    'signOut.askTitle': 'Вийти?',
    'signOut.askHeading': 'Вийти з {app}?',
    'signOut.ask':
      'Сторінка просить вивести {user} з {app}. Якщо ви цього не просили, залишайтеся в системі.',
    'signOut.confirm': 'Вийти з {app}',
    'signOut.stay': 'Залишитися в системі',

    'consent.heading': 'Вхід до {app}',
    'consent.headingDevice': 'Вхід до {app} на вашому пристрої',
    'consent.account': 'Ваш обліковий запис Hive',
    'consent.chooseAccount': 'Виберіть обліковий запис',
    'consent.rememberedAccounts': 'Облікові записи в цьому браузері',
    'consent.username': 'Ім’я користувача Hive',
    'consent.signWith': 'Потім підпишіть нижче приватним ключем публікації або майстер-паролем.',
    'consent.keychain': 'Увійти через Hive Keychain',
    'consent.or': 'або',
    'consent.keyLabel': 'Приватний ключ публікації або майстер-пароль',
    'consent.keyNeverSent':
      'Використовується лише на цій сторінці для підпису; нікуди не надсилається.',
    'consent.signIn': 'Увійти',
    'consent.cancel': 'Скасувати й повернутися',
    'consent.returnsTo': 'Після входу ви повернетеся на {uri}.',
    'consent.deviceGoesOn':
      'Після входу пристрій продовжить сам; на цю сторінку нічого не повернеться.',
    'consent.unverified': 'Не перевірено',
    'consent.published':
      'Назву, опис, зображення й сайт публікує сам {app}; hivegate їх не перевіряв.',
    'consent.mayDo': 'Що може {app}',
    'consent.profile': 'Читати ваш публічний профіль Hive: ім’я для показу, зображення й сайт.',
    'consent.offline': 'Залишатися в системі після закриття застосунку (токен оновлення).',
    'consent.grantTitle': 'Надати {app} повноваження публікації',
    'consent.grantNotYet':
      'Ваш обліковий запис ще не дозволяє {app} діяти від вашого імені. Надання додасть {app} до повноваження публікації вашого облікового запису в блокчейні Hive (транзакція {op}).',
    'consent.grantCannot': 'Воно не може переказувати кошти чи змінювати ключі.',
    'consent.grantActive':
      'Для цієї зміни потрібен ваш активний ключ. Вона діє, доки ви не видалите її на цій сторінці:',
    'consent.grantKeychain': 'Надати через Hive Keychain',
    'consent.grantOrKey': 'або скористайтеся ключем нижче.',
    'consent.activeKeyLabel': 'Приватний активний ключ або майстер-пароль',
    'consent.grantSubmit': 'Надати й продовжити',

    'limits.adjust': 'Налаштувати обмеження',
    'limits.fixed': 'Ваші обмеження (зафіксовані для цього входу)',
    'limits.legend': 'Ваші обмеження для {app}',
    'limits.help':
      'Ви можете зменшити те, що може {app}, але не розширити: список вище змінюється разом із вами. Доступ можна припинити й пізніше на сторінці «Дозволені застосунки».',
    'limits.actions': 'Дозволені дії',
    'limits.votes': 'Голоси',
    'limits.voteWeight': 'Найбільший голос, у % (не більше {max})',
    'limits.noDownvotes': 'Без голосів проти.',
    'limits.allowDownvotes': 'Дозволити голоси проти',
    'limits.appMessages': 'Дозволені повідомлення застосунків (custom_json)',
    'limits.perDayMax': 'Не більше дій на день (не більше {max, number})',
    'limits.perDayNone': 'Не більше дій на день (порожньо: без обмеження)',
    'limits.endsAsAsked':
      'Доступ закінчиться {date}, як просив {app}: раніше за будь-який строк, запропонований тут. Його можна припинити будь-коли на сторінці «Дозволені застосунки».',
    'limits.ends': 'Доступ закінчується',
    'limits.asAsked': '{date} (як просив {app})',
    'limits.whenRemoved': 'Коли ви його видалите',
    'limits.inDays':
      '{days, plural, one {Через # день} few {Через # дні} many {Через # днів} other {Через # дня}}',
    'limits.leaveOne': 'Залиште принаймні одну дозволену дію або скасуйте вхід.',
    'limits.weightRange': 'Введіть вагу голосу від 0,01 до {max} %.',
    'limits.perDayWhole': 'Введіть ціле число дій, не менше 1, або залиште поле порожнім.',
    'limits.perDayRange': 'Введіть ціле число дій від 1 до {max, number}.',

    'grant.loginOnly':
      'Дізнатися ваше ім’я користувача Hive, щоб впустити вас; діяти за вас у Hive воно не може.',
    'grant.learnUsername': 'Дізнатися ваше ім’я користувача Hive, щоб впустити вас.',
    'grant.actFor': 'Діяти за вас у Hive: {actions}.',
    'grant.neverFunds': 'Воно ніколи не зможе переміщати ваші кошти чи змінювати ваші ключі.',
    'grant.allows.vote': 'голосувати за публікації та коментарі',
    'grant.allows.comment': 'публікувати й редагувати публікації та коментарі',
    'grant.allows.delete_comment': 'видаляти ваші публікації та коментарі',
    'grant.allows.comment_options': 'задавати параметри виплат ваших публікацій',
    'grant.allows.custom_json':
      'надсилати повідомлення застосунків (підписки, реблоги, спільноти, ігри)',
    'grant.allows.claim_reward_balance': 'забирати ваші винагороди',
    'grant.allows.account_update2': 'оновлювати ваш профіль',
    'limit.only': 'Лише ці операції: {operations}.',
    'limit.votes': 'Голоси не більше {percent} %.',
    'limit.votesNoDown': 'Голоси не більше {percent} %, без голосів проти.',
    'limit.noDown': 'Без голосів проти.',
    'limit.appMessagesOnly': 'Повідомлення застосунків (custom_json) лише видів: {ids}.',
    'limit.noAppMessages': 'Без повідомлень застосунків (custom_json).',
    'limit.perDay':
      '{count, plural, one {Не більше # дії на день.} few {Не більше # дій на день.} many {Не більше # дій на день.} other {Не більше # дії на день.}}',
    'limit.until': 'До {date}.',
    'limit.dateTime': '{date}, {time} UTC',
    'reach.enforced':
      'Ці обмеження дотримуються: лише цей сервіс може користуватися повноваженням публікації, яке ви надаєте {app}, і він звіряє з ними кожну дію.',
    'reach.notEnforced':
      'Ці обмеження стосуються лише того, що {app} робить через цей сервіс. Повноваження публікації {app} містить і власні ключі чи облікові записи, тож {app} може підписувати за вас безпосередньо в блокчейні Hive, поза будь-якими обмеженнями, доки ви тримаєте його у своєму повноваженні публікації.',
    'reach.onChain':
      'У блокчейні Hive ваше повноваження публікації дає змогу будь-кому, хто його має, публікувати, голосувати, підписуватися, робити реблоги й оновлювати профіль від вашого імені, без власних обмежень.',
    'reach.onlyThrough':
      '{app} може користуватися ним лише через цей сервіс, який тримає його в обраних вами обмеженнях.',
    'reach.direct':
      '{app} має ключі чи облікові записи, що можуть користуватися ним безпосередньо, поза обраними вами обмеженнями.',

    'hiveauth.signIn': 'Увійти через HiveAuth (мобільний гаманець)',
    'hiveauth.approveOnPhone': 'Підтвердьте на телефоні в гаманці HiveAuth; тут ключ не вводиться.',
    'hiveauth.title': 'Підтвердьте в застосунку гаманця',
    'hiveauth.scan':
      'Відскануйте цей код гаманцем HiveAuth (наприклад, Hive Keychain для мобільних) або, якщо ви на цьому телефоні, відкрийте посилання.',
    'hiveauth.qrSignIn': 'QR-код запиту на вхід HiveAuth',
    'hiveauth.qrRegistration': 'QR-код запиту на реєстрацію HiveAuth',
    'hiveauth.open': 'Відкрити в застосунку гаманця',
    'hiveauth.cancelSignIn': 'Скасувати вхід через HiveAuth',
    'hiveauth.cancelRegistration': 'Скасувати реєстрацію через HiveAuth',
    'hiveauth.grant': 'Надати через HiveAuth',
    'hiveauth.grantHelp':
      'Застосунок гаманця попросять підписати цю зміну вашим активним ключем. Якщо він не зможе, надайте через Hive Keychain або активним ключем нижче; потім вхід продовжиться в гаманці.',
    'hiveauth.waiting': 'Очікування застосунку гаманця…',
    'hiveauth.confirm': 'Підтвердьте в застосунку гаманця…',
    'hiveauth.timeLeft': 'Залишилося: {seconds, number} с',
    'hiveauth.unreachable':
      'Ретранслятор HiveAuth недоступний. Спробуйте пізніше або увійдіть через Hive Keychain чи ключем.',
    'hiveauth.lost':
      'З’єднання з ретранслятором HiveAuth обірвалося до відповіді гаманця. Спробуйте ще раз.',
    'hiveauth.relayError': 'Ретранслятор HiveAuth відхилив запит.',
    'hiveauth.expired': 'Запит HiveAuth прострочився до відповіді гаманця. Спробуйте ще раз.',
    'hiveauth.rejected': 'Ви відмовилися в гаманці.',
    'hiveauth.walletError': 'Гаманець не зміг підписати запит.',
    'hiveauth.badAnswer': 'Гаманець надіслав відповідь, якою ця сторінка не може скористатися.',
    'hiveauth.cancelled': 'Вхід через HiveAuth скасовано.',
    'hiveauth.reconnecting':
      'З’єднання з ретранслятором HiveAuth обірвалося; повторне підключення…',

    'signin.keychainNext':
      'Потім натисніть «Увійти через Hive Keychain» і підтвердьте в Keychain (залиште ім’я користувача порожнім, щоб вибрати обліковий запис там) або скористайтеся ключем нижче.',
    'signin.reading': 'Читаємо ваш обліковий запис…',
    'signin.confirmKeychain': 'Підтвердьте в Hive Keychain…',
    'signin.chooseInKeychain': 'Виберіть обліковий запис і підтвердьте в Hive Keychain…',
    'signin.signing': 'Вхід…',
    'signin.failed': 'Увійти не вдалося.',
    'signin.couldNotStart': 'Не вдалося почати вхід.',
    'signin.waitGrant': 'Чекаємо, доки надання дійде до сервісу…',
    'signin.returning': 'Ви увійшли як {user}. Повертаємося до застосунку…',
    'signin.expected': '{app} очікував вхід як {expected}. Щоб увійти як {user}, увійдіть ще раз.',
    'signin.forget': 'Забути',
    'signin.forgetLabel': 'Забути {user} у цьому браузері',
    'signin.chosen': 'Вибрано {user}.',
    'signin.forgotten': '{user} забуто в цьому браузері.',
    'signin.deviceDone':
      'Ви увійшли як {user}. Поверніться до пристрою: він продовжить сам. Цю сторінку можна закрити.',
    'signin.oneMoreStep': 'Ще один крок: надайте застосунку повноваження публікації.',
    'signin.broadcastingGrant': 'Надсилаємо надання…',
    'signin.confirmGrantWallet': 'Підтвердьте надання в застосунку гаманця…',
    'signin.hiveauthApp': 'Вхід до {app}',

    'common.details': 'Подробиці',
    'common.enterUsername':
      'Введіть ім’я користувача Hive: від 3 до 16 літер, цифр, крапок чи дефісів.',
    'common.noAccount': 'Облікового запису {user} не існує.',
    'common.enterKey':
      '{role, select, posting {Введіть приватний ключ публікації або майстер-пароль.} active {Введіть приватний активний ключ або майстер-пароль.} other {Введіть приватний ключ власника або майстер-пароль.}}',
    'common.wrongKey': 'Неправильний пароль або ключ для {user}.',
    'common.notRoleKey':
      '{role, select, posting {Це не ключ публікації {user}.} active {Це не активний ключ {user}.} other {Це не ключ власника {user}.}}',
    'common.serviceAnswered': 'Сервіс відповів {status}',
    'common.keychainDeclined': 'Ви відмовилися в Hive Keychain.',
    'common.keychainDidNotSign': 'Hive Keychain не підписав: {said}',

    'authorized.intro':
      'Застосунки й облікові записи, яким ви дозволили діяти за вас у Hive. Видалення одного з них одразу діє в блокчейні й для всіх сервісів; токени, які ще має застосунок, перестають працювати для всього, для чого були потрібні ваші повноваження.',
    'authorized.username': 'Ваше ім’я користувача Hive',
    'authorized.show': 'Показати авторизовані застосунки',
    'authorized.listTitle': 'Облікові записи з повноваженнями над {user}',
    'authorized.keys': 'Ваші ключі',
    'authorized.keysNeverSent':
      'Використовуються лише на цій сторінці для підпису; нікуди не надсилаються. Залишаються заповненими, поки ця сторінка відкрита.',
    'authorized.keychainFound':
      'Знайдено Hive Keychain: залиште поле порожнім, щоб натомість підтвердити в Keychain.',
    'authorized.postingKey': 'Приватний posting-ключ або майстер-пароль',
    'authorized.postingKeyHelp':
      'Підтверджує, що це ви: показує ваші входи й обмеження кожного застосунку, змінює ці обмеження, завершує входи.',
    'authorized.activeKey': 'Приватний active-ключ або майстер-пароль',
    'authorized.activeKeyHelp':
      'Змінює ваш обліковий запис у блокчейні: видаляє застосунок чи обліковий запис із ваших повноважень нижче.',
    'authorized.role':
      '{role, select, posting {Повноваження posting: може публікувати, голосувати, підписуватися й оновлювати ваш профіль від вашого імені} active {Повноваження active: може також переказувати ваші кошти й змінювати ваші повноваження} other {Повноваження owner: повний контроль над вашим обліковим записом}}',
    'authorized.none':
      'Жоден застосунок чи обліковий запис не має повноважень над цим обліковим записом.',
    'authorized.alone': 'може діяти сам',
    'authorized.weight': 'вага {weight} з {threshold}',
    'authorized.remove': 'Видалити',
    'authorized.removeLabel':
      '{role, select, posting {Видалити {app} з ваших повноважень posting} active {Видалити {app} з ваших повноважень active} other {Видалити {app} з ваших повноважень owner}}',
    'authorized.confirmTitle':
      '{role, select, posting {Видалити {app} з ваших повноважень posting?} active {Видалити {app} з ваших повноважень active?} other {Видалити {app} з ваших повноважень owner?}}',
    'authorized.loses':
      '{role, select, posting {{app} більше не зможе публікувати, голосувати, підписуватися чи оновлювати ваш профіль від вашого імені на жодному сайті чи сервісі.} active {{app} більше не зможе переказувати ваші кошти чи змінювати ваші повноваження на жодному сайті чи сервісі.} other {{app} більше не зможе керувати вашим обліковим записом на жодному сайті чи сервісі.}} Його токени перестають для цього працювати. Пізніше ви зможете надати їх знову, увійшовши в нього.',
    'authorized.removeApp': 'Видалити {app}',
    'authorized.keep': 'Залишити',
    'authorized.removing': 'Видалення {app}…',
    'authorized.removed':
      '{role, select, posting {{app} видалено з ваших повноважень posting.} active {{app} видалено з ваших повноважень active.} other {{app} видалено з ваших повноважень owner.}}',
    'authorized.limits': 'Обмеження',
    'authorized.limitsLabel': 'Задати обмеження для {app}',
    'appLimits.title': 'Обмеження для {app}',
    'appLimits.onlyStricter':
      'Обмеження можуть лише посилюватися: кожне введене значення має бути меншим за чинне. Підпис — вашим posting-ключем вище або через Keychain.',
    'appLimits.voteWeight': 'Найсильніший голос, у % (порожньо: без змін)',
    'appLimits.voteWeightNow':
      'Найсильніший голос, у % (зараз не більше {percent}; порожньо: без змін)',
    'appLimits.noDownvotes': 'Без даунвоутів',
    'appLimits.noDownvotesInForce': 'Без даунвоутів (уже діє)',
    'appLimits.perDay': 'Найбільше дій на день (порожньо: без змін)',
    'appLimits.perDayNow': 'Найбільше дій на день (зараз не більше {count}; порожньо: без змін)',
    'appLimits.endNow': 'Припинити його доступ зараз',
    'appLimits.save': 'Зберегти обмеження',
    'appLimits.cancel': 'Скасувати',
    'appLimits.keepAccess': 'Залишити його доступ',
    'appLimits.none': 'Без обмежень: може все, що дозволив вхід.',
    'appLimits.noSignIn':
      '{app} має ваші повноваження posting без входу тут, тож жодне обмеження на цій сторінці не впливає на те, що він робить у блокчейні. Обмеження, задані зараз, діють для будь-якого входу в нього тут.',
    'appLimits.inForce': 'Діє зараз: {limits}',
    'appLimits.inForceSince': 'Діє зараз для вашого входу від {date}: {limits}',
    'appLimits.badWeight': 'Введіть вагу голосу від 0,01 до 100 %.',
    'appLimits.badPerDay': 'Введіть ціле число дій, не менше 1.',
    'appLimits.notStricter':
      'Уже діє: {limit} Обмеження можуть лише посилюватися: введіть менше або залиште поле порожнім.',
    'appLimits.chooseOne': 'Виберіть обмеження або натисніть «Скасувати».',
    'appLimits.endTitle': 'Припинити доступ {app} зараз?',
    'appLimits.endLoses':
      'Кожен ваш вхід у {app} тут одразу завершується: його токени перестають працювати, і він більше не може діяти за вас через цей сервіс. {app} зберігає ваші повноваження posting у блокчейні, доки ви не видалите його вище.',
    'appLimits.end': 'Припинити доступ {app}',
    'appLimits.notSaved': 'Не вдалося зберегти обмеження.',
    'appLimits.ended':
      'Доступ {app} тут припинено: його входи завершено. Він досі має ваші повноваження posting у блокчейні; видаліть його вище, якщо ним не користуєтеся.',
    'appLimits.saved': 'Обмеження для {app} збережено.',
    'appLimits.savedAny':
      'Обмеження для {app} збережено; вони діють для будь-якого входу в нього тут: {limits}',
    'signIns.title': 'Ваші входи тут',
    'signIns.intro':
      'Кожен застосунок, у який ви увійшли через цей сервіс, зокрема ті, що лише дізналися, хто ви, з чинними обмеженнями для кожного. Завершення входу одразу виводить вас із застосунку; застосунок отримує повідомлення. Щоб показати їх, треба підтвердити, що це ви: підпис — вашим posting-ключем вище або через Keychain.',
    'signIns.show': 'Показати мої входи',
    'signIns.endTheSignIn': 'Завершити вхід',
    'signIns.ended': 'Вхід у {app} завершено.',
    'signIns.notRead': 'Не вдалося прочитати ваші входи.',
    'signIns.ending': 'Завершення входу…',
    'signIns.reading': 'Читання ваших входів…',
    'signIns.none': 'У вас немає входів через цей сервіс.',
    'signIns.unlisted':
      '{count, plural, one {{apps} має ваші повноваження posting, але не має входу тут: може публікувати за вас у Hive, і ніщо на цій сторінці його не обмежує. Якщо ви ним не користуєтеся, видаліть його вище.} few {{apps} мають ваші повноваження posting, але не мають входу тут: можуть публікувати за вас у Hive, і ніщо на цій сторінці їх не обмежує. Якщо ви ними не користуєтеся, видаліть їх вище.} many {{apps} мають ваші повноваження posting, але не мають входу тут: можуть публікувати за вас у Hive, і ніщо на цій сторінці їх не обмежує. Якщо ви ними не користуєтеся, видаліть їх вище.} other {{apps} мають ваші повноваження posting, але не мають входу тут: можуть публікувати за вас у Hive, і ніщо на цій сторінці їх не обмежує. Якщо ви ними не користуєтеся, видаліть їх вище.}}',
    'signIns.row':
      '{kind, select, posting {{app}: може діяти за вас, з {since}, востаннє використано {used}} other {{app}: лише вхід, з {since}, востаннє використано {used}}}',
    'signIns.rowNamed':
      '{kind, select, posting {{app} ({name}): може діяти за вас, з {since}, востаннє використано {used}} other {{app} ({name}): лише вхід, з {since}, востаннє використано {used}}}',
    'signIns.limits': 'Обмеження: {limits}',
    'signIns.noEnd':
      '{kind, select, posting {Без дати завершення: поточні токени діють до {date}, і застосунок може їх поновити.} other {Без дати завершення: поточні токени діють до {date}.}}',
    'signIns.end': 'Завершити',
    'signIns.endLabel': 'Завершити вхід у {app} з {since}',
    'signIns.endTitle': 'Завершити вхід у {app}?',
    'signIns.endLoses':
      '{kind, select, posting {{app} одразу виходить: його токени перестають працювати, і він більше не може діяти за вас через цей сервіс. Він зберігає ваші повноваження posting у блокчейні, доки ви не видалите його вище.} other {{app} одразу виходить: його токени перестають працювати, і він отримує повідомлення.}}',
    'register.title': 'Зареєструвати застосунок',
    'register.intro':
      'Застосунок — це обліковий запис Hive, чий профіль у {field} вказує, куди ведуть входи його користувачів. Змінити {field} може лише active-ключ облікового запису: облікові записи з його повноваженнями posting (цей сервіс, застосунки, у які він входив) не можуть. Реєстрація записує туди профіль однією транзакцією {op}, підписаною на цій сторінці.',
    'register.accountTitle': 'Обліковий запис застосунку',
    'register.username': 'Обліковий запис застосунку (ім’я користувача Hive)',
    'register.usernameHelp':
      'Прочитайте його поточний профіль, щоб почати з нього: застосунок, зареєстрований у спосіб HiveSigner (у {field}), переноситься.',
    'register.readProfile': 'Прочитати поточний профіль',
    'register.whereTitle': 'Куди ведуть входи',
    'register.readFrom': 'Читається лише з {field}.',
    'register.redirects': 'URI перенаправлення, по одному в рядку',
    'register.redirectsHelp':
      'Порівнюються точно; loopback-URI ({example}) підходить для будь-якого порту.',
    'register.authMethod': 'Як застосунок доводить, що це він',
    'register.method.basic': 'Секрет клієнта, HTTP Basic',
    'register.method.post': 'Секрет клієнта, у тілі запиту',
    'register.method.none': 'Без секрету (публічний клієнт)',
    'register.authMethodHelp':
      'Застосунок із сервером зберігає там секрет клієнта. Вебсторінка чи мобільний застосунок не може його зберігати: це публічний клієнт, що підтверджує себе лише через PKCE.',
    'register.secretHash': 'SHA-256 секрету клієнта (64 шістнадцяткові символи)',
    'register.secretHashHelp':
      'Профіль публікує лише цей хеш, і його може прочитати будь-хто: секрет має містити щонайменше {minBits} випадкових бітів, інакше його можна підібрати офлайн. Створіть його тут ({bits} бітів) або командою {command}.',
    'register.makeSecret': 'Створити новий секрет клієнта',
    'register.newSecret': 'Ваш новий секрет клієнта',
    'register.newSecretHelp':
      'Скопіюйте його на сервер застосунку зараз: він показується один раз, і ні ця сторінка, ні блокчейн його не зберігають.',
    'register.logoutUri': 'URI виходу back-channel (необов’язково)',
    'register.logoutUriHelp':
      'Отримує повідомлення, коли вхід користувача завершується (OpenID Connect Back-Channel Logout).',
    'register.postLogoutUris':
      'URI перенаправлення після виходу, по одному в рядку (необов’язково)',
    'register.idTokenAlg': 'Підпис id_token',
    'register.defaultAlg': '{alg} (типово)',
    'register.displayTitle': 'Що бачать користувачі',
    'register.displayHelp':
      'Показується на сторінці входу й у каталозі з позначкою «не перевірено».',
    'register.name': 'Назва',
    'register.about': 'Опис',
    'register.website': 'Вебсайт',
    'register.picture': 'Зображення (URL https)',
    'register.signTitle': 'Підписати active-ключем',
    'register.keychain': 'Зареєструвати через Hive Keychain',
    'register.hiveAuth': 'Зареєструвати через HiveAuth (мобільний гаманець)',
    'register.activeKey': 'Приватний active-ключ або майстер-пароль облікового запису застосунку',
    'register.submit': 'Зареєструвати active-ключем',
    'register.postingNote':
      'Щоб дописи й голоси його користувачів ішли через цей сервіс, повноваження posting застосунку мають також містити обліковий запис цього сервісу.',
    'register.secretMade':
      'Створено новий секрет клієнта. Скопіюйте його на сервер застосунку до реєстрації.',
    'register.reading': 'Читання облікового запису…',
    'register.noProfile': '{app} ще не має профілю застосунку: заповніть форму.',
    'register.readActive': 'Профіль застосунку {app} прочитано з {field}.',
    'register.readPosting':
      'Профіль застосунку {app} прочитано з {posting} (у спосіб HiveSigner): реєстрація запише його в {field}.',
    'register.broadcasting': 'Надсилання реєстрації…',
    'register.hiveAuthAbout': 'Зареєструвати застосунок {app}',
    'register.needRedirect': 'Введіть принаймні один URI перенаправлення.',
    'register.badHash':
      'Введіть SHA-256 секрету клієнта як 64 шістнадцяткові символи або створіть новий секрет клієнта.',
    'register.notUrl': '«{url}» — не абсолютний URL (наприклад, https://app.example/callback).',
    'register.fragment': '«{url}» не може містити #фрагмент.',
    'register.done':
      'Зареєстровано: профіль застосунку {app} міститься в його {field}. Входи почнуть використовувати його за кілька секунд.',
    'register.doneTx':
      'Зареєстровано: профіль застосунку {app} міститься в його {field} (транзакція {tx}). Входи почнуть використовувати його за кілька секунд.',

    'wallet.other': 'Інші гаманці:',
    'wallet.otherAuthorized': 'Або підпишіть іншим гаманцем (залиште поле ключа порожнім):',
    'wallet.signIn': 'Увійти через {wallet}',
    'wallet.sign': 'Підписати через {wallet}',
    'wallet.grant': 'Надати через {wallet}',
    'wallet.grantYours': 'Надати через ваш гаманець',
    'wallet.grantHelp': 'Ваш гаманець попросять підписати цю зміну вашим активним ключем.',
    'wallet.opening': 'Відкриваємо {wallet}…',
    'wallet.emptyFields': 'Порожні поля ключа тепер підписують через {wallet}.',
    'wallet.broadcasting': 'Надсилання…',
    'wallet.noAccount':
      'У {wallet} немає ключа жодного акаунта Hive. Введіть ім’я користувача або додайте туди свій акаунт.',
    'wallet.severalAccounts': 'У {wallet} є ключі акаунтів {accounts}: введіть потрібний.',
    'peakvault.notInstalled': 'PeakVault не встановлено в цьому браузері (або його вимкнено).',
    'peakvault.confirm': 'Підтвердьте в PeakVault (як {user})…',
    'peakvault.declined': 'Ви відмовилися в PeakVault.',
    'peakvault.failed': 'PeakVault не підписав: {said}',
    'peakvault.wrongAccount':
      'PeakVault підписав ключем, який не є ключем публікації, активним ключем чи ключем власника {user}. Виберіть {user} у PeakVault або додайте туди його ключ.',
    'metamask.notInstalled':
      'MetaMask тут недоступний або не може запускати снапи. Установіть MetaMask або виберіть інший спосіб підпису.',
    'metamask.connect': 'Дозвольте снап Hive Wallet у MetaMask…',
    'metamask.confirm': 'Підтвердьте в MetaMask (як {user})…',
    'metamask.declined': 'Ви відмовилися в MetaMask.',
    'metamask.failed': 'MetaMask не підписав: {said}',
    'metamask.wrongAccount':
      '{role, select, posting {У снапі Hive Wallet у MetaMask немає ключа публікації {user}.} active {У снапі Hive Wallet у MetaMask немає активного ключа {user}.} other {У снапі Hive Wallet у MetaMask немає ключа власника {user}.}} Підпишіть іншим гаманцем або від імені акаунта, ключі якого є в снапі.',
    'metamask.noMessages': 'Снап Hive Wallet підписує лише транзакції; він не може виконати вхід.',
    'ledger.noWebUsb':
      'Цей браузер не може зв’язатися з Ledger (у ньому немає WebUSB). Спробуйте Chrome, Edge або Brave.',
    'ledger.connect':
      'Підключіть Ledger через USB, розблокуйте його, відкрийте застосунок Hive і виберіть пристрій…',
    'ledger.noDevice':
      'Ledger не вибрано. Підключіть його через USB, розблокуйте, відкрийте застосунок Hive і виберіть його в списку, який показує браузер.',
    'ledger.appNotOpen': 'Відкрийте застосунок Hive на Ledger і спробуйте ще раз.',
    'ledger.locked': 'Розблокуйте Ledger, відкрийте застосунок Hive і спробуйте ще раз.',
    'ledger.hashSigningOff':
      'Увімкніть підпис хешів у налаштуваннях застосунку Hive на Ledger (вхід підписується як хеш) і спробуйте ще раз.',
    'ledger.reading': 'Читаємо ключі на Ledger…',
    'ledger.confirmSignIn': 'Перевірте вхід на Ledger і підтвердьте його там (як {user})…',
    'ledger.confirmTransaction': 'Перевірте транзакцію на Ledger і підтвердьте її там (як {user})…',
    'ledger.declined': 'Ви відмовилися на Ledger.',
    'ledger.failed': 'Ledger не підписав: {said}',
    'ledger.wrongAccount':
      '{role, select, posting {На цьому Ledger немає ключа публікації, активного ключа чи ключа власника {user}} active {На цьому Ledger немає активного ключа чи ключа власника {user}} other {На цьому Ledger немає ключа власника {user}}} (переглянуто акаунти Hive з 1 по {accounts, number}). Підключіть Ledger, на якому він є, або підпишіть від імені акаунта, ключ якого на ньому.',

    'sign.pageTitle': 'Підписати транзакцію',
    'sign.titleMany':
      '{count, plural, one {Підписати # операцію} few {Підписати # операції} many {Підписати # операцій} other {Підписати # операції}}',
    'sign.key':
      '{role, select, posting {ключем публікації} active {активним ключем} other {ключем власника}}',
    'sign.asks':
      '{count, plural, one {Посилання просить вас підписати цю операцію вашим {key} і надіслати її в Hive.} few {Посилання просить вас підписати ці операції вашим {key} і надіслати їх у Hive.} many {Посилання просить вас підписати ці операції вашим {key} і надіслати їх у Hive.} other {Посилання просить вас підписати ці операції вашим {key} і надіслати їх у Hive.}}',
    'sign.asksSignOnly':
      '{count, plural, one {Посилання просить вас підписати цю операцію вашим {key} (лише підпис: він повернеться на сайт, який може його надіслати).} few {Посилання просить вас підписати ці операції вашим {key} (лише підпис: він повернеться на сайт, який може його надіслати).} many {Посилання просить вас підписати ці операції вашим {key} (лише підпис: він повернеться на сайт, який може його надіслати).} other {Посилання просить вас підписати ці операції вашим {key} (лише підпис: він повернеться на сайт, який може його надіслати).}}',
    'sign.checkEvery': 'Перевірте кожен рядок: після надсилання це не можна скасувати.',
    'sign.warning': 'Увага:',
    'sign.exactData': 'Точні дані операції',
    'sign.signAs': 'Підписати як',
    'sign.signerFixed': 'Посилання просить, щоб підписав {user}.',
    'sign.keychain': 'Підписати через Hive Keychain',
    'sign.keyLabel':
      '{role, select, posting {Приватний ключ публікації або майстер-пароль} active {Приватний активний ключ або майстер-пароль} other {Приватний ключ власника або майстер-пароль}}',
    'sign.submit': 'Підписати й надіслати',
    'sign.submitSignOnly': 'Підписати',
    'sign.cancel': 'Скасувати',
    'sign.done': 'Готово',
    'sign.txId': 'Id транзакції: {id}',
    'sign.doneReturn': 'Сайт просить повернути вас на {destination}.',
    'sign.continueTo': 'Перейти на {host}',
    'sign.goBack': 'Повернутися туди, звідки ви прийшли',
    'sign.fromApp': 'Від {app}',
    'sign.callbackValue':
      '{name, select, sig {[підпис]} id {[id транзакції]} block {[номер блоку]} other {[позиція в блоці]}}',
    'sign.afterShowsId': 'Потім ця сторінка покаже id транзакції.',
    'sign.afterReturn':
      'Потім ви повернетеся до {app} ({user}) за адресою {url}, яку воно зареєструвало.',
    'sign.afterLink':
      'Потім ця сторінка покаже id транзакції і посилання на {url}; посилання не називає застосунок, що його зареєстрував, тож переходити за ним чи ні, вирішуєте ви.',

    'refusal.authority':
      '{user} не може підписати це цим ключем: потрібні {role, select, posting {повноваження публікації} active {активні повноваження} other {повноваження власника}} {user}.',
    'refusal.authorityFor':
      '{signer} не може підписати це як {actor}: це діє від імені {actor}, і підписати це можуть лише {role, select, posting {повноваження публікації} active {активні повноваження} other {повноваження власника}} {actor} (або акаунт з їхнього списку).',
    'refusal.noPost': 'Допис {post} не існує (або вже не існує).',
    'refusal.noPostNamed': 'Вказаний допис не існує.',
    'refusal.funds': 'У {user} недостатньо коштів для цього.',
    'refusal.rc':
      'У {user} зараз недостатньо ресурсних кредитів (RC): зачекайте, доки вони відновляться, або зробіть power up HIVE.',
    'refusal.other': 'Мережа Hive відхилила цю транзакцію; нічого не зроблено.',

    'sign.signing': 'Підписуємо…',
    'sign.cancelledReturning': 'Скасовано. Повертаємося до застосунку…',
    'sign.nothingDone': 'Нічого не підписано й не надіслано, і сайту нічого не повідомлено.',
    'sign.cancelled': 'Скасовано',
    'sign.mustSigner': 'Це посилання має підписати {user}.',
    'sign.doneReturning': 'Готово. Повертаємося до застосунку…',
    'sign.signedOnly': 'Підписано, не надіслано',
    'sign.doneSignedOnly': 'Готово: підписано, не надіслано',
    'sign.signedBroadcast': 'Підписано й надіслано',
    'sign.doneBroadcast': 'Готово: підписано й надіслано',
    'sign.inBlock': 'Включено до блоку {block}.',
    'sign.signature': 'Підпис: {sig}',
  },
  security: {
    'authorized.intro': {
      source: '7bc4d0214a768be6',
      back: 'Apps and accounts you allowed to act for you in Hive. Removing one of them takes effect at once in the blockchain and for all services; tokens the app still has stop working for everything your authority was needed for.',
    },
    'authorized.keysNeverSent': {
      source: 'cb84bcc63d4f7c27',
      back: 'Used only on this page for signing; not sent anywhere. They stay filled in while this page is open.',
    },
    'authorized.role': {
      source: 'bf3b6b39d8ded7e4',
      back: 'Posting authority: can publish, vote, follow and update your profile on your behalf / Active authority: can also transfer your funds and change your authorities / Owner authority: full control over your account',
    },
    'authorized.loses': {
      source: '4c609f6001ef25f7',
      back: '{app} will no longer be able to publish, vote, follow or update your profile on your behalf / transfer your funds or change your authorities / manage your account on any site or service. Its tokens stop working for that. Later you can grant them again by signing in to it.',
    },
    'appLimits.endLoses': {
      source: '420267513d4dfc8c',
      back: 'Each of your sign-ins to {app} here ends at once: its tokens stop working, and it can no longer act for you through this service. {app} keeps your posting authority in the blockchain until you remove it above.',
    },
    'signIns.endLoses': {
      source: 'd85201d70c8a1522',
      back: '{app} is signed out at once: its tokens stop working, and it can no longer act for you through this service. It keeps your posting authority in the blockchain until you remove it above. / … its tokens stop working, and it receives a notification.',
    },
    'signIns.unlisted': {
      source: '6228bcd8343570c4',
      back: '{apps} has (have) your posting authority but has (have) no sign-in here: it (they) can publish for you in Hive, and nothing on this page limits it (them). If you do not use it (them), remove it (them) above.',
    },
    'register.intro': {
      source: '252f1694ba6b060a',
      back: "An app is a Hive account whose profile in {field} indicates where its users' sign-ins lead. Only the account's active key can change {field}: accounts with its posting authority (this service, apps it signed in to) cannot. Registration writes the profile there in one {op} transaction signed on this page.",
    },
    'register.secretHashHelp': {
      source: '1e4682681468c9ce',
      back: 'The profile publishes only this hash, and anyone can read it: the secret must contain at least {minBits} random bits, otherwise it can be guessed offline. Create it here ({bits} bits) or with the command {command}.',
    },
    'register.newSecretHelp': {
      source: 'f726e7ed41cb8e30',
      back: "Copy it to the app's server now: it is shown once, and neither this page nor the blockchain stores it.",
    },
    'consent.keyNeverSent': {
      source: '11f58d2b20621d9b',
      back: 'It is used only on this page for signing; it is not sent anywhere.',
    },
    'consent.published': {
      source: '5c10f5d5b2b9c3fe',
      back: 'The name, description, image and site are published by {app} itself; hivegate has not checked them.',
    },
    'consent.grantNotYet': {
      source: '01d705fdf020c399',
      back: "Your account does not yet allow {app} to act on your behalf. Granting will add {app} to your account's posting authority on the Hive blockchain ({op} transaction).",
    },
    'consent.grantCannot': {
      source: 'd81c0ce89115b640',
      back: 'It cannot transfer funds or change keys.',
    },
    'consent.grantActive': {
      source: '4f7e888f01dd0890',
      back: 'This change needs your active key. It is in effect until you delete it on this page:',
    },
    'grant.loginOnly': {
      source: '45c8e6eeddf12361',
      back: 'Learn your Hive username in order to let you in; it cannot act for you on Hive.',
    },
    'grant.neverFunds': {
      source: '04c3f0957208280b',
      back: 'It will never be able to move your funds or change your keys.',
    },
    'reach.enforced': {
      source: '23984a046ac1a7ae',
      back: 'These limits are observed: only this service can use the posting authority you grant {app}, and it checks every action against them.',
    },
    'reach.notEnforced': {
      source: 'd2e1c4ea0a470550',
      back: "These limits concern only what {app} does through this service. {app}'s posting authority also contains its own keys or accounts, so {app} can sign for you directly on the Hive blockchain, outside any limits, as long as you keep it in your posting authority.",
    },
    'reach.onChain': {
      source: 'e71593026db82c4d',
      back: 'On the Hive blockchain, your posting authority lets anyone who has it publish, vote, follow, reblog and update the profile in your name, without its own limits.',
    },
    'reach.direct': {
      source: '83fae24b2a14d262',
      back: '{app} has keys or accounts that can use it directly, outside the limits you chose.',
    },
    'device.check': {
      source: 'b83849fb4ebce799',
      back: 'Make sure the device shows this same code. If you did not start this sign-in on your own device, reject it: perhaps someone is trying to get into your account.',
    },
    'home.keys': {
      source: 'b95ae05dbbe19cf4',
      back: "Your keys stay in the browser: this service never sees them. An application's access can be revoked at any time.",
    },
    'hiveauth.approveOnPhone': {
      source: 'e8ebf991dbc6a245',
      back: 'Confirm on the phone in a HiveAuth wallet; no key is entered here.',
    },
  },
};
