import type { Catalogue } from '../catalogue';

/** Türkçe («siz»). */
export const tr: Catalogue = {
  review: "drafted (issue 40), needs a native speaker's review",
  messages: {
    'layout.skip': 'İçeriğe geç',
    'layout.navLabel': 'Ana menü',
    'layout.nav.home': 'Ana sayfa',
    'layout.nav.apps': 'Uygulamalar',
    'layout.nav.authorizedApps': 'Yetki verilen uygulamalar',
    'layout.language': 'Dil',
    'layout.noScript': 'Bu sayfa JavaScript gerektiriyor ve bu tarayıcı burada onu çalıştırmıyor.',
    'layout.withoutScript':
      'Sayfayı yeniden yükleyin. İşe yaramazsa bu tarayıcı betikleri engelliyor olabilir: bu site için JavaScript’e izin verin ya da bu sayfayı telefonunuz gibi başka bir cihazda açın.',
    'layout.loading': 'Sayfa hazırlanıyor… düğmeler birazdan çalışacak.',
    'layout.loadingLate': 'Hâlâ hazır değil: bu sayfanın betiği başlamadı.',

    'error.title.invalid_request': 'Bu istek geçerli değil',
    'error.title.unauthorized_client': 'Bu uygulama kayıtlı değil',
    'error.title.not_found': 'Bulunamadı',
    'error.title.pageNotFound': 'Sayfa bulunamadı',
    'error.title.unavailable': 'Hive ağına ulaşılamıyor',
    'error.title.signLink': 'Bu imza bağlantısı imzalanamaz',
    'error.title.other': 'Bir şeyler ters gitti',
    'error.about.invalid_request': 'İstekte eksik ya da yanlış bir şey var.',
    'error.about.unauthorized_client':
      'Sizi buraya gönderen uygulama bu adres için kayıtlı değil; bu yüzden burada ona giriş yapamazsınız.',
    'error.about.not_found': 'Bu adreste hiçbir şey yok.',
    'error.about.unavailable':
      'Bu hizmet şu anda Hive ağına ulaşamıyor. Bir dakika sonra yeniden deneyin.',
    'error.about.other': 'Hizmet bu isteğe yanıt veremedi.',
    'error.details': 'Ayrıntılar (İngilizce)',
    'error.code': 'Hata kodu: {code}',
    'error.home': 'Ana sayfaya git',
    'error.fromApp':
      'Sizi buraya bir uygulama gönderdiyse ona dönüp yeniden deneyin ya da geliştiricilerine haber verin.',

    'home.title': 'Hive ile giriş yapın',
    'home.intro':
      'hivegate, uygulamaların sizi Hive hesabınızla giriş yaptırmasını ve izin verdiğinizde sizin yerinize yayınlamasını, oy vermesini ve takip etmesini sağlar.',
    'home.keys':
      'Anahtarlarınız tarayıcınızda kalır: bu hizmet onları asla görmez. Bir uygulamanın erişimini istediğiniz zaman geri alabilirsiniz.',
    'home.people': 'Hive kullanıcıları için',
    'home.authorizedLink': 'Yetki verdiğiniz uygulamaları görün ve kaldırın',
    'home.authorizedAbout': 'listelemek için kullanıcı adınızı girin.',
    'home.appsLink': 'Uygulama dizinine göz atın',
    'home.appsAbout': 'bu hizmeti kullanan uygulamalar, günlük kullanıcı sayısına göre sıralı.',
    'home.startFromApp':
      'Bir uygulamaya giriş yapmak için uygulamanın kendisinden başlayın: sizi adı ve istediği şeyle buraya gönderir.',
    'home.developers': 'Geliştiriciler için',
    'home.sdk':
      '{client} kullanın: {sdk} SDK’sının yöntem adlarını korur, tüm bağlantıları ve çağrıları bu hizmete gider. {sdk} SDK’sının API çağrıları da {apiURL} değeri {origin} yapılınca çalışır, ama giriş ve imza bağlantıları hivesigner.com’a gider.',
    'home.endpoint.authorize': 'Giriş ve onay sayfası (SDK’nin {call} işlevi)',
    'home.endpoint.token':
      'Bir kod veya yenileme belirteci ve {secret} karşılığında yeni belirteçler',
    'home.endpoint.revoke': 'Kullanıcının oturumunu kapatır: belirteç ve tüm yetkisi çalışmaz olur',
    'home.endpoint.me': 'Belirtecin hesabı',
    'home.endpoint.broadcast': 'Hizmetin imzaladığı yayın işlemleri, tek bir işlem olarak',
    'home.endpoint.apps': 'JSON olarak uygulama dizini',
    'home.endpoint.sign':
      'Kullanıcının aktif anahtarını gerektiren işlemler (transferler) için imza bağlantıları',
    'home.jwks':
      'Belirteçler Ed25519 ile imzalanmış JWT’lerdir; açık anahtarlar {url} adresindedir.',
    'home.discovery': 'OpenID Connect keşfi: {url}.',
    'home.appProfile':
      'Uygulama, {metadata} profilinde {type}, {uris} ve gizli anahtarının SHA-256 değeri bulunan bir Hive hesabıdır.',
    'home.register': 'Bir uygulama kaydedin',
    'home.registerWith': '(aktif anahtarıyla).',

    'apps.building': 'Dizin oluşturuluyor. Lütfen bir dakika sonra yeniden deneyin.',
    'apps.intro':
      'Bu hizmet üzerinden yayın yapan uygulamalar, {days, plural, one {son # gündeki} other {son # gündeki}} günlük kullanıcı sayısına göre sıralı.',
    'apps.updated': 'Güncellendi: {date}.',
    'apps.unverified':
      'Adları ve açıklamaları her uygulama hesabı kendisi yayımlar; doğrulanmamıştır.',
    'apps.own': 'Bir uygulamanız mı var? {link} (aktif anahtarıyla).',
    'apps.featured': 'Öne çıkanlar',
    'apps.ranking': 'Sıralama',
    'apps.none': 'Bu dönemde hiçbir uygulama kullanılmadı.',
    'apps.allFeatured': 'Bu dönemde kullanılan her uygulama yukarıda öne çıkarılmış.',
    'apps.new': 'Yeni',
    'apps.weaker': 'Daha zayıf kayıt',
    'apps.notRegistered': 'Kayıtlı değil',
    'apps.postingNote':
      'Giriş ayarları {field} içinde: yayın yetkisine sahip herkes, kullanıcılarının girişlerinin nereye gideceğini değiştirebilir. Sahibi onu aktif anahtarla kaydedebilir: {link}.',
    'apps.noProfile':
      '{field} içinde uygulama profili yok: sahibi kaydedene kadar kimse burada ona giriş yapamaz: {link}.',
    'apps.users': '{count, plural, one {# kullanıcı} other {# kullanıcı}}',
    'apps.requests': '{count, plural, one {# istek} other {# istek}}',
    'apps.limitsEnforced':
      'Kullanıcılarının burada koyduğu sınırlar uygulanır: ona verdikleri yayın yetkisini yalnızca bu hizmet kullanabilir.',
    'apps.limitsNotEnforced':
      'Burada konan hiçbir sınıra bağlı kalmadan, doğrudan Hive blokzincirinde kullanıcıları adına imza atabilir: yayın yetkisinde kendi anahtarları veya hesapları var.',

    'device.title': 'Bir cihazda giriş yapın',
    'device.codeLabel': 'Cihazınızın gösterdiği kod',
    'device.continue': 'Devam',
    'device.next': 'Ardından, bir şey imzalamadan önce hangi uygulamanın ne istediğini görürsünüz.',
    'device.codeError':
      'Bu kod yanlış, süresi dolmuş ya da zaten kullanılmış. Cihazınızın gösterdiği kodu kontrol edin.',
    'device.deniedTitle': 'Cihaz reddedildi',
    'device.denied':
      'Cihaz bir sonraki denemesinde reddedilir; hesabınıza hiçbir erişim almaz. Bu sayfayı kapatabilirsiniz.',
    'device.code': 'Kod {code}',
    'device.check':
      'Cihazınızın aynı kodu gösterdiğini kontrol edin. Bu girişi kendi cihazınızda başlatmadıysanız reddedin: biri hesabınıza girmeye çalışıyor olabilir.',
    'device.deny': 'Bu cihazı reddet',

    'signOut.doneTitle': 'Oturum kapatıldı',
    'signOut.done':
      '{user}, {app} oturumunu kapattı: o girişin erişim ve yenileme belirteçleri artık çalışmıyor.',
    'signOut.authority':
      'Uygulama, zincirde ona verdiğiniz yayın yetkisini (varsa) korur. Onu da geri almak için bu sayfada kaldırın:',
    'signOut.askTitle': 'Oturum kapatılsın mı?',
    'signOut.askHeading': '{app} oturumu kapatılsın mı?',
    'signOut.ask':
      'Bir sayfa {user} için {app} oturumunu kapatmak istiyor. Bunu siz istemediyseniz oturumunuz açık kalsın.',
    'signOut.confirm': '{app} oturumunu kapat',
    'signOut.stay': 'Oturum açık kalsın',

    'consent.heading': '{app} uygulamasına giriş yapın',
    'consent.headingDevice': 'Cihazınızda {app} uygulamasına giriş yapın',
    'consent.account': 'Hive hesabınız',
    'consent.chooseAccount': 'Bir hesap seçin',
    'consent.rememberedAccounts': 'Bu tarayıcıdaki hesaplar',
    'consent.username': 'Hive kullanıcı adı',
    'consent.signWith': 'Ardından aşağıda özel yayın anahtarınız veya ana parolanızla imzalayın.',
    'consent.keychain': 'Hive Keychain ile giriş yap',
    'signin.limitsStillApply':
      'Bu uygulama için koyduğunuz sınırlar geçerliliğini koruyor: {limits}',
    'signin.limitsContinue': 'Devam',
    'consent.or': 'veya',
    'consent.keyLabel': 'Özel yayın anahtarı veya ana parola',
    'consent.keyNeverSent':
      'Yalnızca bu sayfada imzalamak için kullanılır; hiçbir yere gönderilmez.',
    'consent.signIn': 'Giriş yap',
    'consent.cancel': 'İptal et ve geri dön',
    'consent.returnsTo': 'Giriş yaptıktan sonra {uri} adresine dönersiniz.',
    'consent.deviceGoesOn':
      'Giriş yaptıktan sonra cihazınız kendiliğinden devam eder; bu sayfaya bir şey dönmez.',
    'consent.unverified': 'Doğrulanmadı',
    'consent.published':
      'Ad, açıklama, resim ve web sitesi {app} tarafından yayımlanmıştır; hivegate bunları kontrol etmedi.',
    'consent.mayDo': '{app} neler yapabilir',
    'consent.profile': 'Herkese açık Hive profilinizi okumak: görünen ad, resim ve web sitesi.',
    'consent.offline': 'Uygulamayı kapattıktan sonra oturumu açık tutmak (yenileme belirteci).',
    'consent.grantTitle': '{app} uygulamasına yayın yetkisi verin',
    'consent.grantNotYet':
      'Hesabınız henüz {app} uygulamasının sizin yerinize işlem yapmasına izin vermiyor. Yetki vermek, {app} uygulamasını Hive blokzincirindeki hesabınızın yayın yetkisine ekler (bir {op} işlemi).',
    'consent.grantCannot': 'Para transfer edemez ve anahtar değiştiremez.',
    'consent.grantActive':
      'Bu değişiklik aktif anahtarınızı gerektirir. Bu sayfada kaldırana kadar geçerli kalır:',
    'consent.grantKeychain': 'Hive Keychain ile yetki ver',
    'consent.grantOrKey': 'veya aşağıda bir anahtar kullanın.',
    'consent.activeKeyLabel': 'Özel aktif anahtar veya ana parola',
    'consent.grantSubmit': 'Yetki ver ve devam et',

    'limits.adjust': 'Sınırları ayarla',
    'limits.fixed': 'Sınırlarınız (bu giriş için sabit)',
    'limits.legend': '{app} için sınırlarınız',
    'limits.help':
      '{app} uygulamasının yapabileceklerini azaltabilirsiniz, asla artıramazsınız: yukarıdaki liste de birlikte değişir. Erişimini daha sonra Yetki verilen uygulamalar sayfasında da sonlandırabilirsiniz.',
    'limits.actions': 'İzin verilen işlemler',
    'limits.votes': 'Oylar',
    'limits.voteWeight': 'En büyük oy, % olarak (en fazla {max})',
    'limits.noDownvotes': 'Olumsuz oy yok.',
    'limits.allowDownvotes': 'Olumsuz oylara izin ver',
    'limits.appMessages': 'İzin verilen uygulama mesajları (custom_json)',
    'limits.perDayMax': 'Günlük en fazla işlem (en fazla {max, number})',
    'limits.perDayNone': 'Günlük en fazla işlem (boş: sınırsız)',
    'limits.endsAsAsked':
      'Erişim, {app} istediği gibi {date} tarihinde sona erer: burada sunulan her bitişten daha erken. Yetki verilen uygulamalar sayfasında istediğiniz zaman sonlandırabilirsiniz.',
    'limits.ends': 'Erişimin bitişi',
    'limits.asAsked': '{date} ({app} istediği gibi)',
    'limits.whenRemoved': 'Siz kaldırana kadar',
    'limits.inDays': '{days, plural, one {# gün sonra} other {# gün sonra}}',
    'limits.leaveOne': 'En az bir işleme izin verin ya da girişi iptal edin.',
    'limits.weightRange': '0,01 ile {max} % arasında bir oy ağırlığı girin.',
    'limits.perDayWhole': 'En az 1 olan bir tam sayı girin ya da boş bırakın.',
    'limits.perDayRange': '1 ile {max, number} arasında bir tam sayı girin.',

    'grant.loginOnly':
      'Sizi giriş yaptırmak için Hive kullanıcı adınızı öğrenmek; Hive’da sizin yerinize işlem yapamaz.',
    'grant.learnUsername': 'Sizi giriş yaptırmak için Hive kullanıcı adınızı öğrenmek.',
    'grant.actFor': 'Hive’da sizin yerinize işlem yapmak: {actions}.',
    'grant.neverFunds': 'Paranızı asla taşıyamaz ve anahtarlarınızı asla değiştiremez.',
    'grant.allows.vote': 'gönderilere ve yorumlara oy vermek',
    'grant.allows.comment': 'gönderi ve yorum yayımlamak ve düzenlemek',
    'grant.allows.delete_comment': 'gönderilerinizi ve yorumlarınızı silmek',
    'grant.allows.comment_options': 'gönderilerinizin ödeme seçeneklerini ayarlamak',
    'grant.allows.custom_json':
      'uygulama mesajları göndermek (takip, yeniden paylaşım, topluluklar, oyunlar)',
    'grant.allows.claim_reward_balance': 'ödüllerinizi almak',
    'grant.allows.account_update2': 'profilinizi güncellemek',
    'limit.only': 'Yalnızca şu işlemler: {operations}.',
    'limit.votes': 'En fazla % {percent} oylar.',
    'limit.votesNoDown': 'En fazla % {percent} oylar, olumsuz oy yok.',
    'limit.noDown': 'Olumsuz oy yok.',
    'limit.appMessagesOnly': 'Uygulama mesajları (custom_json) yalnızca şu türlerde: {ids}.',
    'limit.noAppMessages': 'Uygulama mesajı (custom_json) yok.',
    'limit.perDay':
      '{count, plural, one {Günde en fazla # işlem.} other {Günde en fazla # işlem.}}',
    'limit.until': '{date} tarihine kadar.',
    'limit.dateTime': '{date} {time} UTC',
    'reach.enforced':
      'Bu sınırlar uygulanır: {app} uygulamasına verdiğiniz yayın yetkisini yalnızca bu hizmet kullanabilir ve her işlemi bu sınırlara göre denetler.',
    'reach.notEnforced':
      'Bu sınırlar yalnızca {app} uygulamasının bu hizmet üzerinden yaptıklarını bağlar. {app} uygulamasının yayın yetkisinde kendi anahtarları veya hesapları da var; bu yüzden siz onu yayın yetkinizde tuttukça {app}, hiçbir sınıra bağlı kalmadan doğrudan Hive blokzincirinde sizin yerinize imza atabilir.',
    'reach.onChain':
      'Hive blokzincirinde yayın yetkiniz, ona sahip olan herkesin sizin adınıza yayımlamasına, oy vermesine, takip etmesine, yeniden paylaşmasına ve profilinizi güncellemesine izin verir; kendi başına hiçbir sınırı yoktur.',
    'reach.onlyThrough':
      '{app} onu yalnızca bu hizmet üzerinden kullanabilir; hizmet de onu seçtiğiniz sınırlar içinde tutar.',
    'reach.direct':
      '{app}, onu seçtiğiniz sınırların dışında doğrudan kullanabilen anahtarlara veya hesaplara sahip.',

    'hiveauth.signIn': 'HiveAuth ile giriş yap (mobil cüzdan)',
    'hiveauth.approveOnPhone':
      'Telefonunuzda bir HiveAuth cüzdanıyla onaylayın; burada hiçbir anahtar yazılmaz.',
    'hiveauth.title': 'Cüzdan uygulamanızda onaylayın',
    'hiveauth.scan':
      'Bu kodu bir HiveAuth cüzdanıyla (örneğin mobil Hive Keychain) tarayın ya da bu telefondaysanız bağlantıyı açın.',
    'hiveauth.qrSignIn': 'HiveAuth giriş isteğinin QR kodu',
    'hiveauth.qrRegistration': 'HiveAuth kayıt isteğinin QR kodu',
    'hiveauth.open': 'Cüzdan uygulamasında aç',
    'hiveauth.cancelSignIn': 'HiveAuth girişini iptal et',
    'hiveauth.cancelRegistration': 'HiveAuth kaydını iptal et',
    'hiveauth.grant': 'HiveAuth ile yetki ver',
    'hiveauth.grantHelp':
      'Cüzdan uygulamanızdan bu değişikliği aktif anahtarınızla imzalaması istenir. Yapamazsa aşağıda Hive Keychain veya aktif anahtarınızla yetki verin; ardından giriş cüzdan uygulamanızda devam eder.',
    'hiveauth.waiting': 'Cüzdan uygulamanız bekleniyor…',
    'hiveauth.confirm': 'Cüzdan uygulamanızda onaylayın…',
    'hiveauth.timeLeft': 'Kalan süre: {seconds, number} sn',
    'hiveauth.unreachable':
      'HiveAuth aktarıcısına ulaşılamadı. Daha sonra yeniden deneyin ya da Hive Keychain veya bir anahtarla giriş yapın.',
    'hiveauth.lost':
      'Cüzdanınız yanıt vermeden HiveAuth aktarıcısıyla bağlantı koptu. Lütfen yeniden deneyin.',
    'hiveauth.relayError': 'HiveAuth aktarıcısı isteği reddetti.',
    'hiveauth.expired':
      'Cüzdanınız yanıt vermeden HiveAuth isteğinin süresi doldu. Lütfen yeniden deneyin.',
    'hiveauth.rejected': 'Cüzdanınızda reddettiniz.',
    'hiveauth.walletError': 'Cüzdanınız isteği imzalayamadı.',
    'hiveauth.badAnswer': 'Cüzdanınız bu sayfanın kullanamayacağı bir yanıt gönderdi.',
    'hiveauth.cancelled': 'HiveAuth girişi iptal edildi.',
    'hiveauth.reconnecting': 'HiveAuth aktarıcısıyla bağlantı koptu; yeniden bağlanılıyor…',

    'signin.keychainNext':
      'Ardından “Hive Keychain ile giriş yap” düğmesine basıp Keychain’de onaylayın (hesabı orada seçmek için kullanıcı adını boş bırakın); ya da aşağıda bir anahtar kullanın.',
    'signin.reading': 'Hesabınız okunuyor…',
    'signin.confirmKeychain': 'Hive Keychain’de onaylayın…',
    'signin.chooseInKeychain': 'Hesabınızı seçip Hive Keychain’de onaylayın…',
    'signin.signing': 'Giriş yapılıyor…',
    'signin.failed': 'Giriş başarısız oldu.',
    'signin.couldNotStart': 'Giriş başlatılamadı.',
    'signin.waitGrant': 'Yetkinin hizmete ulaşması bekleniyor…',
    'signin.returning': '{user} olarak giriş yapıldı. Uygulamaya dönülüyor…',
    'signin.expected':
      '{app}, {expected} olarak giriş yapmanızı bekliyordu. Bunun yerine {user} olarak girmek için yeniden giriş yapın.',
    'signin.forget': 'Unut',
    'signin.forgetLabel': '{user} hesabını bu tarayıcıda unut',
    'signin.chosen': '{user} seçildi.',
    'signin.forgotten': '{user} bu tarayıcıda unutuldu.',
    'signin.deviceDone':
      '{user} olarak giriş yapıldı. Cihazınıza dönün: kendiliğinden devam eder. Bu sayfayı kapatabilirsiniz.',
    'signin.oneMoreStep': 'Bir adım daha: uygulamaya yayın yetkisi verin.',
    'signin.grantTyped':
      '{typed, select, password {Giriş için yazdığın ana parola bu değişikliği de imzalar; yalnızca bu giriş için bu sayfanın belleğinde tutulur.} other {Giriş için yazdığın anahtar bu değişikliği de imzalar; yalnızca bu giriş için bu sayfanın belleğinde tutulur.}}',
    'signin.grantKept':
      'Giriş için kilidini açtığın, bu cihazda saklanan aktif anahtar bu değişikliği de imzalar; yalnızca bu giriş için bu sayfanın belleğinde tutulur.',
    'signin.broadcastingGrant': 'Yetki yayımlanıyor…',
    'signin.confirmGrantWallet': 'Yetkiyi cüzdan uygulamanızda onaylayın…',
    'signin.hiveauthApp': '{app} uygulamasına giriş',

    'common.details': 'Ayrıntılar',
    'common.enterUsername': 'Bir Hive kullanıcı adı girin: 3 ila 16 harf, rakam, nokta veya tire.',
    'common.noAccount': '{user} hesabı yok.',
    'common.enterKey':
      '{role, select, posting {Özel yayın anahtarınızı veya ana parolanızı girin.} active {Özel aktif anahtarınızı veya ana parolanızı girin.} other {Özel sahip anahtarınızı veya ana parolanızı girin.}}',
    'common.wrongKey': '{user} için parola veya anahtar yanlış.',
    'common.notRoleKey':
      '{role, select, posting {Bu, {user} hesabının yayın anahtarı değil.} active {Bu, {user} hesabının aktif anahtarı değil.} other {Bu, {user} hesabının sahip anahtarı değil.}}',
    'common.serviceAnswered': 'Hizmet {status} yanıtını verdi',
    'common.keychainDeclined': 'Hive Keychain’de reddettiniz.',
    'common.keychainDidNotSign': 'Hive Keychain imzalamadı: {said}',

    'authorized.intro':
      'Hive’da sizin adınıza hareket etmesine izin verdiğiniz uygulamalar ve hesaplar. Birini kaldırmak blokzincirinde ve her hizmette hemen geçerli olur; uygulamanın hâlâ elinde tuttuğu token’lar yetkinizin gerektiği hiçbir şey için çalışmaz.',
    'authorized.username': 'Hive kullanıcı adınız',
    'authorized.show': 'Yetkili uygulamaları göster',
    'authorized.listTitle': '{user} üzerinde yetkisi olan hesaplar',
    'authorized.keys': 'Anahtarlarınız',
    'authorized.keysNeverSent':
      'Yalnızca bu sayfada imzalamak için kullanılır; hiçbir yere gönderilmez. Bu sayfa açık kaldıkça doldurulmuş kalırlar.',
    'authorized.keychainFound':
      'Hive Keychain bulundu: bunun yerine Keychain’de onaylamak için bir alanı boş bırakın.',
    'authorized.postingKey': 'Özel posting anahtarı veya ana parola',
    'authorized.postingKeyHelp':
      'Siz olduğunuzu kanıtlar: oturumlarınızı ve her uygulamanın sınırlarını gösterir, bu sınırları değiştirir, oturumları sonlandırır.',
    'authorized.activeKey': 'Özel active anahtarı veya ana parola',
    'authorized.activeKeyHelp':
      'Blokzincirindeki hesabınızı değiştirir: aşağıda yetkilerinizden bir uygulamayı veya hesabı kaldırır.',
    'authorized.role':
      '{role, select, posting {Posting yetkisi: sizin adınıza yayımlayabilir, oy verebilir, takip edebilir ve profilinizi güncelleyebilir} active {Active yetkisi: ayrıca fonlarınızı taşıyabilir ve yetkilerinizi değiştirebilir} other {Owner yetkisi: hesabınız üzerinde tam denetime sahiptir}}',
    'authorized.none': 'Hiçbir uygulama veya hesabın bu hesap üzerinde yetkisi yok.',
    'authorized.alone': 'tek başına hareket edebilir',
    'authorized.weight': 'ağırlık {weight} / {threshold}',
    'authorized.remove': 'Kaldır',
    'authorized.removeLabel':
      '{role, select, posting {{app} hesabını posting yetkinizden kaldır} active {{app} hesabını active yetkinizden kaldır} other {{app} hesabını owner yetkinizden kaldır}}',
    'authorized.confirmTitle':
      '{role, select, posting {{app} posting yetkinizden kaldırılsın mı?} active {{app} active yetkinizden kaldırılsın mı?} other {{app} owner yetkinizden kaldırılsın mı?}}',
    'authorized.loses':
      '{role, select, posting {{app} artık hiçbir sitede veya hizmette sizin adınıza yayımlayamayacak, oy veremeyecek, takip edemeyecek veya profilinizi güncelleyemeyecek.} active {{app} artık hiçbir sitede veya hizmette fonlarınızı taşıyamayacak veya yetkilerinizi değiştiremeyecek.} other {{app} artık hiçbir sitede veya hizmette hesabınızı denetleyemeyecek.}} Elindeki token’lar bunun için çalışmaz. Daha sonra ona giriş yaparak yeniden izin verebilirsiniz.',
    'authorized.removeApp': '{app} hesabını kaldır',
    'authorized.keep': 'Kalsın',
    'authorized.removing': '{app} kaldırılıyor…',
    'authorized.removed':
      '{role, select, posting {{app} posting yetkinizden kaldırıldı.} active {{app} active yetkinizden kaldırıldı.} other {{app} owner yetkinizden kaldırıldı.}}',
    'authorized.limits': 'Sınırlar',
    'authorized.limitsLabel': '{app} için sınır koy',
    'appLimits.title': '{app} için sınırlar',
    'appLimits.onlyStricter':
      'Sınırlar yalnızca sıkılaşır: girdiğiniz her değer yürürlüktekinden düşük olmalıdır. İmza, yukarıdaki posting anahtarınızla veya Keychain ile atılır.',
    'appLimits.voteWeight': 'En büyük oy, % olarak (boş: değişmez)',
    'appLimits.voteWeightNow': 'En büyük oy, % olarak (şu an en çok {percent}; boş: değişmez)',
    'appLimits.noDownvotes': 'Eksi oy yok',
    'appLimits.noDownvotesInForce': 'Eksi oy yok (zaten yürürlükte)',
    'appLimits.perDay': 'Günde en çok işlem (boş: değişmez)',
    'appLimits.perDayNow': 'Günde en çok işlem (şu an en çok {count}; boş: değişmez)',
    'appLimits.endNow': 'Erişimini şimdi sonlandır',
    'appLimits.save': 'Sınırları kaydet',
    'appLimits.cancel': 'İptal',
    'appLimits.keepAccess': 'Erişimi kalsın',
    'appLimits.none': 'Sınır yok: oturumunun verdiği her şeyi yapabilir.',
    'appLimits.noSignIn':
      '{app} burada bir oturum olmadan posting yetkinize sahip; bu yüzden bu sayfadaki hiçbir sınır onun blokzincirinde yaptıklarına ulaşmaz. Şimdi koyduğunuz sınırlar burada ona açılacak her oturum için geçerlidir.',
    'appLimits.inForce': 'Şu an yürürlükte: {limits}',
    'appLimits.inForceSince': '{date} tarihli oturumunuzda şu an yürürlükte: {limits}',
    'appLimits.badWeight': '0,01 ile 100 % arasında bir oy ağırlığı girin.',
    'appLimits.badPerDay': 'En az 1 olan tam bir işlem sayısı girin.',
    'appLimits.notStricter':
      'Zaten yürürlükte: {limit} Sınırlar yalnızca sıkılaşır: daha az girin veya boş bırakın.',
    'appLimits.chooseOne': 'Koyulacak bir sınır seçin ya da İptal’e basın.',
    'appLimits.endTitle': '{app} erişimi şimdi sonlandırılsın mı?',
    'appLimits.endLoses':
      '{app} için buradaki her oturumunuz hemen sona erer: token’ları çalışmaz ve artık bu hizmet üzerinden sizin adınıza hareket edemez. {app}, siz yukarıda kaldırana kadar blokzincirinde posting yetkinizi korur.',
    'appLimits.end': '{app} erişimini sonlandır',
    'appLimits.notSaved': 'Sınırlar kaydedilemedi.',
    'appLimits.ended':
      '{app} için buradaki erişim sona erdi: oturumları bitti. Blokzincirinde posting yetkiniz hâlâ onda; kullanmıyorsanız yukarıda kaldırın.',
    'appLimits.operations': 'Yapabileceği eylemler',
    'appLimits.leaveOne': 'En az bir eyleme izin verin ya da bunun yerine erişimini sonlandırın.',
    'appLimits.saved': '{app} için sınırlar kaydedildi.',
    'appLimits.savedAny':
      '{app} için sınırlar kaydedildi; burada ona açılacak her oturum için geçerlidir: {limits}',
    'activity.title': 'Her uygulamanın hesabınızla yaptıkları',
    'activity.intro':
      'Bir uygulamanın bu hizmet üzerinden sizin adınıza yayınladığı her işlem, en yenisi önce, blokzincirdeki durumuyla.',
    'activity.none': 'Henüz hiçbir uygulama bu hizmet üzerinden sizin adınıza bir şey yayınlamadı.',
    'activity.totals': 'Son 24 saatteki işlemler: {day, number}; son 30 gündeki: {month, number}.',
    'activity.row': '{when}: {operations}',
    'activity.status':
      '{status, select, sent {Gönderildi, henüz bir blokta değil} included {{block} numaralı blokta} irreversible {Kesin, {block} numaralı blokta} expired {Süresi doldu: hiç eklenmedi} refused {Ağ tarafından reddedildi: {why}} other {{status}}}',
    'activity.byAppKey': 'Uygulamanın kendisi imzaladı, bu hizmet üzerinden değil.',
    'activity.tx': 'Blok gezgininde {id} işlemi',
    'activity.more': 'Daha eskileri göster',
    'activity.reading': 'Uygulamaların yaptıkları okunuyor…',
    'activity.csv': 'CSV indir',
    'activity.json': 'JSON indir',
    'activity.downloading': 'İndirme hazırlanıyor…',
    'signIns.title': 'Buradaki oturumlarınız',
    'signIns.intro':
      'Bu hizmet üzerinden giriş yaptığınız her uygulama, yalnızca kim olduğunuzu öğrenenler de dahil, her birinde yürürlükteki sınırlarla. Birini sonlandırmak sizi oradan hemen çıkarır; uygulamaya bildirilir. Bunları göstermek siz olduğunuzu kanıtlar: imza, yukarıdaki posting anahtarınızla veya Keychain ile atılır.',
    'signIns.show': 'Oturumlarımı göster',
    'signIns.endTheSignIn': 'Oturumu sonlandır',
    'signIns.ended': '{app} oturumu sonlandırıldı.',
    'signIns.notRead': 'Oturumlarınız okunamadı.',
    'signIns.ending': 'Oturum sonlandırılıyor…',
    'signIns.reading': 'Oturumlarınız okunuyor…',
    'signIns.none': 'Bu hizmet üzerinden hiç oturumunuz yok.',
    'signIns.unlisted':
      '{count, plural, one {{apps} posting yetkinize sahip ama burada oturumu yok: Hive’da sizin adınıza paylaşım yapabilir ve bu sayfadaki hiçbir şey onu sınırlamaz. Kullanmıyorsanız yukarıda kaldırın.} other {{apps} posting yetkinize sahip ama burada oturumları yok: Hive’da sizin adınıza paylaşım yapabilirler ve bu sayfadaki hiçbir şey onları sınırlamaz. Kullanmıyorsanız yukarıda kaldırın.}}',
    'signIns.row':
      '{kind, select, posting {{app}: sizin adınıza hareket edebilir, {since} tarihinden beri, son kullanım {used}} other {{app}: yalnızca oturum, {since} tarihinden beri, son kullanım {used}}}',
    'signIns.rowNamed':
      '{kind, select, posting {{app} ({name}): sizin adınıza hareket edebilir, {since} tarihinden beri, son kullanım {used}} other {{app} ({name}): yalnızca oturum, {since} tarihinden beri, son kullanım {used}}}',
    'signIns.limits': 'Sınırlar: {limits}',
    'signIns.madeWith': 'İmzalayan: {wallet}; cihaz: {device}',
    'signIns.madeWithWallet': 'İmzalayan: {wallet}',
    'signIns.typedKey': 'yazılan bir anahtar',
    'signIns.keptKey':
      'bu cihazda saklanan, {lock, select, passkey {geçiş anahtarıyla} other {PIN ile}} açılan bir anahtar',
    'signIns.noEnd':
      '{kind, select, posting {Bitiş tarihi yok: mevcut token’ları {date} tarihine kadar geçerli ve uygulama onları yenileyebilir.} other {Bitiş tarihi yok: mevcut token’ları {date} tarihine kadar geçerli.}}',
    'signIns.end': 'Sonlandır',
    'signIns.endLabel': '{since} tarihinden beri süren {app} oturumunu sonlandır',
    'signIns.endTitle': '{app} oturumu sonlandırılsın mı?',
    'signIns.endLoses':
      '{kind, select, posting {{app} hemen oturumdan çıkarılır: token’ları çalışmaz ve artık bu hizmet üzerinden sizin adınıza hareket edemez. Siz yukarıda kaldırana kadar blokzincirinde posting yetkinizi korur.} other {{app} hemen oturumdan çıkarılır: token’ları çalışmaz ve ona bildirilir.}}',
    'register.title': 'Uygulama kaydet',
    'register.intro':
      'Uygulama, {field} profili kullanıcılarının oturumlarının nereye gideceğini söyleyen bir Hive hesabıdır. {field} alanını yalnızca hesabın active anahtarı değiştirebilir: posting yetkisine sahip hesaplar (bu hizmet, giriş yaptığı uygulamalar) değiştiremez. Kayıt, profili oraya bu sayfada imzalanan tek bir {op} işlemiyle yazar.',
    'register.accountTitle': 'Uygulamanın hesabı',
    'register.username': 'Uygulama hesabı (Hive kullanıcı adı)',
    'register.usernameHelp':
      'Ondan başlamak için mevcut profilini okuyun: HiveSigner yöntemiyle ({field} içinde) kaydedilmiş bir uygulama aktarılır.',
    'register.readProfile': 'Mevcut profilini oku',
    'register.whereTitle': 'Oturumlar nereye gider',
    'register.readFrom': 'Yalnızca {field} alanından okunur.',
    'register.redirects': 'Yönlendirme URI’leri, her satıra bir tane',
    'register.redirectsHelp':
      'Tam olarak eşleştirilir; bir loopback URI’si ({example}) her bağlantı noktasıyla eşleşir.',
    'register.authMethod': 'Uygulama kendisi olduğunu nasıl kanıtlar',
    'register.method.basic': 'İstemci sırrı, HTTP Basic',
    'register.method.post': 'İstemci sırrı, gövdede',
    'register.method.none': 'Sır yok (genel istemci)',
    'register.authMethodHelp':
      'Sunucusu olan bir uygulama istemci sırrını orada tutar. Bir sayfa veya telefon uygulaması sır tutamaz: genel bir istemcidir ve kendini yalnızca PKCE ile kanıtlar.',
    'register.secretHash': 'İstemci sırrının SHA-256 özeti (64 onaltılık karakter)',
    'register.secretHashHelp':
      'Profil yalnızca bu özeti yayımlar ve herkes okuyabilir: bir sır en az {minBits} rastgele bit içermelidir, yoksa çevrimdışı tahmin edilebilir. Burada ({bits} bit) veya {command} ile bir tane oluşturun.',
    'register.makeSecret': 'Yeni istemci sırrı oluştur',
    'register.newSecret': 'Yeni istemci sırrınız',
    'register.newSecretHelp':
      'Şimdi uygulamanızın sunucusuna kopyalayın: yalnızca bir kez gösterilir ve ne bu sayfa ne de blokzinciri onu saklar.',
    'register.logoutUri': 'Back-channel çıkış URI’si (isteğe bağlı)',
    'register.logoutUriHelp':
      'Bir kullanıcının oturumu bittiğinde bildirilir (OpenID Connect Back-Channel Logout).',
    'register.postLogoutUris':
      'Çıkış sonrası yönlendirme URI’leri, her satıra bir tane (isteğe bağlı)',
    'register.idTokenAlg': 'id_token imzası',
    'register.defaultAlg': '{alg} (varsayılan)',
    'register.displayTitle': 'Kullanıcıların gördükleri',
    'register.displayHelp':
      'Giriş sayfasında ve dizinde, doğrulanmamış olarak işaretlenip gösterilir.',
    'register.name': 'Ad',
    'register.about': 'Hakkında',
    'register.website': 'Web sitesi',
    'register.picture': 'Resim (bir https URL’si)',
    'register.signTitle': 'Active anahtarıyla imzala',
    'register.keychain': 'Hive Keychain ile kaydet',
    'register.hiveAuth': 'HiveAuth ile kaydet (mobil cüzdan)',
    'register.activeKey': 'Uygulama hesabının özel active anahtarı veya ana parolası',
    'register.submit': 'Active anahtarıyla kaydet',
    'register.postingNote':
      'Kullanıcılarının gönderileri ve oyları bu hizmetten geçsin diye, uygulamanın posting yetkisinde bu hizmetin hesabı da bulunmalıdır.',
    'register.secretMade':
      'Yeni bir istemci sırrı oluşturuldu. Kaydetmeden önce uygulamanızın sunucusuna kopyalayın.',
    'register.reading': 'Hesap okunuyor…',
    'register.noProfile': '{app} için henüz uygulama profili yok: formu doldurun.',
    'register.readActive': '{app} uygulama profili {field} alanından okundu.',
    'register.readPosting':
      '{app} uygulama profili {posting} alanından okundu (HiveSigner yöntemi): kayıt onu {field} alanına yazar.',
    'register.broadcasting': 'Kayıt yayımlanıyor…',
    'register.hiveAuthAbout': '{app} uygulamasını kaydet',
    'register.needRedirect': 'En az bir yönlendirme URI’si girin.',
    'register.badHash':
      'İstemci sırrının SHA-256 özetini 64 onaltılık karakter olarak girin veya yeni bir istemci sırrı oluşturun.',
    'register.notUrl': '“{url}” mutlak bir URL değil (https://app.example/callback gibi).',
    'register.fragment': '“{url}” bir #parça içeremez.',
    'register.done':
      'Kaydedildi: {app} uygulama profili {field} alanında. Oturumlar onu saniyeler içinde kullanır.',
    'register.doneTx':
      'Kaydedildi: {app} uygulama profili {field} alanında ({tx} işlemi). Oturumlar onu saniyeler içinde kullanır.',
    'register.addService':
      '{service} uygulama adına yayınlasın: bu aynı adımda onu uygulama hesabının posting yetkisine ekle',
    'register.serviceAdded':
      '{service} artık {app} hesabının posting yetkisinde: kullanıcıları için yayınlar bu hizmetten geçer.',
    'register.serviceAlready':
      '{service} zaten {app} hesabının posting yetkisindeydi: orada değişecek bir şey yok.',
    'register.serviceMissing':
      '{service}, {app} hesabının posting yetkisinde değil: eklenene kadar bu hizmet yayınlarını reddeder.',
    'register.nextTitle': 'Sırada ne var',
    'register.clientId': 'Uygulamanın {field} değeri',
    'register.signInUrl': 'Kullanıcıları göndereceğin bir giriş URL’si',
    'register.tokenExchange': 'Token takası, sunucunda',
    'register.copy': 'Kopyala',
    'register.copied': 'Kopyalandı',

    'wallet.other': 'Diğer cüzdanlar:',
    'wallet.otherAuthorized':
      'Ya da başka bir cüzdanla imzalayın (bir anahtar alanını boş bırakın):',
    'wallet.signIn': '{wallet} ile giriş yap',
    'wallet.sign': '{wallet} ile imzala',
    'wallet.grant': '{wallet} ile yetki ver',
    'wallet.grantYours': 'Cüzdanınızla yetki verin',
    'wallet.grantHelp': 'Cüzdanınızdan bu değişikliği aktif anahtarınızla imzalaması istenir.',
    'wallet.opening': '{wallet} açılıyor…',
    'wallet.cancel': 'İptal',
    'wallet.emptyFields': 'Boş anahtar alanları artık {wallet} ile imzalar.',
    'wallet.broadcasting': 'Gönderiliyor…',
    'wallet.noAccount':
      '{wallet} hiçbir Hive hesabının anahtarını içermiyor. Kullanıcı adınızı yazın veya hesabınızı oraya ekleyin.',
    'wallet.severalAccounts':
      '{wallet} şu hesapların anahtarlarını içeriyor: {accounts}. Kullanılacak olanı yazın.',
    'peakvault.notInstalled': 'PeakVault bu tarayıcıda yüklü değil (veya kapalı).',
    'peakvault.confirm': 'PeakVault’ta onaylayın ({user} olarak)…',
    'peakvault.declined': 'PeakVault’ta reddettiniz.',
    'peakvault.failed': 'PeakVault imzalamadı: {said}',
    'peakvault.wrongAccount':
      'PeakVault, {user} hesabının yayın, aktif veya sahip anahtarı olmayan bir anahtarla imzaladı. PeakVault’ta {user} hesabını seçin veya anahtarını oraya ekleyin.',
    'metamask.notInstalled':
      'MetaMask burada kullanılamıyor veya snap çalıştıramıyor. MetaMask’ı yükleyin veya başka bir imzalama yolu seçin.',
    'metamask.connect': 'MetaMask’ta Hive Wallet snap’ine izin verin…',
    'metamask.confirm': 'MetaMask’ta onaylayın ({user} olarak)…',
    'metamask.declined': 'MetaMask’ta reddettiniz.',
    'metamask.failed': 'MetaMask imzalamadı: {said}',
    'metamask.wrongAccount':
      '{role, select, posting {MetaMask’taki Hive Wallet snap’i {user} hesabının yayın anahtarını içermiyor.} active {MetaMask’taki Hive Wallet snap’i {user} hesabının aktif anahtarını içermiyor.} other {MetaMask’taki Hive Wallet snap’i {user} hesabının sahip anahtarını içermiyor.}} Başka bir cüzdanla veya snap’in içerdiği hesap olarak imzalayın.',
    'metamask.noMessages':
      'Hive Wallet snap’i yalnızca işlemleri imzalar, bu mesajı imzalayamaz: başka bir cüzdan seçin ya da anahtarınızı yazın.',
    'ledger.noWebUsb':
      'Bu tarayıcı bir Ledger’a ulaşamıyor (WebUSB’si yok). Chrome, Edge veya Brave’i deneyin.',
    'ledger.connect':
      'Ledger’ınızı USB ile bağlayın, kilidini açın, Hive uygulamasını açın ve cihazı seçin…',
    'ledger.noDevice':
      'Hiç Ledger seçilmedi. USB ile bağlayın, kilidini açın, Hive uygulamasını açın ve tarayıcının gösterdiği listeden seçin.',
    'ledger.appNotOpen': 'Ledger’ınızda Hive uygulamasını açın, sonra tekrar deneyin.',
    'ledger.locked': 'Ledger’ınızın kilidini açın, Hive uygulamasını açın, sonra tekrar deneyin.',
    'ledger.hashSigningOff':
      'Ledger’ınızdaki Hive uygulamasının ayarlarında hash imzalamayı açın (giriş bir hash olarak imzalanır), sonra tekrar deneyin.',
    'ledger.reading': 'Ledger’ınızdaki anahtarlar okunuyor…',
    'ledger.confirmSignIn': 'Girişi Ledger’ınızda kontrol edin ve orada onaylayın ({user} olarak)…',
    'ledger.confirmTransaction':
      'İşlemi Ledger’ınızda kontrol edin ve orada onaylayın ({user} olarak)…',
    'ledger.declined': 'Ledger’ınızda reddettiniz.',
    'ledger.cancelled': 'Ledger denemesini iptal ettiniz. Hiçbir şey imzalanmadı.',
    'ledger.failed': 'Ledger’ınız imzalamadı: {said}',
    'ledger.wrongAccount':
      '{role, select, posting {Bu Ledger {user} hesabının yayın, aktif veya sahip anahtarını içermiyor} active {Bu Ledger {user} hesabının aktif veya sahip anahtarını içermiyor} other {Bu Ledger {user} hesabının sahip anahtarını içermiyor}} (1 ile {accounts, number} arasındaki Hive hesaplarına bakıldı). Onu içeren Ledger’ı bağlayın veya içerdiği hesap olarak imzalayın.',

    'sign.pageTitle': 'Bir işlem imzalayın',
    'sign.titleMany': '{count, plural, one {# işlem imzalayın} other {# işlem imzalayın}}',
    'sign.key':
      '{role, select, posting {yayın anahtarınızla} active {aktif anahtarınızla} other {sahip anahtarınızla}}',
    'sign.asks':
      '{count, plural, one {Bir bağlantı bu işlemi {key} imzalamanızı ve Hive’a yayınlamanızı istiyor.} other {Bir bağlantı bu işlemleri {key} imzalamanızı ve Hive’a yayınlamanızı istiyor.}}',
    'sign.asksSignOnly':
      '{count, plural, one {Bir bağlantı bu işlemi {key} imzalamanızı istiyor (yalnızca imza: imza siteye döner, site onu yayınlayabilir).} other {Bir bağlantı bu işlemleri {key} imzalamanızı istiyor (yalnızca imza: imza siteye döner, site onu yayınlayabilir).}}',
    'sign.checkEvery': 'Her satırı kontrol edin: yayınlandıktan sonra geri alınamaz.',
    'sign.warning': 'Uyarı:',
    'sign.exactData': 'İşlemin tam verisi',
    'sign.signAs': 'Şu hesap olarak imzala',
    'sign.signerFixed': 'Bağlantı {user} hesabının imzalamasını istiyor.',
    'sign.keychain': 'Hive Keychain ile imzala',
    'sign.keyLabel':
      '{role, select, posting {Özel yayın anahtarı veya ana parola} active {Özel aktif anahtar veya ana parola} other {Özel sahip anahtarı veya ana parola}}',
    'sign.submit': 'İmzala ve yayınla',
    'sign.submitSignOnly': 'İmzala',
    'sign.cancel': 'İptal',
    'sign.done': 'Tamam',
    'sign.txId': 'İşlem kimliği: {id}',
    'sign.doneReturn': 'Site sizi {destination} adresinde yeniden görmek istedi.',
    'sign.continueTo': '{host} adresine devam et',
    'sign.goBack': 'Geldiğiniz yere dönün',
    'sign.fromApp': 'Gönderen: {app}',
    'sign.callbackValue':
      '{name, select, sig {[imza]} id {[işlem kimliği]} block {[blok numarası]} other {[bloktaki konum]}}',
    'sign.afterShowsId': 'Ardından bu sayfa işlem kimliğini gösterir.',
    'sign.afterReturn':
      'Ardından {app} ({user}) uygulamasına, kaydettiği bir adres olan {url} adresinde dönersiniz.',
    'sign.afterLink':
      'Ardından bu sayfa işlem kimliğini ve {url} adresine bir bağlantı gösterir; bağlantı onu kaydeden bir uygulamayı belirtmiyor, bu yüzden izleyip izlemeyeceğinizi siz seçersiniz.',

    'refusal.authority':
      '{user} bunu bu anahtarla imzalayamaz: {user} hesabının {role, select, posting {yayın yetkisi} active {aktif yetkisi} other {sahip yetkisi}} gerekir.',
    'refusal.authorityFor':
      '{signer} bunu {actor} olarak imzalayamaz: bu işlem {actor} adına yapılır ve yalnızca {actor} hesabının {role, select, posting {yayın yetkisi} active {aktif yetkisi} other {sahip yetkisi}} (veya listelediği bir hesap) imzalayabilir.',
    'refusal.noPost': '{post} gönderisi yok (veya artık yok).',
    'refusal.noPostNamed': 'Belirtilen gönderi yok.',
    'refusal.funds': '{user} hesabının bunun için yeterli bakiyesi yok.',
    'refusal.rc':
      '{user} hesabının şu anda yeterli kaynak kredisi (RC) yok: dolmalarını bekleyin veya HIVE power up yapın.',
    'refusal.other': 'Hive ağı bu işlemi reddetti; hiçbir şey yapılmadı.',

    'sign.signing': 'İmzalanıyor…',
    'sign.cancelledReturning': 'İptal edildi. Uygulamaya dönülüyor…',
    'sign.nothingDone': 'Hiçbir şey imzalanmadı veya gönderilmedi ve siteye hiçbir şey söylenmedi.',
    'sign.cancelled': 'İptal edildi',
    'sign.mustSigner': 'Bu bağlantı {user} tarafından imzalanmalı.',
    'sign.doneReturning': 'Tamam. Uygulamaya dönülüyor…',
    'sign.signedOnly': 'İmzalandı, yayınlanmadı',
    'sign.doneSignedOnly': 'Tamam: imzalandı, yayınlanmadı',
    'sign.signedBroadcast': 'İmzalandı ve yayınlandı',
    'sign.doneBroadcast': 'Tamam: imzalandı ve yayınlandı',
    'sign.inBlock': '{block} numaralı bloğa eklendi.',
    'sign.signature': 'İmza: {sig}',
    'op.you': 'siz (imzalayan hesap)',
    'op.noMemo': '(not yok)',
    'op.none': '(yok)',
    'op.percent': '%{percent}',
    'op.memoUnencrypted':
      'Not "#" ile başlıyor, bu şifreleme istendiği anlamına gelir, ama bu sayfa notları şifrelemez: not yazıldığı gibi yayınlanır.',
    'op.row.voter': 'Oy veren',
    'op.row.post': 'Gönderi',
    'op.row.weight': 'Ağırlık',
    'op.row.account': 'Hesap',
    'op.row.amount': 'Tutar',
    'op.row.from': 'Gönderen',
    'op.row.to': 'Alıcı',
    'op.row.memo': 'Not',
    'op.row.shares': 'Paylar',
    'op.row.witness': 'Tanık',
    'op.row.proxy': 'Vekil',
    'op.title.vote': '{post} gönderisine %{percent} oy ver',
    'op.title.claim': 'Ödülleri al',
    'op.title.transfer': '{to} hesabına {amount} gönder',
    'op.title.recurrent':
      '{to} hesabına {hours, plural, one {# saatte bir} other {# saatte bir}}, {times, plural, one {# kez} other {# kez}} {amount} gönder',
    'op.title.powerUp': '{amount} power up yap',
    'op.title.powerDown': '{amount} power down yap',
    'op.title.delegate': '{to} hesabına {amount} devret',
    'op.title.toSavings': '{amount} tutarını birikime taşı',
    'op.title.fromSavings': '{amount} tutarını birikimden çek (3 gün sonra ulaşır)',
    'op.title.witnessVote': '{witness} tanığına oy ver',
    'op.title.witnessUnvote': '{witness} tanığına verdiğiniz oyu geri çek',
    'op.title.proxy': '{proxy} sizin yerinize tanıklara oy versin',
    'op.title.proxyClear': 'Tanık oylaması vekilinizi kaldır',
    'op.title.other': '{name} işlemi',
    'op.danger.owner':
      'Bu, sahip yetkinizi {holders} ile değiştirir; onu elinde tutan hesabınıza sahip olur: her anahtarı değiştirebilir ve sizi dışarıda bırakabilir.',
    'op.danger.active':
      'Bu, aktif yetkinizi {holders} ile değiştirir; onu elinde tutan fonlarınızı taşıyabilir ve diğer anahtarlarınızı değiştirebilir.',
    'op.danger.posting':
      'Bu, yayın yetkinizi {holders} ile değiştirir; onu elinde tutan sizin adınıza yayın yapabilir, oy verebilir ve takip edebilir.',
    'op.danger.noKey': 'hiçbir anahtar',
    'op.danger.memoKey':
      'Not anahtarınız {key} olur: onu elinde tutan şifreli notlarınızı okuyabilir.',
    'op.danger.yourAccount': 'hesabınız',
    'op.danger.recoveryAccount':
      'Bu, 30 gün sonra {recovery} hesabını {account} için kurtarma hesabı yapar: sahip anahtarınız çalınırsa hesabı geri almanıza artık yalnızca {recovery} yardım edebilir.',
    'op.danger.requestRecovery':
      'Bu, {account} için yeni bir sahip yetkisiyle ({holders}) el konulmasına izin verir; onu elinde tutan hesaba sahip olur.',
    'op.danger.recover':
      'Bu, {account} için sahip yetkisini {holders} ile değiştirir; onu elinde tutan hesaba sahip olur.',
    'op.danger.withdrawRoute':
      'Bundan sonra {account} için power down ile çekilenin %{percent} kadarı {to} hesabına gider.',
    'op.danger.declineVoting':
      'Bu, yönetişim oylarınızdan (tanıklar ve teklifler) kalıcı olarak vazgeçer: geri alınamaz.',
    'op.danger.unknown':
      'Bu işlem hesabınızı kimin kontrol ettiğini değiştirebilir. Yalnızca tam olarak bunu istediyseniz devam edin.',
    'consent.vaultRemember': 'Bu anahtarı bu cihazda hatırla',
    'consent.vaultTitle': 'Bu anahtar bu cihazda hatırlansın mı?',
    'consent.vaultAbout':
      'Bir dahaki sefere yazmak yerine tek dokunuşla giriş yapın. Anahtar bu tarayıcıda şifrelenir ve hiçbir yere gönderilmez; onu yalnızca geçiş anahtarınız veya PIN’iniz açar.',
    'consent.vaultActive':
      'Bu sizin aktif anahtarınız: onu açan kişi paranızı taşıyabilir ve hesabınızı değiştirebilir. Bu tür işlemleri bu cihazda imzalıyorsanız ancak o zaman burada saklayın.',
    'consent.vaultActiveTick': 'Aktif anahtarımı bu cihazda sakla',
    'consent.vaultPasskey': 'Geçiş anahtarıyla hatırla',
    'consent.vaultPinLabel': 'Ya da bir PIN veya parolayla kilitleyin (en az 6 karakter)',
    'consent.vaultPin': 'Bu PIN ile hatırla',
    'consent.vaultSkip': 'Şimdi değil',
    'consent.vaultUnlock': 'Kilidi aç ve giriş yap',
    'consent.noWallet':
      'Bu tarayıcıda yüklü bir Hive cüzdanı yok. Burada bir geçiş anahtarıyla veya yazdığınız bir anahtarla giriş yapabilir ya da bir cüzdan yükleyebilirsiniz:',
    'consent.noWalletKeychain':
      'Hive Keychain (masaüstü tarayıcılar için, ve telefonlar için bir uygulama)',
    'consent.noWalletHiveAuth': 'HiveAuth (sizin yerinize imzalayan telefon cüzdanları)',
    'vault.signInPasskey': '{user} olarak geçiş anahtarınızla giriş yapın',
    'vault.signInPin': '{user} olarak PIN’inizle giriş yapın',
    'vault.signKept': 'Bu cihazda saklanan anahtarla imzala',
    'vault.forgetKey': 'Bu anahtarı unut',
    'vault.keyLock':
      'Bu cihazda saklanan {role, select, active {aktif anahtar} other {yayın anahtarı}}, {lock, select, passkey {geçiş anahtarınızla} other {PIN’inizle}} kilitli.',
    'vault.forgetRoleLabel':
      '{user} için bu cihazda saklanan {role, select, active {aktif anahtarı} other {yayın anahtarını}} unut',
    'vault.forgetAll': 'Bu cihazdaki her şeyi unut',
    'vault.keyForgotten': '{user} için saklanan anahtar bu cihazdan silindi.',
    'vault.allForgotten': 'Bu cihazda saklanan tüm hesaplar ve anahtarlar silindi.',
    'vault.pinFor': '{user} için PIN veya parola',
    'vault.pinForRole':
      '{user} için saklanan {role, select, active {aktif anahtarın} other {yayın anahtarının}} PIN’i veya parolası',
    'vault.confirmPasskey': 'Geçiş anahtarınızla onaylayın…',
    'vault.keeping': 'Anahtar şifreleniyor…',
    'vault.passkeyRefused':
      'Geçiş anahtarınız anahtarı açmadı, bu yüzden hiçbir şeyin şifresi çözülmedi. Yeniden deneyin ya da anahtarınızı yazın.',
    'vault.wrongPin': 'Yanlış PIN. Anahtar bu cihazdan silinmeden önce kalan deneme: {n}.',
    'vault.erased':
      '{user} için saklanan anahtar bu cihazdan silindi (çok fazla yanlış PIN, ya da unutuldu). Giriş yapmak için anahtarınızı yazın.',
    'vault.rotated':
      'Bu cihazda {user} için saklanan anahtar artık hesabın bir anahtarı değil (değiştirildi), bu yüzden imzalayamaz. “Bu anahtarı unut”a basın, sonra yeni anahtarı yazın.',
    'vault.pinShort': 'En az 6 karakterlik bir PIN veya parola seçin.',
    'vault.activeNotTicked':
      'Aktif bir anahtarı saklamak için kutuyu işaretleyin ya da “Şimdi değil”i seçin.',
    'vault.noPrf':
      'Bu geçiş anahtarı bu tarayıcıda bir anahtarı kilitleyemiyor. Bunun yerine bir PIN seçin.',
    'vault.kept': '{user} için anahtar bu cihazda saklanıyor, geçiş anahtarınızla kilitli.',
    'vault.keptPin': '{user} için anahtar bu cihazda saklanıyor, PIN’inizle kilitli.',
    'vault.activeHint':
      'Aktif anahtarınızla giriş yaptınız. Giriş için paylaşım anahtarınız yeterlidir ve daha güvenlidir: bir dahaki sefere onu kullanın.',
  },
  security: {
    'authorized.intro': {
      source: '7bc4d0214a768be6',
      back: 'Apps and accounts you allowed to act on your behalf on Hive. Removing one takes effect immediately on the blockchain and in every service; the tokens the app still holds do not work for anything that required your authority.',
    },
    'authorized.keysNeverSent': {
      source: 'cb84bcc63d4f7c27',
      back: 'Used only on this page for signing; not sent anywhere. They remain filled in as long as this page stays open.',
    },
    'authorized.role': {
      source: 'bf3b6b39d8ded7e4',
      back: 'Posting authority: can publish, vote, follow and update your profile on your behalf / Active authority: can additionally move your funds and change your authorities / Owner authority: has full control over your account',
    },
    'authorized.loses': {
      source: '4c609f6001ef25f7',
      back: '{app} will no longer be able, on any site or service, to publish, vote, follow or update your profile on your behalf / move your funds or change your authorities / control your account. The tokens in its hand do not work for this. You can allow it again later by signing in to it.',
    },
    'appLimits.endLoses': {
      source: '420267513d4dfc8c',
      back: 'Each of your sessions here for {app} ends immediately: its tokens do not work and it can no longer act on your behalf through this service. {app} keeps your posting authority on the blockchain until you remove it above.',
    },
    'signIns.endLoses': {
      source: 'd85201d70c8a1522',
      back: '{app} is signed out immediately: its tokens do not work and it can no longer act on your behalf through this service. It keeps your posting authority on the blockchain until you remove it above. / … its tokens do not work and it is notified.',
    },
    'signIns.unlisted': {
      source: '6228bcd8343570c4',
      back: '{apps} has your posting authority but has (have) no session here: it (they) can post on your behalf on Hive and nothing on this page limits it (them). If you do not use it (them), remove it (them) above.',
    },
    'register.intro': {
      source: '252f1694ba6b060a',
      back: "An app is a Hive account whose {field} profile says where its users' sessions go. Only the account's active key can change the {field} field: accounts with its posting authority (this service, apps it signed in to) cannot. Registration writes the profile there with a single {op} transaction signed on this page.",
    },
    'register.secretHashHelp': {
      source: '1e4682681468c9ce',
      back: 'The profile only publishes this digest and everyone can read it: a secret must contain at least {minBits} random bits, otherwise it can be guessed offline. Create one here ({bits} bits) or with {command}.',
    },
    'register.newSecretHelp': {
      source: 'f726e7ed41cb8e30',
      back: "Copy it to your app's server now: it is shown only once and neither this page nor the blockchain keeps it.",
    },
    'consent.keyNeverSent': {
      source: '11f58d2b20621d9b',
      back: 'It is used only on this page to sign; it is not sent anywhere.',
    },
    'consent.published': {
      source: '5c10f5d5b2b9c3fe',
      back: 'The name, description, picture and website were published by {app}; hivegate did not check them.',
    },
    'consent.grantNotYet': {
      source: '01d705fdf020c399',
      back: "Your account does not yet allow {app} to act in your place. Granting authority adds {app} to your account's posting authority on the Hive blockchain (a {op} transaction).",
    },
    'consent.grantCannot': {
      source: 'd81c0ce89115b640',
      back: 'It cannot transfer money and cannot change keys.',
    },
    'consent.grantActive': {
      source: '4f7e888f01dd0890',
      back: 'This change requires your active key. It stays valid until you remove it on this page:',
    },
    'grant.loginOnly': {
      source: '45c8e6eeddf12361',
      back: 'To learn your Hive username in order to sign you in; it cannot act in your place on Hive.',
    },
    'grant.neverFunds': {
      source: '04c3f0957208280b',
      back: 'It can never move your money and can never change your keys.',
    },
    'reach.enforced': {
      source: '23984a046ac1a7ae',
      back: 'These limits are applied: only this service can use the posting authority you give to {app}, and it checks every action against these limits.',
    },
    'reach.notEnforced': {
      source: 'd2e1c4ea0a470550',
      back: "These limits only bind what {app} does through this service. {app}'s posting authority also has its own keys or accounts; so as long as you keep it in your posting authority, {app} can sign in your place directly on the Hive blockchain without being bound by any limit.",
    },
    'reach.onChain': {
      source: 'e71593026db82c4d',
      back: 'On the Hive blockchain, your posting authority lets everyone who has it publish, vote, follow, reshare and update your profile in your name; by itself it has no limit.',
    },
    'reach.direct': {
      source: '83fae24b2a14d262',
      back: '{app} has keys or accounts that can use it directly outside the limits you chose.',
    },
    'device.check': {
      source: 'b83849fb4ebce799',
      back: 'Check that your device shows the same code. If you did not start this sign-in on your own device, reject it: someone may be trying to get into your account.',
    },
    'home.keys': {
      source: 'b95ae05dbbe19cf4',
      back: "Your keys stay in your browser: this service never sees them. You can take back an app's access whenever you want.",
    },
    'hiveauth.approveOnPhone': {
      source: 'e8ebf991dbc6a245',
      back: 'Approve on your phone with a HiveAuth wallet; no key is written here.',
    },
    'op.memoUnencrypted': {
      source: '53086fa05cc731c1',
      back: 'The memo starts with "#", which means encryption is asked for, but this page does not encrypt memos: the memo is published as it is written.',
    },
    'op.danger.owner': {
      source: '38d31772fe52a35f',
      back: 'This replaces your owner authority with {holders}; whoever holds it owns your account: they can change every key and leave you outside.',
    },
    'op.danger.active': {
      source: '55b80f219c3ead5a',
      back: 'This replaces your active authority with {holders}; whoever holds it can move your funds and change your other keys.',
    },
    'op.danger.posting': {
      source: '24e237bc36820a1e',
      back: 'This replaces your posting authority with {holders}; whoever holds it can post, vote and follow in your name.',
    },
    'op.danger.noKey': { source: 'ec9afd6a0470e867', back: 'no key whatsoever' },
    'op.danger.memoKey': {
      source: 'e44d5be0f648bd73',
      back: 'Your memo key becomes {key}: whoever holds it can read your encrypted memos.',
    },
    'op.danger.yourAccount': { source: '17a7e5cfee17027e', back: 'your account' },
    'op.danger.recoveryAccount': {
      source: '2b9ce7374d4e68fa',
      back: 'This makes the {recovery} account the recovery account for {account} after 30 days: if your owner key is stolen, only {recovery} can now help you get the account back.',
    },
    'op.danger.requestRecovery': {
      source: 'c1c4ec5056320409',
      back: 'This allows {account} to be seized with a new owner authority ({holders}); whoever holds it owns the account.',
    },
    'op.danger.recover': {
      source: 'f3bd51edee3dbe53',
      back: 'This replaces the owner authority for {account} with {holders}; whoever holds it owns the account.',
    },
    'op.danger.withdrawRoute': {
      source: '734ccebc10c83704',
      back: 'From now on, {percent}% of what is withdrawn by power down for {account} goes to the {to} account.',
    },
    'op.danger.declineVoting': {
      source: '053d6dfe398eb80f',
      back: 'This permanently gives up your governance votes (witnesses and proposals): it cannot be undone.',
    },
    'op.danger.unknown': {
      source: 'a5eb8c5892b24e28',
      back: 'This operation can change who controls your account. Continue only if you wanted exactly this.',
    },
    'consent.vaultAbout': {
      source: '9fd8eed08dc515b1',
      back: 'Next time, sign in with one touch instead of typing. The key is encrypted in this browser and is not sent anywhere; only your passkey or your PIN opens it.',
    },
    'consent.vaultActive': {
      source: '206c57c1a2df6049',
      back: 'This is your active key: the person who opens it can move your money and change your account. Keep it here only if you sign such operations on this device.',
    },
  },
};
