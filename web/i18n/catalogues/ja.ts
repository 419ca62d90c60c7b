import type { Catalogue } from '../catalogue';

/** 日本語（です・ます調）。 */
export const ja: Catalogue = {
  review: "drafted (issue 40), needs a native speaker's review",
  messages: {
    'layout.skip': '本文へ移動',
    'layout.navLabel': 'メイン',
    'layout.nav.home': 'ホーム',
    'layout.nav.apps': 'アプリ',
    'layout.nav.authorizedApps': '許可したアプリ',
    'layout.language': '言語',
    'layout.noScript':
      'このページには JavaScript が必要ですが、このブラウザーではここで実行されていません。',
    'layout.withoutScript':
      'ページを再読み込みしてください。それでも直らない場合、このブラウザーがスクリプトをブロックしている可能性があります。このサイトで JavaScript を許可するか、スマートフォンなど別の端末でこのページを開いてください。',
    'layout.loading': 'ページを準備しています…まもなくボタンが使えるようになります。',
    'layout.loadingLate': 'まだ準備ができていません。このページのスクリプトが開始していません。',

    'error.title.invalid_request': 'このリクエストは無効です',
    'error.title.unauthorized_client': 'このアプリは登録されていません',
    'error.title.not_found': '見つかりません',
    'error.title.pageNotFound': 'ページが見つかりません',
    'error.title.unavailable': 'Hive ネットワークに接続できません',
    'error.title.signLink': 'この署名リンクには署名できません',
    'error.title.other': '問題が発生しました',
    'error.about.invalid_request': 'リクエストに不足または誤りがあります。',
    'error.about.unauthorized_client':
      'ここへ案内したアプリはこのアドレスで登録されていないため、ここからそのアプリにサインインすることはできません。',
    'error.about.not_found': 'このアドレスには何もありません。',
    'error.about.unavailable':
      'このサービスは現在 Hive ネットワークに接続できません。1 分後にもう一度お試しください。',
    'error.about.other': 'サービスはこのリクエストに応答できませんでした。',
    'error.details': '詳細（英語）',
    'error.code': 'エラーコード: {code}',
    'error.home': 'ホームページへ',
    'error.fromApp':
      'アプリからここに来た場合は、そのアプリに戻ってもう一度お試しいただくか、開発者にお知らせください。',

    'home.title': 'Hive でサインイン',
    'home.intro':
      'hivegate を使うと、アプリはあなたの Hive アカウントであなたをサインインさせ、許可した後はあなたの代わりに投稿・投票・フォローができます。',
    'home.keys':
      'あなたの鍵はブラウザーの中にとどまり、このサービスが目にすることはありません。アプリへのアクセス許可はいつでも取り消せます。',
    'home.people': 'Hive ユーザーの方へ',
    'home.authorizedLink': '許可したアプリを確認・削除する',
    'home.authorizedAbout': 'ユーザー名を入力すると一覧が表示されます。',
    'home.appsLink': 'アプリ一覧を見る',
    'home.appsAbout': 'このサービスを使うアプリを、1 日の利用者数順に並べています。',
    'home.startFromApp':
      'アプリにサインインするには、まずそのアプリから始めてください。アプリが名前と求める内容を添えてここへ案内します。',
    'home.developers': '開発者の方へ',
    'home.sdk':
      '{client} を使ってください。{sdk} SDK のメソッド名はそのままで、リンクも呼び出しもすべてこのサービスに向かいます。{sdk} SDK の API 呼び出しも {apiURL} を {origin} にすれば動きますが、そのログインと署名のリンクは hivesigner.com に向かいます。',
    'home.endpoint.authorize': 'サインインと同意のページ（SDK の {call}）',
    'home.endpoint.token': 'コードまたはリフレッシュトークンと {secret} を新しいトークンに交換',
    'home.endpoint.revoke':
      'ユーザーをサインアウトさせます。トークンとその許可全体が無効になります',
    'home.endpoint.me': 'トークンのアカウント',
    'home.endpoint.broadcast': 'サービスが署名した投稿系の操作を、1 つのトランザクションで送信',
    'home.endpoint.apps': 'アプリ一覧（JSON）',
    'home.endpoint.sign': 'ユーザーのアクティブキーが必要な操作（送金）のための署名リンク',
    'home.jwks': 'トークンは Ed25519 で署名された JWT です。公開鍵は {url} にあります。',
    'home.discovery': 'OpenID Connect ディスカバリー: {url}',
    'home.appProfile':
      'アプリとは、{metadata} のプロフィールに {type}、{uris}、シークレットの SHA-256 を持つ Hive アカウントです。',
    'home.register': 'アプリを登録する',
    'home.registerWith': '（アクティブキーで）',

    'apps.building': 'アプリ一覧を作成中です。1 分後にもう一度お試しください。',
    'apps.intro':
      'このサービスを通して投稿しているアプリを、過去 {days, plural, other {# 日間}}の 1 日あたり利用者数で並べています。',
    'apps.updated': '更新: {date}。',
    'apps.unverified': '名前と説明は各アプリのアカウント自身が公開したもので、確認されていません。',
    'apps.own': 'アプリをお持ちですか？アクティブキーで{link}。',
    'apps.featured': 'おすすめ',
    'apps.ranking': 'ランキング',
    'apps.none': 'この期間に使われたアプリはありません。',
    'apps.allFeatured': 'この期間に使われたアプリはすべて上のおすすめにあります。',
    'apps.new': '新着',
    'apps.weaker': '弱い登録',
    'apps.notRegistered': '未登録',
    'apps.postingNote':
      'サインインの設定は {field} にあります。このアプリの投稿権限を持つ人なら誰でも、利用者のサインインの行き先を変えられます。所有者はアクティブキーで登録できます: {link}。',
    'apps.noProfile':
      '{field} にアプリのプロフィールがありません。所有者が登録するまで、ここからは誰もサインインできません: {link}。',
    'apps.users': '{count, plural, other {利用者 # 人}}',
    'apps.requests': '{count, plural, other {リクエスト # 件}}',
    'apps.limitsEnforced':
      '利用者がここで設定した制限は強制されます。利用者が与える投稿権限を使えるのはこのサービスだけです。',
    'apps.limitsNotEnforced':
      'ここで設定されたどの制限の外でも、Hive ブロックチェーン上で利用者として直接署名できます。投稿権限に自身の鍵やアカウントが含まれているためです。',

    'device.title': 'デバイスでサインイン',
    'device.codeLabel': 'デバイスに表示されたコード',
    'device.continue': '続ける',
    'device.next':
      '次に、どのアプリが何を求めているかが表示されます。何かに署名するのはその後です。',
    'device.codeError':
      'このコードは間違っているか、期限切れか、すでに使われています。デバイスに表示されたコードを確認してください。',
    'device.deniedTitle': 'デバイスを拒否しました',
    'device.denied':
      'デバイスは次の試行で拒否され、あなたのアカウントにはアクセスできません。このページは閉じてかまいません。',
    'device.code': 'コード {code}',
    'device.check':
      'デバイスに同じコードが表示されていることを確認してください。自分のデバイスでこのサインインを始めていない場合は拒否してください。誰かがあなたのアカウントに入ろうとしている可能性があります。',
    'device.deny': 'このデバイスを拒否',

    'signOut.doneTitle': 'サインアウトしました',
    'signOut.done':
      '{user} は {app} からサインアウトしました。そのサインインのアクセストークンとリフレッシュトークンはもう使えません。',
    'signOut.authority':
      'オンチェーンで与えた投稿権限があれば、アプリはそれを保持したままです。それも取り消すには、次のページで削除してください:',
    'signOut.askTitle': 'サインアウトしますか？',
    'signOut.askHeading': '{app} からサインアウトしますか？',
    'signOut.ask':
      'あるページが {user} を {app} からサインアウトさせようとしています。心当たりがなければ、サインインしたままにしてください。',
    'signOut.confirm': '{app} からサインアウト',
    'signOut.stay': 'サインインしたままにする',

    'consent.heading': '{app} にサインイン',
    'consent.headingDevice': 'デバイスで {app} にサインイン',
    'consent.account': 'あなたの Hive アカウント',
    'consent.chooseAccount': 'アカウントを選択',
    'consent.rememberedAccounts': 'このブラウザーのアカウント',
    'consent.username': 'Hive ユーザー名',
    'consent.signWith': '次に、下で投稿用の秘密鍵またはマスターパスワードで署名します。',
    'consent.keychain': 'Hive Keychain でサインイン',
    'signin.limitsStillApply': 'このアプリに設定した制限は引き続き適用されます: {limits}',
    'signin.limitsContinue': '続ける',
    'consent.or': 'または',
    'consent.keyLabel': '投稿用の秘密鍵またはマスターパスワード',
    'consent.keyNeverSent': 'このページの中で署名するためだけに使われ、どこにも送信されません。',
    'consent.signIn': 'サインイン',
    'consent.cancel': 'キャンセルして戻る',
    'consent.returnsTo': 'サインイン後は {uri} に戻ります。',
    'consent.deviceGoesOn':
      'サインイン後、デバイスは自動的に先へ進みます。このページには何も戻ってきません。',
    'consent.unverified': '未確認',
    'consent.published':
      '名前、説明、画像、ウェブサイトは {app} 自身が公開しているもので、hivegate は確認していません。',
    'consent.mayDo': '{app} ができること',
    'consent.profile': '公開されている Hive プロフィール（表示名、画像、ウェブサイト）を読む。',
    'consent.offline': 'アプリを閉じた後もサインインしたままにする（リフレッシュトークン）。',
    'consent.grantTitle': '{app} に投稿権限を与える',
    'consent.grantNotYet':
      'あなたのアカウントはまだ {app} があなたの代わりに行動することを許可していません。許可すると、Hive ブロックチェーン上のアカウントの投稿権限に {app} が追加されます（{op} トランザクション）。',
    'consent.grantCannot': '資金の送金や鍵の変更はできません。',
    'consent.grantActive':
      'この変更にはアクティブキーが必要です。次のページで削除するまで有効です:',
    'consent.grantKeychain': 'Hive Keychain で許可',
    'consent.grantOrKey': 'または下で鍵を使います。',
    'consent.activeKeyLabel': 'アクティブ秘密鍵またはマスターパスワード',
    'consent.grantSubmit': '許可して続ける',

    'limits.adjust': '制限を調整',
    'limits.fixed': 'あなたの制限（このサインインでは固定）',
    'limits.legend': '{app} への制限',
    'limits.help':
      '{app} ができることは減らせますが、増やすことはできません。上の「できること」も合わせて変わります。アクセスは後から「許可したアプリ」のページで終了することもできます。',
    'limits.actions': '許可する操作',
    'limits.votes': '投票',
    'limits.voteWeight': '最大の投票（%、最大 {max}）',
    'limits.noDownvotes': 'マイナス投票なし。',
    'limits.allowDownvotes': 'マイナス投票を許可',
    'limits.appMessages': '許可するアプリメッセージ（custom_json）',
    'limits.perDayMax': '1 日の最大操作数（最大 {max, number}）',
    'limits.perDayNone': '1 日の最大操作数（空欄: 制限なし）',
    'limits.endsAsAsked':
      'アクセスは {app} の求めどおり {date} に終了します。ここで選べるどの終了日よりも早い日付です。「許可したアプリ」のページでいつでも終了できます。',
    'limits.ends': 'アクセスの終了',
    'limits.asAsked': '{date}（{app} の求めどおり）',
    'limits.whenRemoved': '削除するまで',
    'limits.inDays': '{days, plural, other {# 日後}}',
    'limits.leaveOne':
      '少なくとも 1 つの操作を許可したままにするか、サインインをキャンセルしてください。',
    'limits.weightRange': '0.01 から {max} % までの投票の重みを入力してください。',
    'limits.perDayWhole': '1 以上の整数を入力するか、空欄のままにしてください。',
    'limits.perDayRange': '1 から {max, number} までの整数を入力してください。',

    'grant.loginOnly':
      'サインインのために Hive ユーザー名を知る。Hive であなたの代わりに行動することはできません。',
    'grant.learnUsername': 'サインインのために Hive ユーザー名を知る。',
    'grant.actFor': 'Hive であなたの代わりに行動する: {actions}。',
    'grant.neverFunds': '資金を動かしたり、鍵を変えたりすることは決してできません。',
    'grant.allows.vote': '投稿やコメントに投票する',
    'grant.allows.comment': '投稿やコメントを公開・編集する',
    'grant.allows.delete_comment': 'あなたの投稿やコメントを削除する',
    'grant.allows.comment_options': '投稿の報酬オプションを設定する',
    'grant.allows.custom_json':
      'アプリメッセージを送る（フォロー、リブログ、コミュニティ、ゲーム）',
    'grant.allows.claim_reward_balance': '報酬を受け取る',
    'grant.allows.account_update2': 'プロフィールを更新する',
    'limit.only': '次の操作のみ: {operations}。',
    'limit.votes': '投票は最大 {percent} %。',
    'limit.votesNoDown': '投票は最大 {percent} %、マイナス投票なし。',
    'limit.noDown': 'マイナス投票なし。',
    'limit.appMessagesOnly': 'アプリメッセージ（custom_json）は次の種類のみ: {ids}。',
    'limit.noAppMessages': 'アプリメッセージ（custom_json）なし。',
    'limit.perDay': '{count, plural, other {1 日最大 # 件の操作。}}',
    'limit.until': '{date} まで。',
    'limit.dateTime': '{date} {time} UTC',
    'reach.enforced':
      'これらの制限は強制されます。{app} に与える投稿権限を使えるのはこのサービスだけで、すべての操作を制限と照合します。',
    'reach.notEnforced':
      'これらの制限が効くのは、{app} がこのサービスを通して行うことだけです。{app} の投稿権限には自身の鍵やアカウントも含まれているため、あなたの投稿権限に残している限り、{app} は制限の外で Hive ブロックチェーン上に直接あなたとして署名できます。',
    'reach.onChain':
      'Hive ブロックチェーンでは、あなたの投稿権限を持つ者は誰でも、あなたとして投稿・投票・フォロー・リブログ・プロフィール更新ができ、それ自体には制限がありません。',
    'reach.onlyThrough':
      '{app} はこのサービスを通してのみそれを使え、サービスはあなたが選んだ制限を守らせます。',
    'reach.direct':
      '{app} は、あなたが選んだ制限の外でそれを直接使える鍵やアカウントを持っています。',

    'hiveauth.signIn': 'HiveAuth（モバイルウォレット）でサインイン',
    'hiveauth.approveOnPhone':
      'HiveAuth ウォレットでスマートフォンから承認します。ここでは鍵を入力しません。',
    'hiveauth.title': 'ウォレットアプリで承認',
    'hiveauth.scan':
      'HiveAuth ウォレット（モバイル版 Hive Keychain など）でこのコードを読み取るか、このスマートフォンならリンクを開いてください。',
    'hiveauth.qrSignIn': 'HiveAuth サインイン要求の QR コード',
    'hiveauth.qrRegistration': 'HiveAuth 登録要求の QR コード',
    'hiveauth.open': 'ウォレットアプリで開く',
    'hiveauth.cancelSignIn': 'HiveAuth サインインをキャンセル',
    'hiveauth.cancelRegistration': 'HiveAuth 登録をキャンセル',
    'hiveauth.grant': 'HiveAuth で許可',
    'hiveauth.grantHelp':
      'ウォレットアプリに、アクティブキーでこの変更に署名するよう求めます。できない場合は、下で Hive Keychain かアクティブキーを使って許可してください。その後、サインインはウォレットアプリで続きます。',
    'hiveauth.waiting': 'ウォレットアプリを待っています…',
    'hiveauth.confirm': 'ウォレットアプリで確認してください…',
    'hiveauth.timeLeft': '残り時間: {seconds, number} 秒',
    'hiveauth.unreachable':
      'HiveAuth リレーに接続できませんでした。後でもう一度試すか、Hive Keychain または鍵でサインインしてください。',
    'hiveauth.lost':
      'ウォレットが応答する前に HiveAuth リレーとの接続が切れました。もう一度お試しください。',
    'hiveauth.relayError': 'HiveAuth リレーが要求を拒否しました。',
    'hiveauth.expired':
      'ウォレットが応答する前に HiveAuth の要求が期限切れになりました。もう一度お試しください。',
    'hiveauth.rejected': 'ウォレットで拒否しました。',
    'hiveauth.walletError': 'ウォレットが要求に署名できませんでした。',
    'hiveauth.badAnswer': 'ウォレットから、このページでは使えない応答が届きました。',
    'hiveauth.cancelled': 'HiveAuth サインインをキャンセルしました。',
    'hiveauth.reconnecting': 'HiveAuth リレーとの接続が切れました。再接続しています…',

    'signin.keychainNext':
      '次に「Hive Keychain でサインイン」を押して Keychain で確認してください（ユーザー名を空欄にすると Keychain でアカウントを選べます）。または下で鍵を使います。',
    'signin.reading': 'アカウントを読み込んでいます…',
    'signin.confirmKeychain': 'Hive Keychain で確認してください…',
    'signin.chooseInKeychain': 'Hive Keychain でアカウントを選んで確認してください…',
    'signin.signing': 'サインインしています…',
    'signin.failed': 'サインインに失敗しました。',
    'signin.couldNotStart': 'サインインを開始できませんでした。',
    'signin.waitGrant': '許可がサービスに届くのを待っています…',
    'signin.returning': '{user} としてサインインしました。アプリに戻ります…',
    'signin.expected':
      '{app} は {expected} としてのサインインを想定していました。{user} としてサインインするには、もう一度サインインしてください。',
    'signin.forget': '削除',
    'signin.forgetLabel': 'このブラウザーから {user} を削除',
    'signin.chosen': '{user} を選びました。',
    'signin.forgotten': 'このブラウザーから {user} を削除しました。',
    'signin.deviceDone':
      '{user} としてサインインしました。デバイスに戻ってください。自動的に先へ進みます。このページは閉じてかまいません。',
    'signin.oneMoreStep': 'あと 1 ステップ: アプリに投稿権限を与えてください。',
    'signin.grantTyped':
      '{typed, select, password {サインインで入力したマスターパスワードで、この変更にも署名します。このサインインの間だけ、このページのメモリに保持されます。} other {サインインで入力した鍵で、この変更にも署名します。このサインインの間だけ、このページのメモリに保持されます。}}',
    'signin.grantKept':
      'サインインのためにロックを解除した、このデバイスに保管したアクティブキーで、この変更にも署名します。このサインインの間だけ、このページのメモリに保持されます。',
    'signin.broadcastingGrant': '許可を送信しています…',
    'signin.confirmGrantWallet': 'ウォレットアプリで許可を確認してください…',
    'signin.hiveauthApp': '{app} にサインイン',

    'common.details': '詳細',
    'common.enterUsername':
      'Hive ユーザー名を入力してください（英小文字・数字・ドット・ハイフンで 3〜16 文字）。',
    'common.noAccount': 'アカウント {user} は存在しません。',
    'common.enterKey':
      '{role, select, posting {投稿用の秘密鍵またはマスターパスワードを入力してください。} active {アクティブ秘密鍵またはマスターパスワードを入力してください。} other {オーナー秘密鍵またはマスターパスワードを入力してください。}}',
    'common.wrongKey': '{user} のパスワードまたは鍵が違います。',
    'common.notRoleKey':
      '{role, select, posting {これは {user} の投稿用の鍵ではありません。} active {これは {user} のアクティブキーではありません。} other {これは {user} のオーナーキーではありません。}}',
    'common.serviceAnswered': 'サービスの応答: {status}',
    'common.keychainDeclined': 'Hive Keychain で拒否しました。',
    'common.keychainDidNotSign': 'Hive Keychain は署名しませんでした: {said}',

    'authorized.intro':
      'Hive であなたの代わりに操作することを許可したアプリとアカウントです。削除するとブロックチェーン上ですぐに、すべてのサービスに対して有効になります。アプリがまだ持っているトークンは、あなたの権限が必要だった操作に使えなくなります。',
    'authorized.username': 'あなたの Hive ユーザー名',
    'authorized.show': '許可したアプリを表示',
    'authorized.listTitle': '{user} に対する権限を持つアカウント',
    'authorized.keys': 'あなたの鍵',
    'authorized.keysNeverSent':
      'このページの中で署名するためだけに使われ、どこにも送信されません。このページを開いている間は入力されたままです。',
    'authorized.keychainFound':
      'Hive Keychain が見つかりました。欄を空のままにすると、代わりに Keychain で確認できます。',
    'authorized.postingKey': '秘密ポスティング鍵またはマスターパスワード',
    'authorized.postingKeyHelp':
      '本人であることを証明します。サインインと各アプリの制限を表示し、その制限を変更し、サインインを終了します。',
    'authorized.activeKey': '秘密アクティブ鍵またはマスターパスワード',
    'authorized.activeKeyHelp':
      'ブロックチェーン上のアカウントを変更します。下の権限からアプリやアカウントを削除します。',
    'authorized.role':
      '{role, select, posting {ポスティング権限: あなたとして投稿、投票、フォロー、プロフィールの更新ができます} active {アクティブ権限: さらに資金の移動と権限の変更ができます} other {オーナー権限: アカウントを完全に管理できます}}',
    'authorized.none': 'このアカウントに対する権限を持つアプリやアカウントはありません。',
    'authorized.alone': '単独で操作できます',
    'authorized.weight': '重み {weight}／{threshold}',
    'authorized.remove': '削除',
    'authorized.removeLabel':
      '{role, select, posting {{app} をポスティング権限から削除} active {{app} をアクティブ権限から削除} other {{app} をオーナー権限から削除}}',
    'authorized.confirmTitle':
      '{role, select, posting {{app} をポスティング権限から削除しますか?} active {{app} をアクティブ権限から削除しますか?} other {{app} をオーナー権限から削除しますか?}}',
    'authorized.loses':
      '{role, select, posting {{app} は、どのサイトやサービスでも、あなたとして投稿、投票、フォロー、プロフィールの更新ができなくなります。} active {{app} は、どのサイトやサービスでも、資金の移動や権限の変更ができなくなります。} other {{app} は、どのサイトやサービスでも、アカウントを管理できなくなります。}} 持っているトークンもそのためには使えなくなります。あとでそのアプリにサインインすれば、もう一度許可できます。',
    'authorized.removeApp': '{app} を削除',
    'authorized.keep': '削除しない',
    'authorized.removing': '{app} を削除しています…',
    'authorized.removed':
      '{role, select, posting {{app} をポスティング権限から削除しました。} active {{app} をアクティブ権限から削除しました。} other {{app} をオーナー権限から削除しました。}}',
    'authorized.limits': '制限',
    'authorized.limitsLabel': '{app} の制限を設定',
    'appLimits.title': '{app} の制限',
    'appLimits.onlyStricter':
      '制限は厳しくなる一方です。入力する値は、現在の値より小さくなければなりません。署名には上のポスティング鍵か Keychain を使います。',
    'appLimits.voteWeight': '最大の投票（%、空欄: 変更なし）',
    'appLimits.voteWeightNow': '最大の投票（%、現在は最大 {percent}、空欄: 変更なし）',
    'appLimits.noDownvotes': 'ダウンボートなし',
    'appLimits.noDownvotesInForce': 'ダウンボートなし（適用済み）',
    'appLimits.perDay': '1 日の最大操作数（空欄: 変更なし）',
    'appLimits.perDayNow': '1 日の最大操作数（現在は最大 {count}、空欄: 変更なし）',
    'appLimits.endNow': 'アクセスを今すぐ終了する',
    'appLimits.save': '制限を保存',
    'appLimits.cancel': 'キャンセル',
    'appLimits.keepAccess': 'アクセスを残す',
    'appLimits.none': '制限なし: サインインで許可されたことはすべて行えます。',
    'appLimits.noSignIn':
      '{app} はここでのサインインなしにポスティング権限を持っているため、このページの制限はブロックチェーン上での操作には及びません。今設定する制限は、ここでのこのアプリへのすべてのサインインに適用されます。',
    'appLimits.inForce': '現在の制限: {limits}',
    'appLimits.inForceSince': '{date} のサインインに現在適用中: {limits}',
    'appLimits.badWeight': '0.01 から 100 % までの投票の重みを入力してください。',
    'appLimits.badPerDay': '1 以上の整数で操作数を入力してください。',
    'appLimits.notStricter':
      'すでに適用中: {limit} 制限は厳しくなる一方です。より小さい値を入力するか、空欄のままにしてください。',
    'appLimits.chooseOne': '設定する制限を選ぶか、キャンセルしてください。',
    'appLimits.endTitle': '{app} のアクセスを今すぐ終了しますか?',
    'appLimits.endLoses':
      'ここでの {app} へのあなたのサインインはすべてすぐに終了します。トークンは使えなくなり、このサービスを通じてあなたの代わりに操作することはできなくなります。{app} は、上で削除するまでブロックチェーン上のポスティング権限を持ち続けます。',
    'appLimits.end': '{app} のアクセスを終了',
    'appLimits.notSaved': '制限を保存できませんでした。',
    'appLimits.ended':
      'ここでの {app} のアクセスは終了し、サインインはすべて終わりました。ブロックチェーン上のポスティング権限はまだ持っています。使っていなければ上で削除してください。',
    'appLimits.operations': '許可する操作',
    'appLimits.leaveOne':
      '少なくとも 1 つの操作を許可したままにするか、代わりにアクセスを終了してください。',
    'appLimits.saved': '{app} の制限を保存しました。',
    'appLimits.savedAny':
      '{app} の制限を保存しました。ここでのこのアプリへのすべてのサインインに適用されます: {limits}',
    'activity.title': '各アプリがあなたのアカウントで行ったこと',
    'activity.intro':
      'アプリがこのサービスを通じてあなたの代わりに送信したすべてのトランザクションを、新しい順に、ブロックチェーン上の状態とともに表示します。',
    'activity.none': 'このサービスを通じてあなたの代わりに送信したアプリはまだありません。',
    'activity.totals':
      '過去 24 時間のトランザクション: {day, number}、過去 30 日間: {month, number}。',
    'activity.row': '{when}: {operations}',
    'activity.status':
      '{status, select, sent {送信済み、まだブロックに入っていません} included {ブロック {block} に記録} irreversible {確定、ブロック {block}} expired {期限切れ: 記録されませんでした} refused {ネットワークが拒否: {why}} other {{status}}}',
    'activity.byAppKey': 'このサービスを通さず、アプリ自身が署名しました。',
    'activity.tx': 'ブロックエクスプローラーのトランザクション {id}',
    'activity.more': 'さらに古いものを表示',
    'activity.reading': 'アプリの操作を読み込んでいます…',
    'activity.csv': 'CSV をダウンロード',
    'activity.json': 'JSON をダウンロード',
    'activity.downloading': 'ダウンロードを準備しています…',
    'signIns.title': 'ここでのサインイン',
    'signIns.intro':
      'このサービスを通じてサインインしたすべてのアプリ（あなたが誰かを知っただけのアプリも含む）と、それぞれに適用中の制限です。終了するとすぐにそのアプリからサインアウトし、アプリに通知されます。表示するには本人確認が必要です。上のポスティング鍵か Keychain で署名します。',
    'signIns.show': 'サインインを表示',
    'signIns.endTheSignIn': 'サインインを終了',
    'signIns.ended': '{app} へのサインインを終了しました。',
    'signIns.notRead': 'サインインを読み込めませんでした。',
    'signIns.ending': 'サインインを終了しています…',
    'signIns.reading': 'サインインを読み込んでいます…',
    'signIns.none': 'このサービスを通じたサインインはありません。',
    'signIns.unlisted':
      '{count, plural, other {{apps} はポスティング権限を持っていますが、ここでのサインインはありません。Hive であなたの代わりに投稿でき、このページの何もそれを制限しません。使っていなければ上で削除してください。}}',
    'signIns.row':
      '{kind, select, posting {{app}: あなたの代わりに操作できます。{since} から、最終利用 {used}} other {{app}: サインインのみ。{since} から、最終利用 {used}}}',
    'signIns.rowNamed':
      '{kind, select, posting {{app}（{name}）: あなたの代わりに操作できます。{since} から、最終利用 {used}} other {{app}（{name}）: サインインのみ。{since} から、最終利用 {used}}}',
    'signIns.limits': '制限: {limits}',
    'signIns.madeWith': '{wallet}で署名、端末: {device}',
    'signIns.madeWithWallet': '{wallet}で署名',
    'signIns.typedKey': '入力した鍵',
    'signIns.keptKey':
      'このデバイスに保管した鍵({lock, select, passkey {パスキー} other {PIN}}で解除)',
    'signIns.noEnd':
      '{kind, select, posting {終了日なし: 現在のトークンは {date} まで有効で、アプリは更新できます。} other {終了日なし: 現在のトークンは {date} まで有効です。}}',
    'signIns.end': '終了',
    'signIns.endLabel': '{since} からの {app} へのサインインを終了',
    'signIns.endTitle': '{app} へのサインインを終了しますか?',
    'signIns.endLoses':
      '{kind, select, posting {{app} はすぐにサインアウトされます。トークンは使えなくなり、このサービスを通じてあなたの代わりに操作することはできなくなります。上で削除するまで、ブロックチェーン上のポスティング権限は持ち続けます。} other {{app} はすぐにサインアウトされます。トークンは使えなくなり、アプリに通知されます。}}',
    'register.title': 'アプリを登録',
    'register.intro':
      'アプリとは、{field} のプロフィールでユーザーのサインインの行き先を示す Hive アカウントです。{field} を変更できるのはアカウントのアクティブ鍵だけです。そのポスティング権限を持つアカウント（このサービスや、そのアカウントがサインインしたアプリ）は変更できません。登録すると、このページで署名した 1 つの {op} トランザクションでプロフィールをそこに書き込みます。',
    'register.accountTitle': 'アプリのアカウント',
    'register.username': 'アプリのアカウント（Hive ユーザー名）',
    'register.usernameHelp':
      '現在のプロフィールを読み込んで、そこから始めます。HiveSigner の方式（{field}）で登録されたアプリも引き継がれます。',
    'register.readProfile': '現在のプロフィールを読み込む',
    'register.whereTitle': 'サインインの行き先',
    'register.readFrom': '{field} からのみ読み込みます。',
    'register.redirects': 'リダイレクト URI（1 行に 1 つ）',
    'register.redirectsHelp':
      '完全一致で比較します。ループバック URI（{example}）はどのポートにも一致します。',
    'register.authMethod': 'アプリが本物であることの証明方法',
    'register.method.basic': 'クライアントシークレット、HTTP Basic',
    'register.method.post': 'クライアントシークレット、本文で送信',
    'register.method.none': 'シークレットなし（公開クライアント）',
    'register.authMethodHelp':
      'サーバーを持つアプリは、そこにクライアントシークレットを保管します。ウェブページやスマートフォンのアプリは保管できないため、公開クライアントとして PKCE だけで証明します。',
    'register.secretHash': 'クライアントシークレットの SHA-256（16 進数 64 文字）',
    'register.secretHashHelp':
      'プロフィールはこのハッシュだけを公開し、誰でも読めます。シークレットには少なくとも {minBits} ビットのランダムさが必要で、足りないとオフラインで推測されます。ここで作成する（{bits} ビット）か、{command} で作成してください。',
    'register.makeSecret': '新しいクライアントシークレットを作成',
    'register.newSecret': '新しいクライアントシークレット',
    'register.newSecretHelp':
      '今すぐアプリのサーバーにコピーしてください。表示は一度だけで、このページもブロックチェーンも保存しません。',
    'register.logoutUri': 'バックチャネルログアウト URI（任意）',
    'register.logoutUriHelp':
      'ユーザーのサインインが終了したときに通知されます（OpenID Connect Back-Channel Logout）。',
    'register.postLogoutUris': 'ログアウト後のリダイレクト URI（1 行に 1 つ、任意）',
    'register.idTokenAlg': 'id_token の署名',
    'register.defaultAlg': '{alg}（既定）',
    'register.displayTitle': 'ユーザーに表示される内容',
    'register.displayHelp': 'サインインページとディレクトリに、未確認として表示されます。',
    'register.name': '名前',
    'register.about': '説明',
    'register.website': 'ウェブサイト',
    'register.picture': '画像（https の URL）',
    'register.signTitle': 'アクティブ鍵で署名',
    'register.keychain': 'Hive Keychain で登録',
    'register.hiveAuth': 'HiveAuth で登録（モバイルウォレット）',
    'register.activeKey': 'アプリのアカウントの秘密アクティブ鍵またはマスターパスワード',
    'register.submit': 'アクティブ鍵で登録',
    'register.postingNote':
      'ユーザーの投稿や投票をこのサービス経由で行うには、アプリのポスティング権限にこのサービスのアカウントも含める必要があります。',
    'register.secretMade':
      '新しいクライアントシークレットを作成しました。登録する前にアプリのサーバーにコピーしてください。',
    'register.reading': 'アカウントを読み込んでいます…',
    'register.noProfile':
      '{app} にはまだアプリのプロフィールがありません。フォームに入力してください。',
    'register.readActive': '{app} のアプリのプロフィールを {field} から読み込みました。',
    'register.readPosting':
      '{app} のアプリのプロフィールを {posting} から読み込みました（HiveSigner の方式）。登録すると {field} に書き込まれます。',
    'register.broadcasting': '登録をブロードキャストしています…',
    'register.hiveAuthAbout': 'アプリ {app} を登録',
    'register.needRedirect': 'リダイレクト URI を少なくとも 1 つ入力してください。',
    'register.badHash':
      'クライアントシークレットの SHA-256 を 16 進数 64 文字で入力するか、新しいクライアントシークレットを作成してください。',
    'register.notUrl': '「{url}」は絶対 URL ではありません（例: https://app.example/callback）。',
    'register.fragment': '「{url}」に #フラグメントは使えません。',
    'register.done':
      '登録しました: {app} のアプリのプロフィールは {field} にあります。数秒以内にサインインで使われます。',
    'register.doneTx':
      '登録しました: {app} のアプリのプロフィールは {field} にあります（トランザクション {tx}）。数秒以内にサインインで使われます。',
    'register.addService':
      '{service} にアプリの代わりにブロードキャストさせる: この同じ手順で、アプリのアカウントのポスティング権限に追加します',
    'register.serviceAdded':
      '{service} は {app} のポスティング権限に入りました。ユーザーのためのブロードキャストはこのサービスを通ります。',
    'register.serviceAlready':
      '{service} はすでに {app} のポスティング権限に入っていました。変更することはありません。',
    'register.serviceMissing':
      '{service} は {app} のポスティング権限に入っていません。入るまで、このサービスはブロードキャストを拒否します。',
    'register.nextTitle': '次にすること',
    'register.clientId': 'アプリの {field}',
    'register.signInUrl': 'ユーザーを送るサインイン URL',
    'register.tokenExchange': 'トークンとの交換（あなたのサーバーで）',
    'register.copy': 'コピー',
    'register.copied': 'コピーしました',

    'wallet.other': 'その他のウォレット:',
    'wallet.otherAuthorized': 'または別のウォレットで署名(鍵の欄を空のままにします):',
    'wallet.signIn': '{wallet} でサインイン',
    'wallet.sign': '{wallet} で署名',
    'wallet.grant': '{wallet} で許可',
    'wallet.grantYours': 'ウォレットで許可',
    'wallet.grantHelp': 'この変更にアクティブキーで署名するよう、ウォレットに求めます。',
    'wallet.opening': '{wallet} を開いています…',
    'wallet.cancel': 'キャンセル',
    'wallet.emptyFields': '空の鍵の欄は {wallet} で署名するようになりました。',
    'wallet.broadcasting': '送信しています…',
    'wallet.noAccount':
      '{wallet} には Hive アカウントの鍵がありません。ユーザー名を入力するか、アカウントをそこに追加してください。',
    'wallet.severalAccounts':
      '{wallet} には {accounts} の鍵があります。使うアカウントを入力してください。',
    'peakvault.notInstalled':
      'このブラウザーには PeakVault がインストールされていません(またはオフになっています)。',
    'peakvault.confirm': 'PeakVault で確認してください({user} として)…',
    'peakvault.declined': 'PeakVault で拒否しました。',
    'peakvault.failed': 'PeakVault は署名しませんでした: {said}',
    'peakvault.wrongAccount':
      'PeakVault は {user} の投稿用・アクティブ・オーナーのどの鍵でもない鍵で署名しました。PeakVault で {user} を選ぶか、その鍵を PeakVault に追加してください。',
    'metamask.notInstalled':
      'ここでは MetaMask を使えないか、MetaMask が snap を実行できません。MetaMask をインストールするか、別の署名方法を選んでください。',
    'metamask.connect': 'MetaMask で Hive Wallet snap を許可してください…',
    'metamask.confirm': 'MetaMask で確認してください({user} として)…',
    'metamask.declined': 'MetaMask で拒否しました。',
    'metamask.failed': 'MetaMask は署名しませんでした: {said}',
    'metamask.wrongAccount':
      '{role, select, posting {MetaMask の Hive Wallet snap には {user} の投稿用の鍵がありません。} active {MetaMask の Hive Wallet snap には {user} のアクティブキーがありません。} other {MetaMask の Hive Wallet snap には {user} のオーナーキーがありません。}}別のウォレットで署名するか、snap にあるアカウントとして署名してください。',
    'metamask.noMessages':
      'Hive Wallet snap はトランザクションにしか署名できず、このメッセージには署名できません。別のウォレットを選ぶか、キーを入力してください。',
    'ledger.noWebUsb':
      'このブラウザーは Ledger に接続できません(WebUSB がありません)。Chrome、Edge、Brave をお試しください。',
    'ledger.connect':
      'Ledger を USB で接続してロックを解除し、Hive アプリを開いてデバイスを選んでください…',
    'ledger.noDevice':
      'Ledger が選ばれませんでした。USB で接続してロックを解除し、Hive アプリを開いて、ブラウザーが表示する一覧から選んでください。',
    'ledger.appNotOpen': 'Ledger で Hive アプリを開いてから、もう一度お試しください。',
    'ledger.locked': 'Ledger のロックを解除し、Hive アプリを開いてから、もう一度お試しください。',
    'ledger.hashSigningOff':
      'Ledger の Hive アプリの設定でハッシュ署名をオンにしてから(サインインはハッシュとして署名されます)、もう一度お試しください。',
    'ledger.reading': 'Ledger の鍵を読み取っています…',
    'ledger.confirmSignIn':
      'Ledger でサインインの内容を確認し、そこで承認してください({user} として)…',
    'ledger.confirmTransaction':
      'Ledger でトランザクションを確認し、そこで承認してください({user} として)…',
    'ledger.declined': 'Ledger で拒否しました。',
    'ledger.cancelled': 'Ledger での操作をキャンセルしました。何も署名されていません。',
    'ledger.failed': 'Ledger は署名しませんでした: {said}',
    'ledger.wrongAccount':
      '{role, select, posting {この Ledger には {user} の投稿用・アクティブ・オーナーのどの鍵もありません} active {この Ledger には {user} のアクティブキーもオーナーキーもありません} other {この Ledger には {user} のオーナーキーがありません}}(Hive アカウント 1〜{accounts, number} を確認しました)。その鍵がある Ledger を接続するか、この Ledger にあるアカウントとして署名してください。',

    'sign.pageTitle': 'トランザクションに署名',
    'sign.titleMany': '{count, plural, other {# 件の操作に署名}}',
    'sign.key': '{role, select, posting {投稿用の鍵} active {アクティブキー} other {オーナーキー}}',
    'sign.asks':
      '{count, plural, other {リンクが、この操作にあなたの{key}で署名して Hive に送信するよう求めています。}}',
    'sign.asksSignOnly':
      '{count, plural, other {リンクが、この操作にあなたの{key}で署名するよう求めています(署名のみ: 署名はサイトに返され、サイトが送信することがあります)。}}',
    'sign.checkEvery': 'すべての行を確認してください。一度送信すると取り消せません。',
    'sign.warning': '警告:',
    'sign.exactData': '操作の正確なデータ',
    'sign.signAs': '署名するアカウント',
    'sign.signerFixed': 'リンクは {user} による署名を求めています。',
    'sign.keychain': 'Hive Keychain で署名',
    'sign.keyLabel':
      '{role, select, posting {投稿用の秘密鍵またはマスターパスワード} active {アクティブ秘密鍵またはマスターパスワード} other {オーナー秘密鍵またはマスターパスワード}}',
    'sign.submit': '署名して送信',
    'sign.submitSignOnly': '署名',
    'sign.cancel': 'キャンセル',
    'sign.done': '完了',
    'sign.txId': 'トランザクション ID: {id}',
    'sign.doneReturn': 'サイトは {destination} に戻ってくるよう求めています。',
    'sign.continueTo': '{host} へ進む',
    'sign.goBack': '元のページに戻る',
    'sign.fromApp': '{app} から',
    'sign.callbackValue':
      '{name, select, sig {[署名]} id {[トランザクション ID]} block {[ブロック番号]} other {[ブロック内の位置]}}',
    'sign.afterShowsId': 'その後、このページにトランザクション ID が表示されます。',
    'sign.afterReturn': 'その後、{app}({user})が登録したアドレス {url} に戻ります。',
    'sign.afterLink':
      'その後、このページにトランザクション ID と {url} へのリンクが表示されます。このリンクは登録したアプリを示していないため、開くかどうかはあなたが選んでください。',

    'refusal.authority':
      '{user} はその鍵ではこれに署名できません。{user} の{role, select, posting {投稿権限} active {アクティブ権限} other {オーナー権限}}が必要です。',
    'refusal.authorityFor':
      '{signer} は {actor} としてこれに署名できません。これは {actor} のための操作で、署名できるのは {actor} の{role, select, posting {投稿権限} active {アクティブ権限} other {オーナー権限}}(またはそこに記載されたアカウント)だけです。',
    'refusal.noPost': '投稿 {post} は存在しません(または削除されています)。',
    'refusal.noPostNamed': '指定された投稿は存在しません。',
    'refusal.funds': '{user} にはこのための資金が足りません。',
    'refusal.rc':
      '{user} には今、リソースクレジット(RC)が足りません。回復を待つか、HIVE をパワーアップしてください。',
    'refusal.other':
      'Hive ネットワークはこのトランザクションを拒否しました。何も実行されていません。',

    'sign.signing': '署名しています…',
    'sign.cancelledReturning': 'キャンセルしました。アプリに戻ります…',
    'sign.nothingDone': '何も署名も送信もされず、サイトには何も伝えられていません。',
    'sign.cancelled': 'キャンセルしました',
    'sign.mustSigner': 'このリンクは {user} が署名する必要があります。',
    'sign.doneReturning': '完了しました。アプリに戻ります…',
    'sign.signedOnly': '署名済み(未送信)',
    'sign.doneSignedOnly': '完了: 署名済み(未送信)',
    'sign.signedBroadcast': '署名して送信しました',
    'sign.doneBroadcast': '完了: 署名して送信しました',
    'sign.inBlock': 'ブロック {block} に含まれました。',
    'sign.signature': '署名: {sig}',
    'op.you': 'あなた(署名するアカウント)',
    'op.noMemo': '(メモなし)',
    'op.none': '(なし)',
    'op.percent': '{percent}%',
    'op.memoUnencrypted':
      'メモが「#」で始まっています。これは暗号化を求める印ですが、このページはメモを暗号化しません。書かれたとおりに公開されます。',
    'op.row.voter': '投票者',
    'op.row.post': '投稿',
    'op.row.weight': '重み',
    'op.row.account': 'アカウント',
    'op.row.amount': '金額',
    'op.row.from': '送信元',
    'op.row.to': '送信先',
    'op.row.memo': 'メモ',
    'op.row.shares': 'シェア',
    'op.row.witness': 'ウィットネス',
    'op.row.proxy': '代理人',
    'op.title.vote': '{post} に {percent}% で投票',
    'op.title.claim': '報酬を受け取る',
    'op.title.transfer': '{to} に {amount} を送る',
    'op.title.recurrent':
      '{to} に {amount} を{hours, plural, other {#時間}}ごとに{times, plural, other {#回}}送る',
    'op.title.powerUp': '{amount} をパワーアップ',
    'op.title.powerDown': '{amount} をパワーダウン',
    'op.title.delegate': '{to} に {amount} を委任',
    'op.title.toSavings': '{amount} を貯蓄に移す',
    'op.title.fromSavings': '{amount} を貯蓄から引き出す(3日後に届きます)',
    'op.title.witnessVote': 'ウィットネス {witness} に投票',
    'op.title.witnessUnvote': 'ウィットネス {witness} への投票を取り消す',
    'op.title.proxy': '{proxy} にあなたの代わりにウィットネス投票をさせる',
    'op.title.proxyClear': 'ウィットネス投票の代理人を解除',
    'op.title.other': '操作 {name}',
    'op.danger.owner':
      'これはあなたのオーナー権限を {holders} に置き換えます。それを持つ人があなたのアカウントの所有者になり、すべての鍵を変更してあなたを締め出せます。',
    'op.danger.active':
      'これはあなたのアクティブ権限を {holders} に置き換えます。それを持つ人はあなたの資金を動かし、ほかの鍵を変更できます。',
    'op.danger.posting':
      'これはあなたの投稿権限を {holders} に置き換えます。それを持つ人はあなたとして投稿、投票、フォローができます。',
    'op.danger.noKey': '鍵なし',
    'op.danger.memoKey':
      'あなたのメモ鍵が {key} になります。それを持つ人はあなたの暗号化されたメモを読めます。',
    'op.danger.yourAccount': 'あなたのアカウント',
    'op.danger.recoveryAccount':
      'これにより、30日後に {recovery} が {account} のリカバリーアカウントになります。オーナー鍵が盗まれたとき、アカウントを取り戻す手助けができるのは {recovery} だけになります。',
    'op.danger.requestRecovery':
      'これにより、{account} が新しいオーナー権限({holders})で乗っ取られることが可能になります。それを持つ人がアカウントの所有者になります。',
    'op.danger.recover':
      'これは {account} のオーナー権限を {holders} に置き換えます。それを持つ人がアカウントの所有者になります。',
    'op.danger.withdrawRoute':
      '今後、{account} がパワーダウンする分の {percent}% が {to} に送られます。',
    'op.danger.declineVoting':
      'これはあなたのガバナンス投票権(ウィットネスと提案)を永久に放棄します。元に戻せません。',
    'op.danger.unknown':
      'この操作はあなたのアカウントを管理する人を変える可能性があります。まさにこれを求めた場合にのみ続けてください。',
    'consent.vaultRemember': 'このキーをこのデバイスに記憶する',
    'consent.vaultTitle': 'このキーをこのデバイスに記憶しますか?',
    'consent.vaultAbout':
      '次回は入力せずにワンタッチでサインインできます。キーはこのブラウザーの中で暗号化され、どこにも送信されません。ロックを解除できるのはあなたのパスキーまたは PIN だけです。',
    'consent.vaultActive':
      'これはあなたのアクティブキーです。ロックを解除した人は、あなたの資金を動かし、アカウントを変更できます。このデバイスでそのような操作に署名する場合にだけ、ここに保管してください。',
    'consent.vaultActiveTick': 'アクティブキーをこのデバイスに保管する',
    'consent.vaultPasskey': 'パスキーで記憶する',
    'consent.vaultPinLabel': 'または PIN かパスワードでロックする(6 文字以上)',
    'consent.vaultPin': 'この PIN で記憶する',
    'consent.vaultSkip': '今はしない',
    'consent.vaultUnlock': 'ロックを解除してサインイン',
    'consent.noWallet':
      'このブラウザーには Hive ウォレットがインストールされていません。ここではパスキーか入力したキーでサインインできます。ウォレットをインストールすることもできます:',
    'consent.noWalletKeychain':
      'Hive Keychain(デスクトップのブラウザー用、スマートフォン用アプリもあります)',
    'consent.noWalletHiveAuth': 'HiveAuth(あなたの代わりに署名するスマートフォンのウォレット)',
    'vault.signInPasskey': 'パスキーで {user} としてサインイン',
    'vault.signInPin': 'PIN で {user} としてサインイン',
    'vault.signKept': 'この端末に保存した鍵で署名',
    'vault.forgetKey': 'このキーを削除する',
    'vault.keyLock':
      'このデバイスに保管した{role, select, active {アクティブキー} other {投稿用キー}}({lock, select, passkey {パスキー} other {PIN}}でロック)。',
    'vault.forgetRoleLabel':
      'このデバイスに保管した {user} の{role, select, active {アクティブキー} other {投稿用キー}}を削除する',
    'vault.forgetAll': 'このデバイスのすべてを削除する',
    'vault.keyForgotten': '{user} のキーをこのデバイスから消去しました。',
    'vault.allForgotten': 'このデバイスに保管していたすべてのアカウントとキーを消去しました。',
    'vault.pinFor': '{user} の PIN またはパスワード',
    'vault.pinForRole':
      '{user} の保管した{role, select, active {アクティブキー} other {投稿用キー}}の PIN またはパスワード',
    'vault.confirmPasskey': 'パスキーで確認してください…',
    'vault.keeping': 'キーを暗号化しています…',
    'vault.passkeyRefused':
      'パスキーでキーのロックが解除されなかったため、何も復号されていません。もう一度試すか、キーを入力してください。',
    'vault.wrongPin': 'PIN が違います。このデバイスからキーが消去されるまでの残り回数: {n}。',
    'vault.erased':
      '{user} のキーはこのデバイスから消去されました(PIN の誤りが多すぎたか、削除されました)。サインインするにはキーを入力してください。',
    'vault.rotated':
      'このデバイスに保管した {user} のキーは、もうアカウントのキーではありません(変更されました)。そのため署名できません。「このキーを削除する」を押してから、新しいキーを入力してください。',
    'vault.pinShort': '6 文字以上の PIN またはパスワードを選んでください。',
    'vault.activeNotTicked':
      'アクティブキーを保管するにはチェックを入れるか、「今はしない」を選んでください。',
    'vault.noPrf':
      'このパスキーでは、このブラウザーでキーをロックできません。代わりに PIN を選んでください。',
    'vault.kept': '{user} のキーをこのデバイスに保管しました。パスキーでロックされています。',
    'vault.keptPin': '{user} のキーをこのデバイスに保管しました。PIN でロックされています。',
    'vault.activeHint':
      'アクティブキーでサインインしました。サインインには投稿キーで十分で、そのほうが安全です。次回は投稿キーを使ってください。',
  },
  security: {
    'authorized.intro': {
      source: '7bc4d0214a768be6',
      back: 'These are the apps and accounts you permitted to operate on your behalf on Hive. Deleting one becomes effective immediately on the blockchain, for all services. Tokens the app still has can no longer be used for operations that needed your authority.',
    },
    'authorized.keysNeverSent': {
      source: 'cb84bcc63d4f7c27',
      back: 'Used only for signing within this page and not sent anywhere. They stay entered while this page is open.',
    },
    'authorized.role': {
      source: 'bf3b6b39d8ded7e4',
      back: 'Posting authority: can post, vote, follow and update the profile as you / Active authority: can additionally move funds and change authorities / Owner authority: can fully manage the account',
    },
    'authorized.loses': {
      source: '4c609f6001ef25f7',
      back: '{app} will no longer be able, on any site or service, to post, vote, follow or update the profile as you / move funds or change authorities / manage the account. The tokens it has also become unusable for that. If you sign in to that app later, you can permit it again.',
    },
    'appLimits.endLoses': {
      source: '420267513d4dfc8c',
      back: 'All your sign-ins to {app} here end immediately. The tokens become unusable and it can no longer operate on your behalf through this service. {app} keeps holding the posting authority on the blockchain until you delete it above.',
    },
    'signIns.endLoses': {
      source: 'd85201d70c8a1522',
      back: '{app} is signed out immediately. The tokens become unusable and it can no longer operate on your behalf through this service. It keeps holding the posting authority on the blockchain until you delete it above. / … the tokens become unusable and the app is notified.',
    },
    'signIns.unlisted': {
      source: '6228bcd8343570c4',
      back: '{apps} has the posting authority but there is no sign-in here. It can post on your behalf on Hive, and nothing on this page limits that. If you are not using it, delete it above.',
    },
    'register.intro': {
      source: '252f1694ba6b060a',
      back: "An app is a Hive account that shows the destination of users' sign-ins with a profile in {field}. Only the account's active key can change {field}. Accounts that have its posting authority (this service, or apps that account signed in to) cannot change it. Registering writes the profile there with one {op} transaction signed on this page.",
    },
    'register.secretHashHelp': {
      source: '1e4682681468c9ce',
      back: 'The profile publishes only this hash, and anyone can read it. A secret needs at least {minBits} bits of randomness; if not enough it will be guessed offline. Create it here ({bits} bits) or with {command}.',
    },
    'register.newSecretHelp': {
      source: 'f726e7ed41cb8e30',
      back: "Copy it to the app's server right now. It is displayed only once, and neither this page nor the blockchain saves it.",
    },
    'consent.keyNeverSent': {
      source: '11f58d2b20621d9b',
      back: 'It is used only to sign inside this page, and it is not sent anywhere.',
    },
    'consent.published': {
      source: '5c10f5d5b2b9c3fe',
      back: 'The name, description, image and website are published by {app} itself, and hivegate has not checked them.',
    },
    'consent.grantNotYet': {
      source: '01d705fdf020c399',
      back: "Your account does not yet allow {app} to act on your behalf. If you allow it, {app} is added to the account's posting authority on the Hive blockchain ({op} transaction).",
    },
    'consent.grantCannot': {
      source: 'd81c0ce89115b640',
      back: 'It cannot send funds or change keys.',
    },
    'consent.grantActive': {
      source: '4f7e888f01dd0890',
      back: 'This change needs the active key. It is valid until you delete it on the next page:',
    },
    'grant.loginOnly': {
      source: '45c8e6eeddf12361',
      back: 'Know your Hive username for signing in. It cannot act on your behalf on Hive.',
    },
    'grant.neverFunds': {
      source: '04c3f0957208280b',
      back: 'It can never move funds or change keys.',
    },
    'reach.enforced': {
      source: '23984a046ac1a7ae',
      back: 'These limits are enforced. Only this service can use the posting authority given to {app}, and it checks every operation against the limits.',
    },
    'reach.notEnforced': {
      source: 'd2e1c4ea0a470550',
      back: "These limits only work for what {app} does through this service. Since {app}'s posting authority also includes its own keys and accounts, as long as you leave it in your posting authority, {app} can sign as you directly on the Hive blockchain outside the limits.",
    },
    'reach.onChain': {
      source: 'e71593026db82c4d',
      back: 'On the Hive blockchain, anyone who has your posting authority can post, vote, follow, reblog and update the profile as you, and it has no limits in itself.',
    },
    'reach.direct': {
      source: '83fae24b2a14d262',
      back: '{app} has keys or accounts that can use it directly outside the limits you chose.',
    },
    'device.check': {
      source: 'b83849fb4ebce799',
      back: 'Check that the device shows the same code. If you did not start this sign-in on your own device, refuse it. Someone may be trying to get into your account.',
    },
    'home.keys': {
      source: 'b95ae05dbbe19cf4',
      back: 'Your keys stay inside the browser, and this service never sees them. You can revoke access permission for an app at any time.',
    },
    'hiveauth.approveOnPhone': {
      source: 'e8ebf991dbc6a245',
      back: 'Approve from the smartphone with a HiveAuth wallet. You do not type a key here.',
    },
    'op.memoUnencrypted': {
      source: '53086fa05cc731c1',
      back: 'The memo begins with "#". This is a sign asking for encryption, but this page does not encrypt memos. It will be published as written.',
    },
    'op.danger.owner': {
      source: '38d31772fe52a35f',
      back: 'This replaces your owner authority with {holders}. The person who holds it becomes the owner of your account and can change every key and shut you out.',
    },
    'op.danger.active': {
      source: '55b80f219c3ead5a',
      back: 'This replaces your active authority with {holders}. The person who holds it can move your funds and change your other keys.',
    },
    'op.danger.posting': {
      source: '24e237bc36820a1e',
      back: 'This replaces your posting authority with {holders}. The person who holds it can post, vote and follow as you.',
    },
    'op.danger.noKey': { source: 'ec9afd6a0470e867', back: 'no key' },
    'op.danger.memoKey': {
      source: 'e44d5be0f648bd73',
      back: 'Your memo key becomes {key}. The person who holds it can read your encrypted memos.',
    },
    'op.danger.yourAccount': { source: '17a7e5cfee17027e', back: 'your account' },
    'op.danger.recoveryAccount': {
      source: '2b9ce7374d4e68fa',
      back: 'With this, after 30 days {recovery} becomes the recovery account of {account}. When the owner key is stolen, only {recovery} will be able to help get the account back.',
    },
    'op.danger.requestRecovery': {
      source: 'c1c4ec5056320409',
      back: 'With this, it becomes possible for {account} to be taken over with a new owner authority ({holders}). The person who holds it becomes the owner of the account.',
    },
    'op.danger.recover': {
      source: 'f3bd51edee3dbe53',
      back: 'This replaces the owner authority of {account} with {holders}. The person who holds it becomes the owner of the account.',
    },
    'op.danger.withdrawRoute': {
      source: '734ccebc10c83704',
      back: 'From now on, {percent}% of what {account} powers down is sent to {to}.',
    },
    'op.danger.declineVoting': {
      source: '053d6dfe398eb80f',
      back: 'This permanently gives up your governance voting rights (witnesses and proposals). It cannot be undone.',
    },
    'op.danger.unknown': {
      source: 'a5eb8c5892b24e28',
      back: 'This operation may change who manages your account. Continue only if you asked for exactly this.',
    },
    'consent.vaultAbout': {
      source: '9fd8eed08dc515b1',
      back: 'Next time you can sign in with one touch without typing. The key is encrypted inside this browser and is not sent anywhere. Only your passkey or PIN can unlock it.',
    },
    'consent.vaultActive': {
      source: '206c57c1a2df6049',
      back: 'This is your active key. A person who unlocks it can move your funds and change your account. Keep it here only if you sign such operations on this device.',
    },
  },
};
