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
      'Gunakan {client}: ia mempertahankan nama metode SDK {sdk}, dan semua tautan serta panggilannya menuju layanan ini. Panggilan API SDK {sdk} juga berfungsi dengan {apiURL} diatur ke {origin}, tetapi tautan masuk dan tanda tangannya menuju hivesigner.com.',
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
    'signin.limitsStillApply':
      'Batas yang Anda tetapkan untuk aplikasi ini masih berlaku: {limits}',
    'signin.limitsContinue': 'Lanjutkan',
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
    'signin.grantTyped':
      '{typed, select, password {Kata sandi utama yang Anda ketik untuk masuk juga menandatangani perubahan ini; kata sandi itu disimpan di memori halaman ini hanya untuk proses masuk ini.} other {Kunci yang Anda ketik untuk masuk juga menandatangani perubahan ini; kunci itu disimpan di memori halaman ini hanya untuk proses masuk ini.}}',
    'signin.grantKept':
      'Kunci aktif yang disimpan di perangkat ini, yang Anda buka untuk masuk, juga menandatangani perubahan ini; kunci itu disimpan di memori halaman ini hanya untuk proses masuk ini.',
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

    'authorized.intro':
      'Aplikasi dan akun yang Anda izinkan bertindak untuk Anda di Hive. Menghapus salah satunya langsung berlaku di blockchain dan untuk setiap layanan; token yang masih dipegang aplikasi berhenti berfungsi untuk apa pun yang membutuhkan otoritas Anda.',
    'authorized.username': 'Nama pengguna Hive Anda',
    'authorized.show': 'Tampilkan aplikasi yang diotorisasi',
    'authorized.listTitle': 'Akun dengan otoritas atas {user}',
    'authorized.keys': 'Kunci Anda',
    'authorized.keysNeverSent':
      'Hanya dipakai di dalam halaman ini untuk menandatangani; tidak pernah dikirim ke mana pun. Tetap terisi selama halaman ini terbuka.',
    'authorized.keychainFound':
      'Hive Keychain ditemukan: kosongkan sebuah kolom untuk mengonfirmasi di Keychain saja.',
    'authorized.postingKey': 'Kunci posting privat atau kata sandi utama',
    'authorized.postingKeyHelp':
      'Membuktikan bahwa ini Anda: menampilkan login Anda dan batas tiap aplikasi, mengubah batas itu, mengakhiri login.',
    'authorized.activeKey': 'Kunci aktif privat atau kata sandi utama',
    'authorized.activeKeyHelp':
      'Mengubah akun Anda di blockchain: menghapus aplikasi atau akun dari otoritas Anda di bawah.',
    'authorized.role':
      '{role, select, posting {Otoritas posting: dapat menerbitkan, memberi suara, mengikuti, dan memperbarui profil Anda atas nama Anda} active {Otoritas aktif: juga dapat memindahkan dana Anda dan mengubah otoritas Anda} other {Otoritas pemilik: memegang kendali penuh atas akun Anda}}',
    'authorized.none': 'Tidak ada aplikasi atau akun yang memiliki otoritas atas akun ini.',
    'authorized.alone': 'dapat bertindak sendiri',
    'authorized.weight': 'bobot {weight} dari {threshold}',
    'authorized.remove': 'Hapus',
    'authorized.removeLabel':
      '{role, select, posting {Hapus {app} dari otoritas posting Anda} active {Hapus {app} dari otoritas aktif Anda} other {Hapus {app} dari otoritas pemilik Anda}}',
    'authorized.confirmTitle':
      '{role, select, posting {Hapus {app} dari otoritas posting Anda?} active {Hapus {app} dari otoritas aktif Anda?} other {Hapus {app} dari otoritas pemilik Anda?}}',
    'authorized.loses':
      '{role, select, posting {{app} tidak akan bisa lagi menerbitkan, memberi suara, mengikuti, atau memperbarui profil Anda atas nama Anda, di situs atau layanan mana pun.} active {{app} tidak akan bisa lagi memindahkan dana Anda atau mengubah otoritas Anda, di situs atau layanan mana pun.} other {{app} tidak akan bisa lagi mengendalikan akun Anda, di situs atau layanan mana pun.}} Token yang dipegangnya berhenti berfungsi untuk itu. Anda bisa memberikannya lagi nanti dengan login ke sana.',
    'authorized.removeApp': 'Hapus {app}',
    'authorized.keep': 'Simpan',
    'authorized.removing': 'Menghapus {app}…',
    'authorized.removed':
      '{role, select, posting {{app} telah dihapus dari otoritas posting Anda.} active {{app} telah dihapus dari otoritas aktif Anda.} other {{app} telah dihapus dari otoritas pemilik Anda.}}',
    'authorized.limits': 'Batas',
    'authorized.limitsLabel': 'Atur batas untuk {app}',
    'appLimits.title': 'Batas untuk {app}',
    'appLimits.onlyStricter':
      'Batas hanya bisa makin ketat: setiap nilai yang Anda masukkan harus lebih rendah dari yang berlaku. Penandatanganan memakai kunci posting Anda di atas, atau Keychain.',
    'appLimits.voteWeight': 'Suara terbesar, dalam % (kosong: tidak berubah)',
    'appLimits.voteWeightNow':
      'Suara terbesar, dalam % (kini paling banyak {percent}; kosong: tidak berubah)',
    'appLimits.noDownvotes': 'Tanpa downvote',
    'appLimits.noDownvotesInForce': 'Tanpa downvote (sudah berlaku)',
    'appLimits.perDay': 'Tindakan terbanyak sehari (kosong: tidak berubah)',
    'appLimits.perDayNow':
      'Tindakan terbanyak sehari (kini paling banyak {count}; kosong: tidak berubah)',
    'appLimits.endNow': 'Akhiri aksesnya sekarang',
    'appLimits.save': 'Simpan batas',
    'appLimits.cancel': 'Batal',
    'appLimits.keepAccess': 'Pertahankan aksesnya',
    'appLimits.none': 'Tanpa batas: boleh melakukan semua yang diberikan login-nya.',
    'appLimits.noSignIn':
      '{app} memegang otoritas posting Anda tanpa login di sini, jadi tidak ada batas di halaman ini yang menjangkau apa yang dilakukannya di blockchain. Batas yang Anda atur sekarang berlaku untuk setiap login ke sana di sini.',
    'appLimits.inForce': 'Berlaku sekarang: {limits}',
    'appLimits.inForceSince': 'Berlaku sekarang pada login Anda tanggal {date}: {limits}',
    'appLimits.badWeight': 'Masukkan bobot suara antara 0,01 dan 100 %.',
    'appLimits.badPerDay': 'Masukkan jumlah tindakan berupa bilangan bulat, minimal 1.',
    'appLimits.notStricter':
      'Sudah berlaku: {limit} Batas hanya bisa makin ketat: masukkan lebih sedikit, atau biarkan kosong.',
    'appLimits.chooseOne': 'Pilih batas yang akan diatur, atau Batal.',
    'appLimits.endTitle': 'Akhiri akses {app} sekarang?',
    'appLimits.endLoses':
      'Setiap login Anda di {app} di sini langsung berakhir: tokennya berhenti berfungsi, dan ia tidak bisa lagi bertindak untuk Anda melalui layanan ini. {app} tetap memegang otoritas posting Anda di blockchain sampai Anda menghapusnya di atas.',
    'appLimits.end': 'Akhiri akses {app}',
    'appLimits.notSaved': 'Batas tidak dapat disimpan.',
    'appLimits.ended':
      'Akses {app} di sini telah berakhir: login-nya selesai. Ia masih memegang otoritas posting Anda di blockchain; hapus di atas jika tidak Anda pakai.',
    'appLimits.operations': 'Tindakan yang boleh dilakukannya',
    'appLimits.leaveOne': 'Biarkan setidaknya satu tindakan diizinkan, atau akhiri aksesnya.',
    'appLimits.saved': 'Batas untuk {app} disimpan.',
    'appLimits.savedAny':
      'Batas untuk {app} disimpan; berlaku untuk setiap login ke sana di sini: {limits}',
    'activity.title': 'Apa yang dilakukan setiap aplikasi dengan akun Anda',
    'activity.intro':
      'Setiap transaksi yang disiarkan aplikasi untuk Anda melalui layanan ini, terbaru lebih dulu, beserta statusnya di blockchain.',
    'activity.none': 'Belum ada aplikasi yang menyiarkan apa pun untuk Anda melalui layanan ini.',
    'activity.totals':
      'Transaksi dalam 24 jam terakhir: {day, number}; dalam 30 hari terakhir: {month, number}.',
    'activity.row': '{when}: {operations}',
    'activity.status':
      '{status, select, sent {Terkirim, belum masuk blok} included {Di blok {block}} irreversible {Final, di blok {block}} expired {Kedaluwarsa: tidak pernah masuk} refused {Ditolak oleh jaringan: {why}} other {{status}}}',
    'activity.byAppKey': 'Ditandatangani oleh aplikasi itu sendiri, bukan melalui layanan ini.',
    'activity.tx': 'Transaksi {id} di penjelajah blok',
    'activity.more': 'Tampilkan yang lebih lama',
    'activity.reading': 'Membaca apa yang dilakukan aplikasi…',
    'activity.csv': 'Unduh CSV',
    'activity.json': 'Unduh JSON',
    'activity.downloading': 'Menyiapkan unduhan…',
    'signIns.title': 'Login Anda di sini',
    'signIns.intro':
      'Setiap aplikasi tempat Anda login melalui layanan ini, termasuk yang hanya mengetahui siapa Anda, dengan batas yang berlaku pada masing-masing. Mengakhiri salah satunya langsung mengeluarkan Anda dari sana; aplikasi diberi tahu. Menampilkannya membuktikan bahwa ini Anda: ditandatangani dengan kunci posting Anda di atas, atau Keychain.',
    'signIns.show': 'Tampilkan login saya',
    'signIns.endTheSignIn': 'Akhiri login',
    'signIns.ended': 'Login di {app} telah diakhiri.',
    'signIns.notRead': 'Login Anda tidak dapat dibaca.',
    'signIns.ending': 'Mengakhiri login…',
    'signIns.reading': 'Membaca login Anda…',
    'signIns.none': 'Anda tidak punya login melalui layanan ini.',
    'signIns.unlisted':
      '{count, plural, other {{apps} memegang otoritas posting Anda tetapi tidak punya login di sini: dapat memposting untuk Anda di Hive, dan tidak ada apa pun di halaman ini yang membatasinya. Jika tidak Anda pakai, hapus di atas.}}',
    'signIns.row':
      '{kind, select, posting {{app}: boleh bertindak untuk Anda, sejak {since}, terakhir dipakai {used}} other {{app}: hanya login, sejak {since}, terakhir dipakai {used}}}',
    'signIns.rowNamed':
      '{kind, select, posting {{app} ({name}): boleh bertindak untuk Anda, sejak {since}, terakhir dipakai {used}} other {{app} ({name}): hanya login, sejak {since}, terakhir dipakai {used}}}',
    'signIns.limits': 'Batas: {limits}',
    'signIns.madeWith': 'Ditandatangani dengan {wallet}; perangkat: {device}',
    'signIns.madeWithWallet': 'Ditandatangani dengan {wallet}',
    'signIns.typedKey': 'kunci yang diketik',
    'signIns.keptKey':
      'kunci yang disimpan di perangkat ini, dibuka dengan {lock, select, passkey {passkey} other {PIN}}',
    'signIns.noEnd':
      '{kind, select, posting {Tanpa tanggal akhir: token saat ini berlaku sampai {date}, dan aplikasi dapat memperbaruinya.} other {Tanpa tanggal akhir: token saat ini berlaku sampai {date}.}}',
    'signIns.end': 'Akhiri',
    'signIns.endLabel': 'Akhiri login di {app} sejak {since}',
    'signIns.endTitle': 'Akhiri login di {app}?',
    'signIns.endLoses':
      '{kind, select, posting {{app} langsung dikeluarkan: tokennya berhenti berfungsi, dan ia tidak bisa lagi bertindak untuk Anda melalui layanan ini. Ia tetap memegang otoritas posting Anda di blockchain sampai Anda menghapusnya di atas.} other {{app} langsung dikeluarkan: tokennya berhenti berfungsi, dan ia diberi tahu.}}',
    'register.title': 'Daftarkan aplikasi',
    'register.intro':
      'Aplikasi adalah akun Hive yang profil {field}-nya menyatakan ke mana login penggunanya diarahkan. Hanya kunci aktif akun yang dapat mengubah {field}: akun yang memegang otoritas posting-nya (layanan ini, aplikasi tempat ia login) tidak bisa. Pendaftaran menulis profil ke sana, dalam satu transaksi {op} yang ditandatangani di halaman ini.',
    'register.accountTitle': 'Akun aplikasi',
    'register.username': 'Akun aplikasi (nama pengguna Hive)',
    'register.usernameHelp':
      'Baca profilnya saat ini untuk memulai dari sana: aplikasi yang didaftarkan dengan cara HiveSigner (di {field}) akan disalin.',
    'register.readProfile': 'Baca profilnya saat ini',
    'register.whereTitle': 'Ke mana login diarahkan',
    'register.readFrom': 'Hanya dibaca dari {field}.',
    'register.redirects': 'URI pengalihan, satu per baris',
    'register.redirectsHelp':
      'Dicocokkan persis; URI loopback ({example}) cocok dengan port mana pun.',
    'register.authMethod': 'Cara aplikasi membuktikan dirinya',
    'register.method.basic': 'Rahasia klien, HTTP Basic',
    'register.method.post': 'Rahasia klien, di body',
    'register.method.none': 'Tanpa rahasia (klien publik)',
    'register.authMethodHelp':
      'Aplikasi dengan server menyimpan rahasia klien di sana. Halaman web atau aplikasi ponsel tidak dapat menyimpannya: ia klien publik dan membuktikan dirinya hanya dengan PKCE.',
    'register.secretHash': 'SHA-256 dari rahasia klien (64 karakter heksadesimal)',
    'register.secretHashHelp':
      'Profil hanya menerbitkan hash ini, dan siapa pun dapat membacanya: rahasia harus memuat setidaknya {minBits} bit acak, atau bisa ditebak secara offline. Buat di sini ({bits} bit) atau dengan {command}.',
    'register.makeSecret': 'Buat rahasia klien baru',
    'register.newSecret': 'Rahasia klien baru Anda',
    'register.newSecretHelp':
      'Salin sekarang ke server aplikasi Anda: hanya ditampilkan sekali, dan baik halaman ini maupun blockchain tidak menyimpannya.',
    'register.logoutUri': 'URI logout back-channel (opsional)',
    'register.logoutUriHelp':
      'Diberi tahu saat login pengguna berakhir (OpenID Connect Back-Channel Logout).',
    'register.postLogoutUris': 'URI pengalihan setelah logout, satu per baris (opsional)',
    'register.idTokenAlg': 'Tanda tangan id_token',
    'register.defaultAlg': '{alg} (bawaan)',
    'register.displayTitle': 'Yang dilihat pengguna',
    'register.displayHelp':
      'Ditampilkan di halaman login dan di direktori, ditandai belum diverifikasi.',
    'register.name': 'Nama',
    'register.about': 'Tentang',
    'register.website': 'Situs web',
    'register.picture': 'Gambar (URL https)',
    'register.signTitle': 'Tanda tangani dengan kunci aktif',
    'register.keychain': 'Daftar dengan Hive Keychain',
    'register.hiveAuth': 'Daftar dengan HiveAuth (dompet seluler)',
    'register.activeKey': 'Kunci aktif privat atau kata sandi utama akun aplikasi',
    'register.submit': 'Daftar dengan kunci aktif',
    'register.postingNote':
      'Agar postingan dan suara penggunanya melewati layanan ini, otoritas posting aplikasi juga harus mencantumkan akun layanan ini.',
    'register.secretMade':
      'Rahasia klien baru telah dibuat. Salin ke server aplikasi Anda sebelum mendaftar.',
    'register.reading': 'Membaca akun…',
    'register.noProfile': '{app} belum punya profil aplikasi: isi formulirnya.',
    'register.readActive': 'Profil aplikasi {app} dibaca dari {field}.',
    'register.readPosting':
      'Profil aplikasi {app} dibaca dari {posting} (cara HiveSigner): pendaftaran menulisnya ke {field}.',
    'register.broadcasting': 'Menyiarkan pendaftaran…',
    'register.hiveAuthAbout': 'Daftarkan aplikasi {app}',
    'register.needRedirect': 'Masukkan setidaknya satu URI pengalihan.',
    'register.badHash':
      'Masukkan SHA-256 dari rahasia klien sebagai 64 karakter heksadesimal, atau buat rahasia klien baru.',
    'register.notUrl': '“{url}” bukan URL absolut (seperti https://app.example/callback).',
    'register.fragment': '“{url}” tidak boleh memiliki #fragmen.',
    'register.done':
      'Terdaftar: profil aplikasi {app} ada di {field}-nya. Login memakainya dalam hitungan detik.',
    'register.doneTx':
      'Terdaftar: profil aplikasi {app} ada di {field}-nya (transaksi {tx}). Login memakainya dalam hitungan detik.',
    'register.addService':
      'Izinkan {service} menyiarkan untuk aplikasi: tambahkan ke otoritas posting akun aplikasi di langkah yang sama ini',
    'register.serviceAdded':
      '{service} kini ada di otoritas posting {app}: siaran untuk penggunanya melewati layanan ini.',
    'register.serviceAlready':
      '{service} sudah ada di otoritas posting {app}: tidak ada yang perlu diubah di sana.',
    'register.serviceMissing':
      '{service} tidak ada di otoritas posting {app}: layanan ini menolak siarannya sampai ditambahkan.',
    'register.nextTitle': 'Langkah berikutnya',
    'register.clientId': '{field} aplikasi',
    'register.signInUrl': 'URL masuk untuk mengarahkan pengguna',
    'register.tokenExchange': 'Penukaran token, di server Anda',
    'register.copy': 'Salin',
    'register.copied': 'Tersalin',

    'wallet.other': 'Dompet lain:',
    'wallet.otherAuthorized': 'Atau tanda tangani dengan dompet lain (biarkan kolom kunci kosong):',
    'wallet.signIn': 'Masuk dengan {wallet}',
    'wallet.sign': 'Tanda tangani dengan {wallet}',
    'wallet.grant': 'Beri izin dengan {wallet}',
    'wallet.grantYours': 'Beri izin dengan dompet Anda',
    'wallet.grantHelp': 'Dompet Anda diminta menandatangani perubahan ini dengan kunci aktif Anda.',
    'wallet.opening': 'Membuka {wallet}…',
    'wallet.cancel': 'Batal',
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
    'ledger.cancelled': 'Anda membatalkan percobaan Ledger. Tidak ada yang ditandatangani.',
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
    'consent.vaultRemember': 'Ingat kunci ini di perangkat ini',
    'consent.vaultTitle': 'Ingat kunci ini di perangkat ini?',
    'consent.vaultAbout':
      'Lain kali, masuk dengan satu sentuhan alih-alih mengetiknya. Kunci dienkripsi di browser ini dan tidak pernah dikirim ke mana pun; hanya passkey atau PIN Anda yang membukanya.',
    'consent.vaultActive':
      'Ini kunci aktif Anda: siapa pun yang membukanya bisa memindahkan dana Anda dan mengubah akun Anda. Simpan di sini hanya jika Anda menandatangani operasi seperti itu di perangkat ini.',
    'consent.vaultActiveTick': 'Simpan kunci aktif saya di perangkat ini',
    'consent.vaultPasskey': 'Ingat dengan passkey',
    'consent.vaultPinLabel': 'Atau kunci dengan PIN atau kata sandi (minimal 6 karakter)',
    'consent.vaultPin': 'Ingat dengan PIN ini',
    'consent.vaultSkip': 'Nanti saja',
    'consent.vaultUnlock': 'Buka dan masuk',
    'consent.noWallet':
      'Tidak ada dompet Hive yang terpasang di browser ini. Anda bisa masuk di sini dengan passkey atau kunci yang diketik, atau memasang dompet:',
    'consent.noWalletKeychain': 'Hive Keychain (untuk browser desktop, dan aplikasi untuk ponsel)',
    'consent.noWalletHiveAuth': 'HiveAuth (dompet ponsel yang menandatangani untuk Anda)',
    'vault.signInPasskey': 'Masuk sebagai {user} dengan passkey Anda',
    'vault.signInPin': 'Masuk sebagai {user} dengan PIN Anda',
    'vault.signKept': 'Tanda tangani dengan kunci yang disimpan di perangkat ini',
    'vault.forgetKey': 'Lupakan kunci ini',
    'vault.keyLock':
      '{role, select, active {Kunci aktif} other {Kunci posting}} disimpan di perangkat ini, dikunci dengan {lock, select, passkey {passkey Anda} other {PIN Anda}}.',
    'vault.forgetRoleLabel':
      'Lupakan kunci {role, select, active {aktif} other {posting}} yang disimpan untuk {user} di perangkat ini',
    'vault.forgetAll': 'Lupakan semuanya di perangkat ini',
    'vault.keyForgotten': 'Kunci yang disimpan untuk {user} telah dihapus dari perangkat ini.',
    'vault.allForgotten': 'Semua akun dan kunci yang disimpan di perangkat ini telah dihapus.',
    'vault.pinFor': 'PIN atau kata sandi untuk {user}',
    'vault.pinForRole':
      'PIN atau kata sandi kunci {role, select, active {aktif} other {posting}} yang disimpan untuk {user}',
    'vault.confirmPasskey': 'Konfirmasi dengan passkey Anda…',
    'vault.keeping': 'Mengenkripsi kunci…',
    'vault.passkeyRefused':
      'Passkey Anda tidak membuka kunci, jadi tidak ada yang didekripsi. Coba lagi, atau ketik kunci Anda.',
    'vault.wrongPin': 'PIN salah. Sisa percobaan sebelum kunci dihapus dari perangkat ini: {n}.',
    'vault.erased':
      'Kunci yang disimpan untuk {user} telah dihapus dari perangkat ini (terlalu banyak PIN salah, atau sudah dilupakan). Ketik kunci Anda untuk masuk.',
    'vault.rotated':
      'Kunci yang disimpan di perangkat ini untuk {user} bukan lagi kunci akun itu (sudah diganti), jadi tidak bisa menandatangani. Tekan “Lupakan kunci ini”, lalu ketik kunci yang baru.',
    'vault.pinShort': 'Pilih PIN atau kata sandi minimal 6 karakter.',
    'vault.activeNotTicked': 'Centang kotak untuk menyimpan kunci aktif, atau pilih “Nanti saja”.',
    'vault.noPrf':
      'Passkey ini tidak bisa mengunci kunci di browser ini. Pilih PIN sebagai gantinya.',
    'vault.kept': 'Kunci untuk {user} disimpan di perangkat ini, dikunci dengan passkey Anda.',
    'vault.keptPin': 'Kunci untuk {user} disimpan di perangkat ini, dikunci dengan PIN Anda.',
    'vault.activeHint':
      'Anda masuk dengan kunci aktif. Kunci posting sudah cukup untuk masuk dan lebih aman: gunakan itu lain kali.',
  },
  security: {
    'authorized.intro': {
      source: '7bc4d0214a768be6',
      back: 'Apps and accounts you permit to act for you on Hive. Removing one of them takes effect immediately on the blockchain and for every service; tokens the app still holds stop working for anything that needs your authority.',
    },
    'authorized.keysNeverSent': {
      source: 'cb84bcc63d4f7c27',
      back: 'Only used inside this page to sign; never sent anywhere. They stay filled in while this page is open.',
    },
    'authorized.role': {
      source: 'bf3b6b39d8ded7e4',
      back: 'Posting authority: can publish, vote, follow and update your profile on your behalf / Active authority: can also move your funds and change your authorities / Owner authority: holds full control of your account',
    },
    'authorized.loses': {
      source: '4c609f6001ef25f7',
      back: '{app} will no longer be able to publish, vote, follow or update your profile on your behalf / move your funds or change your authorities / control your account, on any site or service. The tokens it holds stop working for that. You can give it again later by logging in there.',
    },
    'appLimits.endLoses': {
      source: '420267513d4dfc8c',
      back: 'Every login of yours at {app} here ends at once: its tokens stop working, and it can no longer act for you through this service. {app} still holds your posting authority on the blockchain until you remove it above.',
    },
    'signIns.endLoses': {
      source: 'd85201d70c8a1522',
      back: '{app} is logged out at once: its tokens stop working, and it can no longer act for you through this service. It still holds your posting authority on the blockchain until you remove it above. / … its tokens stop working, and it is notified.',
    },
    'signIns.unlisted': {
      source: '6228bcd8343570c4',
      back: '{apps} holds your posting authority but has no login here: can post for you on Hive, and nothing on this page limits it. If you do not use it, remove it above.',
    },
    'register.intro': {
      source: '252f1694ba6b060a',
      back: "An app is a Hive account whose {field} profile states where its users' logins are directed. Only the account's active key can change {field}: accounts holding its posting authority (this service, apps it logged in to) cannot. Registration writes the profile there, in one {op} transaction signed on this page.",
    },
    'register.secretHashHelp': {
      source: '1e4682681468c9ce',
      back: 'The profile only publishes this hash, and anyone can read it: a secret must contain at least {minBits} random bits, or it can be guessed offline. Make one here ({bits} bits) or with {command}.',
    },
    'register.newSecretHelp': {
      source: 'f726e7ed41cb8e30',
      back: "Copy it now to your app's server: it is only shown once, and neither this page nor the blockchain stores it.",
    },
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
    'consent.vaultAbout': {
      source: '9fd8eed08dc515b1',
      back: 'Next time, sign in with one touch instead of typing it. The key is encrypted in this browser and is never sent anywhere; only your passkey or PIN opens it.',
    },
    'consent.vaultActive': {
      source: '206c57c1a2df6049',
      back: 'This is your active key: anyone who opens it can move your funds and change your account. Keep it here only if you sign operations like that on this device.',
    },
  },
};
