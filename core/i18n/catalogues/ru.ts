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
      'Снап Hive Wallet подписывает только транзакции, а не это сообщение: выберите другой кошелёк или введите свой ключ.',
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
    'op.you': 'вы (аккаунт, который подписывает)',
    'op.noMemo': '(без заметки)',
    'op.none': '(нет)',
    'op.percent': '{percent} %',
    'op.memoUnencrypted':
      'Заметка начинается с «#», что означает просьбу её зашифровать, но эта страница не шифрует заметки: она будет опубликована так, как написана.',
    'op.row.voter': 'Голосующий',
    'op.row.post': 'Пост',
    'op.row.weight': 'Вес',
    'op.row.account': 'Аккаунт',
    'op.row.amount': 'Сумма',
    'op.row.from': 'От',
    'op.row.to': 'Кому',
    'op.row.memo': 'Заметка',
    'op.row.shares': 'Доли',
    'op.row.witness': 'Свидетель',
    'op.row.proxy': 'Доверенное лицо',
    'op.title.vote': 'Проголосовать на {percent} % за {post}',
    'op.title.claim': 'Получить награды',
    'op.title.transfer': 'Отправить {amount} → {to}',
    'op.title.recurrent':
      'Отправлять {amount} → {to} каждые {hours, plural, one {# час} few {# часа} many {# часов} other {# часа}}, {times, plural, one {# раз} few {# раза} many {# раз} other {# раза}}',
    'op.title.powerUp': 'Power up: {amount}',
    'op.title.powerDown': 'Power down: {amount}',
    'op.title.delegate': 'Делегировать {amount} → {to}',
    'op.title.toSavings': 'Перевести {amount} в сбережения',
    'op.title.fromSavings': 'Вывести {amount} из сбережений (придёт через 3 дня)',
    'op.title.witnessVote': 'Проголосовать за свидетеля {witness}',
    'op.title.witnessUnvote': 'Снять ваш голос за свидетеля {witness}',
    'op.title.proxy': 'Доверить {proxy} голосовать за свидетелей от вашего имени',
    'op.title.proxyClear': 'Убрать ваше доверенное лицо для голосования за свидетелей',
    'op.title.other': 'Операция {name}',
    'op.danger.owner':
      'Это заменяет ваши полномочия владельца на {holders}; тот, кто ими обладает, владеет вашим аккаунтом: он может сменить любой ключ и закрыть вам доступ.',
    'op.danger.active':
      'Это заменяет ваши активные полномочия на {holders}; тот, кто ими обладает, может перемещать ваши средства и менять другие ваши ключи.',
    'op.danger.posting':
      'Это заменяет ваши полномочия публикации на {holders}; тот, кто ими обладает, может публиковать, голосовать и подписываться от вашего имени.',
    'op.danger.noKey': 'ни одного ключа',
    'op.danger.memoKey':
      'Вашим ключом заметок становится {key}: тот, у кого он есть, может читать ваши зашифрованные заметки.',
    'op.danger.yourAccount': 'ваш аккаунт',
    'op.danger.recoveryAccount':
      'Это делает {recovery} аккаунтом восстановления для {account} через 30 дней: только {recovery} сможет тогда помочь вам вернуть аккаунт, если ваш ключ владельца украдут.',
    'op.danger.requestRecovery':
      'Это позволяет захватить {account} с новыми полномочиями владельца ({holders}); тот, кто ими обладает, владеет аккаунтом.',
    'op.danger.recover':
      'Это заменяет полномочия владельца для {account} на {holders}; тот, кто ими обладает, владеет аккаунтом.',
    'op.danger.withdrawRoute':
      'Отныне {percent} % того, что {account} выводит через power down, уходит {to}.',
    'op.danger.declineVoting':
      'Это навсегда отказывается от ваших голосов в управлении (свидетели и предложения): это нельзя отменить.',
    'op.danger.unknown':
      'Эта операция может изменить, кто управляет вашим аккаунтом. Продолжайте, только если вы просили именно это.',
  },
  security: {
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
    'op.memoUnencrypted': {
      source: '53086fa05cc731c1',
      back: 'The memo begins with "#", which means a request to encrypt it, but this page does not encrypt memos: it will be published as it is written.',
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
      back: 'This operation can change who controls your account. Continue only if you asked for exactly this.',
    },
  },
};
