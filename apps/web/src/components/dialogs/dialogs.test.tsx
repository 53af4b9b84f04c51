import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { InfoDialog } from './info-dialog';
import { NoticeDialog } from './notice-dialog';
import { RegionRestrictedDialog } from './region-restricted-dialog';

describe('InfoDialog', () => {
  it('defaults to Error, Something went wrong. and OK, labelled by its title', async () => {
    const onClose = vi.fn();
    renderWithApp(<InfoDialog open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Something went wrong.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the given title, text and button label', () => {
    renderWithApp(<InfoDialog open onClose={() => {}} title="Done" text="Saved." buttonLabel="DONE" />);
    expect(screen.getByRole('dialog', { name: 'Done' })).toHaveTextContent('Saved.');
    expect(screen.getByRole('button', { name: 'DONE' })).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    renderWithApp(<InfoDialog open onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('RegionRestrictedDialog', () => {
  it('says the feature is not available in the region', () => {
    renderWithApp(<RegionRestrictedDialog open onClose={() => {}} />);
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'This feature is currently not available in your country or region.',
    );
  });
});

describe('NoticeDialog', () => {
  it('links to the three stores; a disabled one is a disabled button', () => {
    renderWithApp(
      <NoticeDialog
        open
        onClose={() => {}}
        links={[
          { platform: 'windows', href: 'https://example.com/setup.exe' },
          { platform: 'google-play', href: 'https://play.example.com' },
          { platform: 'app-store', href: '#', disabled: true },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Download for Windows PC' })).toHaveAttribute(
      'href',
      'https://example.com/setup.exe',
    );
    expect(screen.getByRole('link', { name: 'GET IT ON Google Play' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: /App Store/ })).toBeDisabled();
  });
});
