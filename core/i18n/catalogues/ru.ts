import type { Catalogue } from '../catalogue';

/** Русский (на «вы»). */
export const ru: Catalogue = {
  review: "drafted (issue 40), needs a native speaker's review",
  messages: {
    'layout.skip': 'Перейти к содержимому',
    'layout.navLabel': 'Главное меню',
    'layout.nav.home': 'Главная',
    'layout.nav.apps': 'Приложения',
    'layout.nav.authorizedApps': 'Разрешённые приложения',
    'layout.language': 'Язык',
    'layout.noScript': 'Этой странице нужен JavaScript, а этот браузер здесь его не выполняет.',
    'layout.withoutScript':
      'Перезагрузите страницу. Если не поможет, возможно, браузер блокирует скрипты: разрешите JavaScript для этого сайта или откройте страницу на другом устройстве, например на телефоне.',
    'layout.loading': 'Страница готовится… кнопки заработают через мгновение.',
    'layout.loadingLate': 'Всё ещё не готово: скрипт этой страницы не запустился.',

    'error.title.invalid_request': 'Этот запрос недействителен',
    'error.title.unauthorized_client': 'Это приложение не зарегистрировано',
    'error.title.not_found': 'Не найдено',
    'error.title.pageNotFound': 'Страница не найдена',
    'error.title.unavailable': 'Сеть Hive недоступна',
    'error.title.signLink': 'Эту ссылку для подписи нельзя подписать',
    'error.title.other': 'Что-то пошло не так',
    'error.about.invalid_request': 'В запросе чего-то не хватает или что-то неверно.',
    'error.about.unauthorized_client':
      'Приложение, которое вас сюда направило, не зарегистрировано для этого адреса, поэтому войти в него здесь нельзя.',
    'error.about.not_found': 'По этому адресу ничего нет.',
    'error.about.unavailable':
      'Сервис сейчас не может связаться с сетью Hive. Попробуйте через минуту.',
    'error.about.other': 'Сервис не смог ответить на этот запрос.',
    'error.details': 'Подробности (на английском)',
    'error.code': 'Код ошибки: {code}',
    'error.home': 'На главную страницу',
    'error.fromApp':
      'Если вас сюда направило приложение, вернитесь в него и попробуйте снова или сообщите его разработчикам.',

    'home.title': 'Вход через Hive',
    'home.intro':
      'hivegate позволяет приложениям впускать вас с вашим аккаунтом Hive, а после вашего разрешения — публиковать, голосовать и подписываться за вас.',
    'home.keys':
      'Ваши ключи остаются в браузере: этот сервис их никогда не видит. Доступ приложения можно отозвать в любой момент.',
    'home.people': 'Пользователям Hive',
    'home.authorizedLink': 'Посмотреть и удалить разрешённые приложения',
    'home.authorizedAbout': 'введите имя пользователя, чтобы увидеть список.',
    'home.appsLink': 'Каталог приложений',
    'home.appsAbout': 'приложения, использующие этот сервис, по числу пользователей в день.',
    'home.startFromApp':
      'Чтобы войти в приложение, начните с самого приложения: оно направит вас сюда со своим названием и запросом.',
    'home.developers': 'Разработчикам',
    'home.sdk':
      'API совпадает с HiveSigner: SDK {sdk} работает без изменений, если {apiURL} указывает на {origin}.',
    'home.endpoint.authorize': 'Страница входа и согласия ({call} в SDK)',
    'home.endpoint.token': 'Код или токен обновления и ваш {secret} в обмен на новые токены',
    'home.endpoint.revoke': 'Выход пользователя: токен и всё его разрешение перестают работать',
    'home.endpoint.me': 'Аккаунт токена',
    'home.endpoint.broadcast': 'Операции публикации, подписанные сервисом, одной транзакцией',
    'home.endpoint.apps': 'Каталог приложений в JSON',
    'home.endpoint.sign':
      'Ссылки для подписи операций, которым нужен активный ключ пользователя (переводы)',
    'home.jwks': 'Токены — это JWT, подписанные Ed25519; открытые ключи находятся по адресу {url}.',
    'home.discovery': 'Обнаружение OpenID Connect: {url}.',
    'home.appProfile':
      'Приложение — это аккаунт Hive, в профиле {metadata} которого есть {type}, его {uris} и SHA-256 его секрета.',
    'home.register': 'Зарегистрировать приложение',
    'home.registerWith': 'его активным ключом.',

    'apps.building': 'Каталог составляется. Попробуйте через минуту.',
    'apps.intro':
      'Приложения, публикующие через этот сервис, по числу пользователей в день за {days, plural, one {последний # день} few {последние # дня} many {последние # дней} other {последние # дня}}.',
    'apps.updated': 'Обновлено: {date}.',
    'apps.unverified':
      'Названия и описания публикует сам аккаунт каждого приложения; они не проверены.',
    'apps.own': 'Есть своё приложение? {link} его активным ключом.',
    'apps.featured': 'Рекомендуемые',
    'apps.ranking': 'Рейтинг',
    'apps.none': 'За этот период ни одно приложение не использовалось.',
    'apps.allFeatured':
      'Все приложения, использованные за этот период, уже есть среди рекомендуемых выше.',
    'apps.new': 'Новое',
    'apps.weaker': 'Слабая регистрация',
    'apps.notRegistered': 'Не зарегистрировано',
    'apps.postingNote':
      'Его настройки входа находятся в {field}: любой, у кого есть его полномочие публикации, может изменить, куда идут входы его пользователей. Владелец может зарегистрировать его активным ключом: {link}.',
    'apps.noProfile':
      'В его {field} нет профиля приложения: никто не может войти в него здесь, пока владелец его не зарегистрирует: {link}.',
    'apps.users':
      '{count, plural, one {# пользователь} few {# пользователя} many {# пользователей} other {# пользователя}}',
    'apps.requests':
      '{count, plural, one {# запрос} few {# запроса} many {# запросов} other {# запроса}}',
    'apps.limitsEnforced':
      'Ограничения, которые пользователи задают здесь, соблюдаются: только этот сервис может пользоваться полномочием публикации, которое они ему дают.',
    'apps.limitsNotEnforced':
      'Может подписывать за своих пользователей прямо в блокчейне Hive, вне любых заданных здесь ограничений: его полномочие публикации включает собственные ключи или аккаунты.',

    'device.title': 'Вход на устройстве',
    'device.codeLabel': 'Код, который показывает устройство',
    'device.continue': 'Продолжить',
    'device.next':
      'Дальше вы увидите, какое приложение и что запрашивает, прежде чем что-то подписать.',
    'device.codeError':
      'Этот код неверен, истёк или уже использован. Проверьте код, который показывает устройство.',
    'device.deniedTitle': 'Устройство отклонено',
    'device.denied':
      'Устройство получит отказ при следующей попытке; доступа к вашему аккаунту у него не будет. Эту страницу можно закрыть.',
    'device.code': 'Код {code}',
    'device.check':
      'Убедитесь, что устройство показывает этот же код. Если вы не начинали этот вход на своём устройстве, отклоните его: возможно, кто-то пытается проникнуть в ваш аккаунт.',
    'device.deny': 'Отклонить это устройство',

    'signOut.doneTitle': 'Вы вышли',
    'signOut.done':
      '{user} вышел из {app}: токены доступа и обновления этого входа больше не работают.',
    'signOut.authority':
      'Приложение сохраняет полномочие публикации, которое вы дали ему в блокчейне, если оно было. Чтобы отозвать и его, удалите его на этой странице:',
    'signOut.askTitle': 'Выйти?',
    'signOut.askHeading': 'Выйти из {app}?',
    'signOut.ask':
      'Страница просит вывести {user} из {app}. Если вы этого не просили, оставайтесь в системе.',
    'signOut.confirm': 'Выйти из {app}',
    'signOut.stay': 'Остаться в системе',

    'consent.heading': 'Вход в {app}',
    'consent.headingDevice': 'Вход в {app} на вашем устройстве',
    'consent.account': 'Ваш аккаунт Hive',
    'consent.chooseAccount': 'Выберите аккаунт',
    'consent.rememberedAccounts': 'Аккаунты в этом браузере',
    'consent.username': 'Имя пользователя Hive',
    'consent.signWith': 'Затем подпишите ниже приватным ключом публикации или мастер-паролем.',
    'consent.keychain': 'Войти через Hive Keychain',
    'consent.or': 'или',
    'consent.keyLabel': 'Приватный ключ публикации или мастер-пароль',
    'consent.keyNeverSent':
      'Используется только внутри этой страницы для подписи; никуда не отправляется.',
    'consent.signIn': 'Войти',
    'consent.cancel': 'Отменить и вернуться',
    'consent.returnsTo': 'После входа вы вернётесь на {uri}.',
    'consent.deviceGoesOn':
      'После входа устройство продолжит само; на эту страницу ничего не вернётся.',
    'consent.unverified': 'Не проверено',
    'consent.published':
      'Название, описание, изображение и сайт публикует сам {app}; hivegate их не проверял.',
    'consent.mayDo': 'Что может {app}',
    'consent.profile': 'Читать ваш публичный профиль Hive: отображаемое имя, изображение и сайт.',
    'consent.offline': 'Оставаться в системе после закрытия приложения (токен обновления).',
    'consent.grantTitle': 'Дать {app} полномочие публикации',
    'consent.grantNotYet':
      'Ваш аккаунт пока не разрешает {app} действовать от вашего имени. Разрешение добавит {app} в полномочие публикации вашего аккаунта в блокчейне Hive (транзакция {op}).',
    'consent.grantCannot': 'Оно не может переводить средства или менять ключи.',
    'consent.grantActive':
      'Для этого изменения нужен ваш активный ключ. Оно действует, пока вы не удалите его на этой странице:',
    'consent.grantKeychain': 'Разрешить через Hive Keychain',
    'consent.grantOrKey': 'или используйте ключ ниже.',
    'consent.activeKeyLabel': 'Приватный активный ключ или мастер-пароль',
    'consent.grantSubmit': 'Разрешить и продолжить',

    'limits.adjust': 'Настроить ограничения',
    'limits.fixed': 'Ваши ограничения (зафиксированы для этого входа)',
    'limits.legend': 'Ваши ограничения для {app}',
    'limits.help':
      'Вы можете сократить то, что может {app}, но не расширить: список выше меняется вместе с вами. Доступ можно прекратить и позже на странице «Разрешённые приложения».',
    'limits.actions': 'Разрешённые действия',
    'limits.votes': 'Голоса',
    'limits.voteWeight': 'Наибольший голос, в % (не более {max})',
    'limits.noDownvotes': 'Без голосов против.',
    'limits.allowDownvotes': 'Разрешить голоса против',
    'limits.appMessages': 'Разрешённые сообщения приложения (custom_json)',
    'limits.perDayMax': 'Не больше действий в день (не более {max, number})',
    'limits.perDayNone': 'Не больше действий в день (пусто: без ограничения)',
    'limits.endsAsAsked':
      'Доступ закончится {date}, как просил {app}: раньше любого срока, предложенного здесь. Его можно прекратить в любой момент на странице «Разрешённые приложения».',
    'limits.ends': 'Доступ заканчивается',
    'limits.asAsked': '{date} (как просил {app})',
    'limits.whenRemoved': 'Когда вы его удалите',
    'limits.inDays':
      '{days, plural, one {Через # день} few {Через # дня} many {Через # дней} other {Через # дня}}',
    'limits.leaveOne': 'Оставьте хотя бы одно разрешённое действие или отмените вход.',
    'limits.weightRange': 'Введите вес голоса от 0,01 до {max} %.',
    'limits.perDayWhole': 'Введите целое число действий, не меньше 1, или оставьте поле пустым.',
    'limits.perDayRange': 'Введите целое число действий от 1 до {max, number}.',

    'grant.loginOnly':
      'Узнать ваше имя пользователя Hive, чтобы впустить вас; действовать за вас в Hive оно не может.',
    'grant.learnUsername': 'Узнать ваше имя пользователя Hive, чтобы впустить вас.',
    'grant.actFor': 'Действовать за вас в Hive: {actions}.',
    'grant.neverFunds': 'Оно никогда не сможет перемещать ваши средства или менять ваши ключи.',
    'grant.allows.vote': 'голосовать за публикации и комментарии',
    'grant.allows.comment': 'публиковать и редактировать публикации и комментарии',
    'grant.allows.delete_comment': 'удалять ваши публикации и комментарии',
    'grant.allows.comment_options': 'задавать параметры выплат ваших публикаций',
    'grant.allows.custom_json':
      'отправлять сообщения приложений (подписки, реблоги, сообщества, игры)',
    'grant.allows.claim_reward_balance': 'забирать ваши награды',
    'grant.allows.account_update2': 'обновлять ваш профиль',
    'limit.only': 'Только эти операции: {operations}.',
    'limit.votes': 'Голоса не более {percent} %.',
    'limit.votesNoDown': 'Голоса не более {percent} %, без голосов против.',
    'limit.noDown': 'Без голосов против.',
    'limit.appMessagesOnly': 'Сообщения приложений (custom_json) только видов: {ids}.',
    'limit.noAppMessages': 'Без сообщений приложений (custom_json).',
    'limit.perDay':
      '{count, plural, one {Не более # действия в день.} few {Не более # действий в день.} many {Не более # действий в день.} other {Не более # действия в день.}}',
    'limit.until': 'До {date}.',
    'limit.dateTime': '{date}, {time} UTC',
    'reach.enforced':
      'Эти ограничения соблюдаются: только этот сервис может пользоваться полномочием публикации, которое вы даёте {app}, и он сверяет с ними каждое действие.',
    'reach.notEnforced':
      'Эти ограничения связывают только то, что {app} делает через этот сервис. Полномочие публикации {app} включает и собственные ключи или аккаунты, поэтому {app} может подписывать за вас прямо в блокчейне Hive, вне всяких ограничений, пока вы держите его в своём полномочии публикации.',
    'reach.onChain':
      'В блокчейне Hive ваше полномочие публикации позволяет любому, у кого оно есть, публиковать, голосовать, подписываться, делать реблоги и обновлять профиль от вашего имени, без собственных ограничений.',
    'reach.onlyThrough':
      '{app} может пользоваться им только через этот сервис, который держит его в выбранных вами ограничениях.',
    'reach.direct':
      'У {app} есть ключи или аккаунты, которые могут пользоваться им напрямую, вне выбранных вами ограничений.',

    'hiveauth.signIn': 'Войти через HiveAuth (мобильный кошелёк)',
    'hiveauth.approveOnPhone':
      'Подтвердите на телефоне в кошельке HiveAuth; здесь ключ не вводится.',
    'hiveauth.title': 'Подтвердите в приложении кошелька',
    'hiveauth.scan':
      'Отсканируйте этот код кошельком HiveAuth (например, Hive Keychain для мобильных) или, если вы на этом телефоне, откройте ссылку.',
    'hiveauth.qrSignIn': 'QR-код запроса на вход HiveAuth',
    'hiveauth.qrRegistration': 'QR-код запроса на регистрацию HiveAuth',
    'hiveauth.open': 'Открыть в приложении кошелька',
    'hiveauth.cancelSignIn': 'Отменить вход через HiveAuth',
    'hiveauth.cancelRegistration': 'Отменить регистрацию через HiveAuth',
    'hiveauth.grant': 'Разрешить через HiveAuth',
    'hiveauth.grantHelp':
      'Приложение кошелька попросят подписать это изменение вашим активным ключом. Если оно не сможет, разрешите через Hive Keychain или активным ключом ниже; затем вход продолжится в кошельке.',
    'hiveauth.waiting': 'Ожидание приложения кошелька…',
    'hiveauth.confirm': 'Подтвердите в приложении кошелька…',
    'hiveauth.timeLeft': 'Осталось: {seconds, number} с',
    'hiveauth.unreachable':
      'Ретранслятор HiveAuth недоступен. Попробуйте позже или войдите через Hive Keychain или ключом.',
    'hiveauth.lost':
      'Соединение с ретранслятором HiveAuth прервалось до ответа кошелька. Попробуйте ещё раз.',
    'hiveauth.relayError': 'Ретранслятор HiveAuth отклонил запрос.',
    'hiveauth.expired': 'Запрос HiveAuth истёк до ответа кошелька. Попробуйте ещё раз.',
    'hiveauth.rejected': 'Вы отказались в кошельке.',
    'hiveauth.walletError': 'Кошелёк не смог подписать запрос.',
    'hiveauth.badAnswer': 'Кошелёк прислал ответ, который эта страница не может использовать.',
    'hiveauth.cancelled': 'Вход через HiveAuth отменён.',
    'hiveauth.reconnecting': 'Соединение с ретранслятором HiveAuth оборвалось; переподключение…',

    'signin.keychainNext':
      'Затем нажмите «Войти через Hive Keychain» и подтвердите в Keychain (оставьте имя пользователя пустым, чтобы выбрать аккаунт там) или используйте ключ ниже.',
    'signin.reading': 'Читаем ваш аккаунт…',
    'signin.confirmKeychain': 'Подтвердите в Hive Keychain…',
    'signin.chooseInKeychain': 'Выберите аккаунт и подтвердите в Hive Keychain…',
    'signin.signing': 'Вход…',
    'signin.failed': 'Войти не удалось.',
    'signin.couldNotStart': 'Не удалось начать вход.',
    'signin.waitGrant': 'Ждём, пока разрешение дойдёт до сервиса…',
    'signin.returning': 'Вы вошли как {user}. Возвращаемся в приложение…',
    'signin.expected':
      '{app} ожидало вход как {expected}. Чтобы войти как {user}, войдите ещё раз.',
    'signin.forget': 'Забыть',
    'signin.forgetLabel': 'Забыть {user} в этом браузере',
    'signin.chosen': 'Выбран {user}.',
    'signin.forgotten': '{user} забыт в этом браузере.',
    'signin.deviceDone':
      'Вы вошли как {user}. Вернитесь к устройству: оно продолжит само. Эту страницу можно закрыть.',
    'signin.oneMoreStep': 'Ещё один шаг: дайте приложению полномочие публикации.',
    'signin.broadcastingGrant': 'Отправляем разрешение…',
    'signin.confirmGrantWallet': 'Подтвердите разрешение в приложении кошелька…',
    'signin.hiveauthApp': 'Вход в {app}',

    'common.details': 'Подробности',
    'common.enterUsername':
      'Введите имя пользователя Hive: от 3 до 16 букв, цифр, точек или дефисов.',
    'common.noAccount': 'Аккаунта {user} не существует.',
    'common.enterKey':
      '{role, select, posting {Введите приватный ключ публикации или мастер-пароль.} active {Введите приватный активный ключ или мастер-пароль.} other {Введите приватный ключ владельца или мастер-пароль.}}',
    'common.wrongKey': 'Неверный пароль или ключ для {user}.',
    'common.notRoleKey':
      '{role, select, posting {Это не ключ публикации {user}.} active {Это не активный ключ {user}.} other {Это не ключ владельца {user}.}}',
    'common.serviceAnswered': 'Сервис ответил {status}',
    'common.keychainDeclined': 'Вы отказались в Hive Keychain.',
    'common.keychainDidNotSign': 'Hive Keychain не подписал: {said}',

    'authorized.intro':
      'Приложения и аккаунты, которым вы разрешили действовать за вас в Hive. Удаление одного из них сразу действует в блокчейне и для всех сервисов; токены, которые ещё есть у приложения, перестают работать для всего, для чего нужны были ваши полномочия.',
    'authorized.username': 'Ваше имя пользователя Hive',
    'authorized.show': 'Показать авторизованные приложения',
    'authorized.listTitle': 'Аккаунты с полномочиями над {user}',
    'authorized.keys': 'Ваши ключи',
    'authorized.keysNeverSent':
      'Используются только на этой странице для подписи; никуда не отправляются. Остаются заполненными, пока эта страница открыта.',
    'authorized.keychainFound':
      'Найден Hive Keychain: оставьте поле пустым, чтобы подтвердить в Keychain.',
    'authorized.postingKey': 'Приватный posting-ключ или мастер-пароль',
    'authorized.postingKeyHelp':
      'Подтверждает, что это вы: показывает ваши входы и ограничения каждого приложения, меняет эти ограничения, завершает входы.',
    'authorized.activeKey': 'Приватный active-ключ или мастер-пароль',
    'authorized.activeKeyHelp':
      'Меняет ваш аккаунт в блокчейне: удаляет приложение или аккаунт из ваших полномочий ниже.',
    'authorized.role':
      '{role, select, posting {Полномочия posting: может публиковать, голосовать, подписываться и обновлять ваш профиль от вашего имени} active {Полномочия active: может также переводить ваши средства и менять ваши полномочия} other {Полномочия owner: полный контроль над вашим аккаунтом}}',
    'authorized.none': 'Ни у одного приложения или аккаунта нет полномочий над этим аккаунтом.',
    'authorized.alone': 'может действовать один',
    'authorized.weight': 'вес {weight} из {threshold}',
    'authorized.remove': 'Удалить',
    'authorized.removeLabel':
      '{role, select, posting {Удалить {app} из ваших полномочий posting} active {Удалить {app} из ваших полномочий active} other {Удалить {app} из ваших полномочий owner}}',
    'authorized.confirmTitle':
      '{role, select, posting {Удалить {app} из ваших полномочий posting?} active {Удалить {app} из ваших полномочий active?} other {Удалить {app} из ваших полномочий owner?}}',
    'authorized.loses':
      '{role, select, posting {{app} больше не сможет публиковать, голосовать, подписываться или обновлять ваш профиль от вашего имени ни на одном сайте или сервисе.} active {{app} больше не сможет переводить ваши средства или менять ваши полномочия ни на одном сайте или сервисе.} other {{app} больше не сможет управлять вашим аккаунтом ни на одном сайте или сервисе.}} Его токены перестают для этого работать. Позже вы сможете снова выдать их, войдя в него.',
    'authorized.removeApp': 'Удалить {app}',
    'authorized.keep': 'Оставить',
    'authorized.removing': 'Удаление {app}…',
    'authorized.removed':
      '{role, select, posting {{app} удалён из ваших полномочий posting.} active {{app} удалён из ваших полномочий active.} other {{app} удалён из ваших полномочий owner.}}',
    'authorized.limits': 'Ограничения',
    'authorized.limitsLabel': 'Задать ограничения для {app}',
    'appLimits.title': 'Ограничения для {app}',
    'appLimits.onlyStricter':
      'Ограничения могут только ужесточаться: каждое введённое значение должно быть меньше действующего. Подпись — вашим posting-ключом выше или через Keychain.',
    'appLimits.voteWeight': 'Самый сильный голос, в % (пусто: без изменений)',
    'appLimits.voteWeightNow':
      'Самый сильный голос, в % (сейчас не более {percent}; пусто: без изменений)',
    'appLimits.noDownvotes': 'Без даунвотов',
    'appLimits.noDownvotesInForce': 'Без даунвотов (уже действует)',
    'appLimits.perDay': 'Не более действий в день (пусто: без изменений)',
    'appLimits.perDayNow':
      'Не более действий в день (сейчас не более {count}; пусто: без изменений)',
    'appLimits.endNow': 'Прекратить его доступ сейчас',
    'appLimits.save': 'Сохранить ограничения',
    'appLimits.cancel': 'Отмена',
    'appLimits.keepAccess': 'Сохранить его доступ',
    'appLimits.none': 'Без ограничений: может всё, что разрешил вход.',
    'appLimits.noSignIn':
      '{app} владеет вашими полномочиями posting без входа здесь, поэтому никакое ограничение на этой странице не влияет на то, что он делает в блокчейне. Ограничения, заданные сейчас, действуют для любого входа в него здесь.',
    'appLimits.inForce': 'Действует сейчас: {limits}',
    'appLimits.inForceSince': 'Действует сейчас для вашего входа от {date}: {limits}',
    'appLimits.badWeight': 'Введите вес голоса от 0,01 до 100 %.',
    'appLimits.badPerDay': 'Введите целое число действий, не меньше 1.',
    'appLimits.notStricter':
      'Уже действует: {limit} Ограничения могут только ужесточаться: введите меньше или оставьте поле пустым.',
    'appLimits.chooseOne': 'Выберите ограничение или нажмите «Отмена».',
    'appLimits.endTitle': 'Прекратить доступ {app} сейчас?',
    'appLimits.endLoses':
      'Каждый ваш вход в {app} здесь сразу завершается: его токены перестают работать, и он больше не может действовать за вас через этот сервис. {app} сохраняет ваши полномочия posting в блокчейне, пока вы не удалите его выше.',
    'appLimits.end': 'Прекратить доступ {app}',
    'appLimits.notSaved': 'Не удалось сохранить ограничения.',
    'appLimits.ended':
      'Доступ {app} здесь прекращён: его входы завершены. У него всё ещё есть ваши полномочия posting в блокчейне; удалите его выше, если не пользуетесь им.',
    'appLimits.saved': 'Ограничения для {app} сохранены.',
    'appLimits.savedAny':
      'Ограничения для {app} сохранены; они действуют для любого входа в него здесь: {limits}',
    'signIns.title': 'Ваши входы здесь',
    'signIns.intro':
      'Каждое приложение, в которое вы вошли через этот сервис, включая те, что только узнали, кто вы, с действующими ограничениями для каждого. Завершение входа сразу выводит вас из приложения; приложение получает уведомление. Чтобы показать их, нужно подтвердить, что это вы: подпись — вашим posting-ключом выше или через Keychain.',
    'signIns.show': 'Показать мои входы',
    'signIns.endTheSignIn': 'Завершить вход',
    'signIns.ended': 'Вход в {app} завершён.',
    'signIns.notRead': 'Не удалось прочитать ваши входы.',
    'signIns.ending': 'Завершение входа…',
    'signIns.reading': 'Чтение ваших входов…',
    'signIns.none': 'У вас нет входов через этот сервис.',
    'signIns.unlisted':
      '{count, plural, one {{apps} владеет вашими полномочиями posting, но не имеет входа здесь: может публиковать за вас в Hive, и ничто на этой странице его не ограничивает. Если вы им не пользуетесь, удалите его выше.} few {{apps} владеют вашими полномочиями posting, но не имеют входа здесь: могут публиковать за вас в Hive, и ничто на этой странице их не ограничивает. Если вы ими не пользуетесь, удалите их выше.} many {{apps} владеют вашими полномочиями posting, но не имеют входа здесь: могут публиковать за вас в Hive, и ничто на этой странице их не ограничивает. Если вы ими не пользуетесь, удалите их выше.} other {{apps} владеют вашими полномочиями posting, но не имеют входа здесь: могут публиковать за вас в Hive, и ничто на этой странице их не ограничивает. Если вы ими не пользуетесь, удалите их выше.}}',
    'signIns.row':
      '{kind, select, posting {{app}: может действовать за вас, с {since}, последнее использование {used}} other {{app}: только вход, с {since}, последнее использование {used}}}',
    'signIns.rowNamed':
      '{kind, select, posting {{app} ({name}): может действовать за вас, с {since}, последнее использование {used}} other {{app} ({name}): только вход, с {since}, последнее использование {used}}}',
    'signIns.limits': 'Ограничения: {limits}',
    'signIns.noEnd':
      '{kind, select, posting {Без даты окончания: текущие токены действуют до {date}, и приложение может их продлить.} other {Без даты окончания: текущие токены действуют до {date}.}}',
    'signIns.end': 'Завершить',
    'signIns.endLabel': 'Завершить вход в {app} с {since}',
    'signIns.endTitle': 'Завершить вход в {app}?',
    'signIns.endLoses':
      '{kind, select, posting {{app} сразу выходит из аккаунта: его токены перестают работать, и он больше не может действовать за вас через этот сервис. Он сохраняет ваши полномочия posting в блокчейне, пока вы не удалите его выше.} other {{app} сразу выходит из аккаунта: его токены перестают работать, и он получает уведомление.}}',
    'register.title': 'Зарегистрировать приложение',
    'register.intro':
      'Приложение — это аккаунт Hive, чей профиль в {field} указывает, куда ведут входы его пользователей. Изменить {field} может только active-ключ аккаунта: аккаунты с его полномочиями posting (этот сервис, приложения, в которые он входил) не могут. Регистрация записывает туда профиль одной транзакцией {op}, подписанной на этой странице.',
    'register.accountTitle': 'Аккаунт приложения',
    'register.username': 'Аккаунт приложения (имя пользователя Hive)',
    'register.usernameHelp':
      'Прочитайте его текущий профиль, чтобы начать с него: приложение, зарегистрированное по-HiveSigner (в {field}), переносится.',
    'register.readProfile': 'Прочитать текущий профиль',
    'register.whereTitle': 'Куда ведут входы',
    'register.readFrom': 'Читается только из {field}.',
    'register.redirects': 'URI перенаправления, по одному в строке',
    'register.redirectsHelp':
      'Сравниваются точно; loopback-URI ({example}) подходит для любого порта.',
    'register.authMethod': 'Как приложение доказывает, что это оно',
    'register.method.basic': 'Секрет клиента, HTTP Basic',
    'register.method.post': 'Секрет клиента, в теле запроса',
    'register.method.none': 'Без секрета (публичный клиент)',
    'register.authMethodHelp':
      'Приложение с сервером хранит там секрет клиента. Веб-страница или мобильное приложение не может его хранить: это публичный клиент, который подтверждает себя только через PKCE.',
    'register.secretHash': 'SHA-256 секрета клиента (64 шестнадцатеричных символа)',
    'register.secretHashHelp':
      'Профиль публикует только этот хеш, и его может прочитать любой: секрет должен содержать не менее {minBits} случайных бит, иначе его можно подобрать офлайн. Создайте его здесь ({bits} бит) или командой {command}.',
    'register.makeSecret': 'Создать новый секрет клиента',
    'register.newSecret': 'Ваш новый секрет клиента',
    'register.newSecretHelp':
      'Скопируйте его на сервер приложения сейчас: он показывается один раз, и ни эта страница, ни блокчейн его не хранят.',
    'register.logoutUri': 'URI выхода back-channel (необязательно)',
    'register.logoutUriHelp':
      'Получает уведомление, когда вход пользователя завершается (OpenID Connect Back-Channel Logout).',
    'register.postLogoutUris':
      'URI перенаправления после выхода, по одному в строке (необязательно)',
    'register.idTokenAlg': 'Подпись id_token',
    'register.defaultAlg': '{alg} (по умолчанию)',
    'register.displayTitle': 'Что видят пользователи',
    'register.displayHelp':
      'Показывается на странице входа и в каталоге с пометкой «не проверено».',
    'register.name': 'Название',
    'register.about': 'Описание',
    'register.website': 'Сайт',
    'register.picture': 'Изображение (URL https)',
    'register.signTitle': 'Подписать active-ключом',
    'register.keychain': 'Зарегистрировать через Hive Keychain',
    'register.hiveAuth': 'Зарегистрировать через HiveAuth (мобильный кошелёк)',
    'register.activeKey': 'Приватный active-ключ или мастер-пароль аккаунта приложения',
    'register.submit': 'Зарегистрировать active-ключом',
    'register.postingNote':
      'Чтобы посты и голоса его пользователей шли через этот сервис, полномочия posting приложения должны также включать аккаунт этого сервиса.',
    'register.secretMade':
      'Создан новый секрет клиента. Скопируйте его на сервер приложения до регистрации.',
    'register.reading': 'Чтение аккаунта…',
    'register.noProfile': 'У {app} пока нет профиля приложения: заполните форму.',
    'register.readActive': 'Профиль приложения {app} прочитан из {field}.',
    'register.readPosting':
      'Профиль приложения {app} прочитан из {posting} (по-HiveSigner): регистрация запишет его в {field}.',
    'register.broadcasting': 'Отправка регистрации…',
    'register.hiveAuthAbout': 'Зарегистрировать приложение {app}',
    'register.needRedirect': 'Введите хотя бы один URI перенаправления.',
    'register.badHash':
      'Введите SHA-256 секрета клиента как 64 шестнадцатеричных символа или создайте новый секрет клиента.',
    'register.notUrl': '«{url}» — не абсолютный URL (например, https://app.example/callback).',
    'register.fragment': '«{url}» не может содержать #фрагмент.',
    'register.done':
      'Зарегистрировано: профиль приложения {app} находится в его {field}. Входы начнут использовать его через несколько секунд.',
    'register.doneTx':
      'Зарегистрировано: профиль приложения {app} находится в его {field} (транзакция {tx}). Входы начнут использовать его через несколько секунд.',

    'wallet.other': 'Другие кошельки:',
    'wallet.otherAuthorized': 'Или подпишите другим кошельком (оставьте поле ключа пустым):',
    'wallet.signIn': 'Войти через {wallet}',
    'wallet.sign': 'Подписать через {wallet}',
    'wallet.grant': 'Разрешить через {wallet}',
    'wallet.grantYours': 'Разрешить через ваш кошелёк',
    'wallet.grantHelp': 'Ваш кошелёк попросят подписать это изменение вашим активным ключом.',
    'wallet.opening': 'Открываем {wallet}…',
    'wallet.emptyFields': 'Пустые поля ключа теперь подписывают через {wallet}.',
    'wallet.broadcasting': 'Отправка…',
    'wallet.noAccount':
      'В {wallet} нет ключа ни одного аккаунта Hive. Введите имя пользователя или добавьте туда свой аккаунт.',
    'wallet.severalAccounts':
      'В {wallet} есть ключи аккаунтов {accounts}: введите тот, который нужен.',
    'peakvault.notInstalled': 'PeakVault не установлен в этом браузере (или отключён).',
    'peakvault.confirm': 'Подтвердите в PeakVault (как {user})…',
    'peakvault.declined': 'Вы отказались в PeakVault.',
    'peakvault.failed': 'PeakVault не подписал: {said}',
    'peakvault.wrongAccount':
      'PeakVault подписал ключом, который не является ключом публикации, активным ключом или ключом владельца {user}. Выберите {user} в PeakVault или добавьте туда его ключ.',
    'metamask.notInstalled':
      'MetaMask здесь недоступен или не может запускать снапы. Установите MetaMask или выберите другой способ подписи.',
    'metamask.connect': 'Разрешите снап Hive Wallet в MetaMask…',
    'metamask.confirm': 'Подтвердите в MetaMask (как {user})…',
    'metamask.declined': 'Вы отказались в MetaMask.',
    'metamask.failed': 'MetaMask не подписал: {said}',
    'metamask.wrongAccount':
      '{role, select, posting {В снапе Hive Wallet в MetaMask нет ключа публикации {user}.} active {В снапе Hive Wallet в MetaMask нет активного ключа {user}.} other {В снапе Hive Wallet в MetaMask нет ключа владельца {user}.}} Подпишите другим кошельком или от имени аккаунта, ключи которого есть в снапе.',
    'metamask.noMessages':
      'Снап Hive Wallet подписывает только транзакции; он не может выполнить вход.',
    'ledger.noWebUsb':
      'Этот браузер не может связаться с Ledger (в нём нет WebUSB). Попробуйте Chrome, Edge или Brave.',
    'ledger.connect':
      'Подключите Ledger по USB, разблокируйте его, откройте приложение Hive и выберите устройство…',
    'ledger.noDevice':
      'Ledger не выбран. Подключите его по USB, разблокируйте, откройте приложение Hive и выберите его в списке, который показывает браузер.',
    'ledger.appNotOpen': 'Откройте приложение Hive на Ledger и попробуйте снова.',
    'ledger.locked': 'Разблокируйте Ledger, откройте приложение Hive и попробуйте снова.',
    'ledger.hashSigningOff':
      'Включите подпись хешей в настройках приложения Hive на Ledger (вход подписывается как хеш) и попробуйте снова.',
    'ledger.reading': 'Читаем ключи на Ledger…',
    'ledger.confirmSignIn': 'Проверьте вход на Ledger и подтвердите его там (как {user})…',
    'ledger.confirmTransaction':
      'Проверьте транзакцию на Ledger и подтвердите её там (как {user})…',
    'ledger.declined': 'Вы отказались на Ledger.',
    'ledger.failed': 'Ledger не подписал: {said}',
    'ledger.wrongAccount':
      '{role, select, posting {На этом Ledger нет ключа публикации, активного ключа или ключа владельца {user}} active {На этом Ledger нет активного ключа или ключа владельца {user}} other {На этом Ledger нет ключа владельца {user}}} (просмотрены аккаунты Hive с 1 по {accounts, number}). Подключите Ledger, на котором он есть, или подпишите от имени аккаунта, ключ которого на нём.',

    'sign.pageTitle': 'Подписать транзакцию',
    'sign.titleMany':
      '{count, plural, one {Подписать # операцию} few {Подписать # операции} many {Подписать # операций} other {Подписать # операции}}',
    'sign.key':
      '{role, select, posting {ключом публикации} active {активным ключом} other {ключом владельца}}',
    'sign.asks':
      '{count, plural, one {Ссылка просит вас подписать эту операцию вашим {key} и отправить её в Hive.} few {Ссылка просит вас подписать эти операции вашим {key} и отправить их в Hive.} many {Ссылка просит вас подписать эти операции вашим {key} и отправить их в Hive.} other {Ссылка просит вас подписать эти операции вашим {key} и отправить их в Hive.}}',
    'sign.asksSignOnly':
      '{count, plural, one {Ссылка просит вас подписать эту операцию вашим {key} (только подпись: она вернётся на сайт, который может её отправить).} few {Ссылка просит вас подписать эти операции вашим {key} (только подпись: она вернётся на сайт, который может её отправить).} many {Ссылка просит вас подписать эти операции вашим {key} (только подпись: она вернётся на сайт, который может её отправить).} other {Ссылка просит вас подписать эти операции вашим {key} (только подпись: она вернётся на сайт, который может её отправить).}}',
    'sign.checkEvery': 'Проверьте каждую строку: после отправки это нельзя отменить.',
    'sign.warning': 'Внимание:',
    'sign.exactData': 'Точные данные операции',
    'sign.signAs': 'Подписать как',
    'sign.signerFixed': 'Ссылка просит, чтобы подписал {user}.',
    'sign.keychain': 'Подписать через Hive Keychain',
    'sign.keyLabel':
      '{role, select, posting {Приватный ключ публикации или мастер-пароль} active {Приватный активный ключ или мастер-пароль} other {Приватный ключ владельца или мастер-пароль}}',
    'sign.submit': 'Подписать и отправить',
    'sign.submitSignOnly': 'Подписать',
    'sign.cancel': 'Отмена',
    'sign.done': 'Готово',
    'sign.txId': 'Id транзакции: {id}',
    'sign.doneReturn': 'Сайт просит вернуть вас на {destination}.',
    'sign.continueTo': 'Перейти на {host}',
    'sign.goBack': 'Вернуться туда, откуда вы пришли',
    'sign.fromApp': 'От {app}',
    'sign.callbackValue':
      '{name, select, sig {[подпись]} id {[id транзакции]} block {[номер блока]} other {[позиция в блоке]}}',
    'sign.afterShowsId': 'Затем эта страница покажет id транзакции.',
    'sign.afterReturn':
      'Затем вы вернётесь в {app} ({user}) по адресу {url}, который оно зарегистрировало.',
    'sign.afterLink':
      'Затем эта страница покажет id транзакции и ссылку на {url}; ссылка не называет приложение, которое её зарегистрировало, поэтому переходить по ней или нет, решаете вы.',

    'refusal.authority':
      '{user} не может подписать это этим ключом: нужны {role, select, posting {полномочия публикации} active {активные полномочия} other {полномочия владельца}} {user}.',
    'refusal.authorityFor':
      '{signer} не может подписать это как {actor}: это действует от имени {actor}, и подписать это могут только {role, select, posting {полномочия публикации} active {активные полномочия} other {полномочия владельца}} {actor} (или аккаунт из их списка).',
    'refusal.noPost': 'Пост {post} не существует (или уже удалён).',
    'refusal.noPostNamed': 'Указанный пост не существует.',
    'refusal.funds': 'У {user} недостаточно средств для этого.',
    'refusal.rc':
      'У {user} сейчас недостаточно ресурсных кредитов (RC): подождите, пока они восстановятся, или сделайте power up HIVE.',
    'refusal.other': 'Сеть Hive отклонила эту транзакцию; ничего не сделано.',

    'sign.signing': 'Подписываем…',
    'sign.cancelledReturning': 'Отменено. Возвращаемся в приложение…',
    'sign.nothingDone': 'Ничего не подписано и не отправлено, и сайту ничего не сообщено.',
    'sign.cancelled': 'Отменено',
    'sign.mustSigner': 'Эту ссылку должен подписать {user}.',
    'sign.doneReturning': 'Готово. Возвращаемся в приложение…',
    'sign.signedOnly': 'Подписано, не отправлено',
    'sign.doneSignedOnly': 'Готово: подписано, не отправлено',
    'sign.signedBroadcast': 'Подписано и отправлено',
    'sign.doneBroadcast': 'Готово: подписано и отправлено',
    'sign.inBlock': 'Включено в блок {block}.',
    'sign.signature': 'Подпись: {sig}',
  },
  security: {
    'authorized.intro': {
      source: '7bc4d0214a768be6',
      back: 'Apps and accounts you allowed to act for you in Hive. Removing one of them takes effect immediately in the blockchain and for all services; tokens the app still has stop working for everything your authority was needed for.',
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
      back: 'Each of your sign-ins to {app} here ends immediately: its tokens stop working, and it can no longer act for you through this service. {app} keeps your posting authority in the blockchain until you remove it above.',
    },
    'signIns.endLoses': {
      source: 'd85201d70c8a1522',
      back: '{app} is immediately signed out: its tokens stop working, and it can no longer act for you through this service. It keeps your posting authority in the blockchain until you remove it above. / … its tokens stop working, and it receives a notification.',
    },
    'signIns.unlisted': {
      source: '6228bcd8343570c4',
      back: '{apps} holds (hold) your posting authority but has (have) no sign-in here: it (they) can publish for you in Hive, and nothing on this page limits it (them). If you do not use it (them), remove it (them) above.',
    },
    'register.intro': {
      source: '252f1694ba6b060a',
      back: "An app is a Hive account whose profile in {field} indicates where its users' sign-ins lead. Only the account's active key can change {field}: accounts with its posting authority (this service, apps it signed in to) cannot. Registration writes the profile there in one {op} transaction signed on this page.",
    },
    'register.secretHashHelp': {
      source: '1e4682681468c9ce',
      back: 'The profile publishes only this hash, and anyone can read it: the secret must contain at least {minBits} random bits, otherwise it can be brute-forced offline. Create it here ({bits} bits) or with the command {command}.',
    },
    'register.newSecretHelp': {
      source: 'f726e7ed41cb8e30',
      back: "Copy it to the app's server now: it is shown once, and neither this page nor the blockchain stores it.",
    },
    'consent.keyNeverSent': {
      source: '11f58d2b20621d9b',
      back: 'It is used only inside this page for signing; it is not sent anywhere.',
    },
    'consent.published': {
      source: '5c10f5d5b2b9c3fe',
      back: 'The name, description, image and website are published by {app} itself; hivegate has not checked them.',
    },
    'consent.grantNotYet': {
      source: '01d705fdf020c399',
      back: "Your account does not yet allow {app} to act on your behalf. Permission will add {app} to your account's posting authority on the Hive blockchain ({op} transaction).",
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
      back: 'These limits are observed: only this service can use the posting authority you give {app}, and it checks every action against them.',
    },
    'reach.notEnforced': {
      source: 'd2e1c4ea0a470550',
      back: "These limits bind only what {app} does through this service. {app}'s posting authority also includes its own keys or accounts, so {app} can sign for you directly on the Hive blockchain, outside any limits, while you keep it in your posting authority.",
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
      back: "Your keys stay in the browser: this service never sees them. An application's access can be revoked at any moment.",
    },
    'hiveauth.approveOnPhone': {
      source: 'e8ebf991dbc6a245',
      back: 'Confirm on the phone in a HiveAuth wallet; no key is entered here.',
    },
  },
};
