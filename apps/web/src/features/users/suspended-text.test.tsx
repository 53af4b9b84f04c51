import type { FooterLink } from '@dappx/shared/catalogue';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navigationKey } from '@/features/navigation';
import { renderWithApp } from '@/testing/render';
import { useSuspendedText } from './suspended-text';

function SuspendedNotice() {
  return <p role="alert">{useSuspendedText()}</p>;
}

const footer: FooterLink[] = [
  { kind: 'site', label: 'Terms', href: '/terms' },
  { kind: 'contact', label: 'Mail', href: 'mailto:help@example.org' },
];

describe('the suspended account text', () => {
  it('names the support address once the footer links arrive, even when shown before them', () => {
    const { queryClient } = renderWithApp(<SuspendedNotice />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      "This account is suspended. Contact the store's support.",
    );

    act(() => queryClient.setQueryData(navigationKey('en'), { menu: [], footer }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This account is suspended. Contact support at help@example.org.',
    );
  });
});
