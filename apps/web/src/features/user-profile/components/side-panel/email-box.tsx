import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EmailMailSentResponse, UserProfileResponse } from '@dappx/shared/users';
import { registerEmailPattern, usersTexts } from '@dappx/shared/users-texts';
import type { TFunction } from 'i18next';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client';
import { BreakableEmail } from '@/components/breakable-email';
import { useEmailMail } from '../../api/change-email';

// The account's email in the side panel, and what its owner can do about it: a wallet can be
// registered by anyone with any email, so the signed-in owner can always replace an address they do
// not stand behind; a verified address of theirs first confirms its own replacement (the server decides).

type Outcome = { kind: 'success' | 'error'; text: string };

/** The same rule as the register dialog, plus "that is already your address". */
function emailProblem(email: string, current: string): string | null {
  const trimmed = email.trim();
  if (!trimmed) return usersTexts.emailRequired;
  if (!registerEmailPattern.test(trimmed)) return usersTexts.invalidEmail;
  return trimmed.toLowerCase() === current.toLowerCase() ? usersTexts.emailUnchanged : null;
}

/** The server's texts are its own (English) words; es and pt translate them by that text. */
function failureText(error: unknown, t: TFunction): string {
  const told = error instanceof ApiRequestError && (error.status < 500 || error.code === 'UNAVAILABLE');
  return told ? t(error.message, { defaultValue: error.message }) : t('somethingWentWrong');
}

function sentText(answer: EmailMailSentResponse, t: TFunction): string {
  return answer.awaiting === 'confirmation'
    ? t('userProfile.confirmationSent', { email: answer.sent_to })
    : t('userProfile.verificationSent', { email: answer.sent_to });
}

/**
 * One line under the actions: what was sent where, or why not. A live region that is always present, so
 * it is announced; a plain one, as the panel's one status is the referral box's "Copied".
 */
function OutcomeLine({ outcome }: { outcome: Outcome | null }) {
  return (
    <Typography
      aria-live="polite"
      variant="body2"
      sx={{
        mt: outcome ? 1 : 0,
        overflowWrap: 'anywhere',
        color: outcome?.kind === 'error' ? 'error.main' : 'success.main',
      }}
    >
      {outcome?.text}
    </Typography>
  );
}

/** Whether the change form is open, and the outcome line under it: the same in the row and the box. */
function useEmailChange() {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return {
    changing,
    outcome,
    setOutcome,
    open: () => {
      setChanging(true);
      setOutcome(null);
    },
    cancel: () => setChanging(false),
    sent: (answer: EmailMailSentResponse) => {
      setChanging(false);
      setOutcome({ kind: 'success', text: sentText(answer, t) });
    },
  };
}

/** The new address and its problem, checked here first and then by the server, which sends the link. */
function useChangeEmailForm(current: string, onSent: (answer: EmailMailSentResponse) => void) {
  const { t } = useTranslation();
  const { change } = useEmailMail();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const local = emailProblem(email, current);
    if (local) return setProblem(t(local, { defaultValue: local }));
    change.mutate(
      { email_id: email.trim() },
      { onSuccess: onSent, onError: (error) => setProblem(failureText(error, t)) },
    );
  };

  const edit = (value: string) => {
    setEmail(value);
    setProblem(null);
  };
  return { email, edit, problem, pending: change.isPending, submit };
}

/** The small inline form: a new address, Send link, Cancel. */
function ChangeEmailForm({
  current,
  verified,
  onSent,
  onCancel,
}: {
  current: string;
  verified: boolean;
  onSent: (answer: EmailMailSentResponse) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { email, edit, problem, pending, submit } = useChangeEmailForm(current, onSent);
  const problemId = useId();

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('userProfile.changeEmail')}
      sx={{ mt: 1.5, display: 'grid', gap: 1.25 }}
    >
      {verified ? (
        <Typography variant="body2" color="text.secondary">
          {t('userProfile.changeVerifiedHint')}
        </Typography>
      ) : undefined}
      <TextField
        size="small"
        type="email"
        label={t('userProfile.newEmail')}
        value={email}
        onChange={(event) => edit(event.target.value)}
        error={problem !== null}
        autoFocus
        autoComplete="email"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 254, 'aria-describedby': problem ? problemId : undefined } }}
      />
      {problem ? (
        <Typography id={problemId} role="alert" variant="body2" color="error.main">
          {problem}
        </Typography>
      ) : undefined}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" size="small" variant="contained" disabled={pending} sx={{ minWidth: 96 }}>
          {pending ? (
            <CircularProgress size={18} color="inherit" aria-label={t('sending')} />
          ) : (
            t('userProfile.sendLink')
          )}
        </Button>
        <Button size="small" color="inherit" onClick={onCancel}>
          {t('userProfile.cancel')}
        </Button>
      </Box>
    </Box>
  );
}

