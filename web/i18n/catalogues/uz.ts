import type { Catalogue } from '../catalogue';

/** Oʻzbekcha (lotin yozuvi, «siz»). */
export const uz: Catalogue = {
  review: "drafted (issue 40), needs a native speaker's review",
  messages: {
    'layout.skip': 'Asosiy qismga oʻtish',
    'layout.navLabel': 'Asosiy menyu',
    'layout.nav.home': 'Bosh sahifa',
    'layout.nav.apps': 'Ilovalar',
    'layout.nav.authorizedApps': 'Ruxsat berilgan ilovalar',
    'layout.language': 'Til',
    'layout.noScript':
      'Bu sahifaga JavaScript kerak, lekin bu brauzer uni bu yerda ishga tushirmayapti.',
    'layout.withoutScript':
      'Sahifani qayta yuklang. Yordam bermasa, bu brauzer skriptlarni bloklayotgan boʻlishi mumkin: bu sayt uchun JavaScriptga ruxsat bering yoki sahifani boshqa qurilmada, masalan, telefoningizda oching.',
    'layout.loading': 'Sahifa tayyorlanmoqda… tugmalar birozdan keyin ishlaydi.',
    'layout.loadingLate': 'Hali tayyor emas: bu sahifaning skripti ishga tushmadi.',

    'error.title.invalid_request': 'Bu soʻrov yaroqsiz',
    'error.title.unauthorized_client': 'Bu ilova roʻyxatdan oʻtmagan',
    'error.title.not_found': 'Topilmadi',
    'error.title.pageNotFound': 'Sahifa topilmadi',
    'error.title.unavailable': 'Hive tarmogʻiga ulanib boʻlmayapti',
    'error.title.signLink': 'Bu imzo havolasini imzolab boʻlmaydi',
    'error.title.other': 'Nimadir notoʻgʻri ketdi',
    'error.about.invalid_request': 'Soʻrovda nimadir yetishmaydi yoki notoʻgʻri.',
    'error.about.unauthorized_client':
      'Sizni bu yerga yuborgan ilova bu manzil uchun roʻyxatdan oʻtmagan, shuning uchun bu yerdan unga kira olmaysiz.',
    'error.about.not_found': 'Bu manzilda hech narsa yoʻq.',
    'error.about.unavailable':
      'Bu xizmat hozir Hive tarmogʻiga ulana olmayapti. Bir daqiqadan soʻng qayta urinib koʻring.',
    'error.about.other': 'Xizmat bu soʻrovga javob bera olmadi.',
    'error.details': 'Tafsilotlar (ingliz tilida)',
    'error.code': 'Xato kodi: {code}',
    'error.home': 'Bosh sahifaga oʻtish',
    'error.fromApp':
      'Agar sizni bu yerga ilova yuborgan boʻlsa, unga qayting va qayta urinib koʻring yoki uning dasturchilariga xabar bering.',

    'home.title': 'Hive orqali kirish',
    'home.intro':
      'hivegate ilovalarga sizni Hive hisobingiz bilan kiritish, ruxsat berganingizdan soʻng esa siz uchun nashr qilish, ovoz berish va kuzatish imkonini beradi.',
    'home.keys':
      'Kalitlaringiz brauzeringizda qoladi: bu xizmat ularni hech qachon koʻrmaydi. Ilovaning ruxsatini istalgan vaqtda qaytarib olishingiz mumkin.',
    'home.people': 'Hive foydalanuvchilari uchun',
    'home.authorizedLink': 'Ruxsat bergan ilovalaringizni koʻring va olib tashlang',
    'home.authorizedAbout': 'roʻyxatni koʻrish uchun foydalanuvchi nomingizni kiriting.',
    'home.appsLink': 'Ilovalar katalogini koʻrish',
    'home.appsAbout':
      'bu xizmatdan foydalanadigan ilovalar, kunlik foydalanuvchilar soni boʻyicha.',
    'home.startFromApp':
      'Ilovaga kirish uchun ilovaning oʻzidan boshlang: u sizni nomi va soʻrovi bilan bu yerga yuboradi.',
    'home.developers': 'Dasturchilar uchun',
    'home.sdk':
      '{client} dan foydalaning: u {sdk} SDK metod nomlarini saqlaydi, barcha havolalari va chaqiruvlari esa shu xizmatga boradi. {apiURL} ni {origin} ga qoʻysangiz, {sdk} SDK ning API chaqiruvlari ham ishlaydi, lekin uning kirish va imzo havolalari hivesigner.com ga boradi.',
    'home.endpoint.authorize': 'Kirish va rozilik sahifasi (SDK dagi {call})',
    'home.endpoint.token': 'Yangi tokenlar evaziga kod yoki yangilash tokeni va sizning {secret}',
    'home.endpoint.revoke':
      'Foydalanuvchini chiqaradi: token va uning butun ruxsati ishlashdan toʻxtaydi',
    'home.endpoint.me': 'Token hisobi',
    'home.endpoint.broadcast': 'Xizmat imzolagan nashr amallari, bitta tranzaksiyada',
    'home.endpoint.apps': 'JSON koʻrinishidagi ilovalar katalogi',
    'home.endpoint.sign':
      'Foydalanuvchining faol kaliti kerak boʻlgan amallar (oʻtkazmalar) uchun imzo havolalari',
    'home.jwks': 'Tokenlar Ed25519 bilan imzolangan JWT; ochiq kalitlar {url} manzilida.',
    'home.discovery': 'OpenID Connect aniqlash: {url}.',
    'home.appProfile':
      'Ilova — bu {metadata} profilida {type}, uning {uris} va sirining SHA-256 qiymati boʻlgan Hive hisobi.',
    'home.register': 'Ilovani roʻyxatdan oʻtkazing',
    'home.registerWith': '(uning faol kaliti bilan).',

    'apps.building': 'Katalog tuzilmoqda. Iltimos, bir daqiqadan soʻng qayta urinib koʻring.',
    'apps.intro':
      'Bu xizmat orqali nashr qiladigan ilovalar, {days, plural, one {oxirgi # kundagi} other {oxirgi # kundagi}} kunlik foydalanuvchilar soni boʻyicha.',
    'apps.updated': 'Yangilandi: {date}.',
    'apps.unverified':
      'Nomlar va tavsiflarni har bir ilova hisobi oʻzi eʼlon qiladi; ular tasdiqlanmagan.',
    'apps.own': 'Ilovangiz bormi? {link} (faol kaliti bilan).',
    'apps.featured': 'Tanlanganlar',
    'apps.ranking': 'Reyting',
    'apps.none': 'Bu davrda hech bir ilovadan foydalanilmadi.',
    'apps.allFeatured': 'Bu davrda foydalanilgan barcha ilovalar yuqoridagi tanlanganlar orasida.',
    'apps.new': 'Yangi',
    'apps.weaker': 'Zaifroq roʻyxatdan oʻtish',
    'apps.notRegistered': 'Roʻyxatdan oʻtmagan',
    'apps.postingNote':
      'Uning kirish sozlamalari {field} ichida: uning nashr vakolatiga ega har kim foydalanuvchilar kirishi qayerga borishini oʻzgartira oladi. Egasi uni faol kalit bilan roʻyxatdan oʻtkazishi mumkin: {link}.',
    'apps.noProfile':
      'Uning {field} ichida ilova profili yoʻq: egasi uni roʻyxatdan oʻtkazmaguncha bu yerda hech kim unga kira olmaydi: {link}.',
    'apps.users': '{count, plural, one {# foydalanuvchi} other {# foydalanuvchi}}',
    'apps.requests': '{count, plural, one {# soʻrov} other {# soʻrov}}',
    'apps.limitsEnforced':
      'Foydalanuvchilari bu yerda qoʻygan cheklovlar qoʻllanadi: ular bergan nashr vakolatidan faqat shu xizmat foydalana oladi.',
    'apps.limitsNotEnforced':
      'Bu yerda qoʻyilgan har qanday cheklovdan tashqarida, toʻgʻridan-toʻgʻri Hive blokcheynida foydalanuvchilari nomidan imzo qoʻya oladi: uning nashr vakolatida oʻz kalitlari yoki hisoblari bor.',

    'device.title': 'Qurilmada kirish',
    'device.codeLabel': 'Qurilmangiz koʻrsatayotgan kod',
    'device.continue': 'Davom etish',
    'device.next':
      'Keyin biror narsani imzolashdan oldin qaysi ilova nima soʻrayotganini koʻrasiz.',
    'device.codeError':
      'Bu kod notoʻgʻri, muddati oʻtgan yoki allaqachon ishlatilgan. Qurilmangiz koʻrsatayotgan kodni tekshiring.',
    'device.deniedTitle': 'Qurilma rad etildi',
    'device.denied':
      'Qurilma navbatdagi urinishida rad etiladi; u hisobingizga hech qanday kirish olmaydi. Bu sahifani yopishingiz mumkin.',
    'device.code': 'Kod {code}',
    'device.check':
      'Qurilmangiz aynan shu kodni koʻrsatayotganini tekshiring. Agar bu kirishni oʻz qurilmangizda boshlamagan boʻlsangiz, uni rad eting: kimdir hisobingizga kirishga urinayotgan boʻlishi mumkin.',
    'device.deny': 'Bu qurilmani rad etish',

    'signOut.doneTitle': 'Chiqildi',
    'signOut.done':
      '{user} {app} dan chiqdi: oʻsha kirishning kirish va yangilash tokenlari endi ishlamaydi.',
    'signOut.authority':
      'Agar bergan boʻlsangiz, ilova zanjirda siz bergan nashr vakolatini saqlab qoladi. Uni ham olib tashlash uchun shu sahifada olib tashlang:',
    'signOut.askTitle': 'Chiqilsinmi?',
    'signOut.askHeading': '{app} dan chiqilsinmi?',
    'signOut.ask':
      'Bir sahifa {user} ni {app} dan chiqarishni soʻramoqda. Agar buni siz soʻramagan boʻlsangiz, tizimda qoling.',
    'signOut.confirm': '{app} dan chiqish',
    'signOut.stay': 'Tizimda qolish',

    'consent.heading': '{app} ga kirish',
    'consent.headingDevice': 'Qurilmangizda {app} ga kirish',
    'consent.account': 'Hive hisobingiz',
    'consent.chooseAccount': 'Hisobni tanlang',
    'consent.rememberedAccounts': 'Bu brauzerdagi hisoblar',
    'consent.username': 'Hive foydalanuvchi nomi',
    'consent.signWith':
      'Soʻngra quyida shaxsiy nashr kalitingiz yoki asosiy parolingiz bilan imzolang.',
    'consent.keychain': 'Hive Keychain orqali kirish',
    'signin.limitsStillApply': 'Bu ilova uchun qo‘ygan cheklovlaringiz hali ham amalda: {limits}',
    'signin.limitsContinue': 'Davom etish',
    'consent.or': 'yoki',
    'consent.keyLabel': 'Shaxsiy nashr kaliti yoki asosiy parol',
    'consent.keyNeverSent':
      'Faqat shu sahifa ichida imzolash uchun ishlatiladi; hech qachon hech qayerga yuborilmaydi.',
    'consent.signIn': 'Kirish',
    'consent.cancel': 'Bekor qilish va qaytish',
    'consent.returnsTo': 'Kirgandan soʻng {uri} ga qaytasiz.',
    'consent.deviceGoesOn':
      'Kirgandan soʻng qurilmangiz oʻzi davom etadi; bu sahifaga hech narsa qaytmaydi.',
    'consent.unverified': 'Tasdiqlanmagan',
    'consent.published':
      'Nom, tavsif, rasm va veb-saytni {app} oʻzi eʼlon qilgan; hivegate ularni tekshirmagan.',
    'consent.mayDo': '{app} nima qila oladi',
    'consent.profile': 'Ochiq Hive profilingizni oʻqish: koʻrsatiladigan nom, rasm va veb-sayt.',
    'consent.offline': 'Ilovani yopgandan keyin ham tizimda qolish (yangilash tokeni).',
    'consent.grantTitle': '{app} ga nashr vakolatini berish',
    'consent.grantNotYet':
      'Hisobingiz hali {app} ga siz nomingizdan harakat qilishga ruxsat bermaydi. Ruxsat berish {app} ni Hive blokcheynidagi hisobingizning nashr vakolatiga qoʻshadi ({op} tranzaksiyasi).',
    'consent.grantCannot': 'U mablagʻ oʻtkaza olmaydi va kalitlarni oʻzgartira olmaydi.',
    'consent.grantActive':
      'Bu oʻzgarish uchun faol kalitingiz kerak. U shu sahifada olib tashlamaguningizcha amal qiladi:',
    'consent.grantKeychain': 'Hive Keychain orqali ruxsat berish',
    'consent.grantOrKey': 'yoki quyidagi kalitdan foydalaning.',
    'consent.activeKeyLabel': 'Shaxsiy faol kalit yoki asosiy parol',
    'consent.grantSubmit': 'Ruxsat berish va davom etish',

    'limits.adjust': 'Cheklovlarni sozlash',
    'limits.fixed': 'Cheklovlaringiz (bu kirish uchun qatʼiy)',
    'limits.legend': '{app} uchun cheklovlaringiz',
    'limits.help':
      '{app} qila oladigan ishlarni kamaytira olasiz, lekin hech qachon koʻpaytira olmaysiz: yuqoridagi roʻyxat ham birga oʻzgaradi. Kirishni keyinroq Ruxsat berilgan ilovalar sahifasida tugatishingiz ham mumkin.',
    'limits.actions': 'Ruxsat etilgan amallar',
    'limits.votes': 'Ovozlar',
    'limits.voteWeight': 'Eng katta ovoz, % da (koʻpi bilan {max})',
    'limits.noDownvotes': 'Salbiy ovozlar yoʻq.',
    'limits.allowDownvotes': 'Salbiy ovozlarga ruxsat berish',
    'limits.appMessages': 'Ruxsat etilgan ilova xabarlari (custom_json)',
    'limits.perDayMax': 'Kuniga eng koʻp amallar (koʻpi bilan {max, number})',
    'limits.perDayNone': 'Kuniga eng koʻp amallar (boʻsh: cheklovsiz)',
    'limits.endsAsAsked':
      'Kirish {app} soʻraganidek {date} da tugaydi: bu yerda taklif qilingan har qanday muddatdan oldinroq. Uni istalgan vaqtda Ruxsat berilgan ilovalar sahifasida tugatishingiz mumkin.',
    'limits.ends': 'Kirish tugaydi',
    'limits.asAsked': '{date} ({app} soʻraganidek)',
    'limits.whenRemoved': 'Siz olib tashlaganingizda',
    'limits.inDays': '{days, plural, one {# kundan keyin} other {# kundan keyin}}',
    'limits.leaveOne': 'Kamida bitta amalga ruxsat qoldiring yoki kirishni bekor qiling.',
    'limits.weightRange': '0,01 dan {max} % gacha ovoz ogʻirligini kiriting.',
    'limits.perDayWhole':
      'Amallar sonini butun son sifatida kiriting, kamida 1, yoki boʻsh qoldiring.',
    'limits.perDayRange': '1 dan {max, number} gacha butun son kiriting.',

    'grant.loginOnly':
      'Sizni kiritish uchun Hive foydalanuvchi nomingizni bilish; u Hiveda siz nomingizdan harakat qila olmaydi.',
    'grant.learnUsername': 'Sizni kiritish uchun Hive foydalanuvchi nomingizni bilish.',
    'grant.actFor': 'Hiveda siz nomingizdan harakat qilish: {actions}.',
    'grant.neverFunds':
      'U hech qachon mablagʻlaringizni koʻchira olmaydi va kalitlaringizni oʻzgartira olmaydi.',
    'grant.allows.vote': 'postlar va izohlarga ovoz berish',
    'grant.allows.comment': 'postlar va izohlarni eʼlon qilish va tahrirlash',
    'grant.allows.delete_comment': 'postlaringiz va izohlaringizni oʻchirish',
    'grant.allows.comment_options': 'postlaringizning toʻlov sozlamalarini belgilash',
    'grant.allows.custom_json':
      'ilova xabarlarini yuborish (kuzatish, reblog, hamjamiyatlar, oʻyinlar)',
    'grant.allows.claim_reward_balance': 'mukofotlaringizni olish',
    'grant.allows.account_update2': 'profilingizni yangilash',
    'limit.only': 'Faqat shu amallar: {operations}.',
    'limit.votes': 'Ovozlar koʻpi bilan {percent} %.',
    'limit.votesNoDown': 'Ovozlar koʻpi bilan {percent} %, salbiy ovozlar yoʻq.',
    'limit.noDown': 'Salbiy ovozlar yoʻq.',
    'limit.appMessagesOnly': 'Ilova xabarlari (custom_json) faqat shu turlarda: {ids}.',
    'limit.noAppMessages': 'Ilova xabarlari (custom_json) yoʻq.',
    'limit.perDay':
      '{count, plural, one {Kuniga koʻpi bilan # amal.} other {Kuniga koʻpi bilan # amal.}}',
    'limit.until': '{date} gacha.',
    'limit.dateTime': '{date}, {time} UTC',
    'reach.enforced':
      'Bu cheklovlar qoʻllanadi: {app} ga bergan nashr vakolatingizdan faqat shu xizmat foydalana oladi va u har bir amalni ular bilan solishtiradi.',
    'reach.notEnforced':
      'Bu cheklovlar faqat {app} shu xizmat orqali qiladigan ishlarga taalluqli. {app} ning nashr vakolatida uning oʻz kalitlari yoki hisoblari ham bor, shuning uchun siz uni nashr vakolatingizda saqlar ekansiz, {app} hech qanday cheklovsiz, toʻgʻridan-toʻgʻri Hive blokcheynida siz nomingizdan imzo qoʻya oladi.',
    'reach.onChain':
      'Hive blokcheynida nashr vakolatingiz unga ega boʻlgan har kimga siz nomingizdan nashr qilish, ovoz berish, kuzatish, reblog qilish va profilingizni yangilash imkonini beradi, uning oʻzida hech qanday cheklov yoʻq.',
    'reach.onlyThrough':
      '{app} undan faqat shu xizmat orqali foydalana oladi va xizmat uni siz tanlagan cheklovlarda ushlab turadi.',
    'reach.direct':
      '{app} da undan toʻgʻridan-toʻgʻri, siz tanlagan cheklovlardan tashqarida foydalana oladigan kalitlar yoki hisoblar bor.',

    'hiveauth.signIn': 'HiveAuth (mobil hamyon) orqali kirish',
    'hiveauth.approveOnPhone':
      'Telefoningizda HiveAuth hamyoni bilan tasdiqlang; bu yerda hech qanday kalit yozilmaydi.',
    'hiveauth.title': 'Hamyon ilovasida tasdiqlang',
    'hiveauth.scan':
      'Bu kodni HiveAuth hamyoni (masalan, mobil Hive Keychain) bilan skanerlang yoki shu telefonda boʻlsangiz, havolani oching.',
    'hiveauth.qrSignIn': 'HiveAuth kirish soʻrovining QR kodi',
    'hiveauth.qrRegistration': 'HiveAuth roʻyxatdan oʻtish soʻrovining QR kodi',
    'hiveauth.open': 'Hamyon ilovasida ochish',
    'hiveauth.cancelSignIn': 'HiveAuth orqali kirishni bekor qilish',
    'hiveauth.cancelRegistration': 'HiveAuth orqali roʻyxatdan oʻtishni bekor qilish',
    'hiveauth.grant': 'HiveAuth orqali ruxsat berish',
    'hiveauth.grantHelp':
      'Hamyon ilovangizdan bu oʻzgarishni faol kalitingiz bilan imzolash soʻraladi. Agar qila olmasa, quyida Hive Keychain yoki faol kalitingiz bilan ruxsat bering; soʻng kirish hamyon ilovasida davom etadi.',
    'hiveauth.waiting': 'Hamyon ilovangiz kutilmoqda…',
    'hiveauth.confirm': 'Hamyon ilovangizda tasdiqlang…',
    'hiveauth.timeLeft': 'Qolgan vaqt: {seconds, number} s',
    'hiveauth.unreachable':
      'HiveAuth relesiga ulanib boʻlmadi. Keyinroq urinib koʻring yoki Hive Keychain yoki kalit bilan kiring.',
    'hiveauth.lost':
      'Hamyoningiz javob berishidan oldin HiveAuth relesi bilan aloqa uzildi. Iltimos, qayta urinib koʻring.',
    'hiveauth.relayError': 'HiveAuth relesi soʻrovni rad etdi.',
    'hiveauth.expired':
      'Hamyoningiz javob berishidan oldin HiveAuth soʻrovining muddati tugadi. Iltimos, qayta urinib koʻring.',
    'hiveauth.rejected': 'Hamyoningizda rad etdingiz.',
    'hiveauth.walletError': 'Hamyoningiz soʻrovni imzolay olmadi.',
    'hiveauth.badAnswer': 'Hamyoningiz bu sahifa foydalana olmaydigan javob yubordi.',
    'hiveauth.cancelled': 'HiveAuth orqali kirish bekor qilindi.',
    'hiveauth.reconnecting': 'HiveAuth relesi bilan aloqa uzildi; qayta ulanmoqda…',

    'signin.keychainNext':
      'Soʻngra «Hive Keychain orqali kirish» tugmasini bosing va Keychainda tasdiqlang (hisobni u yerda tanlash uchun foydalanuvchi nomini boʻsh qoldiring); yoki quyidagi kalitdan foydalaning.',
    'signin.reading': 'Hisobingiz oʻqilmoqda…',
    'signin.confirmKeychain': 'Hive Keychainda tasdiqlang…',
    'signin.chooseInKeychain': 'Hisobingizni tanlang va Hive Keychainda tasdiqlang…',
    'signin.signing': 'Kirilmoqda…',
    'signin.failed': 'Kirish muvaffaqiyatsiz tugadi.',
    'signin.couldNotStart': 'Kirishni boshlab boʻlmadi.',
    'signin.waitGrant': 'Ruxsat xizmatga yetib borishi kutilmoqda…',
    'signin.returning': '{user} sifatida kirildi. Ilovaga qaytilmoqda…',
    'signin.expected':
      '{app} siz {expected} sifatida kirishingizni kutgan edi. Buning oʻrniga {user} sifatida kirish uchun qayta kiring.',
    'signin.forget': 'Unutish',
    'signin.forgetLabel': 'Bu brauzerda {user} ni unutish',
    'signin.chosen': '{user} tanlandi.',
    'signin.forgotten': '{user} bu brauzerda unutildi.',
    'signin.deviceDone':
      '{user} sifatida kirildi. Qurilmangizga qayting: u oʻzi davom etadi. Bu sahifani yopishingiz mumkin.',
    'signin.oneMoreStep': 'Yana bir qadam: ilovaga nashr vakolatini bering.',
    'signin.grantTyped':
      '{typed, select, password {Kirish uchun yozgan asosiy parolingiz bu oʻzgarishni ham imzolaydi; u faqat shu kirish uchun bu sahifa xotirasida saqlanadi.} other {Kirish uchun yozgan kalitingiz bu oʻzgarishni ham imzolaydi; u faqat shu kirish uchun bu sahifa xotirasida saqlanadi.}}',
    'signin.grantKept':
      'Kirish uchun qulfini ochgan, shu qurilmada saqlangan faol kalitingiz bu oʻzgarishni ham imzolaydi; u faqat shu kirish uchun bu sahifa xotirasida saqlanadi.',
    'signin.broadcastingGrant': 'Ruxsat tarqatilmoqda…',
    'signin.confirmGrantWallet': 'Ruxsatni hamyon ilovangizda tasdiqlang…',
    'signin.hiveauthApp': '{app} ga kirish',

    'common.details': 'Tafsilotlar',
    'common.enterUsername':
      'Hive foydalanuvchi nomini kiriting: 3 dan 16 tagacha harf, raqam, nuqta yoki chiziqcha.',
    'common.noAccount': '{user} hisobi mavjud emas.',
    'common.enterKey':
      '{role, select, posting {Shaxsiy nashr kalitingiz yoki asosiy parolingizni kiriting.} active {Shaxsiy faol kalitingiz yoki asosiy parolingizni kiriting.} other {Shaxsiy egasi kalitingiz yoki asosiy parolingizni kiriting.}}',
    'common.wrongKey': '{user} uchun parol yoki kalit notoʻgʻri.',
    'common.notRoleKey':
      '{role, select, posting {Bu {user} ning nashr kaliti emas.} active {Bu {user} ning faol kaliti emas.} other {Bu {user} ning egasi kaliti emas.}}',
    'common.serviceAnswered': 'Xizmat {status} bilan javob berdi',
    'common.keychainDeclined': 'Hive Keychainda rad etdingiz.',
    'common.keychainDidNotSign': 'Hive Keychain imzolamadi: {said}',

    'authorized.intro':
      'Hive’da siz nomingizdan harakat qilishiga ruxsat bergan ilovalar va hisoblar. Birini olib tashlash blokcheynda va har bir xizmatda darhol kuchga kiradi; ilovada hali qolgan tokenlar sizning vakolatingiz kerak boʻlgan hech narsa uchun ishlamay qoladi.',
    'authorized.username': 'Hive foydalanuvchi nomingiz',
    'authorized.show': 'Ruxsat berilgan ilovalarni koʻrsatish',
    'authorized.listTitle': '{user} ustidan vakolatga ega hisoblar',
    'authorized.keys': 'Kalitlaringiz',
    'authorized.keysNeverSent':
      'Faqat shu sahifa ichida imzolash uchun ishlatiladi; hech qachon hech qayerga yuborilmaydi. Bu sahifa ochiq turganda toʻldirilgan holda qoladi.',
    'authorized.keychainFound':
      'Hive Keychain topildi: buning oʻrniga Keychain’da tasdiqlash uchun maydonni boʻsh qoldiring.',
    'authorized.postingKey': 'Shaxsiy posting kaliti yoki asosiy parol',
    'authorized.postingKeyHelp':
      'Bu siz ekaningizni isbotlaydi: kirishlaringizni va har bir ilova cheklovlarini koʻrsatadi, ularni oʻzgartiradi, kirishlarni tugatadi.',
    'authorized.activeKey': 'Shaxsiy active kaliti yoki asosiy parol',
    'authorized.activeKeyHelp':
      'Blokcheyndagi hisobingizni oʻzgartiradi: quyida vakolatlaringizdan ilova yoki hisobni olib tashlaydi.',
    'authorized.role':
      '{role, select, posting {Posting vakolati: siz nomingizdan chop etishi, ovoz berishi, kuzatishi va profilingizni yangilashi mumkin} active {Active vakolati: mablagʻlaringizni koʻchirishi va vakolatlaringizni oʻzgartirishi ham mumkin} other {Owner vakolati: hisobingiz ustidan toʻliq nazoratga ega}}',
    'authorized.none': 'Bu hisob ustidan hech bir ilova yoki hisob vakolatga ega emas.',
    'authorized.alone': 'yolgʻiz harakat qila oladi',
    'authorized.weight': 'vazn {weight} / {threshold}',
    'authorized.remove': 'Olib tashlash',
    'authorized.removeLabel':
      '{role, select, posting {{app}ni posting vakolatingizdan olib tashlash} active {{app}ni active vakolatingizdan olib tashlash} other {{app}ni owner vakolatingizdan olib tashlash}}',
    'authorized.confirmTitle':
      '{role, select, posting {{app} posting vakolatingizdan olib tashlansinmi?} active {{app} active vakolatingizdan olib tashlansinmi?} other {{app} owner vakolatingizdan olib tashlansinmi?}}',
    'authorized.loses':
      '{role, select, posting {{app} endi hech bir sayt yoki xizmatda siz nomingizdan chop eta, ovoz bera, kuzata yoki profilingizni yangilay olmaydi.} active {{app} endi hech bir sayt yoki xizmatda mablagʻlaringizni koʻchira yoki vakolatlaringizni oʻzgartira olmaydi.} other {{app} endi hech bir sayt yoki xizmatda hisobingizni boshqara olmaydi.}} Undagi tokenlar buning uchun ishlamay qoladi. Keyinroq unga kirib, yana ruxsat berishingiz mumkin.',
    'authorized.removeApp': '{app}ni olib tashlash',
    'authorized.keep': 'Qoldirish',
    'authorized.removing': '{app} olib tashlanmoqda…',
    'authorized.removed':
      '{role, select, posting {{app} posting vakolatingizdan olib tashlandi.} active {{app} active vakolatingizdan olib tashlandi.} other {{app} owner vakolatingizdan olib tashlandi.}}',
    'authorized.limits': 'Cheklovlar',
    'authorized.limitsLabel': '{app} uchun cheklov qoʻyish',
    'appLimits.title': '{app} uchun cheklovlar',
    'appLimits.onlyStricter':
      'Cheklovlar faqat qattiqlashadi: kiritgan har bir qiymatingiz amaldagidan past boʻlishi kerak. Imzo yuqoridagi posting kalitingiz yoki Keychain bilan qoʻyiladi.',
    'appLimits.voteWeight': 'Eng katta ovoz, % da (boʻsh: oʻzgarmaydi)',
    'appLimits.voteWeightNow':
      'Eng katta ovoz, % da (hozir koʻpi bilan {percent}; boʻsh: oʻzgarmaydi)',
    'appLimits.noDownvotes': 'Salbiy ovozlarsiz',
    'appLimits.noDownvotesInForce': 'Salbiy ovozlarsiz (allaqachon amalda)',
    'appLimits.perDay': 'Kuniga eng koʻp amallar (boʻsh: oʻzgarmaydi)',
    'appLimits.perDayNow':
      'Kuniga eng koʻp amallar (hozir koʻpi bilan {count}; boʻsh: oʻzgarmaydi)',
    'appLimits.endNow': 'Uning kirishini hozir tugatish',
    'appLimits.save': 'Cheklovlarni saqlash',
    'appLimits.cancel': 'Bekor qilish',
    'appLimits.keepAccess': 'Kirishini qoldirish',
    'appLimits.none': 'Cheklov yoʻq: kirishi ruxsat bergan hamma narsani qila oladi.',
    'appLimits.noSignIn':
      '{app} bu yerda kirishsiz posting vakolatingizga ega, shuning uchun bu sahifadagi hech bir cheklov uning blokcheynda qiladigan ishiga yetmaydi. Hozir qoʻygan cheklovlaringiz bu yerda unga har qanday kirish uchun amal qiladi.',
    'appLimits.inForce': 'Hozir amalda: {limits}',
    'appLimits.inForceSince': '{date} sanasidagi kirishingizda hozir amalda: {limits}',
    'appLimits.badWeight': '0,01 dan 100 % gacha ovoz vaznini kiriting.',
    'appLimits.badPerDay': 'Butun sonli amallar sonini kiriting, kamida 1.',
    'appLimits.notStricter':
      'Allaqachon amalda: {limit} Cheklovlar faqat qattiqlashadi: kamroq kiriting yoki boʻsh qoldiring.',
    'appLimits.chooseOne': 'Qoʻyiladigan cheklovni tanlang yoki Bekor qilish’ni bosing.',
    'appLimits.endTitle': '{app} kirishi hozir tugatilsinmi?',
    'appLimits.endLoses':
      'Bu yerdagi {app}ga har bir kirishingiz darhol tugaydi: uning tokenlari ishlamay qoladi va u endi bu xizmat orqali siz nomingizdan harakat qila olmaydi. {app} siz uni yuqorida olib tashlamaguningizcha blokcheyndagi posting vakolatingizni saqlab qoladi.',
    'appLimits.end': '{app} kirishini tugatish',
    'appLimits.notSaved': 'Cheklovlarni saqlab boʻlmadi.',
    'appLimits.ended':
      '{app}ning bu yerdagi kirishi tugadi: uning kirishlari yakunlandi. U hali ham blokcheynda posting vakolatingizga ega; undan foydalanmasangiz, yuqorida olib tashlang.',
    'appLimits.operations': 'U bajarishi mumkin bo‘lgan amallar',
    'appLimits.leaveOne':
      'Kamida bitta amalga ruxsat qoldiring yoki uning o‘rniga kirishini tugating.',
    'appLimits.saved': '{app} uchun cheklovlar saqlandi.',
    'appLimits.savedAny':
      '{app} uchun cheklovlar saqlandi; ular bu yerda unga har qanday kirish uchun amal qiladi: {limits}',
    'activity.title': 'Har bir ilova hisobingiz bilan nima qildi',
    'activity.intro':
      'Ilova shu xizmat orqali siz uchun yuborgan har bir tranzaksiya, eng yangisi birinchi, blokcheyndagi holati bilan.',
    'activity.none': 'Hali hech bir ilova shu xizmat orqali siz uchun hech narsa yubormagan.',
    'activity.totals':
      'So‘nggi 24 soatdagi tranzaksiyalar: {day, number}; so‘nggi 30 kundagi: {month, number}.',
    'activity.row': '{when}: {operations}',
    'activity.status':
      '{status, select, sent {Yuborildi, hali hech bir blokda emas} included {{block}-blokda} irreversible {Yakuniy, {block}-blokda} expired {Muddati o‘tdi: hech qachon kiritilmadi} refused {Tarmoq rad etdi: {why}} other {{status}}}',
    'activity.byAppKey': 'Ilovaning o‘zi imzolagan, shu xizmat orqali emas.',
    'activity.tx': 'Blok kuzatuvchisida {id} tranzaksiyasi',
    'activity.more': 'Eskiroqlarini ko‘rsatish',
    'activity.reading': 'Ilovalar nima qilgani o‘qilmoqda…',
    'activity.csv': 'CSV yuklab olish',
    'activity.json': 'JSON yuklab olish',
    'activity.downloading': 'Yuklab olish tayyorlanmoqda…',
    'signIns.title': 'Bu yerdagi kirishlaringiz',
    'signIns.intro':
      'Bu xizmat orqali kirgan har bir ilovangiz, faqat kim ekaningizni bilib olganlari ham, har biriga amaldagi cheklovlar bilan. Birini tugatish sizni undan darhol chiqaradi; ilovaga xabar beriladi. Ularni koʻrsatish siz ekaningizni isbotlaydi: imzo yuqoridagi posting kalitingiz yoki Keychain bilan qoʻyiladi.',
    'signIns.show': 'Kirishlarimni koʻrsatish',
    'signIns.endTheSignIn': 'Kirishni tugatish',
    'signIns.ended': '{app}ga kirish tugatildi.',
    'signIns.notRead': 'Kirishlaringizni oʻqib boʻlmadi.',
    'signIns.ending': 'Kirish tugatilmoqda…',
    'signIns.reading': 'Kirishlaringiz oʻqilmoqda…',
    'signIns.none': 'Bu xizmat orqali hech qanday kirishingiz yoʻq.',
    'signIns.unlisted':
      '{count, plural, one {{apps} posting vakolatingizga ega, lekin bu yerda kirishi yoʻq: Hive’da siz nomingizdan post qila oladi va bu sahifadagi hech narsa uni cheklamaydi. Undan foydalanmasangiz, yuqorida olib tashlang.} other {{apps} posting vakolatingizga ega, lekin bu yerda kirishlari yoʻq: Hive’da siz nomingizdan post qila oladi va bu sahifadagi hech narsa ularni cheklamaydi. Ulardan foydalanmasangiz, yuqorida olib tashlang.}}',
    'signIns.row':
      '{kind, select, posting {{app}: siz nomingizdan harakat qila oladi, {since} dan beri, oxirgi foydalanish {used}} other {{app}: faqat kirish, {since} dan beri, oxirgi foydalanish {used}}}',
    'signIns.rowNamed':
      '{kind, select, posting {{app} ({name}): siz nomingizdan harakat qila oladi, {since} dan beri, oxirgi foydalanish {used}} other {{app} ({name}): faqat kirish, {since} dan beri, oxirgi foydalanish {used}}}',
    'signIns.limits': 'Cheklovlar: {limits}',
    'signIns.madeWith': '{wallet} bilan imzolangan; qurilma: {device}',
    'signIns.madeWithWallet': '{wallet} bilan imzolangan',
    'signIns.typedKey': 'kiritilgan kalit',
    'signIns.keptKey':
      'shu qurilmada saqlangan, {lock, select, passkey {kirish kaliti} other {PIN-kod}} bilan ochilgan kalit',
    'signIns.noEnd':
      '{kind, select, posting {Tugash sanasi yoʻq: joriy tokenlari {date} gacha amal qiladi va ilova ularni yangilashi mumkin.} other {Tugash sanasi yoʻq: joriy tokenlari {date} gacha amal qiladi.}}',
    'signIns.end': 'Tugatish',
    'signIns.endLabel': '{since} dan beri {app}ga kirishni tugatish',
    'signIns.endTitle': '{app}ga kirish tugatilsinmi?',
    'signIns.endLoses':
      '{kind, select, posting {{app} darhol chiqariladi: uning tokenlari ishlamay qoladi va u endi bu xizmat orqali siz nomingizdan harakat qila olmaydi. Siz uni yuqorida olib tashlamaguningizcha blokcheyndagi posting vakolatingizni saqlab qoladi.} other {{app} darhol chiqariladi: uning tokenlari ishlamay qoladi va unga xabar beriladi.}}',
    'register.title': 'Ilovani roʻyxatdan oʻtkazish',
    'register.intro':
      'Ilova — bu Hive hisobi boʻlib, uning {field} dagi profili foydalanuvchilarining kirishlari qayerga borishini aytadi. {field} ni faqat hisobning active kaliti oʻzgartira oladi: uning posting vakolatiga ega hisoblar (bu xizmat, u kirgan ilovalar) oʻzgartira olmaydi. Roʻyxatdan oʻtkazish profilni u yerga shu sahifada imzolangan bitta {op} tranzaksiyasi bilan yozadi.',
    'register.accountTitle': 'Ilovaning hisobi',
    'register.username': 'Ilova hisobi (Hive foydalanuvchi nomi)',
    'register.usernameHelp':
      'Undan boshlash uchun joriy profilini oʻqing: HiveSigner usulida ({field} da) roʻyxatdan oʻtgan ilova koʻchiriladi.',
    'register.readProfile': 'Joriy profilini oʻqish',
    'register.whereTitle': 'Kirishlar qayerga boradi',
    'register.readFrom': 'Faqat {field} dan oʻqiladi.',
    'register.redirects': 'Yoʻnaltirish URI’lari, har qatorda bittadan',
    'register.redirectsHelp':
      'Aniq solishtiriladi; loopback URI ({example}) istalgan portga mos keladi.',
    'register.authMethod': 'Ilova oʻzi ekanini qanday isbotlaydi',
    'register.method.basic': 'Mijoz siri, HTTP Basic',
    'register.method.post': 'Mijoz siri, soʻrov tanasida',
    'register.method.none': 'Sirsiz (ochiq mijoz)',
    'register.authMethodHelp':
      'Serveri bor ilova mijoz sirini oʻsha yerda saqlaydi. Veb-sahifa yoki telefon ilovasi sir saqlay olmaydi: u ochiq mijoz va oʻzini faqat PKCE bilan isbotlaydi.',
    'register.secretHash': 'Mijoz sirining SHA-256 xeshi (64 ta oʻn oltilik belgi)',
    'register.secretHashHelp':
      'Profil faqat shu xeshni e’lon qiladi va uni istalgan kishi oʻqiy oladi: sir kamida {minBits} tasodifiy bitga ega boʻlishi kerak, aks holda uni oflayn topish mumkin. Uni shu yerda ({bits} bit) yoki {command} bilan yarating.',
    'register.makeSecret': 'Yangi mijoz sirini yaratish',
    'register.newSecret': 'Yangi mijoz siringiz',
    'register.newSecretHelp':
      'Uni hozir ilovangiz serveriga nusxalang: u faqat bir marta koʻrsatiladi va uni na bu sahifa, na blokcheyn saqlaydi.',
    'register.logoutUri': 'Back-channel chiqish URI’si (ixtiyoriy)',
    'register.logoutUriHelp':
      'Foydalanuvchining kirishi tugaganda xabar beriladi (OpenID Connect Back-Channel Logout).',
    'register.postLogoutUris':
      'Chiqishdan keyingi yoʻnaltirish URI’lari, har qatorda bittadan (ixtiyoriy)',
    'register.idTokenAlg': 'id_token imzosi',
    'register.defaultAlg': '{alg} (standart)',
    'register.displayTitle': 'Foydalanuvchilar nimani koʻradi',
    'register.displayHelp':
      'Kirish sahifasida va katalogda tekshirilmagan deb belgilangan holda koʻrsatiladi.',
    'register.name': 'Nomi',
    'register.about': 'Tavsif',
    'register.website': 'Veb-sayt',
    'register.picture': 'Rasm (https URL)',
    'register.signTitle': 'Active kaliti bilan imzolash',
    'register.keychain': 'Hive Keychain bilan roʻyxatdan oʻtkazish',
    'register.hiveAuth': 'HiveAuth bilan roʻyxatdan oʻtkazish (mobil hamyon)',
    'register.activeKey': 'Ilova hisobining shaxsiy active kaliti yoki asosiy paroli',
    'register.submit': 'Active kaliti bilan roʻyxatdan oʻtkazish',
    'register.postingNote':
      'Foydalanuvchilarining postlari va ovozlari bu xizmat orqali oʻtishi uchun ilovaning posting vakolatida bu xizmatning hisobi ham boʻlishi kerak.',
    'register.secretMade':
      'Yangi mijoz siri yaratildi. Roʻyxatdan oʻtkazishdan oldin uni ilovangiz serveriga nusxalang.',
    'register.reading': 'Hisob oʻqilmoqda…',
    'register.noProfile': '{app}da hali ilova profili yoʻq: shaklni toʻldiring.',
    'register.readActive': '{app}ning ilova profili {field} dan oʻqildi.',
    'register.readPosting':
      '{app}ning ilova profili {posting} dan oʻqildi (HiveSigner usuli): roʻyxatdan oʻtkazish uni {field} ga yozadi.',
    'register.broadcasting': 'Roʻyxatdan oʻtkazish yuborilmoqda…',
    'register.hiveAuthAbout': '{app} ilovasini roʻyxatdan oʻtkazish',
    'register.needRedirect': 'Kamida bitta yoʻnaltirish URI’sini kiriting.',
    'register.badHash':
      'Mijoz sirining SHA-256 xeshini 64 ta oʻn oltilik belgi sifatida kiriting yoki yangi mijoz sirini yarating.',
    'register.notUrl': '“{url}” mutlaq URL emas (masalan, https://app.example/callback).',
    'register.fragment': '“{url}” da #fragment boʻlmasligi kerak.',
    'register.done':
      'Roʻyxatdan oʻtdi: {app}ning ilova profili uning {field} ida. Kirishlar uni bir necha soniyada ishlatadi.',
    'register.doneTx':
      'Roʻyxatdan oʻtdi: {app}ning ilova profili uning {field} ida ({tx} tranzaksiyasi). Kirishlar uni bir necha soniyada ishlatadi.',
    'register.addService':
      '{service} ilova nomidan translyatsiya qilsin: shu qadamning oʻzida uni ilova hisobining posting vakolatiga qoʻshing',
    'register.serviceAdded':
      '{service} endi {app} ning posting vakolatida: foydalanuvchilari uchun translyatsiyalar bu xizmat orqali oʻtadi.',
    'register.serviceAlready':
      '{service} allaqachon {app} ning posting vakolatida edi: u yerda oʻzgartiradigan narsa yoʻq.',
    'register.serviceMissing':
      '{service} {app} ning posting vakolatida yoʻq: qoʻshilmaguncha bu xizmat uning translyatsiyalarini rad etadi.',
    'register.nextTitle': 'Keyingi qadam',
    'register.clientId': 'Ilovaning {field} qiymati',
    'register.signInUrl': 'Foydalanuvchilarni yuboradigan kirish URL manzili',
    'register.tokenExchange': 'Tokenlarga almashish, serveringizda',
    'register.copy': 'Nusxalash',
    'register.copied': 'Nusxalandi',

    'wallet.other': 'Boshqa hamyonlar:',
    'wallet.otherAuthorized':
      'Yoki boshqa hamyon bilan imzolang (kalit maydonini bo‘sh qoldiring):',
    'wallet.signIn': '{wallet} orqali kirish',
    'wallet.sign': '{wallet} orqali imzolash',
    'wallet.grant': '{wallet} orqali ruxsat berish',
    'wallet.grantYours': 'Hamyoningiz orqali ruxsat bering',
    'wallet.grantHelp': 'Hamyoningizdan bu o‘zgarishni faol kalitingiz bilan imzolash so‘raladi.',
    'wallet.opening': '{wallet} ochilmoqda…',
    'wallet.cancel': 'Bekor qilish',
    'wallet.emptyFields': 'Bo‘sh kalit maydonlari endi {wallet} bilan imzolaydi.',
    'wallet.broadcasting': 'Yuborilmoqda…',
    'wallet.noAccount':
      '{wallet} da hech bir Hive hisobining kaliti yo‘q. Foydalanuvchi nomingizni yozing yoki hisobingizni unga qo‘shing.',
    'wallet.severalAccounts': '{wallet} da {accounts} kalitlari bor: ishlatiladiganini yozing.',
    'peakvault.notInstalled': 'PeakVault bu brauzerda o‘rnatilmagan (yoki o‘chirilgan).',
    'peakvault.confirm': 'PeakVault da tasdiqlang ({user} sifatida)…',
    'peakvault.declined': 'PeakVault da rad etdingiz.',
    'peakvault.failed': 'PeakVault imzolamadi: {said}',
    'peakvault.wrongAccount':
      'PeakVault {user} ning nashr, faol yoki egasi kaliti bo‘lmagan kalit bilan imzoladi. PeakVault da {user} ni tanlang yoki uning kalitini u yerga qo‘shing.',
    'metamask.notInstalled':
      'MetaMask bu yerda mavjud emas yoki snap’larni ishga tushira olmaydi. MetaMask ni o‘rnating yoki boshqa imzolash usulini tanlang.',
    'metamask.connect': 'MetaMask da Hive Wallet snap’iga ruxsat bering…',
    'metamask.confirm': 'MetaMask da tasdiqlang ({user} sifatida)…',
    'metamask.declined': 'MetaMask da rad etdingiz.',
    'metamask.failed': 'MetaMask imzolamadi: {said}',
    'metamask.wrongAccount':
      '{role, select, posting {MetaMask dagi Hive Wallet snap’ida {user} ning nashr kaliti yo‘q.} active {MetaMask dagi Hive Wallet snap’ida {user} ning faol kaliti yo‘q.} other {MetaMask dagi Hive Wallet snap’ida {user} ning egasi kaliti yo‘q.}} Boshqa hamyon bilan yoki snap’dagi hisob sifatida imzolang.',
    'metamask.noMessages':
      'Hive Wallet snap’i faqat tranzaksiyalarni imzolaydi, bu xabarni emas: boshqa hamyonni tanlang yoki kalitingizni kiriting.',
    'ledger.noWebUsb':
      'Bu brauzer Ledger ga ulana olmaydi (unda WebUSB yo‘q). Chrome, Edge yoki Brave ni sinab ko‘ring.',
    'ledger.connect':
      'Ledger ni USB orqali ulang, qulfini oching, Hive ilovasini oching va qurilmani tanlang…',
    'ledger.noDevice':
      'Hech qanday Ledger tanlanmadi. Uni USB orqali ulang, qulfini oching, Hive ilovasini oching va brauzer ko‘rsatgan ro‘yxatdan tanlang.',
    'ledger.appNotOpen': 'Ledger da Hive ilovasini oching, so‘ng qayta urinib ko‘ring.',
    'ledger.locked': 'Ledger qulfini oching, Hive ilovasini oching, so‘ng qayta urinib ko‘ring.',
    'ledger.hashSigningOff':
      'Ledger dagi Hive ilovasi sozlamalarida xesh imzolashni yoqing (kirish xesh sifatida imzolanadi), so‘ng qayta urinib ko‘ring.',
    'ledger.reading': 'Ledger dagi kalitlar o‘qilmoqda…',
    'ledger.confirmSignIn':
      'Kirishni Ledger da tekshiring va u yerda tasdiqlang ({user} sifatida)…',
    'ledger.confirmTransaction':
      'Tranzaksiyani Ledger da tekshiring va u yerda tasdiqlang ({user} sifatida)…',
    'ledger.declined': 'Ledger da rad etdingiz.',
    'ledger.cancelled': 'Ledger urinishini bekor qildingiz. Hech narsa imzolanmadi.',
    'ledger.failed': 'Ledger imzolamadi: {said}',
    'ledger.wrongAccount':
      '{role, select, posting {Bu Ledger da {user} ning nashr, faol yoki egasi kaliti yo‘q} active {Bu Ledger da {user} ning faol yoki egasi kaliti yo‘q} other {Bu Ledger da {user} ning egasi kaliti yo‘q}} (1 dan {accounts, number} gacha Hive hisoblari ko‘rildi). Uni saqlagan Ledger ni ulang yoki undagi hisob sifatida imzolang.',

    'sign.pageTitle': 'Tranzaksiyani imzolash',
    'sign.titleMany': '{count, plural, one {# ta amalni imzolash} other {# ta amalni imzolash}}',
    'sign.key':
      '{role, select, posting {nashr kalitingiz} active {faol kalitingiz} other {egasi kalitingiz}}',
    'sign.asks':
      '{count, plural, one {Havola sizdan bu amalni {key} bilan imzolab, Hive ga yuborishingizni so‘raydi.} other {Havola sizdan bu amallarni {key} bilan imzolab, Hive ga yuborishingizni so‘raydi.}}',
    'sign.asksSignOnly':
      '{count, plural, one {Havola sizdan bu amalni {key} bilan imzolashingizni so‘raydi (faqat imzo: imzo saytga qaytadi, sayt uni yuborishi mumkin).} other {Havola sizdan bu amallarni {key} bilan imzolashingizni so‘raydi (faqat imzo: imzo saytga qaytadi, sayt uni yuborishi mumkin).}}',
    'sign.checkEvery': 'Har bir qatorni tekshiring: yuborilgandan keyin uni bekor qilib bo‘lmaydi.',
    'sign.warning': 'Diqqat:',
    'sign.exactData': 'Amalning aniq ma’lumotlari',
    'sign.signAs': 'Kim sifatida imzolash',
    'sign.signerFixed': 'Havola {user} imzolashini so‘raydi.',
    'sign.keychain': 'Hive Keychain orqali imzolash',
    'sign.keyLabel':
      '{role, select, posting {Maxfiy nashr kaliti yoki asosiy parol} active {Maxfiy faol kalit yoki asosiy parol} other {Maxfiy egasi kaliti yoki asosiy parol}}',
    'sign.submit': 'Imzolash va yuborish',
    'sign.submitSignOnly': 'Imzolash',
    'sign.cancel': 'Bekor qilish',
    'sign.done': 'Tayyor',
    'sign.txId': 'Tranzaksiya id: {id}',
    'sign.doneReturn': 'Sayt sizni {destination} manzilida yana ko‘rishni so‘radi.',
    'sign.continueTo': '{host} ga davom etish',
    'sign.goBack': 'Kelgan joyingizga qaytish',
    'sign.fromApp': '{app} dan',
    'sign.callbackValue':
      '{name, select, sig {[imzo]} id {[tranzaksiya id]} block {[blok raqami]} other {[blokdagi o‘rni]}}',
    'sign.afterShowsId': 'Keyin bu sahifa tranzaksiya id sini ko‘rsatadi.',
    'sign.afterReturn':
      'Keyin siz {app} ({user}) ga u ro‘yxatdan o‘tkazgan {url} manzilida qaytasiz.',
    'sign.afterLink':
      'Keyin bu sahifa tranzaksiya id sini va {url} ga havolani ko‘rsatadi; havola uni ro‘yxatdan o‘tkazgan ilovani nomlamaydi, shuning uchun unga o‘tish-o‘tmaslikni o‘zingiz tanlaysiz.',

    'refusal.authority':
      '{user} buni shu kalit bilan imzolay olmaydi: {user} ning {role, select, posting {nashr vakolati} active {faol vakolati} other {egasi vakolati}} kerak.',
    'refusal.authorityFor':
      '{signer} buni {actor} sifatida imzolay olmaydi: u {actor} nomidan ishlaydi va uni faqat {actor} ning {role, select, posting {nashr vakolati} active {faol vakolati} other {egasi vakolati}} (yoki u sanagan hisob) imzolay oladi.',
    'refusal.noPost': '{post} posti mavjud emas (yoki endi mavjud emas).',
    'refusal.noPostNamed': 'Ko‘rsatilgan post mavjud emas.',
    'refusal.funds': '{user} da buning uchun yetarli mablag‘ yo‘q.',
    'refusal.rc':
      '{user} da hozir yetarli resurs kreditlari (RC) yo‘q: ular to‘lishini kuting yoki HIVE ni power up qiling.',
    'refusal.other': 'Hive tarmog‘i bu tranzaksiyani rad etdi; hech narsa bajarilmadi.',

    'sign.signing': 'Imzolanmoqda…',
    'sign.cancelledReturning': 'Bekor qilindi. Ilovaga qaytilmoqda…',
    'sign.nothingDone': 'Hech narsa imzolanmadi yoki yuborilmadi, saytga hech narsa aytilmadi.',
    'sign.cancelled': 'Bekor qilindi',
    'sign.mustSigner': 'Bu havolani {user} imzolashi kerak.',
    'sign.doneReturning': 'Tayyor. Ilovaga qaytilmoqda…',
    'sign.signedOnly': 'Imzolandi, yuborilmadi',
    'sign.doneSignedOnly': 'Tayyor: imzolandi, yuborilmadi',
    'sign.signedBroadcast': 'Imzolandi va yuborildi',
    'sign.doneBroadcast': 'Tayyor: imzolandi va yuborildi',
    'sign.inBlock': '{block} blokiga kiritildi.',
    'sign.signature': 'Imzo: {sig}',
    'op.you': 'siz (imzolayotgan hisob)',
    'op.noMemo': '(izoh yo‘q)',
    'op.none': '(yo‘q)',
    'op.percent': '{percent}%',
    'op.memoUnencrypted':
      'Izoh "#" bilan boshlanadi, bu shifrlashni so‘raydi, lekin bu sahifa izohlarni shifrlamaydi: u qanday yozilgan bo‘lsa, shunday e’lon qilinadi.',
    'op.row.voter': 'Ovoz beruvchi',
    'op.row.post': 'Post',
    'op.row.weight': 'Og‘irlik',
    'op.row.account': 'Hisob',
    'op.row.amount': 'Miqdor',
    'op.row.from': 'Kimdan',
    'op.row.to': 'Kimga',
    'op.row.memo': 'Izoh',
    'op.row.shares': 'Ulushlar',
    'op.row.witness': 'Witness',
    'op.row.proxy': 'Proksi',
    'op.title.vote': '{post} ga {percent}% ovoz berish',
    'op.title.claim': 'Mukofotlarni olish',
    'op.title.transfer': '{to} ga {amount} yuborish',
    'op.title.recurrent':
      '{to} ga har {hours, plural, one {# soatda} other {# soatda}} {amount} yuborish, {times, plural, one {# marta} other {# marta}}',
    'op.title.powerUp': '{amount} power up qilish',
    'op.title.powerDown': '{amount} power down qilish',
    'op.title.delegate': '{to} ga {amount} delegatsiya qilish',
    'op.title.toSavings': '{amount} ni jamg‘armaga o‘tkazish',
    'op.title.fromSavings': '{amount} ni jamg‘armadan yechish (3 kundan keyin keladi)',
    'op.title.witnessVote': '{witness} witnessiga ovoz berish',
    'op.title.witnessUnvote': '{witness} witnessiga bergan ovozingizni qaytarib olish',
    'op.title.proxy': '{proxy} siz uchun witnesslarga ovoz bersin',
    'op.title.proxyClear': 'Witness ovoz berish proksingizni olib tashlash',
    'op.title.other': '{name} operatsiyasi',
    'op.danger.owner':
      'Bu sizning egasi vakolatingizni {holders} bilan almashtiradi; uni kim ushlab tursa, hisobingizga egalik qiladi: u har bir kalitni o‘zgartirib, sizni hisobdan chetlatishi mumkin.',
    'op.danger.active':
      'Bu sizning faol vakolatingizni {holders} bilan almashtiradi; uni kim ushlab tursa, mablag‘laringizni o‘tkazishi va boshqa kalitlaringizni o‘zgartirishi mumkin.',
    'op.danger.posting':
      'Bu sizning nashr vakolatingizni {holders} bilan almashtiradi; uni kim ushlab tursa, siz nomingizdan post yozishi, ovoz berishi va kuzatishi mumkin.',
    'op.danger.noKey': 'hech qanday kalit',
    'op.danger.memoKey':
      'Izoh kalitingiz {key} bo‘ladi: uni kim ushlab tursa, shifrlangan izohlaringizni o‘qiy oladi.',
    'op.danger.yourAccount': 'hisobingiz',
    'op.danger.recoveryAccount':
      'Bu 30 kundan keyin {recovery} ni {account} uchun tiklash hisobi qiladi: egasi kalitingiz o‘g‘irlansa, hisobni qaytarishga endi faqat {recovery} yordam bera oladi.',
    'op.danger.requestRecovery':
      'Bu {account} ni yangi egasi vakolati ({holders}) bilan egallab olishga imkon beradi; uni kim ushlab tursa, hisobga egalik qiladi.',
    'op.danger.recover':
      'Bu {account} uchun egasi vakolatini {holders} bilan almashtiradi; uni kim ushlab tursa, hisobga egalik qiladi.',
    'op.danger.withdrawRoute':
      'Bundan buyon {account} power down qilgan narsaning {percent}% qismi {to} ga boradi.',
    'op.danger.declineVoting':
      'Bu boshqaruv ovozlaringizdan (witnesslar va takliflar) butunlay voz kechadi: buni bekor qilib bo‘lmaydi.',
    'op.danger.unknown':
      'Bu operatsiya hisobingizni kim boshqarishini o‘zgartirishi mumkin. Faqat aynan shuni so‘ragan bo‘lsangiz davom eting.',
    'consent.vaultRemember': 'Bu kalitni shu qurilmada eslab qolish',
    'consent.vaultTitle': 'Bu kalit shu qurilmada eslab qolinsinmi?',
    'consent.vaultAbout':
      'Keyingi safar uni yozish o‘rniga bir teginish bilan kiring. Kalit shu brauzerda shifrlanadi va hech qayerga yuborilmaydi; uni faqat sizning kirish kalitingiz (passkey) yoki PIN-kodingiz ochadi.',
    'consent.vaultActive':
      'Bu sizning faol kalitingiz: uni ochgan kishi mablag‘laringizni o‘tkaza oladi va hisobingizni o‘zgartira oladi. Uni bu yerda faqat shu qurilmada bunday amallarni imzolasangiz saqlang.',
    'consent.vaultActiveTick': 'Faol kalitimni shu qurilmada saqlash',
    'consent.vaultPasskey': 'Kirish kaliti bilan eslab qolish',
    'consent.vaultPinLabel': 'Yoki uni PIN-kod yoki parol bilan qulflang (kamida 6 belgi)',
    'consent.vaultPin': 'Shu PIN-kod bilan eslab qolish',
    'consent.vaultSkip': 'Hozir emas',
    'consent.vaultUnlock': 'Qulfni ochish va kirish',
    'consent.noWallet':
      'Bu brauzerda hech qanday Hive hamyoni o‘rnatilmagan. Bu yerda kirish kaliti yoki yozilgan kalit bilan kirishingiz yoki hamyon o‘rnatishingiz mumkin:',
    'consent.noWalletKeychain':
      'Hive Keychain (kompyuter brauzerlari uchun, telefonlar uchun ilova ham bor)',
    'consent.noWalletHiveAuth': 'HiveAuth (siz uchun imzolaydigan telefon hamyonlari)',
    'vault.signInPasskey': '{user} sifatida kirish kaliti bilan kirish',
    'vault.signInPin': '{user} sifatida PIN-kod bilan kirish',
    'vault.signKept': 'Ushbu qurilmada saqlangan kalit bilan imzolash',
    'vault.forgetKey': 'Bu kalitni unutish',
    'vault.keyLock':
      '{role, select, active {Faol kalit} other {Nashr kaliti}} shu qurilmada saqlangan, {lock, select, passkey {kirish kalitingiz} other {PIN-kodingiz}} bilan qulflangan.',
    'vault.forgetRoleLabel':
      'Shu qurilmada {user} uchun saqlangan {role, select, active {faol kalitni} other {nashr kalitini}} unutish',
    'vault.forgetAll': 'Shu qurilmadagi hamma narsani unutish',
    'vault.keyForgotten': '{user} uchun saqlangan kalit shu qurilmadan o‘chirildi.',
    'vault.allForgotten': 'Shu qurilmada saqlangan barcha hisoblar va kalitlar o‘chirildi.',
    'vault.pinFor': '{user} uchun PIN-kod yoki parol',
    'vault.pinForRole':
      '{user} uchun saqlangan {role, select, active {faol kalit} other {nashr kaliti}} PIN-kodi yoki paroli',
    'vault.confirmPasskey': 'Kirish kalitingiz bilan tasdiqlang…',
    'vault.keeping': 'Kalit shifrlanmoqda…',
    'vault.passkeyRefused':
      'Kirish kalitingiz kalitni ochmadi, shuning uchun hech narsa shifrdan chiqarilmadi. Qayta urinib ko‘ring yoki kalitingizni yozing.',
    'vault.wrongPin':
      'Noto‘g‘ri PIN-kod. Kalit shu qurilmadan o‘chirilishidan oldin qolgan urinishlar: {n}.',
    'vault.erased':
      '{user} uchun saqlangan kalit shu qurilmadan o‘chirildi (juda ko‘p noto‘g‘ri PIN-kod yoki u unutilgan). Kirish uchun kalitingizni yozing.',
    'vault.rotated':
      'Shu qurilmada {user} uchun saqlangan kalit endi hisob kaliti emas (u almashtirilgan), shuning uchun imzolay olmaydi. “Bu kalitni unutish” tugmasini bosing, keyin yangi kalitni yozing.',
    'vault.pinShort': 'Kamida 6 belgidan iborat PIN-kod yoki parol tanlang.',
    'vault.activeNotTicked':
      'Faol kalitni saqlash uchun katakchani belgilang yoki “Hozir emas”ni tanlang.',
    'vault.noPrf':
      'Bu kirish kaliti shu brauzerda kalitni qulflay olmaydi. Uning o‘rniga PIN-kod tanlang.',
    'vault.kept': '{user} kaliti shu qurilmada saqlandi, kirish kalitingiz bilan qulflangan.',
    'vault.keptPin': '{user} kaliti shu qurilmada saqlandi, PIN-kodingiz bilan qulflangan.',
    'vault.activeHint':
      'Siz faol kalitingiz bilan kirdingiz. Kirish uchun posting kalitingiz yetarli va xavfsizroq: keyingi safar undan foydalaning.',
  },
  security: {
    'authorized.intro': {
      source: '7bc4d0214a768be6',
      back: 'Apps and accounts you allowed to act on your behalf on Hive. Removing one takes effect at once on the blockchain and in every service; tokens still left with the app stop working for anything your authority was needed for.',
    },
    'authorized.keysNeverSent': {
      source: 'cb84bcc63d4f7c27',
      back: 'Used only inside this page for signing; never sent anywhere. They stay filled in while this page is open.',
    },
    'authorized.role': {
      source: 'bf3b6b39d8ded7e4',
      back: 'Posting authority: can publish, vote, follow and update your profile on your behalf / Active authority: can also move your funds and change your authorities / Owner authority: has full control over your account',
    },
    'authorized.loses': {
      source: '4c609f6001ef25f7',
      back: '{app} can no longer, on any site or service, publish, vote, follow or update your profile on your behalf / move your funds or change your authorities / manage your account. The tokens it holds stop working for this. Later you can allow it again by signing in to it.',
    },
    'appLimits.endLoses': {
      source: '420267513d4dfc8c',
      back: 'Each of your sign-ins to {app} here ends at once: its tokens stop working and it can no longer act on your behalf through this service. {app} keeps your posting authority on the blockchain until you remove it above.',
    },
    'signIns.endLoses': {
      source: 'd85201d70c8a1522',
      back: '{app} is signed out at once: its tokens stop working and it can no longer act on your behalf through this service. It keeps your posting authority on the blockchain until you remove it above. / … its tokens stop working and it is notified.',
    },
    'signIns.unlisted': {
      source: '6228bcd8343570c4',
      back: "{apps} has your posting authority but has (have) no sign-in here: can post on your behalf on Hive and nothing on this page limits it (them). If you don't use it (them), remove it (them) above.",
    },
    'register.intro': {
      source: '252f1694ba6b060a',
      back: "An app is a Hive account whose profile in {field} tells where its users' sign-ins go. Only the account's active key can change {field}: accounts with its posting authority (this service, apps it signed in to) cannot. Registering writes the profile there with one {op} transaction signed on this page.",
    },
    'register.secretHashHelp': {
      source: '1e4682681468c9ce',
      back: 'The profile publishes only this hash and anyone can read it: a secret must have at least {minBits} random bits, otherwise it can be found offline. Create it here ({bits} bits) or with {command}.',
    },
    'register.newSecretHelp': {
      source: 'f726e7ed41cb8e30',
      back: "Copy it to your app's server now: it is shown only once and neither this page nor the blockchain keeps it.",
    },
    'consent.keyNeverSent': {
      source: '11f58d2b20621d9b',
      back: 'Used only inside this page for signing; it is never sent anywhere.',
    },
    'consent.published': {
      source: '5c10f5d5b2b9c3fe',
      back: '{app} itself announced the name, description, picture and website; hivegate has not checked them.',
    },
    'consent.grantNotYet': {
      source: '01d705fdf020c399',
      back: "Your account does not yet allow {app} to act in your name. Giving permission adds {app} to your account's posting authority on the Hive blockchain ({op} transaction).",
    },
    'consent.grantCannot': {
      source: 'd81c0ce89115b640',
      back: 'It cannot transfer funds and cannot change keys.',
    },
    'consent.grantActive': {
      source: '4f7e888f01dd0890',
      back: 'This change needs your active key. It applies until you remove it on this page:',
    },
    'grant.loginOnly': {
      source: '45c8e6eeddf12361',
      back: 'Knowing your Hive username to let you in; it cannot act in your name on Hive.',
    },
    'grant.neverFunds': {
      source: '04c3f0957208280b',
      back: 'It can never move your funds and cannot change your keys.',
    },
    'reach.enforced': {
      source: '23984a046ac1a7ae',
      back: 'These limits are applied: only this service can use the posting authority you give {app}, and it compares every action with them.',
    },
    'reach.notEnforced': {
      source: 'd2e1c4ea0a470550',
      back: "These limits only concern what {app} does through this service. {app}'s posting authority also has its own keys or accounts, so as long as you keep it in your posting authority, {app} can sign in your name directly on the Hive blockchain, without any limits.",
    },
    'reach.onChain': {
      source: 'e71593026db82c4d',
      back: 'On the Hive blockchain your posting authority lets anyone who has it publish, vote, follow, reblog and update your profile in your name; it has no limit in itself.',
    },
    'reach.direct': {
      source: '83fae24b2a14d262',
      back: '{app} has keys or accounts that can use it directly, outside the limits you chose.',
    },
    'device.check': {
      source: 'b83849fb4ebce799',
      back: 'Check that your device shows exactly this code. If you did not start this sign-in on your own device, reject it: someone may be trying to get into your account.',
    },
    'home.keys': {
      source: 'b95ae05dbbe19cf4',
      back: "Your keys stay in your browser: this service never sees them. You can take back an app's permission at any time.",
    },
    'hiveauth.approveOnPhone': {
      source: 'e8ebf991dbc6a245',
      back: 'Confirm with a HiveAuth wallet on your phone; no key is written here.',
    },
    'op.memoUnencrypted': {
      source: '53086fa05cc731c1',
      back: 'The memo starts with "#", which asks for encryption, but this page does not encrypt memos: it is published the way it is written.',
    },
    'op.danger.owner': {
      source: '38d31772fe52a35f',
      back: 'This replaces your owner authority with {holders}; whoever holds it owns your account: they can change every key and push you out of the account.',
    },
    'op.danger.active': {
      source: '55b80f219c3ead5a',
      back: 'This replaces your active authority with {holders}; whoever holds it can transfer your funds and change your other keys.',
    },
    'op.danger.posting': {
      source: '24e237bc36820a1e',
      back: 'This replaces your posting authority with {holders}; whoever holds it can write posts, vote and follow in your name.',
    },
    'op.danger.noKey': { source: 'ec9afd6a0470e867', back: 'no key of any kind' },
    'op.danger.memoKey': {
      source: 'e44d5be0f648bd73',
      back: 'Your memo key becomes {key}: whoever holds it can read your encrypted memos.',
    },
    'op.danger.yourAccount': { source: '17a7e5cfee17027e', back: 'your account' },
    'op.danger.recoveryAccount': {
      source: '2b9ce7374d4e68fa',
      back: 'After 30 days this makes {recovery} the recovery account for {account}: if your owner key is stolen, only {recovery} can then help get the account back.',
    },
    'op.danger.requestRecovery': {
      source: 'c1c4ec5056320409',
      back: 'This makes it possible to take over {account} with a new owner authority ({holders}); whoever holds it owns the account.',
    },
    'op.danger.recover': {
      source: 'f3bd51edee3dbe53',
      back: 'This replaces the owner authority for {account} with {holders}; whoever holds it owns the account.',
    },
    'op.danger.withdrawRoute': {
      source: '734ccebc10c83704',
      back: 'From now on, {percent}% of what {account} powers down goes to {to}.',
    },
    'op.danger.declineVoting': {
      source: '053d6dfe398eb80f',
      back: 'This completely gives up your governance votes (witnesses and proposals): it cannot be undone.',
    },
    'op.danger.unknown': {
      source: 'a5eb8c5892b24e28',
      back: 'This operation can change who manages your account. Continue only if you asked for exactly this.',
    },
    'consent.vaultAbout': {
      source: '9fd8eed08dc515b1',
      back: 'Next time, sign in with one touch instead of typing it. The key is encrypted in this browser and is not sent anywhere; only your passkey or your PIN code opens it.',
    },
    'consent.vaultActive': {
      source: '206c57c1a2df6049',
      back: 'This is your active key: whoever opens it can transfer your funds and change your account. Keep it here only if you sign such actions on this device.',
    },
  },
};
