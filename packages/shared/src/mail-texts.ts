// Zod-free: the server's mails read these texts alone.

/** The languages a mail is written in: the store's own three. */
export const mailLanguages = ['en', 'es', 'pt'] as const;
export type MailLanguage = (typeof mailLanguages)[number];

/** The address every mail's footer names for questions. */
export const storeContactEmail = 'info@dappx.com';

type AddressMail = { subject: string; intro: string; ask: string; button: string; ignore: string };
type DecisionMail = { subject: (name: string) => string; body: (name: string) => string };

/** The texts of one language's mails; a `(…) =>` text has a part that varies. */
export type MailTexts = {
  /** `until`: the link's expiry, already formatted in this language, in UTC. */
  linkWorksUntil: (until: string) => string;
  contact: string;
  verification: AddressMail;
  /** An address given while signed in (a changed or resent one). */
  newAddress: AddressMail;
  emailChange: Omit<AddressMail, 'intro'> & { intro: (newEmail: string) => string };
  decision: {
    approve: DecisionMail;
    request_changes: DecisionMail;
    reject: DecisionMail;
    note: string;
    reason: string;
    /** The button to the submitter's page of submissions. */
    submissions: string;
    /** The approved dapp's button, to its chart in the store. */
    listing: string;
  };
  /** A moderator hid the author's review; `app` is the app's name. */
  reviewHidden: {
    subject: (app: string) => string;
    body: (app: string) => string;
    reason: string;
    button: string;
  };
};

const en: MailTexts = {
  linkWorksUntil: (until) => `This link works until ${until} UTC.`,
  contact: 'Questions? Write to us at',
  verification: {
    subject: 'Verify your DAPPX email address',
    intro: 'Welcome to DAPPX!',
    ask: 'Please verify your email address by opening this link.',
    button: 'Verify my email address',
    ignore: 'If you did not create a DAPPX account, you can ignore this mail.',
  },
  newAddress: {
    subject: 'Verify your DAPPX email address',
    intro: 'This address was given for a DAPPX account.',
    ask: 'Please verify it by opening this link.',
    button: 'Verify my email address',
    ignore: 'If you did not ask for this, you can ignore this mail.',
  },
  emailChange: {
    subject: 'Confirm the change of your DAPPX email address',
    intro: (newEmail) =>
      `Someone signed in with your wallet asked to change your DAPPX email address to ${newEmail}.`,
    ask: 'If it was you, confirm the change by opening this link.',
    button: 'Confirm the change',
    ignore: 'If it was not you, ignore this mail: your email address stays as it is.',
  },
  decision: {
    approve: {
      subject: (name) => `Your dapp ${name} is now listed on DAPPX`,
      body: (name) => `Good news: ${name} was approved and is now in the DAPPX catalogue.`,
    },
    request_changes: {
      subject: (name) => `Changes requested for your dapp ${name}`,
      body: (name) =>
        `An editor looked at ${name} and asks for a few changes before it can be listed. Edit and send it again from your submissions.`,
    },
    reject: {
      subject: (name) => `Your dapp ${name} was not accepted`,
      body: (name) => `An editor reviewed ${name} and could not accept it for DAPPX.`,
    },
    note: 'The editor’s note:',
    reason: 'The editor’s reason:',
    submissions: 'Your submissions',
    listing: 'See it in the store',
  },
  reviewHidden: {
    subject: (app) => `Your review of ${app} was hidden`,
    body: (app) =>
      `A DAPPX moderator hid your review of ${app}: others no longer see it, and you still do on its page. You may edit it there.`,
    reason: 'The moderator’s reason:',
    button: 'See your review',
  },
};

