import type { Catalogue } from '../catalogue';

/** 한국어 (합쇼체/해요체). */
export const ko: Catalogue = {
  review: "drafted (issue 40), needs a native speaker's review",
  messages: {
    'layout.skip': '본문으로 건너뛰기',
    'layout.navLabel': '주 메뉴',
    'layout.nav.home': '홈',
    'layout.nav.apps': '앱',
    'layout.nav.authorizedApps': '승인한 앱',
    'layout.language': '언어',
    'layout.noScript':
      '이 페이지에는 JavaScript가 필요한데, 이 브라우저에서는 여기서 실행되고 있지 않습니다.',
    'layout.withoutScript':
      '페이지를 새로 고치세요. 그래도 안 되면 이 브라우저가 스크립트를 막고 있을 수 있습니다. 이 사이트에서 JavaScript를 허용하거나, 휴대폰 같은 다른 기기에서 이 페이지를 여세요.',
    'layout.loading': '페이지를 준비하는 중… 곧 버튼을 사용할 수 있습니다.',
    'layout.loadingLate': '아직 준비되지 않았습니다. 이 페이지의 스크립트가 시작되지 않았습니다.',

    'error.title.invalid_request': '올바르지 않은 요청입니다',
    'error.title.unauthorized_client': '등록되지 않은 앱입니다',
    'error.title.not_found': '찾을 수 없음',
    'error.title.pageNotFound': '페이지를 찾을 수 없습니다',
    'error.title.unavailable': 'Hive 네트워크에 연결할 수 없습니다',
    'error.title.signLink': '이 서명 링크는 서명할 수 없습니다',
    'error.title.other': '문제가 발생했습니다',
    'error.about.invalid_request': '요청에 빠졌거나 잘못된 부분이 있습니다.',
    'error.about.unauthorized_client':
      '여기로 보낸 앱이 이 주소로 등록되어 있지 않아서, 여기서 그 앱에 로그인할 수 없습니다.',
    'error.about.not_found': '이 주소에는 아무것도 없습니다.',
    'error.about.unavailable':
      '이 서비스가 지금 Hive 네트워크에 연결할 수 없습니다. 1분 후에 다시 시도하세요.',
    'error.about.other': '서비스가 이 요청에 응답하지 못했습니다.',
    'error.details': '자세히 (영어)',
    'error.code': '오류 코드: {code}',
    'error.home': '홈페이지로 가기',
    'error.fromApp':
      '앱이 여기로 보냈다면 그 앱으로 돌아가 다시 시도하거나, 앱 개발자에게 알려 주세요.',

    'home.title': 'Hive로 로그인',
    'home.intro':
      'hivegate는 앱이 Hive 계정으로 로그인하게 해 주고, 허락하면 앱이 대신 글을 올리고, 투표하고, 팔로우할 수 있게 해 줍니다.',
    'home.keys':
      '키는 브라우저 안에만 있습니다. 이 서비스는 키를 절대 보지 않습니다. 앱의 접근 권한은 언제든지 되돌릴 수 있습니다.',
    'home.people': 'Hive 사용자용',
    'home.authorizedLink': '승인한 앱 보기 및 삭제',
    'home.authorizedAbout': '사용자 이름을 입력하면 목록이 나옵니다.',
    'home.appsLink': '앱 디렉터리 둘러보기',
    'home.appsAbout': '이 서비스를 쓰는 앱을 일일 사용자 수 순으로 보여 줍니다.',
    'home.startFromApp':
      '앱에 로그인하려면 앱에서 시작하세요. 앱이 이름과 요청 내용을 담아 여기로 보내 줍니다.',
    'home.developers': '개발자용',
    'home.sdk':
      '{client}을(를) 쓰세요. {sdk} SDK의 메서드 이름을 그대로 두고, 모든 링크와 호출이 이 서비스로 갑니다. {sdk} SDK의 API 호출도 {apiURL}을(를) {origin}(으)로 설정하면 동작하지만, 로그인과 서명 링크는 hivesigner.com으로 갑니다.',
    'home.endpoint.authorize': '로그인 및 동의 페이지 (SDK의 {call})',
    'home.endpoint.token': '코드나 리프레시 토큰과 {secret}으로 새 토큰 받기',
    'home.endpoint.revoke':
      '사용자를 로그아웃시킵니다. 토큰과 그 승인 전체가 더 이상 작동하지 않습니다',
    'home.endpoint.me': '토큰의 계정',
    'home.endpoint.broadcast': '서비스가 서명한 포스팅 작업을 하나의 트랜잭션으로 전송',
    'home.endpoint.apps': 'JSON 형식의 앱 디렉터리',
    'home.endpoint.sign': '사용자의 액티브 키가 필요한 작업(송금)을 위한 서명 링크',
    'home.jwks': '토큰은 Ed25519로 서명된 JWT이며, 공개 키는 {url}에 있습니다.',
    'home.discovery': 'OpenID Connect 디스커버리: {url}.',
    'home.appProfile':
      '앱은 {metadata} 프로필에 {type}, {uris}, 시크릿의 SHA-256이 있는 Hive 계정입니다.',
    'home.register': '앱 등록하기',
    'home.registerWith': '(액티브 키로)',

    'apps.building': '디렉터리를 만드는 중입니다. 1분 후에 다시 시도하세요.',
    'apps.intro':
      '이 서비스를 통해 게시하는 앱을 최근 {days, plural, other {#일}} 동안의 일일 사용자 수 순으로 보여 줍니다.',
    'apps.updated': '업데이트: {date}.',
    'apps.unverified': '이름과 설명은 각 앱 계정이 직접 게시한 것이며 확인되지 않았습니다.',
    'apps.own': '앱이 있으신가요? 액티브 키로 {link}.',
    'apps.featured': '추천',
    'apps.ranking': '순위',
    'apps.none': '이 기간에 사용된 앱이 없습니다.',
    'apps.allFeatured': '이 기간에 사용된 앱은 모두 위 추천에 있습니다.',
    'apps.new': '새 앱',
    'apps.weaker': '약한 등록',
    'apps.notRegistered': '등록되지 않음',
    'apps.postingNote':
      '로그인 설정이 {field}에 있습니다. 이 앱의 포스팅 권한을 가진 누구나 사용자의 로그인이 향하는 곳을 바꿀 수 있습니다. 소유자는 액티브 키로 등록할 수 있습니다: {link}.',
    'apps.noProfile':
      '{field}에 앱 프로필이 없습니다. 소유자가 등록하기 전까지는 아무도 여기서 이 앱에 로그인할 수 없습니다: {link}.',
    'apps.users': '{count, plural, other {사용자 #명}}',
    'apps.requests': '{count, plural, other {요청 #건}}',
    'apps.limitsEnforced':
      '사용자가 여기서 정한 제한은 강제됩니다. 사용자가 준 포스팅 권한은 이 서비스만 사용할 수 있습니다.',
    'apps.limitsNotEnforced':
      '여기서 정한 어떤 제한도 받지 않고 Hive 블록체인에서 사용자 대신 직접 서명할 수 있습니다. 포스팅 권한에 자체 키나 계정이 들어 있기 때문입니다.',

    'device.title': '기기에서 로그인',
    'device.codeLabel': '기기에 표시된 코드',
    'device.continue': '계속',
    'device.next': '다음 화면에서 어떤 앱이 무엇을 요청하는지 확인한 뒤에 서명합니다.',
    'device.codeError':
      '코드가 틀렸거나, 만료되었거나, 이미 사용되었습니다. 기기에 표시된 코드를 확인하세요.',
    'device.deniedTitle': '기기를 거부했습니다',
    'device.denied':
      '기기는 다음 시도에서 거부되며 계정에 접근할 수 없습니다. 이 페이지를 닫아도 됩니다.',
    'device.code': '코드 {code}',
    'device.check':
      '기기에 같은 코드가 표시되는지 확인하세요. 본인 기기에서 이 로그인을 시작하지 않았다면 거부하세요. 누군가 계정에 들어가려는 것일 수 있습니다.',
    'device.deny': '이 기기 거부',

    'signOut.doneTitle': '로그아웃됨',
    'signOut.done':
      '{user} 님이 {app}에서 로그아웃했습니다. 그 로그인의 액세스 토큰과 리프레시 토큰은 더 이상 작동하지 않습니다.',
    'signOut.authority':
      '체인에서 앱에 준 포스팅 권한이 있다면 앱은 그것을 계속 가집니다. 그것도 없애려면 다음 페이지에서 삭제하세요:',
    'signOut.askTitle': '로그아웃할까요?',
    'signOut.askHeading': '{app}에서 로그아웃할까요?',
    'signOut.ask':
      '어떤 페이지가 {user} 님을 {app}에서 로그아웃시키려 합니다. 요청한 적이 없다면 로그인 상태를 유지하세요.',
    'signOut.confirm': '{app}에서 로그아웃',
    'signOut.stay': '로그인 유지',

    'consent.heading': '{app}에 로그인',
    'consent.headingDevice': '기기에서 {app}에 로그인',
    'consent.account': 'Hive 계정',
    'consent.chooseAccount': '계정 선택',
    'consent.rememberedAccounts': '이 브라우저의 계정',
    'consent.username': 'Hive 사용자 이름',
    'consent.signWith': '그다음 아래에서 포스팅 개인 키나 마스터 비밀번호로 서명하세요.',
    'consent.keychain': 'Hive Keychain으로 로그인',
    'signin.limitsStillApply': '이 앱에 설정한 제한이 계속 적용됩니다: {limits}',
    'signin.limitsContinue': '계속',
    'consent.or': '또는',
    'consent.keyLabel': '포스팅 개인 키 또는 마스터 비밀번호',
    'consent.keyNeverSent': '이 페이지 안에서 서명에만 쓰이며, 어디로도 전송되지 않습니다.',
    'consent.signIn': '로그인',
    'consent.cancel': '취소하고 돌아가기',
    'consent.returnsTo': '로그인 후 {uri}(으)로 돌아갑니다.',
    'consent.deviceGoesOn':
      '로그인하면 기기가 알아서 진행합니다. 이 페이지로는 아무것도 돌아오지 않습니다.',
    'consent.unverified': '확인되지 않음',
    'consent.published':
      '이름, 설명, 사진, 웹사이트는 {app}이(가) 직접 게시한 것이며 hivegate가 확인하지 않았습니다.',
    'consent.mayDo': '{app}이(가) 할 수 있는 일',
    'consent.profile': '공개 Hive 프로필 읽기: 표시 이름, 사진, 웹사이트.',
    'consent.offline': '앱을 닫은 후에도 로그인 유지 (리프레시 토큰).',
    'consent.grantTitle': '{app}에 포스팅 권한 부여',
    'consent.grantNotYet':
      '계정이 아직 {app}이(가) 대신 행동하도록 허용하지 않습니다. 부여하면 Hive 블록체인에서 계정의 포스팅 권한에 {app}이(가) 추가됩니다({op} 트랜잭션).',
    'consent.grantCannot': '자금을 송금하거나 키를 바꿀 수는 없습니다.',
    'consent.grantActive':
      '이 변경에는 액티브 키가 필요합니다. 다음 페이지에서 삭제할 때까지 유지됩니다:',
    'consent.grantKeychain': 'Hive Keychain으로 부여',
    'consent.grantOrKey': '또는 아래에서 키를 사용하세요.',
    'consent.activeKeyLabel': '액티브 개인 키 또는 마스터 비밀번호',
    'consent.grantSubmit': '부여하고 계속',

    'limits.adjust': '제한 조정',
    'limits.fixed': '내 제한 (이번 로그인에서는 고정)',
    'limits.legend': '{app}에 대한 내 제한',
    'limits.help':
      '{app}이(가) 할 수 있는 일을 줄일 수는 있지만 늘릴 수는 없습니다. 위의 할 수 있는 일도 함께 바뀝니다. 나중에 승인한 앱 페이지에서 접근을 끝낼 수도 있습니다.',
    'limits.actions': '허용할 작업',
    'limits.votes': '투표',
    'limits.voteWeight': '최대 투표 비율, % (최대 {max})',
    'limits.noDownvotes': '다운보트 없음.',
    'limits.allowDownvotes': '다운보트 허용',
    'limits.appMessages': '허용할 앱 메시지 (custom_json)',
    'limits.perDayMax': '하루 최대 작업 수 (최대 {max, number})',
    'limits.perDayNone': '하루 최대 작업 수 (비우면 제한 없음)',
    'limits.endsAsAsked':
      '{app}이(가) 요청한 대로 {date}에 접근이 끝납니다. 여기서 고를 수 있는 어떤 종료일보다 빠릅니다. 승인한 앱 페이지에서 언제든지 끝낼 수 있습니다.',
    'limits.ends': '접근 종료',
    'limits.asAsked': '{date} ({app} 요청대로)',
    'limits.whenRemoved': '직접 삭제할 때까지',
    'limits.inDays': '{days, plural, other {#일 후}}',
    'limits.leaveOne': '적어도 하나의 작업은 허용하거나, 로그인을 취소하세요.',
    'limits.weightRange': '0.01에서 {max} % 사이의 투표 비율을 입력하세요.',
    'limits.perDayWhole': '1 이상의 정수를 입력하거나 비워 두세요.',
    'limits.perDayRange': '1에서 {max, number} 사이의 정수를 입력하세요.',

    'grant.loginOnly':
      '로그인을 위해 Hive 사용자 이름을 압니다. Hive에서 대신 행동할 수는 없습니다.',
    'grant.learnUsername': '로그인을 위해 Hive 사용자 이름을 압니다.',
    'grant.actFor': 'Hive에서 대신 행동: {actions}.',
    'grant.neverFunds': '자금을 옮기거나 키를 바꾸는 일은 절대 할 수 없습니다.',
    'grant.allows.vote': '글과 댓글에 투표',
    'grant.allows.comment': '글과 댓글 게시 및 수정',
    'grant.allows.delete_comment': '내 글과 댓글 삭제',
    'grant.allows.comment_options': '내 글의 보상 옵션 설정',
    'grant.allows.custom_json': '앱 메시지 전송 (팔로우, 리블로그, 커뮤니티, 게임)',
    'grant.allows.claim_reward_balance': '보상 받기',
    'grant.allows.account_update2': '프로필 업데이트',
    'limit.only': '다음 작업만: {operations}.',
    'limit.votes': '투표는 최대 {percent} %.',
    'limit.votesNoDown': '투표는 최대 {percent} %, 다운보트 없음.',
    'limit.noDown': '다운보트 없음.',
    'limit.appMessagesOnly': '앱 메시지(custom_json)는 다음 종류만: {ids}.',
    'limit.noAppMessages': '앱 메시지(custom_json) 없음.',
    'limit.perDay': '{count, plural, other {하루 최대 #개 작업.}}',
    'limit.until': '{date}까지.',
    'limit.dateTime': '{date} {time} UTC',
    'reach.enforced':
      '이 제한은 강제됩니다. {app}에 주는 포스팅 권한은 이 서비스만 사용할 수 있으며, 서비스가 모든 작업을 제한과 대조합니다.',
    'reach.notEnforced':
      '이 제한은 {app}이(가) 이 서비스를 통해 하는 일에만 적용됩니다. {app}의 포스팅 권한에는 자체 키나 계정도 들어 있어서, 내 포스팅 권한에 남아 있는 동안 {app}은(는) 어떤 제한도 받지 않고 Hive 블록체인에서 직접 나 대신 서명할 수 있습니다.',
    'reach.onChain':
      'Hive 블록체인에서 포스팅 권한을 가진 누구나 나처럼 글을 올리고, 투표하고, 팔로우하고, 리블로그하고, 프로필을 업데이트할 수 있으며, 권한 자체에는 제한이 없습니다.',
    'reach.onlyThrough':
      '{app}은(는) 이 서비스를 통해서만 그 권한을 쓸 수 있고, 서비스가 내가 고른 제한을 지키게 합니다.',
    'reach.direct':
      '{app}에게는 내가 고른 제한 밖에서 그 권한을 직접 쓸 수 있는 키나 계정이 있습니다.',

    'hiveauth.signIn': 'HiveAuth(모바일 지갑)로 로그인',
    'hiveauth.approveOnPhone':
      'HiveAuth 지갑으로 휴대폰에서 승인합니다. 여기서는 키를 입력하지 않습니다.',
    'hiveauth.title': '지갑 앱에서 승인',
    'hiveauth.scan':
      'HiveAuth 지갑(모바일용 Hive Keychain 등)으로 이 코드를 스캔하거나, 이 휴대폰이라면 링크를 여세요.',
    'hiveauth.qrSignIn': 'HiveAuth 로그인 요청 QR 코드',
    'hiveauth.qrRegistration': 'HiveAuth 등록 요청 QR 코드',
    'hiveauth.open': '지갑 앱에서 열기',
    'hiveauth.cancelSignIn': 'HiveAuth 로그인 취소',
    'hiveauth.cancelRegistration': 'HiveAuth 등록 취소',
    'hiveauth.grant': 'HiveAuth로 부여',
    'hiveauth.grantHelp':
      '지갑 앱에 액티브 키로 이 변경에 서명하도록 요청합니다. 지갑이 할 수 없으면 아래에서 Hive Keychain이나 액티브 키로 부여하세요. 그다음 로그인은 지갑 앱에서 계속됩니다.',
    'hiveauth.waiting': '지갑 앱을 기다리는 중…',
    'hiveauth.confirm': '지갑 앱에서 확인하세요…',
    'hiveauth.timeLeft': '남은 시간: {seconds, number}초',
    'hiveauth.unreachable':
      'HiveAuth 릴레이에 연결할 수 없습니다. 나중에 다시 시도하거나 Hive Keychain 또는 키로 로그인하세요.',
    'hiveauth.lost':
      '지갑이 응답하기 전에 HiveAuth 릴레이와의 연결이 끊어졌습니다. 다시 시도하세요.',
    'hiveauth.relayError': 'HiveAuth 릴레이가 요청을 거부했습니다.',
    'hiveauth.expired': '지갑이 응답하기 전에 HiveAuth 요청이 만료되었습니다. 다시 시도하세요.',
    'hiveauth.rejected': '지갑에서 거절했습니다.',
    'hiveauth.walletError': '지갑이 요청에 서명하지 못했습니다.',
    'hiveauth.badAnswer': '지갑이 이 페이지에서 쓸 수 없는 응답을 보냈습니다.',
    'hiveauth.cancelled': 'HiveAuth 로그인을 취소했습니다.',
    'hiveauth.reconnecting': 'HiveAuth 릴레이 연결이 끊겼습니다. 다시 연결하는 중…',

    'signin.keychainNext':
      '그다음 Hive Keychain으로 로그인을 누르고 Keychain에서 확인하세요(사용자 이름을 비우면 Keychain에서 계정을 고를 수 있습니다). 또는 아래에서 키를 사용하세요.',
    'signin.reading': '계정을 읽는 중…',
    'signin.confirmKeychain': 'Hive Keychain에서 확인하세요…',
    'signin.chooseInKeychain': 'Hive Keychain에서 계정을 고르고 확인하세요…',
    'signin.signing': '로그인하는 중…',
    'signin.failed': '로그인하지 못했습니다.',
    'signin.couldNotStart': '로그인을 시작할 수 없습니다.',
    'signin.waitGrant': '권한 부여가 서비스에 반영되기를 기다리는 중…',
    'signin.returning': '{user}(으)로 로그인했습니다. 앱으로 돌아가는 중…',
    'signin.expected':
      '{app}은(는) {expected}(으)로 로그인하기를 기대했습니다. 대신 {user}(으)로 로그인하려면 다시 로그인하세요.',
    'signin.forget': '삭제',
    'signin.forgetLabel': '이 브라우저에서 {user} 삭제',
    'signin.chosen': '{user}을(를) 선택했습니다.',
    'signin.forgotten': '이 브라우저에서 {user}을(를) 삭제했습니다.',
    'signin.deviceDone':
      '{user}(으)로 로그인했습니다. 기기로 돌아가세요. 알아서 진행됩니다. 이 페이지를 닫아도 됩니다.',
    'signin.oneMoreStep': '한 단계 더: 앱에 포스팅 권한을 부여하세요.',
    'signin.grantTyped':
      '{typed, select, password {로그인할 때 입력한 마스터 비밀번호로 이 변경에도 서명합니다. 이 로그인 동안만 이 페이지의 메모리에 보관됩니다.} other {로그인할 때 입력한 키로 이 변경에도 서명합니다. 이 로그인 동안만 이 페이지의 메모리에 보관됩니다.}}',
    'signin.grantKept':
      '로그인하려고 잠금을 푼, 이 기기에 보관한 액티브 키로 이 변경에도 서명합니다. 이 로그인 동안만 이 페이지의 메모리에 보관됩니다.',
    'signin.broadcastingGrant': '권한 부여를 전송하는 중…',
    'signin.confirmGrantWallet': '지갑 앱에서 권한 부여를 확인하세요…',
    'signin.hiveauthApp': '{app}에 로그인',

    'common.details': '자세히',
    'common.enterUsername': 'Hive 사용자 이름을 입력하세요: 영문 소문자, 숫자, 점, 대시로 3~16자.',
    'common.noAccount': '{user} 계정이 없습니다.',
    'common.enterKey':
      '{role, select, posting {포스팅 개인 키나 마스터 비밀번호를 입력하세요.} active {액티브 개인 키나 마스터 비밀번호를 입력하세요.} other {오너 개인 키나 마스터 비밀번호를 입력하세요.}}',
    'common.wrongKey': '{user}의 비밀번호나 키가 틀렸습니다.',
    'common.notRoleKey':
      '{role, select, posting {{user}의 포스팅 키가 아닙니다.} active {{user}의 액티브 키가 아닙니다.} other {{user}의 오너 키가 아닙니다.}}',
    'common.serviceAnswered': '서비스 응답: {status}',
    'common.keychainDeclined': 'Hive Keychain에서 거절했습니다.',
    'common.keychainDidNotSign': 'Hive Keychain이 서명하지 않았습니다: {said}',

    'authorized.intro':
      'Hive에서 나를 대신해 행동하도록 허용한 앱과 계정입니다. 하나를 제거하면 블록체인에서 즉시, 모든 서비스에 대해 적용됩니다. 앱이 아직 가진 토큰은 내 권한이 필요했던 모든 일에 더 이상 쓸 수 없습니다.',
    'authorized.username': '내 Hive 사용자 이름',
    'authorized.show': '허용한 앱 보기',
    'authorized.listTitle': '{user}에 대한 권한을 가진 계정',
    'authorized.keys': '내 키',
    'authorized.keysNeverSent':
      '이 페이지 안에서 서명에만 쓰이며, 어디로도 전송되지 않습니다. 이 페이지가 열려 있는 동안 입력된 채로 남습니다.',
    'authorized.keychainFound':
      'Hive Keychain을 찾았습니다. 칸을 비워 두면 대신 Keychain에서 확인합니다.',
    'authorized.postingKey': '개인 포스팅 키 또는 마스터 비밀번호',
    'authorized.postingKeyHelp':
      '본인임을 증명합니다. 로그인 목록과 각 앱의 제한을 보여 주고, 그 제한을 바꾸고, 로그인을 끝냅니다.',
    'authorized.activeKey': '개인 액티브 키 또는 마스터 비밀번호',
    'authorized.activeKeyHelp':
      '블록체인의 내 계정을 변경합니다. 아래 권한에서 앱이나 계정을 제거합니다.',
    'authorized.role':
      '{role, select, posting {포스팅 권한: 나로서 글 게시, 투표, 팔로우, 프로필 수정을 할 수 있습니다} active {액티브 권한: 자금 이동과 권한 변경도 할 수 있습니다} other {오너 권한: 계정을 완전히 제어합니다}}',
    'authorized.none': '이 계정에 대한 권한을 가진 앱이나 계정이 없습니다.',
    'authorized.alone': '단독으로 행동 가능',
    'authorized.weight': '가중치 {weight}/{threshold}',
    'authorized.remove': '제거',
    'authorized.removeLabel':
      '{role, select, posting {내 포스팅 권한에서 {app} 제거} active {내 액티브 권한에서 {app} 제거} other {내 오너 권한에서 {app} 제거}}',
    'authorized.confirmTitle':
      '{role, select, posting {내 포스팅 권한에서 {app}을(를) 제거할까요?} active {내 액티브 권한에서 {app}을(를) 제거할까요?} other {내 오너 권한에서 {app}을(를) 제거할까요?}}',
    'authorized.loses':
      '{role, select, posting {{app}은(는) 어떤 사이트나 서비스에서도 더 이상 나로서 글 게시, 투표, 팔로우, 프로필 수정을 할 수 없습니다.} active {{app}은(는) 어떤 사이트나 서비스에서도 더 이상 자금을 옮기거나 권한을 바꿀 수 없습니다.} other {{app}은(는) 어떤 사이트나 서비스에서도 더 이상 계정을 제어할 수 없습니다.}} 가진 토큰도 그 일에는 더 이상 쓸 수 없습니다. 나중에 그 앱에 로그인하면 다시 허용할 수 있습니다.',
    'authorized.removeApp': '{app} 제거',
    'authorized.keep': '유지',
    'authorized.removing': '{app} 제거 중…',
    'authorized.removed':
      '{role, select, posting {내 포스팅 권한에서 {app}을(를) 제거했습니다.} active {내 액티브 권한에서 {app}을(를) 제거했습니다.} other {내 오너 권한에서 {app}을(를) 제거했습니다.}}',
    'authorized.limits': '제한',
    'authorized.limitsLabel': '{app}에 제한 설정',
    'appLimits.title': '{app}의 제한',
    'appLimits.onlyStricter':
      '제한은 더 엄격해지기만 합니다. 입력하는 값은 현재 값보다 작아야 합니다. 서명에는 위의 포스팅 키나 Keychain을 씁니다.',
    'appLimits.voteWeight': '가장 큰 투표, % (비우면: 변경 없음)',
    'appLimits.voteWeightNow': '가장 큰 투표, % (현재 최대 {percent}; 비우면: 변경 없음)',
    'appLimits.noDownvotes': '다운보트 금지',
    'appLimits.noDownvotesInForce': '다운보트 금지 (이미 적용 중)',
    'appLimits.perDay': '하루 최대 작업 수 (비우면: 변경 없음)',
    'appLimits.perDayNow': '하루 최대 작업 수 (현재 최대 {count}; 비우면: 변경 없음)',
    'appLimits.endNow': '지금 접근 끝내기',
    'appLimits.save': '제한 저장',
    'appLimits.cancel': '취소',
    'appLimits.keepAccess': '접근 유지',
    'appLimits.none': '제한 없음: 로그인에서 허용한 모든 일을 할 수 있습니다.',
    'appLimits.noSignIn':
      '{app}은(는) 여기서 로그인 없이 내 포스팅 권한을 가지고 있어, 이 페이지의 어떤 제한도 블록체인에서 하는 일에는 미치지 않습니다. 지금 설정하는 제한은 여기서 그 앱에 하는 모든 로그인에 적용됩니다.',
    'appLimits.inForce': '현재 적용 중: {limits}',
    'appLimits.inForceSince': '{date}의 로그인에 현재 적용 중: {limits}',
    'appLimits.badWeight': '0.01에서 100 % 사이의 투표 가중치를 입력하세요.',
    'appLimits.badPerDay': '1 이상의 정수로 작업 수를 입력하세요.',
    'appLimits.notStricter':
      '이미 적용 중: {limit} 제한은 더 엄격해지기만 합니다. 더 작게 입력하거나 비워 두세요.',
    'appLimits.chooseOne': '설정할 제한을 고르거나 취소하세요.',
    'appLimits.endTitle': '지금 {app}의 접근을 끝낼까요?',
    'appLimits.endLoses':
      '여기서 {app}에 한 내 로그인이 모두 즉시 끝납니다. 토큰은 더 이상 작동하지 않고, 이 서비스를 통해 나를 대신해 행동할 수 없습니다. {app}은(는) 위에서 제거할 때까지 블록체인의 내 포스팅 권한을 유지합니다.',
    'appLimits.end': '{app}의 접근 끝내기',
    'appLimits.notSaved': '제한을 저장하지 못했습니다.',
    'appLimits.ended':
      '여기서 {app}의 접근이 끝났고 로그인도 모두 종료되었습니다. 블록체인의 내 포스팅 권한은 아직 가지고 있으니, 쓰지 않는다면 위에서 제거하세요.',
    'appLimits.operations': '허용할 작업',
    'appLimits.leaveOne': '작업을 하나 이상 허용하거나, 대신 접근을 끝내세요.',
    'appLimits.saved': '{app}의 제한을 저장했습니다.',
    'appLimits.savedAny':
      '{app}의 제한을 저장했습니다. 여기서 그 앱에 하는 모든 로그인에 적용됩니다: {limits}',
    'activity.title': '각 앱이 내 계정으로 한 일',
    'activity.intro':
      '앱이 이 서비스를 통해 나를 대신해 전송한 모든 트랜잭션을 최신순으로, 블록체인에서의 상태와 함께 보여 줍니다.',
    'activity.none': '아직 이 서비스를 통해 나를 대신해 전송한 앱이 없습니다.',
    'activity.totals': '최근 24시간 트랜잭션: {day, number}, 최근 30일: {month, number}.',
    'activity.row': '{when}: {operations}',
    'activity.status':
      '{status, select, sent {전송됨, 아직 블록에 없음} included {블록 {block}에 포함} irreversible {확정됨, 블록 {block}} expired {만료됨: 포함되지 않음} refused {네트워크가 거부함: {why}} other {{status}}}',
    'activity.byAppKey': '이 서비스를 거치지 않고 앱이 직접 서명했습니다.',
    'activity.tx': '블록 탐색기의 트랜잭션 {id}',
    'activity.more': '이전 항목 보기',
    'activity.reading': '앱이 한 일을 읽는 중…',
    'activity.csv': 'CSV 다운로드',
    'activity.json': 'JSON 다운로드',
    'activity.downloading': '다운로드를 준비하는 중…',
    'signIns.title': '여기서의 로그인',
    'signIns.intro':
      '이 서비스를 통해 로그인한 모든 앱(내가 누구인지만 알게 된 앱 포함)과 각 앱에 적용 중인 제한입니다. 하나를 끝내면 즉시 그 앱에서 로그아웃되고 앱에 알림이 갑니다. 보려면 본인임을 증명해야 하며, 위의 포스팅 키나 Keychain으로 서명합니다.',
    'signIns.show': '내 로그인 보기',
    'signIns.endTheSignIn': '로그인 끝내기',
    'signIns.ended': '{app} 로그인을 끝냈습니다.',
    'signIns.notRead': '로그인 목록을 읽지 못했습니다.',
    'signIns.ending': '로그인을 끝내는 중…',
    'signIns.reading': '로그인 목록을 읽는 중…',
    'signIns.none': '이 서비스를 통한 로그인이 없습니다.',
    'signIns.unlisted':
      '{count, plural, other {{apps}은(는) 내 포스팅 권한을 가지고 있지만 여기서의 로그인은 없습니다. Hive에서 나를 대신해 글을 올릴 수 있고, 이 페이지의 어떤 것도 이를 제한하지 않습니다. 쓰지 않는다면 위에서 제거하세요.}}',
    'signIns.row':
      '{kind, select, posting {{app}: 나를 대신해 행동 가능, {since}부터, 마지막 사용 {used}} other {{app}: 로그인만, {since}부터, 마지막 사용 {used}}}',
    'signIns.rowNamed':
      '{kind, select, posting {{app} ({name}): 나를 대신해 행동 가능, {since}부터, 마지막 사용 {used}} other {{app} ({name}): 로그인만, {since}부터, 마지막 사용 {used}}}',
    'signIns.limits': '제한: {limits}',
    'signIns.madeWith': '{wallet}(으)로 서명, 기기: {device}',
    'signIns.madeWithWallet': '{wallet}(으)로 서명',
    'signIns.typedKey': '입력한 키',
    'signIns.keptKey':
      '이 기기에 보관한 키({lock, select, passkey {패스키} other {PIN}}로 잠금 해제)',
    'signIns.noEnd':
      '{kind, select, posting {종료일 없음: 현재 토큰은 {date}까지 유효하며, 앱이 갱신할 수 있습니다.} other {종료일 없음: 현재 토큰은 {date}까지 유효합니다.}}',
    'signIns.end': '끝내기',
    'signIns.endLabel': '{since}부터의 {app} 로그인 끝내기',
    'signIns.endTitle': '{app} 로그인을 끝낼까요?',
    'signIns.endLoses':
      '{kind, select, posting {{app}은(는) 즉시 로그아웃됩니다. 토큰은 더 이상 작동하지 않고, 이 서비스를 통해 나를 대신해 행동할 수 없습니다. 위에서 제거할 때까지 블록체인의 내 포스팅 권한은 유지합니다.} other {{app}은(는) 즉시 로그아웃됩니다. 토큰은 더 이상 작동하지 않고, 앱에 알림이 갑니다.}}',
    'register.title': '앱 등록',
    'register.intro':
      '앱은 {field}의 프로필로 사용자 로그인이 갈 곳을 알려 주는 Hive 계정입니다. {field}는 계정의 액티브 키만 바꿀 수 있습니다. 그 포스팅 권한을 가진 계정(이 서비스, 그 계정이 로그인한 앱)은 바꿀 수 없습니다. 등록하면 이 페이지에서 서명한 {op} 트랜잭션 하나로 프로필을 그곳에 기록합니다.',
    'register.accountTitle': '앱의 계정',
    'register.username': '앱 계정 (Hive 사용자 이름)',
    'register.usernameHelp':
      '현재 프로필을 읽어 그것에서 시작하세요. HiveSigner 방식({field})으로 등록된 앱도 옮겨집니다.',
    'register.readProfile': '현재 프로필 읽기',
    'register.whereTitle': '로그인이 가는 곳',
    'register.readFrom': '{field}에서만 읽습니다.',
    'register.redirects': '리디렉션 URI, 한 줄에 하나',
    'register.redirectsHelp':
      '정확히 일치해야 합니다. 루프백 URI({example})는 모든 포트와 일치합니다.',
    'register.authMethod': '앱이 자신임을 증명하는 방법',
    'register.method.basic': '클라이언트 시크릿, HTTP Basic',
    'register.method.post': '클라이언트 시크릿, 본문에 포함',
    'register.method.none': '시크릿 없음 (공개 클라이언트)',
    'register.authMethodHelp':
      '서버가 있는 앱은 그곳에 클라이언트 시크릿을 보관합니다. 웹 페이지나 휴대폰 앱은 보관할 수 없으므로 공개 클라이언트로서 PKCE만으로 증명합니다.',
    'register.secretHash': '클라이언트 시크릿의 SHA-256 (16진수 64자)',
    'register.secretHashHelp':
      '프로필은 이 해시만 공개하며 누구나 읽을 수 있습니다. 시크릿은 최소 {minBits}비트의 무작위성이 있어야 하며, 그렇지 않으면 오프라인에서 추측될 수 있습니다. 여기서({bits}비트) 또는 {command}로 만드세요.',
    'register.makeSecret': '새 클라이언트 시크릿 만들기',
    'register.newSecret': '새 클라이언트 시크릿',
    'register.newSecretHelp':
      '지금 앱의 서버에 복사하세요. 한 번만 표시되며, 이 페이지도 블록체인도 보관하지 않습니다.',
    'register.logoutUri': '백채널 로그아웃 URI (선택)',
    'register.logoutUriHelp':
      '사용자의 로그인이 끝나면 알림을 받습니다 (OpenID Connect Back-Channel Logout).',
    'register.postLogoutUris': '로그아웃 후 리디렉션 URI, 한 줄에 하나 (선택)',
    'register.idTokenAlg': 'id_token 서명',
    'register.defaultAlg': '{alg} (기본값)',
    'register.displayTitle': '사용자에게 보이는 정보',
    'register.displayHelp': '로그인 페이지와 디렉터리에 미확인으로 표시됩니다.',
    'register.name': '이름',
    'register.about': '소개',
    'register.website': '웹사이트',
    'register.picture': '이미지 (https URL)',
    'register.signTitle': '액티브 키로 서명',
    'register.keychain': 'Hive Keychain으로 등록',
    'register.hiveAuth': 'HiveAuth로 등록 (모바일 지갑)',
    'register.activeKey': '앱 계정의 개인 액티브 키 또는 마스터 비밀번호',
    'register.submit': '액티브 키로 등록',
    'register.postingNote':
      '사용자의 글과 투표가 이 서비스를 거치려면, 앱의 포스팅 권한에 이 서비스의 계정도 들어 있어야 합니다.',
    'register.secretMade':
      '새 클라이언트 시크릿을 만들었습니다. 등록하기 전에 앱의 서버에 복사하세요.',
    'register.reading': '계정을 읽는 중…',
    'register.noProfile': '{app}에는 아직 앱 프로필이 없습니다. 양식을 채우세요.',
    'register.readActive': '{field}에서 {app}의 앱 프로필을 읽었습니다.',
    'register.readPosting':
      '{posting}에서 {app}의 앱 프로필을 읽었습니다 (HiveSigner 방식). 등록하면 {field}에 기록됩니다.',
    'register.broadcasting': '등록을 전송하는 중…',
    'register.hiveAuthAbout': '앱 {app} 등록',
    'register.needRedirect': '리디렉션 URI를 하나 이상 입력하세요.',
    'register.badHash':
      '클라이언트 시크릿의 SHA-256을 16진수 64자로 입력하거나, 새 클라이언트 시크릿을 만드세요.',
    'register.notUrl': '“{url}”은(는) 절대 URL이 아닙니다 (예: https://app.example/callback).',
    'register.fragment': '“{url}”에는 #프래그먼트를 쓸 수 없습니다.',
    'register.done':
      '등록됨: {app}의 앱 프로필이 {field}에 있습니다. 몇 초 안에 로그인에 쓰입니다.',
    'register.doneTx':
      '등록됨: {app}의 앱 프로필이 {field}에 있습니다 (트랜잭션 {tx}). 몇 초 안에 로그인에 쓰입니다.',
    'register.addService':
      '{service}이(가) 앱을 대신해 브로드캐스트하게 하기: 같은 단계에서 앱 계정의 포스팅 권한에 추가합니다',
    'register.serviceAdded':
      '이제 {service}이(가) {app}의 포스팅 권한에 있습니다. 사용자를 위한 브로드캐스트가 이 서비스를 거칩니다.',
    'register.serviceAlready':
      '{service}은(는) 이미 {app}의 포스팅 권한에 있었습니다. 바꿀 것이 없습니다.',
    'register.serviceMissing':
      '{service}이(가) {app}의 포스팅 권한에 없습니다. 추가될 때까지 이 서비스는 브로드캐스트를 거부합니다.',
    'register.nextTitle': '다음 단계',
    'register.clientId': '앱의 {field}',
    'register.signInUrl': '사용자를 보낼 로그인 URL',
    'register.tokenExchange': '토큰 교환(서버에서)',
    'register.copy': '복사',
    'register.copied': '복사됨',

    'wallet.other': '다른 지갑:',
    'wallet.otherAuthorized': '또는 다른 지갑으로 서명하세요(키 입력란을 비워 두세요):',
    'wallet.signIn': '{wallet}(으)로 로그인',
    'wallet.sign': '{wallet}(으)로 서명',
    'wallet.grant': '{wallet}(으)로 부여',
    'wallet.grantYours': '내 지갑으로 부여',
    'wallet.grantHelp': '지갑에 이 변경을 액티브 키로 서명하도록 요청합니다.',
    'wallet.opening': '{wallet} 여는 중…',
    'wallet.cancel': '취소',
    'wallet.emptyFields': '이제 비어 있는 키 입력란은 {wallet}(으)로 서명합니다.',
    'wallet.broadcasting': '보내는 중…',
    'wallet.noAccount':
      '{wallet}에 Hive 계정의 키가 없습니다. 사용자 이름을 입력하거나, 계정을 거기에 추가하세요.',
    'wallet.severalAccounts': '{wallet}에 {accounts}의 키가 있습니다. 사용할 계정을 입력하세요.',
    'peakvault.notInstalled':
      '이 브라우저에 PeakVault가 설치되어 있지 않습니다(또는 꺼져 있습니다).',
    'peakvault.confirm': 'PeakVault에서 확인하세요({user}(으)로)…',
    'peakvault.declined': 'PeakVault에서 거절했습니다.',
    'peakvault.failed': 'PeakVault가 서명하지 않았습니다: {said}',
    'peakvault.wrongAccount':
      'PeakVault가 {user}의 포스팅·액티브·오너 키가 아닌 키로 서명했습니다. PeakVault에서 {user}을(를) 선택하거나, 그 키를 거기에 추가하세요.',
    'metamask.notInstalled':
      '여기서는 MetaMask를 사용할 수 없거나 MetaMask가 snap을 실행할 수 없습니다. MetaMask를 설치하거나 다른 서명 방법을 선택하세요.',
    'metamask.connect': 'MetaMask에서 Hive Wallet snap을 허용하세요…',
    'metamask.confirm': 'MetaMask에서 확인하세요({user}(으)로)…',
    'metamask.declined': 'MetaMask에서 거절했습니다.',
    'metamask.failed': 'MetaMask가 서명하지 않았습니다: {said}',
    'metamask.wrongAccount':
      '{role, select, posting {MetaMask의 Hive Wallet snap에 {user}의 포스팅 키가 없습니다.} active {MetaMask의 Hive Wallet snap에 {user}의 액티브 키가 없습니다.} other {MetaMask의 Hive Wallet snap에 {user}의 오너 키가 없습니다.}} 다른 지갑으로 서명하거나, snap에 있는 계정으로 서명하세요.',
    'metamask.noMessages':
      'Hive Wallet snap은 트랜잭션에만 서명하며 이 메시지에는 서명할 수 없습니다. 다른 지갑을 선택하거나 키를 입력하세요.',
    'ledger.noWebUsb':
      '이 브라우저는 Ledger에 연결할 수 없습니다(WebUSB가 없습니다). Chrome, Edge 또는 Brave를 사용해 보세요.',
    'ledger.connect': 'Ledger를 USB로 연결하고 잠금을 해제한 뒤 Hive 앱을 열고 기기를 선택하세요…',
    'ledger.noDevice':
      '선택된 Ledger가 없습니다. USB로 연결하고 잠금을 해제한 뒤 Hive 앱을 열고, 브라우저가 보여 주는 목록에서 선택하세요.',
    'ledger.appNotOpen': 'Ledger에서 Hive 앱을 연 뒤 다시 시도하세요.',
    'ledger.locked': 'Ledger의 잠금을 해제하고 Hive 앱을 연 뒤 다시 시도하세요.',
    'ledger.hashSigningOff':
      'Ledger의 Hive 앱 설정에서 해시 서명을 켠 뒤(로그인은 해시로 서명됩니다) 다시 시도하세요.',
    'ledger.reading': 'Ledger의 키를 읽는 중…',
    'ledger.confirmSignIn': 'Ledger에서 로그인 내용을 확인하고 거기서 승인하세요({user}(으)로)…',
    'ledger.confirmTransaction': 'Ledger에서 트랜잭션을 확인하고 거기서 승인하세요({user}(으)로)…',
    'ledger.declined': 'Ledger에서 거절했습니다.',
    'ledger.cancelled': 'Ledger 시도를 취소했습니다. 아무것도 서명되지 않았습니다.',
    'ledger.failed': 'Ledger가 서명하지 않았습니다: {said}',
    'ledger.wrongAccount':
      '{role, select, posting {이 Ledger에는 {user}의 포스팅·액티브·오너 키가 없습니다} active {이 Ledger에는 {user}의 액티브 키나 오너 키가 없습니다} other {이 Ledger에는 {user}의 오너 키가 없습니다}}(Hive 계정 1~{accounts, number}번을 확인했습니다). 그 키가 있는 Ledger를 연결하거나, 이 Ledger에 있는 계정으로 서명하세요.',

    'sign.pageTitle': '트랜잭션 서명',
    'sign.titleMany': '{count, plural, other {작업 #개 서명}}',
    'sign.key': '{role, select, posting {포스팅 키} active {액티브 키} other {오너 키}}',
    'sign.asks':
      '{count, plural, other {링크가 이 작업을 내 {key}로 서명하고 Hive에 전송하도록 요청합니다.}}',
    'sign.asksSignOnly':
      '{count, plural, other {링크가 이 작업을 내 {key}로 서명하도록 요청합니다(서명만: 서명은 사이트로 돌아가며, 사이트가 전송할 수 있습니다).}}',
    'sign.checkEvery': '모든 줄을 확인하세요. 한 번 전송하면 되돌릴 수 없습니다.',
    'sign.warning': '경고:',
    'sign.exactData': '작업의 정확한 데이터',
    'sign.signAs': '서명할 계정',
    'sign.signerFixed': '링크는 {user}의 서명을 요청합니다.',
    'sign.keychain': 'Hive Keychain으로 서명',
    'sign.keyLabel':
      '{role, select, posting {비공개 포스팅 키 또는 마스터 비밀번호} active {비공개 액티브 키 또는 마스터 비밀번호} other {비공개 오너 키 또는 마스터 비밀번호}}',
    'sign.submit': '서명하고 전송',
    'sign.submitSignOnly': '서명',
    'sign.cancel': '취소',
    'sign.done': '완료',
    'sign.txId': '트랜잭션 ID: {id}',
    'sign.doneReturn': '사이트가 {destination}(으)로 돌아오기를 요청했습니다.',
    'sign.continueTo': '{host}(으)로 계속',
    'sign.goBack': '원래 있던 곳으로 돌아가기',
    'sign.fromApp': '보낸 곳: {app}',
    'sign.callbackValue':
      '{name, select, sig {[서명]} id {[트랜잭션 ID]} block {[블록 번호]} other {[블록 내 위치]}}',
    'sign.afterShowsId': '이후 이 페이지에 트랜잭션 ID가 표시됩니다.',
    'sign.afterReturn': '이후 {app}({user})이(가) 등록한 주소 {url}(으)로 돌아갑니다.',
    'sign.afterLink':
      '이후 이 페이지에 트랜잭션 ID와 {url} 링크가 표시됩니다. 이 링크는 등록한 앱을 밝히지 않으므로, 따라갈지는 직접 선택하세요.',

    'refusal.authority':
      '{user}은(는) 그 키로 이것에 서명할 수 없습니다. {user}의 {role, select, posting {포스팅 권한} active {액티브 권한} other {오너 권한}}이 필요합니다.',
    'refusal.authorityFor':
      '{signer}은(는) {actor}(으)로 이것에 서명할 수 없습니다. 이 작업은 {actor}을(를) 대신하며, {actor}의 {role, select, posting {포스팅 권한} active {액티브 권한} other {오너 권한}}(또는 거기에 등록된 계정)만 서명할 수 있습니다.',
    'refusal.noPost': '게시물 {post}이(가) 없습니다(또는 더 이상 없습니다).',
    'refusal.noPostNamed': '지정한 게시물이 없습니다.',
    'refusal.funds': '{user}에게 이를 위한 잔액이 부족합니다.',
    'refusal.rc':
      '{user}의 리소스 크레딧(RC)이 지금 부족합니다. 충전될 때까지 기다리거나 HIVE를 파워업하세요.',
    'refusal.other': 'Hive 네트워크가 이 트랜잭션을 거부했습니다. 아무것도 실행되지 않았습니다.',

    'sign.signing': '서명하는 중…',
    'sign.cancelledReturning': '취소했습니다. 앱으로 돌아가는 중…',
    'sign.nothingDone':
      '아무것도 서명되거나 전송되지 않았고, 사이트에는 아무것도 알리지 않았습니다.',
    'sign.cancelled': '취소됨',
    'sign.mustSigner': '이 링크는 {user}이(가) 서명해야 합니다.',
    'sign.doneReturning': '완료했습니다. 앱으로 돌아가는 중…',
    'sign.signedOnly': '서명됨, 전송 안 됨',
    'sign.doneSignedOnly': '완료: 서명됨, 전송 안 됨',
    'sign.signedBroadcast': '서명 및 전송됨',
    'sign.doneBroadcast': '완료: 서명 및 전송됨',
    'sign.inBlock': '블록 {block}에 포함되었습니다.',
    'sign.signature': '서명: {sig}',
    'op.you': '당신(서명하는 계정)',
    'op.noMemo': '(메모 없음)',
    'op.none': '(없음)',
    'op.percent': '{percent}%',
    'op.memoUnencrypted':
      '메모가 "#"으로 시작합니다. 이는 암호화를 요청하는 표시이지만, 이 페이지는 메모를 암호화하지 않습니다. 쓰인 그대로 공개됩니다.',
    'op.row.voter': '투표자',
    'op.row.post': '게시물',
    'op.row.weight': '가중치',
    'op.row.account': '계정',
    'op.row.amount': '금액',
    'op.row.from': '보내는 계정',
    'op.row.to': '받는 계정',
    'op.row.memo': '메모',
    'op.row.shares': '지분',
    'op.row.witness': '증인',
    'op.row.proxy': '대리인',
    'op.title.vote': '{post}에 {percent}% 투표',
    'op.title.claim': '보상 받기',
    'op.title.transfer': '{to}에게 {amount} 보내기',
    'op.title.recurrent':
      '{to}에게 {amount}을(를) {hours, plural, other {#시간}}마다 {times, plural, other {#번}} 보내기',
    'op.title.powerUp': '{amount} 파워 업',
    'op.title.powerDown': '{amount} 파워 다운',
    'op.title.delegate': '{to}에게 {amount} 위임',
    'op.title.toSavings': '{amount}을(를) 저축으로 옮기기',
    'op.title.fromSavings': '저축에서 {amount} 인출(3일 후 도착)',
    'op.title.witnessVote': '증인 {witness}에게 투표',
    'op.title.witnessUnvote': '증인 {witness}에 대한 투표 취소',
    'op.title.proxy': '{proxy}이(가) 당신 대신 증인에게 투표하도록 하기',
    'op.title.proxyClear': '증인 투표 대리인 해제',
    'op.title.other': '작업 {name}',
    'op.danger.owner':
      '이 작업은 당신의 오너 권한을 {holders}(으)로 바꿉니다. 그것을 가진 사람이 당신의 계정을 소유하게 되며, 모든 키를 바꾸고 당신을 차단할 수 있습니다.',
    'op.danger.active':
      '이 작업은 당신의 액티브 권한을 {holders}(으)로 바꿉니다. 그것을 가진 사람은 당신의 자금을 옮기고 다른 키를 바꿀 수 있습니다.',
    'op.danger.posting':
      '이 작업은 당신의 포스팅 권한을 {holders}(으)로 바꿉니다. 그것을 가진 사람은 당신으로서 게시하고, 투표하고, 팔로우할 수 있습니다.',
    'op.danger.noKey': '키가 전혀 없음',
    'op.danger.memoKey':
      '당신의 메모 키가 {key}(으)로 바뀝니다. 그것을 가진 사람은 당신의 암호화된 메모를 읽을 수 있습니다.',
    'op.danger.yourAccount': '당신의 계정',
    'op.danger.recoveryAccount':
      '이 작업은 30일 후 {recovery}을(를) {account}의 복구 계정으로 만듭니다. 그 후 오너 키를 도난당하면 계정을 되찾도록 도울 수 있는 것은 {recovery}뿐입니다.',
    'op.danger.requestRecovery':
      '이 작업은 {account}이(가) 새 오너 권한({holders})으로 탈취될 수 있게 합니다. 그것을 가진 사람이 계정을 소유합니다.',
    'op.danger.recover':
      '이 작업은 {account}의 오너 권한을 {holders}(으)로 바꿉니다. 그것을 가진 사람이 계정을 소유합니다.',
    'op.danger.withdrawRoute':
      '이제부터 {account}이(가) 파워 다운하는 금액의 {percent}%가 {to}에게 갑니다.',
    'op.danger.declineVoting':
      '이 작업은 당신의 거버넌스 투표권(증인과 제안)을 영구히 포기합니다. 되돌릴 수 없습니다.',
    'op.danger.unknown':
      '이 작업은 당신의 계정을 누가 제어하는지 바꿀 수 있습니다. 정확히 이것을 요청한 경우에만 계속하세요.',
    'consent.vaultRemember': '이 기기에 이 키 기억하기',
    'consent.vaultTitle': '이 기기에 이 키를 기억할까요?',
    'consent.vaultAbout':
      '다음에는 입력하는 대신 한 번의 터치로 로그인하세요. 키는 이 브라우저 안에서 암호화되며 어디로도 전송되지 않습니다. 잠금은 패스키나 PIN으로만 풀 수 있습니다.',
    'consent.vaultActive':
      '이것은 액티브 키입니다. 잠금을 푼 사람은 자금을 옮기고 계정을 바꿀 수 있습니다. 이 기기에서 그런 작업에 서명하는 경우에만 여기에 보관하세요.',
    'consent.vaultActiveTick': '내 액티브 키를 이 기기에 보관',
    'consent.vaultPasskey': '패스키로 기억하기',
    'consent.vaultPinLabel': '또는 PIN이나 비밀번호로 잠그기(6자 이상)',
    'consent.vaultPin': '이 PIN으로 기억하기',
    'consent.vaultSkip': '나중에',
    'consent.vaultUnlock': '잠금 해제하고 로그인',
    'consent.noWallet':
      '이 브라우저에는 Hive 지갑이 설치되어 있지 않습니다. 여기서 패스키나 입력한 키로 로그인하거나, 지갑을 설치할 수 있습니다:',
    'consent.noWalletKeychain': 'Hive Keychain(데스크톱 브라우저용, 그리고 휴대폰 앱)',
    'consent.noWalletHiveAuth': 'HiveAuth(대신 서명해 주는 휴대폰 지갑)',
    'vault.signInPasskey': '패스키로 {user}(으)로 로그인',
    'vault.signInPin': 'PIN으로 {user}(으)로 로그인',
    'vault.signKept': '이 기기에 보관된 키로 서명',
    'vault.forgetKey': '이 키 잊기',
    'vault.keyLock':
      '이 기기에 보관한 {role, select, active {액티브 키} other {포스팅 키}}, {lock, select, passkey {패스키} other {PIN}}로 잠겨 있습니다.',
    'vault.forgetRoleLabel':
      '이 기기에 보관한 {user}의 {role, select, active {액티브 키} other {포스팅 키}} 잊기',
    'vault.forgetAll': '이 기기의 모든 것 잊기',
    'vault.keyForgotten': '{user}의 키를 이 기기에서 지웠습니다.',
    'vault.allForgotten': '이 기기에 보관한 모든 계정과 키를 지웠습니다.',
    'vault.pinFor': '{user}의 PIN 또는 비밀번호',
    'vault.pinForRole':
      '{user}의 보관한 {role, select, active {액티브 키} other {포스팅 키}} PIN 또는 비밀번호',
    'vault.confirmPasskey': '패스키로 확인하세요…',
    'vault.keeping': '키를 암호화하는 중…',
    'vault.passkeyRefused':
      '패스키가 키의 잠금을 풀지 않아 아무것도 복호화되지 않았습니다. 다시 시도하거나 키를 입력하세요.',
    'vault.wrongPin': 'PIN이 틀렸습니다. 이 기기에서 키가 지워지기 전 남은 시도: {n}.',
    'vault.erased':
      '{user}의 키가 이 기기에서 지워졌습니다(틀린 PIN이 너무 많았거나 잊기를 눌렀습니다). 로그인하려면 키를 입력하세요.',
    'vault.rotated':
      '이 기기에 보관한 {user}의 키는 더 이상 계정의 키가 아니므로(변경되었습니다) 서명할 수 없습니다. “이 키 잊기”를 누른 다음 새 키를 입력하세요.',
    'vault.pinShort': '6자 이상의 PIN이나 비밀번호를 고르세요.',
    'vault.activeNotTicked': '액티브 키를 보관하려면 상자에 체크하거나 “나중에”를 고르세요.',
    'vault.noPrf': '이 패스키로는 이 브라우저에서 키를 잠글 수 없습니다. 대신 PIN을 고르세요.',
    'vault.kept': '{user}의 키를 이 기기에 보관했습니다. 패스키로 잠겨 있습니다.',
    'vault.keptPin': '{user}의 키를 이 기기에 보관했습니다. PIN으로 잠겨 있습니다.',
    'vault.activeHint':
      '액티브 키로 로그인했습니다. 로그인에는 포스팅 키로 충분하고 더 안전합니다. 다음에는 포스팅 키를 쓰세요.',
  },
  security: {
    'authorized.intro': {
      source: '7bc4d0214a768be6',
      back: 'These are the apps and accounts you allowed to act on your behalf on Hive. Removing one applies immediately on the blockchain, for all services. Tokens the app still has can no longer be used for anything that needed your authority.',
    },
    'authorized.keysNeverSent': {
      source: 'cb84bcc63d4f7c27',
      back: 'Used only for signing inside this page and not sent anywhere. They stay entered while this page is open.',
    },
    'authorized.role': {
      source: 'bf3b6b39d8ded7e4',
      back: 'Posting authority: can post, vote, follow and edit the profile as you / Active authority: can also move funds and change authorities / Owner authority: fully controls the account',
    },
    'authorized.loses': {
      source: '4c609f6001ef25f7',
      back: '{app} can no longer, on any site or service, post, vote, follow or edit the profile as you / move funds or change authorities / control the account. The tokens it has can no longer be used for that either. If you sign in to that app later, you can allow it again.',
    },
    'appLimits.endLoses': {
      source: '420267513d4dfc8c',
      back: 'All my sign-ins to {app} here end immediately. The tokens no longer work, and it cannot act on my behalf through this service. {app} keeps my posting authority on the blockchain until I remove it above.',
    },
    'signIns.endLoses': {
      source: 'd85201d70c8a1522',
      back: '{app} is signed out immediately. The tokens no longer work, and it cannot act on my behalf through this service. It keeps my posting authority on the blockchain until removed above. / … the tokens no longer work, and the app is notified.',
    },
    'signIns.unlisted': {
      source: '6228bcd8343570c4',
      back: "{apps} has my posting authority but no sign-in here. It can post on my behalf on Hive, and nothing on this page limits that. If you don't use it, remove it above.",
    },
    'register.intro': {
      source: '252f1694ba6b060a',
      back: "An app is a Hive account that tells where user sign-ins go with a profile in {field}. Only the account's active key can change {field}. Accounts that have its posting authority (this service, apps that account signed in to) cannot change it. Registering records the profile there with one {op} transaction signed on this page.",
    },
    'register.secretHashHelp': {
      source: '1e4682681468c9ce',
      back: 'The profile publishes only this hash, and anyone can read it. A secret must have at least {minBits} bits of randomness, otherwise it can be guessed offline. Make it here ({bits} bits) or with {command}.',
    },
    'register.newSecretHelp': {
      source: 'f726e7ed41cb8e30',
      back: "Copy it to the app's server now. It is shown only once, and neither this page nor the blockchain keeps it.",
    },
    'consent.keyNeverSent': {
      source: '11f58d2b20621d9b',
      back: 'It is used only for signing inside this page, and it is not sent anywhere.',
    },
    'consent.published': {
      source: '5c10f5d5b2b9c3fe',
      back: 'The name, description, picture and website were posted by {app} itself, and hivegate has not checked them.',
    },
    'consent.grantNotYet': {
      source: '01d705fdf020c399',
      back: "The account does not yet allow {app} to act on your behalf. If you grant it, {app} is added to the account's posting authority on the Hive blockchain ({op} transaction).",
    },
    'consent.grantCannot': {
      source: 'd81c0ce89115b640',
      back: 'It cannot send funds or change keys.',
    },
    'consent.grantActive': {
      source: '4f7e888f01dd0890',
      back: 'This change needs the active key. It stays until you delete it on the following page:',
    },
    'grant.loginOnly': {
      source: '45c8e6eeddf12361',
      back: 'It knows the Hive username in order to sign in. It cannot act on your behalf on Hive.',
    },
    'grant.neverFunds': {
      source: '04c3f0957208280b',
      back: 'It can never move funds or change keys.',
    },
    'reach.enforced': {
      source: '23984a046ac1a7ae',
      back: 'These limits are enforced. Only this service can use the posting authority given to {app}, and the service checks every action against the limits.',
    },
    'reach.notEnforced': {
      source: 'd2e1c4ea0a470550',
      back: "These limits apply only to what {app} does through this service. {app}'s posting authority also contains its own keys or accounts, so while it remains in my posting authority, {app} can sign on my behalf directly on the Hive blockchain without any limit.",
    },
    'reach.onChain': {
      source: 'e71593026db82c4d',
      back: 'On the Hive blockchain, anyone with the posting authority can post, vote, follow, reblog and update the profile as me, and the authority itself has no limits.',
    },
    'reach.direct': {
      source: '83fae24b2a14d262',
      back: '{app} has keys or accounts that can use that authority directly, outside the limits I chose.',
    },
    'device.check': {
      source: 'b83849fb4ebce799',
      back: 'Check whether the device shows the same code. If you did not start this sign-in on your own device, refuse it. Someone may be trying to get into the account.',
    },
    'home.keys': {
      source: 'b95ae05dbbe19cf4',
      back: "Keys are only inside the browser. This service never sees the keys. You can revert an app's access permission at any time.",
    },
    'hiveauth.approveOnPhone': {
      source: 'e8ebf991dbc6a245',
      back: 'You approve on the phone with a HiveAuth wallet. No key is typed here.',
    },
    'op.memoUnencrypted': {
      source: '53086fa05cc731c1',
      back: 'The memo starts with "#". This is a sign requesting encryption, but this page does not encrypt memos. It is published exactly as written.',
    },
    'op.danger.owner': {
      source: '38d31772fe52a35f',
      back: 'This operation changes your owner authority to {holders}. The person who has it comes to own your account, and can change every key and block you.',
    },
    'op.danger.active': {
      source: '55b80f219c3ead5a',
      back: 'This operation changes your active authority to {holders}. The person who has it can move your funds and change your other keys.',
    },
    'op.danger.posting': {
      source: '24e237bc36820a1e',
      back: 'This operation changes your posting authority to {holders}. The person who has it can post, vote and follow as you.',
    },
    'op.danger.noKey': { source: 'ec9afd6a0470e867', back: 'no key at all' },
    'op.danger.memoKey': {
      source: 'e44d5be0f648bd73',
      back: 'Your memo key changes to {key}. The person who has it can read your encrypted memos.',
    },
    'op.danger.yourAccount': { source: '17a7e5cfee17027e', back: 'your account' },
    'op.danger.recoveryAccount': {
      source: '2b9ce7374d4e68fa',
      back: 'This operation makes {recovery} the recovery account of {account} after 30 days. After that, if the owner key is stolen, only {recovery} can help get the account back.',
    },
    'op.danger.requestRecovery': {
      source: 'c1c4ec5056320409',
      back: 'This operation allows {account} to be seized with a new owner authority ({holders}). The person who has it owns the account.',
    },
    'op.danger.recover': {
      source: 'f3bd51edee3dbe53',
      back: 'This operation changes the owner authority of {account} to {holders}. The person who has it owns the account.',
    },
    'op.danger.withdrawRoute': {
      source: '734ccebc10c83704',
      back: 'From now on, {percent}% of the amount {account} powers down goes to {to}.',
    },
    'op.danger.declineVoting': {
      source: '053d6dfe398eb80f',
      back: 'This operation permanently gives up your governance voting rights (witnesses and proposals). It cannot be undone.',
    },
    'op.danger.unknown': {
      source: 'a5eb8c5892b24e28',
      back: 'This operation can change who controls your account. Continue only if you requested exactly this.',
    },
    'consent.vaultAbout': {
      source: '9fd8eed08dc515b1',
      back: 'Next time, instead of typing, sign in with one touch. The key is encrypted inside this browser and is not sent anywhere. Only a passkey or PIN can unlock it.',
    },
    'consent.vaultActive': {
      source: '206c57c1a2df6049',
      back: 'This is the active key. Whoever unlocks it can move your funds and change your account. Keep it here only if you sign such operations on this device.',
    },
  },
};
