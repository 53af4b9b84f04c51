import { describe, expect, it } from 'vitest';
import { expirySentence, renderMail } from './layout';

const hostile = `<b onclick="x">'&'</b>`;
const escaped = '&lt;b onclick=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/b&gt;';

describe('the mail layout', () => {
  it('escapes every value it puts in the HTML, and keeps the text part as written', () => {
    const mail = renderMail({
      to: 'someone@example.com',
      language: 'en',
      subject: hostile,
      paragraphs: [hostile],
      action: { label: hostile, href: `https://store.example/?a=1&b="><script>` },
      after: [hostile],
    });
    expect(mail.html).not.toContain('<b ');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html!.split(escaped)).toHaveLength(5);
    expect(mail.html).toContain('href="https://store.example/?a=1&amp;b=&quot;&gt;&lt;script&gt;"');
    expect(mail.text).toContain(hostile);
  });

  it('says until when the link works in the mail’s language, in UTC', () => {
    const at = new Date('2026-12-01T23:30:00Z');
    expect(expirySentence('en', at)).toBe('This link works until December 1, 2026 at 23:30 UTC.');
    expect(expirySentence('es', at)).toBe(
      'Este enlace funciona hasta el 1 de diciembre de 2026 a las 23:30 UTC.',
    );
    expect(expirySentence('pt', at)).toBe('Este link funciona até 1 de dezembro de 2026 às 23:30 UTC.');
  });
});
