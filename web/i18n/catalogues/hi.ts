import type { Catalogue } from '../catalogue';

/** हिन्दी («आप»). */
export const hi: Catalogue = {
  review: "drafted (issue 40), needs a native speaker's review",
  messages: {
    'layout.skip': 'सामग्री पर जाएँ',
    'layout.navLabel': 'मुख्य',
    'layout.nav.home': 'होम',
    'layout.nav.apps': 'ऐप',
    'layout.nav.authorizedApps': 'अनुमति प्राप्त ऐप',
    'layout.language': 'भाषा',
    'layout.noScript': 'इस पेज को JavaScript चाहिए, और यह ब्राउज़र इसे यहाँ नहीं चला रहा है।',
    'layout.withoutScript':
      'पेज फिर से लोड करें। अगर इससे मदद न मिले, तो शायद यह ब्राउज़र स्क्रिप्ट रोक रहा है: इस साइट के लिए JavaScript की अनुमति दें, या यह पेज किसी दूसरे डिवाइस, जैसे अपने फ़ोन, पर खोलें।',
    'layout.loading': 'यह पेज तैयार हो रहा है… बटन थोड़ी देर में काम करेंगे।',
    'layout.loadingLate': 'अभी भी तैयार नहीं: इस पेज की स्क्रिप्ट शुरू नहीं हुई है।',

    'error.title.invalid_request': 'यह अनुरोध मान्य नहीं है',
    'error.title.unauthorized_client': 'यह ऐप पंजीकृत नहीं है',
    'error.title.not_found': 'नहीं मिला',
    'error.title.pageNotFound': 'पेज नहीं मिला',
    'error.title.unavailable': 'Hive नेटवर्क तक नहीं पहुँचा जा सकता',
    'error.title.signLink': 'इस हस्ताक्षर लिंक पर हस्ताक्षर नहीं किए जा सकते',
    'error.title.other': 'कुछ गड़बड़ हो गई',
    'error.about.invalid_request': 'अनुरोध में कुछ कमी है या कुछ गलत है।',
    'error.about.unauthorized_client':
      'जिस ऐप ने आपको यहाँ भेजा, वह इस पते के लिए पंजीकृत नहीं है, इसलिए आप यहाँ से उसमें साइन इन नहीं कर सकते।',
    'error.about.not_found': 'इस पते पर कुछ नहीं है।',
    'error.about.unavailable':
      'यह सेवा अभी Hive नेटवर्क तक नहीं पहुँच पा रही है। एक मिनट बाद फिर कोशिश करें।',
    'error.about.other': 'सेवा इस अनुरोध का जवाब नहीं दे सकी।',
    'error.details': 'विवरण (अंग्रेज़ी में)',
    'error.code': 'त्रुटि कोड: {code}',
    'error.home': 'होम पेज पर जाएँ',
    'error.fromApp':
      'अगर किसी ऐप ने आपको यहाँ भेजा है, तो उसी पर लौटकर फिर कोशिश करें, या उसके डेवलपर को बताएँ।',

    'home.title': 'Hive से साइन इन करें',
    'home.intro':
      'hivegate ऐप को आपके Hive खाते से आपको साइन इन कराने देता है, और आपकी अनुमति के बाद आपकी ओर से पोस्ट करने, वोट करने और फ़ॉलो करने देता है।',
    'home.keys':
      'आपकी कुंजियाँ आपके ब्राउज़र में ही रहती हैं: यह सेवा उन्हें कभी नहीं देखती। आप किसी भी समय किसी ऐप की पहुँच वापस ले सकते हैं।',
    'home.people': 'Hive उपयोगकर्ताओं के लिए',
    'home.authorizedLink': 'जिन ऐप को आपने अनुमति दी है, उन्हें देखें और हटाएँ',
    'home.authorizedAbout': 'सूची देखने के लिए अपना उपयोगकर्ता नाम लिखें।',
    'home.appsLink': 'ऐप निर्देशिका देखें',
    'home.appsAbout': 'इस सेवा का उपयोग करने वाले ऐप, दैनिक उपयोगकर्ताओं के क्रम में।',
    'home.startFromApp':
      'किसी ऐप में साइन इन करने के लिए उसी ऐप से शुरू करें: वह अपने नाम और अपनी माँग के साथ आपको यहाँ भेजता है।',
    'home.developers': 'डेवलपर के लिए',
    'home.sdk':
      '{client} का उपयोग करें: यह {sdk} SDK के मेथड नाम रखता है, और इसके सभी लिंक और कॉल इसी सेवा पर जाते हैं। {apiURL} को {origin} पर सेट करने से {sdk} SDK के API कॉल भी काम करते हैं, पर इसके लॉगिन और साइन लिंक hivesigner.com पर जाते हैं।',
    'home.endpoint.authorize': 'साइन-इन और सहमति पेज (SDK का {call})',
    'home.endpoint.token': 'नए टोकन के बदले एक कोड या रिफ़्रेश टोकन और आपका {secret}',
    'home.endpoint.revoke':
      'उपयोगकर्ता को साइन आउट करता है: टोकन और उसकी पूरी अनुमति काम करना बंद कर देती है',
    'home.endpoint.me': 'टोकन का खाता',
    'home.endpoint.broadcast': 'सेवा द्वारा हस्ताक्षरित पोस्टिंग ऑपरेशन, एक ही लेनदेन में',
    'home.endpoint.apps': 'JSON रूप में ऐप निर्देशिका',
    'home.endpoint.sign': 'उन ऑपरेशन के लिए हस्ताक्षर लिंक जिनमें उपयोगकर्ता की सक्रिय कुंजी चाहिए (ट्रांसफ़र)',
    'home.jwks': 'टोकन Ed25519 से हस्ताक्षरित JWT हैं; सार्वजनिक कुंजियाँ {url} पर हैं।',
    'home.discovery': 'OpenID Connect डिस्कवरी: {url}।',
    'home.appProfile':
      'ऐप एक Hive खाता है जिसकी {metadata} प्रोफ़ाइल में {type}, उसके {uris} और उसके सीक्रेट का SHA-256 होता है।',
    'home.register': 'ऐप पंजीकृत करें',
    'home.registerWith': '(उसकी सक्रिय कुंजी से)।',

    'apps.building': 'निर्देशिका बन रही है। कृपया एक मिनट बाद फिर कोशिश करें।',
    'apps.intro':
      'इस सेवा के ज़रिए पोस्ट करने वाले ऐप, {days, plural, one {पिछले # दिन} other {पिछले # दिनों}} के दैनिक उपयोगकर्ताओं के क्रम में।',
    'apps.updated': 'अपडेट: {date}।',
    'apps.unverified': 'नाम और विवरण हर ऐप का खाता स्वयं प्रकाशित करता है; इनकी पुष्टि नहीं हुई है।',
    'apps.own': 'आपका कोई ऐप है? उसकी सक्रिय कुंजी से {link}।',
    'apps.featured': 'चुने हुए',
    'apps.ranking': 'रैंकिंग',
    'apps.none': 'इस अवधि में किसी ऐप का उपयोग नहीं हुआ।',
    'apps.allFeatured': 'इस अवधि में उपयोग हुए सभी ऐप ऊपर चुने हुए में हैं।',
    'apps.new': 'नया',
    'apps.weaker': 'कमज़ोर पंजीकरण',
    'apps.notRegistered': 'पंजीकृत नहीं',
    'apps.postingNote':
      'इसकी साइन-इन सेटिंग {field} में हैं: जिसके पास भी इसका पोस्टिंग अधिकार है, वह बदल सकता है कि इसके उपयोगकर्ताओं के साइन-इन कहाँ जाएँ। इसका स्वामी इसे सक्रिय कुंजी से पंजीकृत कर सकता है: {link}।',
    'apps.noProfile':
      'इसके {field} में कोई ऐप प्रोफ़ाइल नहीं है: जब तक इसका स्वामी इसे पंजीकृत न करे, यहाँ कोई इसमें साइन इन नहीं कर सकता: {link}।',
    'apps.users': '{count, plural, one {# उपयोगकर्ता} other {# उपयोगकर्ता}}',
    'apps.requests': '{count, plural, one {# अनुरोध} other {# अनुरोध}}',
    'apps.limitsEnforced':
      'इसके उपयोगकर्ता यहाँ जो सीमाएँ तय करते हैं, वे लागू होती हैं: उनके दिए पोस्टिंग अधिकार को केवल यही सेवा इस्तेमाल कर सकती है।',
    'apps.limitsNotEnforced':
      'यह यहाँ तय की गई किसी भी सीमा के बाहर, सीधे Hive ब्लॉकचेन पर अपने उपयोगकर्ताओं की ओर से हस्ताक्षर कर सकता है: इसके पोस्टिंग अधिकार में इसकी अपनी कुंजियाँ या खाते हैं।',

    'device.title': 'किसी डिवाइस पर साइन इन करें',
    'device.codeLabel': 'आपका डिवाइस जो कोड दिखा रहा है',
    'device.continue': 'जारी रखें',
    'device.next': 'आगे आप देखेंगे कि कौन-सा ऐप क्या माँग रहा है, कुछ भी हस्ताक्षर करने से पहले।',
    'device.codeError':
      'यह कोड गलत है, समाप्त हो चुका है या पहले ही इस्तेमाल हो चुका है। अपने डिवाइस पर दिखा कोड जाँचें।',
    'device.deniedTitle': 'डिवाइस अस्वीकार किया गया',
    'device.denied':
      'डिवाइस अपनी अगली कोशिश पर अस्वीकार होगा; उसे आपके खाते तक कोई पहुँच नहीं मिलेगी। आप यह पेज बंद कर सकते हैं।',
    'device.code': 'कोड {code}',
    'device.check':
      'जाँचें कि आपका डिवाइस यही कोड दिखा रहा है। अगर यह साइन-इन आपने अपने डिवाइस पर शुरू नहीं किया, तो इसे अस्वीकार करें: हो सकता है कोई आपके खाते में घुसने की कोशिश कर रहा हो।',
    'device.deny': 'इस डिवाइस को अस्वीकार करें',

    'signOut.doneTitle': 'साइन आउट हो गया',
    'signOut.done':
      '{user} {app} से साइन आउट हो गया: उस साइन-इन के ऐक्सेस और रिफ़्रेश टोकन अब काम नहीं करते।',
    'signOut.authority':
      'चेन पर आपने ऐप को जो पोस्टिंग अधिकार दिया था, वह उसके पास बना रहता है, अगर दिया था। उसे भी हटाने के लिए इस पेज पर हटाएँ:',
    'signOut.askTitle': 'साइन आउट करें?',
    'signOut.askHeading': '{app} से साइन आउट करें?',
    'signOut.ask':
      'एक पेज {user} को {app} से साइन आउट करना चाहता है। अगर आपने यह नहीं माँगा, तो साइन इन रहें।',
    'signOut.confirm': '{app} से साइन आउट करें',
    'signOut.stay': 'साइन इन रहें',

    'consent.heading': '{app} में साइन इन करें',
    'consent.headingDevice': 'अपने डिवाइस पर {app} में साइन इन करें',
    'consent.account': 'आपका Hive खाता',
    'consent.chooseAccount': 'खाता चुनें',
    'consent.rememberedAccounts': 'इस ब्राउज़र के खाते',
    'consent.username': 'Hive उपयोगकर्ता नाम',
    'consent.signWith': 'फिर नीचे अपनी निजी पोस्टिंग कुंजी या मास्टर पासवर्ड से हस्ताक्षर करें।',
    'consent.keychain': 'Hive Keychain से साइन इन करें',
    'signin.limitsStillApply': 'इस ऐप के लिए आपकी तय की गई सीमाएँ अब भी लागू हैं: {limits}',
    'signin.limitsContinue': 'जारी रखें',
    'consent.or': 'या',
    'consent.keyLabel': 'निजी पोस्टिंग कुंजी या मास्टर पासवर्ड',
    'consent.keyNeverSent': 'केवल इसी पेज के अंदर हस्ताक्षर के लिए उपयोग होती है; इसे कभी कहीं नहीं भेजा जाता।',
    'consent.signIn': 'साइन इन करें',
    'consent.cancel': 'रद्द करें और वापस जाएँ',
    'consent.returnsTo': 'साइन इन के बाद आप {uri} पर लौटेंगे।',
    'consent.deviceGoesOn': 'साइन इन के बाद आपका डिवाइस अपने आप आगे बढ़ेगा; इस पेज पर कुछ वापस नहीं आता।',
    'consent.unverified': 'असत्यापित',
    'consent.published':
      'नाम, विवरण, तस्वीर और वेबसाइट {app} ने स्वयं प्रकाशित किए हैं; hivegate ने इनकी जाँच नहीं की है।',
    'consent.mayDo': '{app} क्या कर सकता है',
    'consent.profile': 'आपकी सार्वजनिक Hive प्रोफ़ाइल पढ़ना: प्रदर्शित नाम, तस्वीर और वेबसाइट।',
    'consent.offline': 'ऐप बंद करने के बाद भी साइन इन रहना (रिफ़्रेश टोकन)।',
    'consent.grantTitle': '{app} को पोस्टिंग अधिकार दें',
    'consent.grantNotYet':
      'आपका खाता अभी {app} को आपकी ओर से काम करने नहीं देता। अनुमति देने से {app} Hive ब्लॉकचेन पर आपके खाते के पोस्टिंग अधिकार में जुड़ जाता है (एक {op} लेनदेन)।',
    'consent.grantCannot': 'यह धन ट्रांसफ़र नहीं कर सकता और कुंजियाँ नहीं बदल सकता।',
    'consent.grantActive':
      'इस बदलाव के लिए आपकी सक्रिय कुंजी चाहिए। यह तब तक रहता है जब तक आप इसे इस पेज पर न हटाएँ:',
    'consent.grantKeychain': 'Hive Keychain से अनुमति दें',
    'consent.grantOrKey': 'या नीचे कुंजी का उपयोग करें।',
    'consent.activeKeyLabel': 'निजी सक्रिय कुंजी या मास्टर पासवर्ड',
    'consent.grantSubmit': 'अनुमति दें और जारी रखें',

    'limits.adjust': 'सीमाएँ बदलें',
    'limits.fixed': 'आपकी सीमाएँ (इस साइन-इन के लिए तय)',
    'limits.legend': '{app} पर आपकी सीमाएँ',
    'limits.help':
      'आप {app} के काम घटा सकते हैं, कभी बढ़ा नहीं सकते: ऊपर की सूची भी साथ बदलती है। आप बाद में अनुमति प्राप्त ऐप पेज पर इसकी पहुँच खत्म भी कर सकते हैं।',
    'limits.actions': 'अनुमत कार्य',
    'limits.votes': 'वोट',
    'limits.voteWeight': 'सबसे बड़ा वोट, % में (अधिकतम {max})',
    'limits.noDownvotes': 'डाउनवोट नहीं।',
    'limits.allowDownvotes': 'डाउनवोट की अनुमति दें',
    'limits.appMessages': 'अनुमत ऐप संदेश (custom_json)',
    'limits.perDayMax': 'प्रतिदिन अधिकतम कार्य (अधिकतम {max, number})',
    'limits.perDayNone': 'प्रतिदिन अधिकतम कार्य (खाली: कोई सीमा नहीं)',
    'limits.endsAsAsked':
      'पहुँच {date} को खत्म होती है, जैसा {app} ने माँगा: यहाँ दिए गए किसी भी अंत से पहले। आप इसे कभी भी अनुमति प्राप्त ऐप पेज पर खत्म कर सकते हैं।',
    'limits.ends': 'पहुँच खत्म होती है',
    'limits.asAsked': '{date} (जैसा {app} ने माँगा)',
    'limits.whenRemoved': 'जब आप इसे हटाएँ',
    'limits.inDays': '{days, plural, one {# दिन में} other {# दिनों में}}',
    'limits.leaveOne': 'कम से कम एक कार्य अनुमत रहने दें, या साइन-इन रद्द करें।',
    'limits.weightRange': '0.01 और {max} % के बीच वोट भार लिखें।',
    'limits.perDayWhole': 'कार्यों की पूर्ण संख्या लिखें, कम से कम 1, या खाली छोड़ दें।',
    'limits.perDayRange': '1 और {max, number} के बीच कार्यों की पूर्ण संख्या लिखें।',

    'grant.loginOnly':
      'साइन इन कराने के लिए आपका Hive उपयोगकर्ता नाम जानना; यह Hive पर आपकी ओर से काम नहीं कर सकता।',
    'grant.learnUsername': 'साइन इन कराने के लिए आपका Hive उपयोगकर्ता नाम जानना।',
    'grant.actFor': 'Hive पर आपकी ओर से काम करना: {actions}।',
    'grant.neverFunds': 'यह कभी भी आपका धन नहीं हिला सकता या आपकी कुंजियाँ नहीं बदल सकता।',
    'grant.allows.vote': 'पोस्ट और टिप्पणियों पर वोट करना',
    'grant.allows.comment': 'पोस्ट और टिप्पणियाँ प्रकाशित और संपादित करना',
    'grant.allows.delete_comment': 'आपकी पोस्ट और टिप्पणियाँ हटाना',
    'grant.allows.comment_options': 'आपकी पोस्ट के भुगतान विकल्प तय करना',
    'grant.allows.custom_json': 'ऐप संदेश भेजना (फ़ॉलो, रीब्लॉग, समुदाय, गेम)',
    'grant.allows.claim_reward_balance': 'आपके पुरस्कार लेना',
    'grant.allows.account_update2': 'आपकी प्रोफ़ाइल अपडेट करना',
    'limit.only': 'केवल ये ऑपरेशन: {operations}।',
    'limit.votes': 'अधिकतम {percent} % के वोट।',
    'limit.votesNoDown': 'अधिकतम {percent} % के वोट, डाउनवोट नहीं।',
    'limit.noDown': 'डाउनवोट नहीं।',
    'limit.appMessagesOnly': 'ऐप संदेश (custom_json) केवल इन प्रकारों के: {ids}।',
    'limit.noAppMessages': 'कोई ऐप संदेश (custom_json) नहीं।',
    'limit.perDay': '{count, plural, one {प्रतिदिन अधिकतम # कार्य।} other {प्रतिदिन अधिकतम # कार्य।}}',
    'limit.until': '{date} तक।',
    'limit.dateTime': '{date}, {time} UTC',
    'reach.enforced':
      'ये सीमाएँ लागू होती हैं: आप {app} को जो पोस्टिंग अधिकार देते हैं उसे केवल यही सेवा इस्तेमाल कर सकती है, और यह हर कार्य को इन सीमाओं से जाँचती है।',
    'reach.notEnforced':
      'ये सीमाएँ केवल उस पर लागू होती हैं जो {app} इस सेवा के ज़रिए करता है। {app} के पोस्टिंग अधिकार में उसकी अपनी कुंजियाँ या खाते भी हैं, इसलिए जब तक आप उसे अपने पोस्टिंग अधिकार में रखते हैं, {app} किसी भी सीमा के बाहर, सीधे Hive ब्लॉकचेन पर आपकी ओर से हस्ताक्षर कर सकता है।',
    'reach.onChain':
      'Hive ब्लॉकचेन पर, आपका पोस्टिंग अधिकार जिसके पास भी हो, वह आपके नाम से प्रकाशित, वोट, फ़ॉलो, रीब्लॉग और प्रोफ़ाइल अपडेट कर सकता है, और इसकी अपनी कोई सीमा नहीं है।',
    'reach.onlyThrough':
      '{app} इसे केवल इस सेवा के ज़रिए इस्तेमाल कर सकता है, जो इसे आपकी चुनी सीमाओं में रखती है।',
    'reach.direct':
      '{app} के पास ऐसी कुंजियाँ या खाते हैं जो इसे सीधे, आपकी चुनी सीमाओं के बाहर, इस्तेमाल कर सकते हैं।',

    'hiveauth.signIn': 'HiveAuth (मोबाइल वॉलेट) से साइन इन करें',
    'hiveauth.approveOnPhone': 'HiveAuth वॉलेट से अपने फ़ोन पर मंज़ूरी दें; यहाँ कोई कुंजी नहीं लिखी जाती।',
    'hiveauth.title': 'अपने वॉलेट ऐप में मंज़ूरी दें',
    'hiveauth.scan':
      'यह कोड किसी HiveAuth वॉलेट (जैसे मोबाइल के लिए Hive Keychain) से स्कैन करें, या अगर आप इसी फ़ोन पर हैं तो लिंक खोलें।',
    'hiveauth.qrSignIn': 'HiveAuth साइन-इन अनुरोध का QR कोड',
    'hiveauth.qrRegistration': 'HiveAuth पंजीकरण अनुरोध का QR कोड',
    'hiveauth.open': 'वॉलेट ऐप में खोलें',
    'hiveauth.cancelSignIn': 'HiveAuth साइन-इन रद्द करें',
    'hiveauth.cancelRegistration': 'HiveAuth पंजीकरण रद्द करें',
    'hiveauth.grant': 'HiveAuth से अनुमति दें',
    'hiveauth.grantHelp':
      'आपके वॉलेट ऐप से यह बदलाव आपकी सक्रिय कुंजी से हस्ताक्षर करने को कहा जाता है। अगर वह न कर सके, तो नीचे Hive Keychain या अपनी सक्रिय कुंजी से अनुमति दें; फिर साइन-इन आपके वॉलेट ऐप में जारी रहेगा।',
    'hiveauth.waiting': 'आपके वॉलेट ऐप की प्रतीक्षा…',
    'hiveauth.confirm': 'अपने वॉलेट ऐप में पुष्टि करें…',
    'hiveauth.timeLeft': 'बचा समय: {seconds, number} सेकंड',
    'hiveauth.unreachable':
      'HiveAuth रिले तक नहीं पहुँचा जा सका। बाद में फिर कोशिश करें, या Hive Keychain या किसी कुंजी से साइन इन करें।',
    'hiveauth.lost': 'आपके वॉलेट के जवाब से पहले HiveAuth रिले से कनेक्शन टूट गया। कृपया फिर कोशिश करें।',
    'hiveauth.relayError': 'HiveAuth रिले ने अनुरोध अस्वीकार कर दिया।',
    'hiveauth.expired': 'आपके वॉलेट के जवाब से पहले HiveAuth अनुरोध समाप्त हो गया। कृपया फिर कोशिश करें।',
    'hiveauth.rejected': 'आपने अपने वॉलेट में मना कर दिया।',
    'hiveauth.walletError': 'आपका वॉलेट अनुरोध पर हस्ताक्षर नहीं कर सका।',
    'hiveauth.badAnswer': 'आपके वॉलेट ने ऐसा जवाब भेजा जिसे यह पेज इस्तेमाल नहीं कर सकता।',
    'hiveauth.cancelled': 'HiveAuth साइन-इन रद्द किया गया।',
    'hiveauth.reconnecting': 'HiveAuth रिले से कनेक्शन टूट गया; फिर से जोड़ा जा रहा है…',

    'signin.keychainNext':
      'फिर "Hive Keychain से साइन इन करें" दबाएँ और Keychain में पुष्टि करें (वहाँ खाता चुनने के लिए उपयोगकर्ता नाम खाली छोड़ें); या नीचे कुंजी का उपयोग करें।',
    'signin.reading': 'आपका खाता पढ़ा जा रहा है…',
    'signin.confirmKeychain': 'Hive Keychain में पुष्टि करें…',
    'signin.chooseInKeychain': 'अपना खाता चुनें और Hive Keychain में पुष्टि करें…',
    'signin.signing': 'साइन इन हो रहा है…',
    'signin.failed': 'साइन इन विफल रहा।',
    'signin.couldNotStart': 'साइन इन शुरू नहीं हो सका।',
    'signin.waitGrant': 'अनुमति के सेवा तक पहुँचने की प्रतीक्षा…',
    'signin.returning': '{user} के रूप में साइन इन हुआ। ऐप पर लौट रहे हैं…',
    'signin.expected':
      '{app} को उम्मीद थी कि आप {expected} के रूप में साइन इन करेंगे। इसके बजाय {user} के रूप में साइन इन करने के लिए फिर से साइन इन करें।',
    'signin.forget': 'भूल जाएँ',
    'signin.forgetLabel': 'इस ब्राउज़र पर {user} को भूल जाएँ',
    'signin.chosen': '{user} चुना गया।',
    'signin.forgotten': 'इस ब्राउज़र पर {user} को भुला दिया गया।',
    'signin.deviceDone':
      '{user} के रूप में साइन इन हुआ। अपने डिवाइस पर लौटें: वह अपने आप आगे बढ़ेगा। आप यह पेज बंद कर सकते हैं।',
    'signin.oneMoreStep': 'एक और कदम: ऐप को पोस्टिंग अधिकार दें।',
    'signin.grantTyped':
      '{typed, select, password {साइन इन के लिए टाइप किया गया मास्टर पासवर्ड इस बदलाव पर भी हस्ताक्षर करता है; यह केवल इस साइन-इन के लिए इस पेज की मेमोरी में रहता है।} other {साइन इन के लिए टाइप की गई कुंजी इस बदलाव पर भी हस्ताक्षर करती है; यह केवल इस साइन-इन के लिए इस पेज की मेमोरी में रहती है।}}',
    'signin.grantKept':
      'इस डिवाइस पर रखी सक्रिय कुंजी, जिसे आपने साइन इन के लिए अनलॉक किया, इस बदलाव पर भी हस्ताक्षर करती है; यह केवल इस साइन-इन के लिए इस पेज की मेमोरी में रहती है।',
    'signin.broadcastingGrant': 'अनुमति प्रसारित की जा रही है…',
    'signin.confirmGrantWallet': 'अपने वॉलेट ऐप में अनुमति की पुष्टि करें…',
    'signin.hiveauthApp': '{app} में साइन इन करें',

    'common.details': 'विवरण',
    'common.enterUsername': 'Hive उपयोगकर्ता नाम लिखें: 3 से 16 अक्षर, अंक, बिंदु या डैश।',
    'common.noAccount': '{user} खाता मौजूद नहीं है।',
    'common.enterKey':
      '{role, select, posting {अपनी निजी पोस्टिंग कुंजी या मास्टर पासवर्ड लिखें।} active {अपनी निजी सक्रिय कुंजी या मास्टर पासवर्ड लिखें।} other {अपनी निजी स्वामी कुंजी या मास्टर पासवर्ड लिखें।}}',
    'common.wrongKey': '{user} के लिए गलत पासवर्ड या कुंजी।',
    'common.notRoleKey':
      '{role, select, posting {यह {user} की पोस्टिंग कुंजी नहीं है।} active {यह {user} की सक्रिय कुंजी नहीं है।} other {यह {user} की स्वामी कुंजी नहीं है।}}',
    'common.serviceAnswered': 'सेवा का जवाब: {status}',
    'common.keychainDeclined': 'आपने Hive Keychain में मना कर दिया।',
    'common.keychainDidNotSign': 'Hive Keychain ने हस्ताक्षर नहीं किए: {said}',

    'authorized.intro':
      'वे ऐप्स और खाते जिन्हें आपने Hive पर अपनी ओर से काम करने की अनुमति दी है। किसी एक को हटाना ब्लॉकचेन पर तुरंत और हर सेवा के लिए लागू होता है; ऐप के पास बचे टोकन उन सब कामों के लिए काम करना बंद कर देते हैं जिनके लिए आपके अधिकार की ज़रूरत थी।',
    'authorized.username': 'आपका Hive उपयोगकर्ता नाम',
    'authorized.show': 'अधिकृत ऐप्स दिखाएँ',
    'authorized.listTitle': '{user} पर अधिकार वाले खाते',
    'authorized.keys': 'आपकी कुंजियाँ',
    'authorized.keysNeverSent':
      'केवल इसी पेज के अंदर हस्ताक्षर के लिए उपयोग होती हैं; कभी कहीं नहीं भेजी जातीं। यह पेज खुला रहने तक भरी रहती हैं।',
    'authorized.keychainFound':
      'Hive Keychain मिला: इसके बजाय Keychain में पुष्टि करने के लिए कोई फ़ील्ड खाली छोड़ें।',
    'authorized.postingKey': 'निजी पोस्टिंग कुंजी या मास्टर पासवर्ड',
    'authorized.postingKeyHelp':
      'साबित करती है कि आप ही हैं: आपके साइन-इन और हर ऐप की सीमाएँ दिखाती है, उन सीमाओं को बदलती है, साइन-इन समाप्त करती है।',
    'authorized.activeKey': 'निजी सक्रिय कुंजी या मास्टर पासवर्ड',
    'authorized.activeKeyHelp':
      'ब्लॉकचेन पर आपका खाता बदलती है: नीचे आपके अधिकारों से किसी ऐप या खाते को हटाती है।',
    'authorized.role':
      '{role, select, posting {पोस्टिंग अधिकार: आपकी ओर से प्रकाशित, वोट, फ़ॉलो और आपकी प्रोफ़ाइल अपडेट कर सकता है} active {सक्रिय अधिकार: आपकी धनराशि भी भेज सकता है और आपके अधिकार बदल सकता है} other {स्वामी अधिकार: आपके खाते पर पूरा नियंत्रण रखता है}}',
    'authorized.none': 'इस खाते पर किसी ऐप या खाते का अधिकार नहीं है।',
    'authorized.alone': 'अकेले काम कर सकता है',
    'authorized.weight': 'भार {threshold} में से {weight}',
    'authorized.remove': 'हटाएँ',
    'authorized.removeLabel':
      '{role, select, posting {{app} को अपने पोस्टिंग अधिकार से हटाएँ} active {{app} को अपने सक्रिय अधिकार से हटाएँ} other {{app} को अपने स्वामी अधिकार से हटाएँ}}',
    'authorized.confirmTitle':
      '{role, select, posting {{app} को अपने पोस्टिंग अधिकार से हटाएँ?} active {{app} को अपने सक्रिय अधिकार से हटाएँ?} other {{app} को अपने स्वामी अधिकार से हटाएँ?}}',
    'authorized.loses':
      '{role, select, posting {{app} अब किसी भी साइट या सेवा पर आपकी ओर से प्रकाशित, वोट, फ़ॉलो या आपकी प्रोफ़ाइल अपडेट नहीं कर पाएगा।} active {{app} अब किसी भी साइट या सेवा पर आपकी धनराशि नहीं भेज पाएगा और न आपके अधिकार बदल पाएगा।} other {{app} अब किसी भी साइट या सेवा पर आपके खाते को नियंत्रित नहीं कर पाएगा।}} उसके पास के टोकन इसके लिए काम करना बंद कर देते हैं। बाद में उसमें साइन इन करके आप यह फिर से दे सकते हैं।',
    'authorized.removeApp': '{app} को हटाएँ',
    'authorized.keep': 'रहने दें',
    'authorized.removing': '{app} को हटाया जा रहा है…',
    'authorized.removed':
      '{role, select, posting {{app} को आपके पोस्टिंग अधिकार से हटा दिया गया।} active {{app} को आपके सक्रिय अधिकार से हटा दिया गया।} other {{app} को आपके स्वामी अधिकार से हटा दिया गया।}}',
    'authorized.limits': 'सीमाएँ',
    'authorized.limitsLabel': '{app} पर सीमाएँ तय करें',
    'appLimits.title': '{app} पर सीमाएँ',
    'appLimits.onlyStricter':
      'सीमाएँ केवल सख़्त होती हैं: आपका डाला हर मान लागू मान से कम होना चाहिए। हस्ताक्षर ऊपर की आपकी पोस्टिंग कुंजी या Keychain से होता है।',
    'appLimits.voteWeight': 'सबसे बड़ा वोट, % में (खाली: अपरिवर्तित)',
    'appLimits.voteWeightNow': 'सबसे बड़ा वोट, % में (अभी अधिकतम {percent}; खाली: अपरिवर्तित)',
    'appLimits.noDownvotes': 'कोई डाउनवोट नहीं',
    'appLimits.noDownvotesInForce': 'कोई डाउनवोट नहीं (पहले से लागू)',
    'appLimits.perDay': 'प्रतिदिन अधिकतम कार्य (खाली: अपरिवर्तित)',
    'appLimits.perDayNow': 'प्रतिदिन अधिकतम कार्य (अभी अधिकतम {count}; खाली: अपरिवर्तित)',
    'appLimits.endNow': 'इसकी पहुँच अभी समाप्त करें',
    'appLimits.save': 'सीमाएँ सहेजें',
    'appLimits.cancel': 'रद्द करें',
    'appLimits.keepAccess': 'इसकी पहुँच रहने दें',
    'appLimits.none': 'कोई सीमा नहीं: इसका साइन-इन जो कुछ देता है, वह सब कर सकता है।',
    'appLimits.noSignIn':
      '{app} के पास यहाँ साइन-इन के बिना आपका पोस्टिंग अधिकार है, इसलिए इस पेज की कोई सीमा उस तक नहीं पहुँचती जो वह ब्लॉकचेन पर करता है। अभी तय की गई सीमाएँ यहाँ उसमें होने वाले हर साइन-इन पर लागू होंगी।',
    'appLimits.inForce': 'अभी लागू: {limits}',
    'appLimits.inForceSince': '{date} के आपके साइन-इन पर अभी लागू: {limits}',
    'appLimits.badWeight': '0.01 और 100 % के बीच वोट भार डालें।',
    'appLimits.badPerDay': 'कार्यों की पूर्ण संख्या डालें, कम से कम 1।',
    'appLimits.notStricter': 'पहले से लागू: {limit} सीमाएँ केवल सख़्त होती हैं: कम डालें, या खाली छोड़ें।',
    'appLimits.chooseOne': 'तय करने के लिए कोई सीमा चुनें, या रद्द करें।',
    'appLimits.endTitle': '{app} की पहुँच अभी समाप्त करें?',
    'appLimits.endLoses':
      'यहाँ {app} में आपका हर साइन-इन तुरंत समाप्त होता है: उसके टोकन काम करना बंद कर देते हैं, और वह इस सेवा के ज़रिए आपकी ओर से अब काम नहीं कर सकता। जब तक आप उसे ऊपर नहीं हटाते, {app} के पास ब्लॉकचेन पर आपका पोस्टिंग अधिकार बना रहता है।',
    'appLimits.end': '{app} की पहुँच समाप्त करें',
    'appLimits.notSaved': 'सीमाएँ सहेजी नहीं जा सकीं।',
    'appLimits.ended':
      'यहाँ {app} की पहुँच समाप्त हुई: उसके साइन-इन ख़त्म हो गए। ब्लॉकचेन पर आपका पोस्टिंग अधिकार अब भी उसके पास है; यदि आप उसका उपयोग नहीं करते, तो ऊपर उसे हटाएँ।',
    'appLimits.operations': 'कार्य जो यह कर सकता है',
    'appLimits.leaveOne': 'कम से कम एक कार्य की अनुमति रहने दें, या इसके बजाय इसकी पहुँच समाप्त करें।',
    'appLimits.saved': '{app} पर सीमाएँ सहेजी गईं।',
    'appLimits.savedAny': '{app} पर सीमाएँ सहेजी गईं; ये यहाँ उसमें होने वाले हर साइन-इन पर लागू हैं: {limits}',
    'activity.title': 'हर ऐप ने आपके खाते के साथ क्या किया',
    'activity.intro':
      'हर वह लेन-देन जो किसी ऐप ने इस सेवा के ज़रिए आपकी ओर से भेजा, सबसे नया पहले, ब्लॉकचेन पर उसकी स्थिति के साथ।',
    'activity.none': 'अभी तक किसी ऐप ने इस सेवा के ज़रिए आपकी ओर से कुछ नहीं भेजा है।',
    'activity.totals': 'पिछले 24 घंटों में लेन-देन: {day, number}; पिछले 30 दिनों में: {month, number}।',
    'activity.row': '{when}: {operations}',
    'activity.status':
      '{status, select, sent {भेजा गया, अभी किसी ब्लॉक में नहीं} included {ब्लॉक {block} में} irreversible {अंतिम, ब्लॉक {block} में} expired {समय समाप्त: कभी शामिल नहीं हुआ} refused {नेटवर्क ने अस्वीकार किया: {why}} other {{status}}}',
    'activity.byAppKey': 'ऐप ने स्वयं हस्ताक्षर किए, इस सेवा के ज़रिए नहीं।',
    'activity.tx': 'ब्लॉक एक्सप्लोरर पर लेन-देन {id}',
    'activity.more': 'पुराने दिखाएँ',
    'activity.reading': 'ऐप्स ने क्या किया, पढ़ा जा रहा है…',
    'activity.csv': 'CSV डाउनलोड करें',
    'activity.json': 'JSON डाउनलोड करें',
    'activity.downloading': 'डाउनलोड तैयार किया जा रहा है…',
    'signIns.title': 'यहाँ आपके साइन-इन',
    'signIns.intro':
      'हर वह ऐप जिसमें आपने इस सेवा के ज़रिए साइन इन किया, उनमें वे भी जिन्होंने केवल यह जाना कि आप कौन हैं, हर एक पर लागू सीमाओं के साथ। किसी एक को समाप्त करने से आप उससे तुरंत साइन आउट हो जाते हैं; ऐप को बताया जाता है। इन्हें दिखाना साबित करता है कि आप ही हैं: हस्ताक्षर ऊपर की आपकी पोस्टिंग कुंजी या Keychain से होता है।',
    'signIns.show': 'मेरे साइन-इन दिखाएँ',
    'signIns.endTheSignIn': 'साइन-इन समाप्त करें',
    'signIns.ended': '{app} का साइन-इन समाप्त किया गया।',
    'signIns.notRead': 'आपके साइन-इन पढ़े नहीं जा सके।',
    'signIns.ending': 'साइन-इन समाप्त किया जा रहा है…',
    'signIns.reading': 'आपके साइन-इन पढ़े जा रहे हैं…',
    'signIns.none': 'इस सेवा के ज़रिए आपका कोई साइन-इन नहीं है।',
    'signIns.unlisted':
      '{count, plural, one {{apps} के पास आपका पोस्टिंग अधिकार है, पर यहाँ कोई साइन-इन नहीं: वह Hive पर आपकी ओर से पोस्ट कर सकता है, और इस पेज पर कुछ भी उसे सीमित नहीं करता। यदि आप उसका उपयोग नहीं करते, तो ऊपर उसे हटाएँ।} other {{apps} के पास आपका पोस्टिंग अधिकार है, पर यहाँ कोई साइन-इन नहीं: वे Hive पर आपकी ओर से पोस्ट कर सकते हैं, और इस पेज पर कुछ भी उन्हें सीमित नहीं करता। यदि आप उनका उपयोग नहीं करते, तो ऊपर उन्हें हटाएँ।}}',
    'signIns.row':
      '{kind, select, posting {{app}: आपकी ओर से काम कर सकता है, {since} से, अंतिम उपयोग {used}} other {{app}: केवल साइन-इन, {since} से, अंतिम उपयोग {used}}}',
    'signIns.rowNamed':
      '{kind, select, posting {{app} ({name}): आपकी ओर से काम कर सकता है, {since} से, अंतिम उपयोग {used}} other {{app} ({name}): केवल साइन-इन, {since} से, अंतिम उपयोग {used}}}',
    'signIns.limits': 'सीमाएँ: {limits}',
    'signIns.madeWith': '{wallet} से हस्ताक्षरित; डिवाइस: {device}',
    'signIns.madeWithWallet': '{wallet} से हस्ताक्षरित',
    'signIns.typedKey': 'टाइप की गई कुंजी',
    'signIns.keptKey': 'इस डिवाइस पर रखी कुंजी, {lock, select, passkey {पासकी} other {PIN}} से अनलॉक',
    'signIns.noEnd':
      '{kind, select, posting {कोई समाप्ति तिथि नहीं: इसके मौजूदा टोकन {date} तक चलते हैं, और ऐप उन्हें नवीनीकृत कर सकता है।} other {कोई समाप्ति तिथि नहीं: इसके मौजूदा टोकन {date} तक चलते हैं।}}',
    'signIns.end': 'समाप्त करें',
    'signIns.endLabel': '{since} से {app} का साइन-इन समाप्त करें',
    'signIns.endTitle': '{app} का साइन-इन समाप्त करें?',
    'signIns.endLoses':
      '{kind, select, posting {{app} तुरंत साइन आउट होता है: उसके टोकन काम करना बंद कर देते हैं, और वह इस सेवा के ज़रिए आपकी ओर से अब काम नहीं कर सकता। जब तक आप उसे ऊपर नहीं हटाते, ब्लॉकचेन पर आपका पोस्टिंग अधिकार उसके पास रहता है।} other {{app} तुरंत साइन आउट होता है: उसके टोकन काम करना बंद कर देते हैं, और उसे बताया जाता है।}}',
    'register.title': 'ऐप पंजीकृत करें',
    'register.intro':
      'ऐप एक Hive खाता है जिसकी {field} प्रोफ़ाइल बताती है कि उसके उपयोगकर्ताओं के साइन-इन कहाँ जाते हैं। {field} को केवल खाते की सक्रिय कुंजी बदल सकती है: उसके पोस्टिंग अधिकार वाले खाते (यह सेवा, वे ऐप्स जिनमें उसने साइन इन किया) नहीं बदल सकते। पंजीकरण प्रोफ़ाइल को वहाँ, इस पेज में हस्ताक्षरित एक ही {op} लेन-देन में लिखता है।',
    'register.accountTitle': 'ऐप का खाता',
    'register.username': 'ऐप खाता (Hive उपयोगकर्ता नाम)',
    'register.usernameHelp':
      'शुरुआत के लिए इसकी मौजूदा प्रोफ़ाइल पढ़ें: HiveSigner के तरीक़े से ({field} में) पंजीकृत ऐप ले आया जाता है।',
    'register.readProfile': 'मौजूदा प्रोफ़ाइल पढ़ें',
    'register.whereTitle': 'साइन-इन कहाँ जाते हैं',
    'register.readFrom': 'केवल {field} से पढ़ा जाता है।',
    'register.redirects': 'रीडायरेक्ट URI, हर पंक्ति में एक',
    'register.redirectsHelp':
      'बिल्कुल सटीक मिलाए जाते हैं; लूपबैक URI ({example}) किसी भी पोर्ट से मेल खाता है।',
    'register.authMethod': 'ऐप कैसे साबित करता है कि वही ऐप है',
    'register.method.basic': 'क्लाइंट सीक्रेट, HTTP Basic',
    'register.method.post': 'क्लाइंट सीक्रेट, बॉडी में',
    'register.method.none': 'कोई सीक्रेट नहीं (सार्वजनिक क्लाइंट)',
    'register.authMethodHelp':
      'सर्वर वाला ऐप वहाँ क्लाइंट सीक्रेट रखता है। कोई वेब पेज या फ़ोन ऐप इसे नहीं रख सकता: वह सार्वजनिक क्लाइंट है और केवल PKCE से ख़ुद को साबित करता है।',
    'register.secretHash': 'क्लाइंट सीक्रेट का SHA-256 (64 हेक्स वर्ण)',
    'register.secretHashHelp':
      'प्रोफ़ाइल केवल यह हैश प्रकाशित करती है, और इसे कोई भी पढ़ सकता है: सीक्रेट में कम से कम {minBits} यादृच्छिक बिट होने चाहिए, वरना उसे ऑफ़लाइन अनुमान लगाया जा सकता है। इसे यहाँ ({bits} बिट) या {command} से बनाएँ।',
    'register.makeSecret': 'नया क्लाइंट सीक्रेट बनाएँ',
    'register.newSecret': 'आपका नया क्लाइंट सीक्रेट',
    'register.newSecretHelp':
      'इसे अभी अपने ऐप के सर्वर पर कॉपी करें: यह एक बार दिखाया जाता है, और न यह पेज न ब्लॉकचेन इसे रखता है।',
    'register.logoutUri': 'बैक-चैनल लॉगआउट URI (वैकल्पिक)',
    'register.logoutUriHelp':
      'किसी उपयोगकर्ता का साइन-इन समाप्त होने पर इसे सूचित किया जाता है (OpenID Connect Back-Channel Logout)।',
    'register.postLogoutUris': 'लॉगआउट के बाद के रीडायरेक्ट URI, हर पंक्ति में एक (वैकल्पिक)',
    'register.idTokenAlg': 'id_token का हस्ताक्षर',
    'register.defaultAlg': '{alg} (डिफ़ॉल्ट)',
    'register.displayTitle': 'उपयोगकर्ता क्या देखते हैं',
    'register.displayHelp':
      'साइन-इन पेज पर और निर्देशिका में, असत्यापित के रूप में चिह्नित करके दिखाया जाता है।',
    'register.name': 'नाम',
    'register.about': 'परिचय',
    'register.website': 'वेबसाइट',
    'register.picture': 'चित्र (एक https URL)',
    'register.signTitle': 'सक्रिय कुंजी से हस्ताक्षर करें',
    'register.keychain': 'Hive Keychain से पंजीकृत करें',
    'register.hiveAuth': 'HiveAuth से पंजीकृत करें (मोबाइल वॉलेट)',
    'register.activeKey': 'ऐप खाते की निजी सक्रिय कुंजी या मास्टर पासवर्ड',
    'register.submit': 'सक्रिय कुंजी से पंजीकृत करें',
    'register.postingNote':
      'उपयोगकर्ताओं की पोस्ट और वोट इस सेवा से होकर जाएँ, इसके लिए ऐप के पोस्टिंग अधिकार में इस सेवा का खाता भी होना चाहिए।',
    'register.secretMade': 'नया क्लाइंट सीक्रेट बनाया गया। पंजीकरण से पहले इसे अपने ऐप के सर्वर पर कॉपी करें।',
    'register.reading': 'खाता पढ़ा जा रहा है…',
    'register.noProfile': '{app} की अभी कोई ऐप प्रोफ़ाइल नहीं है: फ़ॉर्म भरें।',
    'register.readActive': '{app} की ऐप प्रोफ़ाइल {field} से पढ़ी गई।',
    'register.readPosting':
      '{app} की ऐप प्रोफ़ाइल {posting} से पढ़ी गई (HiveSigner का तरीक़ा): पंजीकरण इसे {field} में लिखता है।',
    'register.broadcasting': 'पंजीकरण प्रसारित किया जा रहा है…',
    'register.hiveAuthAbout': 'ऐप {app} पंजीकृत करें',
    'register.needRedirect': 'कम से कम एक रीडायरेक्ट URI डालें।',
    'register.badHash': 'क्लाइंट सीक्रेट का SHA-256 64 हेक्स वर्णों में डालें, या नया क्लाइंट सीक्रेट बनाएँ।',
    'register.notUrl': '“{url}” एक पूर्ण URL नहीं है (जैसे https://app.example/callback)।',
    'register.fragment': '“{url}” में #fragment नहीं हो सकता।',
    'register.done':
      'पंजीकृत: {app} की ऐप प्रोफ़ाइल उसके {field} में है। साइन-इन कुछ ही सेकंड में इसका उपयोग करते हैं।',
    'register.doneTx':
      'पंजीकृत: {app} की ऐप प्रोफ़ाइल उसके {field} में है (लेन-देन {tx})। साइन-इन कुछ ही सेकंड में इसका उपयोग करते हैं।',
    'register.addService':
      '{service} को ऐप के लिए प्रसारित करने दें: इसी चरण में इसे ऐप खाते के पोस्टिंग अधिकार में जोड़ें',
    'register.serviceAdded':
      '{service} अब {app} के पोस्टिंग अधिकार में है: इसके उपयोगकर्ताओं के प्रसारण इस सेवा से होकर जाते हैं।',
    'register.serviceAlready': '{service} पहले से {app} के पोस्टिंग अधिकार में था: वहाँ कुछ बदलना नहीं है।',
    'register.serviceMissing':
      '{service} {app} के पोस्टिंग अधिकार में नहीं है: जब तक यह जोड़ा न जाए, यह सेवा इसके प्रसारण अस्वीकार करती है।',
    'register.nextTitle': 'आगे क्या',
    'register.clientId': 'ऐप का {field}',
    'register.signInUrl': 'उपयोगकर्ताओं को भेजने के लिए साइन-इन URL',
    'register.tokenExchange': 'टोकन के लिए विनिमय, आपके सर्वर पर',
    'register.copy': 'कॉपी करें',
    'register.copied': 'कॉपी हो गया',

    'wallet.other': 'अन्य वॉलेट:',
    'wallet.otherAuthorized': 'या किसी दूसरे वॉलेट से हस्ताक्षर करें (कुंजी का कोई फ़ील्ड खाली छोड़ें):',
    'wallet.signIn': '{wallet} से साइन इन करें',
    'wallet.sign': '{wallet} से हस्ताक्षर करें',
    'wallet.grant': '{wallet} से अनुमति दें',
    'wallet.grantYours': 'अपने वॉलेट से अनुमति दें',
    'wallet.grantHelp': 'आपके वॉलेट से इस बदलाव पर आपकी सक्रिय कुंजी से हस्ताक्षर करने को कहा जाता है।',
    'wallet.opening': '{wallet} खुल रहा है…',
    'wallet.cancel': 'रद्द करें',
    'wallet.emptyFields': 'खाली कुंजी फ़ील्ड अब {wallet} से हस्ताक्षर करते हैं।',
    'wallet.broadcasting': 'भेजा जा रहा है…',
    'wallet.noAccount':
      '{wallet} में किसी Hive खाते की कोई कुंजी नहीं है। अपना उपयोगकर्ता नाम लिखें, या अपना खाता उसमें जोड़ें।',
    'wallet.severalAccounts': '{wallet} में {accounts} की कुंजियाँ हैं: जिसे इस्तेमाल करना है उसे लिखें।',
    'peakvault.notInstalled': 'PeakVault इस ब्राउज़र में इंस्टॉल नहीं है (या बंद है)।',
    'peakvault.confirm': 'PeakVault में पुष्टि करें ({user} के रूप में)…',
    'peakvault.declined': 'आपने PeakVault में मना कर दिया।',
    'peakvault.failed': 'PeakVault ने हस्ताक्षर नहीं किया: {said}',
    'peakvault.wrongAccount':
      'PeakVault ने ऐसी कुंजी से हस्ताक्षर किया जो {user} की पोस्टिंग, सक्रिय या स्वामी कुंजी नहीं है। PeakVault में {user} चुनें, या उसकी कुंजी वहाँ जोड़ें।',
    'metamask.notInstalled':
      'MetaMask यहाँ उपलब्ध नहीं है, या यह snap नहीं चला सकता। MetaMask इंस्टॉल करें, या हस्ताक्षर करने का कोई दूसरा तरीका चुनें।',
    'metamask.connect': 'MetaMask में Hive Wallet snap को अनुमति दें…',
    'metamask.confirm': 'MetaMask में पुष्टि करें ({user} के रूप में)…',
    'metamask.declined': 'आपने MetaMask में मना कर दिया।',
    'metamask.failed': 'MetaMask ने हस्ताक्षर नहीं किया: {said}',
    'metamask.wrongAccount':
      '{role, select, posting {MetaMask के Hive Wallet snap में {user} की पोस्टिंग कुंजी नहीं है।} active {MetaMask के Hive Wallet snap में {user} की सक्रिय कुंजी नहीं है।} other {MetaMask के Hive Wallet snap में {user} की स्वामी कुंजी नहीं है।}} किसी दूसरे वॉलेट से हस्ताक्षर करें, या snap में मौजूद खाते के रूप में।',
    'metamask.noMessages':
      'Hive Wallet snap केवल लेन-देन पर हस्ताक्षर करता है, इस संदेश पर नहीं: कोई दूसरा वॉलेट चुनें या अपनी कुंजी लिखें।',
    'ledger.noWebUsb':
      'यह ब्राउज़र Ledger तक नहीं पहुँच सकता (इसमें WebUSB नहीं है)। Chrome, Edge या Brave आज़माएँ।',
    'ledger.connect': 'अपने Ledger को USB से जोड़ें, अनलॉक करें, Hive ऐप खोलें और डिवाइस चुनें…',
    'ledger.noDevice':
      'कोई Ledger नहीं चुना गया। इसे USB से जोड़ें, अनलॉक करें, Hive ऐप खोलें और ब्राउज़र की दिखाई सूची में से इसे चुनें।',
    'ledger.appNotOpen': 'अपने Ledger पर Hive ऐप खोलें, फिर दोबारा कोशिश करें।',
    'ledger.locked': 'अपना Ledger अनलॉक करें, Hive ऐप खोलें, फिर दोबारा कोशिश करें।',
    'ledger.hashSigningOff':
      'अपने Ledger पर Hive ऐप की सेटिंग में हैश हस्ताक्षर चालू करें (साइन-इन पर हैश के रूप में हस्ताक्षर होता है), फिर दोबारा कोशिश करें।',
    'ledger.reading': 'आपके Ledger की कुंजियाँ पढ़ी जा रही हैं…',
    'ledger.confirmSignIn': 'अपने Ledger पर साइन-इन जाँचें और वहीं पुष्टि करें ({user} के रूप में)…',
    'ledger.confirmTransaction': 'अपने Ledger पर लेन-देन जाँचें और वहीं पुष्टि करें ({user} के रूप में)…',
    'ledger.declined': 'आपने अपने Ledger पर मना कर दिया।',
    'ledger.cancelled': 'आपने Ledger का प्रयास रद्द कर दिया। कुछ भी हस्ताक्षरित नहीं हुआ।',
    'ledger.failed': 'आपके Ledger ने हस्ताक्षर नहीं किया: {said}',
    'ledger.wrongAccount':
      '{role, select, posting {इस Ledger में {user} की कोई पोस्टिंग, सक्रिय या स्वामी कुंजी नहीं है} active {इस Ledger में {user} की कोई सक्रिय या स्वामी कुंजी नहीं है} other {इस Ledger में {user} की स्वामी कुंजी नहीं है}} (Hive खाते 1 से {accounts, number} तक देखे गए)। जिस Ledger में वह है उसे जोड़ें, या उसमें मौजूद खाते के रूप में हस्ताक्षर करें।',

    'sign.pageTitle': 'किसी लेन-देन पर हस्ताक्षर करें',
    'sign.titleMany': '{count, plural, one {# ऑपरेशन पर हस्ताक्षर करें} other {# ऑपरेशनों पर हस्ताक्षर करें}}',
    'sign.key': '{role, select, posting {पोस्टिंग कुंजी} active {सक्रिय कुंजी} other {स्वामी कुंजी}}',
    'sign.asks':
      '{count, plural, one {एक लिंक आपसे इस ऑपरेशन पर अपनी {key} से हस्ताक्षर करके उसे Hive पर प्रसारित करने को कहता है।} other {एक लिंक आपसे इन ऑपरेशनों पर अपनी {key} से हस्ताक्षर करके उन्हें Hive पर प्रसारित करने को कहता है।}}',
    'sign.asksSignOnly':
      '{count, plural, one {एक लिंक आपसे इस ऑपरेशन पर अपनी {key} से हस्ताक्षर करने को कहता है (केवल हस्ताक्षर: हस्ताक्षर साइट पर वापस जाता है, जो उसे प्रसारित कर सकती है)।} other {एक लिंक आपसे इन ऑपरेशनों पर अपनी {key} से हस्ताक्षर करने को कहता है (केवल हस्ताक्षर: हस्ताक्षर साइट पर वापस जाता है, जो उसे प्रसारित कर सकती है)।}}',
    'sign.checkEvery': 'हर पंक्ति जाँचें: एक बार प्रसारित होने के बाद इसे पलटा नहीं जा सकता।',
    'sign.warning': 'चेतावनी:',
    'sign.exactData': 'ऑपरेशन का सटीक डेटा',
    'sign.signAs': 'इस रूप में हस्ताक्षर करें',
    'sign.signerFixed': 'लिंक चाहता है कि {user} हस्ताक्षर करे।',
    'sign.keychain': 'Hive Keychain से हस्ताक्षर करें',
    'sign.keyLabel':
      '{role, select, posting {निजी पोस्टिंग कुंजी या मास्टर पासवर्ड} active {निजी सक्रिय कुंजी या मास्टर पासवर्ड} other {निजी स्वामी कुंजी या मास्टर पासवर्ड}}',
    'sign.submit': 'हस्ताक्षर करें और प्रसारित करें',
    'sign.submitSignOnly': 'हस्ताक्षर करें',
    'sign.cancel': 'रद्द करें',
    'sign.done': 'हो गया',
    'sign.txId': 'लेन-देन आईडी: {id}',
    'sign.doneReturn': 'साइट ने आपको {destination} पर वापस देखने को कहा है।',
    'sign.continueTo': '{host} पर जारी रखें',
    'sign.goBack': 'जहाँ से आए थे वहाँ वापस जाएँ',
    'sign.fromApp': '{app} की ओर से',
    'sign.callbackValue':
      '{name, select, sig {[हस्ताक्षर]} id {[लेन-देन आईडी]} block {[ब्लॉक संख्या]} other {[ब्लॉक में स्थान]}}',
    'sign.afterShowsId': 'इसके बाद यह पेज लेन-देन आईडी दिखाता है।',
    'sign.afterReturn': 'इसके बाद आप {app} ({user}) पर {url} पते पर लौटते हैं, जो उसने पंजीकृत किया है।',
    'sign.afterLink':
      'इसके बाद यह पेज लेन-देन आईडी और {url} का एक लिंक दिखाता है; लिंक किसी ऐसे ऐप का नाम नहीं बताता जिसने इसे पंजीकृत किया हो, इसलिए इसे खोलना है या नहीं, यह आप तय करें।',

    'refusal.authority':
      '{user} उस कुंजी से इस पर हस्ताक्षर नहीं कर सकता: इसके लिए {user} का {role, select, posting {पोस्टिंग अधिकार} active {सक्रिय अधिकार} other {स्वामी अधिकार}} चाहिए।',
    'refusal.authorityFor':
      '{signer} {actor} के रूप में इस पर हस्ताक्षर नहीं कर सकता: यह {actor} की ओर से काम करता है, और केवल {actor} का {role, select, posting {पोस्टिंग अधिकार} active {सक्रिय अधिकार} other {स्वामी अधिकार}} (या उसमें सूचीबद्ध कोई खाता) इस पर हस्ताक्षर कर सकता है।',
    'refusal.noPost': 'पोस्ट {post} मौजूद नहीं है (या अब नहीं है)।',
    'refusal.noPostNamed': 'बताई गई पोस्ट मौजूद नहीं है।',
    'refusal.funds': '{user} के पास इसके लिए पर्याप्त धनराशि नहीं है।',
    'refusal.rc':
      '{user} के पास अभी पर्याप्त संसाधन क्रेडिट (RC) नहीं हैं: उनके रिचार्ज होने तक रुकें, या HIVE को power up करें।',
    'refusal.other': 'Hive नेटवर्क ने यह लेन-देन अस्वीकार कर दिया; कुछ नहीं किया गया।',

    'sign.signing': 'हस्ताक्षर हो रहे हैं…',
    'sign.cancelledReturning': 'रद्द किया गया। ऐप पर लौट रहे हैं…',
    'sign.nothingDone': 'न कुछ हस्ताक्षरित हुआ न भेजा गया, और साइट को कुछ नहीं बताया गया।',
    'sign.cancelled': 'रद्द किया गया',
    'sign.mustSigner': 'इस लिंक पर {user} को ही हस्ताक्षर करने होंगे।',
    'sign.doneReturning': 'हो गया। ऐप पर लौट रहे हैं…',
    'sign.signedOnly': 'हस्ताक्षरित, प्रसारित नहीं',
    'sign.doneSignedOnly': 'हो गया: हस्ताक्षरित, प्रसारित नहीं',
    'sign.signedBroadcast': 'हस्ताक्षरित और प्रसारित',
    'sign.doneBroadcast': 'हो गया: हस्ताक्षरित और प्रसारित',
    'sign.inBlock': 'ब्लॉक {block} में शामिल किया गया।',
    'sign.signature': 'हस्ताक्षर: {sig}',
    'op.you': 'आप (हस्ताक्षर करने वाला खाता)',
    'op.noMemo': '(कोई मेमो नहीं)',
    'op.none': '(कोई नहीं)',
    'op.percent': '{percent}%',
    'op.memoUnencrypted':
      'मेमो "#" से शुरू होता है, जिसका अर्थ है एन्क्रिप्शन का अनुरोध, लेकिन यह पेज मेमो एन्क्रिप्ट नहीं करता: यह जैसा लिखा है वैसा ही प्रकाशित होगा।',
    'op.row.voter': 'वोट देने वाला',
    'op.row.post': 'पोस्ट',
    'op.row.weight': 'भार',
    'op.row.account': 'खाता',
    'op.row.amount': 'राशि',
    'op.row.from': 'से',
    'op.row.to': 'को',
    'op.row.memo': 'मेमो',
    'op.row.shares': 'शेयर',
    'op.row.witness': 'विटनेस',
    'op.row.proxy': 'प्रॉक्सी',
    'op.title.vote': '{post} पर {percent}% वोट दें',
    'op.title.claim': 'इनाम क्लेम करें',
    'op.title.transfer': '{to} को {amount} भेजें',
    'op.title.recurrent':
      '{to} को हर {hours, plural, one {# घंटे} other {# घंटे}} में {amount} भेजें, {times, plural, one {# बार} other {# बार}}',
    'op.title.powerUp': '{amount} पावर अप करें',
    'op.title.powerDown': '{amount} पावर डाउन करें',
    'op.title.delegate': '{to} को {amount} डेलिगेट करें',
    'op.title.toSavings': '{amount} बचत में ले जाएँ',
    'op.title.fromSavings': 'बचत से {amount} निकालें (3 दिन बाद पहुँचता है)',
    'op.title.witnessVote': 'विटनेस {witness} को वोट दें',
    'op.title.witnessUnvote': 'विटनेस {witness} के लिए अपना वोट हटाएँ',
    'op.title.proxy': '{proxy} को आपकी ओर से विटनेस के लिए वोट देने दें',
    'op.title.proxyClear': 'अपना विटनेस वोटिंग प्रॉक्सी हटाएँ',
    'op.title.other': 'ऑपरेशन {name}',
    'op.danger.owner':
      'यह आपके ओनर अधिकार को {holders} से बदल देता है; जिसके पास यह होगा, वही आपके खाते का मालिक होगा: वह हर कुंजी बदल सकता है और आपको बाहर कर सकता है।',
    'op.danger.active':
      'यह आपके सक्रिय अधिकार को {holders} से बदल देता है; जिसके पास यह होगा, वह आपके फंड ले जा सकता है और आपकी दूसरी कुंजियाँ बदल सकता है।',
    'op.danger.posting':
      'यह आपके पोस्टिंग अधिकार को {holders} से बदल देता है; जिसके पास यह होगा, वह आपके रूप में पोस्ट, वोट और फ़ॉलो कर सकता है।',
    'op.danger.noKey': 'कोई भी कुंजी नहीं',
    'op.danger.memoKey':
      'आपकी मेमो कुंजी {key} हो जाती है: जिसके पास यह होगी, वह आपके एन्क्रिप्टेड मेमो पढ़ सकता है।',
    'op.danger.yourAccount': 'आपका खाता',
    'op.danger.recoveryAccount':
      'यह 30 दिन बाद {recovery} को {account} का रिकवरी खाता बना देता है: तब अगर आपकी ओनर कुंजी चोरी हो जाए, तो खाता वापस पाने में केवल {recovery} ही आपकी मदद कर सकेगा।',
    'op.danger.requestRecovery':
      'इससे {account} को एक नए ओनर अधिकार ({holders}) के साथ अपने कब्ज़े में लिया जा सकता है; जिसके पास यह होगा, वही खाते का मालिक होगा।',
    'op.danger.recover':
      'यह {account} के ओनर अधिकार को {holders} से बदल देता है; जिसके पास यह होगा, वही खाते का मालिक होगा।',
    'op.danger.withdrawRoute':
      'अब से, {account} जो कुछ पावर डाउन करता है उसका {percent}% {to} को जाएगा।',
    'op.danger.declineVoting':
      'यह आपके गवर्नेंस वोट (विटनेस और प्रस्ताव) हमेशा के लिए छोड़ देता है: इसे पलटा नहीं जा सकता।',
    'op.danger.unknown':
      'यह ऑपरेशन बदल सकता है कि आपके खाते को कौन नियंत्रित करता है। केवल तभी जारी रखें जब आपने ठीक यही माँगा हो।',
    'consent.vaultRemember': 'इस डिवाइस पर यह कुंजी याद रखें',
    'consent.vaultTitle': 'क्या इस डिवाइस पर यह कुंजी याद रखें?',
    'consent.vaultAbout':
      'अगली बार इसे टाइप करने के बजाय एक स्पर्श से साइन इन करें। कुंजी इसी ब्राउज़र में एन्क्रिप्ट होती है और कभी कहीं नहीं भेजी जाती; उसे केवल आपकी पासकी या आपका PIN खोलता है।',
    'consent.vaultActive':
      'यह आपकी एक्टिव कुंजी है: जो इसे खोले, वह आपकी राशि भेज सकता है और आपका खाता बदल सकता है। इसे यहाँ तभी रखें जब आप इस डिवाइस पर ऐसे काम साइन करते हों।',
    'consent.vaultActiveTick': 'मेरी एक्टिव कुंजी इस डिवाइस पर रखें',
    'consent.vaultPasskey': 'पासकी से याद रखें',
    'consent.vaultPinLabel': 'या इसे PIN या पासवर्ड से लॉक करें (कम से कम 6 अक्षर)',
    'consent.vaultPin': 'इस PIN से याद रखें',
    'consent.vaultSkip': 'अभी नहीं',
    'consent.vaultUnlock': 'खोलें और साइन इन करें',
    'consent.noWallet':
      'इस ब्राउज़र में कोई Hive वॉलेट इंस्टॉल नहीं है। आप यहाँ पासकी या टाइप की गई कुंजी से साइन इन कर सकते हैं, या कोई वॉलेट इंस्टॉल कर सकते हैं:',
    'consent.noWalletKeychain': 'Hive Keychain (डेस्कटॉप ब्राउज़र के लिए, और फ़ोन के लिए एक ऐप)',
    'consent.noWalletHiveAuth': 'HiveAuth (फ़ोन वॉलेट जो आपकी ओर से साइन करते हैं)',
    'vault.signInPasskey': '{user} के रूप में अपनी पासकी से साइन इन करें',
    'vault.signInPin': '{user} के रूप में अपने PIN से साइन इन करें',
    'vault.signKept': 'इस डिवाइस पर रखी कुंजी से हस्ताक्षर करें',
    'vault.forgetKey': 'यह कुंजी भूल जाएँ',
    'vault.keyLock':
      '{role, select, active {सक्रिय कुंजी} other {पोस्टिंग कुंजी}} इस डिवाइस पर रखी है, {lock, select, passkey {आपकी पासकी} other {आपके PIN}} से लॉक।',
    'vault.forgetRoleLabel':
      'इस डिवाइस पर {user} के लिए रखी {role, select, active {सक्रिय कुंजी} other {पोस्टिंग कुंजी}} भूल जाएँ',
    'vault.forgetAll': 'इस डिवाइस पर सब कुछ भूल जाएँ',
    'vault.keyForgotten': '{user} के लिए रखी कुंजी इस डिवाइस से मिटा दी गई।',
    'vault.allForgotten': 'इस डिवाइस पर रखे सभी खाते और कुंजियाँ मिटा दी गईं।',
    'vault.pinFor': '{user} के लिए PIN या पासवर्ड',
    'vault.pinForRole':
      '{user} के लिए रखी {role, select, active {सक्रिय कुंजी} other {पोस्टिंग कुंजी}} का PIN या पासवर्ड',
    'vault.confirmPasskey': 'अपनी पासकी से पुष्टि करें…',
    'vault.keeping': 'कुंजी एन्क्रिप्ट हो रही है…',
    'vault.passkeyRefused':
      'आपकी पासकी ने कुंजी नहीं खोली, इसलिए कुछ भी डिक्रिप्ट नहीं हुआ। फिर से कोशिश करें, या अपनी कुंजी टाइप करें।',
    'vault.wrongPin': 'गलत PIN। इस डिवाइस से कुंजी मिटने से पहले बची कोशिशें: {n}।',
    'vault.erased':
      '{user} के लिए रखी कुंजी इस डिवाइस से मिटा दी गई (बहुत सारे गलत PIN, या उसे भुला दिया गया)। साइन इन करने के लिए अपनी कुंजी टाइप करें।',
    'vault.rotated':
      'इस डिवाइस पर {user} के लिए रखी कुंजी अब खाते की कुंजी नहीं है (वह बदल दी गई), इसलिए वह साइन नहीं कर सकती। “यह कुंजी भूल जाएँ” दबाएँ, फिर नई कुंजी टाइप करें।',
    'vault.pinShort': 'कम से कम 6 अक्षरों का PIN या पासवर्ड चुनें।',
    'vault.activeNotTicked': 'एक्टिव कुंजी रखने के लिए बॉक्स पर टिक करें, या “अभी नहीं” चुनें।',
    'vault.noPrf': 'यह पासकी इस ब्राउज़र में कुंजी लॉक नहीं कर सकती। इसके बजाय PIN चुनें।',
    'vault.kept': '{user} की कुंजी इस डिवाइस पर रखी गई है, आपकी पासकी से लॉक।',
    'vault.keptPin': '{user} की कुंजी इस डिवाइस पर रखी गई है, आपके PIN से लॉक।',
    'vault.activeHint':
      'आपने अपनी एक्टिव कुंजी से साइन इन किया। साइन इन के लिए आपकी पोस्टिंग कुंजी काफ़ी है और ज़्यादा सुरक्षित है: अगली बार उसी का उपयोग करें।',
  },
  security: {
    'authorized.intro': {
      source: '7bc4d0214a768be6',
      back: 'The apps and accounts you have permitted to work on your behalf on Hive. Removing any one applies immediately on the blockchain and for every service; tokens left with the app stop working for all tasks that needed your authority.',
    },
    'authorized.keysNeverSent': {
      source: 'cb84bcc63d4f7c27',
      back: 'Used only inside this page for signing; never sent anywhere. They stay filled in while this page remains open.',
    },
    'authorized.role': {
      source: 'bf3b6b39d8ded7e4',
      back: 'Posting authority: can publish, vote, follow and update your profile on your behalf / Active authority: can also send your funds and change your authorities / Owner authority: holds full control over your account',
    },
    'authorized.loses': {
      source: '4c609f6001ef25f7',
      back: '{app} will no longer be able, on any site or service, to publish, vote, follow or update your profile on your behalf / send your funds or change your authorities / control your account. The tokens it has stop working for this. Later you can give it again by signing in to it.',
    },
    'appLimits.endLoses': {
      source: '420267513d4dfc8c',
      back: 'Each of your sign-ins to {app} here ends immediately: its tokens stop working, and it can no longer work on your behalf through this service. Until you remove it above, {app} keeps your posting authority on the blockchain.',
    },
    'signIns.endLoses': {
      source: 'd85201d70c8a1522',
      back: '{app} is signed out immediately: its tokens stop working, and it can no longer work on your behalf through this service. Until you remove it above, it keeps your posting authority on the blockchain. / … its tokens stop working, and it is told.',
    },
    'signIns.unlisted': {
      source: '6228bcd8343570c4',
      back: '{apps} has (have) your posting authority, but no sign-in here: it (they) can post on your behalf on Hive, and nothing on this page limits it (them). If you do not use it (them), remove it (them) above.',
    },
    'register.intro': {
      source: '252f1694ba6b060a',
      back: "An app is a Hive account whose {field} profile tells where its users' sign-ins go. Only the account's active key can change {field}: accounts with its posting authority (this service, apps it signed in to) cannot. Registration writes the profile there, in a single {op} transaction signed in this page.",
    },
    'register.secretHashHelp': {
      source: '1e4682681468c9ce',
      back: 'The profile publishes only this hash, and anyone can read it: the secret must have at least {minBits} random bits, otherwise it can be guessed offline. Make it here ({bits} bits) or with {command}.',
    },
    'register.newSecretHelp': {
      source: 'f726e7ed41cb8e30',
      back: "Copy it to your app's server now: it is shown once, and neither this page nor the blockchain keeps it.",
    },
    'consent.keyNeverSent': {
      source: '11f58d2b20621d9b',
      back: 'Used only inside this very page for signing; it is never sent anywhere.',
    },
    'consent.published': {
      source: '5c10f5d5b2b9c3fe',
      back: 'The name, description, picture and website were published by {app} itself; hivegate has not checked them.',
    },
    'consent.grantNotYet': {
      source: '01d705fdf020c399',
      back: "Your account does not yet let {app} work on your behalf. Giving permission adds {app} to your account's posting authority on the Hive blockchain (a {op} transaction).",
    },
    'consent.grantCannot': {
      source: 'd81c0ce89115b640',
      back: 'It cannot transfer money and cannot change keys.',
    },
    'consent.grantActive': {
      source: '4f7e888f01dd0890',
      back: 'This change needs your active key. It stays until you remove it on this page:',
    },
    'grant.loginOnly': {
      source: '45c8e6eeddf12361',
      back: 'Knowing your Hive username to sign you in; it cannot work on your behalf on Hive.',
    },
    'grant.neverFunds': {
      source: '04c3f0957208280b',
      back: 'It can never move your money or change your keys.',
    },
    'reach.enforced': {
      source: '23984a046ac1a7ae',
      back: 'These limits are applied: only this service can use the posting authority you give {app}, and it checks every action against these limits.',
    },
    'reach.notEnforced': {
      source: 'd2e1c4ea0a470550',
      back: "These limits apply only to what {app} does through this service. {app}'s posting authority also has its own keys or accounts, so as long as you keep it in your posting authority, {app} can sign on your behalf directly on the Hive blockchain, outside any limit.",
    },
    'reach.onChain': {
      source: 'e71593026db82c4d',
      back: 'On the Hive blockchain, whoever has your posting authority can publish, vote, follow, reblog and update the profile in your name, and it has no limit of its own.',
    },
    'reach.direct': {
      source: '83fae24b2a14d262',
      back: '{app} has keys or accounts that can use it directly, outside the limits you chose.',
    },
    'device.check': {
      source: 'b83849fb4ebce799',
      back: 'Check that your device shows this code. If you did not start this sign-in on your device, reject it: maybe someone is trying to get into your account.',
    },
    'home.keys': {
      source: 'b95ae05dbbe19cf4',
      back: "Your keys stay in your browser: this service never sees them. You can take back an app's access at any time.",
    },
    'hiveauth.approveOnPhone': {
      source: 'e8ebf991dbc6a245',
      back: 'Approve on your phone with a HiveAuth wallet; no key is written here.',
    },
    'op.memoUnencrypted': {
      source: '53086fa05cc731c1',
      back: 'The memo starts with "#", which means a request for encryption, but this page does not encrypt memos: it will be published just as it is written.',
    },
    'op.danger.owner': {
      source: '38d31772fe52a35f',
      back: 'This replaces your owner authority with {holders}; whoever has it will be the owner of your account: they can change every key and put you out.',
    },
    'op.danger.active': {
      source: '55b80f219c3ead5a',
      back: 'This replaces your active authority with {holders}; whoever has it can take your funds and change your other keys.',
    },
    'op.danger.posting': {
      source: '24e237bc36820a1e',
      back: 'This replaces your posting authority with {holders}; whoever has it can post, vote and follow as you.',
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
      back: 'With this {account} can be taken into possession with a new owner authority ({holders}); whoever has it will be the owner of the account.',
    },
    'op.danger.recover': {
      source: 'f3bd51edee3dbe53',
      back: 'This replaces the owner authority of {account} with {holders}; whoever has it will be the owner of the account.',
    },
    'op.danger.withdrawRoute': {
      source: '734ccebc10c83704',
      back: 'From now on, {percent}% of whatever {account} powers down will go to {to}.',
    },
    'op.danger.declineVoting': {
      source: '053d6dfe398eb80f',
      back: 'This gives up your governance votes (witnesses and proposals) forever: it cannot be reversed.',
    },
    'op.danger.unknown': {
      source: 'a5eb8c5892b24e28',
      back: 'This operation can change who controls your account. Continue only if you asked for exactly this.',
    },
    'consent.vaultAbout': {
      source: '9fd8eed08dc515b1',
      back: 'Next time, sign in with one touch instead of typing it. The key is encrypted in this same browser and is never sent anywhere; only your passkey or your PIN opens it.',
    },
    'consent.vaultActive': {
      source: '206c57c1a2df6049',
      back: 'This is your active key: whoever opens it can send your funds and change your account. Keep it here only when you sign such actions on this device.',
    },
  },
};
