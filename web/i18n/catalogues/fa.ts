import type { Catalogue } from '../catalogue';

/** فارسی. */
export const fa: Catalogue = {
  review: "drafted (issue 40), needs a native speaker's review",
  messages: {
    'layout.skip': 'رفتن به محتوا',
    'layout.navLabel': 'اصلی',
    'layout.nav.home': 'خانه',
    'layout.nav.apps': 'برنامه‌ها',
    'layout.nav.authorizedApps': 'برنامه‌های مجاز',
    'layout.language': 'زبان',
    'layout.noScript': 'این صفحه به JavaScript نیاز دارد و این مرورگر آن را اینجا اجرا نمی‌کند.',
    'layout.withoutScript':
      'صفحه را دوباره بارگیری کنید. اگر فایده نداشت، شاید این مرورگر اسکریپت‌ها را مسدود کرده است: JavaScript را برای این سایت مجاز کنید یا این صفحه را روی دستگاه دیگری مثل تلفن خود باز کنید.',
    'layout.loading': 'در حال آماده کردن صفحه… دکمه‌ها تا لحظه‌ای دیگر کار می‌کنند.',
    'layout.loadingLate': 'هنوز آماده نیست: اسکریپت این صفحه شروع نشده است.',

    'error.title.invalid_request': 'این درخواست معتبر نیست',
    'error.title.unauthorized_client': 'این برنامه ثبت نشده است',
    'error.title.not_found': 'پیدا نشد',
    'error.title.pageNotFound': 'صفحه پیدا نشد',
    'error.title.unavailable': 'شبکهٔ Hive در دسترس نیست',
    'error.title.signLink': 'این پیوند امضا را نمی‌توان امضا کرد',
    'error.title.other': 'مشکلی پیش آمد',
    'error.about.invalid_request': 'چیزی در درخواست کم است یا اشتباه است.',
    'error.about.unauthorized_client':
      'برنامه‌ای که شما را به اینجا فرستاد برای این نشانی ثبت نشده است، پس نمی‌توانید از اینجا وارد آن شوید.',
    'error.about.not_found': 'در این نشانی چیزی نیست.',
    'error.about.unavailable':
      'این سرویس اکنون به شبکهٔ Hive دسترسی ندارد. یک دقیقهٔ دیگر دوباره امتحان کنید.',
    'error.about.other': 'سرویس نتوانست به این درخواست پاسخ دهد.',
    'error.details': 'جزئیات (به انگلیسی)',
    'error.code': 'کد خطا: {code}',
    'error.home': 'رفتن به صفحهٔ اصلی',
    'error.fromApp':
      'اگر برنامه‌ای شما را به اینجا فرستاده، به آن برگردید و دوباره امتحان کنید یا به سازندگانش خبر دهید.',

    'home.title': 'ورود با Hive',
    'home.intro':
      'hivegate به برنامه‌ها اجازه می‌دهد شما را با حساب Hive‌تان وارد کنند و پس از اجازهٔ شما، به جای شما منتشر کنند، رأی دهند و دنبال کنند.',
    'home.keys':
      'کلیدهای شما در مرورگرتان می‌مانند: این سرویس هرگز آن‌ها را نمی‌بیند. هر زمان بخواهید می‌توانید دسترسی یک برنامه را پس بگیرید.',
    'home.people': 'برای کاربران Hive',
    'home.authorizedLink': 'دیدن و حذف برنامه‌هایی که مجاز کرده‌اید',
    'home.authorizedAbout': 'نام کاربری خود را وارد کنید تا فهرست شوند.',
    'home.appsLink': 'مرور فهرست برنامه‌ها',
    'home.appsAbout': 'برنامه‌هایی که از این سرویس استفاده می‌کنند، به ترتیب کاربران روزانه.',
    'home.startFromApp':
      'برای ورود به یک برنامه، از خود آن برنامه شروع کنید: برنامه شما را با نام خود و آنچه می‌خواهد به اینجا می‌فرستد.',
    'home.developers': 'برای توسعه‌دهندگان',
    'home.sdk':
      'از {client} استفاده کنید: نام متدهای SDK {sdk} را نگه می‌دارد و همهٔ پیوندها و فراخوانی‌هایش به این سرویس می‌رود. فراخوانی‌های API در SDK {sdk} هم با تنظیم {apiURL} روی {origin} کار می‌کنند، اما پیوندهای ورود و امضای آن به hivesigner.com می‌روند.',
    'home.endpoint.authorize': 'صفحهٔ ورود و رضایت ({call} در کیت)',
    'home.endpoint.token': 'یک کد یا توکن تازه‌سازی و {secret} شما در برابر توکن‌های تازه',
    'home.endpoint.revoke': 'کاربر را خارج می‌کند: توکن و کل مجوز آن از کار می‌افتند',
    'home.endpoint.me': 'حساب توکن',
    'home.endpoint.broadcast': 'عملیات انتشار، امضاشده توسط سرویس، در یک تراکنش',
    'home.endpoint.apps': 'فهرست برنامه‌ها به صورت JSON',
    'home.endpoint.sign': 'پیوندهای امضا برای عملیاتی که به کلید فعال کاربر نیاز دارند (انتقال‌ها)',
    'home.jwks': 'توکن‌ها JWT امضاشده با Ed25519 هستند؛ کلیدهای عمومی در {url} است.',
    'home.discovery': 'کشف OpenID Connect: {url}.',
    'home.appProfile':
      'برنامه یک حساب Hive است که نمایهٔ {metadata} آن {type}، {uris} و SHA-256 رمز آن را دارد.',
    'home.register': 'ثبت یک برنامه',
    'home.registerWith': 'با کلید فعال آن.',

    'apps.building': 'فهرست در حال ساخته شدن است. لطفاً یک دقیقهٔ دیگر دوباره امتحان کنید.',
    'apps.intro':
      'برنامه‌هایی که از طریق این سرویس منتشر می‌کنند، به ترتیب کاربران روزانه در {days, plural, one {# روز گذشته} other {# روز گذشته}}.',
    'apps.updated': 'به‌روزرسانی: {date}.',
    'apps.unverified': 'نام‌ها و توضیحات را حساب هر برنامه خودش منتشر می‌کند و تأیید نشده‌اند.',
    'apps.own': 'برنامه دارید؟ {link} با کلید فعال آن.',
    'apps.featured': 'برگزیده',
    'apps.ranking': 'رتبه‌بندی',
    'apps.none': 'در این بازه هیچ برنامه‌ای استفاده نشده است.',
    'apps.allFeatured': 'همهٔ برنامه‌هایی که در این بازه استفاده شده‌اند در بخش برگزیدهٔ بالا هستند.',
    'apps.new': 'جدید',
    'apps.weaker': 'ثبت ضعیف‌تر',
    'apps.notRegistered': 'ثبت‌نشده',
    'apps.postingNote':
      'تنظیمات ورود آن در {field} است: هر کس اختیار انتشار آن را داشته باشد می‌تواند مقصد ورود کاربرانش را تغییر دهد. مالک آن می‌تواند آن را با کلید فعال ثبت کند: {link}.',
    'apps.noProfile':
      'در {field} آن نمایهٔ برنامه نیست: تا وقتی مالکش آن را ثبت نکند، هیچ‌کس نمی‌تواند اینجا وارد آن شود: {link}.',
    'apps.users': '{count, plural, one {# کاربر} other {# کاربر}}',
    'apps.requests': '{count, plural, one {# درخواست} other {# درخواست}}',
    'apps.limitsEnforced':
      'محدودیت‌هایی که کاربرانش اینجا می‌گذارند اجرا می‌شوند: فقط این سرویس می‌تواند از اختیار انتشاری که به آن می‌دهند استفاده کند.',
    'apps.limitsNotEnforced':
      'می‌تواند بیرون از هر محدودیتی که کاربرانش اینجا می‌گذارند، مستقیماً روی بلاک‌چین Hive به جای آن‌ها امضا کند: اختیار انتشار آن کلیدها یا حساب‌های خودش را دارد.',

    'device.title': 'ورود در یک دستگاه',
    'device.codeLabel': 'کدی که دستگاه شما نشان می‌دهد',
    'device.continue': 'ادامه',
    'device.next': 'سپس می‌بینید کدام برنامه و برای چه درخواست می‌کند، پیش از آنکه چیزی امضا کنید.',
    'device.codeError':
      'این کد اشتباه است، منقضی شده یا قبلاً استفاده شده است. کدی را که دستگاه‌تان نشان می‌دهد بررسی کنید.',
    'device.deniedTitle': 'دستگاه رد شد',
    'device.denied':
      'دستگاه در تلاش بعدی‌اش رد می‌شود و به حساب شما دسترسی ندارد. می‌توانید این صفحه را ببندید.',
    'device.code': 'کد {code}',
    'device.check':
      'مطمئن شوید دستگاه شما همین کد را نشان می‌دهد. اگر این ورود را روی دستگاه خودتان شروع نکرده‌اید، آن را رد کنید: شاید کسی در تلاش برای ورود به حساب شماست.',
    'device.deny': 'رد این دستگاه',

    'signOut.doneTitle': 'خارج شدید',
    'signOut.done':
      '{user} از {app} خارج شد: توکن‌های دسترسی و تازه‌سازی آن ورود دیگر کار نمی‌کنند.',
    'signOut.authority':
      'برنامه اختیار انتشاری را که روی زنجیره به آن داده‌اید، اگر داده باشید، نگه می‌دارد. برای گرفتن آن هم، آن را در این صفحه حذف کنید:',
    'signOut.askTitle': 'خروج؟',
    'signOut.askHeading': 'خروج از {app}؟',
    'signOut.ask':
      'صفحه‌ای می‌خواهد {user} را از {app} خارج کند. اگر شما این را نخواسته‌اید، وارد بمانید.',
    'signOut.confirm': 'خروج از {app}',
    'signOut.stay': 'وارد بمانید',

    'consent.heading': 'ورود به {app}',
    'consent.headingDevice': 'ورود به {app} در دستگاه شما',
    'consent.account': 'حساب Hive شما',
    'consent.chooseAccount': 'یک حساب انتخاب کنید',
    'consent.rememberedAccounts': 'حساب‌های این مرورگر',
    'consent.username': 'نام کاربری Hive',
    'consent.signWith': 'سپس در پایین با کلید خصوصی انتشار یا رمز اصلی خود امضا کنید.',
    'consent.keychain': 'ورود با Hive Keychain',
    'signin.limitsStillApply':
      'محدودیت‌هایی که برای این برنامه گذاشته‌اید همچنان برقرارند: {limits}',
    'signin.limitsContinue': 'ادامه',
    'consent.or': 'یا',
    'consent.keyLabel': 'کلید خصوصی انتشار یا رمز اصلی',
    'consent.keyNeverSent':
      'فقط درون همین صفحه برای امضا به کار می‌رود؛ هرگز به هیچ جا فرستاده نمی‌شود.',
    'consent.signIn': 'ورود',
    'consent.cancel': 'لغو و بازگشت',
    'consent.returnsTo': 'پس از ورود به {uri} برمی‌گردید.',
    'consent.deviceGoesOn':
      'پس از ورود، دستگاه شما خودش ادامه می‌دهد؛ چیزی به این صفحه برنمی‌گردد.',
    'consent.unverified': 'تأییدنشده',
    'consent.published':
      'نام، توضیح، تصویر و وب‌سایت را خود {app} منتشر کرده است؛ hivegate آن‌ها را بررسی نکرده است.',
    'consent.mayDo': 'آنچه {app} می‌تواند انجام دهد',
    'consent.profile': 'خواندن نمایهٔ عمومی Hive شما: نام نمایشی، تصویر و وب‌سایت.',
    'consent.offline': 'وارد ماندن پس از بستن برنامه (توکن تازه‌سازی).',
    'consent.grantTitle': 'دادن اختیار انتشار به {app}',
    'consent.grantNotYet':
      'حساب شما هنوز به {app} اجازه نمی‌دهد به جای شما عمل کند. اعطا، {app} را به اختیار انتشار حساب شما روی بلاک‌چین Hive می‌افزاید (یک تراکنش {op}).',
    'consent.grantCannot': 'نمی‌تواند وجوه را انتقال دهد یا کلیدها را تغییر دهد.',
    'consent.grantActive':
      'این تغییر به کلید فعال شما نیاز دارد. تا وقتی آن را در این صفحه حذف کنید باقی می‌ماند:',
    'consent.grantKeychain': 'اعطا با Hive Keychain',
    'consent.grantOrKey': 'یا از یک کلید در پایین استفاده کنید.',
    'consent.activeKeyLabel': 'کلید خصوصی فعال یا رمز اصلی',
    'consent.grantSubmit': 'اعطا و ادامه',

    'limits.adjust': 'تنظیم محدودیت‌ها',
    'limits.fixed': 'محدودیت‌های شما (برای این ورود ثابت)',
    'limits.legend': 'محدودیت‌های شما برای {app}',
    'limits.help':
      'می‌توانید آنچه {app} می‌تواند انجام دهد را کم کنید، نه زیاد: فهرست بالا همراه شما تغییر می‌کند. می‌توانید دسترسی آن را بعداً در صفحهٔ برنامه‌های مجاز هم پایان دهید.',
    'limits.actions': 'کارهای مجاز',
    'limits.votes': 'رأی‌ها',
    'limits.voteWeight': 'بزرگ‌ترین رأی، به درصد (حداکثر {max})',
    'limits.noDownvotes': 'بدون رأی منفی.',
    'limits.allowDownvotes': 'اجازهٔ رأی منفی',
    'limits.appMessages': 'پیام‌های مجاز برنامه (custom_json)',
    'limits.perDayMax': 'بیشترین کار در روز (حداکثر {max, number})',
    'limits.perDayNone': 'بیشترین کار در روز (خالی: بدون محدودیت)',
    'limits.endsAsAsked':
      'دسترسی در {date} پایان می‌یابد، همان‌طور که {app} خواسته است: زودتر از هر پایانی که اینجا پیشنهاد می‌شود. هر زمان می‌توانید آن را در صفحهٔ برنامه‌های مجاز پایان دهید.',
    'limits.ends': 'پایان دسترسی',
    'limits.asAsked': '{date} (به درخواست {app})',
    'limits.whenRemoved': 'وقتی آن را حذف کنید',
    'limits.inDays': '{days, plural, one {تا # روز دیگر} other {تا # روز دیگر}}',
    'limits.leaveOne': 'دست‌کم یک کار را مجاز بگذارید یا ورود را لغو کنید.',
    'limits.weightRange': 'وزن رأی را بین ۰٫۰۱ و {max} درصد وارد کنید.',
    'limits.perDayWhole': 'یک عدد صحیح دست‌کم ۱ وارد کنید یا خالی بگذارید.',
    'limits.perDayRange': 'یک عدد صحیح بین ۱ و {max, number} وارد کنید.',

    'grant.loginOnly':
      'دانستن نام کاربری Hive شما برای ورود؛ نمی‌تواند در Hive به جای شما عمل کند.',
    'grant.learnUsername': 'دانستن نام کاربری Hive شما برای ورود.',
    'grant.actFor': 'عمل به جای شما در Hive: {actions}.',
    'grant.neverFunds': 'هرگز نمی‌تواند وجوه شما را جابه‌جا کند یا کلیدهایتان را تغییر دهد.',
    'grant.allows.vote': 'رأی دادن به پست‌ها و نظرها',
    'grant.allows.comment': 'انتشار و ویرایش پست‌ها و نظرها',
    'grant.allows.delete_comment': 'حذف پست‌ها و نظرهای شما',
    'grant.allows.comment_options': 'تنظیم گزینه‌های پرداخت پست‌های شما',
    'grant.allows.custom_json': 'فرستادن پیام‌های برنامه (دنبال کردن، بازنشر، انجمن‌ها، بازی‌ها)',
    'grant.allows.claim_reward_balance': 'دریافت پاداش‌های شما',
    'grant.allows.account_update2': 'به‌روزرسانی نمایهٔ شما',
    'limit.only': 'فقط این عملیات: {operations}.',
    'limit.votes': 'رأی‌ها حداکثر {percent} درصد.',
    'limit.votesNoDown': 'رأی‌ها حداکثر {percent} درصد، بدون رأی منفی.',
    'limit.noDown': 'بدون رأی منفی.',
    'limit.appMessagesOnly': 'پیام‌های برنامه (custom_json) فقط از این نوع‌ها: {ids}.',
    'limit.noAppMessages': 'بدون پیام برنامه (custom_json).',
    'limit.perDay': '{count, plural, one {حداکثر # کار در روز.} other {حداکثر # کار در روز.}}',
    'limit.until': 'تا {date}.',
    'limit.dateTime': '{date}، {time} UTC',
    'reach.enforced':
      'این محدودیت‌ها اجرا می‌شوند: فقط این سرویس می‌تواند از اختیار انتشاری که به {app} می‌دهید استفاده کند و هر کار را با آن‌ها می‌سنجد.',
    'reach.notEnforced':
      'این محدودیت‌ها فقط بر کارهایی که {app} از طریق این سرویس انجام می‌دهد اعمال می‌شوند. اختیار انتشار {app} کلیدها یا حساب‌های خودش را هم دارد، پس {app} می‌تواند تا وقتی آن را در اختیار انتشار خود نگه دارید، بیرون از هر محدودیتی، مستقیماً روی بلاک‌چین Hive به جای شما امضا کند.',
    'reach.onChain':
      'روی بلاک‌چین Hive، اختیار انتشار شما به هر کس که آن را دارد اجازه می‌دهد به نام شما منتشر کند، رأی دهد، دنبال کند، بازنشر کند و نمایه‌تان را به‌روز کند، بی‌هیچ محدودیتی از خودش.',
    'reach.onlyThrough':
      '{app} فقط از طریق این سرویس می‌تواند از آن استفاده کند، که آن را در محدودیت‌های انتخابی شما نگه می‌دارد.',
    'reach.direct':
      '{app} کلیدها یا حساب‌هایی دارد که می‌توانند مستقیماً، بیرون از محدودیت‌های انتخابی شما، از آن استفاده کنند.',

    'hiveauth.signIn': 'ورود با HiveAuth (کیف پول تلفن)',
    'hiveauth.approveOnPhone':
      'روی تلفن خود با کیف پول HiveAuth تأیید کنید؛ اینجا هیچ کلیدی تایپ نمی‌شود.',
    'hiveauth.title': 'در برنامهٔ کیف پول تأیید کنید',
    'hiveauth.scan':
      'این کد را با یک کیف پول HiveAuth (مانند Hive Keychain برای تلفن) اسکن کنید، یا اگر روی همین تلفن هستید، پیوند را باز کنید.',
    'hiveauth.qrSignIn': 'کد QR درخواست ورود HiveAuth',
    'hiveauth.qrRegistration': 'کد QR درخواست ثبت HiveAuth',
    'hiveauth.open': 'باز کردن در برنامهٔ کیف پول',
    'hiveauth.cancelSignIn': 'لغو ورود با HiveAuth',
    'hiveauth.cancelRegistration': 'لغو ثبت با HiveAuth',
    'hiveauth.grant': 'اعطا با HiveAuth',
    'hiveauth.grantHelp':
      'از برنامهٔ کیف پول خواسته می‌شود این تغییر را با کلید فعال شما امضا کند. اگر نتواند، با Hive Keychain یا کلید فعال خود در پایین اعطا کنید؛ سپس ورود در برنامهٔ کیف پول ادامه می‌یابد.',
    'hiveauth.waiting': 'در انتظار برنامهٔ کیف پول…',
    'hiveauth.confirm': 'در برنامهٔ کیف پول تأیید کنید…',
    'hiveauth.timeLeft': 'زمان باقی‌مانده: {seconds, number} ثانیه',
    'hiveauth.unreachable':
      'به رله HiveAuth دسترسی نبود. بعداً دوباره امتحان کنید یا با Hive Keychain یا یک کلید وارد شوید.',
    'hiveauth.lost':
      'اتصال به رله HiveAuth پیش از پاسخ کیف پول شما قطع شد. لطفاً دوباره امتحان کنید.',
    'hiveauth.relayError': 'رله HiveAuth درخواست را رد کرد.',
    'hiveauth.expired':
      'درخواست HiveAuth پیش از پاسخ کیف پول شما منقضی شد. لطفاً دوباره امتحان کنید.',
    'hiveauth.rejected': 'در کیف پول خود رد کردید.',
    'hiveauth.walletError': 'کیف پول شما نتوانست درخواست را امضا کند.',
    'hiveauth.badAnswer': 'کیف پول شما پاسخی فرستاد که این صفحه نمی‌تواند از آن استفاده کند.',
    'hiveauth.cancelled': 'ورود با HiveAuth لغو شد.',
    'hiveauth.reconnecting': 'اتصال به رله HiveAuth قطع شد؛ در حال اتصال دوباره…',

    'signin.keychainNext':
      'سپس «ورود با Hive Keychain» را بزنید و در Keychain تأیید کنید (برای انتخاب حساب در آنجا نام کاربری را خالی بگذارید)؛ یا از یک کلید در پایین استفاده کنید.',
    'signin.reading': 'در حال خواندن حساب شما…',
    'signin.confirmKeychain': 'در Hive Keychain تأیید کنید…',
    'signin.chooseInKeychain': 'حساب خود را انتخاب و در Hive Keychain تأیید کنید…',
    'signin.signing': 'در حال ورود…',
    'signin.failed': 'ورود ناموفق بود.',
    'signin.couldNotStart': 'ورود آغاز نشد.',
    'signin.waitGrant': 'در انتظار رسیدن اعطا به سرویس…',
    'signin.returning': 'با {user} وارد شدید. در حال بازگشت به برنامه…',
    'signin.expected':
      '{app} انتظار داشت با {expected} وارد شوید. برای ورود با {user}، دوباره وارد شوید.',
    'signin.forget': 'فراموش کن',
    'signin.forgetLabel': '{user} را در این مرورگر فراموش کن',
    'signin.chosen': '{user} انتخاب شد.',
    'signin.forgotten': '{user} در این مرورگر فراموش شد.',
    'signin.deviceDone':
      'با {user} وارد شدید. به دستگاه خود برگردید: خودش ادامه می‌دهد. می‌توانید این صفحه را ببندید.',
    'signin.oneMoreStep': 'یک قدم دیگر: به برنامه اختیار انتشار بدهید.',
    'signin.grantTyped':
      '{typed, select, password {گذرواژهٔ اصلی‌ای که برای ورود نوشتید این تغییر را هم امضا می‌کند و فقط برای همین ورود در حافظهٔ این صفحه می‌ماند.} other {کلیدی که برای ورود نوشتید این تغییر را هم امضا می‌کند و فقط برای همین ورود در حافظهٔ این صفحه می‌ماند.}}',
    'signin.grantKept':
      'کلید فعالِ نگه‌داشته روی این دستگاه، که برای ورود بازش کردید، این تغییر را هم امضا می‌کند و فقط برای همین ورود در حافظهٔ این صفحه می‌ماند.',
    'signin.broadcastingGrant': 'در حال پخش اعطا…',
    'signin.confirmGrantWallet': 'اعطا را در برنامهٔ کیف پول تأیید کنید…',
    'signin.hiveauthApp': 'ورود به {app}',

    'common.details': 'جزئیات',
    'common.enterUsername': 'یک نام کاربری Hive وارد کنید: ۳ تا ۱۶ حرف، رقم، نقطه یا خط تیره.',
    'common.noAccount': 'حساب {user} وجود ندارد.',
    'common.enterKey':
      '{role, select, posting {کلید خصوصی انتشار یا رمز اصلی خود را وارد کنید.} active {کلید خصوصی فعال یا رمز اصلی خود را وارد کنید.} other {کلید خصوصی مالک یا رمز اصلی خود را وارد کنید.}}',
    'common.wrongKey': 'رمز یا کلید {user} اشتباه است.',
    'common.notRoleKey':
      '{role, select, posting {این کلید انتشار {user} نیست.} active {این کلید فعال {user} نیست.} other {این کلید مالک {user} نیست.}}',
    'common.serviceAnswered': 'پاسخ سرویس: {status}',
    'common.keychainDeclined': 'در Hive Keychain رد کردید.',
    'common.keychainDidNotSign': 'Hive Keychain امضا نکرد: {said}',

    'authorized.intro':
      'برنامه‌ها و حساب‌هایی که به آن‌ها اجازه داده‌اید در Hive به جای شما عمل کنند. حذف هر کدام فوراً روی بلاک‌چین و برای همهٔ سرویس‌ها اعمال می‌شود؛ توکن‌هایی که هنوز نزد برنامه است برای هر کاری که به اختیار شما نیاز داشت دیگر کار نمی‌کنند.',
    'authorized.username': 'نام کاربری Hive شما',
    'authorized.show': 'نمایش برنامه‌های مجاز',
    'authorized.listTitle': 'حساب‌هایی که بر {user} اختیار دارند',
    'authorized.keys': 'کلیدهای شما',
    'authorized.keysNeverSent':
      'فقط درون همین صفحه برای امضا به کار می‌روند؛ هرگز به هیچ جا فرستاده نمی‌شوند. تا وقتی این صفحه باز است پر می‌مانند.',
    'authorized.keychainFound':
      'Hive Keychain پیدا شد: برای تأیید در Keychain، یک فیلد را خالی بگذارید.',
    'authorized.postingKey': 'کلید خصوصی انتشار یا گذرواژهٔ اصلی',
    'authorized.postingKeyHelp':
      'ثابت می‌کند که خودتان هستید: ورودهای شما و محدودیت‌های هر برنامه را نشان می‌دهد، آن محدودیت‌ها را تغییر می‌دهد و ورودها را پایان می‌دهد.',
    'authorized.activeKey': 'کلید خصوصی فعال یا گذرواژهٔ اصلی',
    'authorized.activeKeyHelp':
      'حساب شما را روی بلاک‌چین تغییر می‌دهد: یک برنامه یا حساب را از اختیارات شما در پایین حذف می‌کند.',
    'authorized.role':
      '{role, select, posting {اختیار انتشار: می‌تواند به نام شما منتشر کند، رأی دهد، دنبال کند و نمایه‌تان را به‌روز کند} active {اختیار فعال: می‌تواند دارایی‌تان را هم جابه‌جا کند و اختیاراتتان را تغییر دهد} other {اختیار مالک: کنترل کامل حساب شما را دارد}}',
    'authorized.none': 'هیچ برنامه یا حسابی بر این حساب اختیار ندارد.',
    'authorized.alone': 'به‌تنهایی می‌تواند عمل کند',
    'authorized.weight': 'وزن {weight} از {threshold}',
    'authorized.remove': 'حذف',
    'authorized.removeLabel':
      '{role, select, posting {حذف {app} از اختیار انتشار شما} active {حذف {app} از اختیار فعال شما} other {حذف {app} از اختیار مالک شما}}',
    'authorized.confirmTitle':
      '{role, select, posting {{app} از اختیار انتشار شما حذف شود؟} active {{app} از اختیار فعال شما حذف شود؟} other {{app} از اختیار مالک شما حذف شود؟}}',
    'authorized.loses':
      '{role, select, posting {{app} دیگر در هیچ سایت یا سرویسی نمی‌تواند به نام شما منتشر کند، رأی دهد، دنبال کند یا نمایه‌تان را به‌روز کند.} active {{app} دیگر در هیچ سایت یا سرویسی نمی‌تواند دارایی‌تان را جابه‌جا کند یا اختیاراتتان را تغییر دهد.} other {{app} دیگر در هیچ سایت یا سرویسی نمی‌تواند حسابتان را کنترل کند.}} توکن‌هایی که دارد برای این کار دیگر کار نمی‌کنند. بعداً می‌توانید با ورود به آن دوباره اجازه دهید.',
    'authorized.removeApp': 'حذف {app}',
    'authorized.keep': 'نگه دار',
    'authorized.removing': 'در حال حذف {app}…',
    'authorized.removed':
      '{role, select, posting {{app} از اختیار انتشار شما حذف شد.} active {{app} از اختیار فعال شما حذف شد.} other {{app} از اختیار مالک شما حذف شد.}}',
    'authorized.limits': 'محدودیت‌ها',
    'authorized.limitsLabel': 'تعیین محدودیت برای {app}',
    'appLimits.title': 'محدودیت‌های {app}',
    'appLimits.onlyStricter':
      'محدودیت‌ها فقط سخت‌تر می‌شوند: هر مقداری که وارد می‌کنید باید کمتر از مقدار جاری باشد. امضا با کلید انتشار بالا یا Keychain انجام می‌شود.',
    'appLimits.voteWeight': 'بزرگ‌ترین رأی، به درصد (خالی: بدون تغییر)',
    'appLimits.voteWeightNow': 'بزرگ‌ترین رأی، به درصد (اکنون حداکثر {percent}؛ خالی: بدون تغییر)',
    'appLimits.noDownvotes': 'بدون رأی منفی',
    'appLimits.noDownvotesInForce': 'بدون رأی منفی (از قبل برقرار است)',
    'appLimits.perDay': 'حداکثر کار در روز (خالی: بدون تغییر)',
    'appLimits.perDayNow': 'حداکثر کار در روز (اکنون حداکثر {count}؛ خالی: بدون تغییر)',
    'appLimits.endNow': 'همین حالا دسترسی‌اش را پایان بده',
    'appLimits.save': 'ذخیرهٔ محدودیت‌ها',
    'appLimits.cancel': 'لغو',
    'appLimits.keepAccess': 'دسترسی‌اش بماند',
    'appLimits.none': 'بدون محدودیت: هر کاری که ورودش اجازه داده می‌تواند بکند.',
    'appLimits.noSignIn':
      '{app} بدون ورود در اینجا اختیار انتشار شما را دارد، پس هیچ محدودیتی در این صفحه به کارهایی که روی بلاک‌چین می‌کند نمی‌رسد. محدودیت‌هایی که اکنون تعیین می‌کنید برای هر ورودی به آن در اینجا برقرار است.',
    'appLimits.inForce': 'اکنون برقرار: {limits}',
    'appLimits.inForceSince': 'اکنون برقرار برای ورود شما در {date}: {limits}',
    'appLimits.badWeight': 'وزن رأی را بین ۰٫۰۱ و ۱۰۰ درصد وارد کنید.',
    'appLimits.badPerDay': 'تعداد کارها را به صورت عدد صحیح وارد کنید، دست‌کم ۱.',
    'appLimits.notStricter':
      'از قبل برقرار است: {limit} محدودیت‌ها فقط سخت‌تر می‌شوند: کمتر وارد کنید یا خالی بگذارید.',
    'appLimits.chooseOne': 'محدودیتی برای تعیین انتخاب کنید، یا لغو.',
    'appLimits.endTitle': 'دسترسی {app} همین حالا پایان یابد؟',
    'appLimits.endLoses':
      'هر ورود شما به {app} در اینجا فوراً پایان می‌یابد: توکن‌هایش دیگر کار نمی‌کنند و دیگر نمی‌تواند از طریق این سرویس به جای شما عمل کند. {app} تا وقتی آن را در بالا حذف نکنید، اختیار انتشار شما را روی بلاک‌چین نگه می‌دارد.',
    'appLimits.end': 'پایان دسترسی {app}',
    'appLimits.notSaved': 'محدودیت‌ها ذخیره نشدند.',
    'appLimits.ended':
      'دسترسی {app} در اینجا پایان یافت: ورودهایش تمام شد. هنوز اختیار انتشار شما را روی بلاک‌چین دارد؛ اگر از آن استفاده نمی‌کنید، در بالا حذفش کنید.',
    'appLimits.operations': 'کارهایی که اجازه دارد انجام دهد',
    'appLimits.leaveOne': 'دست‌کم یک کار را مجاز بگذارید، یا به‌جای آن دسترسی‌اش را پایان دهید.',
    'appLimits.saved': 'محدودیت‌های {app} ذخیره شد.',
    'appLimits.savedAny':
      'محدودیت‌های {app} ذخیره شد؛ برای هر ورودی به آن در اینجا برقرار است: {limits}',
    'activity.title': 'هر برنامه با حساب شما چه کرد',
    'activity.intro':
      'هر تراکنشی که یک برنامه از طریق این سرویس برای شما ارسال کرد، جدیدترین اول، با وضعیتش روی بلاک‌چین.',
    'activity.none': 'هنوز هیچ برنامه‌ای از طریق این سرویس چیزی برای شما ارسال نکرده است.',
    'activity.totals':
      'تراکنش‌ها در ۲۴ ساعت گذشته: {day, number}؛ در ۳۰ روز گذشته: {month, number}.',
    'activity.row': '{when}: {operations}',
    'activity.status':
      '{status, select, sent {ارسال شد، هنوز در هیچ بلاکی نیست} included {در بلاک {block}} irreversible {قطعی، در بلاک {block}} expired {منقضی شد: هرگز وارد نشد} refused {شبکه آن را رد کرد: {why}} other {{status}}}',
    'activity.byAppKey': 'خود برنامه امضا کرده، نه از طریق این سرویس.',
    'activity.tx': 'تراکنش {id} در کاوشگر بلاک',
    'activity.more': 'نمایش قدیمی‌ترها',
    'activity.reading': 'در حال خواندن کارهای برنامه‌ها…',
    'activity.csv': 'دانلود CSV',
    'activity.json': 'دانلود JSON',
    'activity.downloading': 'در حال آماده‌سازی دانلود…',
    'signIns.title': 'ورودهای شما در اینجا',
    'signIns.intro':
      'هر برنامه‌ای که از طریق این سرویس وارد آن شده‌اید، از جمله آن‌هایی که فقط فهمیدند شما کیستید، با محدودیت‌های برقرار روی هر کدام. پایان دادن به یکی، شما را فوراً از آن خارج می‌کند؛ به برنامه اطلاع داده می‌شود. نمایش آن‌ها ثابت می‌کند که خودتان هستید: امضا با کلید انتشار بالا یا Keychain انجام می‌شود.',
    'signIns.show': 'نمایش ورودهای من',
    'signIns.endTheSignIn': 'پایان ورود',
    'signIns.ended': 'ورود به {app} پایان یافت.',
    'signIns.notRead': 'ورودهای شما خوانده نشد.',
    'signIns.ending': 'در حال پایان دادن به ورود…',
    'signIns.reading': 'در حال خواندن ورودهای شما…',
    'signIns.none': 'هیچ ورودی از طریق این سرویس ندارید.',
    'signIns.unlisted':
      '{count, plural, one {{apps} اختیار انتشار شما را دارد اما در اینجا ورودی ندارد: می‌تواند در Hive به جای شما پست بگذارد و هیچ چیز در این صفحه محدودش نمی‌کند. اگر از آن استفاده نمی‌کنید، در بالا حذفش کنید.} other {{apps} اختیار انتشار شما را دارند اما در اینجا ورودی ندارند: می‌توانند در Hive به جای شما پست بگذارند و هیچ چیز در این صفحه محدودشان نمی‌کند. اگر از آن‌ها استفاده نمی‌کنید، در بالا حذفشان کنید.}}',
    'signIns.row':
      '{kind, select, posting {{app}: می‌تواند به جای شما عمل کند، از {since}، آخرین استفاده {used}} other {{app}: فقط ورود، از {since}، آخرین استفاده {used}}}',
    'signIns.rowNamed':
      '{kind, select, posting {{app} ({name}): می‌تواند به جای شما عمل کند، از {since}، آخرین استفاده {used}} other {{app} ({name}): فقط ورود، از {since}، آخرین استفاده {used}}}',
    'signIns.limits': 'محدودیت‌ها: {limits}',
    'signIns.madeWith': 'امضا با {wallet}؛ دستگاه: {device}',
    'signIns.madeWithWallet': 'امضا با {wallet}',
    'signIns.typedKey': 'کلید واردشده',
    'signIns.keptKey':
      'کلیدی نگه‌داشته روی این دستگاه، بازشده با {lock, select, passkey {کلید عبور} other {پین}}',
    'signIns.noEnd':
      '{kind, select, posting {بدون تاریخ پایان: توکن‌های کنونی‌اش تا {date} معتبرند و برنامه می‌تواند آن‌ها را تمدید کند.} other {بدون تاریخ پایان: توکن‌های کنونی‌اش تا {date} معتبرند.}}',
    'signIns.end': 'پایان',
    'signIns.endLabel': 'پایان ورود به {app} از {since}',
    'signIns.endTitle': 'ورود به {app} پایان یابد؟',
    'signIns.endLoses':
      '{kind, select, posting {{app} فوراً خارج می‌شود: توکن‌هایش دیگر کار نمی‌کنند و دیگر نمی‌تواند از طریق این سرویس به جای شما عمل کند. تا وقتی آن را در بالا حذف نکنید، اختیار انتشار شما را روی بلاک‌چین نگه می‌دارد.} other {{app} فوراً خارج می‌شود: توکن‌هایش دیگر کار نمی‌کنند و به آن اطلاع داده می‌شود.}}',
    'register.title': 'ثبت برنامه',
    'register.intro':
      'برنامه یک حساب Hive است که نمایهٔ آن در {field} می‌گوید ورودهای کاربرانش به کجا می‌روند. فقط کلید فعال حساب می‌تواند {field} را تغییر دهد: حساب‌هایی که اختیار انتشار آن را دارند (این سرویس، برنامه‌هایی که به آن‌ها وارد شده) نمی‌توانند. ثبت، نمایه را با یک تراکنش {op} که در همین صفحه امضا می‌شود آنجا می‌نویسد.',
    'register.accountTitle': 'حساب برنامه',
    'register.username': 'حساب برنامه (نام کاربری Hive)',
    'register.usernameHelp':
      'نمایهٔ کنونی‌اش را بخوانید تا از آن شروع کنید: برنامه‌ای که به روش HiveSigner (در {field}) ثبت شده منتقل می‌شود.',
    'register.readProfile': 'خواندن نمایهٔ کنونی',
    'register.whereTitle': 'ورودها به کجا می‌روند',
    'register.readFrom': 'فقط از {field} خوانده می‌شود.',
    'register.redirects': 'نشانی‌های URI بازگشت، هر خط یکی',
    'register.redirectsHelp':
      'دقیقاً مقایسه می‌شوند؛ نشانی loopback ({example}) با هر درگاهی جور است.',
    'register.authMethod': 'برنامه چگونه ثابت می‌کند که خودش است',
    'register.method.basic': 'رمز کلاینت، HTTP Basic',
    'register.method.post': 'رمز کلاینت، در بدنهٔ درخواست',
    'register.method.none': 'بدون رمز (کلاینت عمومی)',
    'register.authMethodHelp':
      'برنامه‌ای که سرور دارد، رمز کلاینت را آنجا نگه می‌دارد. یک صفحهٔ وب یا برنامهٔ گوشی نمی‌تواند آن را نگه دارد: کلاینت عمومی است و فقط با PKCE خودش را ثابت می‌کند.',
    'register.secretHash': 'SHA-256 رمز کلاینت (۶۴ نویسهٔ هگزادسیمال)',
    'register.secretHashHelp':
      'نمایه فقط این هش را منتشر می‌کند و هر کسی می‌تواند آن را بخواند: رمز باید دست‌کم {minBits} بیت تصادفی داشته باشد، وگرنه می‌توان آن را آفلاین حدس زد. یکی را اینجا ({bits} بیت) یا با {command} بسازید.',
    'register.makeSecret': 'ساختن رمز کلاینت تازه',
    'register.newSecret': 'رمز کلاینت تازهٔ شما',
    'register.newSecretHelp':
      'همین حالا آن را به سرور برنامه‌تان کپی کنید: فقط یک بار نشان داده می‌شود و نه این صفحه و نه بلاک‌چین آن را نگه نمی‌دارند.',
    'register.logoutUri': 'نشانی URI خروج back-channel (اختیاری)',
    'register.logoutUriHelp':
      'وقتی ورود یک کاربر پایان می‌یابد خبردار می‌شود (OpenID Connect Back-Channel Logout).',
    'register.postLogoutUris': 'نشانی‌های URI بازگشت پس از خروج، هر خط یکی (اختیاری)',
    'register.idTokenAlg': 'امضای id_token',
    'register.defaultAlg': '{alg} (پیش‌فرض)',
    'register.displayTitle': 'آنچه کاربران می‌بینند',
    'register.displayHelp': 'در صفحهٔ ورود و در فهرست، با برچسب تأییدنشده نمایش داده می‌شود.',
    'register.name': 'نام',
    'register.about': 'درباره',
    'register.website': 'وب‌سایت',
    'register.picture': 'تصویر (یک نشانی https)',
    'register.signTitle': 'امضا با کلید فعال',
    'register.keychain': 'ثبت با Hive Keychain',
    'register.hiveAuth': 'ثبت با HiveAuth (کیف پول موبایل)',
    'register.activeKey': 'کلید خصوصی فعال یا گذرواژهٔ اصلی حساب برنامه',
    'register.submit': 'ثبت با کلید فعال',
    'register.postingNote':
      'برای اینکه پست‌ها و رأی‌های کاربرانش از این سرویس بگذرد، اختیار انتشار برنامه باید حساب این سرویس را هم در بر داشته باشد.',
    'register.secretMade':
      'رمز کلاینت تازه‌ای ساخته شد. پیش از ثبت، آن را به سرور برنامه‌تان کپی کنید.',
    'register.reading': 'در حال خواندن حساب…',
    'register.noProfile': '{app} هنوز نمایهٔ برنامه ندارد: فرم را پر کنید.',
    'register.readActive': 'نمایهٔ برنامهٔ {app} از {field} خوانده شد.',
    'register.readPosting':
      'نمایهٔ برنامهٔ {app} از {posting} خوانده شد (روش HiveSigner): ثبت، آن را در {field} می‌نویسد.',
    'register.broadcasting': 'در حال پخش ثبت…',
    'register.hiveAuthAbout': 'ثبت برنامهٔ {app}',
    'register.needRedirect': 'دست‌کم یک نشانی URI بازگشت وارد کنید.',
    'register.badHash':
      'SHA-256 رمز کلاینت را به صورت ۶۴ نویسهٔ هگزادسیمال وارد کنید، یا رمز کلاینت تازه‌ای بسازید.',
    'register.notUrl': '«{url}» یک URL مطلق نیست (مانند https://app.example/callback).',
    'register.fragment': '«{url}» نباید #بخش داشته باشد.',
    'register.done':
      'ثبت شد: نمایهٔ برنامهٔ {app} در {field} آن است. ورودها ظرف چند ثانیه از آن استفاده می‌کنند.',
    'register.doneTx':
      'ثبت شد: نمایهٔ برنامهٔ {app} در {field} آن است (تراکنش {tx}). ورودها ظرف چند ثانیه از آن استفاده می‌کنند.',
    'register.addService':
      'اجازه دهید {service} برای برنامه پخش کند: در همین مرحله آن را به اختیار انتشار حساب برنامه بیفزایید',
    'register.serviceAdded':
      '{service} اکنون در اختیار انتشار {app} است: پخش برای کاربرانش از این سرویس می‌گذرد.',
    'register.serviceAlready':
      '{service} از پیش در اختیار انتشار {app} بود: آنجا چیزی برای تغییر نیست.',
    'register.serviceMissing':
      '{service} در اختیار انتشار {app} نیست: این سرویس تا وقتی افزوده نشود پخش‌های آن را رد می‌کند.',
    'register.nextTitle': 'گام بعدی',
    'register.clientId': '{field} برنامه',
    'register.signInUrl': 'نشانی ورودی که کاربران را به آن بفرستید',
    'register.tokenExchange': 'مبادله با توکن‌ها، روی سرور شما',
    'register.copy': 'کپی',
    'register.copied': 'کپی شد',

    'wallet.other': 'کیف پول‌های دیگر:',
    'wallet.otherAuthorized': 'یا با کیف پول دیگری امضا کنید (یک فیلد کلید را خالی بگذارید):',
    'wallet.signIn': 'ورود با {wallet}',
    'wallet.sign': 'امضا با {wallet}',
    'wallet.grant': 'اعطا با {wallet}',
    'wallet.grantYours': 'اعطا با کیف پول خودتان',
    'wallet.grantHelp': 'از کیف پول شما خواسته می‌شود این تغییر را با کلید فعال شما امضا کند.',
    'wallet.opening': 'در حال باز کردن {wallet}…',
    'wallet.cancel': 'لغو',
    'wallet.emptyFields': 'فیلدهای کلید خالی اکنون با {wallet} امضا می‌کنند.',
    'wallet.broadcasting': 'در حال ارسال…',
    'wallet.noAccount':
      '{wallet} هیچ کلیدی از یک حساب Hive ندارد. نام کاربری خود را بنویسید، یا حساب خود را به آن اضافه کنید.',
    'wallet.severalAccounts':
      '{wallet} کلیدهای {accounts} را دارد: حسابی را که باید استفاده شود بنویسید.',
    'peakvault.notInstalled': 'PeakVault در این مرورگر نصب نیست (یا خاموش است).',
    'peakvault.confirm': 'در PeakVault تأیید کنید (به‌عنوان {user})…',
    'peakvault.declined': 'در PeakVault رد کردید.',
    'peakvault.failed': 'PeakVault امضا نکرد: {said}',
    'peakvault.wrongAccount':
      'PeakVault با کلیدی امضا کرد که کلید انتشار، فعال یا مالک {user} نیست. در PeakVault {user} را انتخاب کنید، یا کلید آن را آنجا اضافه کنید.',
    'metamask.notInstalled':
      'MetaMask اینجا در دسترس نیست، یا نمی‌تواند snap اجرا کند. MetaMask را نصب کنید، یا روش دیگری برای امضا انتخاب کنید.',
    'metamask.connect': 'به snap کیف پول Hive در MetaMask اجازه دهید…',
    'metamask.confirm': 'در MetaMask تأیید کنید (به‌عنوان {user})…',
    'metamask.declined': 'در MetaMask رد کردید.',
    'metamask.failed': 'MetaMask امضا نکرد: {said}',
    'metamask.wrongAccount':
      '{role, select, posting {snap کیف پول Hive در MetaMask کلید انتشار {user} را ندارد.} active {snap کیف پول Hive در MetaMask کلید فعال {user} را ندارد.} other {snap کیف پول Hive در MetaMask کلید مالک {user} را ندارد.}} با کیف پول دیگری امضا کنید، یا به‌عنوان حسابی که snap دارد.',
    'metamask.noMessages':
      'snap کیف پول Hive فقط تراکنش‌ها را امضا می‌کند، نه این پیام را: کیف پول دیگری انتخاب کنید یا کلیدتان را وارد کنید.',
    'ledger.noWebUsb':
      'این مرورگر نمی‌تواند به Ledger دسترسی پیدا کند (WebUSB ندارد). Chrome، Edge یا Brave را امتحان کنید.',
    'ledger.connect':
      'Ledger خود را با USB وصل کنید، قفل آن را باز کنید، برنامهٔ Hive را باز کنید و دستگاه را انتخاب کنید…',
    'ledger.noDevice':
      'هیچ Ledgerی انتخاب نشد. آن را با USB وصل کنید، قفلش را باز کنید، برنامهٔ Hive را باز کنید و آن را از فهرستی که مرورگر نشان می‌دهد انتخاب کنید.',
    'ledger.appNotOpen': 'برنامهٔ Hive را روی Ledger خود باز کنید، سپس دوباره تلاش کنید.',
    'ledger.locked': 'قفل Ledger خود را باز کنید، برنامهٔ Hive را باز کنید، سپس دوباره تلاش کنید.',
    'ledger.hashSigningOff':
      'امضای هش را در تنظیمات برنامهٔ Hive روی Ledger خود روشن کنید (ورود به‌صورت هش امضا می‌شود)، سپس دوباره تلاش کنید.',
    'ledger.reading': 'در حال خواندن کلیدهای روی Ledger شما…',
    'ledger.confirmSignIn': 'ورود را روی Ledger خود بررسی و همان‌جا تأیید کنید (به‌عنوان {user})…',
    'ledger.confirmTransaction':
      'تراکنش را روی Ledger خود بررسی و همان‌جا تأیید کنید (به‌عنوان {user})…',
    'ledger.declined': 'روی Ledger خود رد کردید.',
    'ledger.cancelled': 'تلاش با Ledger را لغو کردید. چیزی امضا نشد.',
    'ledger.failed': 'Ledger شما امضا نکرد: {said}',
    'ledger.wrongAccount':
      '{role, select, posting {این Ledger هیچ کلید انتشار، فعال یا مالک {user} را ندارد} active {این Ledger هیچ کلید فعال یا مالک {user} را ندارد} other {این Ledger کلید مالک {user} را ندارد}} (حساب‌های Hive از ۱ تا {accounts, number} بررسی شد). Ledgerی را که آن را دارد وصل کنید، یا به‌عنوان حسابی که دارد امضا کنید.',

    'sign.pageTitle': 'امضای یک تراکنش',
    'sign.titleMany': '{count, plural, one {امضای # عملیات} other {امضای # عملیات}}',
    'sign.key': '{role, select, posting {کلید انتشار} active {کلید فعال} other {کلید مالک}}',
    'sign.asks':
      '{count, plural, one {یک پیوند از شما می‌خواهد این عملیات را با {key} خود امضا کنید و در Hive پخش کنید.} other {یک پیوند از شما می‌خواهد این عملیات‌ها را با {key} خود امضا کنید و در Hive پخش کنید.}}',
    'sign.asksSignOnly':
      '{count, plural, one {یک پیوند از شما می‌خواهد این عملیات را با {key} خود امضا کنید (فقط امضا: امضا به سایت برمی‌گردد، که ممکن است آن را پخش کند).} other {یک پیوند از شما می‌خواهد این عملیات‌ها را با {key} خود امضا کنید (فقط امضا: امضا به سایت برمی‌گردد، که ممکن است آن را پخش کند).}}',
    'sign.checkEvery': 'هر سطر را بررسی کنید: پس از پخش، قابل بازگشت نیست.',
    'sign.warning': 'هشدار:',
    'sign.exactData': 'دادهٔ دقیق عملیات',
    'sign.signAs': 'امضا به‌عنوان',
    'sign.signerFixed': 'پیوند می‌خواهد {user} امضا کند.',
    'sign.keychain': 'امضا با Hive Keychain',
    'sign.keyLabel':
      '{role, select, posting {کلید خصوصی انتشار یا گذرواژهٔ اصلی} active {کلید خصوصی فعال یا گذرواژهٔ اصلی} other {کلید خصوصی مالک یا گذرواژهٔ اصلی}}',
    'sign.submit': 'امضا و پخش',
    'sign.submitSignOnly': 'امضا',
    'sign.cancel': 'لغو',
    'sign.done': 'انجام شد',
    'sign.txId': 'شناسهٔ تراکنش: {id}',
    'sign.doneReturn': 'سایت خواسته است شما را دوباره در {destination} ببیند.',
    'sign.continueTo': 'ادامه به {host}',
    'sign.goBack': 'بازگشت به جایی که از آن آمدید',
    'sign.fromApp': 'از {app}',
    'sign.callbackValue':
      '{name, select, sig {[امضا]} id {[شناسهٔ تراکنش]} block {[شمارهٔ بلوک]} other {[جایگاه در بلوک]}}',
    'sign.afterShowsId': 'پس از آن این صفحه شناسهٔ تراکنش را نشان می‌دهد.',
    'sign.afterReturn':
      'پس از آن به {app} ({user}) در {url} بازمی‌گردید، نشانی‌ای که آن را ثبت کرده است.',
    'sign.afterLink':
      'پس از آن این صفحه شناسهٔ تراکنش و پیوندی به {url} را نشان می‌دهد؛ پیوند برنامه‌ای را که آن را ثبت کرده نام نمی‌برد، پس خودتان انتخاب می‌کنید که آن را دنبال کنید یا نه.',

    'refusal.authority':
      '{user} نمی‌تواند این را با آن کلید امضا کند: {role, select, posting {اختیار انتشار} active {اختیار فعال} other {اختیار مالک}} {user} لازم است.',
    'refusal.authorityFor':
      '{signer} نمی‌تواند این را به‌عنوان {actor} امضا کند: این از طرف {actor} عمل می‌کند و فقط {role, select, posting {اختیار انتشار} active {اختیار فعال} other {اختیار مالک}} {actor} (یا حسابی که فهرست کرده) می‌تواند آن را امضا کند.',
    'refusal.noPost': 'پست {post} وجود ندارد (یا دیگر وجود ندارد).',
    'refusal.noPostNamed': 'پست نام‌برده وجود ندارد.',
    'refusal.funds': '{user} موجودی کافی برای این کار ندارد.',
    'refusal.rc':
      '{user} اکنون اعتبار منابع (RC) کافی ندارد: صبر کنید تا شارژ شود، یا HIVE را power up کنید.',
    'refusal.other': 'شبکهٔ Hive این تراکنش را رد کرد؛ کاری انجام نشد.',

    'sign.signing': 'در حال امضا…',
    'sign.cancelledReturning': 'لغو شد. در حال بازگشت به برنامه…',
    'sign.nothingDone': 'هیچ چیزی امضا یا ارسال نشد و چیزی به سایت گفته نشد.',
    'sign.cancelled': 'لغو شد',
    'sign.mustSigner': 'این پیوند باید توسط {user} امضا شود.',
    'sign.doneReturning': 'انجام شد. در حال بازگشت به برنامه…',
    'sign.signedOnly': 'امضا شد، پخش نشد',
    'sign.doneSignedOnly': 'انجام شد: امضا شد، پخش نشد',
    'sign.signedBroadcast': 'امضا و پخش شد',
    'sign.doneBroadcast': 'انجام شد: امضا و پخش شد',
    'sign.inBlock': 'در بلوک {block} قرار گرفت.',
    'sign.signature': 'امضا: {sig}',
    'op.you': 'شما (حسابی که امضا می‌کند)',
    'op.noMemo': '(بدون یادداشت)',
    'op.none': '(هیچ)',
    'op.percent': '{percent} درصد',
    'op.memoUnencrypted':
      'یادداشت با «#» شروع می‌شود که یعنی درخواست رمزگذاری، اما این صفحه یادداشت‌ها را رمزگذاری نمی‌کند: همان‌طور که نوشته شده منتشر می‌شود.',
    'op.row.voter': 'رأی‌دهنده',
    'op.row.post': 'پست',
    'op.row.weight': 'وزن',
    'op.row.account': 'حساب',
    'op.row.amount': 'مبلغ',
    'op.row.from': 'از',
    'op.row.to': 'به',
    'op.row.memo': 'یادداشت',
    'op.row.shares': 'سهم‌ها',
    'op.row.witness': 'شاهد',
    'op.row.proxy': 'نماینده',
    'op.title.vote': 'رأی {percent} درصدی به {post}',
    'op.title.claim': 'دریافت پاداش‌ها',
    'op.title.transfer': 'ارسال {amount} به {to}',
    'op.title.recurrent':
      'ارسال {amount} به {to} هر {hours, plural, one {# ساعت} other {# ساعت}}، {times, plural, one {# بار} other {# بار}}',
    'op.title.powerUp': 'پاور آپ (power up) {amount}',
    'op.title.powerDown': 'پاور داون (power down) {amount}',
    'op.title.delegate': 'واگذاری {amount} به {to}',
    'op.title.toSavings': 'انتقال {amount} به پس‌انداز',
    'op.title.fromSavings': 'برداشت {amount} از پس‌انداز (پس از ۳ روز می‌رسد)',
    'op.title.witnessVote': 'رأی به شاهد {witness}',
    'op.title.witnessUnvote': 'پس گرفتن رأی شما به شاهد {witness}',
    'op.title.proxy': 'اجازه به {proxy} برای رأی دادن به شاهدها به جای شما',
    'op.title.proxyClear': 'حذف نماینده‌ی رأی‌دهی شما به شاهدها',
    'op.title.other': 'عملیات {name}',
    'op.danger.owner':
      'این کار اختیار مالک شما را با {holders} جایگزین می‌کند؛ هر کس آن را داشته باشد مالک حساب شماست: می‌تواند همه‌ی کلیدها را عوض کند و شما را بیرون کند.',
    'op.danger.active':
      'این کار اختیار فعال شما را با {holders} جایگزین می‌کند؛ هر کس آن را داشته باشد می‌تواند دارایی‌تان را جابه‌جا کند و کلیدهای دیگرتان را عوض کند.',
    'op.danger.posting':
      'این کار اختیار انتشار شما را با {holders} جایگزین می‌کند؛ هر کس آن را داشته باشد می‌تواند به نام شما منتشر کند، رأی دهد و دنبال کند.',
    'op.danger.noKey': 'هیچ کلیدی',
    'op.danger.memoKey':
      'کلید یادداشت شما {key} می‌شود: هر کس آن را داشته باشد می‌تواند یادداشت‌های رمزگذاری‌شده‌ی شما را بخواند.',
    'op.danger.yourAccount': 'حساب شما',
    'op.danger.recoveryAccount':
      'این کار پس از ۳۰ روز {recovery} را حساب بازیابی {account} می‌کند: از آن پس اگر کلید مالک شما دزدیده شود، فقط {recovery} می‌تواند به شما کمک کند حساب را پس بگیرید.',
    'op.danger.requestRecovery':
      'این کار اجازه می‌دهد {account} با یک اختیار مالک تازه ({holders}) تصاحب شود؛ هر کس آن را داشته باشد مالک حساب است.',
    'op.danger.recover':
      'این کار اختیار مالک {account} را با {holders} جایگزین می‌کند؛ هر کس آن را داشته باشد مالک حساب است.',
    'op.danger.withdrawRoute':
      'از این پس {percent} درصد از آنچه {account} با پاور داون برداشت می‌کند به {to} می‌رسد.',
    'op.danger.declineVoting':
      'این کار برای همیشه از رأی‌های حاکمیتی شما (شاهدها و پیشنهادها) صرف‌نظر می‌کند: قابل بازگشت نیست.',
    'op.danger.unknown':
      'این عملیات ممکن است تغییر دهد چه کسی حساب شما را کنترل می‌کند. فقط اگر دقیقاً همین را خواسته‌اید ادامه دهید.',
    'consent.vaultRemember': 'این کلید را روی این دستگاه به خاطر بسپار',
    'consent.vaultTitle': 'این کلید روی این دستگاه به خاطر سپرده شود؟',
    'consent.vaultAbout':
      'دفعهٔ بعد به‌جای تایپ کردن، با یک لمس وارد شوید. کلید در همین مرورگر رمزگذاری می‌شود و هرگز به جایی فرستاده نمی‌شود؛ فقط کلید عبور یا پین شما آن را باز می‌کند.',
    'consent.vaultActive':
      'این کلید فعال شماست: هر کس آن را باز کند می‌تواند دارایی شما را جابه‌جا کند و حسابتان را تغییر دهد. فقط اگر چنین عملیاتی را روی این دستگاه امضا می‌کنید آن را اینجا نگه دارید.',
    'consent.vaultActiveTick': 'کلید فعالم را روی این دستگاه نگه دار',
    'consent.vaultPasskey': 'به خاطر سپردن با کلید عبور',
    'consent.vaultPinLabel': 'یا آن را با یک پین یا گذرواژه قفل کنید (دست‌کم ۶ نویسه)',
    'consent.vaultPin': 'به خاطر سپردن با این پین',
    'consent.vaultSkip': 'حالا نه',
    'consent.vaultUnlock': 'باز کردن و ورود',
    'consent.noWallet':
      'هیچ کیف پول Hive در این مرورگر نصب نیست. می‌توانید اینجا با کلید عبور یا کلیدی که تایپ می‌کنید وارد شوید، یا یکی نصب کنید:',
    'consent.noWalletKeychain': 'Hive Keychain (برای مرورگرهای رایانه، و یک برنامه برای تلفن)',
    'consent.noWalletHiveAuth': 'HiveAuth (کیف پول‌های تلفن که به‌جای شما امضا می‌کنند)',
    'vault.signInPasskey': 'ورود به‌عنوان {user} با کلید عبور',
    'vault.signInPin': 'ورود به‌عنوان {user} با پین',
    'vault.signKept': 'با کلید نگه‌داشته‌شده در این دستگاه امضا کنید',
    'vault.forgetKey': 'فراموش کردن این کلید',
    'vault.keyLock':
      '{role, select, active {کلید فعال} other {کلید انتشار}} روی این دستگاه نگه داشته شده و با {lock, select, passkey {کلید عبور شما} other {پین شما}} قفل است.',
    'vault.forgetRoleLabel':
      'فراموش کردن {role, select, active {کلید فعال} other {کلید انتشار}} نگه‌داشته برای {user} روی این دستگاه',
    'vault.forgetAll': 'فراموش کردن همه‌چیز روی این دستگاه',
    'vault.keyForgotten': 'کلید نگه‌داشته برای {user} از این دستگاه پاک شد.',
    'vault.allForgotten': 'همهٔ حساب‌ها و کلیدهای نگه‌داشته روی این دستگاه پاک شدند.',
    'vault.pinFor': 'پین یا گذرواژه برای {user}',
    'vault.pinForRole':
      'پین یا گذرواژهٔ {role, select, active {کلید فعال} other {کلید انتشار}} نگه‌داشته برای {user}',
    'vault.confirmPasskey': 'با کلید عبور تأیید کنید…',
    'vault.keeping': 'در حال رمزگذاری کلید…',
    'vault.passkeyRefused':
      'کلید عبور شما کلید را باز نکرد، پس هیچ چیز رمزگشایی نشد. دوباره تلاش کنید یا کلیدتان را تایپ کنید.',
    'vault.wrongPin': 'پین نادرست. تلاش‌های باقی‌مانده پیش از پاک شدن کلید از این دستگاه: {n}.',
    'vault.erased':
      'کلید نگه‌داشته برای {user} از این دستگاه پاک شد (پین نادرست بیش از حد، یا فراموش شد). برای ورود کلیدتان را تایپ کنید.',
    'vault.rotated':
      'کلید نگه‌داشته روی این دستگاه برای {user} دیگر کلید این حساب نیست (تغییر کرده است)، پس نمی‌تواند امضا کند. «فراموش کردن این کلید» را بزنید و سپس کلید تازه را تایپ کنید.',
    'vault.pinShort': 'پین یا گذرواژه‌ای با دست‌کم ۶ نویسه انتخاب کنید.',
    'vault.activeNotTicked':
      'برای نگه داشتن کلید فعال، کادر را علامت بزنید، یا «حالا نه» را انتخاب کنید.',
    'vault.noPrf':
      'این کلید عبور نمی‌تواند در این مرورگر کلیدی را قفل کند. به‌جای آن یک پین انتخاب کنید.',
    'vault.kept': 'کلید {user} روی این دستگاه نگه داشته شد و با کلید عبور شما قفل است.',
    'vault.keptPin': 'کلید {user} روی این دستگاه نگه داشته شد و با پین شما قفل است.',
    'vault.activeHint':
      'شما با کلید فعالتان وارد شدید. کلید ارسال برای ورود کافی و امن‌تر است: دفعهٔ بعد از آن استفاده کنید.',
  },
  security: {
    'authorized.intro': {
      source: '7bc4d0214a768be6',
      back: 'Apps and accounts you have allowed to act in your place on Hive. Removing any of them applies immediately on the blockchain and for all services; tokens still with the app no longer work for any task that needed your authority.',
    },
    'authorized.keysNeverSent': {
      source: 'cb84bcc63d4f7c27',
      back: 'Used only inside this very page for signing; never sent anywhere. They stay filled in while this page is open.',
    },
    'authorized.role': {
      source: 'bf3b6b39d8ded7e4',
      back: 'Publishing authority: can publish, vote, follow and update your profile in your name / Active authority: can also move your assets and change your authorities / Owner authority: has full control of your account',
    },
    'authorized.loses': {
      source: '4c609f6001ef25f7',
      back: '{app} can no longer, on any site or service, publish, vote, follow or update your profile in your name / move your assets or change your authorities / control your account. The tokens it has no longer work for this. Later you can allow it again by signing in to it.',
    },
    'appLimits.endLoses': {
      source: '420267513d4dfc8c',
      back: 'Every sign-in of yours to {app} here ends immediately: its tokens no longer work and it can no longer act in your place through this service. {app} keeps your publishing authority on the blockchain until you remove it above.',
    },
    'signIns.endLoses': {
      source: 'd85201d70c8a1522',
      back: '{app} is signed out immediately: its tokens no longer work and it can no longer act in your place through this service. Until you remove it above, it keeps your publishing authority on the blockchain. / … its tokens no longer work and it is informed.',
    },
    'signIns.unlisted': {
      source: '6228bcd8343570c4',
      back: '{apps} has (have) your publishing authority but no sign-in here: it (they) can post in your place on Hive and nothing on this page limits it (them). If you do not use it (them), remove it (them) above.',
    },
    'register.intro': {
      source: '252f1694ba6b060a',
      back: "An app is a Hive account whose profile in {field} says where its users' sign-ins go. Only the account's active key can change {field}: accounts that have its publishing authority (this service, apps it signed in to) cannot. Registration writes the profile there with one {op} transaction signed on this very page.",
    },
    'register.secretHashHelp': {
      source: '1e4682681468c9ce',
      back: 'The profile publishes only this hash and anyone can read it: the secret must have at least {minBits} random bits, otherwise it can be guessed offline. Make one here ({bits} bits) or with {command}.',
    },
    'register.newSecretHelp': {
      source: 'f726e7ed41cb8e30',
      back: "Copy it to your app's server right now: it is shown only once and neither this page nor the blockchain keeps it.",
    },
    'consent.keyNeverSent': {
      source: '11f58d2b20621d9b',
      back: 'It is used only inside this same page for signing; it is never sent anywhere.',
    },
    'consent.published': {
      source: '5c10f5d5b2b9c3fe',
      back: '{app} itself has published the name, description, image and website; hivegate has not checked them.',
    },
    'consent.grantNotYet': {
      source: '01d705fdf020c399',
      back: "Your account does not yet allow {app} to act instead of you. Granting adds {app} to your account's posting authority on the Hive blockchain (a {op} transaction).",
    },
    'consent.grantCannot': {
      source: 'd81c0ce89115b640',
      back: 'It cannot transfer funds or change keys.',
    },
    'consent.grantActive': {
      source: '4f7e888f01dd0890',
      back: 'This change needs your active key. It remains until you delete it on this page:',
    },
    'grant.loginOnly': {
      source: '45c8e6eeddf12361',
      back: 'Knowing your Hive username for signing in; it cannot act instead of you on Hive.',
    },
    'grant.neverFunds': {
      source: '04c3f0957208280b',
      back: 'It can never move your funds or change your keys.',
    },
    'reach.enforced': {
      source: '23984a046ac1a7ae',
      back: 'These limits are enforced: only this service can use the posting authority you give {app}, and it measures every action against them.',
    },
    'reach.notEnforced': {
      source: 'd2e1c4ea0a470550',
      back: "These limits apply only to what {app} does through this service. {app}'s posting authority also has its own keys or accounts, so as long as you keep it in your posting authority, {app} can sign instead of you directly on the Hive blockchain, outside any limit.",
    },
    'reach.onChain': {
      source: 'e71593026db82c4d',
      back: 'On the Hive blockchain, your posting authority lets whoever has it publish, vote, follow, repost and update your profile in your name, with no limit of its own.',
    },
    'reach.direct': {
      source: '83fae24b2a14d262',
      back: '{app} has keys or accounts that can use it directly, outside the limits you chose.',
    },
    'device.check': {
      source: 'b83849fb4ebce799',
      back: 'Make sure your device shows this same code. If you did not start this sign-in on your own device, reject it: perhaps someone is trying to enter your account.',
    },
    'home.keys': {
      source: 'b95ae05dbbe19cf4',
      back: "Your keys stay in your browser: this service never sees them. Whenever you want you can take back an app's access.",
    },
    'hiveauth.approveOnPhone': {
      source: 'e8ebf991dbc6a245',
      back: 'Confirm on your phone with a HiveAuth wallet; no key is typed here.',
    },
    'op.memoUnencrypted': {
      source: '53086fa05cc731c1',
      back: 'The memo starts with "#", which means a request for encryption, but this page does not encrypt memos: it is published the way it was written.',
    },
    'op.danger.owner': {
      source: '38d31772fe52a35f',
      back: 'This replaces your owner authority with {holders}; whoever has it is the owner of your account: they can change all the keys and throw you out.',
    },
    'op.danger.active': {
      source: '55b80f219c3ead5a',
      back: 'This replaces your active authority with {holders}; whoever has it can move your assets and change your other keys.',
    },
    'op.danger.posting': {
      source: '24e237bc36820a1e',
      back: 'This replaces your posting authority with {holders}; whoever has it can publish, vote and follow in your name.',
    },
    'op.danger.noKey': { source: 'ec9afd6a0470e867', back: 'no key' },
    'op.danger.memoKey': {
      source: 'e44d5be0f648bd73',
      back: 'Your memo key becomes {key}: whoever has it can read your encrypted memos.',
    },
    'op.danger.yourAccount': { source: '17a7e5cfee17027e', back: 'your account' },
    'op.danger.recoveryAccount': {
      source: '2b9ce7374d4e68fa',
      back: 'After 30 days this makes {recovery} the recovery account of {account}: from then on, if your owner key is stolen, only {recovery} can help you take the account back.',
    },
    'op.danger.requestRecovery': {
      source: 'c1c4ec5056320409',
      back: 'This allows {account} to be taken over with a new owner authority ({holders}); whoever has it is the owner of the account.',
    },
    'op.danger.recover': {
      source: 'f3bd51edee3dbe53',
      back: 'This replaces the owner authority of {account} with {holders}; whoever has it is the owner of the account.',
    },
    'op.danger.withdrawRoute': {
      source: '734ccebc10c83704',
      back: 'From now on {percent} percent of what {account} withdraws by power down reaches {to}.',
    },
    'op.danger.declineVoting': {
      source: '053d6dfe398eb80f',
      back: 'This gives up your governance votes (witnesses and proposals) forever: it cannot be reversed.',
    },
    'op.danger.unknown': {
      source: 'a5eb8c5892b24e28',
      back: 'This operation may change who controls your account. Continue only if you asked for exactly this.',
    },
    'consent.vaultAbout': {
      source: '9fd8eed08dc515b1',
      back: 'Next time, instead of typing, sign in with one touch. The key is encrypted in this same browser and is never sent anywhere; only your passkey or your PIN opens it.',
    },
    'consent.vaultActive': {
      source: '206c57c1a2df6049',
      back: 'This is your active key: anyone who opens it can move your assets and change your account. Only keep it here if you sign such operations on this device.',
    },
  },
};
