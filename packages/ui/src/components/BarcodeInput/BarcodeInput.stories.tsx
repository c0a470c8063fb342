import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { BarcodeInput } from './BarcodeInput';

const meta = {
  title: 'Scanning/BarcodeInput',
  component: BarcodeInput,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 390 }}><Story /><p>Page text</p></div>],
} satisfies Meta<typeof BarcodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Scan a barcode' });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAttribute('inputmode', 'none');
    await expect(input).toHaveAccessibleDescription('Ready to scan');
    await userEvent.keyboard('1F3KABCDEFGH2345{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('1F3KABCDEFGH2345');
    await expect(input).toHaveValue('');
  },
};

export const RapidScans: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Scan a barcode' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('AAAA{Enter}');
    await expect(input).toHaveValue('');
    await userEvent.keyboard('BBBB{Enter}  {Enter}');
    await expect(args.onSubmit).toHaveBeenNthCalledWith(1, 'AAAA');
    await expect(args.onSubmit).toHaveBeenNthCalledWith(2, 'BBBB');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

export const KeepsFocus: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Scan a barcode' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.click(canvas.getByText('Page text'));
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Scan a barcode' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveAccessibleDescription('Tap here, then scan');
  },
};

/** Escape, or Enter in an empty field, closes what the last scan opened; neither submits. */
export const CancelKeys: Story = {
  args: { onCancel: fn() },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Scan a barcode' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('  {Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('CCCC{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('CCCC');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

/** A code pasted in one go (issue 34) is submitted at once: with or without the line break a copied cell carries. */
export const Pasted: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Scan a barcode' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.paste('1F3KABCDEFGH2345');
    await expect(args.onSubmit).toHaveBeenNthCalledWith(1, '1F3KABCDEFGH2345');
    await expect(input).toHaveValue('');
    await userEvent.paste(' 2G4MABCDEFGH6789\r\n');
    await expect(args.onSubmit).toHaveBeenNthCalledWith(2, '2G4MABCDEFGH6789');
    await expect(input).toHaveValue('');
    // Pasting nothing but blanks submits nothing.
    await userEvent.paste('   ');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};
