import type { Catalogue } from '../catalogue';

/** العربية الفصحى المعاصرة. */
export const ar: Catalogue = {
  review: "drafted (issue 40), needs a native speaker's review",
  messages: {
    'layout.skip': 'انتقل إلى المحتوى',
    'layout.navLabel': 'الرئيسية',
    'layout.nav.home': 'الرئيسية',
    'layout.nav.apps': 'التطبيقات',
    'layout.nav.authorizedApps': 'التطبيقات المصرّح لها',
    'layout.language': 'اللغة',
    'layout.noScript': 'تحتاج هذه الصفحة إلى JavaScript، وهذا المتصفح لا يشغّله هنا.',
    'layout.withoutScript':
      'أعد تحميل الصفحة. إن لم ينفع ذلك، فقد يكون هذا المتصفح يحظر البرامج النصية: اسمح بـ JavaScript لهذا الموقع، أو افتح هذه الصفحة على جهاز آخر مثل هاتفك.',
    'layout.loading': 'جارٍ تجهيز هذه الصفحة… ستعمل الأزرار بعد لحظة.',
    'layout.loadingLate': 'لم تجهز بعد: لم يبدأ البرنامج النصي لهذه الصفحة.',

    'error.title.invalid_request': 'هذا الطلب غير صالح',
    'error.title.unauthorized_client': 'هذا التطبيق غير مسجّل',
    'error.title.not_found': 'غير موجود',
    'error.title.pageNotFound': 'الصفحة غير موجودة',
    'error.title.unavailable': 'تعذّر الوصول إلى شبكة Hive',
    'error.title.signLink': 'لا يمكن توقيع رابط التوقيع هذا',
    'error.title.other': 'حدث خطأ ما',
    'error.about.invalid_request': 'ثمة شيء ناقص أو خاطئ في الطلب.',
    'error.about.unauthorized_client':
      'التطبيق الذي أرسلك إلى هنا غير مسجّل لهذا العنوان، لذا لا يمكنك تسجيل الدخول إليه من هنا.',
    'error.about.not_found': 'لا يوجد شيء في هذا العنوان.',
    'error.about.unavailable':
      'لا تستطيع هذه الخدمة الوصول إلى شبكة Hive الآن. حاول مرة أخرى بعد دقيقة.',
    'error.about.other': 'لم تتمكن الخدمة من الرد على هذا الطلب.',
    'error.details': 'التفاصيل (بالإنجليزية)',
    'error.code': 'رمز الخطأ: {code}',
    'error.home': 'الذهاب إلى الصفحة الرئيسية',
    'error.fromApp': 'إن أرسلك تطبيق إلى هنا، فارجع إليه وحاول مرة أخرى، أو أخبر مطوّريه.',

    'home.title': 'سجّل الدخول باستخدام Hive',
    'home.intro':
      'يتيح hivegate للتطبيقات تسجيل دخولك بحسابك على Hive، والنشر والتصويت والمتابعة نيابةً عنك بعد أن تسمح لها.',
    'home.keys':
      'تبقى مفاتيحك في متصفحك: هذه الخدمة لا تراها أبدًا. يمكنك سحب صلاحية أي تطبيق في أي وقت.',
    'home.people': 'لمستخدمي Hive',
    'home.authorizedLink': 'اعرض التطبيقات التي صرّحت لها وأزلها',
    'home.authorizedAbout': 'أدخل اسم المستخدم لعرضها.',
    'home.appsLink': 'تصفّح دليل التطبيقات',
    'home.appsAbout': 'التطبيقات التي تستخدم هذه الخدمة، مرتّبة حسب المستخدمين اليوميين.',
    'home.startFromApp':
      'لتسجيل الدخول إلى تطبيق، ابدأ من التطبيق نفسه: فهو يرسلك إلى هنا مع اسمه وما يطلبه.',
    'home.developers': 'للمطوّرين',
    'home.sdk':
      'استخدم {client}: يحتفظ بأسماء دوال حزمة {sdk}، وكل روابطه واستدعاءاته تذهب إلى هذه الخدمة. تعمل استدعاءات API في حزمة {sdk} أيضًا عند ضبط {apiURL} على {origin}، لكن روابط الدخول والتوقيع فيها تذهب إلى hivesigner.com.',
    'home.endpoint.authorize': 'صفحة تسجيل الدخول والموافقة ({call} في الحزمة)',
    'home.endpoint.token': 'رمز أو رمز تحديث مع {secret} الخاص بك مقابل رموز جديدة',
    'home.endpoint.revoke': 'يسجّل خروج المستخدم: يتوقف الرمز وتصريحه كاملًا عن العمل',
    'home.endpoint.me': 'حساب الرمز',
    'home.endpoint.broadcast': 'عمليات النشر، موقّعة من الخدمة، في معاملة واحدة',
    'home.endpoint.apps': 'دليل التطبيقات بصيغة JSON',
    'home.endpoint.sign': 'روابط توقيع للعمليات التي تحتاج المفتاح النشط للمستخدم (التحويلات)',
    'home.jwks': 'الرموز هي JWT موقّعة بـ Ed25519؛ المفاتيح العامة موجودة في {url}.',
    'home.discovery': 'اكتشاف OpenID Connect: {url}.',
    'home.appProfile':
      'التطبيق حساب على Hive يحتوي ملفه الشخصي في {metadata} على {type} و{uris} وبصمة SHA-256 لسرّه.',
    'home.register': 'سجّل تطبيقًا',
    'home.registerWith': 'بمفتاحه النشط.',

    'apps.building': 'يجري إنشاء الدليل. يُرجى المحاولة مرة أخرى بعد دقيقة.',
    'apps.intro':
      'التطبيقات التي تنشر عبر هذه الخدمة، مرتّبة حسب المستخدمين اليوميين خلال {days, plural, zero {# يوم} one {اليوم الأخير} two {اليومين الأخيرين} few {الأيام الـ# الأخيرة} many {الـ# يومًا الأخيرة} other {الـ# يوم الأخيرة}}.',
    'apps.updated': 'آخر تحديث: {date}.',
    'apps.unverified': 'الأسماء والأوصاف ينشرها حساب كل تطبيق بنفسه، وهي غير موثّقة.',
    'apps.own': 'لديك تطبيق؟ {link} بمفتاحه النشط.',
    'apps.featured': 'مختارة',
    'apps.ranking': 'الترتيب',
    'apps.none': 'لم يُستخدم أي تطبيق في هذه الفترة.',
    'apps.allFeatured': 'كل تطبيق استُخدم في هذه الفترة موجود في المختارة أعلاه.',
    'apps.new': 'جديد',
    'apps.weaker': 'تسجيل أضعف',
    'apps.notRegistered': 'غير مسجّل',
    'apps.postingNote':
      'إعدادات تسجيل الدخول الخاصة به موجودة في {field}: يمكن لأي شخص يملك صلاحية النشر الخاصة به تغيير وجهة تسجيلات دخول مستخدميه. يمكن لمالكه تسجيله بالمفتاح النشط: {link}.',
    'apps.noProfile':
      'لا يوجد ملف تطبيق في {field} الخاص به: لا يمكن لأحد تسجيل الدخول إليه هنا حتى يسجّله مالكه: {link}.',
    'apps.users':
      '{count, plural, zero {# مستخدم} one {مستخدم واحد} two {مستخدمان} few {# مستخدمين} many {# مستخدمًا} other {# مستخدم}}',
    'apps.requests':
      '{count, plural, zero {# طلب} one {طلب واحد} two {طلبان} few {# طلبات} many {# طلبًا} other {# طلب}}',
    'apps.limitsEnforced':
      'الحدود التي يضعها مستخدموه هنا مُطبّقة: وحدها هذه الخدمة تستطيع استخدام صلاحية النشر التي يمنحونها له.',
    'apps.limitsNotEnforced':
      'يمكنه التوقيع نيابةً عن مستخدميه مباشرةً على سلسلة كتل Hive، خارج أي حد يضعونه هنا: صلاحية النشر الخاصة به تتضمن مفاتيح أو حسابات خاصة به.',

    'device.title': 'تسجيل الدخول على جهاز',
    'device.codeLabel': 'الرمز الذي يعرضه جهازك',
    'device.continue': 'متابعة',
    'device.next': 'سترى بعد ذلك أي تطبيق يطلب ولأي غرض، قبل أن توقّع أي شيء.',
    'device.codeError':
      'هذا الرمز خاطئ أو منتهي الصلاحية أو سبق استخدامه. تحقّق من الرمز الذي يعرضه جهازك.',
    'device.deniedTitle': 'تم رفض الجهاز',
    'device.denied':
      'سيُرفض الجهاز في محاولته التالية؛ ولن يحصل على أي وصول إلى حسابك. يمكنك إغلاق هذه الصفحة.',
    'device.code': 'الرمز {code}',
    'device.check':
      'تحقّق من أن جهازك يعرض الرمز نفسه. إن لم تبدأ تسجيل الدخول هذا على جهاز تملكه، فارفضه: قد يحاول أحدهم الدخول إلى حسابك.',
    'device.deny': 'ارفض هذا الجهاز',

    'signOut.doneTitle': 'تم تسجيل الخروج',
    'signOut.done':
      'تم تسجيل خروج {user} من {app}: لم تعد رموز الوصول والتحديث الخاصة بتسجيل الدخول ذاك تعمل.',
    'signOut.authority':
      'يحتفظ التطبيق بصلاحية النشر التي منحته إياها على السلسلة، إن وُجدت. لإزالتها أيضًا، أزلها من هذه الصفحة:',
    'signOut.askTitle': 'تسجيل الخروج؟',
    'signOut.askHeading': 'تسجيل الخروج من {app}؟',
    'signOut.ask': 'تطلب صفحةٌ تسجيل خروج {user} من {app}. إن لم تطلب ذلك، فابقَ مسجّلًا.',
    'signOut.confirm': 'تسجيل الخروج من {app}',
    'signOut.stay': 'البقاء مسجّلًا',

    'consent.heading': 'تسجيل الدخول إلى {app}',
    'consent.headingDevice': 'تسجيل الدخول إلى {app} على جهازك',
    'consent.account': 'حسابك على Hive',
    'consent.chooseAccount': 'اختر حسابًا',
    'consent.rememberedAccounts': 'الحسابات على هذا المتصفح',
    'consent.username': 'اسم المستخدم على Hive',
    'consent.signWith': 'ثم وقّع بمفتاح النشر الخاص أو كلمة المرور الرئيسية أدناه.',
    'consent.keychain': 'تسجيل الدخول باستخدام Hive Keychain',
    'signin.limitsStillApply': 'الحدود التي وضعتها لهذا التطبيق ما زالت سارية: {limits}',
    'signin.limitsContinue': 'متابعة',
    'consent.or': 'أو',
    'consent.keyLabel': 'مفتاح النشر الخاص أو كلمة المرور الرئيسية',
    'consent.keyNeverSent': 'يُستخدم داخل هذه الصفحة فقط للتوقيع؛ ولا يُرسل إلى أي مكان أبدًا.',
    'consent.signIn': 'تسجيل الدخول',
    'consent.cancel': 'إلغاء والرجوع',
    'consent.returnsTo': 'بعد تسجيل الدخول تعود إلى {uri}.',
    'consent.deviceGoesOn':
      'بعد تسجيل الدخول، يتابع جهازك من تلقاء نفسه؛ ولا يعود شيء إلى هذه الصفحة.',
    'consent.unverified': 'غير موثّق',
    'consent.published':
      'الاسم والوصف والصورة والموقع ينشرها {app} بنفسه؛ ولم يتحقق منها hivegate.',
    'consent.mayDo': 'ما يمكن أن يفعله {app}',
    'consent.profile': 'قراءة ملفك العام على Hive: الاسم المعروض والصورة والموقع.',
    'consent.offline': 'البقاء مسجّلًا بعد إغلاق التطبيق (رمز تحديث).',
    'consent.grantTitle': 'امنح {app} صلاحية النشر',
    'consent.grantNotYet':
      'لا يسمح حسابك بعد لـ {app} بالتصرف نيابةً عنك. المنح يضيف {app} إلى صلاحية النشر لحسابك على سلسلة كتل Hive (معاملة {op}).',
    'consent.grantCannot': 'لا يمكنه تحويل الأموال أو تغيير المفاتيح.',
    'consent.grantActive': 'يحتاج هذا التغيير إلى مفتاحك النشط. ويبقى حتى تزيله من هذه الصفحة:',
    'consent.grantKeychain': 'امنح باستخدام Hive Keychain',
    'consent.grantOrKey': 'أو استخدم مفتاحًا أدناه.',
    'consent.activeKeyLabel': 'المفتاح النشط الخاص أو كلمة المرور الرئيسية',
    'consent.grantSubmit': 'امنح وتابع',

    'limits.adjust': 'ضبط الحدود',
    'limits.fixed': 'حدودك (ثابتة لتسجيل الدخول هذا)',
    'limits.legend': 'حدودك على {app}',
    'limits.help':
      'يمكنك تقليل ما يمكن أن يفعله {app}، لا زيادته أبدًا: ما يمكنه فعله، في الأعلى، يتغيّر معك. ويمكنك أيضًا إنهاء وصوله لاحقًا من صفحة التطبيقات المصرّح لها.',
    'limits.actions': 'الإجراءات المسموح بها',
    'limits.votes': 'الأصوات',
    'limits.voteWeight': 'أكبر تصويت، بالنسبة المئوية (بحد أقصى {max})',
    'limits.noDownvotes': 'لا تصويت سلبي.',
    'limits.allowDownvotes': 'السماح بالتصويت السلبي',
    'limits.appMessages': 'رسائل التطبيق المسموح بها (custom_json)',
    'limits.perDayMax': 'أقصى عدد من الإجراءات يوميًا (بحد أقصى {max, number})',
    'limits.perDayNone': 'أقصى عدد من الإجراءات يوميًا (فارغ: بلا حد)',
    'limits.endsAsAsked':
      'ينتهي الوصول في {date}، كما طلب {app}: قبل أي نهاية معروضة هنا. يمكنك إنهاؤه في أي وقت من صفحة التطبيقات المصرّح لها.',
    'limits.ends': 'ينتهي الوصول',
    'limits.asAsked': '{date} (كما طلب {app})',
    'limits.whenRemoved': 'عندما تزيله',
    'limits.inDays':
      '{days, plural, zero {بعد # يوم} one {بعد يوم واحد} two {بعد يومين} few {بعد # أيام} many {بعد # يومًا} other {بعد # يوم}}',
    'limits.leaveOne': 'اترك إجراءً واحدًا على الأقل مسموحًا به، أو ألغِ تسجيل الدخول.',
    'limits.weightRange': 'أدخل وزن تصويت بين 0.01 و{max} %.',
    'limits.perDayWhole': 'أدخل عددًا صحيحًا من الإجراءات، 1 على الأقل، أو اتركه فارغًا.',
    'limits.perDayRange': 'أدخل عددًا صحيحًا من الإجراءات بين 1 و{max, number}.',

    'grant.loginOnly':
      'معرفة اسم المستخدم على Hive لتسجيل دخولك؛ ولا يمكنه التصرف نيابةً عنك على Hive.',
    'grant.learnUsername': 'معرفة اسم المستخدم على Hive لتسجيل دخولك.',
    'grant.actFor': 'التصرف نيابةً عنك على Hive: {actions}.',
    'grant.neverFunds': 'لا يمكنه أبدًا نقل أموالك أو تغيير مفاتيحك.',
    'grant.allows.vote': 'التصويت على المنشورات والتعليقات',
    'grant.allows.comment': 'نشر المنشورات والتعليقات وتحريرها',
    'grant.allows.delete_comment': 'حذف منشوراتك وتعليقاتك',
    'grant.allows.comment_options': 'ضبط خيارات المكافآت لمنشوراتك',
    'grant.allows.custom_json': 'إرسال رسائل التطبيق (المتابعة، إعادة النشر، المجتمعات، الألعاب)',
    'grant.allows.claim_reward_balance': 'المطالبة بمكافآتك',
    'grant.allows.account_update2': 'تحديث ملفك الشخصي',
    'limit.only': 'هذه العمليات فقط: {operations}.',
    'limit.votes': 'أصوات بحد أقصى {percent} %.',
    'limit.votesNoDown': 'أصوات بحد أقصى {percent} %، بلا تصويت سلبي.',
    'limit.noDown': 'لا تصويت سلبي.',
    'limit.appMessagesOnly': 'رسائل التطبيق (custom_json) من هذه الأنواع فقط: {ids}.',
    'limit.noAppMessages': 'لا رسائل تطبيق (custom_json).',
    'limit.perDay':
      '{count, plural, zero {# إجراء يوميًا على الأكثر.} one {إجراء واحد يوميًا على الأكثر.} two {إجراءان يوميًا على الأكثر.} few {# إجراءات يوميًا على الأكثر.} many {# إجراءً يوميًا على الأكثر.} other {# إجراء يوميًا على الأكثر.}}',
    'limit.until': 'حتى {date}.',
    'limit.dateTime': '{date}، {time} UTC',
    'reach.enforced':
      'هذه الحدود مُطبّقة: وحدها هذه الخدمة تستطيع استخدام صلاحية النشر التي تمنحها لـ {app}، وهي تتحقق من كل إجراء مقابلها.',
    'reach.notEnforced':
      'هذه الحدود تقيّد فقط ما يفعله {app} عبر هذه الخدمة. صلاحية النشر لـ {app} تتضمن أيضًا مفاتيح أو حسابات خاصة به، لذا يمكن لـ {app} التوقيع نيابةً عنك مباشرةً على سلسلة كتل Hive، خارج أي حد، ما دمت تبقيه في صلاحية النشر لديك.',
    'reach.onChain':
      'على سلسلة كتل Hive، تتيح صلاحية النشر لمن يملكها أن ينشر ويصوّت ويتابع ويعيد النشر ويحدّث ملفك الشخصي باسمك، دون أي حد خاص بها.',
    'reach.onlyThrough':
      'لا يمكن لـ {app} استخدامها إلا عبر هذه الخدمة، التي تلزمه بالحدود التي اخترتها.',
    'reach.direct':
      'يملك {app} مفاتيح أو حسابات يمكنها استخدامها مباشرةً، خارج الحدود التي اخترتها.',

    'hiveauth.signIn': 'تسجيل الدخول باستخدام HiveAuth (محفظة الهاتف)',
    'hiveauth.approveOnPhone': 'وافق على هاتفك بمحفظة HiveAuth؛ لا يُكتب أي مفتاح هنا.',
    'hiveauth.title': 'وافق في تطبيق المحفظة',
    'hiveauth.scan':
      'امسح هذا الرمز بمحفظة HiveAuth (مثل Hive Keychain للهاتف)، أو افتح الرابط إن كنت على هذا الهاتف.',
    'hiveauth.qrSignIn': 'رمز QR لطلب تسجيل الدخول عبر HiveAuth',
    'hiveauth.qrRegistration': 'رمز QR لطلب التسجيل عبر HiveAuth',
    'hiveauth.open': 'افتح في تطبيق المحفظة',
    'hiveauth.cancelSignIn': 'إلغاء تسجيل الدخول عبر HiveAuth',
    'hiveauth.cancelRegistration': 'إلغاء التسجيل عبر HiveAuth',
    'hiveauth.grant': 'امنح باستخدام HiveAuth',
    'hiveauth.grantHelp':
      'يُطلب من تطبيق المحفظة توقيع هذا التغيير بمفتاحك النشط. إن لم يستطع، فامنح باستخدام Hive Keychain أو مفتاحك النشط أدناه؛ ثم يتابع تسجيل الدخول في تطبيق المحفظة.',
    'hiveauth.waiting': 'بانتظار تطبيق المحفظة…',
    'hiveauth.confirm': 'أكّد في تطبيق المحفظة…',
    'hiveauth.timeLeft': 'الوقت المتبقي: {seconds, number} ث',
    'hiveauth.unreachable':
      'تعذّر الوصول إلى مرحّل HiveAuth. حاول لاحقًا، أو سجّل الدخول باستخدام Hive Keychain أو مفتاح.',
    'hiveauth.lost': 'انقطع الاتصال بمرحّل HiveAuth قبل أن ترد محفظتك. يُرجى المحاولة مرة أخرى.',
    'hiveauth.relayError': 'رفض مرحّل HiveAuth الطلب.',
    'hiveauth.expired': 'انتهت صلاحية طلب HiveAuth قبل أن ترد محفظتك. يُرجى المحاولة مرة أخرى.',
    'hiveauth.rejected': 'رفضتَ في محفظتك.',
    'hiveauth.walletError': 'لم تتمكن محفظتك من توقيع الطلب.',
    'hiveauth.badAnswer': 'أرسلت محفظتك ردًا لا تستطيع هذه الصفحة استخدامه.',
    'hiveauth.cancelled': 'أُلغي تسجيل الدخول عبر HiveAuth.',
    'hiveauth.reconnecting': 'انقطع الاتصال بمرحّل HiveAuth؛ جارٍ إعادة الاتصال…',

    'signin.keychainNext':
      'ثم اضغط «تسجيل الدخول باستخدام Hive Keychain» وأكّد في Keychain (اترك اسم المستخدم فارغًا لاختيار الحساب هناك)؛ أو استخدم مفتاحًا أدناه.',
    'signin.reading': 'جارٍ قراءة حسابك…',
    'signin.confirmKeychain': 'أكّد في Hive Keychain…',
    'signin.chooseInKeychain': 'اختر حسابك وأكّد في Hive Keychain…',
    'signin.signing': 'جارٍ تسجيل الدخول…',
    'signin.failed': 'فشل تسجيل الدخول.',
    'signin.couldNotStart': 'تعذّر بدء تسجيل الدخول.',
    'signin.waitGrant': 'بانتظار وصول المنح إلى الخدمة…',
    'signin.returning': 'تم تسجيل الدخول باسم {user}. جارٍ الرجوع إلى التطبيق…',
    'signin.expected':
      'توقّع {app} أن تسجّل الدخول باسم {expected}. لتسجيل الدخول باسم {user} بدلًا من ذلك، سجّل الدخول مرة أخرى.',
    'signin.forget': 'نسيان',
    'signin.forgetLabel': 'انسَ {user} على هذا المتصفح',
    'signin.chosen': 'تم اختيار {user}.',
    'signin.forgotten': 'تم نسيان {user} على هذا المتصفح.',
    'signin.deviceDone':
      'تم تسجيل الدخول باسم {user}. ارجع إلى جهازك: سيتابع من تلقاء نفسه. يمكنك إغلاق هذه الصفحة.',
    'signin.oneMoreStep': 'خطوة أخرى: امنح التطبيق صلاحية النشر.',
    'signin.grantTyped':
      '{typed, select, password {كلمة المرور الرئيسية التي كتبتها لتسجيل الدخول توقّع هذا التغيير أيضًا، وتبقى في ذاكرة هذه الصفحة لتسجيل الدخول هذا فقط.} other {المفتاح الذي كتبته لتسجيل الدخول يوقّع هذا التغيير أيضًا، ويبقى في ذاكرة هذه الصفحة لتسجيل الدخول هذا فقط.}}',
    'signin.grantKept':
      'المفتاح النشط المحفوظ على هذا الجهاز، الذي فتحته لتسجيل الدخول، يوقّع هذا التغيير أيضًا، ويبقى في ذاكرة هذه الصفحة لتسجيل الدخول هذا فقط.',
    'signin.broadcastingGrant': 'جارٍ بث المنح…',
    'signin.confirmGrantWallet': 'أكّد المنح في تطبيق المحفظة…',
    'signin.hiveauthApp': 'تسجيل الدخول إلى {app}',

    'common.details': 'التفاصيل',
    'common.enterUsername': 'أدخل اسم مستخدم على Hive: من 3 إلى 16 حرفًا أو رقمًا أو نقطة أو شرطة.',
    'common.noAccount': 'الحساب {user} غير موجود.',
    'common.enterKey':
      '{role, select, posting {أدخل مفتاح النشر الخاص أو كلمة المرور الرئيسية.} active {أدخل المفتاح النشط الخاص أو كلمة المرور الرئيسية.} other {أدخل مفتاح المالك الخاص أو كلمة المرور الرئيسية.}}',
    'common.wrongKey': 'كلمة مرور أو مفتاح خاطئ لـ {user}.',
    'common.notRoleKey':
      '{role, select, posting {هذا ليس مفتاح نشر لـ {user}.} active {هذا ليس مفتاحًا نشطًا لـ {user}.} other {هذا ليس مفتاح مالك لـ {user}.}}',
    'common.serviceAnswered': 'ردّت الخدمة بـ {status}',
    'common.keychainDeclined': 'رفضتَ في Hive Keychain.',
    'common.keychainDidNotSign': 'لم يوقّع Hive Keychain: {said}',

    'authorized.intro':
      'التطبيقات والحسابات التي سمحت لها بالتصرف نيابةً عنك على Hive. تسري إزالة أيٍّ منها على سلسلة الكتل فورًا ولدى كل خدمة؛ وتتوقف الرموز التي ما زالت لدى التطبيق عن العمل في كل ما كان يحتاج إلى صلاحيتك.',
    'authorized.username': 'اسم مستخدمك على Hive',
    'authorized.show': 'اعرض التطبيقات المصرّح لها',
    'authorized.listTitle': 'الحسابات التي لها صلاحية على {user}',
    'authorized.keys': 'مفاتيحك',
    'authorized.keysNeverSent':
      'تُستخدم داخل هذه الصفحة فقط للتوقيع؛ ولا تُرسل إلى أي مكان أبدًا. تبقى مكتوبة ما دامت هذه الصفحة مفتوحة.',
    'authorized.keychainFound':
      'عُثر على Hive Keychain: اترك حقلًا فارغًا لتؤكد في Keychain بدلًا من ذلك.',
    'authorized.postingKey': 'مفتاح النشر الخاص أو كلمة المرور الرئيسية',
    'authorized.postingKeyHelp':
      'يثبت أنك أنت: يعرض عمليات تسجيل دخولك وحدود كل تطبيق، ويغيّر تلك الحدود، وينهي عمليات تسجيل الدخول.',
    'authorized.activeKey': 'المفتاح النشط الخاص أو كلمة المرور الرئيسية',
    'authorized.activeKeyHelp':
      'يغيّر حسابك على سلسلة الكتل: يزيل تطبيقًا أو حسابًا من صلاحياتك أدناه.',
    'authorized.role':
      '{role, select, posting {صلاحية النشر: يمكنها النشر والتصويت والمتابعة وتحديث ملفك الشخصي باسمك} active {الصلاحية النشطة: يمكنها أيضًا نقل أموالك وتغيير صلاحياتك} other {صلاحية المالك: لها السيطرة الكاملة على حسابك}}',
    'authorized.none': 'لا يملك أي تطبيق أو حساب صلاحية على هذا الحساب.',
    'authorized.alone': 'يمكنه التصرف وحده',
    'authorized.weight': 'الوزن {weight} من {threshold}',
    'authorized.remove': 'أزل',
    'authorized.removeLabel':
      '{role, select, posting {أزل {app} من صلاحية النشر لديك} active {أزل {app} من صلاحيتك النشطة} other {أزل {app} من صلاحية المالك لديك}}',
    'authorized.confirmTitle':
      '{role, select, posting {أتزيل {app} من صلاحية النشر لديك؟} active {أتزيل {app} من صلاحيتك النشطة؟} other {أتزيل {app} من صلاحية المالك لديك؟}}',
    'authorized.loses':
      '{role, select, posting {لن يتمكن {app} بعد الآن من النشر أو التصويت أو المتابعة أو تحديث ملفك الشخصي باسمك، على أي موقع أو خدمة.} active {لن يتمكن {app} بعد الآن من نقل أموالك أو تغيير صلاحياتك، على أي موقع أو خدمة.} other {لن يتمكن {app} بعد الآن من التحكم في حسابك، على أي موقع أو خدمة.}} وتتوقف الرموز التي لديه عن العمل لذلك. يمكنك منحها له مجددًا لاحقًا بتسجيل الدخول إليه.',
    'authorized.removeApp': 'أزل {app}',
    'authorized.keep': 'أبقِه',
    'authorized.removing': 'جارٍ إزالة {app}…',
    'authorized.removed':
      '{role, select, posting {أُزيل {app} من صلاحية النشر لديك.} active {أُزيل {app} من صلاحيتك النشطة.} other {أُزيل {app} من صلاحية المالك لديك.}}',
    'authorized.limits': 'الحدود',
    'authorized.limitsLabel': 'ضع حدودًا على {app}',
    'appLimits.title': 'الحدود على {app}',
    'appLimits.onlyStricter':
      'الحدود لا تزداد إلا صرامة: يجب أن تكون كل قيمة تُدخلها أقل من القيمة السارية. يُوقَّع بمفتاح النشر أعلاه أو بـ Keychain.',
    'appLimits.voteWeight': 'أكبر تصويت، بالنسبة المئوية (فارغ: دون تغيير)',
    'appLimits.voteWeightNow':
      'أكبر تصويت، بالنسبة المئوية (الآن {percent} على الأكثر؛ فارغ: دون تغيير)',
    'appLimits.noDownvotes': 'بلا تصويت سلبي',
    'appLimits.noDownvotesInForce': 'بلا تصويت سلبي (سارٍ بالفعل)',
    'appLimits.perDay': 'أقصى عدد من الإجراءات يوميًا (فارغ: دون تغيير)',
    'appLimits.perDayNow': 'أقصى عدد من الإجراءات يوميًا (الآن {count} على الأكثر؛ فارغ: دون تغيير)',
    'appLimits.endNow': 'أنهِ وصوله الآن',
    'appLimits.save': 'احفظ الحدود',
    'appLimits.cancel': 'إلغاء',
    'appLimits.keepAccess': 'أبقِ وصوله',
    'appLimits.none': 'بلا حدود: يمكنه فعل كل ما منحه تسجيل دخوله.',
    'appLimits.noSignIn':
      'يملك {app} صلاحية النشر لديك دون تسجيل دخول هنا، لذا لا يبلغ أي حد في هذه الصفحة ما يفعله على سلسلة الكتل. الحدود التي تضعها الآن تسري على أي تسجيل دخول إليه هنا.',
    'appLimits.inForce': 'سارٍ الآن: {limits}',
    'appLimits.inForceSince': 'سارٍ الآن على تسجيل دخولك بتاريخ {date}: {limits}',
    'appLimits.badWeight': 'أدخل وزن تصويت بين 0.01 و100 %.',
    'appLimits.badPerDay': 'أدخل عددًا صحيحًا من الإجراءات، 1 على الأقل.',
    'appLimits.notStricter':
      'سارٍ بالفعل: {limit} الحدود لا تزداد إلا صرامة: أدخل أقل، أو اتركه فارغًا.',
    'appLimits.chooseOne': 'اختر حدًا لتضعه، أو إلغاء.',
    'appLimits.endTitle': 'أتنهي وصول {app} الآن؟',
    'appLimits.endLoses':
      'ينتهي فورًا كل تسجيل دخول لك إلى {app} هنا: تتوقف رموزه عن العمل، ولا يعود قادرًا على التصرف نيابةً عنك عبر هذه الخدمة. ويحتفظ {app} بصلاحية النشر لديك على سلسلة الكتل حتى تزيله أعلاه.',
    'appLimits.end': 'أنهِ وصول {app}',
    'appLimits.notSaved': 'تعذّر حفظ الحدود.',
    'appLimits.ended':
      'انتهى وصول {app} هنا: انتهت عمليات تسجيل دخوله. وما زال يملك صلاحية النشر لديك على سلسلة الكتل؛ أزله أعلاه إن كنت لا تستخدمه.',
    'appLimits.operations': 'الإجراءات التي يحق له القيام بها',
    'appLimits.leaveOne': 'اترك إجراءً واحدًا على الأقل مسموحًا، أو أنهِ وصوله بدلًا من ذلك.',
    'appLimits.saved': 'حُفظت الحدود على {app}.',
    'appLimits.savedAny': 'حُفظت الحدود على {app}؛ وتسري على أي تسجيل دخول إليه هنا: {limits}',
    'activity.title': 'ما فعله كل تطبيق بحسابك',
    'activity.intro':
      'كل معاملة بثّها تطبيق نيابةً عنك عبر هذه الخدمة، الأحدث أولًا، مع حالتها على سلسلة الكتل.',
    'activity.none': 'لم يبثّ أي تطبيق شيئًا نيابةً عنك عبر هذه الخدمة بعد.',
    'activity.totals': 'المعاملات في آخر 24 ساعة: {day, number}؛ في آخر 30 يومًا: {month, number}.',
    'activity.row': '{when}: {operations}',
    'activity.status':
      '{status, select, sent {أُرسلت، وليست في أي كتلة بعد} included {في الكتلة {block}} irreversible {نهائية، في الكتلة {block}} expired {انتهت صلاحيتها: لم تُضمَّن قط} refused {رفضتها الشبكة: {why}} other {{status}}}',
    'activity.byAppKey': 'وقّعها التطبيق نفسه، لا عبر هذه الخدمة.',
    'activity.tx': 'المعاملة {id} في مستكشف الكتل',
    'activity.more': 'عرض الأقدم',
    'activity.reading': 'جارٍ قراءة ما فعلته التطبيقات…',
    'activity.csv': 'تنزيل CSV',
    'activity.json': 'تنزيل JSON',
    'activity.downloading': 'جارٍ تجهيز التنزيل…',
    'signIns.title': 'عمليات تسجيل دخولك هنا',
    'signIns.intro':
      'كل تطبيق سجّلت الدخول إليه عبر هذه الخدمة، بما فيها تلك التي عرفت هويتك فقط، مع الحدود السارية على كلٍّ منها. إنهاء أحدها يخرجك منه فورًا؛ ويُبلَّغ التطبيق. عرضها يثبت أنك أنت: يُوقَّع بمفتاح النشر أعلاه أو بـ Keychain.',
    'signIns.show': 'اعرض عمليات تسجيل دخولي',
    'signIns.endTheSignIn': 'أنهِ تسجيل الدخول',
    'signIns.ended': 'انتهى تسجيل الدخول إلى {app}.',
    'signIns.notRead': 'تعذّرت قراءة عمليات تسجيل دخولك.',
    'signIns.ending': 'جارٍ إنهاء تسجيل الدخول…',
    'signIns.reading': 'جارٍ قراءة عمليات تسجيل دخولك…',
    'signIns.none': 'ليس لديك أي تسجيل دخول عبر هذه الخدمة.',
    'signIns.unlisted':
      '{count, plural, zero {{apps} يملكون صلاحية النشر لديك لكن ليس لهم تسجيل دخول هنا: يمكنهم النشر نيابةً عنك على Hive، ولا شيء في هذه الصفحة يقيّدهم. إن كنت لا تستخدمهم، فأزلهم أعلاه.} one {{apps} يملك صلاحية النشر لديك لكن ليس له تسجيل دخول هنا: يمكنه النشر نيابةً عنك على Hive، ولا شيء في هذه الصفحة يقيّده. إن كنت لا تستخدمه، فأزله أعلاه.} two {{apps} يملكان صلاحية النشر لديك لكن ليس لهما تسجيل دخول هنا: يمكنهما النشر نيابةً عنك على Hive، ولا شيء في هذه الصفحة يقيّدهما. إن كنت لا تستخدمهما، فأزلهما أعلاه.} few {{apps} يملكون صلاحية النشر لديك لكن ليس لهم تسجيل دخول هنا: يمكنهم النشر نيابةً عنك على Hive، ولا شيء في هذه الصفحة يقيّدهم. إن كنت لا تستخدمهم، فأزلهم أعلاه.} many {{apps} يملكون صلاحية النشر لديك لكن ليس لهم تسجيل دخول هنا: يمكنهم النشر نيابةً عنك على Hive، ولا شيء في هذه الصفحة يقيّدهم. إن كنت لا تستخدمهم، فأزلهم أعلاه.} other {{apps} يملكون صلاحية النشر لديك لكن ليس لهم تسجيل دخول هنا: يمكنهم النشر نيابةً عنك على Hive، ولا شيء في هذه الصفحة يقيّدهم. إن كنت لا تستخدمهم، فأزلهم أعلاه.}}',
    'signIns.row':
      '{kind, select, posting {{app}: يمكنه التصرف نيابةً عنك، منذ {since}، آخر استخدام {used}} other {{app}: تسجيل دخول فقط، منذ {since}، آخر استخدام {used}}}',
    'signIns.rowNamed':
      '{kind, select, posting {{app} ({name}): يمكنه التصرف نيابةً عنك، منذ {since}، آخر استخدام {used}} other {{app} ({name}): تسجيل دخول فقط، منذ {since}، آخر استخدام {used}}}',
    'signIns.limits': 'الحدود: {limits}',
    'signIns.madeWith': 'وُقّع باستخدام {wallet}؛ الجهاز: {device}',
    'signIns.madeWithWallet': 'وُقّع باستخدام {wallet}',
    'signIns.typedKey': 'مفتاح مكتوب',
    'signIns.keptKey':
      'مفتاح محفوظ على هذا الجهاز، فُتح {lock, select, passkey {بمفتاح مرور} other {برمز PIN}}',
    'signIns.noEnd':
      '{kind, select, posting {بلا تاريخ انتهاء: تبقى رموزه الحالية صالحة حتى {date}، ويمكن للتطبيق تجديدها.} other {بلا تاريخ انتهاء: تبقى رموزه الحالية صالحة حتى {date}.}}',
    'signIns.end': 'أنهِ',
    'signIns.endLabel': 'أنهِ تسجيل الدخول إلى {app} منذ {since}',
    'signIns.endTitle': 'أتنهي تسجيل الدخول إلى {app}؟',
    'signIns.endLoses':
      '{kind, select, posting {يُسجَّل خروج {app} فورًا: تتوقف رموزه عن العمل، ولا يعود قادرًا على التصرف نيابةً عنك عبر هذه الخدمة. ويحتفظ بصلاحية النشر لديك على سلسلة الكتل حتى تزيله أعلاه.} other {يُسجَّل خروج {app} فورًا: تتوقف رموزه عن العمل، ويُبلَّغ بذلك.}}',
    'register.title': 'سجّل تطبيقًا',
    'register.intro':
      'التطبيق حساب على Hive يقول ملفه في {field} إلى أين تذهب عمليات تسجيل دخول مستخدميه. لا يغيّر {field} إلا المفتاح النشط للحساب: الحسابات التي تملك صلاحية النشر لديه (هذه الخدمة، والتطبيقات التي سجّل الدخول إليها) لا تستطيع. يكتب التسجيل الملف هناك، في معاملة {op} واحدة تُوقَّع في هذه الصفحة.',
    'register.accountTitle': 'حساب التطبيق',
    'register.username': 'حساب التطبيق (اسم المستخدم على Hive)',
    'register.usernameHelp':
      'اقرأ ملفه الحالي لتبدأ منه: التطبيق المسجّل بطريقة HiveSigner (في {field}) يُنقل.',
    'register.readProfile': 'اقرأ ملفه الحالي',
    'register.whereTitle': 'إلى أين تذهب عمليات تسجيل الدخول',
    'register.readFrom': 'يُقرأ من {field} فقط.',
    'register.redirects': 'عناوين URI لإعادة التوجيه، واحد في كل سطر',
    'register.redirectsHelp': 'تُطابق تمامًا؛ وعنوان الاسترجاع ({example}) يطابق أي منفذ.',
    'register.authMethod': 'كيف يثبت التطبيق أنه هو',
    'register.method.basic': 'سر العميل، HTTP Basic',
    'register.method.post': 'سر العميل، في متن الطلب',
    'register.method.none': 'بلا سر (عميل عام)',
    'register.authMethodHelp':
      'التطبيق الذي له خادم يحفظ سر العميل هناك. أما صفحة الويب أو تطبيق الهاتف فلا يمكنه حفظه: فهو عميل عام يثبت نفسه بـ PKCE وحده.',
    'register.secretHash': 'SHA-256 لسر العميل (64 محرفًا ست عشريًا)',
    'register.secretHashHelp':
      'لا ينشر الملف إلا هذا التجزيء، ويستطيع أي أحد قراءته: يجب أن يحوي السر {minBits} بت عشوائي على الأقل، وإلا أمكن تخمينه دون اتصال. أنشئ واحدًا هنا ({bits} بت) أو بالأمر {command}.',
    'register.makeSecret': 'أنشئ سر عميل جديدًا',
    'register.newSecret': 'سر العميل الجديد',
    'register.newSecretHelp':
      'انسخه الآن إلى خادم تطبيقك: يُعرض مرة واحدة، ولا تحتفظ به هذه الصفحة ولا سلسلة الكتل.',
    'register.logoutUri': 'عنوان URI لتسجيل الخروج عبر القناة الخلفية (اختياري)',
    'register.logoutUriHelp':
      'يُبلَّغ عند انتهاء تسجيل دخول مستخدم (OpenID Connect Back-Channel Logout).',
    'register.postLogoutUris':
      'عناوين URI لإعادة التوجيه بعد تسجيل الخروج، واحد في كل سطر (اختياري)',
    'register.idTokenAlg': 'توقيع id_token',
    'register.defaultAlg': '{alg} (الافتراضي)',
    'register.displayTitle': 'ما يراه المستخدمون',
    'register.displayHelp': 'يظهر في صفحة تسجيل الدخول وفي الدليل، موسومًا بأنه غير موثّق.',
    'register.name': 'الاسم',
    'register.about': 'نبذة',
    'register.website': 'الموقع',
    'register.picture': 'صورة (عنوان URL بـ https)',
    'register.signTitle': 'وقّع بالمفتاح النشط',
    'register.keychain': 'سجّل باستخدام Hive Keychain',
    'register.hiveAuth': 'سجّل باستخدام HiveAuth (محفظة الهاتف)',
    'register.activeKey': 'المفتاح النشط الخاص أو كلمة المرور الرئيسية لحساب التطبيق',
    'register.submit': 'سجّل بالمفتاح النشط',
    'register.postingNote':
      'لكي تمر منشورات مستخدميه وتصويتاتهم عبر هذه الخدمة، يجب أن تضم صلاحية النشر لدى التطبيق حساب هذه الخدمة أيضًا.',
    'register.secretMade': 'أُنشئ سر عميل جديد. انسخه إلى خادم تطبيقك قبل التسجيل.',
    'register.reading': 'جارٍ قراءة الحساب…',
    'register.noProfile': 'ليس لدى {app} ملف تطبيق بعد: املأ النموذج.',
    'register.readActive': 'قُرئ ملف تطبيق {app} من {field}.',
    'register.readPosting':
      'قُرئ ملف تطبيق {app} من {posting} (طريقة HiveSigner): يكتبه التسجيل في {field}.',
    'register.broadcasting': 'جارٍ بث التسجيل…',
    'register.hiveAuthAbout': 'سجّل التطبيق {app}',
    'register.needRedirect': 'أدخل عنوان URI واحدًا على الأقل لإعادة التوجيه.',
    'register.badHash': 'أدخل SHA-256 لسر العميل بـ 64 محرفًا ست عشريًا، أو أنشئ سر عميل جديدًا.',
    'register.notUrl': '«{url}» ليس عنوان URL مطلقًا (مثل https://app.example/callback).',
    'register.fragment': 'لا يجوز أن يحوي «{url}» #جزءًا.',
    'register.done':
      'سُجّل: ملف تطبيق {app} موجود في {field} الخاص به. تستخدمه عمليات تسجيل الدخول خلال ثوانٍ.',
    'register.doneTx':
      'سُجّل: ملف تطبيق {app} موجود في {field} الخاص به (المعاملة {tx}). تستخدمه عمليات تسجيل الدخول خلال ثوانٍ.',
    'register.addService':
      'اسمح لـ {service} بالبث نيابةً عن التطبيق: أضفه إلى صلاحية النشر لحساب التطبيق في هذه الخطوة نفسها',
    'register.serviceAdded':
      'أصبح {service} الآن ضمن صلاحية النشر لدى {app}: يمر البث لمستخدميه عبر هذه الخدمة.',
    'register.serviceAlready':
      'كان {service} ضمن صلاحية النشر لدى {app} من قبل: لا شيء يلزم تغييره هناك.',
    'register.serviceMissing':
      '{service} ليس ضمن صلاحية النشر لدى {app}: ترفض هذه الخدمة بثّه إلى أن يُضاف.',
    'register.nextTitle': 'ما الخطوة التالية',
    'register.clientId': '{field} الخاص بالتطبيق',
    'register.signInUrl': 'رابط تسجيل دخول ترسل المستخدمين إليه',
    'register.tokenExchange': 'تبادل الرمز بالرموز المميزة، على خادمك',
    'register.copy': 'نسخ',
    'register.copied': 'تم النسخ',

    'wallet.other': 'محافظ أخرى:',
    'wallet.otherAuthorized': 'أو وقّع بمحفظة أخرى (اترك حقل المفتاح فارغًا):',
    'wallet.signIn': 'سجّل الدخول باستخدام {wallet}',
    'wallet.sign': 'وقّع باستخدام {wallet}',
    'wallet.grant': 'امنح باستخدام {wallet}',
    'wallet.grantYours': 'امنح باستخدام محفظتك',
    'wallet.grantHelp': 'يُطلب من محفظتك توقيع هذا التغيير بمفتاحك النشط.',
    'wallet.opening': 'جارٍ فتح {wallet}…',
    'wallet.cancel': 'إلغاء',
    'wallet.emptyFields': 'حقول المفاتيح الفارغة توقّع الآن باستخدام {wallet}.',
    'wallet.broadcasting': 'جارٍ الإرسال…',
    'wallet.noAccount':
      'لا تحمل {wallet} أي مفتاح لحساب Hive. اكتب اسم المستخدم، أو أضف حسابك إليها.',
    'wallet.severalAccounts': 'تحمل {wallet} مفاتيح {accounts}: اكتب الحساب الذي تريد استخدامه.',
    'peakvault.notInstalled': 'PeakVault غير مثبّت في هذا المتصفح (أو أنه معطّل).',
    'peakvault.confirm': 'أكّد في PeakVault (باسم {user})…',
    'peakvault.declined': 'رفضتَ في PeakVault.',
    'peakvault.failed': 'لم يوقّع PeakVault: {said}',
    'peakvault.wrongAccount':
      'وقّع PeakVault بمفتاح ليس مفتاح نشر ولا مفتاحًا نشطًا ولا مفتاح مالك لـ {user}. اختر {user} في PeakVault، أو أضف مفتاحه هناك.',
    'metamask.notInstalled':
      'MetaMask غير متاح هنا، أو لا يستطيع تشغيل الإضافات (snaps). ثبّت MetaMask، أو اختر طريقة أخرى للتوقيع.',
    'metamask.connect': 'اسمح بإضافة Hive Wallet في MetaMask…',
    'metamask.confirm': 'أكّد في MetaMask (باسم {user})…',
    'metamask.declined': 'رفضتَ في MetaMask.',
    'metamask.failed': 'لم يوقّع MetaMask: {said}',
    'metamask.wrongAccount':
      '{role, select, posting {لا تحمل إضافة Hive Wallet في MetaMask مفتاح نشر لـ {user}.} active {لا تحمل إضافة Hive Wallet في MetaMask مفتاحًا نشطًا لـ {user}.} other {لا تحمل إضافة Hive Wallet في MetaMask مفتاح مالك لـ {user}.}} وقّع بمحفظة أخرى، أو باسم الحساب الذي تحمله الإضافة.',
    'metamask.noMessages':
      'إضافة Hive Wallet توقّع المعاملات فقط، لا هذه الرسالة: اختر محفظة أخرى أو اكتب مفتاحك.',
    'ledger.noWebUsb':
      'لا يستطيع هذا المتصفح الوصول إلى Ledger (ليس فيه WebUSB). جرّب Chrome أو Edge أو Brave.',
    'ledger.connect': 'صِل جهاز Ledger عبر USB، وافتح قفله، وافتح تطبيق Hive، ثم اختر الجهاز…',
    'ledger.noDevice':
      'لم يُختر أي Ledger. صِله عبر USB، وافتح قفله، وافتح تطبيق Hive، ثم اختره من القائمة التي يعرضها المتصفح.',
    'ledger.appNotOpen': 'افتح تطبيق Hive على جهاز Ledger، ثم حاول مرة أخرى.',
    'ledger.locked': 'افتح قفل جهاز Ledger، وافتح تطبيق Hive، ثم حاول مرة أخرى.',
    'ledger.hashSigningOff':
      'فعّل توقيع التجزئة (hash) في إعدادات تطبيق Hive على جهاز Ledger (يُوقَّع تسجيل الدخول كتجزئة)، ثم حاول مرة أخرى.',
    'ledger.reading': 'جارٍ قراءة المفاتيح على جهاز Ledger…',
    'ledger.confirmSignIn': 'راجع تسجيل الدخول على جهاز Ledger وأكّده هناك (باسم {user})…',
    'ledger.confirmTransaction': 'راجع المعاملة على جهاز Ledger وأكّدها هناك (باسم {user})…',
    'ledger.declined': 'رفضتَ على جهاز Ledger.',
    'ledger.cancelled': 'ألغيت محاولة Ledger. لم يُوقَّع شيء.',
    'ledger.failed': 'لم يوقّع جهاز Ledger: {said}',
    'ledger.wrongAccount':
      '{role, select, posting {لا يحمل جهاز Ledger هذا مفتاح نشر ولا مفتاحًا نشطًا ولا مفتاح مالك لـ {user}} active {لا يحمل جهاز Ledger هذا مفتاحًا نشطًا ولا مفتاح مالك لـ {user}} other {لا يحمل جهاز Ledger هذا مفتاح مالك لـ {user}}} (بُحث في حسابات Hive من 1 إلى {accounts, number}). صِل جهاز Ledger الذي يحمله، أو وقّع باسم الحساب الذي يحمله.',

    'sign.pageTitle': 'وقّع معاملة',
    'sign.titleMany':
      '{count, plural, zero {وقّع # عملية} one {وقّع عملية واحدة} two {وقّع عمليتين} few {وقّع # عمليات} many {وقّع # عملية} other {وقّع # عملية}}',
    'sign.key': '{role, select, posting {مفتاح النشر} active {المفتاح النشط} other {مفتاح المالك}}',
    'sign.asks':
      '{count, plural, zero {يطلب منك رابط توقيع هذه العمليات بـ{key} الخاص بك وبثّها إلى Hive.} one {يطلب منك رابط توقيع هذه العملية بـ{key} الخاص بك وبثّها إلى Hive.} two {يطلب منك رابط توقيع هذه العمليات بـ{key} الخاص بك وبثّها إلى Hive.} few {يطلب منك رابط توقيع هذه العمليات بـ{key} الخاص بك وبثّها إلى Hive.} many {يطلب منك رابط توقيع هذه العمليات بـ{key} الخاص بك وبثّها إلى Hive.} other {يطلب منك رابط توقيع هذه العمليات بـ{key} الخاص بك وبثّها إلى Hive.}}',
    'sign.asksSignOnly':
      '{count, plural, zero {يطلب منك رابط توقيع هذه العمليات بـ{key} الخاص بك (توقيع فقط: يعود التوقيع إلى الموقع، الذي قد يبثّه).} one {يطلب منك رابط توقيع هذه العملية بـ{key} الخاص بك (توقيع فقط: يعود التوقيع إلى الموقع، الذي قد يبثّه).} two {يطلب منك رابط توقيع هذه العمليات بـ{key} الخاص بك (توقيع فقط: يعود التوقيع إلى الموقع، الذي قد يبثّه).} few {يطلب منك رابط توقيع هذه العمليات بـ{key} الخاص بك (توقيع فقط: يعود التوقيع إلى الموقع، الذي قد يبثّه).} many {يطلب منك رابط توقيع هذه العمليات بـ{key} الخاص بك (توقيع فقط: يعود التوقيع إلى الموقع، الذي قد يبثّه).} other {يطلب منك رابط توقيع هذه العمليات بـ{key} الخاص بك (توقيع فقط: يعود التوقيع إلى الموقع، الذي قد يبثّه).}}',
    'sign.checkEvery': 'راجع كل سطر: بعد البث لا يمكن التراجع عنه.',
    'sign.warning': 'تحذير:',
    'sign.exactData': 'بيانات العملية بدقة',
    'sign.signAs': 'وقّع باسم',
    'sign.signerFixed': 'يطلب الرابط أن يوقّع {user}.',
    'sign.keychain': 'وقّع باستخدام Hive Keychain',
    'sign.keyLabel':
      '{role, select, posting {مفتاح النشر الخاص أو كلمة المرور الرئيسية} active {المفتاح النشط الخاص أو كلمة المرور الرئيسية} other {مفتاح المالك الخاص أو كلمة المرور الرئيسية}}',
    'sign.submit': 'وقّع وابثّ',
    'sign.submitSignOnly': 'وقّع',
    'sign.cancel': 'إلغاء',
    'sign.done': 'تم',
    'sign.txId': 'معرّف المعاملة: {id}',
    'sign.doneReturn': 'طلب الموقع أن يراك مجددًا على {destination}.',
    'sign.continueTo': 'تابع إلى {host}',
    'sign.goBack': 'ارجع إلى حيث أتيت',
    'sign.fromApp': 'من {app}',
    'sign.callbackValue':
      '{name, select, sig {[التوقيع]} id {[معرّف المعاملة]} block {[رقم الكتلة]} other {[الموضع في الكتلة]}}',
    'sign.afterShowsId': 'بعد ذلك تعرض هذه الصفحة معرّف المعاملة.',
    'sign.afterReturn': 'بعد ذلك تعود إلى {app} ({user}) على {url}، وهو عنوان سجّله.',
    'sign.afterLink':
      'بعد ذلك تعرض هذه الصفحة معرّف المعاملة ورابطًا إلى {url}؛ لا يذكر الرابط تطبيقًا سجّله، لذا أنت من يختار متابعته أو لا.',

    'refusal.authority':
      'لا يستطيع {user} توقيع هذا بذلك المفتاح: يلزم {role, select, posting {صلاحية النشر} active {الصلاحية النشطة} other {صلاحية المالك}} لـ {user}.',
    'refusal.authorityFor':
      'لا يستطيع {signer} توقيع هذا باسم {actor}: فهو يعمل لحساب {actor}، ولا يوقّعه إلا {role, select, posting {صلاحية النشر} active {الصلاحية النشطة} other {صلاحية المالك}} لـ {actor} (أو حساب مُدرج فيها).',
    'refusal.noPost': 'المنشور {post} غير موجود (أو لم يعد موجودًا).',
    'refusal.noPostNamed': 'المنشور المذكور غير موجود.',
    'refusal.funds': 'ليس لدى {user} رصيد كافٍ لهذا.',
    'refusal.rc':
      'ليس لدى {user} أرصدة موارد (RC) كافية الآن: انتظر حتى تُشحن، أو قم بعمل power up لـ HIVE.',
    'refusal.other': 'رفضت شبكة Hive هذه المعاملة؛ لم يُنفَّذ شيء.',

    'sign.signing': 'جارٍ التوقيع…',
    'sign.cancelledReturning': 'أُلغي. جارٍ العودة إلى التطبيق…',
    'sign.nothingDone': 'لم يُوقَّع أو يُرسَل أي شيء، ولم يُبلَّغ الموقع بشيء.',
    'sign.cancelled': 'أُلغي',
    'sign.mustSigner': 'يجب أن يوقّع {user} هذا الرابط.',
    'sign.doneReturning': 'تم. جارٍ العودة إلى التطبيق…',
    'sign.signedOnly': 'وُقّع، ولم يُبثّ',
    'sign.doneSignedOnly': 'تم: وُقّع، ولم يُبثّ',
    'sign.signedBroadcast': 'وُقّع وبُثّ',
    'sign.doneBroadcast': 'تم: وُقّع وبُثّ',
    'sign.inBlock': 'أُدرج في الكتلة {block}.',
    'sign.signature': 'التوقيع: {sig}',
    'op.you': 'أنت (الحساب الذي يوقّع)',
    'op.noMemo': '(بلا مذكرة)',
    'op.none': '(لا يوجد)',
    'op.percent': '{percent} %',
    'op.memoUnencrypted':
      'تبدأ المذكرة بـ «#»، وهذا طلب لتشفيرها، لكن هذه الصفحة لا تشفّر المذكرات: ستُنشر كما كُتبت.',
    'op.row.voter': 'المصوّت',
    'op.row.post': 'المنشور',
    'op.row.weight': 'الوزن',
    'op.row.account': 'الحساب',
    'op.row.amount': 'المبلغ',
    'op.row.from': 'من',
    'op.row.to': 'إلى',
    'op.row.memo': 'المذكرة',
    'op.row.shares': 'الحصص',
    'op.row.witness': 'الشاهد',
    'op.row.proxy': 'الوكيل',
    'op.title.vote': 'التصويت بنسبة {percent} % على {post}',
    'op.title.claim': 'المطالبة بالمكافآت',
    'op.title.transfer': 'إرسال {amount} إلى {to}',
    'op.title.recurrent':
      'إرسال {amount} إلى {to} {hours, plural, zero {كل # ساعة} one {كل ساعة} two {كل ساعتين} few {كل # ساعات} many {كل # ساعة} other {كل # ساعة}}، {times, plural, zero {# مرة} one {مرة واحدة} two {مرتين} few {# مرات} many {# مرة} other {# مرة}}',
    'op.title.powerUp': 'تعزيز القوة (power up) بمقدار {amount}',
    'op.title.powerDown': 'خفض القوة (power down) بمقدار {amount}',
    'op.title.delegate': 'تفويض {amount} إلى {to}',
    'op.title.toSavings': 'نقل {amount} إلى المدخرات',
    'op.title.fromSavings': 'سحب {amount} من المدخرات (يصل بعد 3 أيام)',
    'op.title.witnessVote': 'التصويت للشاهد {witness}',
    'op.title.witnessUnvote': 'سحب صوتك للشاهد {witness}',
    'op.title.proxy': 'السماح لـ {proxy} بالتصويت للشهود نيابةً عنك',
    'op.title.proxyClear': 'إزالة وكيلك في التصويت للشهود',
    'op.title.other': 'العملية {name}',
    'op.danger.owner':
      'يستبدل هذا صلاحية المالك لديك بـ {holders}؛ ومن يحملها يملك حسابك: يستطيع تغيير كل مفتاح وإقصاءك عنه.',
    'op.danger.active':
      'يستبدل هذا الصلاحية النشطة لديك بـ {holders}؛ ومن يحملها يستطيع نقل أموالك وتغيير مفاتيحك الأخرى.',
    'op.danger.posting':
      'يستبدل هذا صلاحية النشر لديك بـ {holders}؛ ومن يحملها يستطيع النشر والتصويت والمتابعة باسمك.',
    'op.danger.noKey': 'لا مفتاح على الإطلاق',
    'op.danger.memoKey': 'يصبح مفتاح المذكرات لديك {key}: ومن يحمله يستطيع قراءة مذكراتك المشفّرة.',
    'op.danger.yourAccount': 'حسابك',
    'op.danger.recoveryAccount':
      'يجعل هذا {recovery} حساب الاسترداد لـ {account} بعد 30 يومًا: ولن يستطيع بعدها مساعدتك على استعادة الحساب إن سُرق مفتاح المالك لديك إلا {recovery}.',
    'op.danger.requestRecovery':
      'يتيح هذا الاستيلاء على {account} بصلاحية مالك جديدة ({holders})؛ ومن يحملها يملك الحساب.',
    'op.danger.recover':
      'يستبدل هذا صلاحية المالك لـ {account} بـ {holders}؛ ومن يحملها يملك الحساب.',
    'op.danger.withdrawRoute':
      'من الآن فصاعدًا، يذهب {percent} % مما يسحبه {account} عبر خفض القوة (power down) إلى {to}.',
    'op.danger.declineVoting':
      'يتخلّى هذا نهائيًا عن أصواتك في الحوكمة (الشهود والمقترحات): لا يمكن التراجع عنه.',
    'op.danger.unknown': 'قد تغيّر هذه العملية من يتحكم في حسابك. لا تتابع إلا إذا طلبت هذا بالضبط.',
    'consent.vaultRemember': 'تذكّر هذا المفتاح على هذا الجهاز',
    'consent.vaultTitle': 'هل تريد تذكّر هذا المفتاح على هذا الجهاز؟',
    'consent.vaultAbout':
      'في المرة القادمة، سجّل الدخول بلمسة واحدة بدل كتابته. يُشفَّر المفتاح في هذا المتصفح ولا يُرسَل إلى أي مكان أبدًا؛ لا يفتحه إلا مفتاح المرور أو رمز PIN الخاص بك.',
    'consent.vaultActive':
      'هذا مفتاحك النشط: من يفتحه يستطيع نقل أموالك وتغيير حسابك. احتفظ به هنا فقط إن كنت توقّع مثل هذه العمليات على هذا الجهاز.',
    'consent.vaultActiveTick': 'احتفظ بمفتاحي النشط على هذا الجهاز',
    'consent.vaultPasskey': 'تذكّر بمفتاح مرور',
    'consent.vaultPinLabel': 'أو اقفله برمز PIN أو كلمة مرور (6 أحرف على الأقل)',
    'consent.vaultPin': 'تذكّر بهذا الرمز',
    'consent.vaultSkip': 'ليس الآن',
    'consent.vaultUnlock': 'افتح وسجّل الدخول',
    'consent.noWallet':
      'لا توجد محفظة Hive مثبّتة في هذا المتصفح. يمكنك تسجيل الدخول هنا بمفتاح مرور أو بمفتاح تكتبه، أو تثبيت محفظة:',
    'consent.noWalletKeychain': 'Hive Keychain (لمتصفحات الحاسوب، وتطبيق للهواتف)',
    'consent.noWalletHiveAuth': 'HiveAuth (محافظ على الهاتف توقّع عنك)',
    'vault.signInPasskey': 'سجّل الدخول باسم {user} بمفتاح المرور',
    'vault.signInPin': 'سجّل الدخول باسم {user} برمز PIN',
    'vault.signKept': 'وقّع بالمفتاح المحفوظ على هذا الجهاز',
    'vault.forgetKey': 'انسَ هذا المفتاح',
    'vault.keyLock':
      '{role, select, active {المفتاح النشط} other {مفتاح النشر}} محفوظ على هذا الجهاز، مقفل {lock, select, passkey {بمفتاح المرور الخاص بك} other {برمز PIN الخاص بك}}.',
    'vault.forgetRoleLabel':
      'انسَ {role, select, active {المفتاح النشط} other {مفتاح النشر}} المحفوظ لـ {user} على هذا الجهاز',
    'vault.forgetAll': 'انسَ كل شيء على هذا الجهاز',
    'vault.keyForgotten': 'مُسح المفتاح المحفوظ لـ {user} من هذا الجهاز.',
    'vault.allForgotten': 'مُسحت كل الحسابات والمفاتيح المحفوظة على هذا الجهاز.',
    'vault.pinFor': 'رمز PIN أو كلمة المرور لـ {user}',
    'vault.pinForRole':
      'رمز PIN أو كلمة المرور لـ{role, select, active {المفتاح النشط} other {مفتاح النشر}} المحفوظ لـ {user}',
    'vault.confirmPasskey': 'أكّد بمفتاح المرور…',
    'vault.keeping': 'جارٍ تشفير المفتاح…',
    'vault.passkeyRefused':
      'لم يفتح مفتاح المرور المفتاحَ، لذلك لم يُفكّ تشفير أي شيء. حاول مرة أخرى، أو اكتب مفتاحك.',
    'vault.wrongPin': 'رمز PIN خاطئ. المحاولات المتبقية قبل مسح المفتاح من هذا الجهاز: {n}.',
    'vault.erased':
      'مُسح المفتاح المحفوظ لـ {user} من هذا الجهاز (رموز PIN خاطئة كثيرة، أو نُسي). اكتب مفتاحك لتسجيل الدخول.',
    'vault.rotated':
      'المفتاح المحفوظ على هذا الجهاز لـ {user} لم يعد مفتاحًا للحساب (لقد تغيّر)، فلا يمكنه التوقيع. اضغط «انسَ هذا المفتاح»، ثم اكتب المفتاح الجديد.',
    'vault.pinShort': 'اختر رمز PIN أو كلمة مرور من 6 أحرف على الأقل.',
    'vault.activeNotTicked': 'حدّد المربع للاحتفاظ بمفتاح نشط، أو اختر «ليس الآن».',
    'vault.noPrf': 'لا يستطيع مفتاح المرور هذا قفل مفتاح في هذا المتصفح. اختر رمز PIN بدلًا منه.',
    'vault.kept': 'مفتاح {user} محفوظ على هذا الجهاز، مقفل بمفتاح المرور الخاص بك.',
    'vault.keptPin': 'مفتاح {user} محفوظ على هذا الجهاز، مقفل برمز PIN الخاص بك.',
    'vault.activeHint':
      'سجّلت الدخول بمفتاحك النشط. مفتاح النشر يكفي لتسجيل الدخول وهو أكثر أمانًا: استخدمه في المرة القادمة.',
  },
  security: {
    'authorized.intro': {
      source: '7bc4d0214a768be6',
      back: 'The apps and accounts you allowed to act on your behalf on Hive. Removing any of them takes effect on the blockchain immediately and with every service; the tokens still with the app stop working for everything that needed your authority.',
    },
    'authorized.keysNeverSent': {
      source: 'cb84bcc63d4f7c27',
      back: 'Used inside this page only for signing; never sent anywhere. They stay written as long as this page is open.',
    },
    'authorized.role': {
      source: 'bf3b6b39d8ded7e4',
      back: 'Posting authority: can post, vote, follow and update your profile in your name / Active authority: can also move your funds and change your authorities / Owner authority: has full control over your account',
    },
    'authorized.loses': {
      source: '4c609f6001ef25f7',
      back: '{app} will no longer be able to post, vote, follow or update your profile in your name / move your funds or change your authorities / control your account, on any site or service. The tokens it has stop working for that. You can grant it to it again later by signing in to it.',
    },
    'appLimits.endLoses': {
      source: '420267513d4dfc8c',
      back: 'Every sign-in of yours to {app} here ends immediately: its tokens stop working, and it is no longer able to act on your behalf through this service. {app} keeps your posting authority on the blockchain until you remove it above.',
    },
    'signIns.endLoses': {
      source: 'd85201d70c8a1522',
      back: '{app} is signed out immediately: its tokens stop working, and it is no longer able to act on your behalf through this service. It keeps your posting authority on the blockchain until you remove it above. / … its tokens stop working, and it is informed of that.',
    },
    'signIns.unlisted': {
      source: '6228bcd8343570c4',
      back: '{apps} has (have) your posting authority but has (have) no sign-in here: it (they) can post on your behalf on Hive, and nothing on this page restricts it (them). If you do not use it (them), remove it (them) above.',
    },
    'register.intro': {
      source: '252f1694ba6b060a',
      back: "An app is a Hive account whose file in {field} says where its users' sign-ins go. Only the account's active key changes {field}: the accounts that hold its posting authority (this service, and the apps it signed in to) cannot. Registration writes the file there, in one {op} transaction signed in this page.",
    },
    'register.secretHashHelp': {
      source: '1e4682681468c9ce',
      back: 'The profile publishes only this hash, and anyone can read it: the secret must contain at least {minBits} random bits, otherwise it can be guessed offline. Create one here ({bits} bits) or with the command {command}.',
    },
    'register.newSecretHelp': {
      source: 'f726e7ed41cb8e30',
      back: "Copy it now to your app's server: it is shown once, and neither this page nor the blockchain keeps it.",
    },
    'consent.keyNeverSent': {
      source: '11f58d2b20621d9b',
      back: 'It is used inside this page only for signing; and it is never sent to any place.',
    },
    'consent.published': {
      source: '5c10f5d5b2b9c3fe',
      back: 'The name, description, image and website are published by {app} itself; and hivegate has not verified them.',
    },
    'consent.grantNotYet': {
      source: '01d705fdf020c399',
      back: 'Your account does not yet allow {app} to act on your behalf. Granting adds {app} to the posting authority of your account on the Hive blockchain ({op} transaction).',
    },
    'consent.grantCannot': {
      source: 'd81c0ce89115b640',
      back: 'It cannot transfer funds or change keys.',
    },
    'consent.grantActive': {
      source: '4f7e888f01dd0890',
      back: 'This change needs your active key. And it stays until you remove it from this page:',
    },
    'grant.loginOnly': {
      source: '45c8e6eeddf12361',
      back: 'Knowing the username on Hive to sign you in; and it cannot act on your behalf on Hive.',
    },
    'grant.neverFunds': {
      source: '04c3f0957208280b',
      back: 'It can never move your funds or change your keys.',
    },
    'reach.enforced': {
      source: '23984a046ac1a7ae',
      back: 'These limits are applied: only this service can use the posting authority you grant to {app}, and it checks every action against them.',
    },
    'reach.notEnforced': {
      source: 'd2e1c4ea0a470550',
      back: 'These limits restrict only what {app} does through this service. The posting authority of {app} also includes keys or accounts of its own, so {app} can sign on your behalf directly on the Hive blockchain, outside any limit, as long as you keep it in your posting authority.',
    },
    'reach.onChain': {
      source: 'e71593026db82c4d',
      back: 'On the Hive blockchain, the posting authority allows whoever holds it to post, vote, follow, repost and update your profile in your name, without any limit of its own.',
    },
    'reach.direct': {
      source: '83fae24b2a14d262',
      back: '{app} holds keys or accounts that can use it directly, outside the limits you chose.',
    },
    'device.check': {
      source: 'b83849fb4ebce799',
      back: 'Check that your device shows the same code. If you did not start this sign-in on a device you own, reject it: someone may be trying to enter your account.',
    },
    'home.keys': {
      source: 'b95ae05dbbe19cf4',
      back: "Your keys stay in your browser: this service never sees them. You can withdraw any app's permission at any time.",
    },
    'hiveauth.approveOnPhone': {
      source: 'e8ebf991dbc6a245',
      back: 'Approve on your phone with a HiveAuth wallet; no key is written here.',
    },
    'op.memoUnencrypted': {
      source: '53086fa05cc731c1',
      back: 'The memo begins with "#", and this is a request to encrypt it, but this page does not encrypt memos: it will be published as it was written.',
    },
    'op.danger.owner': {
      source: '38d31772fe52a35f',
      back: 'This replaces your owner authority with {holders}; and whoever holds it owns your account: they can change every key and shut you out of it.',
    },
    'op.danger.active': {
      source: '55b80f219c3ead5a',
      back: 'This replaces your active authority with {holders}; and whoever holds it can move your funds and change your other keys.',
    },
    'op.danger.posting': {
      source: '24e237bc36820a1e',
      back: 'This replaces your posting authority with {holders}; and whoever holds it can post, vote and follow in your name.',
    },
    'op.danger.noKey': { source: 'ec9afd6a0470e867', back: 'no key at all' },
    'op.danger.memoKey': {
      source: 'e44d5be0f648bd73',
      back: 'Your memo key becomes {key}: and whoever holds it can read your encrypted memos.',
    },
    'op.danger.yourAccount': { source: '17a7e5cfee17027e', back: 'your account' },
    'op.danger.recoveryAccount': {
      source: '2b9ce7374d4e68fa',
      back: 'This makes {recovery} the recovery account for {account} after 30 days: and after that no one but {recovery} will be able to help you get the account back if your owner key is stolen.',
    },
    'op.danger.requestRecovery': {
      source: 'c1c4ec5056320409',
      back: 'This allows {account} to be seized with a new owner authority ({holders}); and whoever holds it owns the account.',
    },
    'op.danger.recover': {
      source: 'f3bd51edee3dbe53',
      back: 'This replaces the owner authority of {account} with {holders}; and whoever holds it owns the account.',
    },
    'op.danger.withdrawRoute': {
      source: '734ccebc10c83704',
      back: 'From now on, {percent} % of what {account} withdraws through power down goes to {to}.',
    },
    'op.danger.declineVoting': {
      source: '053d6dfe398eb80f',
      back: 'This gives up your votes in governance (witnesses and proposals) for good: it cannot be undone.',
    },
    'op.danger.unknown': {
      source: 'a5eb8c5892b24e28',
      back: 'This operation may change who controls your account. Do not go on unless you asked for exactly this.',
    },
    'consent.vaultAbout': {
      source: '9fd8eed08dc515b1',
      back: 'Next time, sign in with one touch instead of typing it. The key is encrypted in this browser and is never sent anywhere; only your passkey or your PIN opens it.',
    },
    'consent.vaultActive': {
      source: '206c57c1a2df6049',
      back: 'This is your active key: whoever opens it can move your funds and change your account. Keep it here only if you sign such operations on this device.',
    },
  },
};
