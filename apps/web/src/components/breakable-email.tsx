import { Fragment } from 'react';

/** An address that wraps after the @ and before a dot of its domain, never in the middle of a word. */
export function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  const [local, domain] = [email.slice(0, at + 1), email.slice(at + 1)];
  return (
    <>
      {local}
      {domain.split('.').map((part, index) => (
        <Fragment key={index}>
          <wbr />
          {index > 0 ? '.' : ''}
          {part}
        </Fragment>
      ))}
    </>
  );
}
