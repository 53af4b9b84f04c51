import { errorCodes } from '@dappx/shared/error-codes';
import { isValidNewsletterEmail, newsletterTexts } from '@dappx/shared/newsletter-rules';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client';
import { useSubmitNewsletter } from '../api/submit-newsletter';
import { NewsletterHeading } from './newsletter-heading';

type Outcome = { kind: 'success' | 'error'; email: string; text: string };

/** What the footer's stand-in hands over (newsletter-slot.tsx): the address typed, the focus, a sending. */
export type CarriedSignUp = { email: string; focus: boolean; submit: boolean };

/** The spec shows its 'already subscribed' text on any failure; only a refused address has its own. */
function failureText(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError && error.code === errorCodes.validation) {
    return t('newsletterInvalidEmail', { defaultValue: newsletterTexts.invalidEmail });
  }
  return t('newsletterAlreadySubscribed', { defaultValue: newsletterTexts.alreadySubscribed });
}

/** The address typed, the sign-up's state, and the outcome to show (only while the address is unchanged). */
function useNewsletterSignUp(initialEmail = '') {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const submit = useSubmitNewsletter();
  const sending = submit.isPending;

  const send = () => {
    if (sending) return;
    // Tested on the raw input, so an uppercase address is refused as the spec says.
    if (!isValidNewsletterEmail(email)) {
      setOutcome({
        kind: 'error',
        email,
        text: t('newsletterInvalidEmail', { defaultValue: newsletterTexts.invalidEmail }),
      });
      return;
    }
    const submitted = email;
    submit.mutate(
      { email: submitted },
      {
        onSuccess: () =>
          setOutcome({
            kind: 'success',
            email: submitted,
            text: t('newsletterSuccess', { defaultValue: newsletterTexts.success }),
          }),
        onError: (error) => setOutcome({ kind: 'error', email: submitted, text: failureText(error, t) }),
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const changeEmail = (value: string) => {
    setEmail(value);
    setOutcome(null);
  };

  const shown = outcome && outcome.email === email ? outcome : null;
  return { email, changeEmail, sending, shown, onSubmit, send };
}

/**
 * The footer's sign-up: idle, sending (button disabled, spinner), then success or error. A message
 * belongs to the address it was given for and goes as soon as the visitor types (spec, section 4).
 */
export function NewsletterForm({ carried }: { carried?: CarriedSignUp }) {
  const { t } = useTranslation();
  const { email, changeEmail, sending, shown, onSubmit, send } = useNewsletterSignUp(carried?.email);
  const emailId = useId();
  const input = useRef<HTMLInputElement>(null);
  const handedOver = useRef(false);

  // Once, what the stand-in was asked: the focus back in the address, the sending it started.
  useEffect(() => {
    if (handedOver.current || !carried) return;
    handedOver.current = true;
    if (carried.focus) input.current?.focus();
    if (carried.submit) send();
  }, [carried, send]);

  return (
    <Box component="form" aria-label={t('newsletter')} noValidate onSubmit={onSubmit}>
      <NewsletterHeading />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        {/* TextField's parts, without TextField: it would bring Select and two unused input variants
            (about 9 kB compressed) into every page, as this form is in the footer. */}
        <FormControl size="small" fullWidth error={shown?.kind === 'error'}>
          <InputLabel htmlFor={emailId}>{t('emailAddress')}</InputLabel>
          <OutlinedInput
            id={emailId}
            inputRef={input}
            type="email"
            label={t('emailAddress')}
            autoComplete="email"
            value={email}
            onChange={(event) => changeEmail(event.target.value)}
            slotProps={{ input: { 'aria-describedby': 'newsletter-message', maxLength: 254 } }}
          />
        </FormControl>
        <Button
          type="submit"
          variant="contained"
          disabled={sending}
          sx={{ minWidth: 112, height: 40, flexShrink: 0 }}
        >
          {sending ? (
            <CircularProgress size={20} color="inherit" aria-label={t('sending')} />
          ) : (
            t('subscribe')
          )}
        </Button>
      </Box>
      <NewsletterMessage outcome={shown} />
    </Box>
  );
}

/**
 * The outcome under the form, labelled Success or Error as the spec has it (section 8): the label says
 * which it is in words, not in its colour alone.
 */
export function NewsletterMessage({ outcome }: { outcome: Pick<Outcome, 'kind' | 'text'> | null }) {
  const { t } = useTranslation();
  return (
    <Typography
      id="newsletter-message"
      role="status"
      variant="body2"
      sx={{ mt: 1, minHeight: 20, color: outcome?.kind === 'success' ? 'success.main' : 'error.main' }}
    >
      {outcome ? (
        <>
          <Box component="strong" sx={{ fontWeight: 700 }}>
            {outcome.kind === 'success' ? t('newsletterSuccessLabel') : t('newsletterErrorLabel')}
          </Box>
          {': '}
          <span>{outcome.text}</span>
        </>
      ) : undefined}
    </Typography>
  );
}
