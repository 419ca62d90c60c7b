import type { Catalogue } from '../catalogue';

/** Español (neutral, «tú»). */
export const es: Catalogue = {
  review: "drafted (issue 40), needs a native speaker's review",
  messages: {
    'layout.skip': 'Saltar al contenido',
    'layout.navLabel': 'Principal',
    'layout.nav.home': 'Inicio',
    'layout.nav.apps': 'Aplicaciones',
    'layout.nav.authorizedApps': 'Aplicaciones autorizadas',
    'layout.language': 'Idioma',
    'layout.noScript':
      'Esta página necesita JavaScript, y este navegador no lo está ejecutando aquí.',
    'layout.withoutScript':
      'Vuelve a cargar la página. Si no sirve, puede que este navegador bloquee los scripts: permite JavaScript para este sitio o abre esta página en otro dispositivo, como tu teléfono.',
    'layout.loading': 'Preparando esta página… los botones funcionarán en un momento.',
    'layout.loadingLate': 'Todavía no está lista: el script de esta página no ha arrancado.',

    'error.title.invalid_request': 'Esta solicitud no es válida',
    'error.title.unauthorized_client': 'Esta aplicación no está registrada',
    'error.title.not_found': 'No encontrado',
    'error.title.pageNotFound': 'Página no encontrada',
    'error.title.unavailable': 'No se puede llegar a la red de Hive',
    'error.title.signLink': 'Este enlace de firma no se puede firmar',
    'error.title.other': 'Algo salió mal',
    'error.about.invalid_request': 'Falta algo en la solicitud o algo está mal.',
    'error.about.unauthorized_client':
      'La aplicación que te envió aquí no está registrada para esta dirección, así que no puedes iniciar sesión en ella aquí.',
    'error.about.not_found': 'No hay nada en esta dirección.',
    'error.about.unavailable':
      'Este servicio no puede llegar a la red de Hive ahora mismo. Inténtalo de nuevo en un minuto.',
    'error.about.other': 'El servicio no pudo responder a esta solicitud.',
    'error.details': 'Detalles (en inglés)',
    'error.code': 'Código de error: {code}',
    'error.home': 'Ir a la página de inicio',
    'error.fromApp':
      'Si una aplicación te envió aquí, vuelve a ella e inténtalo de nuevo, o avisa a sus desarrolladores.',

    'home.title': 'Inicia sesión con Hive',
    'home.intro':
      'hivegate permite que las aplicaciones te identifiquen con tu cuenta de Hive y que publiquen, voten y sigan por ti cuando se lo permitas.',
    'home.keys':
      'Tus claves se quedan en tu navegador: este servicio nunca las ve. Puedes retirar el acceso de una aplicación en cualquier momento.',
    'home.people': 'Para usuarios de Hive',
    'home.authorizedLink': 'Ver y quitar las aplicaciones que autorizaste',
    'home.authorizedAbout': 'escribe tu nombre de usuario para verlas.',
    'home.appsLink': 'Explorar el directorio de aplicaciones',
    'home.appsAbout': 'aplicaciones que usan este servicio, ordenadas por usuarios diarios.',
    'home.startFromApp':
      'Para iniciar sesión en una aplicación, empieza desde la propia aplicación: ella te envía aquí con su nombre y lo que pide.',
    'home.developers': 'Para desarrolladores',
    'home.sdk':
      'Usa {client}: conserva los nombres de los métodos del SDK {sdk}, y todos sus enlaces y llamadas van a este servicio. Las llamadas a la API del SDK {sdk} también funcionan con {apiURL} en {origin}, pero sus enlaces de inicio de sesión y de firma van a hivesigner.com.',
    'home.endpoint.authorize': 'La página de inicio de sesión y consentimiento ({call} del SDK)',
    'home.endpoint.token':
      'Un código o token de actualización y tu {secret} a cambio de tokens nuevos',
    'home.endpoint.revoke':
      'Cierra la sesión del usuario: el token y toda su autorización dejan de funcionar',
    'home.endpoint.me': 'La cuenta del token',
    'home.endpoint.broadcast':
      'Operaciones de publicación, firmadas por el servicio, en una sola transacción',
    'home.endpoint.apps': 'El directorio de aplicaciones en JSON',
    'home.endpoint.sign':
      'Enlaces de firma para operaciones que necesitan la clave activa del usuario (transferencias)',
    'home.jwks': 'Los tokens son JWT firmados con Ed25519; las claves públicas están en {url}.',
    'home.discovery': 'Descubrimiento de OpenID Connect: {url}.',
    'home.appProfile':
      'Una aplicación es una cuenta de Hive cuyo perfil en {metadata} tiene {type}, sus {uris} y el SHA-256 de su secreto.',
    'home.register': 'Registra una aplicación',
    'home.registerWith': 'con su clave activa.',

    'apps.building': 'El directorio se está construyendo. Inténtalo de nuevo en un minuto.',
    'apps.intro':
      'Aplicaciones que publican a través de este servicio, ordenadas por usuarios diarios de {days, plural, one {el último # día} many {los últimos # días} other {los últimos # días}}.',
    'apps.updated': 'Actualizado: {date}.',
    'apps.unverified':
      'Los nombres y las descripciones los publica cada cuenta de aplicación y no están verificados.',
    'apps.own': '¿Tienes una aplicación? {link} con su clave activa.',
    'apps.featured': 'Destacadas',
    'apps.ranking': 'Clasificación',
    'apps.none': 'Ninguna aplicación se ha usado en este periodo.',
    'apps.allFeatured': 'Todas las aplicaciones usadas en este periodo están destacadas arriba.',
    'apps.new': 'Nueva',
    'apps.weaker': 'Registro más débil',
    'apps.notRegistered': 'No registrada',
    'apps.postingNote':
      'Su configuración de inicio de sesión está en {field}: cualquiera que tenga su autoridad de publicación puede cambiar adónde van los inicios de sesión de sus usuarios. Su dueño puede registrarla con la clave activa: {link}.',
    'apps.noProfile':
      'No hay perfil de aplicación en su {field}: nadie puede iniciar sesión en ella aquí hasta que su dueño la registre: {link}.',
    'apps.users': '{count, plural, one {# usuario} many {# usuarios} other {# usuarios}}',
    'apps.requests':
      '{count, plural, one {# solicitud} many {# solicitudes} other {# solicitudes}}',
    'apps.limitsEnforced':
      'Los límites que sus usuarios fijan aquí se aplican: solo este servicio puede usar la autoridad de publicación que le dan.',
    'apps.limitsNotEnforced':
      'Puede firmar por sus usuarios directamente en la cadena de bloques de Hive, fuera de cualquier límite que fijen aquí: su autoridad de publicación incluye claves o cuentas propias.',

    'device.title': 'Iniciar sesión en un dispositivo',
    'device.codeLabel': 'El código que muestra tu dispositivo',
    'device.continue': 'Continuar',
    'device.next': 'Después verás qué aplicación lo pide, y para qué, antes de firmar nada.',
    'device.codeError':
      'Este código es incorrecto, ha caducado o ya se usó. Revisa el código que muestra tu dispositivo.',
    'device.deniedTitle': 'Dispositivo rechazado',
    'device.denied':
      'El dispositivo será rechazado en su próximo intento; no obtiene acceso a tu cuenta. Puedes cerrar esta página.',
    'device.code': 'Código {code}',
    'device.check':
      'Comprueba que tu dispositivo muestra este mismo código. Si no iniciaste esta sesión en un dispositivo tuyo, recházalo: alguien podría estar intentando entrar en tu cuenta.',
    'device.deny': 'Rechazar este dispositivo',

    'signOut.doneTitle': 'Sesión cerrada',
    'signOut.done':
      '{user} ha cerrado sesión en {app}: sus tokens de acceso y de actualización de ese inicio de sesión ya no funcionan.',
    'signOut.authority':
      'La aplicación conserva la autoridad de publicación que le diste en la cadena, si la tiene. Para quitársela también, hazlo en esta página:',
    'signOut.askTitle': '¿Cerrar sesión?',
    'signOut.askHeading': '¿Cerrar sesión en {app}?',
    'signOut.ask':
      'Una página pide cerrar la sesión de {user} en {app}. Si no lo pediste tú, sigue con la sesión iniciada.',
    'signOut.confirm': 'Cerrar sesión en {app}',
    'signOut.stay': 'Seguir con la sesión iniciada',

    'consent.heading': 'Iniciar sesión en {app}',
    'consent.headingDevice': 'Iniciar sesión en {app} en tu dispositivo',
    'consent.account': 'Tu cuenta de Hive',
    'consent.chooseAccount': 'Elige una cuenta',
    'consent.rememberedAccounts': 'Cuentas en este navegador',
    'consent.username': 'Nombre de usuario de Hive',
    'consent.signWith':
      'Después firma con tu clave privada de publicación o tu contraseña maestra, abajo.',
    'consent.keychain': 'Iniciar sesión con Hive Keychain',
    'signin.limitsStillApply':
      'Los límites que pusiste a esta aplicación siguen vigentes: {limits}',
    'signin.limitsContinue': 'Continuar',
    'consent.or': 'o',
    'consent.keyLabel': 'Clave privada de publicación o contraseña maestra',
    'consent.keyNeverSent':
      'Solo se usa dentro de esta página para firmar; nunca se envía a ningún sitio.',
    'consent.signIn': 'Iniciar sesión',
    'consent.cancel': 'Cancelar y volver',
    'consent.returnsTo': 'Después de iniciar sesión vuelves a {uri}.',
    'consent.deviceGoesOn':
      'Después de iniciar sesión, tu dispositivo continúa solo; nada vuelve a esta página.',
    'consent.unverified': 'No verificada',
    'consent.published':
      'El nombre, la descripción, la imagen y el sitio web los publica la propia {app}; hivegate no los ha comprobado.',
    'consent.mayDo': 'Lo que {app} puede hacer',
    'consent.profile': 'Leer tu perfil público de Hive: nombre visible, imagen y sitio web.',
    'consent.offline':
      'Mantener la sesión iniciada después de cerrar la aplicación (un token de actualización).',
    'consent.grantTitle': 'Dar a {app} autoridad de publicación',
    'consent.grantNotYet':
      'Tu cuenta todavía no permite que {app} actúe por ti. Concederla añade {app} a la autoridad de publicación de tu cuenta en la cadena de bloques de Hive (una transacción {op}).',
    'consent.grantCannot': 'No puede transferir fondos ni cambiar claves.',
    'consent.grantActive':
      'Este cambio necesita tu clave activa. Se mantiene hasta que lo quites en esta página:',
    'consent.grantKeychain': 'Conceder con Hive Keychain',
    'consent.grantOrKey': 'o usa una clave abajo.',
    'consent.activeKeyLabel': 'Clave privada activa o contraseña maestra',
    'consent.grantSubmit': 'Conceder y continuar',

    'limits.adjust': 'Ajustar límites',
    'limits.fixed': 'Tus límites (fijos para este inicio de sesión)',
    'limits.legend': 'Tus límites para {app}',
    'limits.help':
      'Puedes reducir lo que {app} puede hacer, nunca ampliarlo: lo que puede hacer, arriba, cambia a la vez. También puedes terminar su acceso más tarde en la página Aplicaciones autorizadas.',
    'limits.actions': 'Acciones permitidas',
    'limits.votes': 'Votos',
    'limits.voteWeight': 'Voto más grande, en % (como máximo {max})',
    'limits.noDownvotes': 'Sin votos negativos.',
    'limits.allowDownvotes': 'Permitir votos negativos',
    'limits.appMessages': 'Mensajes de aplicación permitidos (custom_json)',
    'limits.perDayMax': 'Máximo de acciones al día (como máximo {max, number})',
    'limits.perDayNone': 'Máximo de acciones al día (vacío: sin límite)',
    'limits.endsAsAsked':
      'El acceso termina el {date}, como pidió {app}: antes que cualquier fin ofrecido aquí. Puedes terminarlo en cualquier momento en la página Aplicaciones autorizadas.',
    'limits.ends': 'El acceso termina',
    'limits.asAsked': '{date} (como pidió {app})',
    'limits.whenRemoved': 'Cuando lo quites',
    'limits.inDays':
      '{days, plural, one {Dentro de # día} many {Dentro de # días} other {Dentro de # días}}',
    'limits.leaveOne': 'Deja al menos una acción permitida, o cancela el inicio de sesión.',
    'limits.weightRange': 'Escribe un peso de voto entre 0,01 y {max} %.',
    'limits.perDayWhole': 'Escribe un número entero de acciones, al menos 1, o déjalo vacío.',
    'limits.perDayRange': 'Escribe un número entero de acciones entre 1 y {max, number}.',

    'grant.loginOnly':
      'Conocer tu nombre de usuario de Hive, para identificarte; no puede actuar por ti en Hive.',
    'grant.learnUsername': 'Conocer tu nombre de usuario de Hive, para identificarte.',
    'grant.actFor': 'Actuar por ti en Hive: {actions}.',
    'grant.neverFunds': 'Nunca puede mover tus fondos ni cambiar tus claves.',
    'grant.allows.vote': 'votar publicaciones y comentarios',
    'grant.allows.comment': 'publicar y editar publicaciones y comentarios',
    'grant.allows.delete_comment': 'borrar tus publicaciones y comentarios',
    'grant.allows.comment_options': 'fijar las opciones de pago de tus publicaciones',
    'grant.allows.custom_json':
      'enviar mensajes de aplicación (seguir, rebloguear, comunidades, juegos)',
    'grant.allows.claim_reward_balance': 'reclamar tus recompensas',
    'grant.allows.account_update2': 'actualizar tu perfil',
    'limit.only': 'Solo estas operaciones: {operations}.',
    'limit.votes': 'Votos de como máximo {percent} %.',
    'limit.votesNoDown': 'Votos de como máximo {percent} %, sin votos negativos.',
    'limit.noDown': 'Sin votos negativos.',
    'limit.appMessagesOnly': 'Mensajes de aplicación (custom_json) solo de los tipos: {ids}.',
    'limit.noAppMessages': 'Sin mensajes de aplicación (custom_json).',
    'limit.perDay':
      '{count, plural, one {Como máximo # acción al día.} many {Como máximo # acciones al día.} other {Como máximo # acciones al día.}}',
    'limit.until': 'Hasta el {date}.',
    'limit.dateTime': '{date}, {time} UTC',
    'reach.enforced':
      'Estos límites se aplican: solo este servicio puede usar la autoridad de publicación que das a {app}, y comprueba cada acción con ellos.',
    'reach.notEnforced':
      'Estos límites solo se aplican a lo que {app} hace a través de este servicio. La autoridad de publicación de {app} también incluye claves o cuentas propias, así que {app} puede firmar por ti directamente en la cadena de bloques de Hive, fuera de cualquier límite, mientras la mantengas en tu autoridad de publicación.',
    'reach.onChain':
      'En la cadena de bloques de Hive, tu autoridad de publicación permite a quien la tenga publicar, votar, seguir, rebloguear y actualizar tu perfil como si fueras tú, sin ningún límite propio.',
    'reach.onlyThrough':
      '{app} solo puede usarla a través de este servicio, que la mantiene dentro de los límites que elegiste.',
    'reach.direct':
      '{app} tiene claves o cuentas que pueden usarla directamente, fuera de los límites que elegiste.',

    'hiveauth.signIn': 'Iniciar sesión con HiveAuth (monedero móvil)',
    'hiveauth.approveOnPhone':
      'Aprueba en tu teléfono con un monedero HiveAuth; aquí no se escribe ninguna clave.',
    'hiveauth.title': 'Aprueba en tu aplicación de monedero',
    'hiveauth.scan':
      'Escanea este código con un monedero HiveAuth (como Hive Keychain para móvil) o, en este teléfono, abre el enlace.',
    'hiveauth.qrSignIn': 'Código QR de la solicitud de inicio de sesión de HiveAuth',
    'hiveauth.qrRegistration': 'Código QR de la solicitud de registro de HiveAuth',
    'hiveauth.open': 'Abrir en la aplicación de monedero',
    'hiveauth.cancelSignIn': 'Cancelar el inicio de sesión con HiveAuth',
    'hiveauth.cancelRegistration': 'Cancelar el registro con HiveAuth',
    'hiveauth.grant': 'Conceder con HiveAuth',
    'hiveauth.grantHelp':
      'Se pide a tu aplicación de monedero que firme este cambio con tu clave activa. Si no puede, concédelo con Hive Keychain o con tu clave activa abajo; después el inicio de sesión continúa en tu monedero.',
    'hiveauth.waiting': 'Esperando a tu aplicación de monedero…',
    'hiveauth.confirm': 'Confirma en tu aplicación de monedero…',
    'hiveauth.timeLeft': 'Tiempo restante: {seconds, number} s',
    'hiveauth.unreachable':
      'No se pudo llegar al relé de HiveAuth. Inténtalo más tarde o inicia sesión con Hive Keychain o una clave.',
    'hiveauth.lost':
      'Se perdió la conexión con el relé de HiveAuth antes de que respondiera tu monedero. Inténtalo de nuevo.',
    'hiveauth.relayError': 'El relé de HiveAuth rechazó la solicitud.',
    'hiveauth.expired':
      'La solicitud de HiveAuth caducó antes de que respondiera tu monedero. Inténtalo de nuevo.',
    'hiveauth.rejected': 'Lo rechazaste en tu monedero.',
    'hiveauth.walletError': 'Tu monedero no pudo firmar la solicitud.',
    'hiveauth.badAnswer': 'Tu monedero envió una respuesta que esta página no puede usar.',
    'hiveauth.cancelled': 'Inicio de sesión con HiveAuth cancelado.',
    'hiveauth.reconnecting': 'Se cortó la conexión con el relé de HiveAuth; reconectando…',

    'signin.keychainNext':
      'Después pulsa Iniciar sesión con Hive Keychain y confirma en Keychain (deja vacío el nombre de usuario para elegir la cuenta allí); o usa una clave abajo.',
    'signin.reading': 'Leyendo tu cuenta…',
    'signin.confirmKeychain': 'Confirma en Hive Keychain…',
    'signin.chooseInKeychain': 'Elige tu cuenta y confirma en Hive Keychain…',
    'signin.signing': 'Iniciando sesión…',
    'signin.failed': 'El inicio de sesión falló.',
    'signin.couldNotStart': 'No se pudo empezar el inicio de sesión.',
    'signin.waitGrant': 'Esperando a que la autorización llegue al servicio…',
    'signin.returning': 'Sesión iniciada como {user}. Volviendo a la aplicación…',
    'signin.expected':
      '{app} esperaba que iniciaras sesión como {expected}. Para iniciar sesión como {user}, vuelve a iniciar sesión.',
    'signin.forget': 'Olvidar',
    'signin.forgetLabel': 'Olvidar {user} en este navegador',
    'signin.chosen': '{user} elegida.',
    'signin.forgotten': '{user} olvidada en este navegador.',
    'signin.deviceDone':
      'Sesión iniciada como {user}. Vuelve a tu dispositivo: continúa solo. Puedes cerrar esta página.',
    'signin.oneMoreStep': 'Un paso más: da a la aplicación autoridad de publicación.',
    'signin.grantTyped':
      '{typed, select, password {La contraseña maestra que escribiste para iniciar sesión también firma este cambio; se guarda en la memoria de esta página solo para este inicio de sesión.} other {La clave que escribiste para iniciar sesión también firma este cambio; se guarda en la memoria de esta página solo para este inicio de sesión.}}',
    'signin.grantKept':
      'La clave activa guardada en este dispositivo, que desbloqueaste para iniciar sesión, también firma este cambio; se guarda en la memoria de esta página solo para este inicio de sesión.',
    'signin.broadcastingGrant': 'Enviando la autorización…',
    'signin.confirmGrantWallet': 'Confirma la autorización en tu aplicación de monedero…',
    'signin.hiveauthApp': 'Iniciar sesión en {app}',

    'common.details': 'Detalles',
    'common.enterUsername':
      'Escribe un nombre de usuario de Hive: de 3 a 16 letras, cifras, puntos o guiones.',
    'common.noAccount': 'La cuenta {user} no existe.',
    'common.enterKey':
      '{role, select, posting {Escribe tu clave privada de publicación o tu contraseña maestra.} active {Escribe tu clave privada activa o tu contraseña maestra.} other {Escribe tu clave privada de propietario o tu contraseña maestra.}}',
    'common.wrongKey': 'Contraseña o clave incorrecta para {user}.',
    'common.notRoleKey':
      '{role, select, posting {Esta no es una clave de publicación de {user}.} active {Esta no es una clave activa de {user}.} other {Esta no es una clave de propietario de {user}.}}',
    'common.serviceAnswered': 'El servicio respondió {status}',
    'common.keychainDeclined': 'Lo rechazaste en Hive Keychain.',
    'common.keychainDidNotSign': 'Hive Keychain no firmó: {said}',

    'authorized.intro':
      'Las apps y cuentas a las que permitiste actuar por ti en Hive. Quitar una surte efecto en la blockchain al instante y para todos los servicios; los tokens que la app aún tenga dejan de servir para todo lo que necesitaba tu autoridad.',
    'authorized.username': 'Tu nombre de usuario de Hive',
    'authorized.show': 'Mostrar las apps autorizadas',
    'authorized.listTitle': 'Cuentas con autoridad sobre {user}',
    'authorized.keys': 'Tus claves',
    'authorized.keysNeverSent':
      'Solo se usan dentro de esta página para firmar; nunca se envían a ningún sitio. Siguen escritas mientras esta página esté abierta.',
    'authorized.keychainFound':
      'Se encontró Hive Keychain: deja un campo vacío para confirmar en Keychain.',
    'authorized.postingKey': 'Clave privada de publicación o contraseña maestra',
    'authorized.postingKeyHelp':
      'Demuestra que eres tú: muestra tus inicios de sesión y los límites de cada app, cambia esos límites, termina inicios de sesión.',
    'authorized.activeKey': 'Clave privada activa o contraseña maestra',
    'authorized.activeKeyHelp':
      'Cambia tu cuenta en la blockchain: quita una app o cuenta de tus autoridades, abajo.',
    'authorized.role':
      '{role, select, posting {Autoridad de publicación: puede publicar, votar, seguir y actualizar tu perfil en tu nombre} active {Autoridad activa: también puede mover tus fondos y cambiar tus autoridades} other {Autoridad de propietario: tiene el control total de tu cuenta}}',
    'authorized.none': 'Ninguna app ni cuenta tiene autoridad sobre esta cuenta.',
    'authorized.alone': 'puede actuar sola',
    'authorized.weight': 'peso {weight} de {threshold}',
    'authorized.remove': 'Quitar',
    'authorized.removeLabel':
      '{role, select, posting {Quitar {app} de tu autoridad de publicación} active {Quitar {app} de tu autoridad activa} other {Quitar {app} de tu autoridad de propietario}}',
    'authorized.confirmTitle':
      '{role, select, posting {¿Quitar {app} de tu autoridad de publicación?} active {¿Quitar {app} de tu autoridad activa?} other {¿Quitar {app} de tu autoridad de propietario?}}',
    'authorized.loses':
      '{role, select, posting {{app} ya no podrá publicar, votar, seguir ni actualizar tu perfil en tu nombre, en ningún sitio ni servicio.} active {{app} ya no podrá mover tus fondos ni cambiar tus autoridades, en ningún sitio ni servicio.} other {{app} ya no podrá controlar tu cuenta, en ningún sitio ni servicio.}} Los tokens que tenga dejan de servir para eso. Puedes volver a concedérsela más tarde iniciando sesión en ella.',
    'authorized.removeApp': 'Quitar {app}',
    'authorized.keep': 'Conservarla',
    'authorized.removing': 'Quitando {app}…',
    'authorized.removed':
      '{role, select, posting {{app} se quitó de tu autoridad de publicación.} active {{app} se quitó de tu autoridad activa.} other {{app} se quitó de tu autoridad de propietario.}}',
    'authorized.limits': 'Límites',
    'authorized.limitsLabel': 'Poner límites a {app}',
    'appLimits.title': 'Límites de {app}',
    'appLimits.onlyStricter':
      'Los límites solo se vuelven más estrictos: cada valor que escribas debe ser menor que el vigente. Se firma con tu clave de publicación de arriba, o con Keychain.',
    'appLimits.voteWeight': 'Voto más fuerte, en % (vacío: sin cambios)',
    'appLimits.voteWeightNow':
      'Voto más fuerte, en % (ahora como máximo {percent}; vacío: sin cambios)',
    'appLimits.noDownvotes': 'Sin votos negativos',
    'appLimits.noDownvotesInForce': 'Sin votos negativos (ya vigente)',
    'appLimits.perDay': 'Máximo de acciones al día (vacío: sin cambios)',
    'appLimits.perDayNow':
      'Máximo de acciones al día (ahora como máximo {count}; vacío: sin cambios)',
    'appLimits.endNow': 'Terminar su acceso ahora',
    'appLimits.save': 'Guardar límites',
    'appLimits.cancel': 'Cancelar',
    'appLimits.keepAccess': 'Conservar su acceso',
    'appLimits.none': 'Sin límites: puede hacer todo lo que concedió su inicio de sesión.',
    'appLimits.noSignIn':
      '{app} tiene tu autoridad de publicación sin un inicio de sesión aquí, así que ningún límite de esta página alcanza lo que hace en la blockchain. Los límites que pongas ahora valen para cualquier inicio de sesión en ella aquí.',
    'appLimits.inForce': 'Vigente ahora: {limits}',
    'appLimits.inForceSince': 'Vigente ahora en tu inicio de sesión del {date}: {limits}',
    'appLimits.badWeight': 'Escribe un peso de voto entre 0,01 y 100 %.',
    'appLimits.badPerDay': 'Escribe un número entero de acciones, como mínimo 1.',
    'appLimits.notStricter':
      'Ya vigente: {limit} Los límites solo se vuelven más estrictos: escribe menos o déjalo vacío.',
    'appLimits.chooseOne': 'Elige un límite, o Cancelar.',
    'appLimits.endTitle': '¿Terminar ahora el acceso de {app}?',
    'appLimits.endLoses':
      'Cada inicio de sesión tuyo en {app} aquí termina al instante: sus tokens dejan de servir y ya no puede actuar por ti a través de este servicio. {app} conserva tu autoridad de publicación en la blockchain hasta que la quites arriba.',
    'appLimits.end': 'Terminar el acceso de {app}',
    'appLimits.notSaved': 'No se pudieron guardar los límites.',
    'appLimits.ended':
      'El acceso de {app} aquí terminó: sus inicios de sesión acabaron. Sigue teniendo tu autoridad de publicación en la blockchain; quítala arriba si no la usas.',
    'appLimits.operations': 'Acciones que puede realizar',
    'appLimits.leaveOne': 'Deja al menos una acción permitida, o pon fin a su acceso.',
    'appLimits.saved': 'Límites de {app} guardados.',
    'appLimits.savedAny':
      'Límites de {app} guardados; valen para cualquier inicio de sesión en ella aquí: {limits}',
    'activity.title': 'Lo que cada app hizo con tu cuenta',
    'activity.intro':
      'Cada transacción que una app transmitió por ti a través de este servicio, la más reciente primero, con su estado en la blockchain.',
    'activity.none': 'Ninguna app ha transmitido nada por ti a través de este servicio todavía.',
    'activity.totals':
      'Transacciones en las últimas 24 horas: {day, number}; en los últimos 30 días: {month, number}.',
    'activity.row': '{when}: {operations}',
    'activity.status':
      '{status, select, sent {Enviada, aún en ningún bloque} included {En el bloque {block}} irreversible {Definitiva, en el bloque {block}} expired {Caducada: nunca incluida} refused {Rechazada por la red: {why}} other {{status}}}',
    'activity.byAppKey': 'Firmada por la propia app, no a través de este servicio.',
    'activity.tx': 'Transacción {id} en un explorador de bloques',
    'activity.more': 'Mostrar anteriores',
    'activity.reading': 'Leyendo lo que hicieron las apps…',
    'activity.csv': 'Descargar CSV',
    'activity.json': 'Descargar JSON',
    'activity.downloading': 'Preparando la descarga…',
    'signIns.title': 'Tus inicios de sesión aquí',
    'signIns.intro':
      'Cada app en la que iniciaste sesión a través de este servicio, también las que solo supieron quién eres, con los límites vigentes en cada una. Terminar uno cierra tu sesión en ella al instante; la app recibe el aviso. Mostrarlos demuestra que eres tú: se firma con tu clave de publicación de arriba, o con Keychain.',
    'signIns.show': 'Mostrar mis inicios de sesión',
    'signIns.endTheSignIn': 'Terminar el inicio de sesión',
    'signIns.ended': 'Se terminó el inicio de sesión en {app}.',
    'signIns.notRead': 'No se pudieron leer tus inicios de sesión.',
    'signIns.ending': 'Terminando el inicio de sesión…',
    'signIns.reading': 'Leyendo tus inicios de sesión…',
    'signIns.none': 'No tienes ningún inicio de sesión a través de este servicio.',
    'signIns.unlisted':
      '{count, plural, one {{apps} tiene tu autoridad de publicación pero ningún inicio de sesión aquí: puede publicar por ti en Hive, y nada en esta página la limita. Si no la usas, quítala arriba.} many {{apps} tienen tu autoridad de publicación pero ningún inicio de sesión aquí: pueden publicar por ti en Hive, y nada en esta página las limita. Si no las usas, quítalas arriba.} other {{apps} tienen tu autoridad de publicación pero ningún inicio de sesión aquí: pueden publicar por ti en Hive, y nada en esta página las limita. Si no las usas, quítalas arriba.}}',
    'signIns.row':
      '{kind, select, posting {{app}: puede actuar por ti, desde el {since}, último uso el {used}} other {{app}: solo inicio de sesión, desde el {since}, último uso el {used}}}',
    'signIns.rowNamed':
      '{kind, select, posting {{app} ({name}): puede actuar por ti, desde el {since}, último uso el {used}} other {{app} ({name}): solo inicio de sesión, desde el {since}, último uso el {used}}}',
    'signIns.limits': 'Límites: {limits}',
    'signIns.madeWith': 'Firmado con {wallet}; dispositivo: {device}',
    'signIns.madeWithWallet': 'Firmado con {wallet}',
    'signIns.typedKey': 'una clave escrita',
    'signIns.keptKey':
      'una clave guardada en este dispositivo, desbloqueada con {lock, select, passkey {una llave de acceso} other {un PIN}}',
    'signIns.noEnd':
      '{kind, select, posting {Sin fecha de fin: sus tokens actuales duran hasta el {date}, y la app puede renovarlos.} other {Sin fecha de fin: sus tokens actuales duran hasta el {date}.}}',
    'signIns.end': 'Terminar',
    'signIns.endLabel': 'Terminar el inicio de sesión en {app} desde el {since}',
    'signIns.endTitle': '¿Terminar el inicio de sesión en {app}?',
    'signIns.endLoses':
      '{kind, select, posting {Se cierra la sesión de {app} al instante: sus tokens dejan de servir y ya no puede actuar por ti a través de este servicio. Conserva tu autoridad de publicación en la blockchain hasta que la quites arriba.} other {Se cierra la sesión de {app} al instante: sus tokens dejan de servir, y recibe el aviso.}}',
    'register.title': 'Registrar una app',
    'register.intro':
      'Una app es una cuenta de Hive cuyo perfil en {field} dice adónde van los inicios de sesión de sus usuarios. Solo la clave activa de la cuenta puede cambiar {field}: las cuentas que tienen su autoridad de publicación (este servicio, las apps en las que inició sesión) no pueden. Registrar escribe el perfil ahí, en una sola transacción {op} firmada en esta página.',
    'register.accountTitle': 'La cuenta de la app',
    'register.username': 'Cuenta de la app (nombre de usuario de Hive)',
    'register.usernameHelp':
      'Lee su perfil actual para partir de él: una app registrada al estilo de HiveSigner (en {field}) se copia.',
    'register.readProfile': 'Leer su perfil actual',
    'register.whereTitle': 'Adónde van los inicios de sesión',
    'register.readFrom': 'Se lee solo de {field}.',
    'register.redirects': 'URI de redirección, una por línea',
    'register.redirectsHelp':
      'Deben coincidir exactamente; una de loopback ({example}) acepta cualquier puerto.',
    'register.authMethod': 'Cómo demuestra la app que es la app',
    'register.method.basic': 'Secreto de cliente, HTTP Basic',
    'register.method.post': 'Secreto de cliente, en el cuerpo',
    'register.method.none': 'Sin secreto (cliente público)',
    'register.authMethodHelp':
      'Una app con servidor guarda allí un secreto de cliente. Una página o una app de móvil no puede guardarlo: es un cliente público y se demuestra solo con PKCE.',
    'register.secretHash': 'SHA-256 del secreto de cliente (64 caracteres hexadecimales)',
    'register.secretHashHelp':
      'El perfil publica solo este hash, y cualquiera puede leerlo: un secreto debe tener al menos {minBits} bits aleatorios, o puede adivinarse sin conexión. Crea uno aquí ({bits} bits) o con {command}.',
    'register.makeSecret': 'Crear un secreto de cliente nuevo',
    'register.newSecret': 'Tu nuevo secreto de cliente',
    'register.newSecretHelp':
      'Cópialo ya en el servidor de tu app: se muestra una sola vez, y ni esta página ni la cadena lo guardan.',
    'register.logoutUri': 'URI de cierre de sesión back-channel (opcional)',
    'register.logoutUriHelp':
      'Recibe el aviso cuando termina el inicio de sesión de un usuario (OpenID Connect Back-Channel Logout).',
    'register.postLogoutUris': 'URI de redirección tras cerrar sesión, una por línea (opcional)',
    'register.idTokenAlg': 'Firma del id_token',
    'register.defaultAlg': '{alg} (predeterminada)',
    'register.displayTitle': 'Lo que ven los usuarios',
    'register.displayHelp':
      'Se muestra en la página de inicio de sesión y en el directorio, marcado como no verificado.',
    'register.name': 'Nombre',
    'register.about': 'Descripción',
    'register.website': 'Sitio web',
    'register.picture': 'Imagen (una URL https)',
    'register.signTitle': 'Firmar con la clave activa',
    'register.keychain': 'Registrar con Hive Keychain',
    'register.hiveAuth': 'Registrar con HiveAuth (billetera móvil)',
    'register.activeKey': 'Clave privada activa o contraseña maestra de la cuenta de la app',
    'register.submit': 'Registrar con la clave activa',
    'register.postingNote':
      'Para que las publicaciones y votos de sus usuarios pasen por este servicio, la autoridad de publicación de la app también debe incluir la cuenta de este servicio.',
    'register.secretMade':
      'Se creó un secreto de cliente nuevo. Cópialo en el servidor de tu app antes de registrar.',
    'register.reading': 'Leyendo la cuenta…',
    'register.noProfile': '{app} aún no tiene perfil de app: rellena el formulario.',
    'register.readActive': 'Se leyó el perfil de app de {app} desde {field}.',
    'register.readPosting':
      'Se leyó el perfil de app de {app} desde {posting} (al estilo de HiveSigner): registrar lo escribe en {field}.',
    'register.broadcasting': 'Transmitiendo el registro…',
    'register.hiveAuthAbout': 'Registrar la app {app}',
    'register.needRedirect': 'Escribe al menos una URI de redirección.',
    'register.badHash':
      'Escribe el SHA-256 del secreto de cliente como 64 caracteres hexadecimales, o crea un secreto de cliente nuevo.',
    'register.notUrl': '«{url}» no es una URL absoluta (como https://app.example/callback).',
    'register.fragment': '«{url}» no puede tener un #fragmento.',
    'register.done':
      'Registrada: el perfil de app de {app} está en su {field}. Los inicios de sesión lo usan en segundos.',
    'register.doneTx':
      'Registrada: el perfil de app de {app} está en su {field} (transacción {tx}). Los inicios de sesión lo usan en segundos.',
    'register.addService':
      'Deja que {service} publique por la app: añádelo a la autoridad de publicación de la cuenta de la app en este mismo paso',
    'register.serviceAdded':
      '{service} ya está en la autoridad de publicación de {app}: lo que se publique por sus usuarios pasa por este servicio.',
    'register.serviceAlready':
      '{service} ya estaba en la autoridad de publicación de {app}: no hay nada que cambiar ahí.',
    'register.serviceMissing':
      '{service} no está en la autoridad de publicación de {app}: este servicio rechaza sus publicaciones hasta que lo esté.',
    'register.nextTitle': 'Qué sigue',
    'register.clientId': 'El {field} de la app',
    'register.signInUrl': 'Una URL de inicio de sesión a la que enviar a los usuarios',
    'register.tokenExchange': 'El canje por tokens, en tu servidor',
    'register.copy': 'Copiar',
    'register.copied': 'Copiado',

    'wallet.other': 'Otros monederos:',
    'wallet.otherAuthorized': 'O firma con otro monedero (deja vacío un campo de clave):',
    'wallet.signIn': 'Iniciar sesión con {wallet}',
    'wallet.sign': 'Firmar con {wallet}',
    'wallet.grant': 'Conceder con {wallet}',
    'wallet.grantYours': 'Conceder con tu monedero',
    'wallet.grantHelp': 'Se pide a tu monedero que firme este cambio con tu clave activa.',
    'wallet.opening': 'Abriendo {wallet}…',
    'wallet.cancel': 'Cancelar',
    'wallet.emptyFields': 'Los campos de clave vacíos ahora firman con {wallet}.',
    'wallet.broadcasting': 'Enviando…',
    'wallet.noAccount':
      '{wallet} no tiene ninguna clave de una cuenta de Hive. Escribe tu nombre de usuario o añade tu cuenta allí.',
    'wallet.severalAccounts': '{wallet} tiene claves de {accounts}: escribe la que quieres usar.',
    'peakvault.notInstalled': 'PeakVault no está instalado en este navegador (o está desactivado).',
    'peakvault.confirm': 'Confirma en PeakVault (como {user})…',
    'peakvault.declined': 'Lo rechazaste en PeakVault.',
    'peakvault.failed': 'PeakVault no firmó: {said}',
    'peakvault.wrongAccount':
      'PeakVault firmó con una clave que no es una clave de publicación, activa ni de propietario de {user}. Elige {user} en PeakVault o añade allí su clave.',
    'metamask.notInstalled':
      'MetaMask no está disponible aquí o no puede ejecutar snaps. Instala MetaMask o elige otra forma de firmar.',
    'metamask.connect': 'Permite el snap Hive Wallet en MetaMask…',
    'metamask.confirm': 'Confirma en MetaMask (como {user})…',
    'metamask.declined': 'Lo rechazaste en MetaMask.',
    'metamask.failed': 'MetaMask no firmó: {said}',
    'metamask.wrongAccount':
      '{role, select, posting {El snap Hive Wallet de MetaMask no tiene ninguna clave de publicación de {user}.} active {El snap Hive Wallet de MetaMask no tiene ninguna clave activa de {user}.} other {El snap Hive Wallet de MetaMask no tiene ninguna clave de propietario de {user}.}} Firma con otro monedero o como la cuenta que tiene el snap.',
    'metamask.noMessages':
      'El snap Hive Wallet solo firma transacciones, no este mensaje: elige otra billetera o escribe tu clave.',
    'ledger.noWebUsb':
      'Este navegador no puede comunicarse con un Ledger (no tiene WebUSB). Prueba Chrome, Edge o Brave.',
    'ledger.connect':
      'Conecta tu Ledger por USB, desbloquéalo, abre la app de Hive y elige el dispositivo…',
    'ledger.noDevice':
      'No se eligió ningún Ledger. Conéctalo por USB, desbloquéalo, abre la app de Hive y elígelo en la lista que muestra el navegador.',
    'ledger.appNotOpen': 'Abre la app de Hive en tu Ledger y vuelve a intentarlo.',
    'ledger.locked': 'Desbloquea tu Ledger, abre la app de Hive y vuelve a intentarlo.',
    'ledger.hashSigningOff':
      'Activa la firma de hash en los ajustes de la app de Hive de tu Ledger (el inicio de sesión se firma como un hash) y vuelve a intentarlo.',
    'ledger.reading': 'Leyendo las claves de tu Ledger…',
    'ledger.confirmSignIn':
      'Revisa el inicio de sesión en tu Ledger y confírmalo allí (como {user})…',
    'ledger.confirmTransaction':
      'Revisa la transacción en tu Ledger y confírmala allí (como {user})…',
    'ledger.declined': 'Lo rechazaste en tu Ledger.',
    'ledger.cancelled': 'Cancelaste el intento con Ledger. No se firmó nada.',
    'ledger.failed': 'Tu Ledger no firmó: {said}',
    'ledger.wrongAccount':
      '{role, select, posting {Este Ledger no tiene ninguna clave de publicación, activa ni de propietario de {user}} active {Este Ledger no tiene ninguna clave activa ni de propietario de {user}} other {Este Ledger no tiene ninguna clave de propietario de {user}}} (se buscó en las cuentas de Hive 1 a {accounts, number}). Conecta el Ledger que la tiene o firma como la cuenta que tiene.',

    'sign.pageTitle': 'Firmar una transacción',
    'sign.titleMany':
      '{count, plural, one {Firmar # operación} many {Firmar # operaciones} other {Firmar # operaciones}}',
    'sign.key':
      '{role, select, posting {clave de publicación} active {clave activa} other {clave de propietario}}',
    'sign.asks':
      '{count, plural, one {Un enlace te pide firmar esta operación con tu {key} y transmitirla a Hive.} many {Un enlace te pide firmar estas operaciones con tu {key} y transmitirlas a Hive.} other {Un enlace te pide firmar estas operaciones con tu {key} y transmitirlas a Hive.}}',
    'sign.asksSignOnly':
      '{count, plural, one {Un enlace te pide firmar esta operación con tu {key} (solo se firma: la firma vuelve al sitio, que puede transmitirla).} many {Un enlace te pide firmar estas operaciones con tu {key} (solo se firman: la firma vuelve al sitio, que puede transmitirla).} other {Un enlace te pide firmar estas operaciones con tu {key} (solo se firman: la firma vuelve al sitio, que puede transmitirla).}}',
    'sign.checkEvery': 'Revisa cada línea: una vez transmitida, no se puede deshacer.',
    'sign.warning': 'Atención:',
    'sign.exactData': 'Datos exactos de la operación',
    'sign.signAs': 'Firmar como',
    'sign.signerFixed': 'El enlace pide que firme {user}.',
    'sign.keychain': 'Firmar con Hive Keychain',
    'sign.keyLabel':
      '{role, select, posting {Clave privada de publicación o contraseña maestra} active {Clave privada activa o contraseña maestra} other {Clave privada de propietario o contraseña maestra}}',
    'sign.submit': 'Firmar y transmitir',
    'sign.submitSignOnly': 'Firmar',
    'sign.cancel': 'Cancelar',
    'sign.done': 'Hecho',
    'sign.txId': 'Id. de la transacción: {id}',
    'sign.doneReturn': 'El sitio pidió verte de vuelta en {destination}.',
    'sign.continueTo': 'Continuar a {host}',
    'sign.goBack': 'Volver a donde estabas',
    'sign.fromApp': 'De {app}',
    'sign.callbackValue':
      '{name, select, sig {[firma]} id {[id. de la transacción]} block {[número de bloque]} other {[posición en el bloque]}}',
    'sign.afterShowsId': 'Después, esta página muestra el id. de la transacción.',
    'sign.afterReturn': 'Después vuelves a {app} ({user}) en {url}, una dirección que registró.',
    'sign.afterLink':
      'Después, esta página muestra el id. de la transacción y un enlace a {url}; el enlace no nombra una aplicación que lo haya registrado, así que tú eliges si seguirlo.',

    'refusal.authority':
      '{user} no puede firmar esto con esa clave: necesita {role, select, posting {la autoridad de publicación} active {la autoridad activa} other {la autoridad de propietario}} de {user}.',
    'refusal.authorityFor':
      '{signer} no puede firmar esto como {actor}: actúa en nombre de {actor}, y solo {role, select, posting {la autoridad de publicación} active {la autoridad activa} other {la autoridad de propietario}} de {actor} (o una cuenta que liste) puede firmarlo.',
    'refusal.noPost': 'La publicación {post} no existe (o ya no existe).',
    'refusal.noPostNamed': 'La publicación que nombra no existe.',
    'refusal.funds': '{user} no tiene fondos suficientes para esto.',
    'refusal.rc':
      '{user} no tiene suficientes créditos de recursos (RC) ahora mismo: espera a que se recarguen o haz power up de HIVE.',
    'refusal.other': 'La red de Hive rechazó esta transacción; no se hizo nada.',

    'sign.signing': 'Firmando…',
    'sign.cancelledReturning': 'Cancelado. Volviendo a la aplicación…',
    'sign.nothingDone': 'No se firmó ni se envió nada, y no se le dijo nada al sitio.',
    'sign.cancelled': 'Cancelado',
    'sign.mustSigner': 'Este enlace debe firmarlo {user}.',
    'sign.doneReturning': 'Hecho. Volviendo a la aplicación…',
    'sign.signedOnly': 'Firmado, no transmitido',
    'sign.doneSignedOnly': 'Hecho: firmado, no transmitido',
    'sign.signedBroadcast': 'Firmado y transmitido',
    'sign.doneBroadcast': 'Hecho: firmado y transmitido',
    'sign.inBlock': 'Incluido en el bloque {block}.',
    'sign.signature': 'Firma: {sig}',
    'op.you': 'tú (la cuenta que firma)',
    'op.noMemo': '(sin memo)',
    'op.none': '(ninguno)',
    'op.percent': '{percent} %',
    'op.memoUnencrypted':
      'El memo empieza por «#», que pide cifrarlo, pero esta página no cifra memos: se publicaría tal como está escrito.',
    'op.row.voter': 'Votante',
    'op.row.post': 'Publicación',
    'op.row.weight': 'Peso',
    'op.row.account': 'Cuenta',
    'op.row.amount': 'Importe',
    'op.row.from': 'De',
    'op.row.to': 'Para',
    'op.row.memo': 'Memo',
    'op.row.shares': 'Participaciones',
    'op.row.witness': 'Testigo',
    'op.row.proxy': 'Proxy',
    'op.title.vote': 'Votar {percent} % en {post}',
    'op.title.claim': 'Reclamar recompensas',
    'op.title.transfer': 'Enviar {amount} a {to}',
    'op.title.recurrent':
      'Enviar {amount} a {to} cada {hours, plural, one {# hora} many {# horas} other {# horas}}, {times, plural, one {# vez} many {# veces} other {# veces}}',
    'op.title.powerUp': 'Power up de {amount}',
    'op.title.powerDown': 'Power down de {amount}',
    'op.title.delegate': 'Delegar {amount} a {to}',
    'op.title.toSavings': 'Mover {amount} a ahorros',
    'op.title.fromSavings': 'Retirar {amount} de ahorros (llega al cabo de 3 días)',
    'op.title.witnessVote': 'Votar por el testigo {witness}',
    'op.title.witnessUnvote': 'Quitar tu voto al testigo {witness}',
    'op.title.proxy': 'Dejar que {proxy} vote por testigos en tu nombre',
    'op.title.proxyClear': 'Quitar tu proxy de votación de testigos',
    'op.title.other': 'Operación {name}',
    'op.danger.owner':
      'Esto reemplaza tu autoridad de propietario por {holders}; quien la tenga es dueño de tu cuenta: puede cambiar todas las claves y dejarte fuera.',
    'op.danger.active':
      'Esto reemplaza tu autoridad activa por {holders}; quien la tenga puede mover tus fondos y cambiar tus otras claves.',
    'op.danger.posting':
      'Esto reemplaza tu autoridad de publicación por {holders}; quien la tenga puede publicar, votar y seguir en tu nombre.',
    'op.danger.noKey': 'ninguna clave',
    'op.danger.memoKey':
      'Tu clave de memo pasa a ser {key}: quien la tenga puede leer tus memos cifrados.',
    'op.danger.yourAccount': 'tu cuenta',
    'op.danger.recoveryAccount':
      'Esto hace de {recovery} la cuenta de recuperación de {account} dentro de 30 días: solo {recovery} podrá entonces ayudarte a recuperar la cuenta si te roban la clave de propietario.',
    'op.danger.requestRecovery':
      'Esto permite que {account} sea tomada con una nueva autoridad de propietario ({holders}); quien la tenga es dueño de la cuenta.',
    'op.danger.recover':
      'Esto reemplaza la autoridad de propietario de {account} por {holders}; quien la tenga es dueño de la cuenta.',
    'op.danger.withdrawRoute':
      'A partir de ahora, el {percent} % de lo que {account} retire con power down va a {to}.',
    'op.danger.declineVoting':
      'Esto renuncia para siempre a tus votos de gobernanza (testigos y propuestas): no se puede deshacer.',
    'op.danger.unknown':
      'Esta operación puede cambiar quién controla tu cuenta. Continúa solo si pediste exactamente esto.',
    'consent.vaultRemember': 'Recordar esta clave en este dispositivo',
    'consent.vaultTitle': '¿Recordar esta clave en este dispositivo?',
    'consent.vaultAbout':
      'La próxima vez, inicia sesión con un toque en lugar de escribirla. La clave se cifra en este navegador y nunca se envía a ningún sitio; solo tu llave de acceso o tu PIN la desbloquea.',
    'consent.vaultActive':
      'Esta es tu clave activa: quien la desbloquee puede mover tus fondos y cambiar tu cuenta. Guárdala aquí solo si firmas esas operaciones en este dispositivo.',
    'consent.vaultActiveTick': 'Guardar mi clave activa en este dispositivo',
    'consent.vaultPasskey': 'Recordar con una llave de acceso',
    'consent.vaultPinLabel': 'O bloquéala con un PIN o una contraseña (al menos 6 caracteres)',
    'consent.vaultPin': 'Recordar con este PIN',
    'consent.vaultSkip': 'Ahora no',
    'consent.vaultUnlock': 'Desbloquear e iniciar sesión',
    'consent.noWallet':
      'No hay ninguna billetera de Hive instalada en este navegador. Puedes iniciar sesión aquí con una llave de acceso o escribiendo una clave, o instalar una:',
    'consent.noWalletKeychain':
      'Hive Keychain (para navegadores de escritorio, y una app para móviles)',
    'consent.noWalletHiveAuth': 'HiveAuth (billeteras móviles que firman por ti)',
    'vault.signInPasskey': 'Iniciar sesión como {user} con tu llave de acceso',
    'vault.signInPin': 'Iniciar sesión como {user} con tu PIN',
    'vault.signKept': 'Firmar con la clave guardada en este dispositivo',
    'vault.forgetKey': 'Olvidar esta clave',
    'vault.keyLock':
      '{role, select, active {Clave activa} other {Clave de publicación}} guardada en este dispositivo, bloqueada por {lock, select, passkey {tu llave de acceso} other {tu PIN}}.',
    'vault.forgetRoleLabel':
      'Olvidar la clave {role, select, active {activa} other {de publicación}} guardada para {user} en este dispositivo',
    'vault.forgetAll': 'Olvidar todo en este dispositivo',
    'vault.keyForgotten': 'La clave guardada para {user} se ha borrado de este dispositivo.',
    'vault.allForgotten':
      'Se han borrado todas las cuentas y claves guardadas en este dispositivo.',
    'vault.pinFor': 'PIN o contraseña de {user}',
    'vault.pinForRole':
      'PIN o contraseña de la clave {role, select, active {activa} other {de publicación}} guardada para {user}',
    'vault.confirmPasskey': 'Confirma con tu llave de acceso…',
    'vault.keeping': 'Cifrando la clave…',
    'vault.passkeyRefused':
      'Tu llave de acceso no desbloqueó la clave, así que no se descifró nada. Inténtalo de nuevo o escribe tu clave.',
    'vault.wrongPin':
      'PIN incorrecto. Intentos restantes antes de borrar la clave de este dispositivo: {n}.',
    'vault.erased':
      'La clave guardada para {user} se ha borrado de este dispositivo (demasiados PIN incorrectos, o se olvidó). Escribe tu clave para iniciar sesión.',
    'vault.rotated':
      'La clave guardada en este dispositivo para {user} ya no es una clave de la cuenta (se cambió), así que no puede firmar. Pulsa «Olvidar esta clave» y escribe la nueva clave.',
    'vault.pinShort': 'Elige un PIN o una contraseña de al menos 6 caracteres.',
    'vault.activeNotTicked': 'Marca la casilla para guardar una clave activa, o elige «Ahora no».',
    'vault.noPrf':
      'Esta llave de acceso no puede bloquear una clave en este navegador. Elige un PIN en su lugar.',
    'vault.kept':
      'La clave de {user} está guardada en este dispositivo, bloqueada por tu llave de acceso.',
    'vault.keptPin': 'La clave de {user} está guardada en este dispositivo, bloqueada por tu PIN.',
    'vault.activeHint':
      'Has iniciado sesión con tu clave activa. Tu clave de publicación basta para iniciar sesión y es más segura: úsala la próxima vez.',
  },
  security: {
    'authorized.intro': {
      source: '7bc4d0214a768be6',
      back: 'The apps and accounts you allowed to act for you on Hive. Removing one takes effect on the blockchain instantly and for all services; the tokens the app still has stop serving for everything that needed your authority.',
    },
    'authorized.keysNeverSent': {
      source: 'cb84bcc63d4f7c27',
      back: 'They are only used inside this page to sign; they are never sent anywhere. They stay written while this page is open.',
    },
    'authorized.role': {
      source: 'bf3b6b39d8ded7e4',
      back: 'Publishing authority: can publish, vote, follow and update your profile in your name / Active authority: can also move your funds and change your authorities / Owner authority: has total control of your account',
    },
    'authorized.loses': {
      source: '4c609f6001ef25f7',
      back: '{app} will no longer be able to publish, vote, follow or update your profile in your name / move your funds or change your authorities / control your account, on any site or service. The tokens it has stop serving for that. You can grant it again later by signing in to it.',
    },
    'appLimits.endLoses': {
      source: '420267513d4dfc8c',
      back: 'Each sign-in of yours at {app} here ends instantly: its tokens stop serving and it can no longer act for you through this service. {app} keeps your publishing authority on the blockchain until you remove it above.',
    },
    'signIns.endLoses': {
      source: 'd85201d70c8a1522',
      back: "{app}'s session is closed instantly: its tokens stop serving and it can no longer act for you through this service. It keeps your publishing authority on the blockchain until you remove it above. / … its tokens stop serving, and it gets notified.",
    },
    'signIns.unlisted': {
      source: '6228bcd8343570c4',
      back: '{apps} has (have) your publishing authority but no sign-in here: it (they) can publish for you on Hive, and nothing on this page limits it (them). If you do not use it (them), remove it (them) above.',
    },
    'register.intro': {
      source: '252f1694ba6b060a',
      back: "An app is a Hive account whose profile in {field} says where its users' sign-ins go. Only the account's active key can change {field}: the accounts that have its publishing authority (this service, the apps it signed in to) cannot. Registering writes the profile there, in a single {op} transaction signed on this page.",
    },
    'register.secretHashHelp': {
      source: '1e4682681468c9ce',
      back: 'The profile publishes only this hash, and anyone can read it: a secret must have at least {minBits} random bits, or it can be guessed offline. Create one here ({bits} bits) or with {command}.',
    },
    'register.newSecretHelp': {
      source: 'f726e7ed41cb8e30',
      back: "Copy it now to your app's server: it is shown only once, and neither this page nor the chain keeps it.",
    },
    'consent.keyNeverSent': {
      source: '11f58d2b20621d9b',
      back: 'It is only used inside this page to sign; it is never sent to any place.',
    },
    'consent.published': {
      source: '5c10f5d5b2b9c3fe',
      back: 'The name, the description, the image and the website are published by {app} itself; hivegate has not checked them.',
    },
    'consent.grantNotYet': {
      source: '01d705fdf020c399',
      back: "Your account does not yet allow {app} to act for you. Granting it adds {app} to your account's posting authority on the Hive blockchain (a {op} transaction).",
    },
    'consent.grantCannot': {
      source: 'd81c0ce89115b640',
      back: 'It cannot transfer funds or change keys.',
    },
    'consent.grantActive': {
      source: '4f7e888f01dd0890',
      back: 'This change needs your active key. It is kept until you remove it on this page:',
    },
    'grant.loginOnly': {
      source: '45c8e6eeddf12361',
      back: 'Know your Hive username, to identify you; it cannot act for you on Hive.',
    },
    'grant.neverFunds': {
      source: '04c3f0957208280b',
      back: 'It can never move your funds or change your keys.',
    },
    'reach.enforced': {
      source: '23984a046ac1a7ae',
      back: 'These limits are applied: only this service can use the posting authority you give {app}, and it checks each action against them.',
    },
    'reach.notEnforced': {
      source: 'd2e1c4ea0a470550',
      back: "These limits only apply to what {app} does through this service. {app}'s posting authority also includes its own keys or accounts, so {app} can sign for you directly on the Hive blockchain, outside any limit, while you keep it in your posting authority.",
    },
    'reach.onChain': {
      source: 'e71593026db82c4d',
      back: 'On the Hive blockchain, your posting authority lets whoever has it publish, vote, follow, reblog and update your profile as if they were you, without any limit of its own.',
    },
    'reach.direct': {
      source: '83fae24b2a14d262',
      back: '{app} has keys or accounts that can use it directly, outside the limits you chose.',
    },
    'device.check': {
      source: 'b83849fb4ebce799',
      back: 'Check that your device shows this same code. If you did not start this session on a device of yours, reject it: someone could be trying to get into your account.',
    },
    'home.keys': {
      source: 'b95ae05dbbe19cf4',
      back: "Your keys stay in your browser: this service never sees them. You can withdraw an application's access at any time.",
    },
    'hiveauth.approveOnPhone': {
      source: 'e8ebf991dbc6a245',
      back: 'Approve on your phone with a HiveAuth wallet; no key is typed here.',
    },
    'op.memoUnencrypted': {
      source: '53086fa05cc731c1',
      back: 'The memo starts with "#", which asks to encrypt it, but this page does not encrypt memos: it would be published just as it is written.',
    },
    'op.danger.owner': {
      source: '38d31772fe52a35f',
      back: 'This replaces your owner authority with {holders}; whoever has it owns your account: they can change all the keys and leave you out.',
    },
    'op.danger.active': {
      source: '55b80f219c3ead5a',
      back: 'This replaces your active authority with {holders}; whoever has it can move your funds and change your other keys.',
    },
    'op.danger.posting': {
      source: '24e237bc36820a1e',
      back: 'This replaces your publishing authority with {holders}; whoever has it can publish, vote and follow in your name.',
    },
    'op.danger.noKey': { source: 'ec9afd6a0470e867', back: 'no key' },
    'op.danger.memoKey': {
      source: 'e44d5be0f648bd73',
      back: 'Your memo key becomes {key}: whoever has it can read your encrypted memos.',
    },
    'op.danger.yourAccount': { source: '17a7e5cfee17027e', back: 'your account' },
    'op.danger.recoveryAccount': {
      source: '2b9ce7374d4e68fa',
      back: 'This makes {recovery} the recovery account of {account} in 30 days: only {recovery} will then be able to help you recover the account if your owner key is stolen.',
    },
    'op.danger.requestRecovery': {
      source: 'c1c4ec5056320409',
      back: 'This allows {account} to be taken with a new owner authority ({holders}); whoever has it owns the account.',
    },
    'op.danger.recover': {
      source: 'f3bd51edee3dbe53',
      back: 'This replaces the owner authority of {account} with {holders}; whoever has it owns the account.',
    },
    'op.danger.withdrawRoute': {
      source: '734ccebc10c83704',
      back: 'From now on, {percent} % of what {account} withdraws with power down goes to {to}.',
    },
    'op.danger.declineVoting': {
      source: '053d6dfe398eb80f',
      back: 'This gives up your governance votes (witnesses and proposals) forever: it cannot be undone.',
    },
    'op.danger.unknown': {
      source: 'a5eb8c5892b24e28',
      back: 'This operation can change who controls your account. Continue only if you asked for exactly this.',
    },
    'consent.vaultAbout': {
      source: '9fd8eed08dc515b1',
      back: 'Next time, sign in with one touch instead of typing it. The key is encrypted in this browser and never sent anywhere; only your passkey or your PIN unlocks it.',
    },
    'consent.vaultActive': {
      source: '206c57c1a2df6049',
      back: 'This is your active key: whoever unlocks it can move your funds and change your account. Keep it here only if you sign those operations on this device.',
    },
  },
};
