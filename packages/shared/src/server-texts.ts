// The server's texts in Spanish and Portuguese, by their English wording (the one source: the server
// answers in the language a request asks for, see translateServerText). The specification gives the
// English; where it gives no translation, these are ours. No zod: the web app may import this alone.

export type TextLanguage = 'es' | 'pt';

const exact: Record<string, Record<TextLanguage, string>> = {
  ['The file is too large (at most 2 MB).']: {
    es: 'El archivo es demasiado grande (como máximo 2 MB).',
    pt: 'O arquivo é grande demais (no máximo 2 MB).',
  },
  ['The file is too large (at most 20 MB).']: {
    es: 'El archivo es demasiado grande (como máximo 20 MB).',
    pt: 'O arquivo é grande demais (no máximo 20 MB).',
  },
  ['The file is too large (at most 512 kB).']: {
    es: 'El archivo es demasiado grande (como máximo 512 kB).',
    pt: 'O arquivo é grande demais (no máximo 512 kB).',
  },
  ['Only PNG, JPEG, WebP or GIF images.']: {
    es: 'Solo imágenes PNG, JPEG, WebP o GIF.',
    pt: 'Somente imagens PNG, JPEG, WebP ou GIF.',
  },
  ['Only PNG, JPEG, WebP or GIF images, or MP4 or WebM videos.']: {
    es: 'Solo imágenes PNG, JPEG, WebP o GIF, o vídeos MP4 o WebM.',
    pt: 'Somente imagens PNG, JPEG, WebP ou GIF, ou vídeos MP4 ou WebM.',
  },
  ['The file is empty.']: {
    es: 'El archivo está vacío.',
    pt: 'O arquivo está vazio.',
  },
  ['No such upload.']: {
    es: 'No existe ese archivo.',
    pt: 'Esse arquivo não existe.',
  },
  ['Enter the dapp’s name (at most 60 characters).']: {
    es: 'Escribe el nombre de la dapp (como máximo 60 caracteres).',
    pt: 'Digite o nome do dapp (no máximo 60 caracteres).',
  },
  ['Enter the dapp’s address, starting with https://.']: {
    es: 'Escribe la dirección de la dapp, empezando por https://.',
    pt: 'Digite o endereço do dapp, começando com https://.',
  },
  ['Choose one of the store’s categories.']: {
    es: 'Elige una de las categorías de la tienda.',
    pt: 'Escolha uma das categorias da loja.',
  },
  ['Describe the dapp (at most 2000 characters).']: {
    es: 'Describe la dapp (como máximo 2000 caracteres).',
    pt: 'Descreva o dapp (no máximo 2000 caracteres).',
  },
  ['Upload a logo.']: {
    es: 'Sube un logotipo.',
    pt: 'Envie um logotipo.',
  },
  ['This logo is not one of the store’s uploads: upload it again.']: {
    es: 'Este logotipo no es uno de los archivos subidos a la tienda: súbelo de nuevo.',
    pt: 'Este logotipo não é um dos arquivos enviados à loja: envie-o de novo.',
  },
  ['Choose at least one chain.']: {
    es: 'Elige al menos una cadena.',
    pt: 'Escolha pelo menos uma rede.',
  },
  ['Choose one of the store’s chains.']: {
    es: 'Elige una de las cadenas de la tienda.',
    pt: 'Escolha uma das redes da loja.',
  },
  ['Enter a contract address: 0x and 40 hexadecimal characters.']: {
    es: 'Escribe una dirección de contrato: 0x y 40 caracteres hexadecimales.',
    pt: 'Digite um endereço de contrato: 0x e 40 caracteres hexadecimais.',
  },
  ['This address’s capital letters do not match its checksum (EIP-55).']: {
    es: 'Las mayúsculas de esta dirección no coinciden con su suma de verificación (EIP-55).',
    pt: 'As maiúsculas deste endereço não correspondem à sua soma de verificação (EIP-55).',
  },
  ['This contract’s chain is not one of the dapp’s chains.']: {
    es: 'La cadena de este contrato no es una de las cadenas de la dapp.',
    pt: 'A rede deste contrato não é uma das redes do dapp.',
  },
  ['This contract is listed twice.']: {
    es: 'Este contrato aparece dos veces.',
    pt: 'Este contrato aparece duas vezes.',
  },
  ['At most 20 contract addresses.']: {
    es: 'Como máximo 20 direcciones de contrato.',
    pt: 'No máximo 20 endereços de contrato.',
  },
  ['Enter a valid contact email.']: {
    es: 'Escribe un correo de contacto válido.',
    pt: 'Digite um e-mail de contato válido.',
  },
  ['Write a note to the submitter.']: {
    es: 'Escribe una nota para quien envió la dapp.',
    pt: 'Escreva uma nota para quem enviou o dapp.',
  },
  ['The note is at most 1000 characters.']: {
    es: 'La nota tiene como máximo 1000 caracteres.',
    pt: 'A nota tem no máximo 1000 caracteres.',
  },
  ['No such submission.']: {
    es: 'No existe esa propuesta.',
    pt: 'Essa submissão não existe.',
  },
  ['This submission can be edited only when changes are requested.']: {
    es: 'Esta propuesta solo se puede editar cuando se piden cambios.',
    pt: 'Esta submissão só pode ser editada quando alterações são solicitadas.',
  },
  ['This submission was already approved or rejected.']: {
    es: 'Esta propuesta ya fue aprobada o rechazada.',
    pt: 'Esta submissão já foi aprovada ou rejeitada.',
  },
  ['An app with this name is already in the catalogue.']: {
    es: 'Ya hay una app con este nombre en el catálogo.',
    pt: 'Já existe um app com este nome no catálogo.',
  },
  ['Something went wrong. Please try again later.']: {
    es: 'Algo salió mal. Inténtalo de nuevo más tarde.',
    pt: 'Algo deu errado. Tente novamente mais tarde.',
  },
  ['The store has no contracts on this network. Switch your wallet to the Acent network.']: {
    es: 'La tienda no tiene contratos en esta red. Cambia tu billetera a la red Acent.',
    pt: 'A loja não tem contratos nesta rede. Mude sua carteira para a rede Acent.',
  },
  ['Sign in to the operator console to continue.']: {
    es: 'Inicia sesión en la consola de operadores para continuar.',
    pt: 'Entre no console de operadores para continuar.',
  },
  ['Your operator session has ended. Please sign in again.']: {
    es: 'Tu sesión de operador ha terminado. Vuelve a iniciar sesión.',
    pt: 'Sua sessão de operador terminou. Entre novamente.',
  },
  ['Your operator role does not allow this.']: {
    es: 'Tu rol de operador no permite esto.',
    pt: 'Sua função de operador não permite isto.',
  },
  ['The signature does not match this operator or its current one-time number.']: {
    es: 'La firma no corresponde a este operador o a su número de un solo uso actual.',
    pt: 'A assinatura não corresponde a este operador ou ao seu número de uso único atual.',
  },
  ['This wallet is already an operator.']: {
    es: 'Esta billetera ya es operadora.',
    pt: 'Esta carteira já é operadora.',
  },
  ['No user has this id.']: {
    es: 'Ningún usuario tiene este id.',
    pt: 'Nenhum usuário tem este id.',
  },
  ['Type at least 2 characters of an address, email or username.']: {
    es: 'Escribe al menos 2 caracteres de una dirección, un correo o un nombre de usuario.',
    pt: 'Digite pelo menos 2 caracteres de um endereço, e-mail ou nome de usuário.',
  },
  ['Say why: the reason is kept with the block (at most 280 characters).']: {
    es: 'Indica el motivo: se guarda con el bloqueo (280 caracteres como máximo).',
    pt: 'Diga o motivo: ele fica guardado com o bloqueio (no máximo 280 caracteres).',
  },
  ['This wallet is already blocked.']: {
    es: 'Esta billetera ya está bloqueada.',
    pt: 'Esta carteira já está bloqueada.',
  },
  ['This wallet is not blocked.']: {
    es: 'Esta billetera no está bloqueada.',
    pt: 'Esta carteira não está bloqueada.',
  },
  ['No operator has this wallet address.']: {
    es: 'Ningún operador tiene esta dirección de billetera.',
    pt: 'Nenhum operador tem este endereço de carteira.',
  },
  ['The store keeps at least one active owner.']: {
    es: 'La tienda conserva al menos un propietario activo.',
    pt: 'A loja mantém pelo menos um proprietário ativo.',
  },
  ['The role must be owner, editor, support or finance.']: {
    es: 'El rol debe ser owner, editor, support o finance.',
    pt: 'A função deve ser owner, editor, support ou finance.',
  },
  ['The maintenance message is at most 280 characters.']: {
    es: 'El mensaje de mantenimiento tiene como máximo 280 caracteres.',
    pt: 'A mensagem de manutenção tem no máximo 280 caracteres.',
  },
  ['must be a whole number of base units, 0 or more']: {
    es: 'debe ser un número entero de unidades base, 0 o más',
    pt: 'deve ser um número inteiro de unidades base, 0 ou mais',
  },
  ['must be a percent from 0 to 100, with at most 2 decimals']: {
    es: 'debe ser un porcentaje de 0 a 100, con 2 decimales como máximo',
    pt: 'deve ser uma porcentagem de 0 a 100, com no máximo 2 casas decimais',
  },
  ['must be a whole number of hours from 0 to 99999']: {
    es: 'debe ser un número entero de horas de 0 a 99999',
    pt: 'deve ser um número inteiro de horas de 0 a 99999',
  },
  ['Give at least one setting to change.']: {
    es: 'Indica al menos un ajuste que cambiar.',
    pt: 'Informe pelo menos uma configuração para alterar.',
  },
  ['These settings are not configured (the demo seed or a migration adds them).']: {
    es: 'Estos ajustes no están configurados (los añade la semilla de demostración o una migración).',
    pt: 'Estas configurações não estão definidas (a semente de demonstração ou uma migração as adiciona).',
  },
  ['This is not a wallet signature (65 bytes, 0x and 130 hex digits).']: {
    es: 'Esto no es una firma de billetera (65 bytes, 0x y 130 dígitos hexadecimales).',
    pt: 'Isto não é uma assinatura de carteira (65 bytes, 0x e 130 dígitos hexadecimais).',
  },
  ['This app does not list that contract on that chain.']: {
    es: 'Esta app no incluye ese contrato en esa cadena.',
    pt: 'Este app não lista esse contrato nessa rede.',
  },
  ['There is no contract at that address on that chain.']: {
    es: 'No hay ningún contrato en esa dirección de esa cadena.',
    pt: 'Não há contrato nesse endereço nessa rede.',
  },
  ['The signature is not from this contract’s deployer, its owner() or its EIP-1967 admin, so it proves nothing.']:
    {
      es: 'La firma no es de quien desplegó este contrato, ni de su owner() ni de su administrador EIP-1967, así que no prueba nada.',
      pt: 'A assinatura não é de quem implantou este contrato, nem do seu owner() nem do seu administrador EIP-1967, então não prova nada.',
    },
  ['Say why, in 3 to 500 characters: the reason is shown with the contract and kept in the audit log.']: {
    es: 'Di por qué, en 3 a 500 caracteres: el motivo se muestra con el contrato y queda en el registro de auditoría.',
    pt: 'Diga por quê, em 3 a 500 caracteres: o motivo é mostrado com o contrato e fica no registro de auditoria.',
  },
  ['No editor added this contract.']: {
    es: 'Ningún editor añadió este contrato.',
    pt: 'Nenhum editor adicionou este contrato.',
  },
  ['must be an app’s slug']: {
    es: 'debe ser el identificador de una app',
    pt: 'deve ser o identificador de um app',
  },
  ['must be a chain id or all']: {
    es: 'debe ser un identificador de cadena o all',
    pt: 'deve ser um identificador de cadeia ou all',
  },
  ['must be the next cursor of the previous page']: {
    es: 'debe ser el cursor siguiente de la página anterior',
    pt: 'deve ser o próximo cursor da página anterior',
  },
  ['must be a whole number of base units above 0']: {
    es: 'debe ser un número entero de unidades base mayor que 0',
    pt: 'deve ser um número inteiro de unidades base maior que 0',
  },
  ['must be a whole number of days from 0 to 9999']: {
    es: 'debe ser un número entero de días de 0 a 9999',
    pt: 'deve ser um número inteiro de dias de 0 a 9999',
  },
  ['must be 1 to 80 characters']: {
    es: 'debe tener de 1 a 80 caracteres',
    pt: 'deve ter de 1 a 80 caracteres',
  },
  ['must be at least min_amount']: {
    es: 'debe ser al menos min_amount',
    pt: 'deve ser pelo menos min_amount',
  },
  ['must be a USD price: up to 18 digits, at most 12 decimals']: {
    es: 'debe ser un precio en USD: hasta 18 dígitos, 12 decimales como máximo',
    pt: 'deve ser um preço em USD: até 18 dígitos, no máximo 12 casas decimais',
  },
  ['must say why, in 1 to 200 characters']: {
    es: 'debe decir el motivo, en 1 a 200 caracteres',
    pt: 'deve dizer o motivo, em 1 a 200 caracteres',
  },
  ['must be a whole number of base units above 0, at most 28 digits']: {
    es: 'debe ser un número entero de unidades base mayor que 0, de 28 dígitos como máximo',
    pt: 'deve ser um número inteiro de unidades base maior que 0, com no máximo 28 dígitos',
  },
  ['must be less than 10000000000000000000000000000 base units (10 billion tokens)']: {
    es: 'debe ser menor que 10000000000000000000000000000 unidades base (10 mil millones de tokens)',
    pt: 'deve ser menor que 10000000000000000000000000000 unidades base (10 bilhões de tokens)',
  },
  ['must be at most 1000000000000000000 base units (1 token per staked token a minute)']: {
    es: 'debe ser como máximo 1000000000000000000 unidades base (1 token por token en stake por minuto)',
    pt: 'deve ser no máximo 1000000000000000000 unidades base (1 token por token em stake por minuto)',
  },
  ['must be at most 10000000000000000000000 base units (10000 tokens)']: {
    es: 'debe ser como máximo 10000000000000000000000 unidades base (10000 tokens)',
    pt: 'deve ser no máximo 10000000000000000000000 unidades base (10000 tokens)',
  },
  ['No such credit.']: {
    es: 'No existe ese crédito.',
    pt: 'Esse crédito não existe.',
  },
  ['This credit is no longer waiting for approval.']: {
    es: 'Este crédito ya no está esperando aprobación.',
    pt: 'Este crédito não está mais aguardando aprovação.',
  },
  ['A second operator must decide on this credit: whoever asked for it cannot.']: {
    es: 'Un segundo operador debe decidir sobre este crédito: quien lo pidió no puede.',
    pt: 'Um segundo operador deve decidir sobre este crédito: quem o pediu não pode.',
  },
  ['No such settings change.']: {
    es: 'No existe ese cambio de ajustes.',
    pt: 'Essa alteração de configurações não existe.',
  },
  ['This settings change is no longer waiting for approval.']: {
    es: 'Este cambio de ajustes ya no está esperando aprobación.',
    pt: 'Esta alteração de configurações não está mais aguardando aprovação.',
  },
  ['A second operator must decide on this settings change: whoever asked for it cannot.']: {
    es: 'Un segundo operador debe decidir sobre este cambio de ajustes: quien lo pidió no puede.',
    pt: 'Um segundo operador deve decidir sobre esta alteração de configurações: quem a pediu não pode.',
  },
  ['approval_threshold must be at most per_credit_cap, and per_credit_cap more than 0 and at most per_day_cap.']:
    {
      es: 'El campo approval_threshold debe ser como máximo per_credit_cap, y per_credit_cap mayor que 0 y como máximo per_day_cap.',
      pt: 'O campo approval_threshold deve ser no máximo per_credit_cap, e per_credit_cap maior que 0 e no máximo per_day_cap.',
    },
  ['No account is registered for this address.']: {
    es: 'No hay ninguna cuenta registrada con esta dirección.',
    pt: 'Nenhuma conta está registrada com este endereço.',
  },
  ['Insufficient balance!']: { es: '¡Saldo insuficiente!', pt: 'Saldo insuficiente!' },
  ['You declined an action in your wallet.']: {
    es: 'Rechazaste una acción en tu billetera.',
    pt: 'Você recusou uma ação na sua carteira.',
  },
  ["Something went wrong. Transaction didn't push through."]: {
    es: 'Algo salió mal. La transacción no se completó.',
    pt: 'Algo deu errado. A transação não foi concluída.',
  },
  ['Staking is not available right now.']: {
    es: 'El stake no está disponible en este momento.',
    pt: 'O stake não está disponível no momento.',
  },
  ['Amount should be greater than zero!']: {
    es: '¡El importe debe ser mayor que cero!',
    pt: 'O valor deve ser maior que zero!',
  },
  ['Pledge amount is below the minimum amount per transaction.']: {
    es: 'El importe está por debajo del mínimo por transacción.',
    pt: 'O valor está abaixo do mínimo por transação.',
  },
  ['Pledge amount exceeds the maximum amount per transaction.']: {
    es: 'El importe supera el máximo por transacción.',
    pt: 'O valor excede o máximo por transação.',
  },
  ['must be a chain id, e.g. 42 or 0x2a']: {
    es: 'debe ser un id de cadena, p. ej. 42 o 0x2a',
    pt: 'deve ser um id de cadeia, p. ex. 42 ou 0x2a',
  },
  ['Our explorer shows only the demo chains of this store.']: {
    es: 'Nuestro explorador muestra solo las cadenas de demostración de esta tienda.',
    pt: 'Nosso explorador mostra apenas as cadeias de demonstração desta loja.',
  },
  ['No transaction with this hash on this chain.']: {
    es: 'No hay ninguna transacción con este hash en esta cadena.',
    pt: 'Não há nenhuma transação com este hash nesta cadeia.',
  },
  ['must be a transaction hash: 0x and 64 hexadecimal digits']: {
    es: 'debe ser un hash de transacción: 0x y 64 dígitos hexadecimales',
    pt: 'deve ser um hash de transação: 0x e 64 dígitos hexadecimais',
  },
  ['must be a chain id in decimal, e.g. 8888']: {
    es: 'debe ser un id de cadena en decimal, p. ej. 8888',
    pt: 'deve ser um id de cadeia em decimal, p. ex. 8888',
  },
  ["A news feed must be on the public internet: this address is the store's own machine or a private network."]:
    {
      es: 'Un canal de noticias debe estar en internet pública: esta dirección es la propia máquina de la tienda o una red privada.',
      pt: 'Um feed de notícias deve estar na internet pública: este endereço é a própria máquina da loja ou uma rede privada.',
    },
  ['must be an http:// or https:// address']: {
    es: 'debe ser una dirección http:// o https://',
    pt: 'deve ser um endereço http:// ou https://',
  },
  ["must be an http:// or https:// address or one of the store's own paths (starting with /)"]: {
    es: 'debe ser una dirección http:// o https:// o una ruta de la propia tienda (que empiece por /)',
    pt: 'deve ser um endereço http:// ou https:// ou um caminho da própria loja (começando com /)',
  },
  ["must be an http://, https:// or mailto: address or one of the store's own paths"]: {
    es: 'debe ser una dirección http://, https:// o mailto: o una ruta de la propia tienda',
    pt: 'deve ser um endereço http://, https:// ou mailto: ou um caminho da própria loja',
  },
  ["must be one of the store's own /media/ paths or an https:// address"]: {
    es: 'debe ser una ruta /media/ de la propia tienda o una dirección https://',
    pt: 'deve ser um caminho /media/ da própria loja ou um endereço https://',
  },
  ['must name a field this row translates (its es and pt use the English field names)']: {
    es: 'debe nombrar un campo que esta fila traduce (su es y pt usan los nombres de campo en inglés)',
    pt: 'deve nomear um campo que esta linha traduz (seu es e pt usam os nomes de campo em inglês)',
  },
  ['must be a colour like #1a2b3c']: {
    es: 'debe ser un color como #1a2b3c',
    pt: 'deve ser uma cor como #1a2b3c',
  },
  ['must be lowercase letters, digits and dashes']: {
    es: 'debe tener solo letras minúsculas, dígitos y guiones',
    pt: 'deve ter apenas letras minúsculas, dígitos e hifens',
  },
  ['The catalogue has no such row.']: {
    es: 'El catálogo no tiene esa fila.',
    pt: 'O catálogo não tem essa linha.',
  },
  ['This row is already in the catalogue (same key, or the same app in that list).']: {
    es: 'Esta fila ya está en el catálogo (la misma clave, o la misma app en esa lista).',
    pt: 'Esta linha já está no catálogo (a mesma chave, ou o mesmo app nessa lista).',
  },
  ['It names an app, game or menu item the catalogue does not have.']: {
    es: 'Nombra una app, un juego o un elemento de menú que el catálogo no tiene.',
    pt: 'Nomeia um app, um jogo ou um item de menu que o catálogo não tem.',
  },
  ['This table has no order to change.']: {
    es: 'Esta tabla no tiene un orden que cambiar.',
    pt: 'Esta tabela não tem uma ordem para mudar.',
  },
  ['Not an action the audit log records.']: {
    es: 'No es una acción que registre el historial de auditoría.',
    pt: 'Não é uma ação que o registro de auditoria guarda.',
  },
  ['A date and time like 2026-01-31T00:00:00Z, from the year 1 on.']: {
    es: 'Una fecha y hora como 2026-01-31T00:00:00Z, desde el año 1.',
    pt: 'Uma data e hora como 2026-01-31T00:00:00Z, a partir do ano 1.',
  },
  ['A target is 1 to 200 letters, digits and : . _ - signs.']: {
    es: 'Un objeto tiene de 1 a 200 letras, cifras y signos : . _ -.',
    pt: 'Um alvo tem de 1 a 200 letras, algarismos e sinais : . _ -.',
  },
  ['Not a cursor this list gave out.']: {
    es: 'No es un cursor que haya dado esta lista.',
    pt: 'Não é um cursor fornecido por esta lista.',
  },
  ['Send unpledgeAmount with tokenType, or amount alone for ACE.']: {
    es: 'Envía unpledgeAmount con tokenType, o solo amount para ACE.',
    pt: 'Envie unpledgeAmount com tokenType, ou apenas amount para ACE.',
  },
  ['custom-token-id must be DAPPX or ACE.']: {
    es: 'custom-token-id debe ser DAPPX o ACE.',
    pt: 'custom-token-id deve ser DAPPX ou ACE.',
  },
  ['Unstake amount is greater than the current stake!']: {
    es: '¡El importe a retirar es mayor que el stake actual!',
    pt: 'O valor a retirar é maior que o stake atual!',
  },
  ['Mint Generated']: { es: 'Se genera al acuñar', pt: 'Gerado na cunhagem' },
  ['No tokens in this collection']: {
    es: 'No hay tokens en esta colección',
    pt: 'Não há tokens nesta coleção',
  },
  ['Insufficient IMX Fund.']: { es: 'Fondos de IMX insuficientes.', pt: 'Fundos de IMX insuficientes.' },
  ['NFT successfully purchased']: { es: 'NFT comprado con éxito', pt: 'NFT comprado com sucesso' },
  ['Please complete the action needed.']: {
    es: 'Por favor completa la acción necesaria.',
    pt: 'Por favor, conclua a ação necessária.',
  },
  ['Transaction did not proceed. Please try again.']: {
    es: 'La transacción no se realizó. Inténtalo de nuevo.',
    pt: 'A transação não foi concluída. Tente novamente.',
  },
  ['Session expired. Please connect your wallet again.']: {
    es: 'La sesión caducó. Vuelve a conectar tu billetera.',
    pt: 'A sessão expirou. Conecte sua carteira novamente.',
  },
  ['This NFT is no longer available.']: {
    es: 'Este NFT ya no está disponible.',
    pt: 'Este NFT não está mais disponível.',
  },
  ['This collection does not exist.']: { es: 'Esta colección no existe.', pt: 'Esta coleção não existe.' },
  ['Your payment could not be used for this NFT. It is refunded to the wallet that sent it, less the network fee.']:
    {
      es: 'Tu pago no se pudo usar para este NFT. Se devuelve a la billetera que lo envió, menos la comisión de red.',
      pt: 'Seu pagamento não pôde ser usado para este NFT. Ele é devolvido à carteira que o enviou, menos a taxa de rede.',
    },
  ['You have 3 NFT orders waiting for payment. Pay for one or cancel it before ordering another.']: {
    es: 'Tienes 3 pedidos de NFT esperando el pago. Paga uno o cancélalo antes de pedir otro.',
    pt: 'Você tem 3 pedidos de NFT aguardando pagamento. Pague um ou cancele-o antes de pedir outro.',
  },
  ['No such refund.']: { es: 'No existe ese reembolso.', pt: 'Esse reembolso não existe.' },
  ['This refund is not waiting to be sent: it was sent, or a send was tried (check the chain).']: {
    es: 'Este reembolso no está esperando envío: ya se envió o se intentó enviar (revisa la cadena).',
    pt: 'Este reembolso não está aguardando envio: já foi enviado ou houve uma tentativa (verifique a rede).',
  },
  ['This refund cannot be sent from here: the store holds no admin key, or the payment does not cover the network fee.']:
    {
      es: 'Este reembolso no se puede enviar desde aquí: la tienda no tiene la clave de administración o el pago no cubre la comisión de red.',
      pt: 'Este reembolso não pode ser enviado daqui: a loja não tem a chave de administração ou o pagamento não cobre a taxa de rede.',
    },
  ['Your payment is refunded to the wallet that sent it, less the network fee.']: {
    es: 'Tu pago se devuelve a la billetera que lo envió, menos la comisión de red.',
    pt: 'Seu pagamento é devolvido à carteira que o enviou, menos a taxa de rede.',
  },
  ['Invalid input!']: { es: '¡Entrada no válida!', pt: 'Entrada inválida!' },
  ['Your stake amount is below the minimum limit!']: {
    es: '¡El importe del stake está por debajo del límite mínimo!',
    pt: 'O valor do stake está abaixo do limite mínimo!',
  },
  ['Stake amount will exceed the allowable stake per account.']: {
    es: 'El importe del stake superará el stake permitido por cuenta.',
    pt: 'O valor do stake excederá o stake permitido por conta.',
  },
  ['Unpledge amount is greater than the current pledge!']: {
    es: '¡El importe a retirar es mayor que el stake actual!',
    pt: 'O valor a retirar é maior que o stake atual!',
  },
  ['Your Stake amount is below the minimum limit!']: {
    es: '¡El importe del stake está por debajo del límite mínimo!',
    pt: 'O valor do stake está abaixo do limite mínimo!',
  },
  ['Stake amount is greater than the maximum limit!']: {
    es: '¡El importe del stake supera el límite máximo!',
    pt: 'O valor do stake é maior que o limite máximo!',
  },
  ['Insufficient balance.']: { es: 'Saldo insuficiente.', pt: 'Saldo insuficiente.' },
  ['Amount should be greater than zero.']: {
    es: 'La cantidad debe ser mayor que cero.',
    pt: 'A quantidade deve ser maior que zero.',
  },
  ['Your deposit is on its way!']: { es: '¡Tu depósito está en camino!', pt: 'Seu depósito está a caminho!' },
  ['Something went wrong! Refresh the page and try again.']: {
    es: '¡Algo salió mal! Actualiza la página e inténtalo de nuevo.',
    pt: 'Algo deu errado! Atualize a página e tente novamente.',
  },
  ['Ok']: { es: 'Ok', pt: 'Ok' },
  ['Session Expired. Please login to continue.']: {
    es: 'Sesión expirada. Inicia sesión para continuar.',
    pt: 'Sessão expirada. Entre novamente para continuar.',
  },
  ['Verify your email to enable withdrawal.']: {
    es: 'Verifica tu correo electrónico para habilitar los retiros.',
    pt: 'Verifique seu e-mail para habilitar os saques.',
  },
  ['This confirmation link is not valid, has expired or was already used.']: {
    es: 'Este enlace de confirmación no es válido, ha caducado o ya se utilizó.',
    pt: 'Este link de confirmação não é válido, expirou ou já foi usado.',
  },
  ['This is already the email address of your account.']: {
    es: 'Esta ya es la dirección de correo de tu cuenta.',
    pt: 'Este já é o endereço de e-mail da sua conta.',
  },
  ['Your email address is already verified.']: {
    es: 'Tu dirección de correo ya está verificada.',
    pt: 'Seu endereço de e-mail já está verificado.',
  },
  ['Too many emails asked for this account. Please try again in an hour.']: {
    es: 'Se han pedido demasiados correos para esta cuenta. Inténtalo de nuevo en una hora.',
    pt: 'Muitos e-mails solicitados para esta conta. Tente novamente em uma hora.',
  },
  ['We could not send the mail right now. Please try again later.']: {
    es: 'No pudimos enviar el correo en este momento. Inténtalo de nuevo más tarde.',
    pt: 'Não foi possível enviar o e-mail agora. Tente novamente mais tarde.',
  },
  ['Please input amount to be transferred.']: {
    es: 'Ingresa el monto a transferir.',
    pt: 'Informe o valor a ser transferido.',
  },
  ['Insufficient Balance.']: { es: 'Saldo insuficiente.', pt: 'Saldo insuficiente.' },
  ['An error has occurred. Please try again later.']: {
    es: 'Se produjo un error. Inténtalo de nuevo más tarde.',
    pt: 'Ocorreu um erro. Tente novamente mais tarde.',
  },
  ['Daily withdraw policy was updated. Kindly check and process your withdrawal again.']: {
    es: 'La política de retiro diario se actualizó. Revisa y procesa tu retiro nuevamente.',
    pt: 'A política de saque diário foi atualizada. Verifique e processe seu saque novamente.',
  },
  ['Service is not available at the moment. Please try again later. Thank you.']: {
    es: 'El servicio no está disponible en este momento. Inténtalo más tarde. Gracias.',
    pt: 'O serviço não está disponível no momento. Tente novamente mais tarde. Obrigado.',
  },
  ['Use at most 6 decimal places.']: {
    es: 'Usa como máximo 6 decimales.',
    pt: 'Use no máximo 6 casas decimais.',
  },
  ['This amount is too large.']: {
    es: 'Este importe es demasiado grande.',
    pt: 'Este valor é grande demais.',
  },
  ['Please activate staking first.']: { es: 'Primero activa el stake.', pt: 'Ative o stake primeiro.' },
  ['Staking is already activated.']: { es: 'El stake ya está activado.', pt: 'O stake já está ativado.' },
  ['There is no stake to unstake.']: { es: 'No hay stake que retirar.', pt: 'Não há stake para retirar.' },
  ['Please use the same address.']: { es: 'Usa la misma dirección.', pt: 'Use o mesmo endereço.' },
  ['Connect to IMX first.']: { es: 'Primero conéctate a IMX.', pt: 'Conecte-se à IMX primeiro.' },
  ['Insufficient balance']: { es: 'Saldo insuficiente', pt: 'Saldo insuficiente' },
  ['DAPPX is under maintenance. Please check back soon.']: {
    es: 'DAPPX está en mantenimiento. Vuelve pronto.',
    pt: 'A DAPPX está em manutenção. Volte em breve.',
  },
  ['Please enter a valid email address']: {
    es: 'Introduce una dirección de correo válida',
    pt: 'Insira um endereço de e-mail válido',
  },
  ['Thank you, your sign-up request was successful! Please check your email inbox to confirm.']: {
    es: '¡Gracias, tu solicitud de suscripción se realizó con éxito! Revisa tu bandeja de entrada para confirmarla.',
    pt: 'Obrigado, sua inscrição foi feita com sucesso! Verifique sua caixa de entrada para confirmar.',
  },
  ['Given email address is already subscribed, thank you!']: {
    es: 'Esta dirección de correo ya está suscrita, ¡gracias!',
    pt: 'Este endereço de e-mail já está inscrito, obrigado!',
  },
  ['Your newsletter subscription is confirmed, thank you!']: {
    es: 'Tu suscripción al boletín está confirmada, ¡gracias!',
    pt: 'Sua inscrição na newsletter está confirmada, obrigado!',
  },
  ['This season is no longer open for staking.']: {
    es: 'Esta temporada ya no admite stakes.',
    pt: 'Esta temporada não aceita mais stakes.',
  },
  ['This season does not exist.']: { es: 'Esta temporada no existe.', pt: 'Esta temporada não existe.' },
  ['must be a single line of text without control characters (such as a null byte, a tab or a line break)']: {
    es: 'debe ser una sola línea de texto sin caracteres de control (como un byte nulo, un tabulador o un salto de línea)',
    pt: 'deve ser uma única linha de texto sem caracteres de controle (como um byte nulo, uma tabulação ou uma quebra de linha)',
  },
  ['must be text without control characters other than tabs and line breaks (such as a null byte)']: {
    es: 'debe ser texto sin caracteres de control salvo tabuladores y saltos de línea (como un byte nulo)',
    pt: 'deve ser texto sem caracteres de controle além de tabulações e quebras de linha (como um byte nulo)',
  },
  ['must be well-formed text: it holds half of a character (a lone UTF-16 surrogate such as \\ud800)']: {
    es: 'debe ser texto bien formado: contiene medio carácter (un sustituto UTF-16 suelto, como \\ud800)',
    pt: 'deve ser texto bem formado: contém meio caractere (um substituto UTF-16 isolado, como \\ud800)',
  },
  ['This token cannot move in that direction.']: {
    es: 'Este token no puede moverse en esa dirección.',
    pt: 'Este token não pode ser movido nessa direção.',
  },
  ['Please enter your email']: { es: 'Introduce tu correo electrónico', pt: 'Insira seu e-mail' },
  ['Please enter a valid email']: {
    es: 'Introduce un correo electrónico válido',
    pt: 'Insira um e-mail válido',
  },
  ['This referral code does not exist. Check it or leave the field empty.']: {
    es: 'Este código de referido no existe. Revísalo o deja el campo vacío.',
    pt: 'Este código de indicação não existe. Verifique-o ou deixe o campo vazio.',
  },
  ['This wallet address is already registered.']: {
    es: 'Esta dirección de billetera ya está registrada.',
    pt: 'Este endereço de carteira já está registrado.',
  },
  ['This is not a valid wallet address.']: {
    es: 'Esta no es una dirección de billetera válida.',
    pt: 'Este não é um endereço de carteira válido.',
  },
  ['No account is registered for this wallet address.']: {
    es: 'No hay ninguna cuenta registrada para esta dirección de billetera.',
    pt: 'Nenhuma conta está registrada para este endereço de carteira.',
  },
  ['The signature does not match this wallet address or its current one-time number.']: {
    es: 'La firma no corresponde a esta dirección de billetera o a su número de un solo uso actual.',
    pt: 'A assinatura não corresponde a este endereço de carteira ou ao seu número de uso único atual.',
  },
  ['This sign-in request has expired. Please sign in again.']: {
    es: 'Esta solicitud de inicio de sesión ha caducado. Vuelve a iniciar sesión.',
    pt: 'Esta solicitação de login expirou. Faça login novamente.',
  },
  ['Your account is ready, without demo funds: too many new accounts came from your network this hour.']: {
    es: 'Tu cuenta está lista, sin fondos de demostración: llegaron demasiadas cuentas nuevas desde tu red en esta hora.',
    pt: 'Sua conta está pronta, sem fundos de demonstração: vieram contas novas demais da sua rede nesta hora.',
  },
  ['Your account is ready, but too many mails went to your network this hour: ask for the verification mail again from your profile later.']:
    {
      es: 'Tu cuenta está lista, pero se enviaron demasiados correos a tu red en esta hora: vuelve a pedir el correo de verificación desde tu perfil más tarde.',
      pt: 'Sua conta está pronta, mas e-mails demais foram enviados para a sua rede nesta hora: peça o e-mail de verificação de novo pelo seu perfil mais tarde.',
    },
  ['This wallet address is blocked.']: {
    es: 'Esta dirección de billetera está bloqueada.',
    pt: 'Este endereço de carteira está bloqueado.',
  },
  ['Please connect your wallet to continue.']: {
    es: 'Conecta tu billetera para continuar.',
    pt: 'Conecte sua carteira para continuar.',
  },
  ['This verification link is not valid, has expired or was already used.']: {
    es: 'Este enlace de verificación no es válido, ha caducado o ya se utilizó.',
    pt: 'Este link de verificação não é válido, expirou ou já foi usado.',
  },
  ['Your email address is verified.']: {
    es: 'Tu dirección de correo está verificada.',
    pt: 'Seu endereço de e-mail está verificado.',
  },
  ['You are logged out.']: { es: 'Has cerrado sesión.', pt: 'Você saiu da sua conta.' },
  ['This QR code is not valid, has expired or was already used.']: {
    es: 'Este código QR no es válido, ha caducado o ya se utilizó.',
    pt: 'Este código QR não é válido, expirou ou já foi usado.',
  },
  ['We sent a verification link. Open it to verify your email address.']: {
    es: 'Te enviamos un enlace de verificación. Ábrelo para verificar tu dirección de correo.',
    pt: 'Enviamos um link de verificação. Abra-o para verificar seu endereço de e-mail.',
  },
  ['We sent a confirmation link to your current email address. Your email changes once you open it.']: {
    es: 'Te enviamos un enlace de confirmación a tu dirección de correo actual. Tu correo cambia cuando lo abras.',
    pt: 'Enviamos um link de confirmação para seu endereço de e-mail atual. Seu e-mail muda quando você o abrir.',
  },
  ['Your email change is confirmed. Open the link we sent to the new address to verify it.']: {
    es: 'El cambio de correo está confirmado. Abre el enlace que enviamos a la nueva dirección para verificarla.',
    pt: 'A troca de e-mail está confirmada. Abra o link que enviamos ao novo endereço para verificá-lo.',
  },
  ['Please input amount to be withdrawn.']: {
    es: 'Ingresa el monto a retirar.',
    pt: 'Informe o valor a ser sacado.',
  },
  ['Withdraw amount exceeds your remaining daily limit.']: {
    es: 'El monto a retirar supera tu límite diario restante.',
    pt: 'O valor do saque excede seu limite diário restante.',
  },
  ['This withdrawal does not exist.']: { es: 'Este retiro no existe.', pt: 'Este saque não existe.' },
  ['This withdrawal is no longer pending.']: {
    es: 'Este retiro ya no está pendiente.',
    pt: 'Este saque não está mais pendente.',
  },
  ['This withdrawal was already paid out to your wallet and cannot be cancelled.']: {
    es: 'Este retiro ya se pagó a tu billetera y no se puede cancelar.',
    pt: 'Este saque já foi pago à sua carteira e não pode ser cancelado.',
  },
  ['This withdrawal has not been paid out on chain yet.']: {
    es: 'Este retiro aún no se ha pagado en la cadena.',
    pt: 'Este saque ainda não foi pago na blockchain.',
  },
  ['Something went wrong on our side. Please try again later.']: {
    es: 'Algo salió mal de nuestro lado. Inténtalo de nuevo más tarde.',
    pt: 'Algo deu errado do nosso lado. Tente novamente mais tarde.',
  },
  ['Too many requests. Please slow down.']: {
    es: 'Demasiadas solicitudes. Ve más despacio.',
    pt: 'Muitas solicitações. Vá com mais calma.',
  },
  ['Too many new demo accounts from your network. Please try again in an hour.']: {
    es: 'Demasiadas cuentas demo nuevas desde tu red. Inténtalo de nuevo en una hora.',
    pt: 'Muitas contas demo novas a partir da sua rede. Tente novamente em uma hora.',
  },
  ['We could not send the verification mail right now. Please try again later.']: {
    es: 'No pudimos enviar el correo de verificación en este momento. Inténtalo de nuevo más tarde.',
    pt: 'Não foi possível enviar o e-mail de verificação agora. Tente novamente mais tarde.',
  },
  ['The service is temporarily unavailable. Please try again shortly.']: {
    es: 'El servicio no está disponible temporalmente. Inténtalo de nuevo en breve.',
    pt: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
  },
  ['The request body is not valid JSON.']: {
    es: 'El cuerpo de la solicitud no es JSON válido.',
    pt: 'O corpo da solicitação não é um JSON válido.',
  },
  // The server's own texts of a malformed request (lib/error-handler.ts).
  ['The request body is empty; send a JSON object.']: {
    es: 'El cuerpo de la solicitud está vacío; envía un objeto JSON.',
    pt: 'O corpo da solicitação está vazio; envie um objeto JSON.',
  },
  ['Send the request body as application/json.']: {
    es: 'Envía el cuerpo de la solicitud como application/json.',
    pt: 'Envie o corpo da solicitação como application/json.',
  },
  ['The request body is too large.']: {
    es: 'El cuerpo de la solicitud es demasiado grande.',
    pt: 'O corpo da solicitação é grande demais.',
  },
  ['The request body does not have the length its Content-Length header says.']: {
    es: 'El cuerpo de la solicitud no tiene la longitud que indica su cabecera Content-Length.',
    pt: 'O corpo da solicitação não tem o tamanho que seu cabeçalho Content-Length indica.',
  },
  ['The URL path is not valid: percent-encode it as UTF-8 (%XX with two hex digits for each byte).']: {
    es: 'La ruta de la URL no es válida: codifícala en UTF-8 con porcentajes (%XX, dos dígitos hexadecimales por byte).',
    pt: 'O caminho da URL não é válido: codifique-o em UTF-8 com porcentagem (%XX, dois dígitos hexadecimais por byte).',
  },
  ['Bad request.']: { es: 'Solicitud incorrecta.', pt: 'Solicitação inválida.' },
  ['A text in the request contains a character that cannot be stored, such as a null byte (\\u0000); send text without control characters.']:
    {
      es: 'Un texto de la solicitud contiene un carácter que no se puede guardar, como un byte nulo (\\u0000); envía texto sin caracteres de control.',
      pt: 'Um texto da solicitação contém um caractere que não pode ser armazenado, como um byte nulo (\\u0000); envie texto sem caracteres de controle.',
    },
  ['The request did not arrive in time; send it again.']: {
    es: 'La solicitud no llegó a tiempo; envíala de nuevo.',
    pt: 'A solicitação não chegou a tempo; envie-a novamente.',
  },
  ['A request header is not valid: each is "Name: value" on its own line, the name a token without spaces, the value without control characters.']:
    {
      es: 'Una cabecera de la solicitud no es válida: cada una va en su propia línea como "Nombre: valor", el nombre sin espacios y el valor sin caracteres de control.',
      pt: 'Um cabeçalho da solicitação não é válido: cada um fica em sua própria linha como "Nome: valor", o nome sem espaços e o valor sem caracteres de controle.',
    },
  ['The request method is not valid; use a standard HTTP method such as GET or POST.']: {
    es: 'El método de la solicitud no es válido; usa un método HTTP estándar como GET o POST.',
    pt: 'O método da solicitação não é válido; use um método HTTP padrão como GET ou POST.',
  },
  ['The request target is not valid: send a path starting with "/".']: {
    es: 'El destino de la solicitud no es válido: envía una ruta que empiece por "/".',
    pt: 'O destino da solicitação não é válido: envie um caminho que comece com "/".',
  },
  ['The Content-Length header is not valid: send one decimal number.']: {
    es: 'La cabecera Content-Length no es válida: envía un único número decimal.',
    pt: 'O cabeçalho Content-Length não é válido: envie um único número decimal.',
  },
  ['Send either Content-Length or Transfer-Encoding: chunked, not both.']: {
    es: 'Envía Content-Length o Transfer-Encoding: chunked, no ambos.',
    pt: 'Envie Content-Length ou Transfer-Encoding: chunked, não ambos.',
  },
  ['The request is not valid HTTP/1.1; check its request line and headers.']: {
    es: 'La solicitud no es HTTP/1.1 válido; revisa su línea de solicitud y sus cabeceras.',
    pt: 'A solicitação não é HTTP/1.1 válido; verifique a linha de solicitação e os cabeçalhos.',
  },
  ['The Idempotency-Key header must be 1 to 100 letters, digits or ._:-']: {
    es: 'La cabecera Idempotency-Key debe tener de 1 a 100 letras, dígitos o ._:-',
    pt: 'O cabeçalho Idempotency-Key deve ter de 1 a 100 letras, dígitos ou ._:-',
  },
  ['This Idempotency-Key was already used for another request.']: {
    es: 'Esta Idempotency-Key ya se usó para otra solicitud.',
    pt: 'Esta Idempotency-Key já foi usada em outra solicitação.',
  },
  ['The metrics need the header Authorization: Bearer <METRICS_TOKEN>.']: {
    es: 'Las métricas necesitan la cabecera Authorization: Bearer <METRICS_TOKEN>.',
    pt: 'As métricas precisam do cabeçalho Authorization: Bearer <METRICS_TOKEN>.',
  },
  // Routes' own texts, where the specification gives none.
  ['No such token.']: { es: 'Este token no existe.', pt: 'Este token não existe.' },
  ['No such game.']: { es: 'Este juego no existe.', pt: 'Este jogo não existe.' },
  ['No such app in the rankings.']: {
    es: 'Esta aplicación no está en la clasificación.',
    pt: 'Este aplicativo não está no ranking.',
  },
  ['This cursor is not the next cursor of a page of these transactions.']: {
    es: 'Este cursor no es el cursor siguiente de una página de estas transacciones.',
    pt: 'Este cursor não é o próximo cursor de uma página destas transações.',
  },
  ['No such icon.']: { es: 'Este icono no existe.', pt: 'Este ícone não existe.' },
  ['No such banner.']: { es: 'Este banner no existe.', pt: 'Este banner não existe.' },
  ['No such art.']: { es: 'Esta ilustración no existe.', pt: 'Esta ilustração não existe.' },
  ['No such video.']: { es: 'Este vídeo no existe.', pt: 'Este vídeo não existe.' },
  ['News are not available right now.']: {
    es: 'Las noticias no están disponibles en este momento.',
    pt: 'As notícias não estão disponíveis no momento.',
  },
  ["Can't pull conversion rate."]: {
    es: 'No se pudo obtener el tipo de cambio.',
    pt: 'Não foi possível obter a taxa de conversão.',
  },
  ['This confirmation link is not valid or was already used.']: {
    es: 'Este enlace de confirmación no es válido o ya se utilizó.',
    pt: 'Este link de confirmação não é válido ou já foi usado.',
  },
  ['The confirmation link is not valid.']: {
    es: 'El enlace de confirmación no es válido.',
    pt: 'O link de confirmação não é válido.',
  },
  ['Type something to search for.']: { es: 'Escribe algo para buscar.', pt: 'Digite algo para pesquisar.' },
  ['Search for at most 100 characters.']: {
    es: 'Busca como máximo 100 caracteres.',
    pt: 'Pesquise no máximo 100 caracteres.',
  },
  ['IpAddress must be an IPv4 or IPv6 address.']: {
    es: 'IpAddress debe ser una dirección IPv4 o IPv6.',
    pt: 'IpAddress deve ser um endereço IPv4 ou IPv6.',
  },
  ['We could not send the confirmation mail right now. Please try again later.']: {
    es: 'No pudimos enviar el correo de confirmación en este momento. Inténtalo de nuevo más tarde.',
    pt: 'Não foi possível enviar o e-mail de confirmação agora. Tente novamente mais tarde.',
  },
  ['method not allowed']: { es: 'método no permitido', pt: 'método não permitido' },
  ['Icons are named <name>.svg.']: {
    es: 'Los iconos se llaman <nombre>.svg.',
    pt: 'Os ícones se chamam <nome>.svg.',
  },
  ['Art is named <slug>.svg.']: {
    es: 'Las ilustraciones se llaman <slug>.svg.',
    pt: 'As ilustrações se chamam <slug>.svg.',
  },
  ['Art is named <token id>.svg.']: {
    es: 'Las ilustraciones se llaman <id del token>.svg.',
    pt: 'As ilustrações se chamam <id do token>.svg.',
  },
  ['Banners are named <slide>-<en|es|pt>-<desktop|mobile>.svg.']: {
    es: 'Los banners se llaman <slide>-<en|es|pt>-<desktop|mobile>.svg.',
    pt: 'Os banners se chamam <slide>-<en|es|pt>-<desktop|mobile>.svg.',
  },
  ['Videos are named <name>.webm.']: {
    es: 'Los vídeos se llaman <nombre>.webm.',
    pt: 'Os vídeos se chamam <nome>.webm.',
  },
  // Rules' fragments: the answer puts the field before them ("El campo address debe ser …").
  ['must be a 0x-prefixed 20-byte address']: {
    es: 'debe ser una dirección de 20 bytes con el prefijo 0x',
    pt: 'deve ser um endereço de 20 bytes com o prefixo 0x',
  },
  ['must be a 65-byte hex signature']: {
    es: 'debe ser una firma hexadecimal de 65 bytes',
    pt: 'deve ser uma assinatura hexadecimal de 65 bytes',
  },
  ['must be a 0x-prefixed 32-byte hex hash']: {
    es: 'debe ser un hash hexadecimal de 32 bytes con el prefijo 0x',
    pt: 'deve ser um hash hexadecimal de 32 bytes com o prefixo 0x',
  },
  ['must be a token id: 1 to 78 decimal digits']: {
    es: 'debe ser un id de token: de 1 a 78 dígitos decimales',
    pt: 'deve ser um id de token: de 1 a 78 dígitos decimais',
  },
  ['must be a collection id']: {
    es: 'debe ser un id de colección',
    pt: 'deve ser um id de coleção',
  },
  // Reviews (reviewTexts and the review schemas' rules).
  ['Only wallets that used this app in the last 90 days can review it, and the indexer counted no transaction from this wallet to its contracts in that time.']:
    {
      es: 'Solo las carteras que usaron esta app en los últimos 90 días pueden reseñarla, y el indexador no contó ninguna transacción de esta cartera a sus contratos en ese tiempo.',
      pt: 'Só carteiras que usaram este app nos últimos 90 dias podem avaliá-lo, e o indexador não contou nenhuma transação desta carteira para os contratos dele nesse período.',
    },
  ['The signature is not from this wallet, or it does not match this review.']: {
    es: 'La firma no es de esta cartera, o no corresponde a esta reseña.',
    pt: 'A assinatura não é desta carteira, ou não corresponde a esta avaliação.',
  },
  ['Sign the review with the wallet you are signed in with.']: {
    es: 'Firma la reseña con la cartera con la que iniciaste sesión.',
    pt: 'Assine a avaliação com a carteira com que você entrou.',
  },
  ['The signature is more than 10 minutes away from now: sign the review again.']: {
    es: 'La firma está a más de 10 minutos de ahora: firma la reseña de nuevo.',
    pt: 'A assinatura está a mais de 10 minutos de agora: assine a avaliação de novo.',
  },
  ['This review was already saved with this or a newer signature: sign your edit again.']: {
    es: 'Esta reseña ya se guardó con esta firma o con una más reciente: firma tu edición de nuevo.',
    pt: 'Esta avaliação já foi salva com esta assinatura ou uma mais recente: assine sua edição de novo.',
  },
  ['Write 10 to 2000 characters.']: {
    es: 'Escribe de 10 a 2000 caracteres.',
    pt: 'Escreva de 10 a 2000 caracteres.',
  },
  ['Write 1 to 2000 characters.']: {
    es: 'Escribe de 1 a 2000 caracteres.',
    pt: 'Escreva de 1 a 2000 caracteres.',
  },
  ['There is no such review.']: {
    es: 'No existe esa reseña.',
    pt: 'Essa avaliação não existe.',
  },
  ['Only the deployer, owner or admin of a contract this app proved can reply for its team, and this signature is from neither.']:
    {
      es: 'Solo quien desplegó, es dueño o administra un contrato que esta app probó puede responder por su equipo, y esta firma no es de ninguno de ellos.',
      pt: 'Só quem implantou, é dono ou administra um contrato que este app provou pode responder pela equipe, e esta assinatura não é de nenhum deles.',
    },
  ['You already reported this review; the moderators will look at it.']: {
    es: 'Ya denunciaste esta reseña; los moderadores la revisarán.',
    pt: 'Você já denunciou esta avaliação; os moderadores vão analisá-la.',
  },
  ['You cannot report your own review.']: {
    es: 'No puedes denunciar tu propia reseña.',
    pt: 'Você não pode denunciar sua própria avaliação.',
  },
  ['Say why, in 3 to 500 characters: the review’s author is told, and the reason is kept in the audit log.']:
    {
      es: 'Di por qué, en 3 a 500 caracteres: se le informa al autor de la reseña, y el motivo queda en el registro de auditoría.',
      pt: 'Diga por quê, em 3 a 500 caracteres: o autor da avaliação é avisado, e o motivo fica no registro de auditoria.',
    },
  ['This review is not hidden.']: {
    es: 'Esta reseña no está oculta.',
    pt: 'Esta avaliação não está oculta.',
  },
  ['This review is already hidden.']: {
    es: 'Esta reseña ya está oculta.',
    pt: 'Esta avaliação já está oculta.',
  },
  ['must be a wallet signature (0x and 130 hex digits)']: {
    es: 'debe ser una firma de cartera (0x y 130 dígitos hexadecimales)',
    pt: 'deve ser uma assinatura de carteira (0x e 130 dígitos hexadecimais)',
  },
  ['must be a wallet address (0x and 40 hex digits)']: {
    es: 'debe ser una dirección de cartera (0x y 40 dígitos hexadecimales)',
    pt: 'deve ser um endereço de carteira (0x e 40 dígitos hexadecimais)',
  },
  ['must be an ISO time in UTC (…Z)']: {
    es: 'debe ser una hora ISO en UTC (…Z)',
    pt: 'deve ser um horário ISO em UTC (…Z)',
  },
};

