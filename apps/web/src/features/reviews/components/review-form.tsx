import { reviewLanguages, reviewRules, type Review } from '@dappx/shared/reviews';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, failureTextsOf } from '@/lib/errors';
import { usePageLanguage } from '@/lib/i18n';
import { useSubmitReview } from '../api/reviews-api';
import { signReview, type ReviewDraft } from '../sign-review';
import { StarPicker } from './stars';

type Language = ReviewDraft['language'];

/** Signs the draft in the wallet, then posts it; `step` says which of the two is under way. */
function useSignAndPost(app: string, onPosted: () => void) {
  const submit = useSubmitReview(app);
  const [step, setStep] = useState<'idle' | 'signing' | 'sending'>('idle');
  const [error, setError] = useState<unknown>();
  const post = async (draft: ReviewDraft) => {
    setError(undefined);
    try {
      setStep('signing');
      const body = await signReview(app, draft);
      setStep('sending');
      await submit.mutateAsync(body);
      onPosted();
    } catch (failure) {
      setError(failure);
    } finally {
      setStep('idle');
    }
  };
  return { post, step, error };
}

function RatingField({
  value,
  missing,
  onChange,
}: {
  value: number | null;
  missing: boolean;
  onChange: (stars: number) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('reviews.write.rating')}
      </Typography>
      <StarPicker value={value} labelId={labelId} onChange={onChange} />
      {missing && (
        <Typography role="alert" color="error" variant="body2">
          {t('reviews.write.needsRating')}
        </Typography>
      )}
    </Box>
  );
}

function LanguageField({ value, onChange }: { value: Language; onChange: (language: Language) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t('reviews.write.language')}
      value={value}
      onChange={(event) => onChange(event.target.value as Language)}
      sx={{ maxWidth: { sm: 280 } }}
    >
      {reviewLanguages.map((each) => (
        <MenuItem key={each} value={each}>
          {t(`reviews.language.${each}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The review's form: 1 to 5 stars, the text with its count, its language (the page's unless the author
 * picks another); the wallet signs what is posted, and an edit is signed again.
 */
export function ReviewForm({
  app,
  editing,
  onPosted,
  onCancel,
}: {
  app: string;
  editing: Review | null;
  onPosted: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const pageLanguage = usePageLanguage();
  const [rating, setRating] = useState<number | null>(editing?.rating ?? null);
  const [text, setText] = useState(editing?.text ?? '');
  const [language, setLanguage] = useState<Language>(editing?.language ?? pageLanguage);
  const [missingRating, setMissingRating] = useState(false);
  const { post, step, error } = useSignAndPost(app, onPosted);
  const length = text.trim().length;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (rating === null) return setMissingRating(true);
    void post({ rating, language, text });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <RatingField
        value={rating}
        missing={missingRating}
        onChange={(stars) => {
          setRating(stars);
          setMissingRating(false);
        }}
      />
      <TextField
        label={t('reviews.write.text')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: reviewRules.maxTextLength, lang: language } }}
        helperText={t('reviews.write.counter', {
          count: length,
          min: reviewRules.minTextLength,
          max: reviewRules.maxTextLength,
        })}
      />
      <LanguageField value={language} onChange={setLanguage} />
      <Typography variant="body2" color="text.secondary">
        {t('reviews.write.signNote')}
      </Typography>
      {error !== undefined && (
        <Typography role="alert" color="error" data-testid="review-error">
          {failureText(error, failureTextsOf(t))}
        </Typography>
      )}
      {step !== 'idle' && <Typography role="status">{t(`reviews.write.${step}`)}</Typography>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={step !== 'idle'}>
          {t(editing ? 'reviews.write.save' : 'reviews.write.post')}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={step !== 'idle'}>
            {t('reviews.write.cancel')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
