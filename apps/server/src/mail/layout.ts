import { mailTexts, storeContactEmail, type MailLanguage } from '@dappx/shared';
import type { Mail } from './mailer';

/** What one mail says; every value is plain text, escaped here for its HTML part. */
export type MailContent = {
  to: string;
  language: MailLanguage;
  subject: string;
  /** Before the button. */
  paragraphs: string[];
  action: { label: string; href: string };
  /** When the link stops working (the expiry the server stored), if it ever does. */
  expiresAt?: Date;
  /** After the button: what to do if the mail was not expected, an editor's note… */
  after?: string[];
};

// The store's colours (apps/web theme: the page, the primary violet, the brand's cyan, the text).
const colours = {
  page: '#0b0d17',
  card: '#ffffff',
  violet: '#7350ff',
  cyan: '#21d4fd',
  text: '#1d2033',
  muted: '#5c6178',
  onViolet: '#ffffff',
  footer: '#b3b8d4',
};
const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put in HTML, as element content or an attribute's value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);

/** "This link works until …": the expiry in the mail's language, in UTC. */
export function expirySentence(language: MailLanguage, expiresAt: Date): string {
  const until = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(expiresAt);
  return mailTexts[language].linkWorksUntil(until);
}

/** Every mail of the store: a text part and a branded HTML part saying the same. */
export function renderMail(content: MailContent): Mail {
  const expiry = content.expiresAt ? expirySentence(content.language, content.expiresAt) : undefined;
  return {
    to: content.to,
    subject: content.subject,
    text: textPart(content, expiry),
    html: htmlPart(content, expiry),
  };
}

function textPart(content: MailContent, expiry: string | undefined): string {
  const texts = mailTexts[content.language];
  return [
    ...content.paragraphs,
    `${content.action.label}:\n${content.action.href}`,
    ...(expiry ? [expiry] : []),
    ...(content.after ?? []),
    `--\nDAPPX · ${texts.contact} ${storeContactEmail}`,
  ]
    .join('\n\n')
    .concat('\n');
}

const paragraph = (text: string, colour = colours.text) =>
  `<p style="margin:0 0 16px;font-family:${font};font-size:16px;line-height:1.5;color:${colour};white-space:pre-line">${escapeHtml(text)}</p>`;

function button({ label, href }: MailContent['action']): string {
  const link = escapeHtml(href);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px"><tr>
<td style="border-radius:8px;background-color:${colours.violet}">
<a href="${link}" style="display:inline-block;padding:14px 28px;font-family:${font};font-size:16px;font-weight:bold;color:${colours.onViolet};text-decoration:none;border-radius:8px">${escapeHtml(label)}</a>
</td></tr></table>`;
}

function htmlPart(content: MailContent, expiry: string | undefined): string {
  const texts = mailTexts[content.language];
  const contact = escapeHtml(storeContactEmail);
  return `<!DOCTYPE html>
<html lang="${content.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background-color:${colours.page}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${colours.page}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px">
<tr><td style="padding:20px 28px;background-color:${colours.page};border-bottom:3px solid ${colours.cyan}">
<span style="font-family:${font};font-size:28px;font-weight:800;letter-spacing:2px;color:${colours.violet}">DAPP</span><span style="font-family:${font};font-size:28px;font-weight:800;letter-spacing:2px;color:${colours.cyan}">X</span>
</td></tr>
<tr><td style="padding:28px;background-color:${colours.card};border-radius:0 0 12px 12px">
${content.paragraphs.map((text) => paragraph(text)).join('\n')}
${button(content.action)}
${expiry ? paragraph(expiry, colours.muted) : ''}
${(content.after ?? []).map((text) => paragraph(text, colours.muted)).join('\n')}
</td></tr>
<tr><td style="padding:20px 28px;font-family:${font};font-size:13px;line-height:1.5;color:${colours.footer};text-align:center">
DAPPX · ${escapeHtml(texts.contact)} <a href="mailto:${contact}" style="color:${colours.cyan}">${contact}</a>
</td></tr>
</table></td></tr></table>
</body></html>
`;
}