/** Texts with a part that varies (a wait, a count): the part is carried over as it is. */
const patterns: { english: RegExp; es: string; pt: string }[] = [
  {
    english: /^You can submit at most (\d+) dapps a day\. Please try again in (.+)\.$/,
    es: 'Puedes proponer como máximo $1 dapps al día. Inténtalo de nuevo en $2.',
    pt: 'Você pode enviar no máximo $1 dapps por dia. Tente novamente em $2.',
  },
  {
    english: /^Too many uploads\. Please try again in (.+)\.$/,
    es: 'Demasiadas subidas. Inténtalo de nuevo en $1.',
    pt: 'Muitos envios. Tente novamente em $1.',
  },
  {
    english: /^(\w+) must be more than 0 and at most (\w+)\.$/,
    es: 'El campo $1 debe ser mayor que 0 y como máximo $2.',
    pt: 'O campo $1 deve ser maior que 0 e no máximo $2.',
  },
  {
    english: /^([\w, ]+) and (\w+) together must be at most 100 %\.$/,
    es: 'Los campos $1 y $2 juntos deben sumar como máximo 100 %.',
    pt: 'Os campos $1 e $2 juntos devem somar no máximo 100 %.',
  },
  {
    english: /^A credit may be at most (\S+) (\w+) \(the per-credit cap\)\.$/,
    es: 'Un crédito puede ser como máximo de $1 $2 (el tope por crédito).',
    pt: 'Um crédito pode ser de no máximo $1 $2 (o teto por crédito).',
  },
  {
    english:
      /^Credits of (\w+) may total at most (\S+) \w+ in 24 hours \(the per-day cap\); (\S+) \w+ is left\.$/,
    es: 'Los créditos de $1 pueden sumar como máximo $2 $1 en 24 horas (el tope diario); quedan $3 $1.',
    pt: 'Os créditos de $1 podem somar no máximo $2 $1 em 24 horas (o teto diário); restam $3 $1.',
  },
  {
    english: /^Too many requests\. Please try again in (.+)\.$/,
    es: 'Demasiadas solicitudes. Inténtalo de nuevo en $1.',
    pt: 'Muitas solicitações. Tente novamente em $1.',
  },
  {
    english: /^Too many requests in a row\. Please try again in (.+)\.$/,
    es: 'Demasiadas solicitudes seguidas. Inténtalo de nuevo en $1.',
    pt: 'Muitas solicitações seguidas. Tente novamente em $1.',
  },
  {
    english: /^Too many sign-in attempts from your network\. Please try again in (.+)\.$/,
    es: 'Demasiados intentos de inicio de sesión desde tu red. Inténtalo de nuevo en $1.',
    pt: 'Muitas tentativas de login a partir da sua rede. Tente novamente em $1.',
  },
  {
    english: /^Too many attempts for this wallet\. Please try again in (.+)\.$/,
    es: 'Demasiados intentos para esta billetera. Inténtalo de nuevo en $1.',
    pt: 'Muitas tentativas para esta carteira. Tente novamente em $1.',
  },
  {
    english: /^Too many mails asked for from your network\. Please try again in (.+)\.$/,
    es: 'Se han pedido demasiados correos desde tu red. Inténtalo de nuevo en $1.',
    pt: 'Muitos e-mails solicitados a partir da sua rede. Tente novamente em $1.',
  },
  {
    english:
      /^A path parameter of the URL is longer than (\d+) characters; ids and names in the path are at most \1 characters\.$/,
    es: 'Un parámetro de la ruta de la URL tiene más de $1 caracteres; los ids y nombres de la ruta tienen como máximo $1 caracteres.',
    pt: 'Um parâmetro do caminho da URL tem mais de $1 caracteres; ids e nomes no caminho têm no máximo $1 caracteres.',
  },
  {
    english:
      /^The request line and headers are larger than (\d+) KB together; keep the URL, its query string and the headers short, and send larger data in a JSON body\.$/,
    es: 'La línea de solicitud y las cabeceras superan juntas los $1 KB; acorta la URL, su cadena de consulta y las cabeceras, y envía los datos más grandes en un cuerpo JSON.',
    pt: 'A linha de solicitação e os cabeçalhos passam de $1 KB juntos; encurte a URL, sua query string e os cabeçalhos, e envie dados maiores em um corpo JSON.',
  },
  {
    english: /^Nothing at (\S+) (\S+)\.$/,
    es: 'No hay nada en $1 $2.',
    pt: 'Não há nada em $1 $2.',
  },
  {
    english: /^Nothing at this (\S+) address\.$/,
    es: 'No hay nada en esta dirección para $1.',
    pt: 'Não há nada neste endereço para $1.',
  },
  {
    // The readiness probe's answer: what is down, in the operator's words.
    english: /^Not ready: (.+)\.$/,
    es: 'No está listo: $1.',
    pt: 'Não está pronto: $1.',
  },
  {
    english: /^There is no (\S+) balance for (\S+)\.$/,
    es: 'No hay saldo $1 para $2.',
    pt: 'Não há saldo $1 para $2.',
  },
];

/** The language a request asks for: es or pt when its first language is one of them, else en. */
export function textLanguageOf(acceptLanguage: string | undefined): TextLanguage | 'en' {
  const code = (acceptLanguage ?? '').trim().slice(0, 2).toLowerCase();
  return code === 'es' || code === 'pt' ? code : 'en';
}

/** `text` in `language`; English, and any text without a translation, stays as it is. */
export function translateServerText(text: string, language: TextLanguage | 'en'): string {
  if (language === 'en') return text;
  const known = exact[text];
  if (known) return known[language];
  const pattern = patterns.find(({ english }) => english.test(text));
  return pattern ? text.replace(pattern.english, pattern[language]) : text;
}

/** Whether a text has its translations (tests check every text the server answers with). */
export const isTranslatedServerText = (text: string) =>
  text in exact || patterns.some(({ english }) => english.test(text));
