import type { Catalogue } from '../catalogue';

/** বাংলা («আপনি»). */
export const bn: Catalogue = {
  review: "drafted (issue 40), needs a native speaker's review",
  messages: {
    'layout.skip': 'মূল বিষয়বস্তুতে যান',
    'layout.navLabel': 'প্রধান',
    'layout.nav.home': 'হোম',
    'layout.nav.apps': 'অ্যাপ',
    'layout.nav.authorizedApps': 'অনুমতিপ্রাপ্ত অ্যাপ',
    'layout.language': 'ভাষা',
    'layout.noScript': 'এই পৃষ্ঠার JavaScript দরকার, কিন্তু এই ব্রাউজার এখানে তা চালাচ্ছে না।',
    'layout.withoutScript':
      'পৃষ্ঠাটি আবার লোড করুন। তাতে কাজ না হলে এই ব্রাউজার হয়তো স্ক্রিপ্ট আটকে রাখছে: এই সাইটের জন্য JavaScript চালু করুন, অথবা অন্য কোনো ডিভাইসে, যেমন আপনার ফোনে, পৃষ্ঠাটি খুলুন।',
    'layout.loading': 'পৃষ্ঠাটি তৈরি হচ্ছে… বোতামগুলো এক মুহূর্তে কাজ করবে।',
    'layout.loadingLate': 'এখনো তৈরি নয়: এই পৃষ্ঠার স্ক্রিপ্ট চালু হয়নি।',

    'error.title.invalid_request': 'এই অনুরোধটি বৈধ নয়',
    'error.title.unauthorized_client': 'এই অ্যাপটি নিবন্ধিত নয়',
    'error.title.not_found': 'পাওয়া যায়নি',
    'error.title.pageNotFound': 'পৃষ্ঠা পাওয়া যায়নি',
    'error.title.unavailable': 'Hive নেটওয়ার্কে পৌঁছানো যাচ্ছে না',
    'error.title.signLink': 'এই স্বাক্ষর লিংকে স্বাক্ষর করা যায় না',
    'error.title.other': 'কিছু একটা ভুল হয়েছে',
    'error.about.invalid_request': 'অনুরোধে কিছু অনুপস্থিত বা ভুল আছে।',
    'error.about.unauthorized_client':
      'যে অ্যাপ আপনাকে এখানে পাঠিয়েছে সেটি এই ঠিকানার জন্য নিবন্ধিত নয়, তাই এখান থেকে তাতে সাইন ইন করা যাবে না।',
    'error.about.not_found': 'এই ঠিকানায় কিছু নেই।',
    'error.about.unavailable':
      'এই সেবা এখন Hive নেটওয়ার্কে পৌঁছাতে পারছে না। এক মিনিট পরে আবার চেষ্টা করুন।',
    'error.about.other': 'সেবাটি এই অনুরোধের উত্তর দিতে পারেনি।',
    'error.details': 'বিস্তারিত (ইংরেজিতে)',
    'error.code': 'ত্রুটি কোড: {code}',
    'error.home': 'হোম পৃষ্ঠায় যান',
    'error.fromApp':
      'কোনো অ্যাপ আপনাকে এখানে পাঠিয়ে থাকলে সেখানে ফিরে আবার চেষ্টা করুন, অথবা এর ডেভেলপারদের জানান।',

    'home.title': 'Hive দিয়ে সাইন ইন করুন',
    'home.intro':
      'hivegate অ্যাপগুলোকে আপনার Hive অ্যাকাউন্ট দিয়ে আপনাকে সাইন ইন করাতে দেয়, আর আপনি অনুমতি দিলে আপনার হয়ে প্রকাশ, ভোট ও অনুসরণ করতে দেয়।',
    'home.keys':
      'আপনার কী আপনার ব্রাউজারেই থাকে: এই সেবা কখনো সেগুলো দেখে না। যেকোনো সময় কোনো অ্যাপের প্রবেশাধিকার ফিরিয়ে নিতে পারেন।',
    'home.people': 'Hive ব্যবহারকারীদের জন্য',
    'home.authorizedLink': 'যেসব অ্যাপকে অনুমতি দিয়েছেন সেগুলো দেখুন ও সরান',
    'home.authorizedAbout': 'তালিকা দেখতে আপনার ব্যবহারকারী নাম লিখুন।',
    'home.appsLink': 'অ্যাপ তালিকা দেখুন',
    'home.appsAbout': 'এই সেবা ব্যবহারকারী অ্যাপগুলো, দৈনিক ব্যবহারকারীর ক্রমে।',
    'home.startFromApp':
      'কোনো অ্যাপে সাইন ইন করতে সেই অ্যাপ থেকেই শুরু করুন: সেটি তার নাম ও চাওয়া নিয়ে আপনাকে এখানে পাঠায়।',
    'home.developers': 'ডেভেলপারদের জন্য',
    'home.sdk':
      '{client} ব্যবহার করুন: এটি {sdk} SDK-র মেথডের নাম রাখে, আর এর সব লিঙ্ক ও কল এই পরিষেবায় যায়। {apiURL}-কে {origin}-এ সেট করলে {sdk} SDK-র API কলও কাজ করে, কিন্তু এর লগইন ও সাইন লিঙ্ক hivesigner.com-এ যায়।',
    'home.endpoint.authorize': 'সাইন-ইন ও সম্মতির পৃষ্ঠা (SDK-এর {call})',
    'home.endpoint.token': 'নতুন টোকেনের বদলে একটি কোড বা রিফ্রেশ টোকেন এবং আপনার {secret}',
    'home.endpoint.revoke': 'ব্যবহারকারীকে সাইন আউট করে: টোকেন ও তার পুরো অনুমতি কাজ করা বন্ধ করে',
    'home.endpoint.me': 'টোকেনের অ্যাকাউন্ট',
    'home.endpoint.broadcast': 'সেবার স্বাক্ষর করা পোস্টিং অপারেশন, একটি লেনদেনে',
    'home.endpoint.apps': 'JSON আকারে অ্যাপ তালিকা',
    'home.endpoint.sign': 'যেসব অপারেশনে ব্যবহারকারীর অ্যাক্টিভ কী লাগে (ট্রান্সফার) সেগুলোর স্বাক্ষর লিংক',
    'home.jwks': 'টোকেনগুলো Ed25519 দিয়ে স্বাক্ষরিত JWT; পাবলিক কী আছে {url}-এ।',
    'home.discovery': 'OpenID Connect ডিসকভারি: {url}।',
    'home.appProfile':
      'অ্যাপ হলো এমন একটি Hive অ্যাকাউন্ট যার {metadata} প্রোফাইলে {type}, তার {uris} এবং তার গোপন কী-এর SHA-256 আছে।',
    'home.register': 'একটি অ্যাপ নিবন্ধন করুন',
    'home.registerWith': '(তার অ্যাক্টিভ কী দিয়ে)।',

    'apps.building': 'তালিকাটি তৈরি হচ্ছে। এক মিনিট পরে আবার চেষ্টা করুন।',
    'apps.intro':
      'এই সেবার মাধ্যমে পোস্ট করা অ্যাপগুলো, {days, plural, one {গত # দিনের} other {গত # দিনের}} দৈনিক ব্যবহারকারীর ক্রমে।',
    'apps.updated': 'হালনাগাদ: {date}।',
    'apps.unverified': 'নাম ও বিবরণ প্রতিটি অ্যাপের অ্যাকাউন্ট নিজেই প্রকাশ করে; এগুলো যাচাই করা নয়।',
    'apps.own': 'আপনার অ্যাপ আছে? তার অ্যাক্টিভ কী দিয়ে {link}।',
    'apps.featured': 'নির্বাচিত',
    'apps.ranking': 'র‍্যাংকিং',
    'apps.none': 'এই সময়ে কোনো অ্যাপ ব্যবহৃত হয়নি।',
    'apps.allFeatured': 'এই সময়ে ব্যবহৃত প্রতিটি অ্যাপ ওপরে নির্বাচিত তালিকায় আছে।',
    'apps.new': 'নতুন',
    'apps.weaker': 'দুর্বল নিবন্ধন',
    'apps.notRegistered': 'নিবন্ধিত নয়',
    'apps.postingNote':
      'এর সাইন-ইন সেটিং {field}-এ আছে: যার কাছে এর পোস্টিং কর্তৃত্ব আছে, সে-ই এর ব্যবহারকারীদের সাইন-ইন কোথায় যাবে তা বদলাতে পারে। মালিক অ্যাক্টিভ কী দিয়ে এটি নিবন্ধন করতে পারেন: {link}।',
    'apps.noProfile':
      'এর {field}-এ কোনো অ্যাপ প্রোফাইল নেই: মালিক নিবন্ধন না করা পর্যন্ত এখানে কেউ এতে সাইন ইন করতে পারবে না: {link}।',
    'apps.users': '{count, plural, one {# জন ব্যবহারকারী} other {# জন ব্যবহারকারী}}',
    'apps.requests': '{count, plural, one {#টি অনুরোধ} other {#টি অনুরোধ}}',
    'apps.limitsEnforced':
      'এর ব্যবহারকারীরা এখানে যে সীমা দেন তা কার্যকর হয়: তাদের দেওয়া পোস্টিং কর্তৃত্ব শুধু এই সেবাই ব্যবহার করতে পারে।',
    'apps.limitsNotEnforced':
      'এখানে দেওয়া যেকোনো সীমার বাইরে এটি সরাসরি Hive ব্লকচেইনে ব্যবহারকারীদের হয়ে স্বাক্ষর করতে পারে: এর পোস্টিং কর্তৃত্বে নিজস্ব কী বা অ্যাকাউন্ট আছে।',

    'device.title': 'একটি ডিভাইসে সাইন ইন করুন',
    'device.codeLabel': 'আপনার ডিভাইস যে কোড দেখাচ্ছে',
    'device.continue': 'চালিয়ে যান',
    'device.next': 'এরপর কিছু স্বাক্ষর করার আগে দেখবেন কোন অ্যাপ কী চাইছে।',
    'device.codeError':
      'এই কোডটি ভুল, মেয়াদোত্তীর্ণ বা আগেই ব্যবহৃত। আপনার ডিভাইসে দেখানো কোডটি মিলিয়ে দেখুন।',
    'device.deniedTitle': 'ডিভাইস প্রত্যাখ্যাত',
    'device.denied':
      'পরের চেষ্টায় ডিভাইসটি প্রত্যাখ্যাত হবে; এটি আপনার অ্যাকাউন্টে কোনো প্রবেশাধিকার পাবে না। পৃষ্ঠাটি বন্ধ করতে পারেন।',
    'device.code': 'কোড {code}',
    'device.check':
      'দেখে নিন আপনার ডিভাইস ঠিক এই কোডটিই দেখাচ্ছে। এই সাইন-ইন আপনি নিজের ডিভাইসে শুরু না করে থাকলে এটি প্রত্যাখ্যান করুন: কেউ হয়তো আপনার অ্যাকাউন্টে ঢোকার চেষ্টা করছে।',
    'device.deny': 'এই ডিভাইস প্রত্যাখ্যান করুন',

    'signOut.doneTitle': 'সাইন আউট হয়েছে',
    'signOut.done':
      '{user} {app} থেকে সাইন আউট হয়েছেন: সেই সাইন-ইনের অ্যাক্সেস ও রিফ্রেশ টোকেন আর কাজ করে না।',
    'signOut.authority':
      'চেইনে আপনি অ্যাপটিকে যে পোস্টিং কর্তৃত্ব দিয়েছিলেন, থাকলে সেটি তার কাছেই থাকে। সেটিও সরাতে এই পৃষ্ঠায় সরান:',
    'signOut.askTitle': 'সাইন আউট করবেন?',
    'signOut.askHeading': '{app} থেকে সাইন আউট করবেন?',
    'signOut.ask':
      'একটি পৃষ্ঠা {user}-কে {app} থেকে সাইন আউট করতে চাইছে। আপনি এটি না চেয়ে থাকলে সাইন ইন থাকুন।',
    'signOut.confirm': '{app} থেকে সাইন আউট করুন',
    'signOut.stay': 'সাইন ইন থাকুন',

    'consent.heading': '{app}-এ সাইন ইন করুন',
    'consent.headingDevice': 'আপনার ডিভাইসে {app}-এ সাইন ইন করুন',
    'consent.account': 'আপনার Hive অ্যাকাউন্ট',
    'consent.chooseAccount': 'একটি অ্যাকাউন্ট বেছে নিন',
    'consent.rememberedAccounts': 'এই ব্রাউজারের অ্যাকাউন্টগুলো',
    'consent.username': 'Hive ব্যবহারকারী নাম',
    'consent.signWith': 'তারপর নিচে আপনার ব্যক্তিগত পোস্টিং কী বা মাস্টার পাসওয়ার্ড দিয়ে স্বাক্ষর করুন।',
    'consent.keychain': 'Hive Keychain দিয়ে সাইন ইন করুন',
    'signin.limitsStillApply': 'এই অ্যাপের জন্য আপনার দেওয়া সীমা এখনও প্রযোজ্য: {limits}',
    'signin.limitsContinue': 'চালিয়ে যান',
    'consent.or': 'অথবা',
    'consent.keyLabel': 'ব্যক্তিগত পোস্টিং কী বা মাস্টার পাসওয়ার্ড',
    'consent.keyNeverSent': 'শুধু এই পৃষ্ঠার ভেতরে স্বাক্ষরের জন্য ব্যবহৃত হয়; কখনো কোথাও পাঠানো হয় না।',
    'consent.signIn': 'সাইন ইন',
    'consent.cancel': 'বাতিল করে ফিরে যান',
    'consent.returnsTo': 'সাইন ইনের পরে আপনি {uri}-এ ফিরে যাবেন।',
    'consent.deviceGoesOn':
      'সাইন ইনের পরে আপনার ডিভাইস নিজে থেকেই এগোবে; এই পৃষ্ঠায় কিছু ফিরে আসবে না।',
    'consent.unverified': 'যাচাই হয়নি',
    'consent.published':
      'নাম, বিবরণ, ছবি ও ওয়েবসাইট {app} নিজেই প্রকাশ করেছে; hivegate এগুলো যাচাই করেনি।',
    'consent.mayDo': '{app} কী করতে পারবে',
    'consent.profile': 'আপনার পাবলিক Hive প্রোফাইল পড়া: প্রদর্শিত নাম, ছবি ও ওয়েবসাইট।',
    'consent.offline': 'অ্যাপ বন্ধ করার পরও সাইন ইন থাকা (রিফ্রেশ টোকেন)।',
    'consent.grantTitle': '{app}-কে পোস্টিং কর্তৃত্ব দিন',
    'consent.grantNotYet':
      'আপনার অ্যাকাউন্ট এখনো {app}-কে আপনার হয়ে কাজ করতে দেয় না। অনুমতি দিলে Hive ব্লকচেইনে আপনার অ্যাকাউন্টের পোস্টিং কর্তৃত্বে {app} যোগ হয় (একটি {op} লেনদেন)।',
    'consent.grantCannot': 'এটি তহবিল স্থানান্তর বা কী পরিবর্তন করতে পারে না।',
    'consent.grantActive':
      'এই পরিবর্তনের জন্য আপনার অ্যাক্টিভ কী লাগবে। এই পৃষ্ঠায় সরানো পর্যন্ত এটি থাকে:',
    'consent.grantKeychain': 'Hive Keychain দিয়ে অনুমতি দিন',
    'consent.grantOrKey': 'অথবা নিচে একটি কী ব্যবহার করুন।',
    'consent.activeKeyLabel': 'ব্যক্তিগত অ্যাক্টিভ কী বা মাস্টার পাসওয়ার্ড',
    'consent.grantSubmit': 'অনুমতি দিয়ে চালিয়ে যান',

    'limits.adjust': 'সীমা ঠিক করুন',
    'limits.fixed': 'আপনার সীমা (এই সাইন-ইনের জন্য স্থির)',
    'limits.legend': '{app}-এর ওপর আপনার সীমা',
    'limits.help':
      '{app} যা করতে পারে তা কমাতে পারেন, কখনো বাড়াতে পারেন না: ওপরের তালিকাও সঙ্গে বদলায়। পরে অনুমতিপ্রাপ্ত অ্যাপ পৃষ্ঠায় এর প্রবেশাধিকার শেষও করতে পারেন।',
    'limits.actions': 'অনুমোদিত কাজ',
    'limits.votes': 'ভোট',
    'limits.voteWeight': 'সবচেয়ে বড় ভোট, % হিসেবে (সর্বোচ্চ {max})',
    'limits.noDownvotes': 'কোনো ডাউনভোট নয়।',
    'limits.allowDownvotes': 'ডাউনভোটের অনুমতি দিন',
    'limits.appMessages': 'অনুমোদিত অ্যাপ বার্তা (custom_json)',
    'limits.perDayMax': 'দিনে সর্বোচ্চ কাজ (সর্বোচ্চ {max, number})',
    'limits.perDayNone': 'দিনে সর্বোচ্চ কাজ (খালি: কোনো সীমা নেই)',
    'limits.endsAsAsked':
      '{app} যেমন চেয়েছে, প্রবেশাধিকার {date} তারিখে শেষ হয়: এখানে দেওয়া যেকোনো শেষের আগে। অনুমতিপ্রাপ্ত অ্যাপ পৃষ্ঠায় যেকোনো সময় এটি শেষ করতে পারেন।',
    'limits.ends': 'প্রবেশাধিকার শেষ হয়',
    'limits.asAsked': '{date} ({app} যেমন চেয়েছে)',
    'limits.whenRemoved': 'যখন আপনি সরাবেন',
    'limits.inDays': '{days, plural, one {# দিনে} other {# দিনে}}',
    'limits.leaveOne': 'অন্তত একটি কাজ অনুমোদিত রাখুন, অথবা সাইন-ইন বাতিল করুন।',
    'limits.weightRange': '0.01 থেকে {max} %-এর মধ্যে ভোটের ওজন লিখুন।',
    'limits.perDayWhole': 'কাজের একটি পূর্ণসংখ্যা লিখুন, অন্তত 1, অথবা খালি রাখুন।',
    'limits.perDayRange': '1 থেকে {max, number}-এর মধ্যে কাজের একটি পূর্ণসংখ্যা লিখুন।',

    'grant.loginOnly':
      'সাইন ইন করাতে আপনার Hive ব্যবহারকারী নাম জানা; এটি Hive-এ আপনার হয়ে কাজ করতে পারে না।',
    'grant.learnUsername': 'সাইন ইন করাতে আপনার Hive ব্যবহারকারী নাম জানা।',
    'grant.actFor': 'Hive-এ আপনার হয়ে কাজ করা: {actions}।',
    'grant.neverFunds': 'এটি কখনো আপনার তহবিল সরাতে বা আপনার কী বদলাতে পারে না।',
    'grant.allows.vote': 'পোস্ট ও মন্তব্যে ভোট দেওয়া',
    'grant.allows.comment': 'পোস্ট ও মন্তব্য প্রকাশ ও সম্পাদনা করা',
    'grant.allows.delete_comment': 'আপনার পোস্ট ও মন্তব্য মুছে ফেলা',
    'grant.allows.comment_options': 'আপনার পোস্টের পেআউট বিকল্প ঠিক করা',
    'grant.allows.custom_json': 'অ্যাপ বার্তা পাঠানো (অনুসরণ, রিব্লগ, কমিউনিটি, গেম)',
    'grant.allows.claim_reward_balance': 'আপনার পুরস্কার দাবি করা',
    'grant.allows.account_update2': 'আপনার প্রোফাইল হালনাগাদ করা',
    'limit.only': 'শুধু এই অপারেশনগুলো: {operations}।',
    'limit.votes': 'সর্বোচ্চ {percent} % ভোট।',
    'limit.votesNoDown': 'সর্বোচ্চ {percent} % ভোট, কোনো ডাউনভোট নয়।',
    'limit.noDown': 'কোনো ডাউনভোট নয়।',
    'limit.appMessagesOnly': 'অ্যাপ বার্তা (custom_json) শুধু এই ধরনের: {ids}।',
    'limit.noAppMessages': 'কোনো অ্যাপ বার্তা (custom_json) নয়।',
    'limit.perDay': '{count, plural, one {দিনে সর্বোচ্চ #টি কাজ।} other {দিনে সর্বোচ্চ #টি কাজ।}}',
    'limit.until': '{date} পর্যন্ত।',
    'limit.dateTime': '{date}, {time} UTC',
    'reach.enforced':
      'এই সীমাগুলো কার্যকর করা হয়: আপনি {app}-কে যে পোস্টিং কর্তৃত্ব দেন তা শুধু এই সেবাই ব্যবহার করতে পারে, এবং এটি প্রতিটি কাজ এই সীমার সঙ্গে মিলিয়ে দেখে।',
    'reach.notEnforced':
      'এই সীমাগুলো শুধু সেই কাজে খাটে যা {app} এই সেবার মাধ্যমে করে। {app}-এর পোস্টিং কর্তৃত্বে তার নিজস্ব কী বা অ্যাকাউন্টও আছে, তাই আপনি যতদিন এটি আপনার পোস্টিং কর্তৃত্বে রাখবেন, {app} যেকোনো সীমার বাইরে সরাসরি Hive ব্লকচেইনে আপনার হয়ে স্বাক্ষর করতে পারে।',
    'reach.onChain':
      'Hive ব্লকচেইনে আপনার পোস্টিং কর্তৃত্ব যার কাছে থাকে সে আপনার নামে প্রকাশ, ভোট, অনুসরণ, রিব্লগ ও প্রোফাইল হালনাগাদ করতে পারে, এর নিজস্ব কোনো সীমা নেই।',
    'reach.onlyThrough':
      '{app} এটি শুধু এই সেবার মাধ্যমে ব্যবহার করতে পারে, যা একে আপনার বেছে নেওয়া সীমার মধ্যে রাখে।',
    'reach.direct':
      '{app}-এর এমন কী বা অ্যাকাউন্ট আছে যা এটি সরাসরি, আপনার বেছে নেওয়া সীমার বাইরে, ব্যবহার করতে পারে।',

    'hiveauth.signIn': 'HiveAuth (মোবাইল ওয়ালেট) দিয়ে সাইন ইন করুন',
    'hiveauth.approveOnPhone':
      'HiveAuth ওয়ালেট দিয়ে আপনার ফোনে অনুমোদন দিন; এখানে কোনো কী লেখা হয় না।',
    'hiveauth.title': 'আপনার ওয়ালেট অ্যাপে অনুমোদন দিন',
    'hiveauth.scan':
      'একটি HiveAuth ওয়ালেট (যেমন মোবাইলের Hive Keychain) দিয়ে এই কোড স্ক্যান করুন, অথবা এই ফোনেই থাকলে লিংকটি খুলুন।',
    'hiveauth.qrSignIn': 'HiveAuth সাইন-ইন অনুরোধের QR কোড',
    'hiveauth.qrRegistration': 'HiveAuth নিবন্ধন অনুরোধের QR কোড',
    'hiveauth.open': 'ওয়ালেট অ্যাপে খুলুন',
    'hiveauth.cancelSignIn': 'HiveAuth সাইন-ইন বাতিল করুন',
    'hiveauth.cancelRegistration': 'HiveAuth নিবন্ধন বাতিল করুন',
    'hiveauth.grant': 'HiveAuth দিয়ে অনুমতি দিন',
    'hiveauth.grantHelp':
      'আপনার ওয়ালেট অ্যাপকে এই পরিবর্তনটি আপনার অ্যাক্টিভ কী দিয়ে স্বাক্ষর করতে বলা হয়। না পারলে নিচে Hive Keychain বা আপনার অ্যাক্টিভ কী দিয়ে অনুমতি দিন; তারপর সাইন-ইন আপনার ওয়ালেট অ্যাপে চলবে।',
    'hiveauth.waiting': 'আপনার ওয়ালেট অ্যাপের অপেক্ষায়…',
    'hiveauth.confirm': 'আপনার ওয়ালেট অ্যাপে নিশ্চিত করুন…',
    'hiveauth.timeLeft': 'বাকি সময়: {seconds, number} সেকেন্ড',
    'hiveauth.unreachable':
      'HiveAuth রিলেতে পৌঁছানো যায়নি। পরে আবার চেষ্টা করুন, অথবা Hive Keychain বা একটি কী দিয়ে সাইন ইন করুন।',
    'hiveauth.lost':
      'আপনার ওয়ালেট উত্তর দেওয়ার আগেই HiveAuth রিলের সংযোগ বিচ্ছিন্ন হয়েছে। আবার চেষ্টা করুন।',
    'hiveauth.relayError': 'HiveAuth রিলে অনুরোধটি প্রত্যাখ্যান করেছে।',
    'hiveauth.expired':
      'আপনার ওয়ালেট উত্তর দেওয়ার আগেই HiveAuth অনুরোধের মেয়াদ শেষ হয়েছে। আবার চেষ্টা করুন।',
    'hiveauth.rejected': 'আপনি আপনার ওয়ালেটে প্রত্যাখ্যান করেছেন।',
    'hiveauth.walletError': 'আপনার ওয়ালেট অনুরোধে স্বাক্ষর করতে পারেনি।',
    'hiveauth.badAnswer': 'আপনার ওয়ালেট এমন উত্তর পাঠিয়েছে যা এই পৃষ্ঠা ব্যবহার করতে পারে না।',
    'hiveauth.cancelled': 'HiveAuth সাইন-ইন বাতিল হয়েছে।',
    'hiveauth.reconnecting': 'HiveAuth রিলের সংযোগ বিচ্ছিন্ন; আবার সংযোগ করা হচ্ছে…',

    'signin.keychainNext':
      'তারপর "Hive Keychain দিয়ে সাইন ইন করুন" চাপুন এবং Keychain-এ নিশ্চিত করুন (সেখানে অ্যাকাউন্ট বেছে নিতে ব্যবহারকারী নাম খালি রাখুন); অথবা নিচে একটি কী ব্যবহার করুন।',
    'signin.reading': 'আপনার অ্যাকাউন্ট পড়া হচ্ছে…',
    'signin.confirmKeychain': 'Hive Keychain-এ নিশ্চিত করুন…',
    'signin.chooseInKeychain': 'আপনার অ্যাকাউন্ট বেছে নিয়ে Hive Keychain-এ নিশ্চিত করুন…',
    'signin.signing': 'সাইন ইন হচ্ছে…',
    'signin.failed': 'সাইন ইন ব্যর্থ হয়েছে।',
    'signin.couldNotStart': 'সাইন ইন শুরু করা যায়নি।',
    'signin.waitGrant': 'অনুমতি সেবায় পৌঁছানোর অপেক্ষায়…',
    'signin.returning': '{user} হিসেবে সাইন ইন হয়েছে। অ্যাপে ফেরা হচ্ছে…',
    'signin.expected':
      '{app} আশা করেছিল আপনি {expected} হিসেবে সাইন ইন করবেন। বরং {user} হিসেবে সাইন ইন করতে আবার সাইন ইন করুন।',
    'signin.forget': 'ভুলে যান',
    'signin.forgetLabel': 'এই ব্রাউজারে {user}-কে ভুলে যান',
    'signin.chosen': '{user} বেছে নেওয়া হয়েছে।',
    'signin.forgotten': 'এই ব্রাউজারে {user}-কে ভুলে যাওয়া হয়েছে।',
    'signin.deviceDone':
      '{user} হিসেবে সাইন ইন হয়েছে। আপনার ডিভাইসে ফিরে যান: সেটি নিজে থেকেই এগোবে। এই পৃষ্ঠা বন্ধ করতে পারেন।',
    'signin.oneMoreStep': 'আরেকটি ধাপ: অ্যাপটিকে পোস্টিং কর্তৃত্ব দিন।',
    'signin.grantTyped':
      '{typed, select, password {সাইন ইন করতে যে মাস্টার পাসওয়ার্ড লিখেছেন, সেটিই এই পরিবর্তনে সই করে; এটি কেবল এই সাইন-ইনের জন্য এই পৃষ্ঠার মেমরিতে থাকে।} other {সাইন ইন করতে যে কী লিখেছেন, সেটিই এই পরিবর্তনে সই করে; এটি কেবল এই সাইন-ইনের জন্য এই পৃষ্ঠার মেমরিতে থাকে।}}',
    'signin.grantKept':
      'এই ডিভাইসে রাখা যে অ্যাক্টিভ কী আপনি সাইন ইন করতে আনলক করেছেন, সেটিই এই পরিবর্তনে সই করে; এটি কেবল এই সাইন-ইনের জন্য এই পৃষ্ঠার মেমরিতে থাকে।',
    'signin.broadcastingGrant': 'অনুমতি সম্প্রচার করা হচ্ছে…',
    'signin.confirmGrantWallet': 'আপনার ওয়ালেট অ্যাপে অনুমতি নিশ্চিত করুন…',
    'signin.hiveauthApp': '{app}-এ সাইন ইন করুন',

    'common.details': 'বিস্তারিত',
    'common.enterUsername': 'একটি Hive ব্যবহারকারী নাম লিখুন: 3 থেকে 16টি অক্ষর, অঙ্ক, বিন্দু বা ড্যাশ।',
    'common.noAccount': '{user} অ্যাকাউন্টটি নেই।',
    'common.enterKey':
      '{role, select, posting {আপনার ব্যক্তিগত পোস্টিং কী বা মাস্টার পাসওয়ার্ড লিখুন।} active {আপনার ব্যক্তিগত অ্যাক্টিভ কী বা মাস্টার পাসওয়ার্ড লিখুন।} other {আপনার ব্যক্তিগত ওনার কী বা মাস্টার পাসওয়ার্ড লিখুন।}}',
    'common.wrongKey': '{user}-এর জন্য পাসওয়ার্ড বা কী ভুল।',
    'common.notRoleKey':
      '{role, select, posting {এটি {user}-এর পোস্টিং কী নয়।} active {এটি {user}-এর অ্যাক্টিভ কী নয়।} other {এটি {user}-এর ওনার কী নয়।}}',
    'common.serviceAnswered': 'সেবার উত্তর: {status}',
    'common.keychainDeclined': 'আপনি Hive Keychain-এ প্রত্যাখ্যান করেছেন।',
    'common.keychainDidNotSign': 'Hive Keychain স্বাক্ষর করেনি: {said}',

    'authorized.intro':
      'যেসব অ্যাপ ও অ্যাকাউন্টকে আপনি Hive-এ আপনার হয়ে কাজ করার অনুমতি দিয়েছেন। কোনোটি সরালে তা ব্লকচেইনে সঙ্গে সঙ্গে এবং সব পরিষেবার জন্য কার্যকর হয়; অ্যাপের কাছে থাকা টোকেনগুলো এমন কোনো কাজে আর চলে না যাতে আপনার কর্তৃত্ব লাগত।',
    'authorized.username': 'আপনার Hive ব্যবহারকারী নাম',
    'authorized.show': 'অনুমোদিত অ্যাপগুলো দেখান',
    'authorized.listTitle': '{user}-এর ওপর কর্তৃত্ব থাকা অ্যাকাউন্ট',
    'authorized.keys': 'আপনার কী',
    'authorized.keysNeverSent':
      'শুধু এই পৃষ্ঠার ভেতরে স্বাক্ষরের জন্য ব্যবহৃত হয়; কখনো কোথাও পাঠানো হয় না। এই পৃষ্ঠা খোলা থাকা পর্যন্ত ভরা থাকে।',
    'authorized.keychainFound':
      'Hive Keychain পাওয়া গেছে: এর বদলে Keychain-এ নিশ্চিত করতে একটি ঘর খালি রাখুন।',
    'authorized.postingKey': 'ব্যক্তিগত পোস্টিং কী বা মাস্টার পাসওয়ার্ড',
    'authorized.postingKeyHelp':
      'প্রমাণ করে যে এটি আপনি: আপনার সাইন-ইন ও প্রতিটি অ্যাপের সীমা দেখায়, সেই সীমা বদলায়, সাইন-ইন শেষ করে।',
    'authorized.activeKey': 'ব্যক্তিগত অ্যাক্টিভ কী বা মাস্টার পাসওয়ার্ড',
    'authorized.activeKeyHelp':
      'ব্লকচেইনে আপনার অ্যাকাউন্ট বদলায়: নিচে আপনার কর্তৃত্ব থেকে কোনো অ্যাপ বা অ্যাকাউন্ট সরায়।',
    'authorized.role':
      '{role, select, posting {পোস্টিং কর্তৃত্ব: আপনার নামে প্রকাশ, ভোট, অনুসরণ ও প্রোফাইল হালনাগাদ করতে পারে} active {অ্যাক্টিভ কর্তৃত্ব: আপনার তহবিল সরাতে ও আপনার কর্তৃত্ব বদলাতেও পারে} other {ওনার কর্তৃত্ব: আপনার অ্যাকাউন্টের পূর্ণ নিয়ন্ত্রণ রাখে}}',
    'authorized.none': 'এই অ্যাকাউন্টের ওপর কোনো অ্যাপ বা অ্যাকাউন্টের কর্তৃত্ব নেই।',
    'authorized.alone': 'একাই কাজ করতে পারে',
    'authorized.weight': 'ওজন {threshold}-এর মধ্যে {weight}',
    'authorized.remove': 'সরান',
    'authorized.removeLabel':
      '{role, select, posting {আপনার পোস্টিং কর্তৃত্ব থেকে {app} সরান} active {আপনার অ্যাক্টিভ কর্তৃত্ব থেকে {app} সরান} other {আপনার ওনার কর্তৃত্ব থেকে {app} সরান}}',
    'authorized.confirmTitle':
      '{role, select, posting {আপনার পোস্টিং কর্তৃত্ব থেকে {app} সরাবেন?} active {আপনার অ্যাক্টিভ কর্তৃত্ব থেকে {app} সরাবেন?} other {আপনার ওনার কর্তৃত্ব থেকে {app} সরাবেন?}}',
    'authorized.loses':
      '{role, select, posting {{app} আর কোনো সাইট বা পরিষেবায় আপনার নামে প্রকাশ, ভোট, অনুসরণ বা প্রোফাইল হালনাগাদ করতে পারবে না।} active {{app} আর কোনো সাইট বা পরিষেবায় আপনার তহবিল সরাতে বা আপনার কর্তৃত্ব বদলাতে পারবে না।} other {{app} আর কোনো সাইট বা পরিষেবায় আপনার অ্যাকাউন্ট নিয়ন্ত্রণ করতে পারবে না।}} এর কাছে থাকা টোকেন সে কাজে আর চলে না। পরে এতে সাইন ইন করে আবার অনুমতি দিতে পারবেন।',
    'authorized.removeApp': '{app} সরান',
    'authorized.keep': 'রেখে দিন',
    'authorized.removing': '{app} সরানো হচ্ছে…',
    'authorized.removed':
      '{role, select, posting {আপনার পোস্টিং কর্তৃত্ব থেকে {app} সরানো হয়েছে।} active {আপনার অ্যাক্টিভ কর্তৃত্ব থেকে {app} সরানো হয়েছে।} other {আপনার ওনার কর্তৃত্ব থেকে {app} সরানো হয়েছে।}}',
    'authorized.limits': 'সীমা',
    'authorized.limitsLabel': '{app}-এর ওপর সীমা ঠিক করুন',
    'appLimits.title': '{app}-এর ওপর সীমা',
    'appLimits.onlyStricter':
      'সীমা শুধু কড়া হয়: আপনার দেওয়া প্রতিটি মান চালু মানের চেয়ে কম হতে হবে। স্বাক্ষর হয় ওপরের আপনার পোস্টিং কী বা Keychain দিয়ে।',
    'appLimits.voteWeight': 'সবচেয়ে বড় ভোট, % এ (খালি: অপরিবর্তিত)',
    'appLimits.voteWeightNow': 'সবচেয়ে বড় ভোট, % এ (এখন সর্বোচ্চ {percent}; খালি: অপরিবর্তিত)',
    'appLimits.noDownvotes': 'কোনো ডাউনভোট নয়',
    'appLimits.noDownvotesInForce': 'কোনো ডাউনভোট নয় (আগেই চালু)',
    'appLimits.perDay': 'দিনে সর্বোচ্চ কাজ (খালি: অপরিবর্তিত)',
    'appLimits.perDayNow': 'দিনে সর্বোচ্চ কাজ (এখন সর্বোচ্চ {count}; খালি: অপরিবর্তিত)',
    'appLimits.endNow': 'এর প্রবেশাধিকার এখনই শেষ করুন',
    'appLimits.save': 'সীমা সংরক্ষণ করুন',
    'appLimits.cancel': 'বাতিল',
    'appLimits.keepAccess': 'প্রবেশাধিকার রেখে দিন',
    'appLimits.none': 'কোনো সীমা নেই: এর সাইন-ইন যা অনুমতি দিয়েছে তার সবই করতে পারে।',
    'appLimits.noSignIn':
      '{app} এখানে কোনো সাইন-ইন ছাড়াই আপনার পোস্টিং কর্তৃত্ব ধরে রেখেছে, তাই এই পৃষ্ঠার কোনো সীমা ব্লকচেইনে এর কাজ পর্যন্ত পৌঁছায় না। এখন যে সীমা ঠিক করবেন তা এখানে এতে যেকোনো সাইন-ইনে চালু থাকবে।',
    'appLimits.inForce': 'এখন চালু: {limits}',
    'appLimits.inForceSince': '{date} তারিখের আপনার সাইন-ইনে এখন চালু: {limits}',
    'appLimits.badWeight': '0.01 থেকে 100 %-এর মধ্যে ভোটের ওজন লিখুন।',
    'appLimits.badPerDay': 'কাজের একটি পূর্ণসংখ্যা লিখুন, অন্তত 1।',
    'appLimits.notStricter': 'আগেই চালু: {limit} সীমা শুধু কড়া হয়: কম লিখুন, বা খালি রাখুন।',
    'appLimits.chooseOne': 'ঠিক করার মতো একটি সীমা বেছে নিন, বা বাতিল করুন।',
    'appLimits.endTitle': '{app}-এর প্রবেশাধিকার এখনই শেষ করবেন?',
    'appLimits.endLoses':
      'এখানে {app}-এ আপনার প্রতিটি সাইন-ইন সঙ্গে সঙ্গে শেষ হয়: এর টোকেন আর চলে না, এবং এটি এই পরিষেবার মাধ্যমে আপনার হয়ে আর কাজ করতে পারে না। আপনি ওপরে না সরানো পর্যন্ত {app} ব্লকচেইনে আপনার পোস্টিং কর্তৃত্ব ধরে রাখে।',
    'appLimits.end': '{app}-এর প্রবেশাধিকার শেষ করুন',
    'appLimits.notSaved': 'সীমা সংরক্ষণ করা যায়নি।',
    'appLimits.ended':
      'এখানে {app}-এর প্রবেশাধিকার শেষ হয়েছে: এর সাইন-ইনগুলো শেষ। ব্লকচেইনে এটি এখনো আপনার পোস্টিং কর্তৃত্ব ধরে আছে; ব্যবহার না করলে ওপরে সরান।',
    'appLimits.operations': 'যে কাজগুলো এটি করতে পারে',
    'appLimits.leaveOne': 'অন্তত একটি কাজের অনুমতি রাখুন, অথবা এর বদলে এর অ্যাক্সেস শেষ করুন।',
    'appLimits.saved': '{app}-এর ওপর সীমা সংরক্ষিত হয়েছে।',
    'appLimits.savedAny':
      '{app}-এর ওপর সীমা সংরক্ষিত হয়েছে; এখানে এতে যেকোনো সাইন-ইনে চালু থাকবে: {limits}',
    'activity.title': 'প্রতিটি অ্যাপ আপনার অ্যাকাউন্ট দিয়ে কী করেছে',
    'activity.intro':
      'কোনো অ্যাপ এই পরিষেবার মাধ্যমে আপনার হয়ে যে প্রতিটি লেনদেন পাঠিয়েছে, নতুনটি আগে, ব্লকচেইনে তার অবস্থাসহ।',
    'activity.none': 'এখনও কোনো অ্যাপ এই পরিষেবার মাধ্যমে আপনার হয়ে কিছু পাঠায়নি।',
    'activity.totals': 'গত ২৪ ঘণ্টায় লেনদেন: {day, number}; গত ৩০ দিনে: {month, number}।',
    'activity.row': '{when}: {operations}',
    'activity.status':
      '{status, select, sent {পাঠানো হয়েছে, এখনও কোনো ব্লকে নেই} included {ব্লক {block}-এ} irreversible {চূড়ান্ত, ব্লক {block}-এ} expired {মেয়াদ শেষ: কখনও অন্তর্ভুক্ত হয়নি} refused {নেটওয়ার্ক প্রত্যাখ্যান করেছে: {why}} other {{status}}}',
    'activity.byAppKey': 'অ্যাপ নিজেই স্বাক্ষর করেছে, এই পরিষেবার মাধ্যমে নয়।',
    'activity.tx': 'ব্লক এক্সপ্লোরারে লেনদেন {id}',
    'activity.more': 'পুরনোগুলো দেখান',
    'activity.reading': 'অ্যাপগুলো কী করেছে পড়া হচ্ছে…',
    'activity.csv': 'CSV ডাউনলোড করুন',
    'activity.json': 'JSON ডাউনলোড করুন',
    'activity.downloading': 'ডাউনলোড প্রস্তুত হচ্ছে…',
    'signIns.title': 'এখানে আপনার সাইন-ইন',
    'signIns.intro':
      'এই পরিষেবার মাধ্যমে আপনি যে প্রতিটি অ্যাপে সাইন ইন করেছেন, যারা শুধু জেনেছে আপনি কে তারাও, প্রতিটিতে চালু সীমাসহ। একটি শেষ করলে সঙ্গে সঙ্গে আপনি সেখান থেকে সাইন আউট হন; অ্যাপকে জানানো হয়। এগুলো দেখানো প্রমাণ করে যে এটি আপনি: স্বাক্ষর হয় ওপরের আপনার পোস্টিং কী বা Keychain দিয়ে।',
    'signIns.show': 'আমার সাইন-ইন দেখান',
    'signIns.endTheSignIn': 'সাইন-ইন শেষ করুন',
    'signIns.ended': '{app}-এ সাইন-ইন শেষ করা হয়েছে।',
    'signIns.notRead': 'আপনার সাইন-ইন পড়া যায়নি।',
    'signIns.ending': 'সাইন-ইন শেষ করা হচ্ছে…',
    'signIns.reading': 'আপনার সাইন-ইন পড়া হচ্ছে…',
    'signIns.none': 'এই পরিষেবার মাধ্যমে আপনার কোনো সাইন-ইন নেই।',
    'signIns.unlisted':
      '{count, plural, one {{apps} আপনার পোস্টিং কর্তৃত্ব ধরে আছে কিন্তু এখানে কোনো সাইন-ইন নেই: এটি Hive-এ আপনার হয়ে পোস্ট করতে পারে, এবং এই পৃষ্ঠার কিছুই একে সীমিত করে না। ব্যবহার না করলে ওপরে সরান।} other {{apps} আপনার পোস্টিং কর্তৃত্ব ধরে আছে কিন্তু এখানে কোনো সাইন-ইন নেই: এরা Hive-এ আপনার হয়ে পোস্ট করতে পারে, এবং এই পৃষ্ঠার কিছুই এদের সীমিত করে না। ব্যবহার না করলে ওপরে সরান।}}',
    'signIns.row':
      '{kind, select, posting {{app}: আপনার হয়ে কাজ করতে পারে, {since} থেকে, শেষ ব্যবহার {used}} other {{app}: শুধু সাইন-ইন, {since} থেকে, শেষ ব্যবহার {used}}}',
    'signIns.rowNamed':
      '{kind, select, posting {{app} ({name}): আপনার হয়ে কাজ করতে পারে, {since} থেকে, শেষ ব্যবহার {used}} other {{app} ({name}): শুধু সাইন-ইন, {since} থেকে, শেষ ব্যবহার {used}}}',
    'signIns.limits': 'সীমা: {limits}',
    'signIns.madeWith': '{wallet} দিয়ে স্বাক্ষরিত; ডিভাইস: {device}',
    'signIns.madeWithWallet': '{wallet} দিয়ে স্বাক্ষরিত',
    'signIns.typedKey': 'টাইপ করা কী',
    'signIns.keptKey':
      'এই ডিভাইসে রাখা একটি কী, {lock, select, passkey {পাসকি} other {PIN}} দিয়ে আনলক করা',
    'signIns.noEnd':
      '{kind, select, posting {কোনো শেষ তারিখ নেই: এর বর্তমান টোকেন {date} পর্যন্ত চলে, এবং অ্যাপ সেগুলো নবায়ন করতে পারে।} other {কোনো শেষ তারিখ নেই: এর বর্তমান টোকেন {date} পর্যন্ত চলে।}}',
    'signIns.end': 'শেষ করুন',
    'signIns.endLabel': '{since} থেকে {app}-এ সাইন-ইন শেষ করুন',
    'signIns.endTitle': '{app}-এ সাইন-ইন শেষ করবেন?',
    'signIns.endLoses':
      '{kind, select, posting {{app} সঙ্গে সঙ্গে সাইন আউট হয়: এর টোকেন আর চলে না, এবং এটি এই পরিষেবার মাধ্যমে আপনার হয়ে আর কাজ করতে পারে না। আপনি ওপরে না সরানো পর্যন্ত এটি ব্লকচেইনে আপনার পোস্টিং কর্তৃত্ব ধরে রাখে।} other {{app} সঙ্গে সঙ্গে সাইন আউট হয়: এর টোকেন আর চলে না, এবং একে জানানো হয়।}}',
    'register.title': 'একটি অ্যাপ নিবন্ধন করুন',
    'register.intro':
      'অ্যাপ হলো এমন একটি Hive অ্যাকাউন্ট যার {field} প্রোফাইল বলে তার ব্যবহারকারীদের সাইন-ইন কোথায় যায়। {field} শুধু অ্যাকাউন্টের অ্যাক্টিভ কী বদলাতে পারে: এর পোস্টিং কর্তৃত্ব ধরে থাকা অ্যাকাউন্ট (এই পরিষেবা, যেসব অ্যাপে এটি সাইন ইন করেছে) পারে না। নিবন্ধন প্রোফাইলটি সেখানে লেখে, এই পৃষ্ঠায় স্বাক্ষরিত একটিমাত্র {op} লেনদেনে।',
    'register.accountTitle': 'অ্যাপের অ্যাকাউন্ট',
    'register.username': 'অ্যাপ অ্যাকাউন্ট (Hive ব্যবহারকারী নাম)',
    'register.usernameHelp':
      'সেখান থেকে শুরু করতে এর বর্তমান প্রোফাইল পড়ুন: HiveSigner-এর পদ্ধতিতে ({field}-এ) নিবন্ধিত অ্যাপ নিয়ে আসা হয়।',
    'register.readProfile': 'বর্তমান প্রোফাইল পড়ুন',
    'register.whereTitle': 'সাইন-ইন কোথায় যায়',
    'register.readFrom': 'শুধু {field} থেকে পড়া হয়।',
    'register.redirects': 'রিডাইরেক্ট URI, প্রতি লাইনে একটি',
    'register.redirectsHelp': 'হুবহু মেলানো হয়; একটি লুপব্যাক URI ({example}) যেকোনো পোর্টে মেলে।',
    'register.authMethod': 'অ্যাপ কীভাবে প্রমাণ করে যে সে-ই অ্যাপ',
    'register.method.basic': 'ক্লায়েন্ট সিক্রেট, HTTP Basic',
    'register.method.post': 'ক্লায়েন্ট সিক্রেট, বডিতে',
    'register.method.none': 'কোনো সিক্রেট নেই (পাবলিক ক্লায়েন্ট)',
    'register.authMethodHelp':
      'সার্ভারওয়ালা অ্যাপ সেখানে ক্লায়েন্ট সিক্রেট রাখে। একটি ওয়েব পৃষ্ঠা বা ফোনের অ্যাপ তা রাখতে পারে না: এটি পাবলিক ক্লায়েন্ট এবং শুধু PKCE দিয়ে নিজেকে প্রমাণ করে।',
    'register.secretHash': 'ক্লায়েন্ট সিক্রেটের SHA-256 (64টি হেক্স অক্ষর)',
    'register.secretHashHelp':
      'প্রোফাইল শুধু এই হ্যাশ প্রকাশ করে, এবং যে কেউ তা পড়তে পারে: সিক্রেটে অন্তত {minBits}টি র‍্যান্ডম বিট থাকতে হবে, নইলে অফলাইনে অনুমান করা যায়। এখানে ({bits} বিট) বা {command} দিয়ে একটি তৈরি করুন।',
    'register.makeSecret': 'নতুন ক্লায়েন্ট সিক্রেট তৈরি করুন',
    'register.newSecret': 'আপনার নতুন ক্লায়েন্ট সিক্রেট',
    'register.newSecretHelp':
      'এখনই এটি আপনার অ্যাপের সার্ভারে কপি করুন: এটি একবারই দেখানো হয়, এবং এই পৃষ্ঠা বা ব্লকচেইন কেউই এটি রাখে না।',
    'register.logoutUri': 'ব্যাক-চ্যানেল লগআউট URI (ঐচ্ছিক)',
    'register.logoutUriHelp':
      'কোনো ব্যবহারকারীর সাইন-ইন শেষ হলে জানানো হয় (OpenID Connect Back-Channel Logout)।',
    'register.postLogoutUris': 'লগআউটের পরের রিডাইরেক্ট URI, প্রতি লাইনে একটি (ঐচ্ছিক)',
    'register.idTokenAlg': 'id_token-এর স্বাক্ষর',
    'register.defaultAlg': '{alg} (ডিফল্ট)',
    'register.displayTitle': 'ব্যবহারকারীরা যা দেখেন',
    'register.displayHelp': 'সাইন-ইন পৃষ্ঠায় ও তালিকায় দেখানো হয়, অযাচাইকৃত হিসেবে চিহ্নিত।',
    'register.name': 'নাম',
    'register.about': 'পরিচিতি',
    'register.website': 'ওয়েবসাইট',
    'register.picture': 'ছবি (একটি https URL)',
    'register.signTitle': 'অ্যাক্টিভ কী দিয়ে স্বাক্ষর করুন',
    'register.keychain': 'Hive Keychain দিয়ে নিবন্ধন করুন',
    'register.hiveAuth': 'HiveAuth দিয়ে নিবন্ধন করুন (মোবাইল ওয়ালেট)',
    'register.activeKey': 'অ্যাপ অ্যাকাউন্টের ব্যক্তিগত অ্যাক্টিভ কী বা মাস্টার পাসওয়ার্ড',
    'register.submit': 'অ্যাক্টিভ কী দিয়ে নিবন্ধন করুন',
    'register.postingNote':
      'এর ব্যবহারকারীদের পোস্ট ও ভোট এই পরিষেবার মধ্য দিয়ে যেতে হলে, অ্যাপের পোস্টিং কর্তৃত্বে এই পরিষেবার অ্যাকাউন্টও থাকতে হবে।',
    'register.secretMade':
      'একটি নতুন ক্লায়েন্ট সিক্রেট তৈরি হয়েছে। নিবন্ধনের আগে এটি আপনার অ্যাপের সার্ভারে কপি করুন।',
    'register.reading': 'অ্যাকাউন্ট পড়া হচ্ছে…',
    'register.noProfile': '{app}-এর এখনো কোনো অ্যাপ প্রোফাইল নেই: ফর্মটি পূরণ করুন।',
    'register.readActive': '{field} থেকে {app}-এর অ্যাপ প্রোফাইল পড়া হয়েছে।',
    'register.readPosting':
      '{posting} থেকে {app}-এর অ্যাপ প্রোফাইল পড়া হয়েছে (HiveSigner-এর পদ্ধতি): নিবন্ধন এটি {field}-এ লেখে।',
    'register.broadcasting': 'নিবন্ধন সম্প্রচার করা হচ্ছে…',
    'register.hiveAuthAbout': 'অ্যাপ {app} নিবন্ধন করুন',
    'register.needRedirect': 'অন্তত একটি রিডাইরেক্ট URI লিখুন।',
    'register.badHash':
      'ক্লায়েন্ট সিক্রেটের SHA-256 64টি হেক্স অক্ষরে লিখুন, বা নতুন ক্লায়েন্ট সিক্রেট তৈরি করুন।',
    'register.notUrl': '“{url}” একটি পূর্ণ URL নয় (যেমন https://app.example/callback)।',
    'register.fragment': '“{url}”-এ #fragment থাকতে পারবে না।',
    'register.done':
      'নিবন্ধিত: {app}-এর অ্যাপ প্রোফাইল এর {field}-এ আছে। সাইন-ইন কয়েক সেকেন্ডের মধ্যে এটি ব্যবহার করে।',
    'register.doneTx':
      'নিবন্ধিত: {app}-এর অ্যাপ প্রোফাইল এর {field}-এ আছে (লেনদেন {tx})। সাইন-ইন কয়েক সেকেন্ডের মধ্যে এটি ব্যবহার করে।',
    'register.addService':
      '{service}-কে অ্যাপের হয়ে সম্প্রচার করতে দিন: এই একই ধাপে অ্যাপ অ্যাকাউন্টের পোস্টিং কর্তৃত্বে এটি যোগ করুন',
    'register.serviceAdded':
      '{service} এখন {app}-এর পোস্টিং কর্তৃত্বে আছে: এর ব্যবহারকারীদের সম্প্রচার এই পরিষেবার মধ্য দিয়ে যায়।',
    'register.serviceAlready':
      '{service} আগে থেকেই {app}-এর পোস্টিং কর্তৃত্বে ছিল: সেখানে কিছু বদলানোর নেই।',
    'register.serviceMissing':
      '{service} {app}-এর পোস্টিং কর্তৃত্বে নেই: যোগ না হওয়া পর্যন্ত এই পরিষেবা এর সম্প্রচার প্রত্যাখ্যান করে।',
    'register.nextTitle': 'এরপর কী',
    'register.clientId': 'অ্যাপের {field}',
    'register.signInUrl': 'ব্যবহারকারীদের পাঠানোর জন্য একটি সাইন-ইন URL',
    'register.tokenExchange': 'টোকেন বিনিময়, আপনার সার্ভারে',
    'register.copy': 'কপি করুন',
    'register.copied': 'কপি হয়েছে',

    'wallet.other': 'অন্যান্য ওয়ালেট:',
    'wallet.otherAuthorized': 'অথবা অন্য ওয়ালেট দিয়ে সই করুন (একটি কী-এর ঘর খালি রাখুন):',
    'wallet.signIn': '{wallet} দিয়ে সাইন ইন করুন',
    'wallet.sign': '{wallet} দিয়ে সই করুন',
    'wallet.grant': '{wallet} দিয়ে অনুমতি দিন',
    'wallet.grantYours': 'আপনার ওয়ালেট দিয়ে অনুমতি দিন',
    'wallet.grantHelp': 'আপনার ওয়ালেটকে আপনার অ্যাক্টিভ কী দিয়ে এই পরিবর্তনে সই করতে বলা হবে।',
    'wallet.opening': '{wallet} খোলা হচ্ছে…',
    'wallet.cancel': 'বাতিল',
    'wallet.emptyFields': 'খালি কী-এর ঘরগুলো এখন {wallet} দিয়ে সই করে।',
    'wallet.broadcasting': 'পাঠানো হচ্ছে…',
    'wallet.noAccount':
      '{wallet}-এ কোনো Hive অ্যাকাউন্টের কী নেই। আপনার ব্যবহারকারীর নাম লিখুন, অথবা সেখানে আপনার অ্যাকাউন্ট যোগ করুন।',
    'wallet.severalAccounts': '{wallet}-এ {accounts}-এর কী আছে: যেটি ব্যবহার করবেন সেটি লিখুন।',
    'peakvault.notInstalled': 'এই ব্রাউজারে PeakVault ইনস্টল করা নেই (অথবা এটি বন্ধ আছে)।',
    'peakvault.confirm': 'PeakVault-এ নিশ্চিত করুন ({user} হিসেবে)…',
    'peakvault.declined': 'আপনি PeakVault-এ প্রত্যাখ্যান করেছেন।',
    'peakvault.failed': 'PeakVault সই করেনি: {said}',
    'peakvault.wrongAccount':
      'PeakVault এমন একটি কী দিয়ে সই করেছে যা {user}-এর পোস্টিং, অ্যাক্টিভ বা ওনার কী নয়। PeakVault-এ {user} বেছে নিন, অথবা সেখানে এর কী যোগ করুন।',
    'metamask.notInstalled':
      'MetaMask এখানে নেই, অথবা এটি snap চালাতে পারে না। MetaMask ইনস্টল করুন, অথবা সই করার অন্য উপায় বেছে নিন।',
    'metamask.connect': 'MetaMask-এ Hive Wallet snap-কে অনুমতি দিন…',
    'metamask.confirm': 'MetaMask-এ নিশ্চিত করুন ({user} হিসেবে)…',
    'metamask.declined': 'আপনি MetaMask-এ প্রত্যাখ্যান করেছেন।',
    'metamask.failed': 'MetaMask সই করেনি: {said}',
    'metamask.wrongAccount':
      '{role, select, posting {MetaMask-এর Hive Wallet snap-এ {user}-এর পোস্টিং কী নেই।} active {MetaMask-এর Hive Wallet snap-এ {user}-এর অ্যাক্টিভ কী নেই।} other {MetaMask-এর Hive Wallet snap-এ {user}-এর ওনার কী নেই।}} অন্য ওয়ালেট দিয়ে সই করুন, অথবা snap-এ থাকা অ্যাকাউন্ট হিসেবে সই করুন।',
    'metamask.noMessages':
      'Hive Wallet snap শুধু লেনদেনে সই করে, এই বার্তায় নয়: অন্য ওয়ালেট বেছে নিন বা আপনার কী লিখুন।',
    'ledger.noWebUsb':
      'এই ব্রাউজার Ledger-এর সাথে যোগাযোগ করতে পারে না (এতে WebUSB নেই)। Chrome, Edge বা Brave ব্যবহার করে দেখুন।',
    'ledger.connect':
      'USB দিয়ে আপনার Ledger যুক্ত করুন, আনলক করুন, Hive অ্যাপ খুলুন এবং ডিভাইসটি বেছে নিন…',
    'ledger.noDevice':
      'কোনো Ledger বেছে নেওয়া হয়নি। USB দিয়ে এটি যুক্ত করুন, আনলক করুন, Hive অ্যাপ খুলুন এবং ব্রাউজারের দেখানো তালিকা থেকে এটি বেছে নিন।',
    'ledger.appNotOpen': 'আপনার Ledger-এ Hive অ্যাপ খুলুন, তারপর আবার চেষ্টা করুন।',
    'ledger.locked': 'আপনার Ledger আনলক করুন, Hive অ্যাপ খুলুন, তারপর আবার চেষ্টা করুন।',
    'ledger.hashSigningOff':
      'আপনার Ledger-এ Hive অ্যাপের সেটিংসে হ্যাশ সই চালু করুন (সাইন-ইন হ্যাশ হিসেবে সই হয়), তারপর আবার চেষ্টা করুন।',
    'ledger.reading': 'আপনার Ledger-এর কী পড়া হচ্ছে…',
    'ledger.confirmSignIn': 'আপনার Ledger-এ সাইন-ইন যাচাই করে সেখানেই নিশ্চিত করুন ({user} হিসেবে)…',
    'ledger.confirmTransaction':
      'আপনার Ledger-এ লেনদেন যাচাই করে সেখানেই নিশ্চিত করুন ({user} হিসেবে)…',
    'ledger.declined': 'আপনি আপনার Ledger-এ প্রত্যাখ্যান করেছেন।',
    'ledger.cancelled': 'আপনি Ledger-এর চেষ্টা বাতিল করেছেন। কিছুই স্বাক্ষরিত হয়নি।',
    'ledger.failed': 'আপনার Ledger সই করেনি: {said}',
    'ledger.wrongAccount':
      '{role, select, posting {এই Ledger-এ {user}-এর পোস্টিং, অ্যাক্টিভ বা ওনার কী নেই} active {এই Ledger-এ {user}-এর অ্যাক্টিভ বা ওনার কী নেই} other {এই Ledger-এ {user}-এর ওনার কী নেই}} (Hive অ্যাকাউন্ট 1 থেকে {accounts, number} দেখা হয়েছে)। যে Ledger-এ এটি আছে সেটি যুক্ত করুন, অথবা এতে থাকা অ্যাকাউন্ট হিসেবে সই করুন।',

    'sign.pageTitle': 'একটি লেনদেনে সই করুন',
    'sign.titleMany': '{count, plural, one {#টি অপারেশনে সই করুন} other {#টি অপারেশনে সই করুন}}',
    'sign.key': '{role, select, posting {পোস্টিং কী} active {অ্যাক্টিভ কী} other {ওনার কী}}',
    'sign.asks':
      '{count, plural, one {একটি লিংক আপনাকে আপনার {key} দিয়ে এই অপারেশনে সই করে Hive-এ সম্প্রচার করতে বলছে।} other {একটি লিংক আপনাকে আপনার {key} দিয়ে এই অপারেশনগুলোতে সই করে Hive-এ সম্প্রচার করতে বলছে।}}',
    'sign.asksSignOnly':
      '{count, plural, one {একটি লিংক আপনাকে আপনার {key} দিয়ে এই অপারেশনে সই করতে বলছে (শুধু সই: সইটি সাইটে ফিরে যায়, যা এটি সম্প্রচার করতে পারে)।} other {একটি লিংক আপনাকে আপনার {key} দিয়ে এই অপারেশনগুলোতে সই করতে বলছে (শুধু সই: সইটি সাইটে ফিরে যায়, যা এটি সম্প্রচার করতে পারে)।}}',
    'sign.checkEvery': 'প্রতিটি লাইন যাচাই করুন: একবার সম্প্রচার হলে এটি আর ফেরানো যায় না।',
    'sign.warning': 'সতর্কতা:',
    'sign.exactData': 'অপারেশনের হুবহু ডেটা',
    'sign.signAs': 'যে হিসেবে সই করবেন',
    'sign.signerFixed': 'লিংকটি চায় {user} সই করুক।',
    'sign.keychain': 'Hive Keychain দিয়ে সই করুন',
    'sign.keyLabel':
      '{role, select, posting {ব্যক্তিগত পোস্টিং কী বা মাস্টার পাসওয়ার্ড} active {ব্যক্তিগত অ্যাক্টিভ কী বা মাস্টার পাসওয়ার্ড} other {ব্যক্তিগত ওনার কী বা মাস্টার পাসওয়ার্ড}}',
    'sign.submit': 'সই করে সম্প্রচার করুন',
    'sign.submitSignOnly': 'সই করুন',
    'sign.cancel': 'বাতিল',
    'sign.done': 'সম্পন্ন',
    'sign.txId': 'লেনদেনের আইডি: {id}',
    'sign.doneReturn': 'সাইটটি আপনাকে আবার {destination}-এ দেখতে চেয়েছে।',
    'sign.continueTo': '{host}-এ যান',
    'sign.goBack': 'যেখান থেকে এসেছেন সেখানে ফিরে যান',
    'sign.fromApp': '{app} থেকে',
    'sign.callbackValue':
      '{name, select, sig {[সই]} id {[লেনদেনের আইডি]} block {[ব্লক নম্বর]} other {[ব্লকে অবস্থান]}}',
    'sign.afterShowsId': 'এরপর এই পেজটি লেনদেনের আইডি দেখায়।',
    'sign.afterReturn': 'এরপর আপনি {app} ({user})-এ ফিরে যাবেন {url} ঠিকানায়, যা এটি নিবন্ধন করেছে।',
    'sign.afterLink':
      'এরপর এই পেজটি লেনদেনের আইডি এবং {url}-এর একটি লিংক দেখায়; লিংকটি এমন কোনো অ্যাপের নাম বলে না যা এটি নিবন্ধন করেছে, তাই এটি অনুসরণ করবেন কিনা তা আপনিই বেছে নিন।',

    'refusal.authority':
      '{user} ওই কী দিয়ে এতে সই করতে পারবে না: এর জন্য {user}-এর {role, select, posting {পোস্টিং অথরিটি} active {অ্যাক্টিভ অথরিটি} other {ওনার অথরিটি}} দরকার।',
    'refusal.authorityFor':
      '{signer} {actor} হিসেবে এতে সই করতে পারবে না: এটি {actor}-এর হয়ে কাজ করে, এবং শুধু {actor}-এর {role, select, posting {পোস্টিং অথরিটি} active {অ্যাক্টিভ অথরিটি} other {ওনার অথরিটি}} (বা এতে তালিকাভুক্ত কোনো অ্যাকাউন্ট) এতে সই করতে পারে।',
    'refusal.noPost': '{post} পোস্টটি নেই (বা আর নেই)।',
    'refusal.noPostNamed': 'উল্লিখিত পোস্টটি নেই।',
    'refusal.funds': 'এর জন্য {user}-এর যথেষ্ট তহবিল নেই।',
    'refusal.rc':
      '{user}-এর এখন যথেষ্ট রিসোর্স ক্রেডিট (RC) নেই: রিচার্জ হওয়া পর্যন্ত অপেক্ষা করুন, অথবা HIVE power up করুন।',
    'refusal.other': 'Hive নেটওয়ার্ক এই লেনদেন প্রত্যাখ্যান করেছে; কিছুই করা হয়নি।',

    'sign.signing': 'সই করা হচ্ছে…',
    'sign.cancelledReturning': 'বাতিল হয়েছে। অ্যাপে ফিরে যাওয়া হচ্ছে…',
    'sign.nothingDone': 'কিছুই সই বা পাঠানো হয়নি, এবং সাইটকে কিছুই জানানো হয়নি।',
    'sign.cancelled': 'বাতিল হয়েছে',
    'sign.mustSigner': 'এই লিংকে {user}-কেই সই করতে হবে।',
    'sign.doneReturning': 'সম্পন্ন। অ্যাপে ফিরে যাওয়া হচ্ছে…',
    'sign.signedOnly': 'সই হয়েছে, সম্প্রচার হয়নি',
    'sign.doneSignedOnly': 'সম্পন্ন: সই হয়েছে, সম্প্রচার হয়নি',
    'sign.signedBroadcast': 'সই ও সম্প্রচার হয়েছে',
    'sign.doneBroadcast': 'সম্পন্ন: সই ও সম্প্রচার হয়েছে',
    'sign.inBlock': 'ব্লক {block}-এ অন্তর্ভুক্ত হয়েছে।',
    'sign.signature': 'সই: {sig}',
    'op.you': 'আপনি (যে অ্যাকাউন্ট সই করছে)',
    'op.noMemo': '(কোনো মেমো নেই)',
    'op.none': '(কিছু নেই)',
    'op.percent': '{percent}%',
    'op.memoUnencrypted':
      'মেমোটি "#" দিয়ে শুরু, যার মানে এনক্রিপশনের অনুরোধ, কিন্তু এই পেজ মেমো এনক্রিপ্ট করে না: যেমন লেখা আছে তেমনই প্রকাশিত হবে।',
    'op.row.voter': 'ভোটদাতা',
    'op.row.post': 'পোস্ট',
    'op.row.weight': 'ওজন',
    'op.row.account': 'অ্যাকাউন্ট',
    'op.row.amount': 'পরিমাণ',
    'op.row.from': 'থেকে',
    'op.row.to': 'প্রাপক',
    'op.row.memo': 'মেমো',
    'op.row.shares': 'শেয়ার',
    'op.row.witness': 'উইটনেস',
    'op.row.proxy': 'প্রক্সি',
    'op.title.vote': '{post}-এ {percent}% ভোট দিন',
    'op.title.claim': 'পুরস্কার দাবি করুন',
    'op.title.transfer': '{to}-কে {amount} পাঠান',
    'op.title.recurrent':
      '{to}-কে প্রতি {hours, plural, one {# ঘণ্টায়} other {# ঘণ্টায়}} {amount} পাঠান, {times, plural, one {# বার} other {# বার}}',
    'op.title.powerUp': '{amount} পাওয়ার আপ করুন',
    'op.title.powerDown': '{amount} পাওয়ার ডাউন করুন',
    'op.title.delegate': '{to}-কে {amount} ডেলিগেট করুন',
    'op.title.toSavings': '{amount} সঞ্চয়ে সরান',
    'op.title.fromSavings': 'সঞ্চয় থেকে {amount} তুলুন (৩ দিন পরে পৌঁছায়)',
    'op.title.witnessVote': 'উইটনেস {witness}-কে ভোট দিন',
    'op.title.witnessUnvote': 'উইটনেস {witness}-এর জন্য আপনার ভোট সরান',
    'op.title.proxy': '{proxy}-কে আপনার হয়ে উইটনেসদের ভোট দিতে দিন',
    'op.title.proxyClear': 'আপনার উইটনেস ভোটিং প্রক্সি সরান',
    'op.title.other': 'অপারেশন {name}',
    'op.danger.owner':
      'এটি আপনার ওনার অথরিটিকে {holders} দিয়ে বদলে দেয়; যার কাছে এটি থাকবে সে-ই আপনার অ্যাকাউন্টের মালিক: সে প্রতিটি কী বদলাতে এবং আপনাকে বাইরে আটকে দিতে পারে।',
    'op.danger.active':
      'এটি আপনার অ্যাক্টিভ অথরিটিকে {holders} দিয়ে বদলে দেয়; যার কাছে এটি থাকবে সে আপনার তহবিল সরাতে এবং আপনার অন্য কী বদলাতে পারে।',
    'op.danger.posting':
      'এটি আপনার পোস্টিং অথরিটিকে {holders} দিয়ে বদলে দেয়; যার কাছে এটি থাকবে সে আপনার হয়ে পোস্ট, ভোট ও ফলো করতে পারে।',
    'op.danger.noKey': 'কোনো কী-ই নয়',
    'op.danger.memoKey':
      'আপনার মেমো কী হয়ে যায় {key}: যার কাছে এটি থাকবে সে আপনার এনক্রিপ্ট করা মেমো পড়তে পারে।',
    'op.danger.yourAccount': 'আপনার অ্যাকাউন্ট',
    'op.danger.recoveryAccount':
      'এটি ৩০ দিন পরে {recovery}-কে {account}-এর রিকভারি অ্যাকাউন্ট বানায়: তখন আপনার ওনার কী চুরি হলে অ্যাকাউন্ট ফিরে পেতে কেবল {recovery}-ই আপনাকে সাহায্য করতে পারবে।',
    'op.danger.requestRecovery':
      'এটি নতুন ওনার অথরিটি ({holders}) দিয়ে {account} দখল করার সুযোগ দেয়; যার কাছে এটি থাকবে সে-ই অ্যাকাউন্টের মালিক।',
    'op.danger.recover':
      'এটি {account}-এর ওনার অথরিটিকে {holders} দিয়ে বদলে দেয়; যার কাছে এটি থাকবে সে-ই অ্যাকাউন্টের মালিক।',
    'op.danger.withdrawRoute':
      'এখন থেকে {account} যা পাওয়ার ডাউন করে তার {percent}% যাবে {to}-এর কাছে।',
    'op.danger.declineVoting':
      'এটি আপনার গভর্ন্যান্স ভোট (উইটনেস ও প্রস্তাব) চিরতরে ছেড়ে দেয়: এটি আর ফেরানো যায় না।',
    'op.danger.unknown':
      'এই অপারেশন বদলে দিতে পারে কে আপনার অ্যাকাউন্ট নিয়ন্ত্রণ করে। কেবল তখনই এগিয়ে যান যদি আপনি ঠিক এটাই চেয়ে থাকেন।',
    'consent.vaultRemember': 'এই ডিভাইসে এই কী মনে রাখুন',
    'consent.vaultTitle': 'এই ডিভাইসে এই কী মনে রাখবেন?',
    'consent.vaultAbout':
      'পরের বার টাইপ না করে এক ছোঁয়ায় সাইন ইন করুন। কী এই ব্রাউজারেই এনক্রিপ্ট হয় এবং কখনো কোথাও পাঠানো হয় না; শুধু আপনার পাসকি বা আপনার PIN এটি খোলে।',
    'consent.vaultActive':
      'এটি আপনার অ্যাক্টিভ কী: যে এটি খুলবে সে আপনার তহবিল সরাতে ও অ্যাকাউন্ট বদলাতে পারবে। এই ডিভাইসে এমন কাজ সই করলে তবেই এটি এখানে রাখুন।',
    'consent.vaultActiveTick': 'আমার অ্যাক্টিভ কী এই ডিভাইসে রাখুন',
    'consent.vaultPasskey': 'পাসকি দিয়ে মনে রাখুন',
    'consent.vaultPinLabel': 'অথবা PIN বা পাসওয়ার্ড দিয়ে লক করুন (অন্তত ৬ অক্ষর)',
    'consent.vaultPin': 'এই PIN দিয়ে মনে রাখুন',
    'consent.vaultSkip': 'এখন নয়',
    'consent.vaultUnlock': 'খুলুন ও সাইন ইন করুন',
    'consent.noWallet':
      'এই ব্রাউজারে কোনো Hive ওয়ালেট ইনস্টল করা নেই। এখানে পাসকি বা টাইপ করা কী দিয়ে সাইন ইন করতে পারেন, অথবা একটি ইনস্টল করতে পারেন:',
    'consent.noWalletKeychain': 'Hive Keychain (ডেস্কটপ ব্রাউজারের জন্য, আর ফোনের জন্য একটি অ্যাপ)',
    'consent.noWalletHiveAuth': 'HiveAuth (ফোনের ওয়ালেট যা আপনার হয়ে সই করে)',
    'vault.signInPasskey': '{user} হিসেবে আপনার পাসকি দিয়ে সাইন ইন করুন',
    'vault.signInPin': '{user} হিসেবে আপনার PIN দিয়ে সাইন ইন করুন',
    'vault.signKept': 'এই ডিভাইসে রাখা কী দিয়ে সই করুন',
    'vault.forgetKey': 'এই কী ভুলে যান',
    'vault.keyLock':
      '{role, select, active {অ্যাক্টিভ কী} other {পোস্টিং কী}} এই ডিভাইসে রাখা, {lock, select, passkey {আপনার পাসকি} other {আপনার PIN}} দিয়ে লক করা।',
    'vault.forgetRoleLabel':
      'এই ডিভাইসে {user}-এর জন্য রাখা {role, select, active {অ্যাক্টিভ কী} other {পোস্টিং কী}} ভুলে যান',
    'vault.forgetAll': 'এই ডিভাইসের সব কিছু ভুলে যান',
    'vault.keyForgotten': '{user}-এর জন্য রাখা কী এই ডিভাইস থেকে মুছে ফেলা হয়েছে।',
    'vault.allForgotten': 'এই ডিভাইসে রাখা সব অ্যাকাউন্ট ও কী মুছে ফেলা হয়েছে।',
    'vault.pinFor': '{user}-এর PIN বা পাসওয়ার্ড',
    'vault.pinForRole':
      '{user}-এর জন্য রাখা {role, select, active {অ্যাক্টিভ কী} other {পোস্টিং কী}}-র PIN বা পাসওয়ার্ড',
    'vault.confirmPasskey': 'আপনার পাসকি দিয়ে নিশ্চিত করুন…',
    'vault.keeping': 'কী এনক্রিপ্ট হচ্ছে…',
    'vault.passkeyRefused':
      'আপনার পাসকি কী খোলেনি, তাই কিছুই ডিক্রিপ্ট হয়নি। আবার চেষ্টা করুন, বা আপনার কী টাইপ করুন।',
    'vault.wrongPin': 'ভুল PIN। এই ডিভাইস থেকে কী মুছে যাওয়ার আগে বাকি চেষ্টা: {n}।',
    'vault.erased':
      '{user}-এর জন্য রাখা কী এই ডিভাইস থেকে মুছে ফেলা হয়েছে (অনেক বেশি ভুল PIN, বা এটি ভুলে যাওয়া হয়েছে)। সাইন ইন করতে আপনার কী টাইপ করুন।',
    'vault.rotated':
      'এই ডিভাইসে {user}-এর জন্য রাখা কী আর অ্যাকাউন্টের কী নয় (এটি বদলানো হয়েছে), তাই এটি সই করতে পারে না। “এই কী ভুলে যান” চাপুন, তারপর নতুন কী টাইপ করুন।',
    'vault.pinShort': 'অন্তত ৬ অক্ষরের একটি PIN বা পাসওয়ার্ড বেছে নিন।',
    'vault.activeNotTicked': 'অ্যাক্টিভ কী রাখতে বাক্সে টিক দিন, অথবা “এখন নয়” বেছে নিন।',
    'vault.noPrf': 'এই পাসকি এই ব্রাউজারে কোনো কী লক করতে পারে না। বরং একটি PIN বেছে নিন।',
    'vault.kept': '{user}-এর কী এই ডিভাইসে রাখা হয়েছে, আপনার পাসকি দিয়ে লক করা।',
    'vault.keptPin': '{user}-এর কী এই ডিভাইসে রাখা হয়েছে, আপনার PIN দিয়ে লক করা।',
    'vault.activeHint':
      'আপনি আপনার অ্যাক্টিভ কী দিয়ে সাইন ইন করেছেন। সাইন ইনের জন্য আপনার পোস্টিং কী যথেষ্ট এবং বেশি নিরাপদ: পরের বার সেটি ব্যবহার করুন।',
  },
  security: {
    'authorized.intro': {
      source: '7bc4d0214a768be6',
      back: 'The apps and accounts you have allowed to work on your behalf on Hive. Removing one takes effect on the blockchain at once and for all services; the tokens the app has no longer work for any task that needed your authority.',
    },
    'authorized.keysNeverSent': {
      source: 'cb84bcc63d4f7c27',
      back: 'Used only inside this page for signing; never sent anywhere. They stay filled while this page is open.',
    },
    'authorized.role': {
      source: 'bf3b6b39d8ded7e4',
      back: 'Posting authority: can publish, vote, follow and update the profile in your name / Active authority: can also move your funds and change your authorities / Owner authority: keeps full control of your account',
    },
    'authorized.loses': {
      source: '4c609f6001ef25f7',
      back: '{app} will no longer be able, on any site or service, to publish, vote, follow or update the profile in your name / move your funds or change your authorities / control your account. The tokens it has no longer work for that. Later you can allow it again by signing in to it.',
    },
    'appLimits.endLoses': {
      source: '420267513d4dfc8c',
      back: 'Each of your sign-ins to {app} here ends at once: its tokens no longer work, and it can no longer work on your behalf through this service. Until you remove it above, {app} holds your posting authority on the blockchain.',
    },
    'signIns.endLoses': {
      source: 'd85201d70c8a1522',
      back: '{app} is signed out at once: its tokens no longer work, and it can no longer work on your behalf through this service. Until you remove it above it holds your posting authority on the blockchain. / … its tokens no longer work, and it is informed.',
    },
    'signIns.unlisted': {
      source: '6228bcd8343570c4',
      back: '{apps} holds your posting authority but has no sign-in here: it (they) can post on your behalf on Hive, and nothing on this page limits it (them). If not used, remove above.',
    },
    'register.intro': {
      source: '252f1694ba6b060a',
      back: "An app is a Hive account whose {field} profile says where its users' sign-ins go. Only the account's active key can change {field}: accounts holding its posting authority (this service, apps it signed in to) cannot. Registration writes the profile there, in a single {op} transaction signed on this page.",
    },
    'register.secretHashHelp': {
      source: '1e4682681468c9ce',
      back: 'The profile publishes only this hash, and anyone can read it: the secret must have at least {minBits} random bits, else it can be guessed offline. Make one here ({bits} bits) or with {command}.',
    },
    'register.newSecretHelp': {
      source: 'f726e7ed41cb8e30',
      back: "Copy it to your app's server right now: it is shown only once, and neither this page nor the blockchain keeps it.",
    },
    'consent.keyNeverSent': {
      source: '11f58d2b20621d9b',
      back: 'Used only inside this page for signing; never sent anywhere.',
    },
    'consent.published': {
      source: '5c10f5d5b2b9c3fe',
      back: 'The name, description, picture and website were published by {app} itself; hivegate has not verified them.',
    },
    'consent.grantNotYet': {
      source: '01d705fdf020c399',
      back: "Your account does not yet let {app} work on your behalf. Giving permission adds {app} to your account's posting authority on the Hive blockchain (a {op} transaction).",
    },
    'consent.grantCannot': {
      source: 'd81c0ce89115b640',
      back: 'It cannot transfer funds or change keys.',
    },
    'consent.grantActive': {
      source: '4f7e888f01dd0890',
      back: 'This change needs your active key. It stays until removed on this page:',
    },
    'grant.loginOnly': {
      source: '45c8e6eeddf12361',
      back: 'Knowing your Hive username to sign you in; it cannot work on your behalf on Hive.',
    },
    'grant.neverFunds': {
      source: '04c3f0957208280b',
      back: 'It can never move your funds or change your keys.',
    },
    'reach.enforced': {
      source: '23984a046ac1a7ae',
      back: 'These limits are enforced: only this service can use the posting authority you give {app}, and it checks every action against these limits.',
    },
    'reach.notEnforced': {
      source: 'd2e1c4ea0a470550',
      back: "These limits apply only to work {app} does through this service. {app}'s posting authority also has its own keys or accounts, so as long as you keep it in your posting authority, {app} can sign on your behalf directly on the Hive blockchain outside any limit.",
    },
    'reach.onChain': {
      source: 'e71593026db82c4d',
      back: 'On the Hive blockchain, whoever holds your posting authority can publish, vote, follow, reblog and update the profile in your name; it has no limit of its own.',
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
      back: "Your keys stay in your browser: this service never sees them. You can take back an app's access at any time.",
    },
    'hiveauth.approveOnPhone': {
      source: 'e8ebf991dbc6a245',
      back: 'Give approval on your phone with a HiveAuth wallet; no key is written here.',
    },
    'op.memoUnencrypted': {
      source: '53086fa05cc731c1',
      back: 'The memo starts with "#", which means a request for encryption, but this page does not encrypt memos: it will be published as it is written.',
    },
    'op.danger.owner': {
      source: '38d31772fe52a35f',
      back: 'This replaces your owner authority with {holders}; whoever has it is the owner of your account: they can change every key and lock you outside.',
    },
    'op.danger.active': {
      source: '55b80f219c3ead5a',
      back: 'This replaces your active authority with {holders}; whoever has it can move your funds and change your other keys.',
    },
    'op.danger.posting': {
      source: '24e237bc36820a1e',
      back: 'This replaces your posting authority with {holders}; whoever has it can post, vote and follow on your behalf.',
    },
    'op.danger.noKey': { source: 'ec9afd6a0470e867', back: 'not any key' },
    'op.danger.memoKey': {
      source: 'e44d5be0f648bd73',
      back: 'Your memo key becomes {key}: whoever has it can read your encrypted memos.',
    },
    'op.danger.yourAccount': { source: '17a7e5cfee17027e', back: 'your account' },
    'op.danger.recoveryAccount': {
      source: '2b9ce7374d4e68fa',
      back: 'After 30 days this makes {recovery} the recovery account of {account}: then, if your owner key is stolen, only {recovery} will be able to help you get the account back.',
    },
    'op.danger.requestRecovery': {
      source: 'c1c4ec5056320409',
      back: 'This gives the chance to seize {account} with a new owner authority ({holders}); whoever has it is the owner of the account.',
    },
    'op.danger.recover': {
      source: 'f3bd51edee3dbe53',
      back: 'This replaces the owner authority of {account} with {holders}; whoever has it is the owner of the account.',
    },
    'op.danger.withdrawRoute': {
      source: '734ccebc10c83704',
      back: 'From now on, {percent}% of what {account} powers down will go to {to}.',
    },
    'op.danger.declineVoting': {
      source: '053d6dfe398eb80f',
      back: 'This gives up your governance votes (witnesses and proposals) forever: it can no longer be turned back.',
    },
    'op.danger.unknown': {
      source: 'a5eb8c5892b24e28',
      back: 'This operation can change who controls your account. Go ahead only if you asked for exactly this.',
    },
    'consent.vaultAbout': {
      source: '9fd8eed08dc515b1',
      back: 'Next time, sign in with one touch without typing. The key is encrypted in this browser itself and is never sent anywhere; only your passkey or your PIN opens it.',
    },
    'consent.vaultActive': {
      source: '206c57c1a2df6049',
      back: 'This is your active key: whoever opens it can move your funds and change your account. Keep it here only if you sign such actions on this device.',
    },
  },
};
