import { describe, expect, it } from 'vitest';
import { searchQuery } from './catalogue';
import { buyTokenBody, cancelOrderBody, collectionParams } from './marketplace';
import { freeText, singleLineText, textTexts } from './text';
import { adminMaintenance } from './settings';
import { reviewSubmissionBody, submissionBody } from './submissions';
import { blockUserBody, createAccountBody } from './users';

const address = '0x1000000000000000000000000000000000000001';

describe('single-line text', () => {
  it.each(['\u0000', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u2028'])('refuses %j', (control) => {
    const result = singleLineText().safeParse(`a${control}b`);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([textTexts.singleLine]);
  });

  it('keeps any other text, and stops the rules after it at the first control character', () => {
    expect(singleLineText().safeParse('Ünïcödé 名前 🙂 a b').success).toBe(true);
    const result = singleLineText().min(5).max(1).safeParse('\u0000');
    expect(result.error?.issues).toHaveLength(1);
  });

  it('trims surrounding whitespace first when asked, as the fields that trimmed before do', () => {
    expect(singleLineText({ trim: true }).parse('\t ana@example.com\n')).toBe('ana@example.com');
    expect(singleLineText({ trim: true }).safeParse(' a\u0000 ').success).toBe(false);
  });
});

describe('free text', () => {
  it('keeps tabs and line breaks but never a null byte or another control character', () => {
    expect(freeText().parse('line one\n\tline two\r\n')).toBe('line one\n\tline two\r\n');
    expect(freeText().safeParse('a\u0000b').error?.issues[0]?.message).toBe(textTexts.freeText);
    expect(freeText().safeParse('a\u001bb').success).toBe(false);
  });
});

describe('lone surrogates', () => {
  it.each(['\ud800', '\udbff', '\udc00', '\udfff', 'a\ud800b', '\udc00\ud800', '\ud83d\ud83d\ude42'])(
    'are refused in %j, as single-line and as free text',
    (text) => {
      for (const schema of [
        singleLineText(),
        freeText(),
        singleLineText({ trim: true }),
        freeText({ trim: true }),
      ]) {
        const result = schema.min(1).max(1000).safeParse(text);
        expect(result.error?.issues.map((issue) => issue.message)).toEqual([textTexts.wellFormed]);
      }
    },
  );

  it('are told from a whole pair: emoji and other characters beyond the first plane pass', () => {
    expect(singleLineText().parse('🙂 𝄞 𠀀')).toBe('🙂 𝄞 𠀀');
    expect(freeText().parse('line 🙂\nline 𝄞')).toBe('line 🙂\nline 𝄞');
  });
});

describe('the schemas of ids, emails, codes and searches', () => {
  it.each([
    ['a search', searchQuery, { q: 'a\u0000' }],
    ['an email', createAccountBody, { publicAddress: address, email_id: 'a\u0000@b.co' }],
    [
      'a referral code',
      createAccountBody,
      { publicAddress: address, email_id: 'a@b.co', referral_by: '\u0000' },
    ],
    ['an asset id', buyTokenBody, { asset_id: 'ZEP\u0000' }],
    ['an order id', cancelOrderBody, { order_id: '\u0000' }],
    ['a collection id', collectionParams, { id: '\u0000' }],
  ])('refuse a null byte in %s', (_what, schema, value) => {
    const result = schema.safeParse(value);
    expect(result.error?.issues[0]?.message).toBe(textTexts.singleLine);
  });

  it.each([
    ['a maintenance message', adminMaintenance, { on: true, message: 'Back soon \ud800' }],
    ['a block reason', blockUserBody, { reason: 'fraud \udc00' }],
    ['a review note', reviewSubmissionBody, { decision: 'reject', note: '\ud800' }],
    ['a dapp’s description', submissionBody, { description: '\ud800' }],
  ])('refuse a lone surrogate in %s', (_what, schema, value) => {
    const result = schema.safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(textTexts.wellFormed);
  });
});
