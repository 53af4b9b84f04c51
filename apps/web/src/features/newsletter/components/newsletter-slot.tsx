import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { lazy, startTransition, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarriedSignUp } from './newsletter-form';

// The form's inputs (MUI's input, label and form control, some 7 kB compressed with the sign-up call)
// are in no first screen: the footer is below the fold. They load as the footer nears the viewport;
// until then a look-alike holds their place, and hands over what was typed, the focus and a submit.
const loadForm = () => import('./newsletter-form');
const NewsletterForm = lazy(() => loadForm().then((module) => ({ default: module.NewsletterForm })));

/**
 * How far below the viewport the form starts to load: in before it is seen, but not so far that the
 * first screen's placeholders (a viewport's height until the catalogue is in) bring the footer within it.
 */
const nearViewport = '150px';

/** The footer's newsletter sign-up (newsletter-form.tsx), loaded when near. */
export function NewsletterSlot() {
  const [carried, setCarried] = useState<CarriedSignUp | undefined>(undefined);
  const slot = useRef<HTMLDivElement>(null);
  const want = (next: CarriedSignUp) => startTransition(() => setCarried(next));

  useEffect(() => {
    const element = slot.current;
    if (carried || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want({ email: '', focus: false, submit: false });
      },
      { rootMargin: nearViewport },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [carried]);

  const standIn = <NewsletterStandIn onWant={want} />;
  return (
    <div ref={slot}>
      {carried ? (
        <Suspense fallback={standIn}>
          <NewsletterForm carried={carried} />
        </Suspense>
      ) : (
        standIn
      )}
    </div>
  );
}

// MUI's small outlined input and its label at rest, as the real form first shows them, drawn without
// MUI's input code: 40 px tall, 12 px radius, body1 type. (Styles in a stylesheet would go inline into
// the page with the entry's, where the screens loading later could not preload them.)
const fieldSx: SxProps<Theme> = { position: 'relative', width: '100%', minWidth: 0 };

const labelSx: SxProps<Theme> = {
  position: 'absolute',
  top: 0,
  left: 0,
  zIndex: 1,
  maxWidth: 'calc(100% - 24px)',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  transform: 'translate(14px, 9px)',
  transformOrigin: 'top left',
  pointerEvents: 'none',
  color: 'text.secondary',
  fontSize: 16,
  lineHeight: '23px',
};

const inputSx: SxProps<Theme> = {
  display: 'block',
  boxSizing: 'border-box',
  width: '100%',
  height: 40,
  m: 0,
  px: '14px',
  py: '8.5px',
  border: 1,
  borderColor: 'border.input',
  borderRadius: 1,
  background: 'none',
  color: 'text.primary',
  font: 'inherit',
  fontSize: 16,
  lineHeight: '23px',
  outline: 'none',
};

/**
 * The form as it first shows (empty, idle), drawn with a plain input. Focusing the input or sending
 * asks for the real form, which takes the address typed so far, the focus, and the sending.
 */
function NewsletterStandIn({ onWant }: { onWant: (carried: CarriedSignUp) => void }) {
  const { t } = useTranslation();
  const emailId = useId();
  const input = useRef<HTMLInputElement>(null);
  const carry = (submit: boolean) =>
    onWant({
      email: input.current?.value ?? '',
      focus: document.activeElement === input.current,
      submit,
    });
  return (
    <Box
      component="form"
      aria-label={t('newsletter')}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        carry(true);
      }}
    >
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('newsletter')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('newsletterIntro')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={fieldSx}>
          <Box component="label" htmlFor={emailId} sx={labelSx}>
            {t('emailAddress')}
          </Box>
          <Box
            component="input"
            ref={input}
            id={emailId}
            sx={inputSx}
            type="email"
            autoComplete="email"
            maxLength={254}
            aria-describedby="newsletter-message"
            onFocus={() => carry(false)}
            onInput={(event: FormEvent<HTMLInputElement>) => event.currentTarget.value && carry(false)}
          />
        </Box>
        <Button type="submit" variant="contained" sx={{ minWidth: 112, height: 40, flexShrink: 0 }}>
          {t('subscribe')}
        </Button>
      </Box>
      <Typography id="newsletter-message" role="status" variant="body2" sx={{ mt: 1, minHeight: 20 }} />
    </Box>
  );
}