/** The email row of the panel's details; a verified address offers Change email right there. */
export function EmailItem({ profile }: { profile: UserProfileResponse }) {
  const { t } = useTranslation();
  const { changing, outcome, open, cancel, sent } = useEmailChange();
  const verified = profile.is_verified;

  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {t('userProfile.email')}
      </Typography>
      <Box component="dd" sx={{ m: 0, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ overflowWrap: 'break-word', minWidth: 0 }}>
          <BreakableEmail email={profile.email_id} />
        </Typography>
        {verified ? (
          <Chip size="small" color="success" icon={<VerifiedIcon />} label={t('userProfile.verified')} />
        ) : (
          <Chip size="small" color="warning" variant="outlined" label={t('userProfile.notVerified')} />
        )}
      </Box>
      {verified ? (
        <Box component="dd" sx={{ m: 0 }}>
          {changing ? (
            <ChangeEmailForm current={profile.email_id} verified onSent={sent} onCancel={cancel} />
          ) : (
            <Button size="small" startIcon={<EditOutlinedIcon />} onClick={open} sx={{ mt: 0.5, ml: -0.75 }}>
              {t('userProfile.changeEmail')}
            </Button>
          )}
          <OutcomeLine outcome={outcome} />
        </Box>
      ) : undefined}
    </Box>
  );
}

/** Where 'Not verified' is shown: Resend the link, or Change email (e.g. a wallet registered by someone else). */
export function VerifyEmailBox({ email }: { email: string }) {
  const { t } = useTranslation();
  const { resend } = useEmailMail();
  const { changing, outcome, setOutcome, open, cancel, sent } = useEmailChange();

  const sendAgain = () => {
    setOutcome(null);
    resend.mutate(undefined, {
      onSuccess: (answer) => setOutcome({ kind: 'success', text: sentText(answer, t) }),
      onError: (error) => setOutcome({ kind: 'error', text: failureText(error, t) }),
    });
  };

  return (
    <Box
      sx={{
        p: 2,
        borderRadius: 3,
        border: 1,
        borderColor: 'notice.border',
        bgcolor: 'notice.background',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <MarkEmailUnreadIcon aria-hidden="true" sx={{ color: 'warning.main' }} />
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{t('userProfile.verifyTitle')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('userProfile.verifyText')}
          </Typography>
        </Box>
      </Box>
      {/* The actions use the box's whole width: the side panel is narrow (280-320 px) on a desktop. */}
      {changing ? (
        <ChangeEmailForm current={email} verified={false} onSent={sent} onCancel={cancel} />
      ) : (
        <VerifyActions sending={resend.isPending} onResend={sendAgain} onChange={open} />
      )}
      <OutcomeLine outcome={outcome} />
    </Box>
  );
}

/** Resend the verification link (a spinner while it goes), or change the address. */
function VerifyActions({
  sending,
  onResend,
  onChange,
}: {
  sending: boolean;
  onResend: () => void;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="outlined"
        color="warning"
        startIcon={
          sending ? (
            <CircularProgress size={16} color="inherit" aria-label={t('sending')} />
          ) : (
            <ForwardToInboxIcon />
          )
        }
        disabled={sending}
        onClick={onResend}
      >
        {t('userProfile.resendEmail')}
      </Button>
      <Button size="small" color="warning" onClick={onChange}>
        {t('userProfile.changeEmail')}
      </Button>
    </Box>
  );
}
