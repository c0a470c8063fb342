import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileField } from './FileField';

const meta = {
  title: 'Forms/FileField',
  component: FileField,
  args: { label: 'PAN card', accept: '.jpg,.jpeg,.pdf', rule: '.jpg or .pdf, at most 2 MB', onFileChosen: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}><Story /></div>],
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

const pdf = () => new File(['%PDF-1.4'], 'pan-card.pdf', { type: 'application/pdf' });

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('PAN card');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.pdf');
    await expect(input).toHaveAccessibleDescription('No file chosen .jpg or .pdf, at most 2 MB');
    await expect(canvas.getByText('Choose file')).toBeVisible();
    await userEvent.upload(input, pdf());
    await expect(args.onFileChosen).toHaveBeenCalledTimes(1);
    await expect((args.onFileChosen as ReturnType<typeof fn>).mock.calls[0]?.[0]).toHaveProperty('name', 'pan-card.pdf');
  },
};

export const Chosen: Story = {
  args: { fileName: 'pan-card.pdf' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('pan-card.pdf')).toBeVisible();
    await expect(canvas.getByText('Replace')).toBeVisible();
    await expect(canvas.getByLabelText('PAN card').closest('[data-state]')).toHaveAttribute('data-state', 'chosen');
  },
};

export const Uploading: Story = {
  args: { fileName: 'cancelled-cheque.jpg', uploading: true, label: 'Cancelled cheque' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Cancelled cheque');
    await expect(input).toBeDisabled();
    await expect(canvas.getByText('Uploading cancelled-cheque.jpg…')).toBeVisible();
    await expect(input.closest('[data-state]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const WithError: Story = {
  args: { error: 'File is required for upload', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^PAN card/);
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('File is required for upload');
    await expect(input).toHaveAccessibleDescription('No file chosen .jpg or .pdf, at most 2 MB File is required for upload');
  },
};

export const Disabled: Story = {
  args: { disabled: true, fileName: 'gst-certificate.pdf', label: 'GST certificate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('GST certificate')).toBeDisabled();
  },
};

/** The caller checks the file: a too-large one shows the error, a good one its name. */
export const ChecksAndReplaces: Story = {
  render: function CheckingField(args) {
    const [name, setName] = useState<string | null>(null);
    const [error, setError] = useState<string | null>(null);
    return (
      <FileField
        {...args}
        fileName={name}
        error={error}
        onFileChosen={(file) => {
          if (file.size > 16) {
            setError('File size must not exceed 2 MB');
            return;
          }
          setError(null);
          setName(file.name);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('PAN card');
    await userEvent.upload(input, new File(['x'.repeat(32)], 'big.pdf', { type: 'application/pdf' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('File size must not exceed 2 MB');
    await userEvent.upload(input, pdf());
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('pan-card.pdf')).toBeVisible();
    await expect(canvas.getByText('Replace')).toBeVisible();
    // The same file again still reaches the caller (the input is cleared after each choice).
    await userEvent.upload(input, pdf());
    await expect(canvas.getByText('pan-card.pdf')).toBeVisible();
  },
};