const es: MailTexts = {
  linkWorksUntil: (until) => `Este enlace funciona hasta el ${until} UTC.`,
  contact: '¿Preguntas? Escríbenos a',
  verification: {
    subject: 'Verifica tu dirección de correo de DAPPX',
    intro: '¡Te damos la bienvenida a DAPPX!',
    ask: 'Verifica tu dirección de correo abriendo este enlace.',
    button: 'Verificar mi correo',
    ignore: 'Si no creaste una cuenta de DAPPX, puedes ignorar este correo.',
  },
  newAddress: {
    subject: 'Verifica tu dirección de correo de DAPPX',
    intro: 'Esta dirección se indicó para una cuenta de DAPPX.',
    ask: 'Verifícala abriendo este enlace.',
    button: 'Verificar mi correo',
    ignore: 'Si no lo pediste, puedes ignorar este correo.',
  },
  emailChange: {
    subject: 'Confirma el cambio de tu dirección de correo de DAPPX',
    intro: (newEmail) =>
      `Alguien que inició sesión con tu billetera pidió cambiar tu dirección de correo de DAPPX a ${newEmail}.`,
    ask: 'Si fuiste tú, confirma el cambio abriendo este enlace.',
    button: 'Confirmar el cambio',
    ignore: 'Si no fuiste tú, ignora este correo: tu dirección de correo no cambia.',
  },
  decision: {
    approve: {
      subject: (name) => `Tu dapp ${name} ya está en DAPPX`,
      body: (name) => `Buenas noticias: ${name} fue aprobada y ya está en el catálogo de DAPPX.`,
    },
    request_changes: {
      subject: (name) => `Se piden cambios en tu dapp ${name}`,
      body: (name) =>
        `Un editor revisó ${name} y pide algunos cambios antes de publicarla. Edítala y envíala de nuevo desde tus envíos.`,
    },
    reject: {
      subject: (name) => `Tu dapp ${name} no fue aceptada`,
      body: (name) => `Un editor revisó ${name} y no pudo aceptarla para DAPPX.`,
    },
    note: 'La nota del editor:',
    reason: 'El motivo del editor:',
    submissions: 'Tus envíos',
    listing: 'Verla en la tienda',
  },
  reviewHidden: {
    subject: (app) => `Tu reseña de ${app} fue ocultada`,
    body: (app) =>
      `Un moderador de DAPPX ocultó tu reseña de ${app}: los demás ya no la ven, y tú sí en su página. Puedes editarla allí.`,
    reason: 'El motivo del moderador:',
    button: 'Ver tu reseña',
  },
};

const pt: MailTexts = {
  linkWorksUntil: (until) => `Este link funciona até ${until} UTC.`,
  contact: 'Dúvidas? Escreva para',
  verification: {
    subject: 'Verifique seu endereço de e-mail da DAPPX',
    intro: 'Boas-vindas à DAPPX!',
    ask: 'Verifique seu endereço de e-mail abrindo este link.',
    button: 'Verificar meu e-mail',
    ignore: 'Se você não criou uma conta na DAPPX, pode ignorar este e-mail.',
  },
  newAddress: {
    subject: 'Verifique seu endereço de e-mail da DAPPX',
    intro: 'Este endereço foi informado para uma conta da DAPPX.',
    ask: 'Verifique-o abrindo este link.',
    button: 'Verificar meu e-mail',
    ignore: 'Se você não pediu isso, pode ignorar este e-mail.',
  },
  emailChange: {
    subject: 'Confirme a troca do seu endereço de e-mail da DAPPX',
    intro: (newEmail) =>
      `Alguém conectado com a sua carteira pediu para trocar seu endereço de e-mail da DAPPX para ${newEmail}.`,
    ask: 'Se foi você, confirme a troca abrindo este link.',
    button: 'Confirmar a troca',
    ignore: 'Se não foi você, ignore este e-mail: seu endereço de e-mail continua o mesmo.',
  },
  decision: {
    approve: {
      subject: (name) => `Seu dapp ${name} já está na DAPPX`,
      body: (name) => `Boa notícia: ${name} foi aprovado e já está no catálogo da DAPPX.`,
    },
    request_changes: {
      subject: (name) => `Alterações pedidas no seu dapp ${name}`,
      body: (name) =>
        `Um editor analisou ${name} e pede algumas alterações antes de publicá-lo. Edite e envie de novo pelos seus envios.`,
    },
    reject: {
      subject: (name) => `Seu dapp ${name} não foi aceito`,
      body: (name) => `Um editor analisou ${name} e não pôde aceitá-lo na DAPPX.`,
    },
    note: 'A nota do editor:',
    reason: 'O motivo do editor:',
    submissions: 'Seus envios',
    listing: 'Ver na loja',
  },
  reviewHidden: {
    subject: (app) => `Sua avaliação de ${app} foi ocultada`,
    body: (app) =>
      `Um moderador da DAPPX ocultou sua avaliação de ${app}: os outros não a veem mais, e você ainda a vê na página do app. Você pode editá-la lá.`,
    reason: 'O motivo do moderador:',
    button: 'Ver sua avaliação',
  },
};

/** Every mail's texts by language (storefront mails: sign-up, email change, dapp review). */
export const mailTexts: Record<MailLanguage, MailTexts> = { en, es, pt };

/** The language to write a mail in: one of ours, else English. */
export const mailLanguageOf = (language: string | null | undefined): MailLanguage =>
  mailLanguages.find((known) => known === language) ?? 'en';
