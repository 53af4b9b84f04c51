import fs from 'node:fs/promises';
import path from 'node:path';

/** A mail of the outbox as a mail client shows it: headers, subject, and each part decoded as UTF-8. */
export type OutboxMail = { to: string; subject: string; text: string; html: string | undefined };

/** Quoted-printable to bytes: soft line breaks dropped, `=XX` read as one byte. */
function quotedPrintableBytes(encoded: string): Buffer {
  const bytes: number[] = [];
  const joined = encoded.replace(/=\r?\n/g, '');
  for (let at = 0; at < joined.length; at += 1) {
    const hex = joined.slice(at + 1, at + 3);
    if (joined[at] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      at += 2;
    } else bytes.push(...Buffer.from(joined[at]!, 'utf8'));
  }
  return Buffer.from(bytes);
}

/** Quoted-printable text as a mail client shows it: its bytes read as UTF-8. */
export const decodeQuotedPrintable = (encoded: string) => quotedPrintableBytes(encoded).toString('utf8');

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** A header's value, unfolded, with its RFC 2047 encoded words decoded. */
function header(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = new RegExp(`^${name}: (.*)$`, 'im').exec(unfolded)?.[1] ?? '';
  return line
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_word, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

const split = (raw: string) => {
  const at = raw.search(/\r?\n\r?\n/);
  return { head: raw.slice(0, at), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
};

/** Reads one .eml as nodemailer writes it: one text part, or text and HTML alternatives. */
export function readMail(raw: string): OutboxMail {
  const { head, body } = split(raw);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1).map(split) : [{ head, body }];
  const partOf = (type: string) => {
    const part = parts.find((candidate) => header(candidate.head, 'Content-Type').startsWith(type));
    return part && decodeBody(part.body, header(part.head, 'Content-Transfer-Encoding').toLowerCase());
  };
  return {
    to: header(head, 'To'),
    subject: header(head, 'Subject'),
    text: partOf('text/plain') ?? '',
    html: partOf('text/html'),
  };
}

/** Every .eml of the outbox folder as written, oldest first. */
export async function readRawOutbox(outboxDir: string): Promise<string[]> {
  const files = await fs.readdir(outboxDir).catch(() => [] as string[]);
  return Promise.all(files.sort().map((file) => fs.readFile(path.join(outboxDir, file), 'utf8')));
}

/** Every mail in the outbox folder, oldest first. */
export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  return (await readRawOutbox(outboxDir)).map(readMail);
}
