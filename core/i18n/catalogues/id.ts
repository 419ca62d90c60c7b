import type { Catalogue } from '../catalogue';

/** Bahasa Indonesia («Anda»). */
export const id: Catalogue = {
  review: "drafted (issue 40), needs a native speaker's review",
  messages: {
    'layout.skip': 'Lompat ke konten',
    'layout.navLabel': 'Utama',
    'layout.nav.home': 'Beranda',
    'layout.nav.apps': 'Aplikasi',
    'layout.nav.authorizedApps': 'Aplikasi yang diizinkan',
    'layout.language': 'Bahasa',
    'layout.noScript':
      'Halaman ini memerlukan JavaScript, dan peramban ini tidak menjalankannya di sini.',
    'layout.withoutScript':
      'Muat ulang halaman. Jika tidak berhasil, peramban ini mungkin memblokir skrip: izinkan JavaScript untuk situs ini, atau buka halaman ini di perangkat lain, misalnya ponsel Anda.',
    'layout.loading': 'Menyiapkan halaman ini… tombol akan berfungsi sebentar lagi.',
    'layout.loadingLate': 'Belum siap: skrip halaman ini belum berjalan.',

    'error.title.invalid_request': 'Permintaan ini tidak valid',
    'error.title.unauthorized_client': 'Aplikasi ini tidak terdaftar',
    'error.title.not_found': 'Tidak ditemukan',
    'error.title.pageNotFound': 'Halaman tidak ditemukan',
    'error.title.unavailable': 'Jaringan Hive tidak dapat dijangkau',
    'error.title.signLink': 'Tautan tanda tangan ini tidak dapat ditandatangani',
    'error.title.other': 'Terjadi kesalahan',
    'error.about.invalid_request': 'Ada yang kurang atau salah dalam permintaan.',
    'error.about.unauthorized_client':
      'Aplikasi yang mengirim Anda ke sini tidak terdaftar untuk alamat ini, jadi Anda tidak dapat masuk ke aplikasi itu di sini.',
    'error.about.not_found': 'Tidak ada apa pun di alamat ini.',
    'error.about.unavailable':
      'Layanan ini sedang tidak dapat menjangkau jaringan Hive. Coba lagi dalam satu menit.',
    'error.about.other': 'Layanan tidak dapat menjawab permintaan ini.',
    'error.details': 'Rincian (dalam bahasa Inggris)',
    'error.code': 'Kode galat: {code}',
    'error.home': 'Ke beranda',
    'error.fromApp':
      'Jika sebuah aplikasi mengirim Anda ke sini, kembali ke aplikasi itu dan coba lagi, atau beri tahu pengembangnya.',

    'home.title': 'Masuk dengan Hive',
    'home.intro':
      'hivegate memungkinkan aplikasi memasukkan Anda dengan akun Hive Anda, serta menerbitkan, memberi suara, dan mengikuti atas nama Anda setelah Anda izinkan.',
    'home.keys':
      'Kunci Anda tetap di peramban Anda: layanan ini tidak pernah melihatnya. Anda dapat mencabut akses aplikasi kapan saja.',
    'home.people': 'Untuk pengguna Hive',
    'home.authorizedLink': 'Lihat dan hapus aplikasi yang Anda izinkan',
    'home.authorizedAbout': 'masukkan nama pengguna Anda untuk menampilkannya.',
    'home.appsLink': 'Jelajahi direktori aplikasi',
    'home.appsAbout': 'aplikasi yang memakai layanan ini, diurutkan menurut pengguna harian.',
    'home.startFromApp':
      'Untuk masuk ke sebuah aplikasi, mulailah dari aplikasi itu sendiri: aplikasi akan mengirim Anda ke sini beserta namanya dan apa yang dimintanya.',
    'home.developers': 'Untuk pengembang',
    'home.sdk':
      'API-nya sama dengan HiveSigner: SDK {sdk} bekerja tanpa perubahan dengan {apiURL} diatur ke {origin}.',
    'home.endpoint.authorize': 'Halaman masuk dan persetujuan ({call} pada SDK)',
    'home.endpoint.token': 'Kode atau token penyegaran dan {secret} Anda untuk token baru',
    'home.endpoint.revoke': 'Mengeluarkan pengguna: token dan seluruh izinnya berhenti berfungsi',
    'home.endpoint.me': 'Akun pemilik token',
    'home.endpoint.broadcast': 'Operasi posting, ditandatangani layanan, sebagai satu transaksi',
    'home.endpoint.apps': 'Direktori aplikasi dalam JSON',
    'home.endpoint.sign':
      'Tautan tanda tangan untuk operasi yang memerlukan kunci aktif pengguna (transfer)',
    'home.jwks':
      'Token berupa JWT yang ditandatangani dengan Ed25519; kunci publiknya ada di {url}.',
    'home.discovery': 'Penemuan OpenID Connect: {url}.',
    'home.appProfile':
      'Aplikasi adalah akun Hive yang profil {metadata}-nya memuat {type}, {uris}-nya, dan SHA-256 dari rahasianya.',
    'home.register': 'Daftarkan aplikasi',
    'home.registerWith': 'dengan kunci aktifnya.',

    'apps.building': 'Direktori sedang disusun. Silakan coba lagi dalam satu menit.',
    'apps.intro':
      'Aplikasi yang memposting melalui layanan ini, diurutkan menurut pengguna harian selama {days, plural, other {# hari}} terakhir.',
    'apps.updated': 'Diperbarui {date}.',
    'apps.unverified':
      'Nama dan deskripsi diterbitkan oleh akun masing-masing aplikasi dan tidak diverifikasi.',
    'apps.own': 'Punya aplikasi? {link} dengan kunci aktifnya.',
    'apps.featured': 'Unggulan',
    'apps.ranking': 'Peringkat',
    'apps.none': 'Tidak ada aplikasi yang dipakai dalam periode ini.',
    'apps.allFeatured':
      'Semua aplikasi yang dipakai dalam periode ini sudah ada di unggulan di atas.',
    'apps.new': 'Baru',
    'apps.weaker': 'Pendaftaran lebih lemah',
    'apps.notRegistered': 'Belum terdaftar',
    'apps.postingNote':
      'Pengaturan masuknya ada di {field}: siapa pun yang memegang otoritas postingnya dapat mengubah ke mana proses masuk penggunanya diarahkan. Pemiliknya dapat mendaftarkannya dengan kunci aktif: {link}.',
    'apps.noProfile':
      'Tidak ada profil aplikasi di {field}: tidak ada yang dapat masuk ke aplikasi ini di sini sampai pemiliknya mendaftarkannya: {link}.',
    'apps.users': '{count, plural, other {# pengguna}}',
    'apps.requests': '{count, plural, other {# permintaan}}',
    'apps.limitsEnforced':
      'Batas yang ditetapkan penggunanya di sini ditegakkan: hanya layanan ini yang dapat memakai otoritas posting yang mereka berikan.',
    'apps.limitsNotEnforced':
      'Dapat menandatangani atas nama penggunanya langsung di blockchain Hive, di luar batas apa pun yang mereka tetapkan di sini: otoritas postingnya mencantumkan kunci atau akunnya sendiri.',

    'device.title': 'Masuk di perangkat',
    'device.codeLabel': 'Kode yang ditampilkan perangkat Anda',
    'device.continue': 'Lanjutkan',
    'device.next':
      'Berikutnya Anda melihat aplikasi mana yang meminta, dan untuk apa, sebelum menandatangani apa pun.',
    'device.codeError':
      'Kode ini salah, kedaluwarsa, atau sudah dipakai. Periksa kode yang ditampilkan perangkat Anda.',
    'device.deniedTitle': 'Perangkat ditolak',
    'device.denied':
      'Perangkat akan ditolak pada percobaan berikutnya; perangkat itu tidak mendapat akses ke akun Anda. Anda boleh menutup halaman ini.',
    'device.code': 'Kode {code}',
    'device.check':
      'Pastikan perangkat Anda menampilkan kode yang sama. Jika Anda tidak memulai proses masuk ini di perangkat milik Anda, tolaklah: mungkin ada yang mencoba masuk ke akun Anda.',
    'device.deny': 'Tolak perangkat ini',

    'signOut.doneTitle': 'Sudah keluar',
    'signOut.done':
      '{user} telah keluar dari {app}: token akses dan token penyegaran dari sesi itu tidak berlaku lagi.',
    'signOut.authority':
      'Aplikasi tetap memegang otoritas posting yang Anda berikan di rantai, jika ada. Untuk mencabutnya juga, hapus di halaman ini:',
    'signOut.askTitle': 'Keluar?',
    'signOut.askHeading': 'Keluar dari {app}?',
    'signOut.ask':
      'Sebuah halaman meminta agar {user} dikeluarkan dari {app}. Jika Anda tidak memintanya, tetaplah masuk.',
    'signOut.confirm': 'Keluar dari {app}',
    'signOut.stay': 'Tetap masuk',

    'consent.heading': 'Masuk ke {app}',
    'consent.headingDevice': 'Masuk ke {app} di perangkat Anda',
    'consent.account': 'Akun Hive Anda',
    'consent.chooseAccount': 'Pilih akun',
    'consent.rememberedAccounts': 'Akun di peramban ini',
    'consent.username': 'Nama pengguna Hive',
    'consent.signWith':
      'Lalu tanda tangani di bawah dengan kunci posting pribadi atau kata sandi utama Anda.',
    'consent.keychain': 'Masuk dengan Hive Keychain',
    'consent.or': 'atau',
    'consent.keyLabel': 'Kunci posting pribadi atau kata sandi utama',
    'consent.keyNeverSent':
      'Hanya dipakai di dalam halaman ini untuk menandatangani; tidak pernah dikirim ke mana pun.',
    'consent.signIn': 'Masuk',
    'consent.cancel': 'Batal dan kembali',
    'consent.returnsTo': 'Setelah masuk, Anda kembali ke {uri}.',
    'consent.deviceGoesOn':
      'Setelah masuk, perangkat Anda melanjutkan sendiri; tidak ada yang kembali ke halaman ini.',
    'consent.unverified': 'Belum diverifikasi',
    'consent.published':
      'Nama, deskripsi, gambar, dan situs web diterbitkan oleh {app} sendiri; hivegate belum memeriksanya.',
    'consent.mayDo': 'Yang boleh dilakukan {app}',
    'consent.profile': 'Membaca profil Hive publik Anda: nama tampilan, gambar, dan situs web.',
    'consent.offline': 'Tetap masuk setelah Anda menutup aplikasi (token penyegaran).',
    'consent.grantTitle': 'Berikan {app} otoritas posting',
    'consent.grantNotYet':
      'Akun Anda belum mengizinkan {app} bertindak atas nama Anda. Memberi izin menambahkan {app} ke otoritas posting akun Anda di blockchain Hive (transaksi {op}).',
    'consent.grantCannot': 'Aplikasi itu tidak dapat mentransfer dana atau mengganti kunci.',
    'consent.grantActive':
      'Perubahan ini memerlukan kunci aktif Anda. Berlaku sampai Anda menghapusnya di halaman ini:',
    'consent.grantKeychain': 'Beri izin dengan Hive Keychain',
    'consent.grantOrKey': 'atau gunakan kunci di bawah.',
    'consent.activeKeyLabel': 'Kunci aktif pribadi atau kata sandi utama',
    'consent.grantSubmit': 'Beri izin dan lanjutkan',

    'limits.adjust': 'Atur batas',
    'limits.fixed': 'Batas Anda (tetap untuk proses masuk ini)',
    'limits.legend': 'Batas Anda untuk {app}',
    'limits.help':
      'Anda dapat mengurangi apa yang boleh dilakukan {app}, tetapi tidak pernah menambahnya: daftar di atas ikut berubah. Anda juga dapat mengakhiri aksesnya nanti di halaman Aplikasi yang diizinkan.',
    'limits.actions': 'Tindakan yang diizinkan',
    'limits.votes': 'Suara',
    'limits.voteWeight': 'Suara terbesar, dalam % (paling banyak {max})',
    'limits.noDownvotes': 'Tanpa suara negatif.',
    'limits.allowDownvotes': 'Izinkan suara negatif',
    'limits.appMessages': 'Pesan aplikasi yang diizinkan (custom_json)',
    'limits.perDayMax': 'Tindakan terbanyak per hari (paling banyak {max, number})',
    'limits.perDayNone': 'Tindakan terbanyak per hari (kosong: tanpa batas)',
    'limits.endsAsAsked':
      'Akses berakhir pada {date}, sesuai permintaan {app}: lebih cepat dari akhir mana pun yang ditawarkan di sini. Anda dapat mengakhirinya kapan saja di halaman Aplikasi yang diizinkan.',
    'limits.ends': 'Akses berakhir',
    'limits.asAsked': '{date} (sesuai permintaan {app})',
    'limits.whenRemoved': 'Saat Anda menghapusnya',
    'limits.inDays': '{days, plural, other {Dalam # hari}}',
    'limits.leaveOne': 'Biarkan setidaknya satu tindakan diizinkan, atau batalkan proses masuk.',
    'limits.weightRange': 'Masukkan bobot suara antara 0,01 dan {max} %.',
    'limits.perDayWhole': 'Masukkan bilangan bulat tindakan, minimal 1, atau biarkan kosong.',
    'limits.perDayRange': 'Masukkan bilangan bulat tindakan antara 1 dan {max, number}.',

    'grant.loginOnly':
      'Mengetahui nama pengguna Hive Anda, untuk memasukkan Anda; tidak dapat bertindak atas nama Anda di Hive.',
    'grant.learnUsername': 'Mengetahui nama pengguna Hive Anda, untuk memasukkan Anda.',
    'grant.actFor': 'Bertindak atas nama Anda di Hive: {actions}.',
    'grant.neverFunds': 'Tidak pernah dapat memindahkan dana Anda atau mengganti kunci Anda.',
    'grant.allows.vote': 'memberi suara pada posting dan komentar',
    'grant.allows.comment': 'menerbitkan dan menyunting posting dan komentar',
    'grant.allows.delete_comment': 'menghapus posting dan komentar Anda',
    'grant.allows.comment_options': 'mengatur opsi pembayaran posting Anda',
    'grant.allows.custom_json': 'mengirim pesan aplikasi (mengikuti, reblog, komunitas, gim)',
    'grant.allows.claim_reward_balance': 'mengklaim hadiah Anda',
    'grant.allows.account_update2': 'memperbarui profil Anda',
    'limit.only': 'Hanya operasi ini: {operations}.',
    'limit.votes': 'Suara paling banyak {percent} %.',
    'limit.votesNoDown': 'Suara paling banyak {percent} %, tanpa suara negatif.',
    'limit.noDown': 'Tanpa suara negatif.',
    'limit.appMessagesOnly': 'Pesan aplikasi (custom_json) hanya dari jenis: {ids}.',
    'limit.noAppMessages': 'Tanpa pesan aplikasi (custom_json).',
    'limit.perDay': '{count, plural, other {Paling banyak # tindakan sehari.}}',
    'limit.until': 'Sampai {date}.',
    'limit.dateTime': '{date}, {time} UTC',
    'reach.enforced':
      'Batas ini ditegakkan: hanya layanan ini yang dapat memakai otoritas posting yang Anda berikan kepada {app}, dan layanan ini memeriksa setiap tindakan terhadapnya.',
    'reach.notEnforced':
      'Batas ini hanya mengikat apa yang dilakukan {app} melalui layanan ini. Otoritas posting {app} juga mencantumkan kunci atau akunnya sendiri, sehingga {app} dapat menandatangani atas nama Anda langsung di blockchain Hive, di luar batas apa pun, selama Anda menyimpannya di otoritas posting Anda.',
    'reach.onChain':
      'Di blockchain Hive, otoritas posting Anda memungkinkan siapa pun yang memegangnya menerbitkan, memberi suara, mengikuti, me-reblog, dan memperbarui profil Anda sebagai Anda, tanpa batas sendiri.',
    'reach.onlyThrough':
      '{app} hanya dapat memakainya melalui layanan ini, yang menahannya pada batas yang Anda pilih.',
    'reach.direct':
      '{app} memegang kunci atau akun yang dapat memakainya secara langsung, di luar batas yang Anda pilih.',

    'hiveauth.signIn': 'Masuk dengan HiveAuth (dompet seluler)',
    'hiveauth.approveOnPhone':
      'Setujui di ponsel Anda dengan dompet HiveAuth; tidak ada kunci yang diketik di sini.',
    'hiveauth.title': 'Setujui di aplikasi dompet Anda',
    'hiveauth.scan':
      'Pindai kode ini dengan dompet HiveAuth (seperti Hive Keychain untuk seluler), atau, di ponsel ini, buka tautannya.',
    'hiveauth.qrSignIn': 'Kode QR permintaan masuk HiveAuth',
    'hiveauth.qrRegistration': 'Kode QR permintaan pendaftaran HiveAuth',
    'hiveauth.open': 'Buka di aplikasi dompet',
    'hiveauth.cancelSignIn': 'Batalkan masuk dengan HiveAuth',
    'hiveauth.cancelRegistration': 'Batalkan pendaftaran dengan HiveAuth',
    'hiveauth.grant': 'Beri izin dengan HiveAuth',
    'hiveauth.grantHelp':
      'Aplikasi dompet Anda diminta menandatangani perubahan ini dengan kunci aktif Anda. Jika tidak bisa, beri izin dengan Hive Keychain atau kunci aktif Anda di bawah; lalu proses masuk berlanjut di aplikasi dompet.',
    'hiveauth.waiting': 'Menunggu aplikasi dompet Anda…',
    'hiveauth.confirm': 'Konfirmasi di aplikasi dompet Anda…',
    'hiveauth.timeLeft': 'Sisa waktu: {seconds, number} dtk',
    'hiveauth.unreachable':
      'Relay HiveAuth tidak dapat dijangkau. Coba lagi nanti, atau masuk dengan Hive Keychain atau kunci.',
    'hiveauth.lost':
      'Koneksi ke relay HiveAuth terputus sebelum dompet Anda menjawab. Silakan coba lagi.',
    'hiveauth.relayError': 'Relay HiveAuth menolak permintaan.',
    'hiveauth.expired':
      'Permintaan HiveAuth kedaluwarsa sebelum dompet Anda menjawab. Silakan coba lagi.',
    'hiveauth.rejected': 'Anda menolak di dompet Anda.',
    'hiveauth.walletError': 'Dompet Anda tidak dapat menandatangani permintaan.',
    'hiveauth.badAnswer': 'Dompet Anda mengirim jawaban yang tidak dapat dipakai halaman ini.',
    'hiveauth.cancelled': 'Masuk dengan HiveAuth dibatalkan.',
    'hiveauth.reconnecting': 'Koneksi ke relay HiveAuth terputus; menyambung ulang…',

    'signin.keychainNext':
      'Lalu tekan Masuk dengan Hive Keychain dan konfirmasi di Keychain (kosongkan nama pengguna untuk memilih akun di sana); atau gunakan kunci di bawah.',
    'signin.reading': 'Membaca akun Anda…',
    'signin.confirmKeychain': 'Konfirmasi di Hive Keychain…',
    'signin.chooseInKeychain': 'Pilih akun Anda dan konfirmasi di Hive Keychain…',
    'signin.signing': 'Sedang masuk…',
    'signin.failed': 'Gagal masuk.',
    'signin.couldNotStart': 'Proses masuk tidak dapat dimulai.',
    'signin.waitGrant': 'Menunggu izin sampai ke layanan…',
    'signin.returning': 'Masuk sebagai {user}. Kembali ke aplikasi…',
    'signin.expected':
      '{app} mengharapkan Anda masuk sebagai {expected}. Untuk masuk sebagai {user}, masuklah sekali lagi.',
    'signin.forget': 'Lupakan',
    'signin.forgetLabel': 'Lupakan {user} di peramban ini',
    'signin.chosen': '{user} dipilih.',
    'signin.forgotten': '{user} dilupakan di peramban ini.',
    'signin.deviceDone':
      'Masuk sebagai {user}. Kembali ke perangkat Anda: perangkat melanjutkan sendiri. Anda boleh menutup halaman ini.',
    'signin.oneMoreStep': 'Satu langkah lagi: berikan aplikasi otoritas posting.',
    'signin.broadcastingGrant': 'Menyiarkan izin…',
    'signin.confirmGrantWallet': 'Konfirmasi izin di aplikasi dompet Anda…',
    'signin.hiveauthApp': 'Masuk ke {app}',

    'common.details': 'Rincian',
    'common.enterUsername':
      'Masukkan nama pengguna Hive: 3 sampai 16 huruf, angka, titik, atau tanda hubung.',
    'common.noAccount': 'Akun {user} tidak ada.',
    'common.enterKey':
      '{role, select, posting {Masukkan kunci posting pribadi atau kata sandi utama Anda.} active {Masukkan kunci aktif pribadi atau kata sandi utama Anda.} other {Masukkan kunci pemilik pribadi atau kata sandi utama Anda.}}',
    'common.wrongKey': 'Kata sandi atau kunci salah untuk {user}.',
    'common.notRoleKey':
      '{role, select, posting {Ini bukan kunci posting milik {user}.} active {Ini bukan kunci aktif milik {user}.} other {Ini bukan kunci pemilik milik {user}.}}',
    'common.serviceAnswered': 'Layanan menjawab {status}',
    'common.keychainDeclined': 'Anda menolak di Hive Keychain.',
    'common.keychainDidNotSign': 'Hive Keychain tidak menandatangani: {said}',

    'wallet.other': 'Dompet lain:',
    'wallet.otherAuthorized': 'Atau tanda tangani dengan dompet lain (biarkan kolom kunci kosong):',
    'wallet.signIn': 'Masuk dengan {wallet}',
    'wallet.sign': 'Tanda tangani dengan {wallet}',
    'wallet.grant': 'Beri izin dengan {wallet}',
    'wallet.grantYours': 'Beri izin dengan dompet Anda',
    'wallet.grantHelp': 'Dompet Anda diminta menandatangani perubahan ini dengan kunci aktif Anda.',
    'wallet.opening': 'Membuka {wallet}…',
    'wallet.emptyFields': 'Kolom kunci yang kosong sekarang ditandatangani dengan {wallet}.',
    'wallet.broadcasting': 'Mengirim…',
    'wallet.noAccount':
      '{wallet} tidak menyimpan kunci akun Hive mana pun. Ketik nama pengguna Anda, atau tambahkan akun Anda ke sana.',
    'wallet.severalAccounts': '{wallet} menyimpan kunci {accounts}: ketik yang akan dipakai.',
    'peakvault.notInstalled': 'PeakVault tidak terpasang di peramban ini (atau dimatikan).',
    'peakvault.confirm': 'Konfirmasi di PeakVault (sebagai {user})…',
    'peakvault.declined': 'Anda menolak di PeakVault.',
    'peakvault.failed': 'PeakVault tidak menandatangani: {said}',
    'peakvault.wrongAccount':
      'PeakVault menandatangani dengan kunci yang bukan kunci posting, aktif, atau pemilik milik {user}. Pilih {user} di PeakVault, atau tambahkan kuncinya di sana.',
    'metamask.notInstalled':
      'MetaMask tidak tersedia di sini, atau tidak dapat menjalankan snap. Pasang MetaMask, atau pilih cara lain untuk menandatangani.',
    'metamask.connect': 'Izinkan snap Hive Wallet di MetaMask…',
    'metamask.confirm': 'Konfirmasi di MetaMask (sebagai {user})…',
    'metamask.declined': 'Anda menolak di MetaMask.',
    'metamask.failed': 'MetaMask tidak menandatangani: {said}',
    'metamask.wrongAccount':
      '{role, select, posting {Snap Hive Wallet di MetaMask tidak menyimpan kunci posting milik {user}.} active {Snap Hive Wallet di MetaMask tidak menyimpan kunci aktif milik {user}.} other {Snap Hive Wallet di MetaMask tidak menyimpan kunci pemilik milik {user}.}} Tanda tangani dengan dompet lain, atau sebagai akun yang disimpan snap.',
    'metamask.noMessages':
      'Snap Hive Wallet hanya menandatangani transaksi, bukan pesan ini: pilih dompet lain atau ketik kunci Anda.',
    'ledger.noWebUsb':
      'Peramban ini tidak dapat menjangkau Ledger (tidak ada WebUSB). Coba Chrome, Edge, atau Brave.',
    'ledger.connect':
      'Hubungkan Ledger Anda lewat USB, buka kuncinya, buka aplikasi Hive, lalu pilih perangkatnya…',
    'ledger.noDevice':
      'Tidak ada Ledger yang dipilih. Hubungkan lewat USB, buka kuncinya, buka aplikasi Hive, lalu pilih di daftar yang ditampilkan peramban.',
    'ledger.appNotOpen': 'Buka aplikasi Hive di Ledger Anda, lalu coba lagi.',
    'ledger.locked': 'Buka kunci Ledger Anda, buka aplikasi Hive, lalu coba lagi.',
    'ledger.hashSigningOff':
      'Aktifkan penandatanganan hash di pengaturan aplikasi Hive pada Ledger Anda (proses masuk ditandatangani sebagai hash), lalu coba lagi.',
    'ledger.reading': 'Membaca kunci di Ledger Anda…',
    'ledger.confirmSignIn':
      'Periksa proses masuk di Ledger Anda dan konfirmasi di sana (sebagai {user})…',
    'ledger.confirmTransaction':
      'Periksa transaksi di Ledger Anda dan konfirmasi di sana (sebagai {user})…',
    'ledger.declined': 'Anda menolak di Ledger Anda.',
    'ledger.failed': 'Ledger Anda tidak menandatangani: {said}',
    'ledger.wrongAccount':
      '{role, select, posting {Ledger ini tidak menyimpan kunci posting, aktif, atau pemilik milik {user}} active {Ledger ini tidak menyimpan kunci aktif atau pemilik milik {user}} other {Ledger ini tidak menyimpan kunci pemilik milik {user}}} (akun Hive 1 sampai {accounts, number} diperiksa). Hubungkan Ledger yang menyimpannya, atau tanda tangani sebagai akun yang disimpannya.',

    'sign.pageTitle': 'Tanda tangani transaksi',
    'sign.titleMany': '{count, plural, other {Tanda tangani # operasi}}',
    'sign.key':
      '{role, select, posting {kunci posting} active {kunci aktif} other {kunci pemilik}}',
    'sign.asks':
      '{count, plural, other {Sebuah tautan meminta Anda menandatangani operasi ini dengan {key} Anda dan menyiarkannya ke Hive.}}',
    'sign.asksSignOnly':
      '{count, plural, other {Sebuah tautan meminta Anda menandatangani operasi ini dengan {key} Anda (hanya ditandatangani: tanda tangan kembali ke situs, yang dapat menyiarkannya).}}',
    'sign.checkEvery': 'Periksa setiap baris: setelah disiarkan, tidak dapat dibatalkan.',
    'sign.warning': 'Peringatan:',
    'sign.exactData': 'Data persis operasi',
    'sign.signAs': 'Tanda tangani sebagai',
    'sign.signerFixed': 'Tautan meminta {user} untuk menandatangani.',
    'sign.keychain': 'Tanda tangani dengan Hive Keychain',
    'sign.keyLabel':
      '{role, select, posting {Kunci posting privat atau kata sandi utama} active {Kunci aktif privat atau kata sandi utama} other {Kunci pemilik privat atau kata sandi utama}}',
    'sign.submit': 'Tanda tangani dan siarkan',
    'sign.submitSignOnly': 'Tanda tangani',
    'sign.cancel': 'Batal',
    'sign.done': 'Selesai',
    'sign.txId': 'Id transaksi: {id}',
    'sign.doneReturn': 'Situs meminta Anda kembali ke {destination}.',
    'sign.continueTo': 'Lanjut ke {host}',
    'sign.goBack': 'Kembali ke tempat asal Anda',
    'sign.fromApp': 'Dari {app}',
    'sign.callbackValue':
      '{name, select, sig {[tanda tangan]} id {[id transaksi]} block {[nomor blok]} other {[posisi dalam blok]}}',
    'sign.afterShowsId': 'Setelah itu halaman ini menampilkan id transaksi.',
    'sign.afterReturn':
      'Setelah itu Anda kembali ke {app} ({user}) di {url}, alamat yang didaftarkannya.',
    'sign.afterLink':
      'Setelah itu halaman ini menampilkan id transaksi dan tautan ke {url}; tautan ini tidak menyebut aplikasi yang mendaftarkannya, jadi Anda yang memilih apakah akan mengikutinya.',

    'refusal.authority':
      '{user} tidak dapat menandatangani ini dengan kunci itu: perlu {role, select, posting {otoritas posting} active {otoritas aktif} other {otoritas pemilik}} milik {user}.',
    'refusal.authorityFor':
      '{signer} tidak dapat menandatangani ini sebagai {actor}: ini bertindak untuk {actor}, dan hanya {role, select, posting {otoritas posting} active {otoritas aktif} other {otoritas pemilik}} milik {actor} (atau akun yang dicantumkannya) yang dapat menandatanganinya.',
    'refusal.noPost': 'Postingan {post} tidak ada (atau sudah tidak ada).',
    'refusal.noPostNamed': 'Postingan yang disebut tidak ada.',
    'refusal.funds': '{user} tidak punya cukup dana untuk ini.',
    'refusal.rc':
      '{user} tidak punya cukup kredit sumber daya (RC) saat ini: tunggu sampai terisi kembali, atau lakukan power up HIVE.',
    'refusal.other': 'Jaringan Hive menolak transaksi ini; tidak ada yang dilakukan.',

    'sign.signing': 'Menandatangani…',
    'sign.cancelledReturning': 'Dibatalkan. Kembali ke aplikasi…',
    'sign.nothingDone':
      'Tidak ada yang ditandatangani atau dikirim, dan situs tidak diberi tahu apa pun.',
    'sign.cancelled': 'Dibatalkan',
    'sign.mustSigner': 'Tautan ini harus ditandatangani oleh {user}.',
    'sign.doneReturning': 'Selesai. Kembali ke aplikasi…',
    'sign.signedOnly': 'Ditandatangani, tidak disiarkan',
    'sign.doneSignedOnly': 'Selesai: ditandatangani, tidak disiarkan',
    'sign.signedBroadcast': 'Ditandatangani dan disiarkan',
    'sign.doneBroadcast': 'Selesai: ditandatangani dan disiarkan',
    'sign.inBlock': 'Dimasukkan ke blok {block}.',
    'sign.signature': 'Tanda tangan: {sig}',
    'op.you': 'Anda (akun yang menandatangani)',
    'op.noMemo': '(tanpa memo)',
    'op.none': '(tidak ada)',
    'op.percent': '{percent}%',
    'op.memoUnencrypted':
      'Memo diawali "#", yang meminta enkripsi, tetapi halaman ini tidak mengenkripsi memo: memo akan diterbitkan persis seperti yang ditulis.',
    'op.row.voter': 'Pemberi suara',
    'op.row.post': 'Postingan',
    'op.row.weight': 'Bobot',
    'op.row.account': 'Akun',
    'op.row.amount': 'Jumlah',
    'op.row.from': 'Dari',
    'op.row.to': 'Kepada',
    'op.row.memo': 'Memo',
    'op.row.shares': 'Saham',
    'op.row.witness': 'Witness',
    'op.row.proxy': 'Proxy',
    'op.title.vote': 'Beri suara {percent}% pada {post}',
    'op.title.claim': 'Klaim hadiah',
    'op.title.transfer': 'Kirim {amount} ke {to}',
    'op.title.recurrent':
      'Kirim {amount} ke {to} setiap {hours, plural, other {# jam}}, sebanyak {times, plural, other {# kali}}',
    'op.title.powerUp': 'Power up {amount}',
    'op.title.powerDown': 'Power down {amount}',
    'op.title.delegate': 'Delegasikan {amount} ke {to}',
    'op.title.toSavings': 'Pindahkan {amount} ke tabungan',
    'op.title.fromSavings': 'Tarik {amount} dari tabungan (tiba setelah 3 hari)',
    'op.title.witnessVote': 'Beri suara untuk witness {witness}',
    'op.title.witnessUnvote': 'Cabut suara Anda untuk witness {witness}',
    'op.title.proxy': 'Biarkan {proxy} memilih witness atas nama Anda',
    'op.title.proxyClear': 'Hapus proxy pemungutan suara witness Anda',
    'op.title.other': 'Operasi {name}',
    'op.danger.owner':
      'Ini mengganti otoritas pemilik Anda dengan {holders}; siapa pun yang memegangnya memiliki akun Anda: ia dapat mengganti setiap kunci dan mengunci Anda di luar.',
    'op.danger.active':
      'Ini mengganti otoritas aktif Anda dengan {holders}; siapa pun yang memegangnya dapat memindahkan dana Anda dan mengganti kunci Anda yang lain.',
    'op.danger.posting':
      'Ini mengganti otoritas posting Anda dengan {holders}; siapa pun yang memegangnya dapat memposting, memberi suara, dan mengikuti sebagai Anda.',
    'op.danger.noKey': 'tanpa kunci sama sekali',
    'op.danger.memoKey':
      'Kunci memo Anda menjadi {key}: siapa pun yang memegangnya dapat membaca memo terenkripsi Anda.',
    'op.danger.yourAccount': 'akun Anda',
    'op.danger.recoveryAccount':
      'Ini menjadikan {recovery} akun pemulihan {account} setelah 30 hari: hanya {recovery} yang nantinya dapat membantu Anda mendapatkan kembali akun itu jika kunci pemilik Anda dicuri.',
    'op.danger.requestRecovery':
      'Ini memungkinkan {account} diambil alih dengan otoritas pemilik baru ({holders}); siapa pun yang memegangnya memiliki akun itu.',
    'op.danger.recover':
      'Ini mengganti otoritas pemilik {account} dengan {holders}; siapa pun yang memegangnya memiliki akun itu.',
    'op.danger.withdrawRoute':
      'Mulai sekarang, {percent}% dari yang di-power down oleh {account} masuk ke {to}.',
    'op.danger.declineVoting':
      'Ini melepaskan hak suara tata kelola Anda (witness dan proposal) untuk selamanya: tidak dapat dibatalkan.',
    'op.danger.unknown':
      'Operasi ini dapat mengubah siapa yang mengendalikan akun Anda. Lanjutkan hanya jika Anda meminta persis ini.',
  },
  security: {
    'consent.keyNeverSent': {
      source: '11f58d2b20621d9b',
      back: 'Only used inside this page to sign; it is never sent anywhere.',
    },
    'consent.published': {
      source: '5c10f5d5b2b9c3fe',
      back: 'The name, description, image and website are published by {app} itself; hivegate has not checked them.',
    },
    'consent.grantNotYet': {
      source: '01d705fdf020c399',
      back: "Your account has not yet allowed {app} to act on your behalf. Giving permission adds {app} to your account's posting authority on the Hive blockchain ({op} transaction).",
    },
    'consent.grantCannot': {
      source: 'd81c0ce89115b640',
      back: 'That application cannot transfer funds or replace keys.',
    },
    'consent.grantActive': {
      source: '4f7e888f01dd0890',
      back: 'This change needs your active key. It applies until you delete it on this page:',
    },
    'grant.loginOnly': {
      source: '45c8e6eeddf12361',
      back: 'Know your Hive username, to sign you in; cannot act on your behalf on Hive.',
    },
    'grant.neverFunds': {
      source: '04c3f0957208280b',
      back: 'Can never move your funds or replace your keys.',
    },
    'reach.enforced': {
      source: '23984a046ac1a7ae',
      back: 'These limits are enforced: only this service can use the posting authority you give to {app}, and this service checks every action against it.',
    },
    'reach.notEnforced': {
      source: 'd2e1c4ea0a470550',
      back: "These limits only bind what {app} does through this service. {app}'s posting authority also lists its own keys or accounts, so {app} can sign on your behalf directly on the Hive blockchain, outside any limit, as long as you keep it in your posting authority.",
    },
    'reach.onChain': {
      source: 'e71593026db82c4d',
      back: 'On the Hive blockchain, your posting authority allows whoever holds it to publish, vote, follow, reblog and update your profile as you, without its own limit.',
    },
    'reach.direct': {
      source: '83fae24b2a14d262',
      back: '{app} holds keys or accounts that can use it directly, outside the limits you chose.',
    },
    'device.check': {
      source: 'b83849fb4ebce799',
      back: 'Make sure your device shows the same code. If you did not start this sign-in on a device of yours, reject it: someone may be trying to enter your account.',
    },
    'home.keys': {
      source: 'b95ae05dbbe19cf4',
      back: "Your keys stay in your browser: this service never sees them. You can revoke an app's access at any time.",
    },
    'hiveauth.approveOnPhone': {
      source: 'e8ebf991dbc6a245',
      back: 'Approve on your phone with a HiveAuth wallet; no key is typed here.',
    },
    'op.memoUnencrypted': {
      source: '53086fa05cc731c1',
      back: 'The memo begins with "#", which asks for encryption, but this page does not encrypt memos: the memo will be published exactly as written.',
    },
    'op.danger.owner': {
      source: '38d31772fe52a35f',
      back: 'This replaces your owner authority with {holders}; whoever holds it owns your account: they can replace every key and lock you out.',
    },
    'op.danger.active': {
      source: '55b80f219c3ead5a',
      back: 'This replaces your active authority with {holders}; whoever holds it can move your funds and replace your other keys.',
    },
    'op.danger.posting': {
      source: '24e237bc36820a1e',
      back: 'This replaces your posting authority with {holders}; whoever holds it can post, vote and follow as you.',
    },
    'op.danger.noKey': { source: 'ec9afd6a0470e867', back: 'without any key at all' },
    'op.danger.memoKey': {
      source: 'e44d5be0f648bd73',
      back: 'Your memo key becomes {key}: whoever holds it can read your encrypted memos.',
    },
    'op.danger.yourAccount': { source: '17a7e5cfee17027e', back: 'your account' },
    'op.danger.recoveryAccount': {
      source: '2b9ce7374d4e68fa',
      back: 'This makes {recovery} the recovery account of {account} after 30 days: only {recovery} will later be able to help you get the account back if your owner key is stolen.',
    },
    'op.danger.requestRecovery': {
      source: 'c1c4ec5056320409',
      back: 'This allows {account} to be taken over with a new owner authority ({holders}); whoever holds it owns the account.',
    },
    'op.danger.recover': {
      source: 'f3bd51edee3dbe53',
      back: 'This replaces the owner authority of {account} with {holders}; whoever holds it owns the account.',
    },
    'op.danger.withdrawRoute': {
      source: '734ccebc10c83704',
      back: 'From now on, {percent}% of what is powered down by {account} goes to {to}.',
    },
    'op.danger.declineVoting': {
      source: '053d6dfe398eb80f',
      back: 'This gives up your governance voting rights (witnesses and proposals) forever: it cannot be undone.',
    },
    'op.danger.unknown': {
      source: 'a5eb8c5892b24e28',
      back: 'This operation can change who controls your account. Continue only if you asked for exactly this.',
    },
  },
};
