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
    'metamask.noMessages':
      'Снап Hive Wallet підписує лише транзакції, а не це повідомлення: виберіть інший гаманець або введіть свій ключ.',
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
    'op.you': 'ви (акаунт, який підписує)',
    'op.noMemo': '(без нотатки)',
    'op.none': '(немає)',
    'op.percent': '{percent} %',
    'op.memoUnencrypted':
      'Нотатка починається з «#», що означає прохання її зашифрувати, але ця сторінка не шифрує нотатки: її буде опубліковано так, як написано.',
    'op.row.voter': 'Той, хто голосує',
    'op.row.post': 'Допис',
    'op.row.weight': 'Вага',
    'op.row.account': 'Акаунт',
    'op.row.amount': 'Сума',
    'op.row.from': 'Від',
    'op.row.to': 'Кому',
    'op.row.memo': 'Нотатка',
    'op.row.shares': 'Частки',
    'op.row.witness': 'Свідок',
    'op.row.proxy': 'Довірена особа',
    'op.title.vote': 'Проголосувати на {percent} % за {post}',
    'op.title.claim': 'Отримати винагороди',
    'op.title.transfer': 'Надіслати {amount} → {to}',
    'op.title.recurrent':
      'Надсилати {amount} → {to} кожні {hours, plural, one {# годину} few {# години} many {# годин} other {# години}}, {times, plural, one {# раз} few {# рази} many {# разів} other {# рази}}',
    'op.title.powerUp': 'Power up: {amount}',
    'op.title.powerDown': 'Power down: {amount}',
    'op.title.delegate': 'Делегувати {amount} → {to}',
    'op.title.toSavings': 'Перемістити {amount} до заощаджень',
    'op.title.fromSavings': 'Вивести {amount} із заощаджень (надійде через 3 дні)',
    'op.title.witnessVote': 'Проголосувати за свідка {witness}',
    'op.title.witnessUnvote': 'Зняти ваш голос за свідка {witness}',
    'op.title.proxy': 'Доручити {proxy} голосувати за свідків від вашого імені',
    'op.title.proxyClear': 'Прибрати вашу довірену особу для голосування за свідків',
    'op.title.other': 'Операція {name}',
    'op.danger.owner':
      'Це замінює ваші повноваження власника на {holders}; той, хто їх має, володіє вашим акаунтом: він може змінити будь-який ключ і закрити вам доступ.',
    'op.danger.active':
      'Це замінює ваші активні повноваження на {holders}; той, хто їх має, може переміщати ваші кошти й змінювати інші ваші ключі.',
    'op.danger.posting':
      'Це замінює ваші повноваження публікації на {holders}; той, хто їх має, може публікувати, голосувати й підписуватися від вашого імені.',
    'op.danger.noKey': 'жодного ключа',
    'op.danger.memoKey':
      'Вашим ключем нотаток стає {key}: той, хто його має, може читати ваші зашифровані нотатки.',
    'op.danger.yourAccount': 'ваш акаунт',
    'op.danger.recoveryAccount':
      'Це робить {recovery} акаунтом відновлення для {account} через 30 днів: лише {recovery} зможе тоді допомогти вам повернути акаунт, якщо ваш ключ власника викрадуть.',
    'op.danger.requestRecovery':
      'Це дозволяє захопити {account} з новими повноваженнями власника ({holders}); той, хто їх має, володіє акаунтом.',
    'op.danger.recover':
      'Це замінює повноваження власника для {account} на {holders}; той, хто їх має, володіє акаунтом.',
    'op.danger.withdrawRoute':
      'Відтепер {percent} % того, що {account} виводить через power down, іде до {to}.',
    'op.danger.declineVoting':
      'Це назавжди відмовляється від ваших голосів в управлінні (свідки та пропозиції): це не можна скасувати.',
    'op.danger.unknown':
      'Ця операція може змінити, хто керує вашим акаунтом. Продовжуйте, лише якщо ви просили саме це.',
  },
  security: {
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
    'op.memoUnencrypted': {
      source: '53086fa05cc731c1',
      back: 'The memo begins with "#", which means a request to encrypt it, but this page does not encrypt memos: it will be published as written.',
    },
    'op.danger.owner': {
      source: '38d31772fe52a35f',
      back: 'This replaces your owner authority with {holders}; whoever has it owns your account: they can change any key and shut off your access.',
    },
    'op.danger.active': {
      source: '55b80f219c3ead5a',
      back: 'This replaces your active authority with {holders}; whoever has it can move your funds and change your other keys.',
    },
    'op.danger.posting': {
      source: '24e237bc36820a1e',
      back: 'This replaces your publishing authority with {holders}; whoever has it can publish, vote and follow on your behalf.',
    },
    'op.danger.noKey': { source: 'ec9afd6a0470e867', back: 'not a single key' },
    'op.danger.memoKey': {
      source: 'e44d5be0f648bd73',
      back: '{key} becomes your memo key: whoever has it can read your encrypted memos.',
    },
    'op.danger.yourAccount': { source: '17a7e5cfee17027e', back: 'your account' },
    'op.danger.recoveryAccount': {
      source: '2b9ce7374d4e68fa',
      back: 'This makes {recovery} the recovery account for {account} in 30 days: only {recovery} will then be able to help you get the account back if your owner key is stolen.',
    },
    'op.danger.requestRecovery': {
      source: 'c1c4ec5056320409',
      back: 'This allows seizing {account} with a new owner authority ({holders}); whoever has it owns the account.',
    },
    'op.danger.recover': {
      source: 'f3bd51edee3dbe53',
      back: 'This replaces the owner authority for {account} with {holders}; whoever has it owns the account.',
    },
    'op.danger.withdrawRoute': {
      source: '734ccebc10c83704',
      back: 'From now on, {percent} % of what {account} withdraws through power down goes to {to}.',
    },
    'op.danger.declineVoting': {
      source: '053d6dfe398eb80f',
      back: 'This gives up your votes in governance (witnesses and proposals) forever: it cannot be undone.',
    },
    'op.danger.unknown': {
      source: 'a5eb8c5892b24e28',
      back: 'This operation can change who manages your account. Continue only if you asked for exactly this.',
    },
  },
};
