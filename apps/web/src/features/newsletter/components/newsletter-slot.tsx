import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { CarriedSignUp } from './newsletter-form';
import { NewsletterHeading } from './newsletter-heading';

// The form's inputs (MUI's input, label and form control, some 7 kB compressed with the sign-up call)
// are in no first screen: the footer is below the fold. They load as the footer nears the viewport;
// until then a look-alike holds their place, and hands over what was typed, the focus and a submit.
const loadForm = () => import('./newsletter-form');
type Form = ComponentType<{ carried?: CarriedSignUp }>;

/**
 * How far below the viewport the form starts to load: in before it is seen, but not so far that the
 * first screen's placeholders (a viewport's height until the catalogue is in) bring the footer within it.
 */
const nearViewport = '150px';

/** The footer's newsletter sign-up (newsletter-form.tsx), loaded when near. */
export function NewsletterSlot() {
  const [shown, setShown] = useState<{ Form: Form; carried: CarriedSignUp } | null>(null);
  const slot = useRef<HTMLDivElement>(null);
  const standIn = useStandInState();
  const { want, onPointerDown } = useSwapWhenFree(standIn, setShown);

  useEffect(() => {
    const element = slot.current;
    if (shown || !element) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && want(),
      { rootMargin: nearViewport },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, want]);

  return (
    <div ref={slot}>
      {shown ? (
        <shown.Form carried={shown.carried} />
      ) : (
        <NewsletterStandIn
          input={standIn.input}
          onPointerDown={onPointerDown}
          onFocus={want}
          onSubmit={() => {
            standIn.askSubmit();
            want();
          }}
        />
      )}
    </div>
  );
}

/** What the stand-in holds for the real form: its input (the address, the focus) and a submit asked. */
function useStandInState() {
  const input = useRef<HTMLInputElement>(null);
  const submitAsked = useRef(false);
  const askSubmit = useCallback(() => (submitAsked.current = true), []);
  return { input, submitAsked, askSubmit };
}

/**
 * Loads the real form when wanted and swaps it in once loaded, but never while the pointer is pressed
 * on the stand-in: replaced between press and release, a button loses its click. The swap is made in
 * one go (flushSync), so no input event falls between the decision and the new form on screen.
 */
function useSwapWhenFree(
  standIn: ReturnType<typeof useStandInState>,
  show: (shown: { Form: Form; carried: CarriedSignUp }) => void,
) {
  const loaded = useRef<Form | null>(null);
  const wanted = useRef(false);
  const pressed = useRef(false);

  const swapIfFree = useCallback(() => {
    const Form = loaded.current;
    if (!Form || pressed.current) return;
    const input = standIn.input.current;
    const carried = {
      email: input?.value ?? '',
      focus: input !== null && document.activeElement === input,
      submit: standIn.submitAsked.current,
    };
    flushSync(() => show({ Form, carried }));
  }, [standIn, show]);

  const want = useCallback(() => {
    if (wanted.current) return swapIfFree();
    wanted.current = true;
    loadForm().then(
      (module) => {
        loaded.current = module.NewsletterForm;
        swapIfFree();
      },
      () => (wanted.current = false),
    );
  }, [swapIfFree]);

  // A release anywhere ends the press; the swap waits for the click that follows it in the same task.
  useEffect(() => {
    const release = () => {
      if (!pressed.current) return;
      pressed.current = false;
      setTimeout(swapIfFree);
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    return () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  }, [swapIfFree]);

  return { want, onPointerDown: () => (pressed.current = true) };
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
function NewsletterStandIn({
  input,
  onPointerDown,
  onFocus,
  onSubmit,
}: {
  input: RefObject<HTMLInputElement | null>;
  onPointerDown: () => void;
  onFocus: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  const emailId = useId();
  return (
    <Box
      component="form"
      aria-label={t('newsletter')}
      noValidate
      onPointerDown={onPointerDown}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <NewsletterHeading />
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
            onFocus={onFocus}
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
