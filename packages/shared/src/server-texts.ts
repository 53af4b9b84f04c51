// The server's texts in Spanish and Portuguese, by their English wording (the one source: the server
// answers in the language a request asks for, see translateServerText). The specification gives the
// English; where it gives no translation, these are ours. No zod: the web app may import this alone.

export type TextLanguage = 'es' | 'pt';

const exact: Record<string, Record<TextLanguage, string>> = {
  ['Something went wrong. Please try again later.']: {
    es: 'Algo salió mal. Inténtalo de nuevo más tarde.',
    pt: 'Algo deu errado. Tente novamente mais tarde.',
  },
  ['The store has no contracts on this network. Switch your wallet to the Acent network.']: {
    es: 'La tienda no tiene contratos en esta red. Cambia tu billetera a la red Acent.',
    pt: 'A loja não tem contratos nesta rede. Mude sua carteira para a rede Acent.',
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
  ['Your payment could not be used for this NFT. It is refunded to the wallet that sent it.']: {
    es: 'Tu pago no se pudo usar para este NFT. Se devuelve a la billetera que lo envió.',
    pt: 'Seu pagamento não pôde ser usado para este NFT. Ele é devolvido à carteira que o enviou.',
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
};

/** Texts with a part that varies (a wait, a count): the part is carried over as it is. */
const patterns: { english: RegExp; es: string; pt: string }[] = [
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
