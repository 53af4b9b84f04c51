import { newsletterTexts } from '@dappx/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { NewsletterForm } from './newsletter-form';

describe('NewsletterForm', () => {
  afterEach(() => vi.restoreAllMocks());

  const setup = () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithApp(<NewsletterForm />);
    const form = screen.getByRole('form', { name: 'Newsletter' });
    const input = screen.getByRole('textbox', { name: 'Email address' });
    const button = screen.getByRole('button', { name: 'Subscribe' });
    return { fetchSpy, form, input, button, user: userEvent.setup() };
  };

  it('uses an email input', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'email');
  });

  it.each(['Ana@example.com', 'ana@example', 'ana@example.museum', 'ana example@x.io', ''])(
    'refuses %j in the page without calling the store',
    async (email) => {
      const { fetchSpy, input, button, user } = setup();
      if (email) await user.type(input, email);
      await user.click(button);
      expect(screen.getByRole('status')).toHaveTextContent(newsletterTexts.invalidEmail);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(fetchSpy).not.toHaveBeenCalled();
    },
  );

  it('clears the message as soon as the visitor types', async () => {
    const { input, button, user } = setup();
    await user.type(input, 'Ana@example.com');
    await user.click(button);
    expect(screen.getByRole('status')).toHaveTextContent(newsletterTexts.invalidEmail);
    await user.type(input, '{Backspace}');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });
});
