import type { Catalogue } from '../catalogue';

/** Português do Brasil («você»). */
export const pt: Catalogue = {
  review: "drafted (issue 40), needs a native speaker's review",
  messages: {
    'layout.skip': 'Pular para o conteúdo',
    'layout.navLabel': 'Principal',
    'layout.nav.home': 'Início',
    'layout.nav.apps': 'Apps',
    'layout.nav.authorizedApps': 'Apps autorizados',
    'layout.language': 'Idioma',
    'layout.noScript':
      'Esta página precisa de JavaScript, e este navegador não o está executando aqui.',
    'layout.withoutScript':
      'Recarregue a página. Se não adiantar, este navegador pode estar bloqueando scripts: permita JavaScript para este site ou abra esta página em outro aparelho, como o seu celular.',
    'layout.loading': 'Preparando esta página… os botões funcionam em um instante.',
    'layout.loadingLate': 'Ainda não está pronta: o script desta página não começou.',

    'error.title.invalid_request': 'Esta solicitação não é válida',
    'error.title.unauthorized_client': 'Este app não está registrado',
    'error.title.not_found': 'Não encontrado',
    'error.title.pageNotFound': 'Página não encontrada',
    'error.title.unavailable': 'Não é possível acessar a rede Hive',
    'error.title.signLink': 'Este link de assinatura não pode ser assinado',
    'error.title.other': 'Algo deu errado',
    'error.about.invalid_request': 'Falta algo na solicitação ou algo está errado.',
    'error.about.unauthorized_client':
      'O app que trouxe você até aqui não está registrado para este endereço, então você não pode entrar nele por aqui.',
    'error.about.not_found': 'Não há nada neste endereço.',
    'error.about.unavailable':
      'Este serviço não consegue acessar a rede Hive agora. Tente de novo em um minuto.',
    'error.about.other': 'O serviço não conseguiu responder a esta solicitação.',
    'error.details': 'Detalhes (em inglês)',
    'error.code': 'Código do erro: {code}',
    'error.home': 'Ir para a página inicial',
    'error.fromApp':
      'Se um app trouxe você até aqui, volte para ele e tente de novo, ou avise os desenvolvedores dele.',

    'home.title': 'Entre com a Hive',
    'home.intro':
      'O hivegate permite que apps façam você entrar com sua conta Hive e que publiquem, votem e sigam por você depois que você permitir.',
    'home.keys':
      'Suas chaves ficam no seu navegador: este serviço nunca as vê. Você pode retirar o acesso de um app a qualquer momento.',
    'home.people': 'Para usuários da Hive',
    'home.authorizedLink': 'Ver e remover os apps que você autorizou',
    'home.authorizedAbout': 'digite seu nome de usuário para listá-los.',
    'home.appsLink': 'Explorar o diretório de apps',
    'home.appsAbout': 'apps que usam este serviço, ordenados por usuários diários.',
    'home.startFromApp':
      'Para entrar em um app, comece pelo próprio app: ele envia você para cá com o nome dele e o que ele pede.',
    'home.developers': 'Para desenvolvedores',
    'home.sdk':
      'Use {client}: ele mantém os nomes dos métodos do SDK {sdk}, e todos os seus links e chamadas vão para este serviço. As chamadas de API do SDK {sdk} também funcionam, com {apiURL} definido como {origin}, mas seus links de login e de assinatura vão para hivesigner.com.',
    'home.endpoint.authorize': 'A página de entrada e consentimento ({call} do SDK)',
    'home.endpoint.token':
      'Um código ou token de atualização e seu {secret} em troca de tokens novos',
    'home.endpoint.revoke':
      'Desconecta o usuário: o token e toda a autorização dele param de funcionar',
    'home.endpoint.me': 'A conta do token',
    'home.endpoint.broadcast':
      'Operações de publicação, assinadas pelo serviço, em uma só transação',
    'home.endpoint.apps': 'O diretório de apps em JSON',
    'home.endpoint.sign':
      'Links de assinatura para operações que precisam da chave ativa do usuário (transferências)',
    'home.jwks': 'Os tokens são JWTs assinados com Ed25519; as chaves públicas estão em {url}.',
    'home.discovery': 'Descoberta do OpenID Connect: {url}.',
    'home.appProfile':
      'Um app é uma conta Hive cujo perfil em {metadata} tem {type}, suas {uris} e o SHA-256 do seu segredo.',
    'home.register': 'Registre um app',
    'home.registerWith': 'com a chave ativa dele.',

    'apps.building': 'O diretório está sendo montado. Tente de novo em um minuto.',
    'apps.intro':
      'Apps que publicam por meio deste serviço, ordenados por usuários diários {days, plural, one {no último # dia} many {nos últimos # dias} other {nos últimos # dias}}.',
    'apps.updated': 'Atualizado em {date}.',
    'apps.unverified':
      'Nomes e descrições são publicados pela própria conta de cada app e não são verificados.',
    'apps.own': 'Tem um app? {link} com a chave ativa dele.',
    'apps.featured': 'Em destaque',
    'apps.ranking': 'Classificação',
    'apps.none': 'Nenhum app foi usado neste período.',
    'apps.allFeatured': 'Todos os apps usados neste período estão em destaque acima.',
    'apps.new': 'Novo',
    'apps.weaker': 'Registro mais fraco',
    'apps.notRegistered': 'Não registrado',
    'apps.postingNote':
      'As configurações de entrada dele estão em {field}: quem tiver a autoridade de publicação dele pode mudar para onde vão as entradas dos usuários. O dono pode registrá-lo com a chave ativa: {link}.',
    'apps.noProfile':
      'Não há perfil de app em {field}: ninguém pode entrar nele aqui até o dono registrá-lo: {link}.',
    'apps.users': '{count, plural, one {# usuário} many {# usuários} other {# usuários}}',
    'apps.requests':
      '{count, plural, one {# solicitação} many {# solicitações} other {# solicitações}}',
    'apps.limitsEnforced':
      'Os limites que os usuários definem aqui são aplicados: só este serviço pode usar a autoridade de publicação que eles dão ao app.',
    'apps.limitsNotEnforced':
      'Pode assinar pelos usuários diretamente na blockchain Hive, fora de qualquer limite definido aqui: a autoridade de publicação dele lista chaves ou contas próprias.',

    'device.title': 'Entrar em um aparelho',
    'device.codeLabel': 'O código que seu aparelho mostra',
    'device.continue': 'Continuar',
    'device.next': 'Em seguida você vê qual app pede, e para quê, antes de assinar qualquer coisa.',
    'device.codeError':
      'Este código está errado, expirou ou já foi usado. Confira o código que seu aparelho mostra.',
    'device.deniedTitle': 'Aparelho recusado',
    'device.denied':
      'O aparelho será recusado na próxima tentativa; ele não recebe acesso à sua conta. Você pode fechar esta página.',
    'device.code': 'Código {code}',
    'device.check':
      'Confira se o seu aparelho mostra este mesmo código. Se você não começou esta entrada em um aparelho seu, recuse: alguém pode estar tentando entrar na sua conta.',
    'device.deny': 'Recusar este aparelho',

    'signOut.doneTitle': 'Você saiu',
    'signOut.done':
      '{user} saiu de {app}: os tokens de acesso e de atualização dessa entrada não funcionam mais.',
    'signOut.authority':
      'O app mantém a autoridade de publicação que você deu a ele na blockchain, se houver. Para tirá-la também, remova-a nesta página:',
    'signOut.askTitle': 'Sair?',
    'signOut.askHeading': 'Sair de {app}?',
    'signOut.ask':
      'Uma página pede para desconectar {user} de {app}. Se você não pediu isso, continue conectado.',
    'signOut.confirm': 'Sair de {app}',
    'signOut.stay': 'Continuar conectado',

    'consent.heading': 'Entrar em {app}',
    'consent.headingDevice': 'Entrar em {app} no seu aparelho',
    'consent.account': 'Sua conta Hive',
    'consent.chooseAccount': 'Escolha uma conta',
    'consent.rememberedAccounts': 'Contas neste navegador',
    'consent.username': 'Nome de usuário Hive',
    'consent.signWith': 'Depois assine com sua chave privada de publicação ou senha mestra abaixo.',
    'consent.keychain': 'Entrar com o Hive Keychain',
    'signin.limitsStillApply':
      'Os limites que definiu para esta aplicação continuam a valer: {limits}',
    'signin.limitsContinue': 'Continuar',
    'consent.or': 'ou',
    'consent.keyLabel': 'Chave privada de publicação ou senha mestra',
    'consent.keyNeverSent':
      'Usada só dentro desta página para assinar; nunca é enviada para lugar nenhum.',
    'consent.signIn': 'Entrar',
    'consent.cancel': 'Cancelar e voltar',
    'consent.returnsTo': 'Depois de entrar, você volta para {uri}.',
    'consent.deviceGoesOn':
      'Depois de entrar, seu aparelho continua sozinho; nada volta para esta página.',
    'consent.unverified': 'Não verificado',
    'consent.published':
      'O nome, a descrição, a imagem e o site são publicados pelo próprio {app}; o hivegate não os verificou.',
    'consent.mayDo': 'O que {app} pode fazer',
    'consent.profile': 'Ler seu perfil público da Hive: nome de exibição, imagem e site.',
    'consent.offline':
      'Continuar conectado depois que você fechar o app (um token de atualização).',
    'consent.grantTitle': 'Dar a {app} autoridade de publicação',
    'consent.grantNotYet':
      'Sua conta ainda não permite que {app} aja por você. Conceder adiciona {app} à autoridade de publicação da sua conta na blockchain Hive (uma transação {op}).',
    'consent.grantCannot': 'Ele não pode transferir fundos nem trocar chaves.',
    'consent.grantActive':
      'Esta mudança precisa da sua chave ativa. Ela continua até você removê-la nesta página:',
    'consent.grantKeychain': 'Conceder com o Hive Keychain',
    'consent.grantOrKey': 'ou use uma chave abaixo.',
    'consent.activeKeyLabel': 'Chave privada ativa ou senha mestra',
    'consent.grantSubmit': 'Conceder e continuar',

    'limits.adjust': 'Ajustar limites',
    'limits.fixed': 'Seus limites (fixos para esta entrada)',
    'limits.legend': 'Seus limites para {app}',
    'limits.help':
      'Você pode diminuir o que {app} pode fazer, nunca aumentar: o que ele pode fazer, acima, muda junto. Você também pode encerrar o acesso depois na página Apps autorizados.',
    'limits.actions': 'Ações permitidas',
    'limits.votes': 'Votos',
    'limits.voteWeight': 'Maior voto, em % (no máximo {max})',
    'limits.noDownvotes': 'Sem votos negativos.',
    'limits.allowDownvotes': 'Permitir votos negativos',
    'limits.appMessages': 'Mensagens de app permitidas (custom_json)',
    'limits.perDayMax': 'Máximo de ações por dia (no máximo {max, number})',
    'limits.perDayNone': 'Máximo de ações por dia (vazio: sem limite)',
    'limits.endsAsAsked':
      'O acesso termina em {date}, como {app} pediu: antes de qualquer fim oferecido aqui. Você pode encerrá-lo a qualquer momento na página Apps autorizados.',
    'limits.ends': 'O acesso termina',
    'limits.asAsked': '{date} (como {app} pediu)',
    'limits.whenRemoved': 'Quando você remover',
    'limits.inDays': '{days, plural, one {Em # dia} many {Em # dias} other {Em # dias}}',
    'limits.leaveOne': 'Deixe pelo menos uma ação permitida ou cancele a entrada.',
    'limits.weightRange': 'Digite um peso de voto entre 0,01 e {max} %.',
    'limits.perDayWhole': 'Digite um número inteiro de ações, pelo menos 1, ou deixe vazio.',
    'limits.perDayRange': 'Digite um número inteiro de ações entre 1 e {max, number}.',

    'grant.loginOnly':
      'Saber seu nome de usuário Hive, para fazer você entrar; ele não pode agir por você na Hive.',
    'grant.learnUsername': 'Saber seu nome de usuário Hive, para fazer você entrar.',
    'grant.actFor': 'Agir por você na Hive: {actions}.',
    'grant.neverFunds': 'Ele nunca pode mover seus fundos nem trocar suas chaves.',
    'grant.allows.vote': 'votar em posts e comentários',
    'grant.allows.comment': 'publicar e editar posts e comentários',
    'grant.allows.delete_comment': 'apagar seus posts e comentários',
    'grant.allows.comment_options': 'definir as opções de pagamento dos seus posts',
    'grant.allows.custom_json': 'enviar mensagens de app (seguir, rebloggar, comunidades, jogos)',
    'grant.allows.claim_reward_balance': 'resgatar suas recompensas',
    'grant.allows.account_update2': 'atualizar seu perfil',
    'limit.only': 'Só estas operações: {operations}.',
    'limit.votes': 'Votos de no máximo {percent} %.',
    'limit.votesNoDown': 'Votos de no máximo {percent} %, sem votos negativos.',
    'limit.noDown': 'Sem votos negativos.',
    'limit.appMessagesOnly': 'Mensagens de app (custom_json) só dos tipos: {ids}.',
    'limit.noAppMessages': 'Sem mensagens de app (custom_json).',
    'limit.perDay':
      '{count, plural, one {No máximo # ação por dia.} many {No máximo # ações por dia.} other {No máximo # ações por dia.}}',
    'limit.until': 'Até {date}.',
    'limit.dateTime': '{date}, {time} UTC',
    'reach.enforced':
      'Estes limites são aplicados: só este serviço pode usar a autoridade de publicação que você dá a {app}, e ele confere cada ação com eles.',
    'reach.notEnforced':
      'Estes limites valem só para o que {app} faz por meio deste serviço. A autoridade de publicação de {app} também lista chaves ou contas próprias, então {app} pode assinar por você diretamente na blockchain Hive, fora de qualquer limite, enquanto você o mantiver na sua autoridade de publicação.',
    'reach.onChain':
      'Na blockchain Hive, sua autoridade de publicação permite a quem a tiver publicar, votar, seguir, rebloggar e atualizar seu perfil como se fosse você, sem nenhum limite próprio.',
    'reach.onlyThrough':
      '{app} só pode usá-la por meio deste serviço, que a mantém dentro dos limites que você escolheu.',
    'reach.direct':
      '{app} tem chaves ou contas que podem usá-la diretamente, fora dos limites que você escolheu.',

    'hiveauth.signIn': 'Entrar com o HiveAuth (carteira no celular)',
    'hiveauth.approveOnPhone':
      'Aprove no seu celular com uma carteira HiveAuth; nenhuma chave é digitada aqui.',
    'hiveauth.title': 'Aprove no app da carteira',
    'hiveauth.scan':
      'Escaneie este código com uma carteira HiveAuth (como o Hive Keychain para celular) ou, neste celular, abra o link.',
    'hiveauth.qrSignIn': 'Código QR do pedido de entrada do HiveAuth',
    'hiveauth.qrRegistration': 'Código QR do pedido de registro do HiveAuth',
    'hiveauth.open': 'Abrir no app da carteira',
    'hiveauth.cancelSignIn': 'Cancelar a entrada com HiveAuth',
    'hiveauth.cancelRegistration': 'Cancelar o registro com HiveAuth',
    'hiveauth.grant': 'Conceder com o HiveAuth',
    'hiveauth.grantHelp':
      'O app da carteira é solicitado a assinar esta mudança com sua chave ativa. Se não conseguir, conceda com o Hive Keychain ou com sua chave ativa abaixo; depois a entrada continua no app da carteira.',
    'hiveauth.waiting': 'Esperando o app da carteira…',
    'hiveauth.confirm': 'Confirme no app da carteira…',
    'hiveauth.timeLeft': 'Tempo restante: {seconds, number} s',
    'hiveauth.unreachable':
      'Não foi possível acessar o relay do HiveAuth. Tente mais tarde ou entre com o Hive Keychain ou uma chave.',
    'hiveauth.lost':
      'A conexão com o relay do HiveAuth caiu antes de a sua carteira responder. Tente de novo.',
    'hiveauth.relayError': 'O relay do HiveAuth recusou o pedido.',
    'hiveauth.expired':
      'O pedido do HiveAuth expirou antes de a sua carteira responder. Tente de novo.',
    'hiveauth.rejected': 'Você recusou na sua carteira.',
    'hiveauth.walletError': 'Sua carteira não conseguiu assinar o pedido.',
    'hiveauth.badAnswer': 'Sua carteira enviou uma resposta que esta página não consegue usar.',
    'hiveauth.cancelled': 'Entrada com HiveAuth cancelada.',
    'hiveauth.reconnecting': 'A conexão com o relay do HiveAuth caiu; reconectando…',

    'signin.keychainNext':
      'Depois toque em Entrar com o Hive Keychain e confirme no Keychain (deixe o nome de usuário vazio para escolher a conta lá); ou use uma chave abaixo.',
    'signin.reading': 'Lendo sua conta…',
    'signin.confirmKeychain': 'Confirme no Hive Keychain…',
    'signin.chooseInKeychain': 'Escolha sua conta e confirme no Hive Keychain…',
    'signin.signing': 'Entrando…',
    'signin.failed': 'A entrada falhou.',
    'signin.couldNotStart': 'Não foi possível começar a entrada.',
    'signin.waitGrant': 'Esperando a autorização chegar ao serviço…',
    'signin.returning': 'Você entrou como {user}. Voltando para o app…',
    'signin.expected':
      '{app} esperava que você entrasse como {expected}. Para entrar como {user}, entre de novo.',
    'signin.forget': 'Esquecer',
    'signin.forgetLabel': 'Esquecer {user} neste navegador',
    'signin.chosen': '{user} escolhida.',
    'signin.forgotten': '{user} esquecida neste navegador.',
    'signin.deviceDone':
      'Você entrou como {user}. Volte para o seu aparelho: ele continua sozinho. Você pode fechar esta página.',
    'signin.oneMoreStep': 'Mais um passo: dê ao app autoridade de publicação.',
    'signin.grantTyped':
      '{typed, select, password {A senha mestra que você digitou para entrar também assina esta mudança; ela fica na memória desta página só durante este login.} other {A chave que você digitou para entrar também assina esta mudança; ela fica na memória desta página só durante este login.}}',
    'signin.grantKept':
      'A chave ativa guardada neste dispositivo, que você desbloqueou para entrar, também assina esta mudança; ela fica na memória desta página só durante este login.',
    'signin.broadcastingGrant': 'Transmitindo a autorização…',
    'signin.confirmGrantWallet': 'Confirme a autorização no app da carteira…',
    'signin.hiveauthApp': 'Entrar em {app}',

    'common.details': 'Detalhes',
    'common.enterUsername':
      'Digite um nome de usuário Hive: de 3 a 16 letras, números, pontos ou hífens.',
    'common.noAccount': 'A conta {user} não existe.',
    'common.enterKey':
      '{role, select, posting {Digite sua chave privada de publicação ou senha mestra.} active {Digite sua chave privada ativa ou senha mestra.} other {Digite sua chave privada de proprietário ou senha mestra.}}',
    'common.wrongKey': 'Senha ou chave errada para {user}.',
    'common.notRoleKey':
      '{role, select, posting {Esta não é uma chave de publicação de {user}.} active {Esta não é uma chave ativa de {user}.} other {Esta não é uma chave de proprietário de {user}.}}',
    'common.serviceAnswered': 'O serviço respondeu {status}',
    'common.keychainDeclined': 'Você recusou no Hive Keychain.',
    'common.keychainDidNotSign': 'O Hive Keychain não assinou: {said}',

    'authorized.intro':
      'Os apps e contas que você autorizou a agir por você no Hive. Remover um vale na hora na blockchain e para todos os serviços; os tokens que o app ainda tem param de funcionar para tudo que precisava da sua autoridade.',
    'authorized.username': 'Seu nome de usuário do Hive',
    'authorized.show': 'Mostrar apps autorizados',
    'authorized.listTitle': 'Contas com autoridade sobre {user}',
    'authorized.keys': 'Suas chaves',
    'authorized.keysNeverSent':
      'Usadas só dentro desta página para assinar; nunca enviadas para lugar nenhum. Ficam preenchidas enquanto esta página estiver aberta.',
    'authorized.keychainFound':
      'O Hive Keychain foi encontrado: deixe um campo vazio para confirmar no Keychain.',
    'authorized.postingKey': 'Chave privada de postagem ou senha mestra',
    'authorized.postingKeyHelp':
      'Prova que é você: mostra seus logins e os limites de cada app, muda esses limites, encerra logins.',
    'authorized.activeKey': 'Chave privada ativa ou senha mestra',
    'authorized.activeKeyHelp':
      'Muda sua conta na blockchain: remove um app ou uma conta das suas autoridades abaixo.',
    'authorized.role':
      '{role, select, posting {Autoridade de postagem: pode publicar, votar, seguir e atualizar seu perfil em seu nome} active {Autoridade ativa: também pode mover seus fundos e mudar suas autoridades} other {Autoridade de dono: tem controle total da sua conta}}',
    'authorized.none': 'Nenhum app ou conta tem autoridade sobre esta conta.',
    'authorized.alone': 'pode agir sozinho',
    'authorized.weight': 'peso {weight} de {threshold}',
    'authorized.remove': 'Remover',
    'authorized.removeLabel':
      '{role, select, posting {Remover {app} da sua autoridade de postagem} active {Remover {app} da sua autoridade ativa} other {Remover {app} da sua autoridade de dono}}',
    'authorized.confirmTitle':
      '{role, select, posting {Remover {app} da sua autoridade de postagem?} active {Remover {app} da sua autoridade ativa?} other {Remover {app} da sua autoridade de dono?}}',
    'authorized.loses':
      '{role, select, posting {{app} não poderá mais publicar, votar, seguir nem atualizar seu perfil em seu nome, em nenhum site ou serviço.} active {{app} não poderá mais mover seus fundos nem mudar suas autoridades, em nenhum site ou serviço.} other {{app} não poderá mais controlar sua conta, em nenhum site ou serviço.}} Os tokens que ele tem param de funcionar para isso. Você pode conceder de novo depois, fazendo login nele.',
    'authorized.removeApp': 'Remover {app}',
    'authorized.keep': 'Manter',
    'authorized.removing': 'Removendo {app}…',
    'authorized.removed':
      '{role, select, posting {{app} foi removido da sua autoridade de postagem.} active {{app} foi removido da sua autoridade ativa.} other {{app} foi removido da sua autoridade de dono.}}',
    'authorized.limits': 'Limites',
    'authorized.limitsLabel': 'Definir limites para {app}',
    'appLimits.title': 'Limites de {app}',
    'appLimits.onlyStricter':
      'Os limites só ficam mais rígidos: cada valor que você digitar deve ser menor que o vigente. A assinatura usa sua chave de postagem acima, ou o Keychain.',
    'appLimits.voteWeight': 'Maior voto, em % (vazio: sem mudança)',
    'appLimits.voteWeightNow': 'Maior voto, em % (agora no máximo {percent}; vazio: sem mudança)',
    'appLimits.noDownvotes': 'Sem votos negativos',
    'appLimits.noDownvotesInForce': 'Sem votos negativos (já vigente)',
    'appLimits.perDay': 'Máximo de ações por dia (vazio: sem mudança)',
    'appLimits.perDayNow': 'Máximo de ações por dia (agora no máximo {count}; vazio: sem mudança)',
    'appLimits.endNow': 'Encerrar o acesso dele agora',
    'appLimits.save': 'Salvar limites',
    'appLimits.cancel': 'Cancelar',
    'appLimits.keepAccess': 'Manter o acesso dele',
    'appLimits.none': 'Sem limites: pode fazer tudo o que o login concedeu.',
    'appLimits.noSignIn':
      '{app} tem sua autoridade de postagem sem um login aqui, então nenhum limite desta página alcança o que ele faz na blockchain. Os limites que você definir agora valem para qualquer login nele aqui.',
    'appLimits.inForce': 'Vigente agora: {limits}',
    'appLimits.inForceSince': 'Vigente agora no seu login de {date}: {limits}',
    'appLimits.badWeight': 'Digite um peso de voto entre 0,01 e 100 %.',
    'appLimits.badPerDay': 'Digite um número inteiro de ações, no mínimo 1.',
    'appLimits.notStricter':
      'Já vigente: {limit} Os limites só ficam mais rígidos: digite menos ou deixe vazio.',
    'appLimits.chooseOne': 'Escolha um limite para definir, ou Cancelar.',
    'appLimits.endTitle': 'Encerrar o acesso de {app} agora?',
    'appLimits.endLoses':
      'Todos os seus logins em {app} aqui terminam na hora: os tokens dele param de funcionar, e ele não pode mais agir por você por este serviço. {app} mantém sua autoridade de postagem na blockchain até você removê-lo acima.',
    'appLimits.end': 'Encerrar o acesso de {app}',
    'appLimits.notSaved': 'Não foi possível salvar os limites.',
    'appLimits.ended':
      'O acesso de {app} aqui foi encerrado: os logins dele acabaram. Ele ainda tem sua autoridade de postagem na blockchain; remova-o acima se não o usa.',
    'appLimits.operations': 'Ações que ele pode realizar',
    'appLimits.leaveOne': 'Deixe pelo menos uma ação permitida, ou encerre o acesso dele.',
    'appLimits.saved': 'Limites de {app} salvos.',
    'appLimits.savedAny': 'Limites de {app} salvos; valem para qualquer login nele aqui: {limits}',
    'activity.title': 'O que cada app fez com a sua conta',
    'activity.intro':
      'Cada transação que um app transmitiu por você por meio deste serviço, a mais recente primeiro, com a situação dela na blockchain.',
    'activity.none': 'Nenhum app transmitiu nada por você por meio deste serviço ainda.',
    'activity.totals':
      'Transações nas últimas 24 horas: {day, number}; nos últimos 30 dias: {month, number}.',
    'activity.row': '{when}: {operations}',
    'activity.status':
      '{status, select, sent {Enviada, ainda em nenhum bloco} included {No bloco {block}} irreversible {Definitiva, no bloco {block}} expired {Expirada: nunca incluída} refused {Recusada pela rede: {why}} other {{status}}}',
    'activity.byAppKey': 'Assinada pelo próprio app, não por meio deste serviço.',
    'activity.tx': 'Transação {id} em um explorador de blocos',
    'activity.more': 'Mostrar anteriores',
    'activity.reading': 'Lendo o que os apps fizeram…',
    'activity.csv': 'Baixar CSV',
    'activity.json': 'Baixar JSON',
    'activity.downloading': 'Preparando o download…',
    'signIns.title': 'Seus logins aqui',
    'signIns.intro':
      'Cada app em que você fez login por este serviço, inclusive os que só souberam quem você é, com os limites vigentes em cada um. Encerrar um faz logout dele na hora; o app é avisado. Mostrá-los prova que é você: a assinatura usa sua chave de postagem acima, ou o Keychain.',
    'signIns.show': 'Mostrar meus logins',
    'signIns.endTheSignIn': 'Encerrar o login',
    'signIns.ended': 'O login em {app} foi encerrado.',
    'signIns.notRead': 'Não foi possível ler seus logins.',
    'signIns.ending': 'Encerrando o login…',
    'signIns.reading': 'Lendo seus logins…',
    'signIns.none': 'Você não tem nenhum login por este serviço.',
    'signIns.unlisted':
      '{count, plural, one {{apps} tem sua autoridade de postagem mas nenhum login aqui: pode postar por você no Hive, e nada nesta página o limita. Se você não o usa, remova-o acima.} many {{apps} têm sua autoridade de postagem mas nenhum login aqui: podem postar por você no Hive, e nada nesta página os limita. Se você não os usa, remova-os acima.} other {{apps} têm sua autoridade de postagem mas nenhum login aqui: podem postar por você no Hive, e nada nesta página os limita. Se você não os usa, remova-os acima.}}',
    'signIns.row':
      '{kind, select, posting {{app}: pode agir por você, desde {since}, último uso em {used}} other {{app}: só login, desde {since}, último uso em {used}}}',
    'signIns.rowNamed':
      '{kind, select, posting {{app} ({name}): pode agir por você, desde {since}, último uso em {used}} other {{app} ({name}): só login, desde {since}, último uso em {used}}}',
    'signIns.limits': 'Limites: {limits}',
    'signIns.madeWith': 'Assinado com {wallet}; dispositivo: {device}',
    'signIns.madeWithWallet': 'Assinado com {wallet}',
    'signIns.typedKey': 'uma chave digitada',
    'signIns.keptKey':
      'uma chave guardada neste dispositivo, desbloqueada com {lock, select, passkey {uma chave de acesso} other {um PIN}}',
    'signIns.noEnd':
      '{kind, select, posting {Sem data de fim: os tokens atuais valem até {date}, e o app pode renová-los.} other {Sem data de fim: os tokens atuais valem até {date}.}}',
    'signIns.end': 'Encerrar',
    'signIns.endLabel': 'Encerrar o login em {app} desde {since}',
    'signIns.endTitle': 'Encerrar o login em {app}?',
    'signIns.endLoses':
      '{kind, select, posting {{app} é desconectado na hora: os tokens dele param de funcionar, e ele não pode mais agir por você por este serviço. Ele mantém sua autoridade de postagem na blockchain até você removê-lo acima.} other {{app} é desconectado na hora: os tokens dele param de funcionar, e ele é avisado.}}',
    'register.title': 'Registrar um app',
    'register.intro':
      'Um app é uma conta do Hive cujo perfil em {field} diz para onde vão os logins dos usuários. Só a chave ativa da conta pode mudar {field}: contas que têm a autoridade de postagem dela (este serviço, apps em que ela fez login) não podem. Registrar grava o perfil ali, numa única transação {op} assinada nesta página.',
    'register.accountTitle': 'A conta do app',
    'register.username': 'Conta do app (nome de usuário do Hive)',
    'register.usernameHelp':
      'Leia o perfil atual para partir dele: um app registrado do jeito do HiveSigner (em {field}) é copiado.',
    'register.readProfile': 'Ler o perfil atual',
    'register.whereTitle': 'Para onde vão os logins',
    'register.readFrom': 'Lido só de {field}.',
    'register.redirects': 'URIs de redirecionamento, uma por linha',
    'register.redirectsHelp':
      'Comparadas exatamente; uma de loopback ({example}) aceita qualquer porta.',
    'register.authMethod': 'Como o app prova que é o app',
    'register.method.basic': 'Segredo do cliente, HTTP Basic',
    'register.method.post': 'Segredo do cliente, no corpo',
    'register.method.none': 'Sem segredo (cliente público)',
    'register.authMethodHelp':
      'Um app com servidor guarda ali um segredo do cliente. Uma página ou um app de celular não consegue guardar: é um cliente público e se prova só com PKCE.',
    'register.secretHash': 'SHA-256 do segredo do cliente (64 caracteres hexadecimais)',
    'register.secretHashHelp':
      'O perfil publica só este hash, e qualquer pessoa pode lê-lo: um segredo precisa ter pelo menos {minBits} bits aleatórios, ou pode ser adivinhado offline. Gere um aqui ({bits} bits) ou com {command}.',
    'register.makeSecret': 'Gerar um novo segredo do cliente',
    'register.newSecret': 'Seu novo segredo do cliente',
    'register.newSecretHelp':
      'Copie-o agora para o servidor do seu app: ele aparece uma única vez, e nem esta página nem a blockchain o guardam.',
    'register.logoutUri': 'URI de logout back-channel (opcional)',
    'register.logoutUriHelp':
      'Avisada quando o login de um usuário termina (OpenID Connect Back-Channel Logout).',
    'register.postLogoutUris': 'URIs de redirecionamento após logout, uma por linha (opcional)',
    'register.idTokenAlg': 'Assinatura do id_token',
    'register.defaultAlg': '{alg} (padrão)',
    'register.displayTitle': 'O que os usuários veem',
    'register.displayHelp':
      'Mostrado na página de login e no diretório, marcado como não verificado.',
    'register.name': 'Nome',
    'register.about': 'Descrição',
    'register.website': 'Site',
    'register.picture': 'Imagem (uma URL https)',
    'register.signTitle': 'Assinar com a chave ativa',
    'register.keychain': 'Registrar com o Hive Keychain',
    'register.hiveAuth': 'Registrar com HiveAuth (carteira no celular)',
    'register.activeKey': 'Chave privada ativa ou senha mestra da conta do app',
    'register.submit': 'Registrar com a chave ativa',
    'register.postingNote':
      'Para que posts e votos dos usuários passem por este serviço, a autoridade de postagem do app também precisa incluir a conta deste serviço.',
    'register.secretMade':
      'Um novo segredo do cliente foi gerado. Copie-o para o servidor do seu app antes de registrar.',
    'register.reading': 'Lendo a conta…',
    'register.noProfile': '{app} ainda não tem perfil de app: preencha o formulário.',
    'register.readActive': 'Perfil de app de {app} lido de {field}.',
    'register.readPosting':
      'Perfil de app de {app} lido de {posting} (do jeito do HiveSigner): registrar o grava em {field}.',
    'register.broadcasting': 'Transmitindo o registro…',
    'register.hiveAuthAbout': 'Registrar o app {app}',
    'register.needRedirect': 'Digite pelo menos uma URI de redirecionamento.',
    'register.badHash':
      'Digite o SHA-256 do segredo do cliente como 64 caracteres hexadecimais, ou gere um novo segredo do cliente.',
    'register.notUrl': '“{url}” não é uma URL absoluta (como https://app.example/callback).',
    'register.fragment': '“{url}” não pode ter um #fragmento.',
    'register.done':
      'Registrado: o perfil de app de {app} está no seu {field}. Os logins passam a usá-lo em segundos.',
    'register.doneTx':
      'Registrado: o perfil de app de {app} está no seu {field} (transação {tx}). Os logins passam a usá-lo em segundos.',
    'register.addService':
      'Deixe {service} transmitir pelo app: adicione-o à autoridade de postagem da conta do app nesta mesma etapa',
    'register.serviceAdded':
      '{service} agora está na autoridade de postagem de {app}: as transmissões dos usuários passam por este serviço.',
    'register.serviceAlready':
      '{service} já estava na autoridade de postagem de {app}: nada a mudar ali.',
    'register.serviceMissing':
      '{service} não está na autoridade de postagem de {app}: este serviço recusa suas transmissões até que esteja.',
    'register.nextTitle': 'O que vem a seguir',
    'register.clientId': 'O {field} do app',
    'register.signInUrl': 'Uma URL de login para enviar os usuários',
    'register.tokenExchange': 'A troca por tokens, no seu servidor',
    'register.copy': 'Copiar',
    'register.copied': 'Copiado',

    'wallet.other': 'Outras carteiras:',
    'wallet.otherAuthorized': 'Ou assine com outra carteira (deixe um campo de chave vazio):',
    'wallet.signIn': 'Entrar com {wallet}',
    'wallet.sign': 'Assinar com {wallet}',
    'wallet.grant': 'Conceder com {wallet}',
    'wallet.grantYours': 'Conceder com sua carteira',
    'wallet.grantHelp': 'Sua carteira é solicitada a assinar esta alteração com sua chave ativa.',
    'wallet.opening': 'Abrindo {wallet}…',
    'wallet.cancel': 'Cancelar',
    'wallet.emptyFields': 'Campos de chave vazios agora assinam com {wallet}.',
    'wallet.broadcasting': 'Enviando…',
    'wallet.noAccount':
      '{wallet} não tem nenhuma chave de uma conta Hive. Digite seu nome de usuário ou adicione sua conta a ela.',
    'wallet.severalAccounts': '{wallet} tem chaves de {accounts}: digite a que deseja usar.',
    'peakvault.notInstalled':
      'O PeakVault não está instalado neste navegador (ou está desativado).',
    'peakvault.confirm': 'Confirme no PeakVault (como {user})…',
    'peakvault.declined': 'Você recusou no PeakVault.',
    'peakvault.failed': 'O PeakVault não assinou: {said}',
    'peakvault.wrongAccount':
      'O PeakVault assinou com uma chave que não é uma chave de publicação, ativa ou de proprietário de {user}. Escolha {user} no PeakVault ou adicione a chave dela lá.',
    'metamask.notInstalled':
      'O MetaMask não está disponível aqui ou não pode executar snaps. Instale o MetaMask ou escolha outra forma de assinar.',
    'metamask.connect': 'Permita o snap Hive Wallet no MetaMask…',
    'metamask.confirm': 'Confirme no MetaMask (como {user})…',
    'metamask.declined': 'Você recusou no MetaMask.',
    'metamask.failed': 'O MetaMask não assinou: {said}',
    'metamask.wrongAccount':
      '{role, select, posting {O snap Hive Wallet no MetaMask não tem nenhuma chave de publicação de {user}.} active {O snap Hive Wallet no MetaMask não tem nenhuma chave ativa de {user}.} other {O snap Hive Wallet no MetaMask não tem nenhuma chave de proprietário de {user}.}} Assine com outra carteira ou como a conta que o snap tem.',
    'metamask.noMessages':
      'O snap Hive Wallet só assina transações, não esta mensagem: escolha outra carteira ou digite sua chave.',
    'ledger.noWebUsb':
      'Este navegador não consegue acessar um Ledger (não tem WebUSB). Tente o Chrome, o Edge ou o Brave.',
    'ledger.connect':
      'Conecte seu Ledger por USB, desbloqueie-o, abra o app Hive e escolha o dispositivo…',
    'ledger.noDevice':
      'Nenhum Ledger foi escolhido. Conecte-o por USB, desbloqueie-o, abra o app Hive e escolha-o na lista que o navegador mostra.',
    'ledger.appNotOpen': 'Abra o app Hive no seu Ledger e tente de novo.',
    'ledger.locked': 'Desbloqueie seu Ledger, abra o app Hive e tente de novo.',
    'ledger.hashSigningOff':
      'Ative a assinatura de hash nas configurações do app Hive no seu Ledger (o login é assinado como hash) e tente de novo.',
    'ledger.reading': 'Lendo as chaves do seu Ledger…',
    'ledger.confirmSignIn': 'Confira o login no seu Ledger e confirme-o lá (como {user})…',
    'ledger.confirmTransaction': 'Confira a transação no seu Ledger e confirme-a lá (como {user})…',
    'ledger.declined': 'Você recusou no seu Ledger.',
    'ledger.cancelled': 'Cancelou a tentativa com o Ledger. Nada foi assinado.',
    'ledger.failed': 'Seu Ledger não assinou: {said}',
    'ledger.wrongAccount':
      '{role, select, posting {Este Ledger não tem nenhuma chave de publicação, ativa ou de proprietário de {user}} active {Este Ledger não tem nenhuma chave ativa ou de proprietário de {user}} other {Este Ledger não tem nenhuma chave de proprietário de {user}}} (contas Hive 1 a {accounts, number} verificadas). Conecte o Ledger que a tem ou assine como a conta que ele tem.',

    'sign.pageTitle': 'Assinar uma transação',
    'sign.titleMany':
      '{count, plural, one {Assinar # operação} many {Assinar # operações} other {Assinar # operações}}',
    'sign.key':
      '{role, select, posting {chave de publicação} active {chave ativa} other {chave de proprietário}}',
    'sign.asks':
      '{count, plural, one {Um link pede que você assine esta operação com sua {key} e a transmita para a Hive.} many {Um link pede que você assine estas operações com sua {key} e as transmita para a Hive.} other {Um link pede que você assine estas operações com sua {key} e as transmita para a Hive.}}',
    'sign.asksSignOnly':
      '{count, plural, one {Um link pede que você assine esta operação com sua {key} (só assinada: a assinatura volta ao site, que pode transmiti-la).} many {Um link pede que você assine estas operações com sua {key} (só assinadas: a assinatura volta ao site, que pode transmiti-la).} other {Um link pede que você assine estas operações com sua {key} (só assinadas: a assinatura volta ao site, que pode transmiti-la).}}',
    'sign.checkEvery': 'Confira cada linha: depois de transmitida, não pode ser desfeita.',
    'sign.warning': 'Atenção:',
    'sign.exactData': 'Dados exatos da operação',
    'sign.signAs': 'Assinar como',
    'sign.signerFixed': 'O link pede que {user} assine.',
    'sign.keychain': 'Assinar com o Hive Keychain',
    'sign.keyLabel':
      '{role, select, posting {Chave privada de publicação ou senha mestra} active {Chave privada ativa ou senha mestra} other {Chave privada de proprietário ou senha mestra}}',
    'sign.submit': 'Assinar e transmitir',
    'sign.submitSignOnly': 'Assinar',
    'sign.cancel': 'Cancelar',
    'sign.done': 'Pronto',
    'sign.txId': 'Id da transação: {id}',
    'sign.doneReturn': 'O site pediu para ver você de volta em {destination}.',
    'sign.continueTo': 'Continuar para {host}',
    'sign.goBack': 'Voltar para onde você estava',
    'sign.fromApp': 'De {app}',
    'sign.callbackValue':
      '{name, select, sig {[assinatura]} id {[id da transação]} block {[número do bloco]} other {[posição no bloco]}}',
    'sign.afterShowsId': 'Depois, esta página mostra o id da transação.',
    'sign.afterReturn':
      'Depois você volta para {app} ({user}) em {url}, um endereço que ele registrou.',
    'sign.afterLink':
      'Depois, esta página mostra o id da transação e um link para {url}; o link não indica um app que o registrou, então você escolhe se vai segui-lo.',

    'refusal.authority':
      '{user} não pode assinar isto com essa chave: é preciso {role, select, posting {a autoridade de publicação} active {a autoridade ativa} other {a autoridade de proprietário}} de {user}.',
    'refusal.authorityFor':
      '{signer} não pode assinar isto como {actor}: isto age por {actor}, e só {role, select, posting {a autoridade de publicação} active {a autoridade ativa} other {a autoridade de proprietário}} de {actor} (ou uma conta que ela lista) pode assiná-lo.',
    'refusal.noPost': 'O post {post} não existe (ou não existe mais).',
    'refusal.noPostNamed': 'O post indicado não existe.',
    'refusal.funds': '{user} não tem fundos suficientes para isto.',
    'refusal.rc':
      '{user} não tem créditos de recurso (RC) suficientes agora: espere que recarreguem ou faça power up de HIVE.',
    'refusal.other': 'A rede Hive recusou esta transação; nada foi feito.',

    'sign.signing': 'Assinando…',
    'sign.cancelledReturning': 'Cancelado. Voltando ao app…',
    'sign.nothingDone': 'Nada foi assinado nem enviado, e nada foi dito ao site.',
    'sign.cancelled': 'Cancelado',
    'sign.mustSigner': 'Este link deve ser assinado por {user}.',
    'sign.doneReturning': 'Pronto. Voltando ao app…',
    'sign.signedOnly': 'Assinado, não transmitido',
    'sign.doneSignedOnly': 'Pronto: assinado, não transmitido',
    'sign.signedBroadcast': 'Assinado e transmitido',
    'sign.doneBroadcast': 'Pronto: assinado e transmitido',
    'sign.inBlock': 'Incluído no bloco {block}.',
    'sign.signature': 'Assinatura: {sig}',
    'op.you': 'você (a conta que assina)',
    'op.noMemo': '(sem memo)',
    'op.none': '(nenhum)',
    'op.percent': '{percent}%',
    'op.memoUnencrypted':
      'O memo começa com "#", que pede criptografia, mas esta página não criptografa memos: ele seria publicado do jeito que está escrito.',
    'op.row.voter': 'Votante',
    'op.row.post': 'Post',
    'op.row.weight': 'Peso',
    'op.row.account': 'Conta',
    'op.row.amount': 'Valor',
    'op.row.from': 'De',
    'op.row.to': 'Para',
    'op.row.memo': 'Memo',
    'op.row.shares': 'Cotas',
    'op.row.witness': 'Testemunha',
    'op.row.proxy': 'Procurador',
    'op.title.vote': 'Votar {percent}% em {post}',
    'op.title.claim': 'Resgatar recompensas',
    'op.title.transfer': 'Enviar {amount} para {to}',
    'op.title.recurrent':
      'Enviar {amount} para {to} a cada {hours, plural, one {# hora} many {# horas} other {# horas}}, {times, plural, one {# vez} many {# vezes} other {# vezes}}',
    'op.title.powerUp': 'Power up de {amount}',
    'op.title.powerDown': 'Power down de {amount}',
    'op.title.delegate': 'Delegar {amount} para {to}',
    'op.title.toSavings': 'Mover {amount} para a poupança',
    'op.title.fromSavings': 'Sacar {amount} da poupança (chega depois de 3 dias)',
    'op.title.witnessVote': 'Votar na testemunha {witness}',
    'op.title.witnessUnvote': 'Retirar seu voto da testemunha {witness}',
    'op.title.proxy': 'Deixar {proxy} votar em testemunhas por você',
    'op.title.proxyClear': 'Remover seu procurador de votação em testemunhas',
    'op.title.other': 'Operação {name}',
    'op.danger.owner':
      'Isto substitui sua autoridade de proprietário por {holders}; quem a tiver é dono da sua conta: pode trocar todas as chaves e deixar você de fora.',
    'op.danger.active':
      'Isto substitui sua autoridade ativa por {holders}; quem a tiver pode mover seus fundos e trocar suas outras chaves.',
    'op.danger.posting':
      'Isto substitui sua autoridade de publicação por {holders}; quem a tiver pode publicar, votar e seguir como você.',
    'op.danger.noKey': 'nenhuma chave',
    'op.danger.memoKey':
      'Sua chave de memo passa a ser {key}: quem a tiver pode ler seus memos criptografados.',
    'op.danger.yourAccount': 'sua conta',
    'op.danger.recoveryAccount':
      'Isto torna {recovery} a conta de recuperação de {account} depois de 30 dias: só {recovery} poderá então ajudar você a recuperar a conta se sua chave de proprietário for roubada.',
    'op.danger.requestRecovery':
      'Isto permite que {account} seja tomada com uma nova autoridade de proprietário ({holders}); quem a tiver é dono da conta.',
    'op.danger.recover':
      'Isto substitui a autoridade de proprietário de {account} por {holders}; quem a tiver é dono da conta.',
    'op.danger.withdrawRoute':
      'De agora em diante, {percent}% do que {account} sacar com power down vai para {to}.',
    'op.danger.declineVoting':
      'Isto abre mão dos seus votos de governança (testemunhas e propostas) para sempre: não pode ser desfeito.',
    'op.danger.unknown':
      'Esta operação pode mudar quem controla sua conta. Continue só se você pediu exatamente isto.',
    'consent.vaultRemember': 'Lembrar esta chave neste dispositivo',
    'consent.vaultTitle': 'Lembrar esta chave neste dispositivo?',
    'consent.vaultAbout':
      'Da próxima vez, entre com um toque em vez de digitá-la. A chave é cifrada neste navegador e nunca é enviada a lugar nenhum; só a sua chave de acesso ou o seu PIN a desbloqueia.',
    'consent.vaultActive':
      'Esta é a sua chave ativa: quem a desbloquear pode mover os seus fundos e alterar a sua conta. Guarde-a aqui só se você assina esse tipo de operação neste dispositivo.',
    'consent.vaultActiveTick': 'Guardar minha chave ativa neste dispositivo',
    'consent.vaultPasskey': 'Lembrar com uma chave de acesso',
    'consent.vaultPinLabel': 'Ou bloqueie-a com um PIN ou uma senha (pelo menos 6 caracteres)',
    'consent.vaultPin': 'Lembrar com este PIN',
    'consent.vaultSkip': 'Agora não',
    'consent.vaultUnlock': 'Desbloquear e entrar',
    'consent.noWallet':
      'Nenhuma carteira Hive está instalada neste navegador. Você pode entrar aqui com uma chave de acesso ou digitando uma chave, ou instalar uma:',
    'consent.noWalletKeychain':
      'Hive Keychain (para navegadores de computador, e um app para celulares)',
    'consent.noWalletHiveAuth': 'HiveAuth (carteiras de celular que assinam por você)',
    'vault.signInPasskey': 'Entrar como {user} com sua chave de acesso',
    'vault.signInPin': 'Entrar como {user} com seu PIN',
    'vault.signKept': 'Assinar com a chave guardada neste dispositivo',
    'vault.forgetKey': 'Esquecer esta chave',
    'vault.keyLock':
      '{role, select, active {Chave ativa} other {Chave de publicação}} guardada neste dispositivo, bloqueada {lock, select, passkey {pela sua chave de acesso} other {pelo seu PIN}}.',
    'vault.forgetRoleLabel':
      'Esquecer a chave {role, select, active {ativa} other {de publicação}} guardada para {user} neste dispositivo',
    'vault.forgetAll': 'Esquecer tudo neste dispositivo',
    'vault.keyForgotten': 'A chave guardada para {user} foi apagada deste dispositivo.',
    'vault.allForgotten': 'Todas as contas e chaves guardadas neste dispositivo foram apagadas.',
    'vault.pinFor': 'PIN ou senha de {user}',
    'vault.pinForRole':
      'PIN ou senha da chave {role, select, active {ativa} other {de publicação}} guardada para {user}',
    'vault.confirmPasskey': 'Confirme com sua chave de acesso…',
    'vault.keeping': 'Cifrando a chave…',
    'vault.passkeyRefused':
      'Sua chave de acesso não desbloqueou a chave, então nada foi decifrado. Tente de novo ou digite sua chave.',
    'vault.wrongPin':
      'PIN errado. Tentativas restantes antes de a chave ser apagada deste dispositivo: {n}.',
    'vault.erased':
      'A chave guardada para {user} foi apagada deste dispositivo (PINs errados demais, ou ela foi esquecida). Digite sua chave para entrar.',
    'vault.rotated':
      'A chave guardada neste dispositivo para {user} já não é uma chave da conta (ela foi trocada), então não pode assinar. Toque em “Esquecer esta chave” e digite a nova chave.',
    'vault.pinShort': 'Escolha um PIN ou uma senha de pelo menos 6 caracteres.',
    'vault.activeNotTicked': 'Marque a caixa para guardar uma chave ativa, ou escolha “Agora não”.',
    'vault.noPrf':
      'Esta chave de acesso não consegue bloquear uma chave neste navegador. Escolha um PIN.',
    'vault.kept':
      'A chave de {user} está guardada neste dispositivo, bloqueada pela sua chave de acesso.',
    'vault.keptPin': 'A chave de {user} está guardada neste dispositivo, bloqueada pelo seu PIN.',
    'vault.activeHint':
      'Você entrou com sua chave ativa. Sua chave de postagem basta para entrar e é mais segura: use-a da próxima vez.',
  },
  security: {
    'authorized.intro': {
      source: '7bc4d0214a768be6',
      back: 'The apps and accounts you authorized to act for you on Hive. Removing one takes effect immediately on the blockchain and for all services; the tokens the app still has stop working for everything that needed your authority.',
    },
    'authorized.keysNeverSent': {
      source: 'cb84bcc63d4f7c27',
      back: 'Used only inside this page to sign; never sent anywhere. They stay filled in while this page is open.',
    },
    'authorized.role': {
      source: 'bf3b6b39d8ded7e4',
      back: 'Posting authority: can publish, vote, follow and update your profile in your name / Active authority: can also move your funds and change your authorities / Owner authority: has total control of your account',
    },
    'authorized.loses': {
      source: '4c609f6001ef25f7',
      back: '{app} will no longer be able to publish, vote, follow or update your profile in your name / move your funds or change your authorities / control your account, on any site or service. The tokens it has stop working for that. You can grant it again later by logging in to it.',
    },
    'appLimits.endLoses': {
      source: '420267513d4dfc8c',
      back: 'All your logins to {app} here end immediately: its tokens stop working, and it can no longer act for you through this service. {app} keeps your posting authority on the blockchain until you remove it above.',
    },
    'signIns.endLoses': {
      source: 'd85201d70c8a1522',
      back: '{app} is disconnected immediately: its tokens stop working, and it can no longer act for you through this service. It keeps your posting authority on the blockchain until you remove it above. / … its tokens stop working, and it is notified.',
    },
    'signIns.unlisted': {
      source: '6228bcd8343570c4',
      back: "{apps} has (have) your posting authority but no login here: it (they) can post for you on Hive, and nothing on this page limits it (them). If you don't use it (them), remove it (them) above.",
    },
    'register.intro': {
      source: '252f1694ba6b060a',
      back: "An app is a Hive account whose profile in {field} says where its users' logins go. Only the account's active key can change {field}: accounts that have its posting authority (this service, apps it logged in to) cannot. Registering writes the profile there, in a single {op} transaction signed on this page.",
    },
    'register.secretHashHelp': {
      source: '1e4682681468c9ce',
      back: 'The profile publishes only this hash, and anyone can read it: a secret needs at least {minBits} random bits, or it can be guessed offline. Generate one here ({bits} bits) or with {command}.',
    },
    'register.newSecretHelp': {
      source: 'f726e7ed41cb8e30',
      back: "Copy it now to your app's server: it appears only once, and neither this page nor the blockchain keeps it.",
    },
    'consent.keyNeverSent': {
      source: '11f58d2b20621d9b',
      back: 'Used only inside this page to sign; it is never sent anywhere.',
    },
    'consent.published': {
      source: '5c10f5d5b2b9c3fe',
      back: 'The name, the description, the image and the site are published by {app} itself; hivegate did not verify them.',
    },
    'consent.grantNotYet': {
      source: '01d705fdf020c399',
      back: "Your account does not yet allow {app} to act for you. Granting adds {app} to your account's posting authority on the Hive blockchain (a {op} transaction).",
    },
    'consent.grantCannot': {
      source: 'd81c0ce89115b640',
      back: 'It cannot transfer funds or change keys.',
    },
    'consent.grantActive': {
      source: '4f7e888f01dd0890',
      back: 'This change needs your active key. It continues until you remove it on this page:',
    },
    'grant.loginOnly': {
      source: '45c8e6eeddf12361',
      back: 'Know your Hive username, to sign you in; it cannot act for you on Hive.',
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
      back: "These limits hold only for what {app} does through this service. {app}'s posting authority also lists its own keys or accounts, so {app} can sign for you directly on the Hive blockchain, outside any limit, while you keep it in your posting authority.",
    },
    'reach.onChain': {
      source: 'e71593026db82c4d',
      back: 'On the Hive blockchain, your posting authority lets whoever has it publish, vote, follow, reblog and update your profile as if it were you, with no limit of its own.',
    },
    'reach.direct': {
      source: '83fae24b2a14d262',
      back: '{app} has keys or accounts that can use it directly, outside the limits you chose.',
    },
    'device.check': {
      source: 'b83849fb4ebce799',
      back: 'Check that your device shows this same code. If you did not start this sign-in on a device of yours, refuse: someone may be trying to get into your account.',
    },
    'home.keys': {
      source: 'b95ae05dbbe19cf4',
      back: "Your keys stay in your browser: this service never sees them. You can withdraw an app's access at any time.",
    },
    'hiveauth.approveOnPhone': {
      source: 'e8ebf991dbc6a245',
      back: 'Approve on your phone with a HiveAuth wallet; no key is typed here.',
    },
    'op.memoUnencrypted': {
      source: '53086fa05cc731c1',
      back: 'The memo begins with "#", which asks for encryption, but this page does not encrypt memos: it would be published the way it is written.',
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
      back: 'This replaces your publishing authority with {holders}; whoever has it can publish, vote and follow as you.',
    },
    'op.danger.noKey': { source: 'ec9afd6a0470e867', back: 'no key' },
    'op.danger.memoKey': {
      source: 'e44d5be0f648bd73',
      back: 'Your memo key becomes {key}: whoever has it can read your encrypted memos.',
    },
    'op.danger.yourAccount': { source: '17a7e5cfee17027e', back: 'your account' },
    'op.danger.recoveryAccount': {
      source: '2b9ce7374d4e68fa',
      back: 'This makes {recovery} the recovery account of {account} after 30 days: only {recovery} will then be able to help you recover the account if your owner key is stolen.',
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
      back: 'From now on, {percent}% of what {account} withdraws with power down goes to {to}.',
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
      back: 'Next time, sign in with a touch instead of typing it. The key is encrypted in this browser and is never sent anywhere; only your passkey or your PIN unlocks it.',
    },
    'consent.vaultActive': {
      source: '206c57c1a2df6049',
      back: 'This is your active key: whoever unlocks it can move your funds and change your account. Keep it here only if you sign that kind of operation on this device.',
    },
  },
};
