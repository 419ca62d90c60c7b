import type { Catalogue } from '../catalogue';

/** Tiếng Việt («bạn»). */
export const vi: Catalogue = {
  review: "drafted (issue 40), needs a native speaker's review",
  messages: {
    'layout.skip': 'Chuyển đến nội dung',
    'layout.navLabel': 'Chính',
    'layout.nav.home': 'Trang chủ',
    'layout.nav.apps': 'Ứng dụng',
    'layout.nav.authorizedApps': 'Ứng dụng đã cấp quyền',
    'layout.language': 'Ngôn ngữ',
    'layout.noScript':
      'Trang này cần JavaScript, nhưng trình duyệt này không chạy JavaScript ở đây.',
    'layout.withoutScript':
      'Hãy tải lại trang. Nếu không được, có thể trình duyệt này đang chặn script: hãy cho phép JavaScript với trang web này, hoặc mở trang này trên thiết bị khác, chẳng hạn điện thoại của bạn.',
    'layout.loading': 'Đang chuẩn bị trang… các nút sẽ hoạt động trong giây lát.',
    'layout.loadingLate': 'Vẫn chưa sẵn sàng: script của trang này chưa khởi động.',

    'error.title.invalid_request': 'Yêu cầu này không hợp lệ',
    'error.title.unauthorized_client': 'Ứng dụng này chưa được đăng ký',
    'error.title.not_found': 'Không tìm thấy',
    'error.title.pageNotFound': 'Không tìm thấy trang',
    'error.title.unavailable': 'Không kết nối được mạng Hive',
    'error.title.signLink': 'Không thể ký liên kết ký này',
    'error.title.other': 'Đã xảy ra lỗi',
    'error.about.invalid_request': 'Yêu cầu thiếu hoặc sai một điều gì đó.',
    'error.about.unauthorized_client':
      'Ứng dụng đã đưa bạn đến đây chưa đăng ký cho địa chỉ này, nên bạn không thể đăng nhập vào ứng dụng đó ở đây.',
    'error.about.not_found': 'Không có gì ở địa chỉ này.',
    'error.about.unavailable':
      'Dịch vụ hiện không kết nối được mạng Hive. Hãy thử lại sau một phút.',
    'error.about.other': 'Dịch vụ không thể trả lời yêu cầu này.',
    'error.details': 'Chi tiết (bằng tiếng Anh)',
    'error.code': 'Mã lỗi: {code}',
    'error.home': 'Về trang chủ',
    'error.fromApp':
      'Nếu một ứng dụng đưa bạn đến đây, hãy quay lại ứng dụng đó và thử lại, hoặc báo cho nhà phát triển.',

    'home.title': 'Đăng nhập bằng Hive',
    'home.intro':
      'hivegate cho phép ứng dụng đăng nhập cho bạn bằng tài khoản Hive, và đăng bài, bỏ phiếu, theo dõi thay bạn khi bạn cho phép.',
    'home.keys':
      'Khóa của bạn nằm yên trong trình duyệt: dịch vụ này không bao giờ nhìn thấy chúng. Bạn có thể thu hồi quyền truy cập của ứng dụng bất cứ lúc nào.',
    'home.people': 'Dành cho người dùng Hive',
    'home.authorizedLink': 'Xem và gỡ các ứng dụng bạn đã cấp quyền',
    'home.authorizedAbout': 'nhập tên người dùng để xem danh sách.',
    'home.appsLink': 'Xem danh mục ứng dụng',
    'home.appsAbout': 'các ứng dụng dùng dịch vụ này, xếp theo số người dùng mỗi ngày.',
    'home.startFromApp':
      'Để đăng nhập vào một ứng dụng, hãy bắt đầu từ chính ứng dụng đó: nó sẽ đưa bạn đến đây kèm tên và điều nó yêu cầu.',
    'home.developers': 'Dành cho nhà phát triển',
    'home.sdk':
      'Hãy dùng {client}: nó giữ tên phương thức của SDK {sdk}, và mọi liên kết cùng lời gọi của nó đều đến dịch vụ này. Lời gọi API của SDK {sdk} cũng hoạt động khi đặt {apiURL} thành {origin}, nhưng liên kết đăng nhập và ký của nó dẫn tới hivesigner.com.',
    'home.endpoint.authorize': 'Trang đăng nhập và đồng ý ({call} của SDK)',
    'home.endpoint.token': 'Một mã hoặc token làm mới cùng {secret} của bạn để lấy token mới',
    'home.endpoint.revoke': 'Đăng xuất người dùng: token và toàn bộ quyền của nó ngừng hoạt động',
    'home.endpoint.me': 'Tài khoản của token',
    'home.endpoint.broadcast': 'Các thao tác đăng bài, do dịch vụ ký, trong một giao dịch',
    'home.endpoint.apps': 'Danh mục ứng dụng dạng JSON',
    'home.endpoint.sign':
      'Liên kết ký cho các thao tác cần khóa hoạt động của người dùng (chuyển tiền)',
    'home.jwks': 'Token là JWT ký bằng Ed25519; khóa công khai nằm ở {url}.',
    'home.discovery': 'Khám phá OpenID Connect: {url}.',
    'home.appProfile':
      'Ứng dụng là một tài khoản Hive có hồ sơ {metadata} chứa {type}, {uris} của nó và SHA-256 của bí mật.',
    'home.register': 'Đăng ký ứng dụng',
    'home.registerWith': 'bằng khóa hoạt động của nó.',

    'apps.building': 'Danh mục đang được xây dựng. Vui lòng thử lại sau một phút.',
    'apps.intro':
      'Các ứng dụng đăng bài qua dịch vụ này, xếp theo số người dùng mỗi ngày trong {days, plural, other {# ngày}} qua.',
    'apps.updated': 'Cập nhật: {date}.',
    'apps.unverified':
      'Tên và mô tả do chính tài khoản của mỗi ứng dụng công bố và chưa được xác minh.',
    'apps.own': 'Bạn có ứng dụng? {link} bằng khóa hoạt động của nó.',
    'apps.featured': 'Nổi bật',
    'apps.ranking': 'Bảng xếp hạng',
    'apps.none': 'Không có ứng dụng nào được dùng trong khoảng thời gian này.',
    'apps.allFeatured':
      'Mọi ứng dụng được dùng trong khoảng thời gian này đều đã nằm trong mục nổi bật ở trên.',
    'apps.new': 'Mới',
    'apps.weaker': 'Đăng ký yếu hơn',
    'apps.notRegistered': 'Chưa đăng ký',
    'apps.postingNote':
      'Thiết lập đăng nhập của nó nằm trong {field}: ai nắm quyền đăng bài của nó đều có thể đổi nơi các lần đăng nhập của người dùng được gửi đến. Chủ sở hữu có thể đăng ký nó bằng khóa hoạt động: {link}.',
    'apps.noProfile':
      'Không có hồ sơ ứng dụng trong {field}: không ai đăng nhập vào nó ở đây được cho đến khi chủ sở hữu đăng ký: {link}.',
    'apps.users': '{count, plural, other {# người dùng}}',
    'apps.requests': '{count, plural, other {# yêu cầu}}',
    'apps.limitsEnforced':
      'Giới hạn người dùng đặt ở đây được thực thi: chỉ dịch vụ này mới dùng được quyền đăng bài họ cấp cho nó.',
    'apps.limitsNotEnforced':
      'Có thể ký thay người dùng trực tiếp trên blockchain Hive, ngoài mọi giới hạn họ đặt ở đây: quyền đăng bài của nó có khóa hoặc tài khoản riêng.',

    'device.title': 'Đăng nhập trên thiết bị',
    'device.codeLabel': 'Mã mà thiết bị của bạn hiển thị',
    'device.continue': 'Tiếp tục',
    'device.next':
      'Tiếp theo bạn sẽ thấy ứng dụng nào yêu cầu, và để làm gì, trước khi ký bất cứ thứ gì.',
    'device.codeError':
      'Mã này sai, đã hết hạn hoặc đã được dùng. Hãy kiểm tra mã thiết bị của bạn hiển thị.',
    'device.deniedTitle': 'Đã từ chối thiết bị',
    'device.denied':
      'Thiết bị sẽ bị từ chối ở lần thử tiếp theo; nó không có quyền truy cập tài khoản của bạn. Bạn có thể đóng trang này.',
    'device.code': 'Mã {code}',
    'device.check':
      'Hãy kiểm tra thiết bị của bạn hiển thị đúng mã này. Nếu bạn không bắt đầu lần đăng nhập này trên thiết bị của mình, hãy từ chối: có thể ai đó đang cố vào tài khoản của bạn.',
    'device.deny': 'Từ chối thiết bị này',

    'signOut.doneTitle': 'Đã đăng xuất',
    'signOut.done':
      '{user} đã đăng xuất khỏi {app}: token truy cập và token làm mới của lần đăng nhập đó không còn dùng được.',
    'signOut.authority':
      'Ứng dụng vẫn giữ quyền đăng bài bạn đã cấp trên chuỗi, nếu có. Để thu hồi luôn, hãy gỡ nó ở trang này:',
    'signOut.askTitle': 'Đăng xuất?',
    'signOut.askHeading': 'Đăng xuất khỏi {app}?',
    'signOut.ask':
      'Một trang yêu cầu đăng xuất {user} khỏi {app}. Nếu bạn không yêu cầu việc này, hãy giữ đăng nhập.',
    'signOut.confirm': 'Đăng xuất khỏi {app}',
    'signOut.stay': 'Giữ đăng nhập',

    'consent.heading': 'Đăng nhập vào {app}',
    'consent.headingDevice': 'Đăng nhập vào {app} trên thiết bị của bạn',
    'consent.account': 'Tài khoản Hive của bạn',
    'consent.chooseAccount': 'Chọn tài khoản',
    'consent.rememberedAccounts': 'Tài khoản trên trình duyệt này',
    'consent.username': 'Tên người dùng Hive',
    'consent.signWith':
      'Sau đó ký bên dưới bằng khóa đăng bài riêng tư hoặc mật khẩu chính của bạn.',
    'consent.keychain': 'Đăng nhập bằng Hive Keychain',
    'signin.limitsStillApply': 'Các giới hạn bạn đặt cho ứng dụng này vẫn được áp dụng: {limits}',
    'signin.limitsContinue': 'Tiếp tục',
    'consent.or': 'hoặc',
    'consent.keyLabel': 'Khóa đăng bài riêng tư hoặc mật khẩu chính',
    'consent.keyNeverSent': 'Chỉ dùng bên trong trang này để ký; không bao giờ được gửi đi đâu.',
    'consent.signIn': 'Đăng nhập',
    'consent.cancel': 'Hủy và quay lại',
    'consent.returnsTo': 'Sau khi đăng nhập, bạn quay lại {uri}.',
    'consent.deviceGoesOn':
      'Sau khi đăng nhập, thiết bị của bạn tự tiếp tục; không có gì quay lại trang này.',
    'consent.unverified': 'Chưa xác minh',
    'consent.published':
      'Tên, mô tả, hình ảnh và trang web do chính {app} công bố; hivegate chưa kiểm tra chúng.',
    'consent.mayDo': 'Những gì {app} được làm',
    'consent.profile': 'Đọc hồ sơ Hive công khai của bạn: tên hiển thị, hình ảnh và trang web.',
    'consent.offline': 'Giữ đăng nhập sau khi bạn đóng ứng dụng (token làm mới).',
    'consent.grantTitle': 'Cấp cho {app} quyền đăng bài',
    'consent.grantNotYet':
      'Tài khoản của bạn chưa cho phép {app} hành động thay bạn. Việc cấp quyền sẽ thêm {app} vào quyền đăng bài của tài khoản bạn trên blockchain Hive (một giao dịch {op}).',
    'consent.grantCannot': 'Nó không thể chuyển tiền hay đổi khóa.',
    'consent.grantActive':
      'Thay đổi này cần khóa hoạt động của bạn. Nó có hiệu lực đến khi bạn gỡ nó ở trang này:',
    'consent.grantKeychain': 'Cấp quyền bằng Hive Keychain',
    'consent.grantOrKey': 'hoặc dùng một khóa bên dưới.',
    'consent.activeKeyLabel': 'Khóa hoạt động riêng tư hoặc mật khẩu chính',
    'consent.grantSubmit': 'Cấp quyền và tiếp tục',

    'limits.adjust': 'Điều chỉnh giới hạn',
    'limits.fixed': 'Giới hạn của bạn (cố định cho lần đăng nhập này)',
    'limits.legend': 'Giới hạn của bạn cho {app}',
    'limits.help':
      'Bạn có thể giảm những gì {app} được làm, không bao giờ tăng: danh sách ở trên thay đổi theo. Bạn cũng có thể chấm dứt quyền truy cập sau trên trang Ứng dụng đã cấp quyền.',
    'limits.actions': 'Hành động được phép',
    'limits.votes': 'Phiếu bầu',
    'limits.voteWeight': 'Phiếu lớn nhất, tính theo % (tối đa {max})',
    'limits.noDownvotes': 'Không bỏ phiếu phản đối.',
    'limits.allowDownvotes': 'Cho phép bỏ phiếu phản đối',
    'limits.appMessages': 'Tin nhắn ứng dụng được phép (custom_json)',
    'limits.perDayMax': 'Số hành động tối đa mỗi ngày (tối đa {max, number})',
    'limits.perDayNone': 'Số hành động tối đa mỗi ngày (để trống: không giới hạn)',
    'limits.endsAsAsked':
      'Quyền truy cập kết thúc vào {date}, như {app} yêu cầu: sớm hơn mọi mốc kết thúc có ở đây. Bạn có thể chấm dứt bất cứ lúc nào trên trang Ứng dụng đã cấp quyền.',
    'limits.ends': 'Quyền truy cập kết thúc',
    'limits.asAsked': '{date} (như {app} yêu cầu)',
    'limits.whenRemoved': 'Khi bạn gỡ nó',
    'limits.inDays': '{days, plural, other {Sau # ngày}}',
    'limits.leaveOne': 'Hãy để ít nhất một hành động được phép, hoặc hủy đăng nhập.',
    'limits.weightRange': 'Nhập trọng số phiếu từ 0,01 đến {max} %.',
    'limits.perDayWhole': 'Nhập số nguyên hành động, ít nhất là 1, hoặc để trống.',
    'limits.perDayRange': 'Nhập số nguyên hành động từ 1 đến {max, number}.',

    'grant.loginOnly':
      'Biết tên người dùng Hive của bạn để đăng nhập; nó không thể hành động thay bạn trên Hive.',
    'grant.learnUsername': 'Biết tên người dùng Hive của bạn để đăng nhập.',
    'grant.actFor': 'Hành động thay bạn trên Hive: {actions}.',
    'grant.neverFunds': 'Nó không bao giờ có thể chuyển tiền của bạn hay đổi khóa của bạn.',
    'grant.allows.vote': 'bỏ phiếu cho bài viết và bình luận',
    'grant.allows.comment': 'đăng và sửa bài viết và bình luận',
    'grant.allows.delete_comment': 'xóa bài viết và bình luận của bạn',
    'grant.allows.comment_options': 'đặt tùy chọn thanh toán cho bài viết của bạn',
    'grant.allows.custom_json':
      'gửi tin nhắn ứng dụng (theo dõi, chia sẻ lại, cộng đồng, trò chơi)',
    'grant.allows.claim_reward_balance': 'nhận phần thưởng của bạn',
    'grant.allows.account_update2': 'cập nhật hồ sơ của bạn',
    'limit.only': 'Chỉ các thao tác này: {operations}.',
    'limit.votes': 'Phiếu tối đa {percent} %.',
    'limit.votesNoDown': 'Phiếu tối đa {percent} %, không bỏ phiếu phản đối.',
    'limit.noDown': 'Không bỏ phiếu phản đối.',
    'limit.appMessagesOnly': 'Tin nhắn ứng dụng (custom_json) chỉ thuộc các loại: {ids}.',
    'limit.noAppMessages': 'Không có tin nhắn ứng dụng (custom_json).',
    'limit.perDay': '{count, plural, other {Tối đa # hành động mỗi ngày.}}',
    'limit.until': 'Đến {date}.',
    'limit.dateTime': '{date}, {time} UTC',
    'reach.enforced':
      'Các giới hạn này được thực thi: chỉ dịch vụ này mới dùng được quyền đăng bài bạn cấp cho {app}, và nó kiểm tra mọi hành động theo các giới hạn đó.',
    'reach.notEnforced':
      'Các giới hạn này chỉ ràng buộc những gì {app} làm qua dịch vụ này. Quyền đăng bài của {app} còn có khóa hoặc tài khoản riêng, nên {app} có thể ký thay bạn trực tiếp trên blockchain Hive, ngoài mọi giới hạn, chừng nào bạn còn giữ nó trong quyền đăng bài của mình.',
    'reach.onChain':
      'Trên blockchain Hive, quyền đăng bài của bạn cho phép bất kỳ ai nắm giữ nó đăng bài, bỏ phiếu, theo dõi, chia sẻ lại và cập nhật hồ sơ với danh nghĩa của bạn, không có giới hạn riêng.',
    'reach.onlyThrough':
      '{app} chỉ có thể dùng nó qua dịch vụ này, nơi giữ nó trong các giới hạn bạn đã chọn.',
    'reach.direct':
      '{app} nắm giữ khóa hoặc tài khoản có thể dùng nó trực tiếp, ngoài các giới hạn bạn đã chọn.',

    'hiveauth.signIn': 'Đăng nhập bằng HiveAuth (ví di động)',
    'hiveauth.approveOnPhone':
      'Phê duyệt trên điện thoại bằng ví HiveAuth; không nhập khóa nào ở đây.',
    'hiveauth.title': 'Phê duyệt trong ứng dụng ví',
    'hiveauth.scan':
      'Quét mã này bằng ví HiveAuth (như Hive Keychain trên di động), hoặc nếu đang dùng điện thoại này, hãy mở liên kết.',
    'hiveauth.qrSignIn': 'Mã QR của yêu cầu đăng nhập HiveAuth',
    'hiveauth.qrRegistration': 'Mã QR của yêu cầu đăng ký HiveAuth',
    'hiveauth.open': 'Mở trong ứng dụng ví',
    'hiveauth.cancelSignIn': 'Hủy đăng nhập HiveAuth',
    'hiveauth.cancelRegistration': 'Hủy đăng ký HiveAuth',
    'hiveauth.grant': 'Cấp quyền bằng HiveAuth',
    'hiveauth.grantHelp':
      'Ứng dụng ví của bạn sẽ được yêu cầu ký thay đổi này bằng khóa hoạt động. Nếu không thể, hãy cấp quyền bằng Hive Keychain hoặc khóa hoạt động bên dưới; sau đó việc đăng nhập tiếp tục trong ứng dụng ví.',
    'hiveauth.waiting': 'Đang chờ ứng dụng ví…',
    'hiveauth.confirm': 'Hãy xác nhận trong ứng dụng ví…',
    'hiveauth.timeLeft': 'Thời gian còn lại: {seconds, number} giây',
    'hiveauth.unreachable':
      'Không kết nối được relay HiveAuth. Hãy thử lại sau, hoặc đăng nhập bằng Hive Keychain hay một khóa.',
    'hiveauth.lost':
      'Mất kết nối với relay HiveAuth trước khi ví của bạn trả lời. Vui lòng thử lại.',
    'hiveauth.relayError': 'Relay HiveAuth đã từ chối yêu cầu.',
    'hiveauth.expired':
      'Yêu cầu HiveAuth đã hết hạn trước khi ví của bạn trả lời. Vui lòng thử lại.',
    'hiveauth.rejected': 'Bạn đã từ chối trong ví.',
    'hiveauth.walletError': 'Ví của bạn không ký được yêu cầu.',
    'hiveauth.badAnswer': 'Ví của bạn gửi một câu trả lời mà trang này không dùng được.',
    'hiveauth.cancelled': 'Đã hủy đăng nhập HiveAuth.',
    'hiveauth.reconnecting': 'Kết nối với relay HiveAuth bị ngắt; đang kết nối lại…',

    'signin.keychainNext':
      'Sau đó nhấn Đăng nhập bằng Hive Keychain và xác nhận trong Keychain (để trống tên người dùng để chọn tài khoản ở đó); hoặc dùng một khóa bên dưới.',
    'signin.reading': 'Đang đọc tài khoản của bạn…',
    'signin.confirmKeychain': 'Hãy xác nhận trong Hive Keychain…',
    'signin.chooseInKeychain': 'Chọn tài khoản và xác nhận trong Hive Keychain…',
    'signin.signing': 'Đang đăng nhập…',
    'signin.failed': 'Đăng nhập thất bại.',
    'signin.couldNotStart': 'Không thể bắt đầu đăng nhập.',
    'signin.waitGrant': 'Đang chờ quyền được cấp đến dịch vụ…',
    'signin.returning': 'Đã đăng nhập với tên {user}. Đang quay lại ứng dụng…',
    'signin.expected':
      '{app} mong bạn đăng nhập bằng {expected}. Để đăng nhập bằng {user}, hãy đăng nhập lại.',
    'signin.forget': 'Quên',
    'signin.forgetLabel': 'Quên {user} trên trình duyệt này',
    'signin.chosen': 'Đã chọn {user}.',
    'signin.forgotten': 'Đã quên {user} trên trình duyệt này.',
    'signin.deviceDone':
      'Đã đăng nhập với tên {user}. Hãy quay lại thiết bị: nó sẽ tự tiếp tục. Bạn có thể đóng trang này.',
    'signin.oneMoreStep': 'Thêm một bước: cấp cho ứng dụng quyền đăng bài.',
    'signin.grantTyped':
      '{typed, select, password {Mật khẩu chính bạn đã gõ để đăng nhập cũng ký thay đổi này; nó chỉ được giữ trong bộ nhớ của trang này cho lần đăng nhập này.} other {Khóa bạn đã gõ để đăng nhập cũng ký thay đổi này; nó chỉ được giữ trong bộ nhớ của trang này cho lần đăng nhập này.}}',
    'signin.grantKept':
      'Khóa hoạt động được giữ trên thiết bị này, mà bạn đã mở khóa để đăng nhập, cũng ký thay đổi này; nó chỉ được giữ trong bộ nhớ của trang này cho lần đăng nhập này.',
    'signin.broadcastingGrant': 'Đang phát giao dịch cấp quyền…',
    'signin.confirmGrantWallet': 'Hãy xác nhận việc cấp quyền trong ứng dụng ví…',
    'signin.hiveauthApp': 'Đăng nhập vào {app}',

    'common.details': 'Chi tiết',
    'common.enterUsername':
      'Nhập tên người dùng Hive: 3 đến 16 chữ cái, chữ số, dấu chấm hoặc gạch nối.',
    'common.noAccount': 'Tài khoản {user} không tồn tại.',
    'common.enterKey':
      '{role, select, posting {Nhập khóa đăng bài riêng tư hoặc mật khẩu chính của bạn.} active {Nhập khóa hoạt động riêng tư hoặc mật khẩu chính của bạn.} other {Nhập khóa chủ sở hữu riêng tư hoặc mật khẩu chính của bạn.}}',
    'common.wrongKey': 'Sai mật khẩu hoặc khóa cho {user}.',
    'common.notRoleKey':
      '{role, select, posting {Đây không phải khóa đăng bài của {user}.} active {Đây không phải khóa hoạt động của {user}.} other {Đây không phải khóa chủ sở hữu của {user}.}}',
    'common.serviceAnswered': 'Dịch vụ trả lời {status}',
    'common.keychainDeclined': 'Bạn đã từ chối trong Hive Keychain.',
    'common.keychainDidNotSign': 'Hive Keychain không ký: {said}',

    'authorized.intro':
      'Các ứng dụng và tài khoản bạn đã cho phép hành động thay bạn trên Hive. Gỡ một cái sẽ có hiệu lực ngay trên blockchain và với mọi dịch vụ; token mà ứng dụng còn giữ sẽ không dùng được cho bất cứ việc gì cần quyền của bạn.',
    'authorized.username': 'Tên người dùng Hive của bạn',
    'authorized.show': 'Hiện các ứng dụng được cấp quyền',
    'authorized.listTitle': 'Các tài khoản có quyền trên {user}',
    'authorized.keys': 'Khóa của bạn',
    'authorized.keysNeverSent':
      'Chỉ dùng bên trong trang này để ký; không bao giờ được gửi đi đâu. Chúng vẫn được điền sẵn khi trang này còn mở.',
    'authorized.keychainFound':
      'Đã tìm thấy Hive Keychain: để trống một ô để xác nhận trong Keychain thay vào đó.',
    'authorized.postingKey': 'Khóa posting riêng tư hoặc mật khẩu chính',
    'authorized.postingKeyHelp':
      'Chứng minh đó là bạn: hiện các lần đăng nhập và giới hạn của từng ứng dụng, thay đổi các giới hạn đó, kết thúc các lần đăng nhập.',
    'authorized.activeKey': 'Khóa active riêng tư hoặc mật khẩu chính',
    'authorized.activeKeyHelp':
      'Thay đổi tài khoản của bạn trên blockchain: gỡ một ứng dụng hoặc tài khoản khỏi các quyền của bạn bên dưới.',
    'authorized.role':
      '{role, select, posting {Quyền posting: có thể đăng bài, bỏ phiếu, theo dõi và cập nhật hồ sơ thay bạn} active {Quyền active: còn có thể chuyển tiền của bạn và thay đổi các quyền của bạn} other {Quyền owner: toàn quyền kiểm soát tài khoản của bạn}}',
    'authorized.none': 'Không có ứng dụng hay tài khoản nào có quyền trên tài khoản này.',
    'authorized.alone': 'có thể tự hành động',
    'authorized.weight': 'trọng số {weight} trên {threshold}',
    'authorized.remove': 'Gỡ',
    'authorized.removeLabel':
      '{role, select, posting {Gỡ {app} khỏi quyền posting của bạn} active {Gỡ {app} khỏi quyền active của bạn} other {Gỡ {app} khỏi quyền owner của bạn}}',
    'authorized.confirmTitle':
      '{role, select, posting {Gỡ {app} khỏi quyền posting của bạn?} active {Gỡ {app} khỏi quyền active của bạn?} other {Gỡ {app} khỏi quyền owner của bạn?}}',
    'authorized.loses':
      '{role, select, posting {{app} sẽ không thể đăng bài, bỏ phiếu, theo dõi hay cập nhật hồ sơ thay bạn nữa, trên bất kỳ trang hay dịch vụ nào.} active {{app} sẽ không thể chuyển tiền của bạn hay thay đổi các quyền của bạn nữa, trên bất kỳ trang hay dịch vụ nào.} other {{app} sẽ không thể kiểm soát tài khoản của bạn nữa, trên bất kỳ trang hay dịch vụ nào.}} Token nó giữ sẽ không dùng được cho việc đó. Bạn có thể cấp lại sau bằng cách đăng nhập vào nó.',
    'authorized.removeApp': 'Gỡ {app}',
    'authorized.keep': 'Giữ lại',
    'authorized.removing': 'Đang gỡ {app}…',
    'authorized.removed':
      '{role, select, posting {Đã gỡ {app} khỏi quyền posting của bạn.} active {Đã gỡ {app} khỏi quyền active của bạn.} other {Đã gỡ {app} khỏi quyền owner của bạn.}}',
    'authorized.limits': 'Giới hạn',
    'authorized.limitsLabel': 'Đặt giới hạn cho {app}',
    'appLimits.title': 'Giới hạn cho {app}',
    'appLimits.onlyStricter':
      'Giới hạn chỉ có thể chặt hơn: mỗi giá trị bạn nhập phải nhỏ hơn giá trị đang áp dụng. Việc ký dùng khóa posting của bạn ở trên, hoặc Keychain.',
    'appLimits.voteWeight': 'Phiếu lớn nhất, tính bằng % (để trống: không đổi)',
    'appLimits.voteWeightNow':
      'Phiếu lớn nhất, tính bằng % (hiện tối đa {percent}; để trống: không đổi)',
    'appLimits.noDownvotes': 'Không downvote',
    'appLimits.noDownvotesInForce': 'Không downvote (đã áp dụng)',
    'appLimits.perDay': 'Số hành động tối đa mỗi ngày (để trống: không đổi)',
    'appLimits.perDayNow':
      'Số hành động tối đa mỗi ngày (hiện tối đa {count}; để trống: không đổi)',
    'appLimits.endNow': 'Chấm dứt quyền truy cập của nó ngay',
    'appLimits.save': 'Lưu giới hạn',
    'appLimits.cancel': 'Hủy',
    'appLimits.keepAccess': 'Giữ quyền truy cập của nó',
    'appLimits.none': 'Không giới hạn: nó có thể làm mọi thứ mà lần đăng nhập đã cấp.',
    'appLimits.noSignIn':
      '{app} giữ quyền posting của bạn mà không có lần đăng nhập nào ở đây, nên không giới hạn nào trên trang này chạm tới việc nó làm trên blockchain. Giới hạn bạn đặt bây giờ áp dụng cho mọi lần đăng nhập vào nó ở đây.',
    'appLimits.inForce': 'Đang áp dụng: {limits}',
    'appLimits.inForceSince': 'Đang áp dụng cho lần đăng nhập ngày {date} của bạn: {limits}',
    'appLimits.badWeight': 'Nhập trọng số phiếu từ 0,01 đến 100 %.',
    'appLimits.badPerDay': 'Nhập một số nguyên hành động, ít nhất là 1.',
    'appLimits.notStricter':
      'Đã áp dụng: {limit} Giới hạn chỉ có thể chặt hơn: nhập ít hơn, hoặc để trống.',
    'appLimits.chooseOne': 'Chọn một giới hạn để đặt, hoặc Hủy.',
    'appLimits.endTitle': 'Chấm dứt quyền truy cập của {app} ngay?',
    'appLimits.endLoses':
      'Mọi lần đăng nhập của bạn vào {app} ở đây kết thúc ngay: token của nó ngừng hoạt động, và nó không thể hành động thay bạn qua dịch vụ này nữa. {app} vẫn giữ quyền posting của bạn trên blockchain cho đến khi bạn gỡ nó ở trên.',
    'appLimits.end': 'Chấm dứt quyền truy cập của {app}',
    'appLimits.notSaved': 'Không lưu được các giới hạn.',
    'appLimits.ended':
      'Quyền truy cập của {app} ở đây đã chấm dứt: các lần đăng nhập của nó đã kết thúc. Nó vẫn giữ quyền posting của bạn trên blockchain; hãy gỡ nó ở trên nếu bạn không dùng.',
    'appLimits.operations': 'Những hành động nó được làm',
    'appLimits.leaveOne':
      'Hãy để ít nhất một hành động được phép, hoặc chấm dứt quyền truy cập của nó.',
    'appLimits.saved': 'Đã lưu giới hạn cho {app}.',
    'appLimits.savedAny':
      'Đã lưu giới hạn cho {app}; chúng áp dụng cho mọi lần đăng nhập vào nó ở đây: {limits}',
    'activity.title': 'Mỗi ứng dụng đã làm gì với tài khoản của bạn',
    'activity.intro':
      'Mọi giao dịch mà một ứng dụng đã phát thay bạn qua dịch vụ này, mới nhất trước, cùng trạng thái của nó trên blockchain.',
    'activity.none': 'Chưa có ứng dụng nào phát gì thay bạn qua dịch vụ này.',
    'activity.totals':
      'Giao dịch trong 24 giờ qua: {day, number}; trong 30 ngày qua: {month, number}.',
    'activity.row': '{when}: {operations}',
    'activity.status':
      '{status, select, sent {Đã gửi, chưa vào khối nào} included {Trong khối {block}} irreversible {Đã chốt, trong khối {block}} expired {Hết hạn: không bao giờ được đưa vào} refused {Bị mạng từ chối: {why}} other {{status}}}',
    'activity.byAppKey': 'Do chính ứng dụng ký, không qua dịch vụ này.',
    'activity.tx': 'Giao dịch {id} trên trình khám phá khối',
    'activity.more': 'Hiện cũ hơn',
    'activity.reading': 'Đang đọc những gì các ứng dụng đã làm…',
    'activity.csv': 'Tải CSV',
    'activity.json': 'Tải JSON',
    'activity.downloading': 'Đang chuẩn bị tệp tải về…',
    'signIns.title': 'Các lần đăng nhập của bạn ở đây',
    'signIns.intro':
      'Mọi ứng dụng bạn đã đăng nhập qua dịch vụ này, kể cả những ứng dụng chỉ biết bạn là ai, cùng các giới hạn đang áp dụng cho từng cái. Kết thúc một lần sẽ đăng xuất bạn khỏi đó ngay; ứng dụng được báo. Hiện chúng là chứng minh đó là bạn: việc ký dùng khóa posting của bạn ở trên, hoặc Keychain.',
    'signIns.show': 'Hiện các lần đăng nhập của tôi',
    'signIns.endTheSignIn': 'Kết thúc lần đăng nhập',
    'signIns.ended': 'Đã kết thúc lần đăng nhập vào {app}.',
    'signIns.notRead': 'Không đọc được các lần đăng nhập của bạn.',
    'signIns.ending': 'Đang kết thúc lần đăng nhập…',
    'signIns.reading': 'Đang đọc các lần đăng nhập của bạn…',
    'signIns.none': 'Bạn không có lần đăng nhập nào qua dịch vụ này.',
    'signIns.unlisted':
      '{count, plural, other {{apps} giữ quyền posting của bạn nhưng không có lần đăng nhập nào ở đây: có thể đăng bài thay bạn trên Hive, và không gì trên trang này giới hạn điều đó. Nếu bạn không dùng, hãy gỡ ở trên.}}',
    'signIns.row':
      '{kind, select, posting {{app}: có thể hành động thay bạn, từ {since}, dùng lần cuối {used}} other {{app}: chỉ đăng nhập, từ {since}, dùng lần cuối {used}}}',
    'signIns.rowNamed':
      '{kind, select, posting {{app} ({name}): có thể hành động thay bạn, từ {since}, dùng lần cuối {used}} other {{app} ({name}): chỉ đăng nhập, từ {since}, dùng lần cuối {used}}}',
    'signIns.limits': 'Giới hạn: {limits}',
    'signIns.madeWith': 'Đã ký bằng {wallet}; thiết bị: {device}',
    'signIns.madeWithWallet': 'Đã ký bằng {wallet}',
    'signIns.typedKey': 'khóa đã nhập',
    'signIns.keptKey':
      'khóa được giữ trên thiết bị này, mở bằng {lock, select, passkey {passkey} other {mã PIN}}',
    'signIns.noEnd':
      '{kind, select, posting {Không có ngày kết thúc: token hiện tại dùng được đến {date}, và ứng dụng có thể gia hạn chúng.} other {Không có ngày kết thúc: token hiện tại dùng được đến {date}.}}',
    'signIns.end': 'Kết thúc',
    'signIns.endLabel': 'Kết thúc lần đăng nhập vào {app} từ {since}',
    'signIns.endTitle': 'Kết thúc lần đăng nhập vào {app}?',
    'signIns.endLoses':
      '{kind, select, posting {{app} bị đăng xuất ngay: token của nó ngừng hoạt động, và nó không thể hành động thay bạn qua dịch vụ này nữa. Nó vẫn giữ quyền posting của bạn trên blockchain cho đến khi bạn gỡ nó ở trên.} other {{app} bị đăng xuất ngay: token của nó ngừng hoạt động, và nó được báo.}}',
    'register.title': 'Đăng ký ứng dụng',
    'register.intro':
      'Một ứng dụng là một tài khoản Hive có hồ sơ trong {field} cho biết các lần đăng nhập của người dùng được chuyển đến đâu. Chỉ khóa active của tài khoản mới thay đổi được {field}: các tài khoản giữ quyền posting của nó (dịch vụ này, các ứng dụng nó đã đăng nhập) thì không. Việc đăng ký ghi hồ sơ vào đó, trong một giao dịch {op} duy nhất được ký trên trang này.',
    'register.accountTitle': 'Tài khoản của ứng dụng',
    'register.username': 'Tài khoản ứng dụng (tên người dùng Hive)',
    'register.usernameHelp':
      'Đọc hồ sơ hiện tại để bắt đầu từ đó: ứng dụng đăng ký theo cách của HiveSigner (trong {field}) sẽ được chép sang.',
    'register.readProfile': 'Đọc hồ sơ hiện tại',
    'register.whereTitle': 'Lần đăng nhập đi đâu',
    'register.readFrom': 'Chỉ đọc từ {field}.',
    'register.redirects': 'URI chuyển hướng, mỗi dòng một URI',
    'register.redirectsHelp': 'So khớp chính xác; URI loopback ({example}) khớp với mọi cổng.',
    'register.authMethod': 'Cách ứng dụng chứng minh nó là ứng dụng',
    'register.method.basic': 'Bí mật client, HTTP Basic',
    'register.method.post': 'Bí mật client, trong phần thân',
    'register.method.none': 'Không có bí mật (client công khai)',
    'register.authMethodHelp':
      'Ứng dụng có máy chủ giữ bí mật client ở đó. Một trang web hay ứng dụng điện thoại không giữ được: nó là client công khai và chỉ tự chứng minh bằng PKCE.',
    'register.secretHash': 'SHA-256 của bí mật client (64 ký tự hex)',
    'register.secretHashHelp':
      'Hồ sơ chỉ công bố mã băm này, và ai cũng đọc được: một bí mật phải có ít nhất {minBits} bit ngẫu nhiên, nếu không có thể bị đoán ngoại tuyến. Tạo một bí mật ở đây ({bits} bit) hoặc bằng {command}.',
    'register.makeSecret': 'Tạo bí mật client mới',
    'register.newSecret': 'Bí mật client mới của bạn',
    'register.newSecretHelp':
      'Hãy chép nó sang máy chủ của ứng dụng ngay: nó chỉ hiện một lần, và cả trang này lẫn blockchain đều không giữ nó.',
    'register.logoutUri': 'URI đăng xuất back-channel (không bắt buộc)',
    'register.logoutUriHelp':
      'Được báo khi lần đăng nhập của người dùng kết thúc (OpenID Connect Back-Channel Logout).',
    'register.postLogoutUris': 'URI chuyển hướng sau đăng xuất, mỗi dòng một URI (không bắt buộc)',
    'register.idTokenAlg': 'Chữ ký của id_token',
    'register.defaultAlg': '{alg} (mặc định)',
    'register.displayTitle': 'Những gì người dùng thấy',
    'register.displayHelp':
      'Hiện trên trang đăng nhập và trong danh mục, được đánh dấu là chưa xác minh.',
    'register.name': 'Tên',
    'register.about': 'Giới thiệu',
    'register.website': 'Trang web',
    'register.picture': 'Ảnh (một URL https)',
    'register.signTitle': 'Ký bằng khóa active',
    'register.keychain': 'Đăng ký bằng Hive Keychain',
    'register.hiveAuth': 'Đăng ký bằng HiveAuth (ví di động)',
    'register.activeKey': 'Khóa active riêng tư hoặc mật khẩu chính của tài khoản ứng dụng',
    'register.submit': 'Đăng ký bằng khóa active',
    'register.postingNote':
      'Để bài viết và phiếu của người dùng đi qua dịch vụ này, quyền posting của ứng dụng cũng phải có tài khoản của dịch vụ này.',
    'register.secretMade':
      'Đã tạo bí mật client mới. Hãy chép nó sang máy chủ của ứng dụng trước khi đăng ký.',
    'register.reading': 'Đang đọc tài khoản…',
    'register.noProfile': '{app} chưa có hồ sơ ứng dụng: hãy điền biểu mẫu.',
    'register.readActive': 'Đã đọc hồ sơ ứng dụng của {app} từ {field}.',
    'register.readPosting':
      'Đã đọc hồ sơ ứng dụng của {app} từ {posting} (cách của HiveSigner): việc đăng ký sẽ ghi nó vào {field}.',
    'register.broadcasting': 'Đang phát giao dịch đăng ký…',
    'register.hiveAuthAbout': 'Đăng ký ứng dụng {app}',
    'register.needRedirect': 'Nhập ít nhất một URI chuyển hướng.',
    'register.badHash':
      'Nhập SHA-256 của bí mật client dưới dạng 64 ký tự hex, hoặc tạo bí mật client mới.',
    'register.notUrl': '“{url}” không phải là URL tuyệt đối (như https://app.example/callback).',
    'register.fragment': '“{url}” không được có #fragment.',
    'register.done':
      'Đã đăng ký: hồ sơ ứng dụng của {app} đã nằm trong {field} của nó. Các lần đăng nhập sẽ dùng nó trong vài giây.',
    'register.doneTx':
      'Đã đăng ký: hồ sơ ứng dụng của {app} đã nằm trong {field} của nó (giao dịch {tx}). Các lần đăng nhập sẽ dùng nó trong vài giây.',
    'register.addService':
      'Cho {service} phát thay ứng dụng: thêm nó vào quyền posting của tài khoản ứng dụng ngay trong bước này',
    'register.serviceAdded':
      '{service} giờ đã có trong quyền posting của {app}: các lần phát cho người dùng đi qua dịch vụ này.',
    'register.serviceAlready':
      '{service} đã có sẵn trong quyền posting của {app}: không cần đổi gì ở đó.',
    'register.serviceMissing':
      '{service} không có trong quyền posting của {app}: dịch vụ này từ chối các lần phát cho đến khi được thêm.',
    'register.nextTitle': 'Bước tiếp theo',
    'register.clientId': '{field} của ứng dụng',
    'register.signInUrl': 'URL đăng nhập để đưa người dùng tới',
    'register.tokenExchange': 'Đổi mã lấy token, trên máy chủ của bạn',
    'register.copy': 'Sao chép',
    'register.copied': 'Đã sao chép',

    'wallet.other': 'Ví khác:',
    'wallet.otherAuthorized': 'Hoặc ký bằng ví khác (để trống một ô khóa):',
    'wallet.signIn': 'Đăng nhập bằng {wallet}',
    'wallet.sign': 'Ký bằng {wallet}',
    'wallet.grant': 'Cấp quyền bằng {wallet}',
    'wallet.grantYours': 'Cấp quyền bằng ví của bạn',
    'wallet.grantHelp': 'Ví của bạn được yêu cầu ký thay đổi này bằng khóa hoạt động của bạn.',
    'wallet.opening': 'Đang mở {wallet}…',
    'wallet.cancel': 'Hủy',
    'wallet.emptyFields': 'Các ô khóa để trống giờ sẽ ký bằng {wallet}.',
    'wallet.broadcasting': 'Đang gửi…',
    'wallet.noAccount':
      '{wallet} không giữ khóa của tài khoản Hive nào. Hãy nhập tên người dùng, hoặc thêm tài khoản của bạn vào đó.',
    'wallet.severalAccounts': '{wallet} giữ khóa của {accounts}: hãy nhập tài khoản cần dùng.',
    'peakvault.notInstalled': 'PeakVault chưa được cài trong trình duyệt này (hoặc đang tắt).',
    'peakvault.confirm': 'Xác nhận trong PeakVault (với tư cách {user})…',
    'peakvault.declined': 'Bạn đã từ chối trong PeakVault.',
    'peakvault.failed': 'PeakVault không ký: {said}',
    'peakvault.wrongAccount':
      'PeakVault đã ký bằng một khóa không phải khóa đăng bài, khóa hoạt động hay khóa chủ sở hữu của {user}. Hãy chọn {user} trong PeakVault, hoặc thêm khóa của tài khoản đó vào đấy.',
    'metamask.notInstalled':
      'MetaMask không có ở đây, hoặc không chạy được snap. Hãy cài MetaMask, hoặc chọn cách ký khác.',
    'metamask.connect': 'Cho phép snap Hive Wallet trong MetaMask…',
    'metamask.confirm': 'Xác nhận trong MetaMask (với tư cách {user})…',
    'metamask.declined': 'Bạn đã từ chối trong MetaMask.',
    'metamask.failed': 'MetaMask không ký: {said}',
    'metamask.wrongAccount':
      '{role, select, posting {Snap Hive Wallet trong MetaMask không giữ khóa đăng bài của {user}.} active {Snap Hive Wallet trong MetaMask không giữ khóa hoạt động của {user}.} other {Snap Hive Wallet trong MetaMask không giữ khóa chủ sở hữu của {user}.}} Hãy ký bằng ví khác, hoặc với tư cách tài khoản mà snap giữ.',
    'metamask.noMessages':
      'Snap Hive Wallet chỉ ký giao dịch, không ký tin nhắn này: hãy chọn ví khác hoặc nhập khóa của bạn.',
    'ledger.noWebUsb':
      'Trình duyệt này không kết nối được với Ledger (không có WebUSB). Hãy thử Chrome, Edge hoặc Brave.',
    'ledger.connect': 'Kết nối Ledger qua USB, mở khóa, mở ứng dụng Hive và chọn thiết bị…',
    'ledger.noDevice':
      'Chưa chọn Ledger nào. Hãy kết nối qua USB, mở khóa, mở ứng dụng Hive và chọn nó trong danh sách trình duyệt hiển thị.',
    'ledger.appNotOpen': 'Mở ứng dụng Hive trên Ledger, rồi thử lại.',
    'ledger.locked': 'Mở khóa Ledger, mở ứng dụng Hive, rồi thử lại.',
    'ledger.hashSigningOff':
      'Bật ký hash trong cài đặt của ứng dụng Hive trên Ledger (việc đăng nhập được ký dưới dạng hash), rồi thử lại.',
    'ledger.reading': 'Đang đọc các khóa trên Ledger…',
    'ledger.confirmSignIn':
      'Kiểm tra việc đăng nhập trên Ledger và xác nhận ở đó (với tư cách {user})…',
    'ledger.confirmTransaction':
      'Kiểm tra giao dịch trên Ledger và xác nhận ở đó (với tư cách {user})…',
    'ledger.declined': 'Bạn đã từ chối trên Ledger.',
    'ledger.cancelled': 'Bạn đã hủy lần thử với Ledger. Không có gì được ký.',
    'ledger.failed': 'Ledger không ký: {said}',
    'ledger.wrongAccount':
      '{role, select, posting {Ledger này không giữ khóa đăng bài, khóa hoạt động hay khóa chủ sở hữu của {user}} active {Ledger này không giữ khóa hoạt động hay khóa chủ sở hữu của {user}} other {Ledger này không giữ khóa chủ sở hữu của {user}}} (đã xem các tài khoản Hive từ 1 đến {accounts, number}). Hãy kết nối Ledger giữ khóa đó, hoặc ký với tư cách tài khoản mà nó giữ.',

    'sign.pageTitle': 'Ký một giao dịch',
    'sign.titleMany': '{count, plural, other {Ký # thao tác}}',
    'sign.key':
      '{role, select, posting {khóa đăng bài} active {khóa hoạt động} other {khóa chủ sở hữu}}',
    'sign.asks':
      '{count, plural, other {Một liên kết yêu cầu bạn ký (các) thao tác này bằng {key} của bạn và phát chúng lên Hive.}}',
    'sign.asksSignOnly':
      '{count, plural, other {Một liên kết yêu cầu bạn ký (các) thao tác này bằng {key} của bạn (chỉ ký: chữ ký được gửi về trang web, nơi có thể phát nó).}}',
    'sign.checkEvery': 'Kiểm tra từng dòng: khi đã phát thì không thể hoàn tác.',
    'sign.warning': 'Cảnh báo:',
    'sign.exactData': 'Dữ liệu chính xác của thao tác',
    'sign.signAs': 'Ký với tư cách',
    'sign.signerFixed': 'Liên kết yêu cầu {user} ký.',
    'sign.keychain': 'Ký bằng Hive Keychain',
    'sign.keyLabel':
      '{role, select, posting {Khóa đăng bài riêng tư hoặc mật khẩu chính} active {Khóa hoạt động riêng tư hoặc mật khẩu chính} other {Khóa chủ sở hữu riêng tư hoặc mật khẩu chính}}',
    'sign.submit': 'Ký và phát',
    'sign.submitSignOnly': 'Ký',
    'sign.cancel': 'Hủy',
    'sign.done': 'Xong',
    'sign.txId': 'Id giao dịch: {id}',
    'sign.doneReturn': 'Trang web muốn bạn quay lại {destination}.',
    'sign.continueTo': 'Tiếp tục đến {host}',
    'sign.goBack': 'Quay lại nơi bạn vừa đến',
    'sign.fromApp': 'Từ {app}',
    'sign.callbackValue':
      '{name, select, sig {[chữ ký]} id {[id giao dịch]} block {[số khối]} other {[vị trí trong khối]}}',
    'sign.afterShowsId': 'Sau đó trang này hiển thị id giao dịch.',
    'sign.afterReturn':
      'Sau đó bạn quay lại {app} ({user}) tại {url}, một địa chỉ mà ứng dụng đã đăng ký.',
    'sign.afterLink':
      'Sau đó trang này hiển thị id giao dịch và một liên kết đến {url}; liên kết không nêu ứng dụng nào đã đăng ký nó, nên bạn tự chọn có theo nó hay không.',

    'refusal.authority':
      '{user} không thể ký việc này bằng khóa đó: cần {role, select, posting {quyền đăng bài} active {quyền hoạt động} other {quyền chủ sở hữu}} của {user}.',
    'refusal.authorityFor':
      '{signer} không thể ký việc này với tư cách {actor}: nó hành động thay {actor}, và chỉ {role, select, posting {quyền đăng bài} active {quyền hoạt động} other {quyền chủ sở hữu}} của {actor} (hoặc một tài khoản được liệt kê trong đó) mới ký được.',
    'refusal.noPost': 'Bài viết {post} không tồn tại (hoặc không còn nữa).',
    'refusal.noPostNamed': 'Bài viết được nêu không tồn tại.',
    'refusal.funds': '{user} không đủ tiền cho việc này.',
    'refusal.rc':
      '{user} hiện không đủ tín dụng tài nguyên (RC): hãy chờ chúng hồi lại, hoặc power up HIVE.',
    'refusal.other': 'Mạng Hive đã từ chối giao dịch này; không có gì được thực hiện.',

    'sign.signing': 'Đang ký…',
    'sign.cancelledReturning': 'Đã hủy. Đang quay lại ứng dụng…',
    'sign.nothingDone': 'Không có gì được ký hay gửi, và trang web không được báo gì.',
    'sign.cancelled': 'Đã hủy',
    'sign.mustSigner': 'Liên kết này phải do {user} ký.',
    'sign.doneReturning': 'Xong. Đang quay lại ứng dụng…',
    'sign.signedOnly': 'Đã ký, chưa phát',
    'sign.doneSignedOnly': 'Xong: đã ký, chưa phát',
    'sign.signedBroadcast': 'Đã ký và phát',
    'sign.doneBroadcast': 'Xong: đã ký và phát',
    'sign.inBlock': 'Đã đưa vào khối {block}.',
    'sign.signature': 'Chữ ký: {sig}',
    'op.you': 'bạn (tài khoản ký)',
    'op.noMemo': '(không có ghi chú)',
    'op.none': '(không có)',
    'op.percent': '{percent}%',
    'op.memoUnencrypted':
      'Ghi chú bắt đầu bằng "#", tức là yêu cầu mã hóa, nhưng trang này không mã hóa ghi chú: nó sẽ được công khai đúng như đã viết.',
    'op.row.voter': 'Người bỏ phiếu',
    'op.row.post': 'Bài viết',
    'op.row.weight': 'Trọng số',
    'op.row.account': 'Tài khoản',
    'op.row.amount': 'Số tiền',
    'op.row.from': 'Từ',
    'op.row.to': 'Đến',
    'op.row.memo': 'Ghi chú',
    'op.row.shares': 'Cổ phần',
    'op.row.witness': 'Witness',
    'op.row.proxy': 'Người được ủy quyền',
    'op.title.vote': 'Bỏ phiếu {percent}% cho {post}',
    'op.title.claim': 'Nhận phần thưởng',
    'op.title.transfer': 'Gửi {amount} đến {to}',
    'op.title.recurrent':
      'Gửi {amount} đến {to} mỗi {hours, plural, other {# giờ}}, {times, plural, other {# lần}}',
    'op.title.powerUp': 'Power up {amount}',
    'op.title.powerDown': 'Power down {amount}',
    'op.title.delegate': 'Ủy thác {amount} cho {to}',
    'op.title.toSavings': 'Chuyển {amount} vào tiết kiệm',
    'op.title.fromSavings': 'Rút {amount} từ tiết kiệm (đến sau 3 ngày)',
    'op.title.witnessVote': 'Bỏ phiếu cho witness {witness}',
    'op.title.witnessUnvote': 'Rút phiếu của bạn cho witness {witness}',
    'op.title.proxy': 'Để {proxy} thay bạn bỏ phiếu cho các witness',
    'op.title.proxyClear': 'Xóa người được ủy quyền bỏ phiếu witness của bạn',
    'op.title.other': 'Thao tác {name}',
    'op.danger.owner':
      'Thao tác này thay quyền chủ sở hữu của bạn bằng {holders}; ai nắm giữ nó sẽ sở hữu tài khoản của bạn: họ có thể đổi mọi khóa và khóa bạn ở ngoài.',
    'op.danger.active':
      'Thao tác này thay quyền hoạt động của bạn bằng {holders}; ai nắm giữ nó có thể chuyển tiền của bạn và đổi các khóa khác của bạn.',
    'op.danger.posting':
      'Thao tác này thay quyền đăng bài của bạn bằng {holders}; ai nắm giữ nó có thể đăng bài, bỏ phiếu và theo dõi dưới danh nghĩa bạn.',
    'op.danger.noKey': 'không có khóa nào',
    'op.danger.memoKey':
      'Khóa ghi chú của bạn trở thành {key}: ai nắm giữ nó có thể đọc các ghi chú đã mã hóa của bạn.',
    'op.danger.yourAccount': 'tài khoản của bạn',
    'op.danger.recoveryAccount':
      'Thao tác này biến {recovery} thành tài khoản khôi phục của {account} sau 30 ngày: khi đó chỉ {recovery} mới có thể giúp bạn lấy lại tài khoản nếu khóa chủ sở hữu của bạn bị đánh cắp.',
    'op.danger.requestRecovery':
      'Thao tác này cho phép chiếm {account} bằng một quyền chủ sở hữu mới ({holders}); ai nắm giữ nó sẽ sở hữu tài khoản.',
    'op.danger.recover':
      'Thao tác này thay quyền chủ sở hữu của {account} bằng {holders}; ai nắm giữ nó sẽ sở hữu tài khoản.',
    'op.danger.withdrawRoute':
      'Từ nay, {percent}% những gì {account} power down sẽ chuyển đến {to}.',
    'op.danger.declineVoting':
      'Thao tác này từ bỏ vĩnh viễn quyền bỏ phiếu quản trị của bạn (witness và đề xuất): không thể hoàn tác.',
    'op.danger.unknown':
      'Thao tác này có thể thay đổi người kiểm soát tài khoản của bạn. Chỉ tiếp tục nếu bạn đã yêu cầu đúng điều này.',
    'consent.vaultRemember': 'Ghi nhớ khóa này trên thiết bị này',
    'consent.vaultTitle': 'Ghi nhớ khóa này trên thiết bị này?',
    'consent.vaultAbout':
      'Lần sau, đăng nhập bằng một lần chạm thay vì gõ khóa. Khóa được mã hóa trong trình duyệt này và không bao giờ được gửi đi đâu; chỉ passkey hoặc mã PIN của bạn mở được nó.',
    'consent.vaultActive':
      'Đây là khóa active của bạn: ai mở được nó có thể chuyển tiền của bạn và thay đổi tài khoản của bạn. Chỉ giữ nó ở đây nếu bạn ký những thao tác như vậy trên thiết bị này.',
    'consent.vaultActiveTick': 'Giữ khóa active của tôi trên thiết bị này',
    'consent.vaultPasskey': 'Ghi nhớ bằng passkey',
    'consent.vaultPinLabel': 'Hoặc khóa nó bằng mã PIN hay mật khẩu (ít nhất 6 ký tự)',
    'consent.vaultPin': 'Ghi nhớ bằng mã PIN này',
    'consent.vaultSkip': 'Để sau',
    'consent.vaultUnlock': 'Mở khóa và đăng nhập',
    'consent.noWallet':
      'Trình duyệt này chưa cài ví Hive nào. Bạn có thể đăng nhập ở đây bằng passkey hoặc khóa gõ vào, hoặc cài một ví:',
    'consent.noWalletKeychain':
      'Hive Keychain (cho trình duyệt máy tính, và một ứng dụng cho điện thoại)',
    'consent.noWalletHiveAuth': 'HiveAuth (ví trên điện thoại ký thay bạn)',
    'vault.signInPasskey': 'Đăng nhập là {user} bằng passkey',
    'vault.signInPin': 'Đăng nhập là {user} bằng mã PIN',
    'vault.signKept': 'Ký bằng khóa được lưu trên thiết bị này',
    'vault.forgetKey': 'Quên khóa này',
    'vault.keyLock':
      '{role, select, active {Khóa hoạt động} other {Khóa đăng bài}} được giữ trên thiết bị này, khóa bằng {lock, select, passkey {passkey của bạn} other {mã PIN của bạn}}.',
    'vault.forgetRoleLabel':
      'Quên {role, select, active {khóa hoạt động} other {khóa đăng bài}} đã giữ cho {user} trên thiết bị này',
    'vault.forgetAll': 'Quên mọi thứ trên thiết bị này',
    'vault.keyForgotten': 'Khóa đã giữ cho {user} đã bị xóa khỏi thiết bị này.',
    'vault.allForgotten': 'Mọi tài khoản và khóa giữ trên thiết bị này đã bị xóa.',
    'vault.pinFor': 'Mã PIN hoặc mật khẩu của {user}',
    'vault.pinForRole':
      'Mã PIN hoặc mật khẩu của {role, select, active {khóa hoạt động} other {khóa đăng bài}} đã giữ cho {user}',
    'vault.confirmPasskey': 'Xác nhận bằng passkey…',
    'vault.keeping': 'Đang mã hóa khóa…',
    'vault.passkeyRefused':
      'Passkey của bạn không mở khóa, nên không có gì được giải mã. Hãy thử lại, hoặc gõ khóa của bạn.',
    'vault.wrongPin':
      'Sai mã PIN. Số lần thử còn lại trước khi khóa bị xóa khỏi thiết bị này: {n}.',
    'vault.erased':
      'Khóa đã giữ cho {user} đã bị xóa khỏi thiết bị này (sai mã PIN quá nhiều lần, hoặc đã bị quên). Hãy gõ khóa để đăng nhập.',
    'vault.rotated':
      'Khóa giữ trên thiết bị này cho {user} không còn là khóa của tài khoản (nó đã được đổi), nên không thể ký. Nhấn “Quên khóa này”, rồi gõ khóa mới.',
    'vault.pinShort': 'Hãy chọn mã PIN hoặc mật khẩu ít nhất 6 ký tự.',
    'vault.activeNotTicked': 'Đánh dấu ô để giữ khóa active, hoặc chọn “Để sau”.',
    'vault.noPrf': 'Passkey này không thể khóa một khóa trong trình duyệt này. Hãy chọn mã PIN.',
    'vault.kept': 'Khóa của {user} được giữ trên thiết bị này, khóa bằng passkey của bạn.',
    'vault.keptPin': 'Khóa của {user} được giữ trên thiết bị này, khóa bằng mã PIN của bạn.',
    'vault.activeHint':
      'Bạn đã đăng nhập bằng khóa active. Khóa posting là đủ để đăng nhập và an toàn hơn: lần sau hãy dùng nó.',
  },
  security: {
    'authorized.intro': {
      source: '7bc4d0214a768be6',
      back: 'The apps and accounts you allowed to act in your place on Hive. Removing one takes effect at once on the blockchain and with every service; tokens the app still keeps cannot be used for anything that needs your authority.',
    },
    'authorized.keysNeverSent': {
      source: 'cb84bcc63d4f7c27',
      back: 'Only used inside this page to sign; never sent anywhere. They stay filled in while this page is still open.',
    },
    'authorized.role': {
      source: 'bf3b6b39d8ded7e4',
      back: 'Posting authority: can post, vote, follow and update your profile in your place / Active authority: can also transfer your money and change your authorities / Owner authority: full control of your account',
    },
    'authorized.loses': {
      source: '4c609f6001ef25f7',
      back: '{app} will no longer be able to post, vote, follow or update your profile in your place / transfer your money or change your authorities / control your account, on any site or service. The tokens it keeps cannot be used for that. You can grant it again later by signing in to it.',
    },
    'appLimits.endLoses': {
      source: '420267513d4dfc8c',
      back: 'All your sign-ins to {app} here end at once: its tokens stop working, and it can no longer act in your place through this service. {app} still keeps your posting authority on the blockchain until you remove it above.',
    },
    'signIns.endLoses': {
      source: 'd85201d70c8a1522',
      back: '{app} is signed out at once: its tokens stop working, and it can no longer act in your place through this service. It still keeps your posting authority on the blockchain until you remove it above. / … its tokens stop working, and it is notified.',
    },
    'signIns.unlisted': {
      source: '6228bcd8343570c4',
      back: '{apps} keeps (keep) your posting authority but has no sign-in here: can post in your place on Hive, and nothing on this page limits that. If you do not use it, remove it above.',
    },
    'register.intro': {
      source: '252f1694ba6b060a',
      back: "An app is a Hive account whose profile in {field} says where its users' sign-ins are sent. Only the account's active key can change {field}: accounts that keep its posting authority (this service, apps it signed in to) cannot. Registering writes the profile there, in a single {op} transaction signed on this page.",
    },
    'register.secretHashHelp': {
      source: '1e4682681468c9ce',
      back: 'The profile only publishes this hash, and anyone can read it: a secret must have at least {minBits} random bits, otherwise it can be guessed offline. Create one here ({bits} bits) or with {command}.',
    },
    'register.newSecretHelp': {
      source: 'f726e7ed41cb8e30',
      back: "Copy it to the app's server now: it appears only once, and neither this page nor the blockchain keeps it.",
    },
    'consent.keyNeverSent': {
      source: '11f58d2b20621d9b',
      back: 'Only used inside this page to sign; it is never sent anywhere.',
    },
    'consent.published': {
      source: '5c10f5d5b2b9c3fe',
      back: 'The name, description, image and website are announced by {app} itself; hivegate has not checked them.',
    },
    'consent.grantNotYet': {
      source: '01d705fdf020c399',
      back: "Your account does not yet allow {app} to act in your place. Granting will add {app} to your account's posting authority on the Hive blockchain (a {op} transaction).",
    },
    'consent.grantCannot': {
      source: 'd81c0ce89115b640',
      back: 'It cannot transfer money or change keys.',
    },
    'consent.grantActive': {
      source: '4f7e888f01dd0890',
      back: 'This change needs your active key. It is in effect until you remove it on this page:',
    },
    'grant.loginOnly': {
      source: '45c8e6eeddf12361',
      back: 'Know your Hive username to sign in; it cannot act in your place on Hive.',
    },
    'grant.neverFunds': {
      source: '04c3f0957208280b',
      back: 'It can never transfer your money or change your keys.',
    },
    'reach.enforced': {
      source: '23984a046ac1a7ae',
      back: 'These limits are enforced: only this service can use the posting authority you grant {app}, and it checks every action against those limits.',
    },
    'reach.notEnforced': {
      source: 'd2e1c4ea0a470550',
      back: "These limits only bind what {app} does through this service. {app}'s posting authority also has its own keys or accounts, so {app} can sign in your place directly on the Hive blockchain, outside all limits, as long as you still keep it in your posting authority.",
    },
    'reach.onChain': {
      source: 'e71593026db82c4d',
      back: 'On the Hive blockchain, your posting authority allows anyone holding it to post, vote, follow, reshare and update the profile in your name, with no limit of its own.',
    },
    'reach.direct': {
      source: '83fae24b2a14d262',
      back: '{app} holds keys or accounts that can use it directly, outside the limits you chose.',
    },
    'device.check': {
      source: 'b83849fb4ebce799',
      back: 'Check that your device shows exactly this code. If you did not start this sign-in on your own device, refuse: someone may be trying to get into your account.',
    },
    'home.keys': {
      source: 'b95ae05dbbe19cf4',
      back: "Your keys stay in the browser: this service never sees them. You can revoke an application's access at any time.",
    },
    'hiveauth.approveOnPhone': {
      source: 'e8ebf991dbc6a245',
      back: 'Approve on the phone with a HiveAuth wallet; no key is entered here.',
    },
    'op.memoUnencrypted': {
      source: '53086fa05cc731c1',
      back: 'The memo starts with "#", which means asking for encryption, but this page does not encrypt memos: it will be made public exactly as written.',
    },
    'op.danger.owner': {
      source: '38d31772fe52a35f',
      back: 'This operation replaces your owner authority with {holders}; whoever holds it will own your account: they can change every key and lock you out.',
    },
    'op.danger.active': {
      source: '55b80f219c3ead5a',
      back: 'This operation replaces your active authority with {holders}; whoever holds it can transfer your money and change your other keys.',
    },
    'op.danger.posting': {
      source: '24e237bc36820a1e',
      back: 'This operation replaces your posting authority with {holders}; whoever holds it can post, vote and follow in your name.',
    },
    'op.danger.noKey': { source: 'ec9afd6a0470e867', back: 'no key at all' },
    'op.danger.memoKey': {
      source: 'e44d5be0f648bd73',
      back: 'Your memo key becomes {key}: whoever holds it can read your encrypted memos.',
    },
    'op.danger.yourAccount': { source: '17a7e5cfee17027e', back: 'your account' },
    'op.danger.recoveryAccount': {
      source: '2b9ce7374d4e68fa',
      back: 'This operation turns {recovery} into the recovery account of {account} after 30 days: then only {recovery} can help you get the account back if your owner key is stolen.',
    },
    'op.danger.requestRecovery': {
      source: 'c1c4ec5056320409',
      back: 'This operation allows {account} to be seized with a new owner authority ({holders}); whoever holds it will own the account.',
    },
    'op.danger.recover': {
      source: 'f3bd51edee3dbe53',
      back: 'This operation replaces the owner authority of {account} with {holders}; whoever holds it will own the account.',
    },
    'op.danger.withdrawRoute': {
      source: '734ccebc10c83704',
      back: 'From now on, {percent}% of what {account} powers down will go to {to}.',
    },
    'op.danger.declineVoting': {
      source: '053d6dfe398eb80f',
      back: 'This operation permanently gives up your governance voting rights (witnesses and proposals): it cannot be undone.',
    },
    'op.danger.unknown': {
      source: 'a5eb8c5892b24e28',
      back: 'This operation can change who controls your account. Only continue if you asked for exactly this.',
    },
    'consent.vaultAbout': {
      source: '9fd8eed08dc515b1',
      back: 'Next time, sign in with one touch instead of typing the key. The key is encrypted in this browser and is never sent anywhere; only your passkey or your PIN opens it.',
    },
    'consent.vaultActive': {
      source: '206c57c1a2df6049',
      back: 'This is your active key: whoever opens it can transfer your money and change your account. Only keep it here if you sign such operations on this device.',
    },
  },
};
