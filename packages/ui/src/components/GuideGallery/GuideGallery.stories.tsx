import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { IMAGE_MESSAGES } from '@diy/domain';
import { GuideGallery } from './GuideGallery';

const meta = {
  title: 'Events/GuideGallery',
  component: GuideGallery,
  args: { kind: 'banner' },
} satisfies Meta<typeof GuideGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

async function allLoaded(images: HTMLElement[]) {
  await waitFor(() => {
    for (const img of images as HTMLImageElement[]) {
      expect(img.complete && img.naturalWidth > 0).toBe(true);
    }
  }, { timeout: 4000 });
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'GUIDE: sample horizontal banner images' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Horizontal Banner guide' });
    const images = within(dialog).getAllByRole('img', { name: /^Sample banner: / });
    await expect(images).toHaveLength(9);
    await allLoaded(images);
    // The dialog fades in: on a busy machine the texts may still be transparent when the images are in.
    await waitFor(() => expect(within(dialog).getByText(IMAGE_MESSAGES.reviewNote)).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText('Advertising packages start from ₹6,000')).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const Poster: Story = {
  args: { kind: 'poster' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /GUIDE/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Vertical Poster guide' });
    const images = within(dialog).getAllByRole('img', { name: /^Sample poster: / });
    await expect(images).toHaveLength(9);
    await allLoaded(images);
  },
};

export const WithoutPromo: Story = {
  args: { showPromo: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /GUIDE/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).queryByText(/Advertising packages/)).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
