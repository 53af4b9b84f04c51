import { newsletterTexts } from '@dappx/shared/newsletter-rules';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { changeLanguage } from '@/lib/i18n';
import { NewsletterForm, NewsletterMessage } from './newsletter-form';

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

  it('labels a refused address Error, in words beside the colour', async () => {
    const { input, button, user } = setup();
    await user.type(input, 'Ana@example.com');
    await user.click(button);
    expect(screen.getByRole('status')).toHaveTextContent(`Error: ${newsletterTexts.invalidEmail}`);
  });

  it('says Error: already subscribed when the sign-up fails, here for want of a connection', async () => {
    const { input, button, user } = setup();
    await user.type(input, 'ana@example.com');
    await user.click(button);
    expect(await screen.findByText(newsletterTexts.alreadySubscribed)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(`Error: ${newsletterTexts.alreadySubscribed}`);
  });

  it('clears the message as soon as the visitor types', async () => {
    const { input, button, user } = setup();
    await user.type(input, 'Ana@example.com');
    await user.click(button);
    expect(screen.getByRole('status')).toHaveTextContent(newsletterTexts.invalidEmail);
    await user.type(input, '{Backspace}');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  describe('its outcome line', () => {
    afterEach(() => changeLanguage('en'));

    it('labels a sign-up Success and a failure Error, in each language', async () => {
      const success = { kind: 'success', text: newsletterTexts.success } as const;
      const failure = { kind: 'error', text: newsletterTexts.alreadySubscribed } as const;
      const labels = { en: ['Success', 'Error'], es: ['Éxito', 'Error'], pt: ['Sucesso', 'Erro'] } as const;
      for (const [language, [succeeded, failed]] of Object.entries(labels)) {
        await changeLanguage(language as keyof typeof labels);
        const { unmount } = renderWithApp(
          <>
            <NewsletterMessage outcome={success} />
            <NewsletterMessage outcome={failure} />
          </>,
        );
        const [first, second] = screen.getAllByRole('status');
        expect(first).toHaveTextContent(`${succeeded}: ${newsletterTexts.success}`);
        expect(second).toHaveTextContent(`${failed}: ${newsletterTexts.alreadySubscribed}`);
        unmount();
      }
    });
  });
});
