import { registerEmailPattern, usersTexts } from '@dappx/shared';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client';
import { storedReferralLink } from '@/lib/session';
import { createAccount } from '../api/users-api';

type Field = 'email' | 'referral';
type Problem = { field: Field | null; message: string };

const errorPauseMs = 1_000;

function checkEmail(email: string): string | null {
  if (!email.trim()) return usersTexts.emailRequired;
  return registerEmailPattern.test(email.trim()) ? null : usersTexts.invalidEmail;
}

/** A server message naming 'referral' or 'email' marks that field (storefront spec, section 5). */
/** The field a server text is about, in any of the page's languages (the server answers in the page's). */
function fieldOf(message: string): Field | null {
  const lower = message.toLowerCase();
  if (['referral', 'referido', 'indicação'].some((word) => lower.includes(word))) return 'referral';
  if (['email', 'correo', 'e-mail'].some((word) => lower.includes(word))) return 'email';
  return null;
}

/** After an error the Verify button rests for a second, so a double click does not resend (spec: 1 s). */
function useRestAfterError() {
  const [resting, setResting] = useState(false);
  useEffect(() => {
    if (!resting) return;
    const timer = setTimeout(() => setResting(false), errorPauseMs);
    return () => clearTimeout(timer);
  }, [resting]);
  return { resting, rest: () => setResting(true) };
}

/** The form's two fields, the one problem shown (gone on the next edit), and the submit. */
function useRegisterForm(address: string, onRegistered: () => void) {
  const [email, setEmail] = useState('');
  const [referral, setReferral] = useState(() => storedReferralLink() ?? '');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [loading, setLoading] = useState(false);
  const { resting, rest } = useRestAfterError();

  const fail = (next: Problem) => {
    setProblem(next);
    rest();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const emailProblem = checkEmail(email);
    if (emailProblem) return fail({ field: 'email', message: emailProblem });
    setLoading(true);
    try {
      await createAccount({
        publicAddress: address,
        email_id: email.trim(),
        ...(referral.trim() ? { referral_by: referral.trim() } : {}),
      });
      onRegistered();
    } catch (error) {
      const message =
        error instanceof ApiRequestError && error.status < 500 ? error.message : 'Unexpected Error.';
      fail({ field: fieldOf(message), message });
    } finally {
      setLoading(false);
    }
  };

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setProblem(null);
  };

  return {
    email,
    referral,
    problem,
    loading,
    resting,
    onSubmit,
    editEmail: edit(setEmail),
    editReferral: edit(setReferral),
  };
}

export function RegisterDialog({
  address,
  open,
  disabled = false,
  onRegistered,
  onClose,
}: {
  address: string;
  open: boolean;
  disabled?: boolean;
  onRegistered: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { email, referral, problem, loading, resting, onSubmit, editEmail, editReferral } = useRegisterForm(
    address,
    onRegistered,
  );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="register-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="register-title">{t('users.registerTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('users.registerIntro', { address: `${address.slice(0, 6)}…${address.slice(-4)}` })}
            </Typography>
            <TextField
              label={t('users.email')}
              type="email"
              required
              autoFocus
              value={email}
              onChange={(event) => editEmail(event.target.value)}
              error={problem?.field === 'email'}
              autoComplete="email"
            />
            <TextField
              label={t('users.referralCode')}
              value={referral}
              onChange={(event) => editReferral(event.target.value)}
              error={problem?.field === 'referral'}
              slotProps={{ htmlInput: { maxLength: 32 } }}
            />
            <Typography role="alert" variant="body2" color="error.main" sx={{ minHeight: 20 }}>
              {problem ? t(problem.message, { defaultValue: problem.message }) : undefined}
            </Typography>
            <RegisterTerms />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            {t('users.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={loading || resting || disabled}>
            {loading ? (
              <CircularProgress size={20} color="inherit" aria-label={t('loading')} />
            ) : (
              t('users.verify')
            )}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** 'By registering you accept the Terms and the Disclaimer', each a link opening in a new tab. */
function RegisterTerms() {
  return (
    <Typography variant="body2" color="text.secondary">
      <Trans
        i18nKey="users.registerTerms"
        components={{
          terms: <Link href="/terms" target="_blank" rel="noopener" />,
          disclaimer: <Link href="/disclaimer" target="_blank" rel="noopener" />,
        }}
      />
    </Typography>
  );
}
