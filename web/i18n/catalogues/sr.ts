import type { Catalogue } from '../catalogue';

/** Српски (ћирилица, обраћање са «ви»). */
export const sr: Catalogue = {
  review: "drafted (issue 40), needs a native speaker's review",
  messages: {
    'layout.skip': 'Пређи на садржај',
    'layout.navLabel': 'Главни мени',
    'layout.nav.home': 'Почетна',
    'layout.nav.apps': 'Апликације',
    'layout.nav.authorizedApps': 'Овлашћене апликације',
    'layout.language': 'Језик',
    'layout.noScript': 'Овој страници је потребан JavaScript, а овај прегледач га овде не покреће.',
    'layout.withoutScript':
      'Поново учитајте страницу. Ако то не помогне, прегледач можда блокира скрипте: дозволите JavaScript за овај сајт или отворите страницу на другом уређају, на пример телефону.',
    'layout.loading': 'Страница се припрема… дугмад ће радити за тренутак.',
    'layout.loadingLate': 'Још није спремно: скрипта ове странице се није покренула.',

    'error.title.invalid_request': 'Овај захтев није исправан',
    'error.title.unauthorized_client': 'Ова апликација није регистрована',
    'error.title.not_found': 'Није пронађено',
    'error.title.pageNotFound': 'Страница није пронађена',
    'error.title.unavailable': 'Мрежа Hive није доступна',
    'error.title.signLink': 'Ова веза за потпис не може да се потпише',
    'error.title.other': 'Нешто није у реду',
    'error.about.invalid_request': 'У захтеву нешто недостаје или није исправно.',
    'error.about.unauthorized_client':
      'Апликација која вас је послала овде није регистрована за ову адресу, па се овде не можете пријавити у њу.',
    'error.about.not_found': 'На овој адреси нема ничега.',
    'error.about.unavailable':
      'Ова услуга тренутно не може да дође до мреже Hive. Покушајте поново за минут.',
    'error.about.other': 'Услуга није могла да одговори на овај захтев.',
    'error.details': 'Детаљи (на енглеском)',
    'error.code': 'Кôд грешке: {code}',
    'error.home': 'На почетну страницу',
    'error.fromApp':
      'Ако вас је овде послала апликација, вратите се у њу и покушајте поново или обавестите њене програмере.',

    'home.title': 'Пријава преко Hive-а',
    'home.intro':
      'hivegate омогућава апликацијама да вас пријаве вашим Hive налогом и, када им дозволите, да у ваше име објављују, гласају и прате.',
    'home.keys':
      'Ваши кључеви остају у прегледачу: ова услуга их никада не види. Приступ апликације можете опозвати у било ком тренутку.',
    'home.people': 'За кориснике Hive-а',
    'home.authorizedLink': 'Погледајте и уклоните апликације које сте овластили',
    'home.authorizedAbout': 'унесите корисничко име да бисте их видели.',
    'home.appsLink': 'Прегледајте каталог апликација',
    'home.appsAbout': 'апликације које користе ову услугу, по броју дневних корисника.',
    'home.startFromApp':
      'Да бисте се пријавили у апликацију, почните од саме апликације: она вас шаље овде са својим именом и оним што тражи.',
    'home.developers': 'За програмере',
    'home.sdk':
      'Користите {client}: задржава имена метода SDK-а {sdk}, а све његове везе и позиви иду овој услузи. API позиви SDK-а {sdk} такође раде, са {apiURL} постављеним на {origin}, али његове везе за пријаву и потписивање воде на hivesigner.com.',
    'home.endpoint.authorize': 'Страница за пријаву и сагласност ({call} у SDK-у)',
    'home.endpoint.token': 'Кôд или токен за освежавање и ваш {secret} у замену за нове токене',
    'home.endpoint.revoke': 'Одјављује корисника: токен и цело његово овлашћење престају да раде',
    'home.endpoint.me': 'Налог токена',
    'home.endpoint.broadcast':
      'Операције објављивања, које потписује услуга, као једна трансакција',
    'home.endpoint.apps': 'Каталог апликација у JSON формату',
    'home.endpoint.sign': 'Везе за потпис операција којима треба активни кључ корисника (преноси)',
    'home.jwks': 'Токени су JWT потписани помоћу Ed25519; јавни кључеви су на {url}.',
    'home.discovery': 'OpenID Connect откривање: {url}.',
    'home.appProfile':
      'Апликација је Hive налог чији профил у {metadata} садржи {type}, њене {uris} и SHA-256 њене тајне.',
    'home.register': 'Региструјте апликацију',
    'home.registerWith': 'њеним активним кључем.',

    'apps.building': 'Каталог се прави. Покушајте поново за минут.',
    'apps.intro':
      'Апликације које објављују преко ове услуге, по броју дневних корисника {days, plural, one {у последњих # дан} few {у последња # дана} other {у последњих # дана}}.',
    'apps.updated': 'Ажурирано: {date}.',
    'apps.unverified': 'Имена и описе објављује налог сваке апликације; нису проверени.',
    'apps.own': 'Имате апликацију? {link} њеним активним кључем.',
    'apps.featured': 'Издвојене',
    'apps.ranking': 'Поредак',
    'apps.none': 'У овом периоду није коришћена ниједна апликација.',
    'apps.allFeatured': 'Свака апликација коришћена у овом периоду издвојена је изнад.',
    'apps.new': 'Нова',
    'apps.weaker': 'Слабија регистрација',
    'apps.notRegistered': 'Није регистрована',
    'apps.postingNote':
      'Њена подешавања пријаве су у {field}: свако ко има њено овлашћење за објављивање може да промени куда иду пријаве њених корисника. Власник може да је региструје активним кључем: {link}.',
    'apps.noProfile':
      'Нема профила апликације у њеном {field}: нико не може овде да се пријави у њу док је власник не региструје: {link}.',
    'apps.users': '{count, plural, one {# корисник} few {# корисника} other {# корисника}}',
    'apps.requests': '{count, plural, one {# захтев} few {# захтева} other {# захтева}}',
    'apps.limitsEnforced':
      'Ограничења која њени корисници овде поставе се спроводе: само ова услуга може да користи овлашћење за објављивање које јој дају.',
    'apps.limitsNotEnforced':
      'Може да потписује у име својих корисника директно на Hive блокчејну, ван сваког ограничења постављеног овде: њено овлашћење за објављивање садржи сопствене кључеве или налоге.',

    'device.title': 'Пријава на уређају',
    'device.codeLabel': 'Кôд који приказује ваш уређај',
    'device.continue': 'Настави',
    'device.next':
      'Затим ћете видети која апликација тражи и шта, пре него што било шта потпишете.',
    'device.codeError':
      'Овај кôд је погрешан, истекао је или је већ искоришћен. Проверите кôд који приказује уређај.',
    'device.deniedTitle': 'Уређај је одбијен',
    'device.denied':
      'Уређај ће бити одбијен при следећем покушају; не добија приступ вашем налогу. Можете затворити ову страницу.',
    'device.code': 'Кôд {code}',
    'device.check':
      'Проверите да ли уређај приказује исти кôд. Ако ову пријаву нисте започели на свом уређају, одбијте је: неко можда покушава да уђе у ваш налог.',
    'device.deny': 'Одбиј овај уређај',

    'signOut.doneTitle': 'Одјављени сте',
    'signOut.done':
      '{user} је одјављен из {app}: токени за приступ и освежавање из те пријаве више не раде.',
    'signOut.authority':
      'Апликација задржава овлашћење за објављивање које сте јој дали на ланцу, ако га има. Да бисте и њега уклонили, уклоните га на овој страници:',
    'signOut.askTitle': 'Одјава?',
    'signOut.askHeading': 'Одјава из {app}?',
    'signOut.ask':
      'Једна страница тражи да се {user} одјави из {app}. Ако то нисте тражили, останите пријављени.',
    'signOut.confirm': 'Одјави се из {app}',
    'signOut.stay': 'Остани пријављен',

    'consent.heading': 'Пријава у {app}',
    'consent.headingDevice': 'Пријава у {app} на вашем уређају',
    'consent.account': 'Ваш Hive налог',
    'consent.chooseAccount': 'Изаберите налог',
    'consent.rememberedAccounts': 'Налози у овом прегледачу',
    'consent.username': 'Hive корисничко име',
    'consent.signWith':
      'Затим потпишите испод приватним кључем за објављивање или главном лозинком.',
    'consent.keychain': 'Пријава преко Hive Keychain-а',
    'signin.limitsStillApply':
      'Ограничења која сте поставили за ову апликацију и даље важе: {limits}',
    'signin.limitsContinue': 'Настави',
    'consent.or': 'или',
    'consent.keyLabel': 'Приватни кључ за објављивање или главна лозинка',
    'consent.keyNeverSent':
      'Користи се само унутар ове странице за потпис; никада се никуда не шаље.',
    'consent.signIn': 'Пријави се',
    'consent.cancel': 'Откажи и врати се',
    'consent.returnsTo': 'После пријаве враћате се на {uri}.',
    'consent.deviceGoesOn': 'После пријаве уређај наставља сам; на ову страницу се ништа не враћа.',
    'consent.unverified': 'Непроверено',
    'consent.published': 'Име, опис, слику и сајт објављује сама {app}; hivegate их није проверио.',
    'consent.mayDo': 'Шта {app} може',
    'consent.profile': 'Читање вашег јавног Hive профила: приказано име, слика и сајт.',
    'consent.offline': 'Останак пријављен након затварања апликације (токен за освежавање).',
    'consent.grantTitle': 'Дајте {app} овлашћење за објављивање',
    'consent.grantNotYet':
      'Ваш налог још не дозвољава да {app} делује у ваше име. Давање додаје {app} у овлашћење за објављивање вашег налога на Hive блокчејну ({op} трансакција).',
    'consent.grantCannot': 'Не може да преноси средства нити да мења кључеве.',
    'consent.grantActive':
      'Ова промена захтева ваш активни кључ. Важи док је не уклоните на овој страници:',
    'consent.grantKeychain': 'Дај преко Hive Keychain-а',
    'consent.grantOrKey': 'или користите кључ испод.',
    'consent.activeKeyLabel': 'Приватни активни кључ или главна лозинка',
    'consent.grantSubmit': 'Дај и настави',

    'limits.adjust': 'Подеси ограничења',
    'limits.fixed': 'Ваша ограничења (фиксна за ову пријаву)',
    'limits.legend': 'Ваша ограничења за {app}',
    'limits.help':
      'Можете смањити оно што {app} може, никада проширити: списак изнад се мења заједно с вама. Приступ можете окончати и касније на страници Овлашћене апликације.',
    'limits.actions': 'Дозвољене радње',
    'limits.votes': 'Гласови',
    'limits.voteWeight': 'Највећи глас, у % (највише {max})',
    'limits.noDownvotes': 'Без гласова против.',
    'limits.allowDownvotes': 'Дозволи гласове против',
    'limits.appMessages': 'Дозвољене поруке апликација (custom_json)',
    'limits.perDayMax': 'Највише радњи дневно (највише {max, number})',
    'limits.perDayNone': 'Највише радњи дневно (празно: без ограничења)',
    'limits.endsAsAsked':
      'Приступ истиче {date}, како је {app} тражила: раније од сваког рока понуђеног овде. Можете га окончати било када на страници Овлашћене апликације.',
    'limits.ends': 'Приступ истиче',
    'limits.asAsked': '{date} (како је {app} тражила)',
    'limits.whenRemoved': 'Када га уклоните',
    'limits.inDays': '{days, plural, one {За # дан} few {За # дана} other {За # дана}}',
    'limits.leaveOne': 'Оставите бар једну дозвољену радњу или откажите пријаву.',
    'limits.weightRange': 'Унесите тежину гласа између 0,01 и {max} %.',
    'limits.perDayWhole': 'Унесите цео број радњи, најмање 1, или оставите празно.',
    'limits.perDayRange': 'Унесите цео број радњи између 1 и {max, number}.',

    'grant.loginOnly':
      'Да сазна ваше Hive корисничко име ради пријаве; не може да делује у ваше име на Hive-у.',
    'grant.learnUsername': 'Да сазна ваше Hive корисничко име ради пријаве.',
    'grant.actFor': 'Да делује у ваше име на Hive-у: {actions}.',
    'grant.neverFunds': 'Никада не може да помера ваша средства нити да мења ваше кључеве.',
    'grant.allows.vote': 'гласа за објаве и коментаре',
    'grant.allows.comment': 'објављује и уређује објаве и коментаре',
    'grant.allows.delete_comment': 'брише ваше објаве и коментаре',
    'grant.allows.comment_options': 'подешава опције исплате ваших објава',
    'grant.allows.custom_json': 'шаље поруке апликација (праћење, реблог, заједнице, игре)',
    'grant.allows.claim_reward_balance': 'преузима ваше награде',
    'grant.allows.account_update2': 'ажурира ваш профил',
    'limit.only': 'Само ове операције: {operations}.',
    'limit.votes': 'Гласови највише {percent} %.',
    'limit.votesNoDown': 'Гласови највише {percent} %, без гласова против.',
    'limit.noDown': 'Без гласова против.',
    'limit.appMessagesOnly': 'Поруке апликација (custom_json) само врста: {ids}.',
    'limit.noAppMessages': 'Без порука апликација (custom_json).',
    'limit.perDay':
      '{count, plural, one {Највише # радња дневно.} few {Највише # радње дневно.} other {Највише # радњи дневно.}}',
    'limit.until': 'До {date}.',
    'limit.dateTime': '{date}, {time} UTC',
    'reach.enforced':
      'Ова ограничења се спроводе: само ова услуга може да користи овлашћење за објављивање које дајете {app}, и она проверава сваку радњу према њима.',
    'reach.notEnforced':
      'Ова ограничења обавезују само оно што {app} ради преко ове услуге. Овлашћење за објављивање апликације {app} садржи и сопствене кључеве или налоге, па {app} може да потписује у ваше име директно на Hive блокчејну, ван сваког ограничења, све док га држите у свом овлашћењу за објављивање.',
    'reach.onChain':
      'На Hive блокчејну ваше овлашћење за објављивање дозвољава свакоме ко га има да објављује, гласа, прати, ради реблог и ажурира ваш профил као ви, без сопственог ограничења.',
    'reach.onlyThrough':
      '{app} може да га користи само преко ове услуге, која га држи у ограничењима која сте изабрали.',
    'reach.direct':
      '{app} има кључеве или налоге који могу да га користе директно, ван ограничења која сте изабрали.',

    'hiveauth.signIn': 'Пријава преко HiveAuth-а (мобилни новчаник)',
    'hiveauth.approveOnPhone':
      'Одобрите на телефону HiveAuth новчаником; овде се не уноси никакав кључ.',
    'hiveauth.title': 'Одобрите у апликацији новчаника',
    'hiveauth.scan':
      'Скенирајте овај кôд HiveAuth новчаником (нпр. Hive Keychain за мобилне) или, ако сте на овом телефону, отворите везу.',
    'hiveauth.qrSignIn': 'QR кôд захтева за пријаву HiveAuth',
    'hiveauth.qrRegistration': 'QR кôд захтева за регистрацију HiveAuth',
    'hiveauth.open': 'Отвори у апликацији новчаника',
    'hiveauth.cancelSignIn': 'Откажи пријаву преко HiveAuth-а',
    'hiveauth.cancelRegistration': 'Откажи регистрацију преко HiveAuth-а',
    'hiveauth.grant': 'Дај преко HiveAuth-а',
    'hiveauth.grantHelp':
      'Апликација новчаника ће бити замољена да потпише ову промену вашим активним кључем. Ако не може, дајте преко Hive Keychain-а или активним кључем испод; затим се пријава наставља у новчанику.',
    'hiveauth.waiting': 'Чека се апликација новчаника…',
    'hiveauth.confirm': 'Потврдите у апликацији новчаника…',
    'hiveauth.timeLeft': 'Преостало време: {seconds, number} с',
    'hiveauth.unreachable':
      'HiveAuth релеј није доступан. Покушајте касније или се пријавите преко Hive Keychain-а или кључем.',
    'hiveauth.lost':
      'Веза са HiveAuth релејем је прекинута пре одговора новчаника. Покушајте поново.',
    'hiveauth.relayError': 'HiveAuth релеј је одбио захтев.',
    'hiveauth.expired': 'HiveAuth захтев је истекао пре одговора новчаника. Покушајте поново.',
    'hiveauth.rejected': 'Одбили сте у новчанику.',
    'hiveauth.walletError': 'Новчаник није могао да потпише захтев.',
    'hiveauth.badAnswer': 'Новчаник је послао одговор који ова страница не може да користи.',
    'hiveauth.cancelled': 'Пријава преко HiveAuth-а је отказана.',
    'hiveauth.reconnecting': 'Веза са HiveAuth релејем је прекинута; поновно повезивање…',

    'signin.keychainNext':
      'Затим притисните „Пријава преко Hive Keychain-а“ и потврдите у Keychain-у (оставите корисничко име празно да бисте тамо изабрали налог); или користите кључ испод.',
    'signin.reading': 'Читање вашег налога…',
    'signin.confirmKeychain': 'Потврдите у Hive Keychain-у…',
    'signin.chooseInKeychain': 'Изаберите налог и потврдите у Hive Keychain-у…',
    'signin.signing': 'Пријављивање…',
    'signin.failed': 'Пријава није успела.',
    'signin.couldNotStart': 'Пријава није могла да почне.',
    'signin.waitGrant': 'Чека се да давање стигне до услуге…',
    'signin.returning': 'Пријављени сте као {user}. Враћање у апликацију…',
    'signin.expected':
      '{app} је очекивала пријаву као {expected}. Да бисте се пријавили као {user}, пријавите се поново.',
    'signin.forget': 'Заборави',
    'signin.forgetLabel': 'Заборави {user} у овом прегледачу',
    'signin.chosen': 'Изабран је {user}.',
    'signin.forgotten': '{user} је заборављен у овом прегледачу.',
    'signin.deviceDone':
      'Пријављени сте као {user}. Вратите се на уређај: наставља сам. Можете затворити ову страницу.',
    'signin.oneMoreStep': 'Још један корак: дајте апликацији овлашћење за објављивање.',
    'signin.grantTyped':
      '{typed, select, password {Главна лозинка коју сте унели за пријаву потписује и ову измену; чува се у меморији ове странице само за ову пријаву.} other {Кључ који сте унели за пријаву потписује и ову измену; чува се у меморији ове странице само за ову пријаву.}}',
    'signin.grantKept':
      'Активни кључ сачуван на овом уређају, који сте откључали за пријаву, потписује и ову измену; чува се у меморији ове странице само за ову пријаву.',
    'signin.broadcastingGrant': 'Слање давања…',
    'signin.confirmGrantWallet': 'Потврдите давање у апликацији новчаника…',
    'signin.hiveauthApp': 'Пријава у {app}',

    'common.details': 'Детаљи',
    'common.enterUsername':
      'Унесите Hive корисничко име: од 3 до 16 слова, цифара, тачака или цртица.',
    'common.noAccount': 'Налог {user} не постоји.',
    'common.enterKey':
      '{role, select, posting {Унесите приватни кључ за објављивање или главну лозинку.} active {Унесите приватни активни кључ или главну лозинку.} other {Унесите приватни кључ власника или главну лозинку.}}',
    'common.wrongKey': 'Погрешна лозинка или кључ за {user}.',
    'common.notRoleKey':
      '{role, select, posting {Ово није кључ за објављивање налога {user}.} active {Ово није активни кључ налога {user}.} other {Ово није кључ власника налога {user}.}}',
    'common.serviceAnswered': 'Услуга је одговорила {status}',
    'common.keychainDeclined': 'Одбили сте у Hive Keychain-у.',
    'common.keychainDidNotSign': 'Hive Keychain није потписао: {said}',

    'authorized.intro':
      'Апликације и налози којима сте дозволили да делују у ваше име на Hive-у. Уклањање једног делује одмах на блокчејну и за сваку услугу; токени које апликација још има престају да раде за све за шта је било потребно ваше овлашћење.',
    'authorized.username': 'Ваше Hive корисничко име',
    'authorized.show': 'Прикажи овлашћене апликације',
    'authorized.listTitle': 'Налози са овлашћењем над {user}',
    'authorized.keys': 'Ваши кључеви',
    'authorized.keysNeverSent':
      'Користе се само унутар ове странице за потпис; никада се никуда не шаљу. Остају попуњени док је ова страница отворена.',
    'authorized.keychainFound':
      'Пронађен је Hive Keychain: оставите поље празно да бисте уместо тога потврдили у Keychain-у.',
    'authorized.postingKey': 'Приватни posting кључ или главна лозинка',
    'authorized.postingKeyHelp':
      'Доказује да сте то ви: приказује ваше пријаве и ограничења сваке апликације, мења та ограничења, окончава пријаве.',
    'authorized.activeKey': 'Приватни active кључ или главна лозинка',
    'authorized.activeKeyHelp':
      'Мења ваш налог на блокчејну: уклања апликацију или налог из ваших овлашћења испод.',
    'authorized.role':
      '{role, select, posting {Posting овлашћење: може да објављује, гласа, прати и ажурира ваш профил у ваше име} active {Active овлашћење: може и да премешта ваша средства и мења ваша овлашћења} other {Owner овлашћење: има потпуну контролу над вашим налогом}}',
    'authorized.none': 'Ниједна апликација ни налог немају овлашћење над овим налогом.',
    'authorized.alone': 'може да делује сам',
    'authorized.weight': 'тежина {weight} од {threshold}',
    'authorized.remove': 'Уклони',
    'authorized.removeLabel':
      '{role, select, posting {Уклони {app} из вашег posting овлашћења} active {Уклони {app} из вашег active овлашћења} other {Уклони {app} из вашег owner овлашћења}}',
    'authorized.confirmTitle':
      '{role, select, posting {Уклонити {app} из вашег posting овлашћења?} active {Уклонити {app} из вашег active овлашћења?} other {Уклонити {app} из вашег owner овлашћења?}}',
    'authorized.loses':
      '{role, select, posting {{app} више неће моћи да објављује, гласа, прати нити ажурира ваш профил у ваше име, ни на једном сајту ни услузи.} active {{app} више неће моћи да премешта ваша средства нити мења ваша овлашћења, ни на једном сајту ни услузи.} other {{app} више неће моћи да управља вашим налогом, ни на једном сајту ни услузи.}} Токени које има престају за то да раде. Касније га можете поново доделити пријавом у њега.',
    'authorized.removeApp': 'Уклони {app}',
    'authorized.keep': 'Задржи',
    'authorized.removing': 'Уклањање {app}…',
    'authorized.removed':
      '{role, select, posting {{app} је уклоњен из вашег posting овлашћења.} active {{app} је уклоњен из вашег active овлашћења.} other {{app} је уклоњен из вашег owner овлашћења.}}',
    'authorized.limits': 'Ограничења',
    'authorized.limitsLabel': 'Постави ограничења за {app}',
    'appLimits.title': 'Ограничења за {app}',
    'appLimits.onlyStricter':
      'Ограничења могу само да се пооштре: свака вредност коју унесете мора бити мања од важеће. Потписује се вашим posting кључем изнад или Keychain-ом.',
    'appLimits.voteWeight': 'Највећи глас, у % (празно: без промене)',
    'appLimits.voteWeightNow': 'Највећи глас, у % (сада највише {percent}; празно: без промене)',
    'appLimits.noDownvotes': 'Без негативних гласова',
    'appLimits.noDownvotesInForce': 'Без негативних гласова (већ важи)',
    'appLimits.perDay': 'Највише радњи дневно (празно: без промене)',
    'appLimits.perDayNow': 'Највише радњи дневно (сада највише {count}; празно: без промене)',
    'appLimits.endNow': 'Оконча његов приступ сада',
    'appLimits.save': 'Сачувај ограничења',
    'appLimits.cancel': 'Откажи',
    'appLimits.keepAccess': 'Задржи његов приступ',
    'appLimits.none': 'Без ограничења: сме све што му је пријава дозволила.',
    'appLimits.noSignIn':
      '{app} има ваше posting овлашћење без пријаве овде, па ниједно ограничење са ове странице не досеже оно што ради на блокчејну. Ограничења која сада поставите важе за сваку пријаву у њега овде.',
    'appLimits.inForce': 'Сада важи: {limits}',
    'appLimits.inForceSince': 'Сада важи за вашу пријаву од {date}: {limits}',
    'appLimits.badWeight': 'Унесите тежину гласа између 0,01 и 100 %.',
    'appLimits.badPerDay': 'Унесите цео број радњи, најмање 1.',
    'appLimits.notStricter':
      'Већ важи: {limit} Ограничења могу само да се пооштре: унесите мање или оставите празно.',
    'appLimits.chooseOne': 'Изаберите ограничење или Откажи.',
    'appLimits.endTitle': 'Окончати приступ {app} сада?',
    'appLimits.endLoses':
      'Свака ваша пријава у {app} овде одмах се окончава: његови токени престају да раде и више не може да делује у ваше име преко ове услуге. {app} задржава ваше posting овлашћење на блокчејну док га не уклоните изнад.',
    'appLimits.end': 'Оконча приступ {app}',
    'appLimits.notSaved': 'Ограничења нису могла да се сачувају.',
    'appLimits.ended':
      'Приступ {app} овде је окончан: његове пријаве су завршене. И даље има ваше posting овлашћење на блокчејну; уклоните га изнад ако га не користите.',
    'appLimits.operations': 'Радње које сме да обавља',
    'appLimits.leaveOne':
      'Оставите дозвољену бар једну радњу или уместо тога окончајте њен приступ.',
    'appLimits.saved': 'Ограничења за {app} су сачувана.',
    'appLimits.savedAny':
      'Ограничења за {app} су сачувана; важе за сваку пријаву у њега овде: {limits}',
    'activity.title': 'Шта је свака апликација урадила са вашим налогом',
    'activity.intro':
      'Свака трансакција коју је апликација послала у ваше име преко ове услуге, најновије прво, са њеним стањем на блокчејну.',
    'activity.none': 'Ниједна апликација још није ништа послала у ваше име преко ове услуге.',
    'activity.totals':
      'Трансакције у последња 24 сата: {day, number}; у последњих 30 дана: {month, number}.',
    'activity.row': '{when}: {operations}',
    'activity.status':
      '{status, select, sent {Послата, још ни у једном блоку} included {У блоку {block}} irreversible {Коначна, у блоку {block}} expired {Истекла: никад укључена} refused {Мрежа ју је одбила: {why}} other {{status}}}',
    'activity.byAppKey': 'Потписала ју је сама апликација, не преко ове услуге.',
    'activity.tx': 'Трансакција {id} у претраживачу блокова',
    'activity.more': 'Прикажи старије',
    'activity.reading': 'Читамо шта су апликације урадиле…',
    'activity.csv': 'Преузми CSV',
    'activity.json': 'Преузми JSON',
    'activity.downloading': 'Припремамо преузимање…',
    'signIns.title': 'Ваше пријаве овде',
    'signIns.intro':
      'Свака апликација у коју сте се пријавили преко ове услуге, укључујући оне које су само сазнале ко сте, са ограничењима која важе за сваку. Окончање једне вас одмах одјављује из ње; апликација бива обавештена. Приказ доказује да сте то ви: потписује се вашим posting кључем изнад или Keychain-ом.',
    'signIns.show': 'Прикажи моје пријаве',
    'signIns.endTheSignIn': 'Оконча пријаву',
    'signIns.ended': 'Пријава у {app} је окончана.',
    'signIns.notRead': 'Ваше пријаве нису могле да се прочитају.',
    'signIns.ending': 'Окончавање пријаве…',
    'signIns.reading': 'Читање ваших пријава…',
    'signIns.none': 'Немате ниједну пријаву преко ове услуге.',
    'signIns.unlisted':
      '{count, plural, one {{apps} има ваше posting овлашћење, али нема пријаву овде: може да објављује у ваше име на Hive-у и ништа на овој страници га не ограничава. Ако га не користите, уклоните га изнад.} few {{apps} имају ваше posting овлашћење, али немају пријаву овде: могу да објављују у ваше име на Hive-у и ништа на овој страници их не ограничава. Ако их не користите, уклоните их изнад.} other {{apps} имају ваше posting овлашћење, али немају пријаву овде: могу да објављују у ваше име на Hive-у и ништа на овој страници их не ограничава. Ако их не користите, уклоните их изнад.}}',
    'signIns.row':
      '{kind, select, posting {{app}: сме да делује у ваше име, од {since}, последњи пут коришћено {used}} other {{app}: само пријава, од {since}, последњи пут коришћено {used}}}',
    'signIns.rowNamed':
      '{kind, select, posting {{app} ({name}): сме да делује у ваше име, од {since}, последњи пут коришћено {used}} other {{app} ({name}): само пријава, од {since}, последњи пут коришћено {used}}}',
    'signIns.limits': 'Ограничења: {limits}',
    'signIns.madeWith': 'Потписано: {wallet}; уређај: {device}',
    'signIns.madeWithWallet': 'Потписано: {wallet}',
    'signIns.typedKey': 'унети кључ',
    'signIns.keptKey':
      'кључ сачуван на овом уређају, откључан {lock, select, passkey {приступним кључем} other {PIN-ом}}',
    'signIns.noEnd':
      '{kind, select, posting {Без датума краја: тренутни токени важе до {date}, а апликација може да их обнови.} other {Без датума краја: тренутни токени важе до {date}.}}',
    'signIns.end': 'Оконча',
    'signIns.endLabel': 'Оконча пријаву у {app} од {since}',
    'signIns.endTitle': 'Окончати пријаву у {app}?',
    'signIns.endLoses':
      '{kind, select, posting {{app} се одмах одјављује: његови токени престају да раде и више не може да делује у ваше име преко ове услуге. Задржава ваше posting овлашћење на блокчејну док га не уклоните изнад.} other {{app} се одмах одјављује: његови токени престају да раде, а он бива обавештен.}}',
    'register.title': 'Региструј апликацију',
    'register.intro':
      'Апликација је Hive налог чији профил у {field} каже куда иду пријаве његових корисника. Само active кључ налога може да мења {field}: налози са његовим posting овлашћењем (ова услуга, апликације у које се пријавио) не могу. Регистрација уписује профил тамо, у једној {op} трансакцији потписаној на овој страници.',
    'register.accountTitle': 'Налог апликације',
    'register.username': 'Налог апликације (Hive корисничко име)',
    'register.usernameHelp':
      'Прочитајте његов тренутни профил да бисте кренули од њега: апликација регистрована на HiveSigner начин (у {field}) се преноси.',
    'register.readProfile': 'Прочитај тренутни профил',
    'register.whereTitle': 'Куда иду пријаве',
    'register.readFrom': 'Чита се само из {field}.',
    'register.redirects': 'URI-ји за преусмеравање, један по реду',
    'register.redirectsHelp': 'Пореде се тачно; loopback URI ({example}) одговара сваком порту.',
    'register.authMethod': 'Како апликација доказује да је то она',
    'register.method.basic': 'Тајна клијента, HTTP Basic',
    'register.method.post': 'Тајна клијента, у телу захтева',
    'register.method.none': 'Без тајне (јавни клијент)',
    'register.authMethodHelp':
      'Апликација са сервером тамо чува тајну клијента. Веб страница или апликација за телефон не може да је чува: то је јавни клијент који се доказује само помоћу PKCE.',
    'register.secretHash': 'SHA-256 тајне клијента (64 хексадецимална знака)',
    'register.secretHashHelp':
      'Профил објављује само овај хеш и свако може да га прочита: тајна мора имати најмање {minBits} насумичних битова, иначе може да се погоди офлајн. Направите је овде ({bits} битова) или помоћу {command}.',
    'register.makeSecret': 'Направи нову тајну клијента',
    'register.newSecret': 'Ваша нова тајна клијента',
    'register.newSecretHelp':
      'Копирајте је сада на сервер своје апликације: приказује се једном и ни ова страница ни блокчејн је не чувају.',
    'register.logoutUri': 'URI за back-channel одјаву (опционо)',
    'register.logoutUriHelp':
      'Обавештава се кад се пријава корисника оконча (OpenID Connect Back-Channel Logout).',
    'register.postLogoutUris': 'URI-ји за преусмеравање после одјаве, један по реду (опционо)',
    'register.idTokenAlg': 'Потпис id_token-а',
    'register.defaultAlg': '{alg} (подразумевано)',
    'register.displayTitle': 'Шта корисници виде',
    'register.displayHelp':
      'Приказује се на страници за пријаву и у именику, означено као непроверено.',
    'register.name': 'Назив',
    'register.about': 'Опис',
    'register.website': 'Веб-сајт',
    'register.picture': 'Слика (https URL)',
    'register.signTitle': 'Потпиши active кључем',
    'register.keychain': 'Региструј преко Hive Keychain-а',
    'register.hiveAuth': 'Региструј преко HiveAuth-а (мобилни новчаник)',
    'register.activeKey': 'Приватни active кључ или главна лозинка налога апликације',
    'register.submit': 'Региструј active кључем',
    'register.postingNote':
      'Да би објаве и гласови њених корисника ишли преко ове услуге, posting овлашћење апликације мора да садржи и налог ове услуге.',
    'register.secretMade':
      'Направљена је нова тајна клијента. Копирајте је на сервер своје апликације пре регистрације.',
    'register.reading': 'Читање налога…',
    'register.noProfile': '{app} још нема профил апликације: попуните образац.',
    'register.readActive': 'Профил апликације {app} прочитан је из {field}.',
    'register.readPosting':
      'Профил апликације {app} прочитан је из {posting} (на HiveSigner начин): регистрација га уписује у {field}.',
    'register.broadcasting': 'Слање регистрације…',
    'register.hiveAuthAbout': 'Региструј апликацију {app}',
    'register.needRedirect': 'Унесите бар један URI за преусмеравање.',
    'register.badHash':
      'Унесите SHA-256 тајне клијента као 64 хексадецимална знака или направите нову тајну клијента.',
    'register.notUrl': '„{url}“ није апсолутни URL (као https://app.example/callback).',
    'register.fragment': '„{url}“ не сме да има #фрагмент.',
    'register.done':
      'Регистровано: профил апликације {app} је у његовом {field}. Пријаве га користе за неколико секунди.',
    'register.doneTx':
      'Регистровано: профил апликације {app} је у његовом {field} (трансакција {tx}). Пријаве га користе за неколико секунди.',
    'register.addService':
      'Дозволите да {service} емитује за апликацију: додајте га у posting овлашћење налога апликације у овом истом кораку',
    'register.serviceAdded':
      '{service} је сада у posting овлашћењу за {app}: емитовања за њене кориснике иду преко ове услуге.',
    'register.serviceAlready':
      '{service} је већ био у posting овлашћењу за {app}: ту нема шта да се мења.',
    'register.serviceMissing':
      '{service} није у posting овлашћењу за {app}: ова услуга одбија њена емитовања док не буде додат.',
    'register.nextTitle': 'Шта следи',
    'register.clientId': '{field} апликације',
    'register.signInUrl': 'URL за пријаву на који шаљете кориснике',
    'register.tokenExchange': 'Размена за токене, на вашем серверу',
    'register.copy': 'Копирај',
    'register.copied': 'Копирано',

    'wallet.other': 'Други новчаници:',
    'wallet.otherAuthorized': 'Или потпишите другим новчаником (оставите поље за кључ празно):',
    'wallet.signIn': 'Пријава преко {wallet}',
    'wallet.sign': 'Потпиши преко {wallet}',
    'wallet.grant': 'Дај преко {wallet}',
    'wallet.grantYours': 'Дај преко свог новчаника',
    'wallet.grantHelp': 'Од вашег новчаника се тражи да потпише ову измену вашим активним кључем.',
    'wallet.opening': 'Отварање {wallet}…',
    'wallet.cancel': 'Откажи',
    'wallet.emptyFields': 'Празна поља за кључ сада потписују преко {wallet}.',
    'wallet.broadcasting': 'Слање…',
    'wallet.noAccount':
      '{wallet} нема кључ ниједног Hive налога. Унесите корисничко име или тамо додајте свој налог.',
    'wallet.severalAccounts': '{wallet} има кључеве налога {accounts}: унесите онај који желите.',
    'peakvault.notInstalled': 'PeakVault није инсталиран у овом прегледачу (или је искључен).',
    'peakvault.confirm': 'Потврдите у PeakVault-у (као {user})…',
    'peakvault.declined': 'Одбили сте у PeakVault-у.',
    'peakvault.failed': 'PeakVault није потписао: {said}',
    'peakvault.wrongAccount':
      'PeakVault је потписао кључем који није кључ за објављивање, активни кључ ни кључ власника налога {user}. Изаберите {user} у PeakVault-у или тамо додајте његов кључ.',
    'metamask.notInstalled':
      'MetaMask овде није доступан или не може да покреће snap-ове. Инсталирајте MetaMask или изаберите други начин потписивања.',
    'metamask.connect': 'Дозволите Hive Wallet snap у MetaMask-у…',
    'metamask.confirm': 'Потврдите у MetaMask-у (као {user})…',
    'metamask.declined': 'Одбили сте у MetaMask-у.',
    'metamask.failed': 'MetaMask није потписао: {said}',
    'metamask.wrongAccount':
      '{role, select, posting {Hive Wallet snap у MetaMask-у нема кључ за објављивање налога {user}.} active {Hive Wallet snap у MetaMask-у нема активни кључ налога {user}.} other {Hive Wallet snap у MetaMask-у нема кључ власника налога {user}.}} Потпишите другим новчаником или као налог који snap има.',
    'metamask.noMessages':
      'Hive Wallet snap потписује само трансакције, не и ову поруку: изаберите други новчаник или унесите свој кључ.',
    'ledger.noWebUsb':
      'Овај прегледач не може да дође до Ledger-а (нема WebUSB). Пробајте Chrome, Edge или Brave.',
    'ledger.connect':
      'Повежите Ledger преко USB-а, откључајте га, отворите апликацију Hive и изаберите уређај…',
    'ledger.noDevice':
      'Ниједан Ledger није изабран. Повежите га преко USB-а, откључајте га, отворите апликацију Hive и изаберите га са листе коју прегледач приказује.',
    'ledger.appNotOpen': 'Отворите апликацију Hive на Ledger-у, па покушајте поново.',
    'ledger.locked': 'Откључајте Ledger, отворите апликацију Hive, па покушајте поново.',
    'ledger.hashSigningOff':
      'Укључите потписивање хеша у подешавањима апликације Hive на Ledger-у (пријава се потписује као хеш), па покушајте поново.',
    'ledger.reading': 'Читање кључева на вашем Ledger-у…',
    'ledger.confirmSignIn': 'Проверите пријаву на Ledger-у и потврдите је тамо (као {user})…',
    'ledger.confirmTransaction':
      'Проверите трансакцију на Ledger-у и потврдите је тамо (као {user})…',
    'ledger.declined': 'Одбили сте на Ledger-у.',
    'ledger.cancelled': 'Отказали сте покушај са Ledger-ом. Ништа није потписано.',
    'ledger.failed': 'Ваш Ledger није потписао: {said}',
    'ledger.wrongAccount':
      '{role, select, posting {Овај Ledger нема кључ за објављивање, активни кључ ни кључ власника налога {user}} active {Овај Ledger нема активни кључ ни кључ власника налога {user}} other {Овај Ledger нема кључ власника налога {user}}} (прегледани Hive налози од 1 до {accounts, number}). Повежите Ledger који га има или потпишите као налог који он има.',

    'sign.pageTitle': 'Потпишите трансакцију',
    'sign.titleMany':
      '{count, plural, one {Потпишите # операцију} few {Потпишите # операције} other {Потпишите # операција}}',
    'sign.key':
      '{role, select, posting {кључем за објављивање} active {активним кључем} other {кључем власника}}',
    'sign.asks':
      '{count, plural, one {Веза тражи да потпишете ову операцију својим {key} и пошаљете је у Hive.} few {Веза тражи да потпишете ове операције својим {key} и пошаљете их у Hive.} other {Веза тражи да потпишете ове операције својим {key} и пошаљете их у Hive.}}',
    'sign.asksSignOnly':
      '{count, plural, one {Веза тражи да потпишете ову операцију својим {key} (само потпис: враћа се сајту, који може да га пошаље).} few {Веза тражи да потпишете ове операције својим {key} (само потпис: враћа се сајту, који може да га пошаље).} other {Веза тражи да потпишете ове операције својим {key} (само потпис: враћа се сајту, који може да га пошаље).}}',
    'sign.checkEvery': 'Проверите сваки ред: када се пошаље, не може се опозвати.',
    'sign.warning': 'Упозорење:',
    'sign.exactData': 'Тачни подаци операције',
    'sign.signAs': 'Потпиши као',
    'sign.signerFixed': 'Веза тражи да потпише {user}.',
    'sign.keychain': 'Потпиши преко Hive Keychain-а',
    'sign.keyLabel':
      '{role, select, posting {Приватни кључ за објављивање или главна лозинка} active {Приватни активни кључ или главна лозинка} other {Приватни кључ власника или главна лозинка}}',
    'sign.submit': 'Потпиши и пошаљи',
    'sign.submitSignOnly': 'Потпиши',
    'sign.cancel': 'Откажи',
    'sign.done': 'Готово',
    'sign.txId': 'Id трансакције: {id}',
    'sign.doneReturn': 'Сајт је тражио да вас поново види на {destination}.',
    'sign.continueTo': 'Настави на {host}',
    'sign.goBack': 'Врати се одакле сте дошли',
    'sign.fromApp': 'Од {app}',
    'sign.callbackValue':
      '{name, select, sig {[потпис]} id {[id трансакције]} block {[број блока]} other {[позиција у блоку]}}',
    'sign.afterShowsId': 'Затим ова страница приказује id трансакције.',
    'sign.afterReturn': 'Затим се враћате у {app} ({user}) на {url}, адресу коју је регистровала.',
    'sign.afterLink':
      'Затим ова страница приказује id трансакције и везу ка {url}; веза не именује апликацију која ју је регистровала, па ви бирате да ли ћете је пратити.',

    'refusal.authority':
      '{user} не може ово да потпише тим кључем: потребно је {role, select, posting {овлашћење за објављивање} active {активно овлашћење} other {овлашћење власника}} налога {user}.',
    'refusal.authorityFor':
      '{signer} не може ово да потпише као {actor}: ово делује у име {actor}, а може га потписати само {role, select, posting {овлашћење за објављивање} active {активно овлашћење} other {овлашћење власника}} налога {actor} (или налог са његове листе).',
    'refusal.noPost': 'Објава {post} не постоји (или више не постоји).',
    'refusal.noPostNamed': 'Наведена објава не постоји.',
    'refusal.funds': '{user} нема довољно средстава за ово.',
    'refusal.rc':
      '{user} тренутно нема довољно ресурсних кредита (RC): сачекајте да се допуне или урадите power up HIVE-а.',
    'refusal.other': 'Мрежа Hive је одбила ову трансакцију; ништа није урађено.',

    'sign.signing': 'Потписивање…',
    'sign.cancelledReturning': 'Отказано. Враћање у апликацију…',
    'sign.nothingDone': 'Ништа није потписано ни послато, и сајту ништа није речено.',
    'sign.cancelled': 'Отказано',
    'sign.mustSigner': 'Ову везу мора да потпише {user}.',
    'sign.doneReturning': 'Готово. Враћање у апликацију…',
    'sign.signedOnly': 'Потписано, није послато',
    'sign.doneSignedOnly': 'Готово: потписано, није послато',
    'sign.signedBroadcast': 'Потписано и послато',
    'sign.doneBroadcast': 'Готово: потписано и послато',
    'sign.inBlock': 'Уврштено у блок {block}.',
    'sign.signature': 'Потпис: {sig}',
    'op.you': 'ви (налог који потписује)',
    'op.noMemo': '(без белешке)',
    'op.none': '(нема)',
    'op.percent': '{percent}%',
    'op.memoUnencrypted':
      'Белешка почиње са „#“, што значи захтев за шифровање, али ова страница не шифрује белешке: била би објављена онако како је написана.',
    'op.row.voter': 'Гласач',
    'op.row.post': 'Објава',
    'op.row.weight': 'Тежина',
    'op.row.account': 'Налог',
    'op.row.amount': 'Износ',
    'op.row.from': 'Од',
    'op.row.to': 'За',
    'op.row.memo': 'Белешка',
    'op.row.shares': 'Удели',
    'op.row.witness': 'Сведок',
    'op.row.proxy': 'Заступник',
    'op.title.vote': 'Гласајте са {percent}% за {post}',
    'op.title.claim': 'Преузмите награде',
    'op.title.transfer': 'Пошаљите {amount} на {to}',
    'op.title.recurrent':
      'Шаљите {amount} на {to} сваких {hours, plural, one {# сат} few {# сата} other {# сати}}, {times, plural, one {# пут} few {# пута} other {# пута}}',
    'op.title.powerUp': 'Power up за {amount}',
    'op.title.powerDown': 'Power down за {amount}',
    'op.title.delegate': 'Делегирајте {amount} налогу {to}',
    'op.title.toSavings': 'Пребаците {amount} у штедњу',
    'op.title.fromSavings': 'Подигните {amount} из штедње (стиже после 3 дана)',
    'op.title.witnessVote': 'Гласајте за сведока {witness}',
    'op.title.witnessUnvote': 'Повуците свој глас за сведока {witness}',
    'op.title.proxy': 'Нека {proxy} гласа за сведоке уместо вас',
    'op.title.proxyClear': 'Уклоните свог заступника за гласање за сведоке',
    'op.title.other': 'Операција {name}',
    'op.danger.owner':
      'Ово замењује ваше овлашћење власника са {holders}; ко год га има, поседује ваш налог: може да промени сваки кључ и да вас закључа напољу.',
    'op.danger.active':
      'Ово замењује ваше активно овлашћење са {holders}; ко год га има, може да премешта ваша средства и мења ваше друге кључеве.',
    'op.danger.posting':
      'Ово замењује ваше овлашћење за објављивање са {holders}; ко год га има, може да објављује, гласа и прати у ваше име.',
    'op.danger.noKey': 'ниједан кључ',
    'op.danger.memoKey':
      'Ваш кључ за белешке постаје {key}: ко год га има, може да чита ваше шифроване белешке.',
    'op.danger.yourAccount': 'ваш налог',
    'op.danger.recoveryAccount':
      'Ово чини {recovery} налогом за опоравак за {account} после 30 дана: само {recovery} ће онда моћи да вам помогне да вратите налог ако вам украду кључ власника.',
    'op.danger.requestRecovery':
      'Ово дозвољава да {account} буде преузет новим овлашћењем власника ({holders}); ко год га има, поседује налог.',
    'op.danger.recover':
      'Ово замењује овлашћење власника за {account} са {holders}; ко год га има, поседује налог.',
    'op.danger.withdrawRoute':
      'Од сада {percent}% онога што {account} подиже кроз power down иде на {to}.',
    'op.danger.declineVoting':
      'Овим се заувек одричете својих гласова у управљању (сведоци и предлози): то се не може опозвати.',
    'op.danger.unknown':
      'Ова операција може да промени ко контролише ваш налог. Наставите само ако сте тражили управо ово.',
    'consent.vaultRemember': 'Запамти овај кључ на овом уређају',
    'consent.vaultTitle': 'Запамтити овај кључ на овом уређају?',
    'consent.vaultAbout':
      'Следећи пут се пријави једним додиром уместо да га куцаш. Кључ се шифрује у овом прегледачу и никад се никуда не шаље; откључава га само твој приступни кључ или твој PIN.',
    'consent.vaultActive':
      'Ово је твој активни кључ: ко га откључа може да помера твоја средства и мења твој налог. Чувај га овде само ако такве операције потписујеш на овом уређају.',
    'consent.vaultActiveTick': 'Чувај мој активни кључ на овом уређају',
    'consent.vaultPasskey': 'Запамти приступним кључем',
    'consent.vaultPinLabel': 'Или га закључај PIN-ом или лозинком (најмање 6 знакова)',
    'consent.vaultPin': 'Запамти овим PIN-ом',
    'consent.vaultSkip': 'Не сада',
    'consent.vaultUnlock': 'Откључај и пријави се',
    'consent.noWallet':
      'У овом прегледачу није инсталиран ниједан Hive новчаник. Овде можеш да се пријавиш приступним кључем или укуцаним кључем, или да инсталираш новчаник:',
    'consent.noWalletKeychain':
      'Hive Keychain (за прегледаче на рачунару, и апликација за телефоне)',
    'consent.noWalletHiveAuth': 'HiveAuth (новчаници на телефону који потписују уместо тебе)',
    'vault.signInPasskey': 'Пријави се као {user} приступним кључем',
    'vault.signInPin': 'Пријави се као {user} PIN-ом',
    'vault.signKept': 'Потпиши кључем сачуваним на овом уређају',
    'vault.forgetKey': 'Заборави овај кључ',
    'vault.keyLock':
      '{role, select, active {Активни кључ} other {Кључ за објављивање}} сачуван на овом уређају, закључан {lock, select, passkey {твојим приступним кључем} other {твојим PIN-ом}}.',
    'vault.forgetRoleLabel':
      'Заборави {role, select, active {активни кључ} other {кључ за објављивање}} сачуван за {user} на овом уређају',
    'vault.forgetAll': 'Заборави све на овом уређају',
    'vault.keyForgotten': 'Кључ сачуван за {user} је обрисан са овог уређаја.',
    'vault.allForgotten': 'Сви налози и кључеви сачувани на овом уређају су обрисани.',
    'vault.pinFor': 'PIN или лозинка за {user}',
    'vault.pinForRole':
      'PIN или лозинка {role, select, active {активног кључа} other {кључа за објављивање}} сачуваног за {user}',
    'vault.confirmPasskey': 'Потврди приступним кључем…',
    'vault.keeping': 'Кључ се шифрује…',
    'vault.passkeyRefused':
      'Твој приступни кључ није откључао кључ, па ништа није дешифровано. Покушај поново или укуцај свој кључ.',
    'vault.wrongPin':
      'Погрешан PIN. Преостали покушаји пре него што кључ буде обрисан са овог уређаја: {n}.',
    'vault.erased':
      'Кључ сачуван за {user} је обрисан са овог уређаја (превише погрешних PIN-ова, или је заборављен). Укуцај свој кључ да се пријавиш.',
    'vault.rotated':
      'Кључ сачуван на овом уређају за {user} више није кључ налога (промењен је), па не може да потписује. Притисни „Заборави овај кључ“, па укуцај нови кључ.',
    'vault.pinShort': 'Изабери PIN или лозинку од најмање 6 знакова.',
    'vault.activeNotTicked': 'Означи поље да би чувао активни кључ, или изабери „Не сада“.',
    'vault.noPrf': 'Овај приступни кључ не може да закључа кључ у овом прегледачу. Изабери PIN.',
    'vault.kept': 'Кључ за {user} је сачуван на овом уређају, закључан твојим приступним кључем.',
    'vault.keptPin': 'Кључ за {user} је сачуван на овом уређају, закључан твојим PIN-ом.',
    'vault.activeHint':
      'Пријавио си се активним кључем. За пријаву је довољан кључ за објављивање, и безбеднији је: користи њега следећи пут.',
  },
  security: {
    'authorized.intro': {
      source: '7bc4d0214a768be6',
      back: 'Apps and accounts you have allowed to act in your name on Hive. Removing one takes effect immediately on the blockchain and for every service; tokens the app still has stop working for everything your authorization was needed for.',
    },
    'authorized.keysNeverSent': {
      source: 'cb84bcc63d4f7c27',
      back: 'Used only inside this page for signing; never sent anywhere. They stay filled in while this page is open.',
    },
    'authorized.role': {
      source: 'bf3b6b39d8ded7e4',
      back: 'Posting authorization: can publish, vote, follow and update your profile in your name / Active authorization: can also move your funds and change your authorizations / Owner authorization: has full control over your account',
    },
    'authorized.loses': {
      source: '4c609f6001ef25f7',
      back: '{app} will no longer be able to publish, vote, follow or update your profile in your name / move your funds or change your authorizations / manage your account, on any site or service. The tokens it has stop working for that. Later you can grant it again by signing in to it.',
    },
    'appLimits.endLoses': {
      source: '420267513d4dfc8c',
      back: 'Each of your sign-ins to {app} here ends immediately: its tokens stop working and it can no longer act in your name through this service. {app} keeps your posting authorization on the blockchain until you remove it above.',
    },
    'signIns.endLoses': {
      source: 'd85201d70c8a1522',
      back: '{app} is signed out immediately: its tokens stop working and it can no longer act in your name through this service. It keeps your posting authorization on the blockchain until you remove it above. / … its tokens stop working, and it is notified.',
    },
    'signIns.unlisted': {
      source: '6228bcd8343570c4',
      back: '{apps} has (have) your posting authorization but no sign-in here: it (they) can publish in your name on Hive and nothing on this page limits it (them). If you do not use it (them), remove it (them) above.',
    },
    'register.intro': {
      source: '252f1694ba6b060a',
      back: "An app is a Hive account whose profile in {field} says where its users' sign-ins go. Only the account's active key can change {field}: accounts with its posting authorization (this service, apps it signed in to) cannot. Registration writes the profile there, in one {op} transaction signed on this page.",
    },
    'register.secretHashHelp': {
      source: '1e4682681468c9ce',
      back: 'The profile publishes only this hash and anyone can read it: a secret must have at least {minBits} random bits, otherwise it can be guessed offline. Make it here ({bits} bits) or with {command}.',
    },
    'register.newSecretHelp': {
      source: 'f726e7ed41cb8e30',
      back: "Copy it now to your app's server: it is shown once and neither this page nor the blockchain keeps it.",
    },
    'consent.keyNeverSent': {
      source: '11f58d2b20621d9b',
      back: 'It is used only inside this page for signing; it is never sent anywhere.',
    },
    'consent.published': {
      source: '5c10f5d5b2b9c3fe',
      back: 'The name, description, picture and site are published by {app} itself; hivegate has not checked them.',
    },
    'consent.grantNotYet': {
      source: '01d705fdf020c399',
      back: "Your account does not yet allow {app} to act in your name. Giving adds {app} to your account's posting authority on the Hive blockchain ({op} transaction).",
    },
    'consent.grantCannot': {
      source: 'd81c0ce89115b640',
      back: 'It cannot transfer funds nor change keys.',
    },
    'consent.grantActive': {
      source: '4f7e888f01dd0890',
      back: 'This change requires your active key. It is valid until you remove it on this page:',
    },
    'grant.loginOnly': {
      source: '45c8e6eeddf12361',
      back: 'To learn your Hive username for signing in; it cannot act in your name on Hive.',
    },
    'grant.neverFunds': {
      source: '04c3f0957208280b',
      back: 'It can never move your funds nor change your keys.',
    },
    'reach.enforced': {
      source: '23984a046ac1a7ae',
      back: 'These limits are enforced: only this service can use the posting authority you give {app}, and it checks every action against them.',
    },
    'reach.notEnforced': {
      source: 'd2e1c4ea0a470550',
      back: "These limits bind only what {app} does through this service. {app}'s posting authority also contains its own keys or accounts, so {app} can sign in your name directly on the Hive blockchain, outside every limit, as long as you keep it in your posting authority.",
    },
    'reach.onChain': {
      source: 'e71593026db82c4d',
      back: 'On the Hive blockchain your posting authority allows anyone who has it to publish, vote, follow, reblog and update your profile as you, without its own limit.',
    },
    'reach.direct': {
      source: '83fae24b2a14d262',
      back: '{app} has keys or accounts that can use it directly, outside the limits you chose.',
    },
    'device.check': {
      source: 'b83849fb4ebce799',
      back: 'Check whether the device shows the same code. If you did not start this sign-in on your device, reject it: someone may be trying to get into your account.',
    },
    'home.keys': {
      source: 'b95ae05dbbe19cf4',
      back: "Your keys stay in the browser: this service never sees them. You can revoke an application's access at any moment.",
    },
    'hiveauth.approveOnPhone': {
      source: 'e8ebf991dbc6a245',
      back: 'Approve on the phone with a HiveAuth wallet; no key is entered here.',
    },
    'op.memoUnencrypted': {
      source: '53086fa05cc731c1',
      back: 'The memo starts with "#", which means a request for encryption, but this page does not encrypt memos: it would be published the way it is written.',
    },
    'op.danger.owner': {
      source: '38d31772fe52a35f',
      back: 'This replaces your owner authority with {holders}; whoever has it owns your account: they can change every key and lock you out.',
    },
    'op.danger.active': {
      source: '55b80f219c3ead5a',
      back: 'This replaces your active authority with {holders}; whoever has it can move your funds and change your other keys.',
    },
    'op.danger.posting': {
      source: '24e237bc36820a1e',
      back: 'This replaces your publishing authority with {holders}; whoever has it can publish, vote and follow in your name.',
    },
    'op.danger.noKey': { source: 'ec9afd6a0470e867', back: 'not one key' },
    'op.danger.memoKey': {
      source: 'e44d5be0f648bd73',
      back: 'Your memo key becomes {key}: whoever has it can read your encrypted memos.',
    },
    'op.danger.yourAccount': { source: '17a7e5cfee17027e', back: 'your account' },
    'op.danger.recoveryAccount': {
      source: '2b9ce7374d4e68fa',
      back: 'This makes {recovery} the recovery account for {account} after 30 days: only {recovery} will then be able to help you get the account back if your owner key is stolen.',
    },
    'op.danger.requestRecovery': {
      source: 'c1c4ec5056320409',
      back: 'This allows {account} to be taken over by a new owner authority ({holders}); whoever has it owns the account.',
    },
    'op.danger.recover': {
      source: 'f3bd51edee3dbe53',
      back: 'This replaces the owner authority for {account} with {holders}; whoever has it owns the account.',
    },
    'op.danger.withdrawRoute': {
      source: '734ccebc10c83704',
      back: 'From now on, {percent}% of what {account} withdraws through power down goes to {to}.',
    },
    'op.danger.declineVoting': {
      source: '053d6dfe398eb80f',
      back: 'With this you give up your governance votes (witnesses and proposals) forever: it cannot be revoked.',
    },
    'op.danger.unknown': {
      source: 'a5eb8c5892b24e28',
      back: 'This operation can change who controls your account. Continue only if you asked for exactly this.',
    },
    'consent.vaultAbout': {
      source: '9fd8eed08dc515b1',
      back: 'Next time, sign in with one touch instead of typing it. The key is encrypted in this browser and is never sent anywhere; only your passkey or your PIN unlocks it.',
    },
    'consent.vaultActive': {
      source: '206c57c1a2df6049',
      back: 'This is your active key: whoever unlocks it can move your funds and change your account. Keep it here only if you sign such operations on this device.',
    },
  },
};
