import { submissionsTexts, type SubmissionView } from '@dappx/shared/submissions';
import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { useSendSubmission } from '../api/submissions-api';
import { draftOf, emptyDraft, problemsOf, type Draft } from '../lib/draft';
import { useServerText } from '../lib/use-server-text';

/** The field a server text belongs to, so a refusal shows under its field like the form's own checks. */
const fieldOfText: Record<string, string> = {
  [submissionsTexts.nameRequired]: 'name',
  [submissionsTexts.urlInvalid]: 'url',
  [submissionsTexts.categoryInvalid]: 'category',
  [submissionsTexts.descriptionRequired]: 'description',
  [submissionsTexts.logoRequired]: 'logo',
  [submissionsTexts.chainsRequired]: 'chains',
  [submissionsTexts.emailInvalid]: 'contact_email',
};

/**
 * The form's values, which fields were touched (their problems show as one types), and the send. A
 * refusal the form could not foresee shows under its field or, when it names none, above the button.
 */
export function useSubmissionForm(editing: SubmissionView | undefined, onSent: () => void) {
  const say = useServerText();
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftOf(editing) : emptyDraft));
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<{ field?: string; message: string }>();
  const send = useSendSubmission();
  const problems = problemsOf(draft);

  const edit =
    <K extends keyof Draft>(field: K) =>
    (value: Draft[K]) => {
      setDraft((current) => ({ ...current, [field]: value }));
      setTouched((current) => new Set(current).add(field));
      setRefusal(undefined);
    };

  const problemOf = (key: string) => {
    if (refusal?.field === key) return refusal.message;
    const shown = tried || touched.has(key.split('.')[0]!);
    return shown ? say(problems[key]) : undefined;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    try {
      await send.mutateAsync({
        id: editing?.id,
        body: draft as Parameters<typeof send.mutateAsync>[0]['body'],
      });
      setDraft(emptyDraft);
      setTouched(new Set());
      setTried(false);
      onSent();
    } catch (error) {
      const message = error instanceof ApiRequestError ? error.message : String(error);
      const field = Object.entries(fieldOfText).find(([text]) => say(text) === message)?.[1];
      setRefusal({ field, message });
    }
  };

  return {
    draft,
    edit,
    problemOf,
    refusal: refusal?.field ? undefined : refusal?.message,
    onSubmit,
    sending: send.isPending,
  };
}
