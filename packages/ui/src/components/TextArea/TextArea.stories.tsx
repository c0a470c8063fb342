import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Additional note for the organiser', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Additional note for the organiser' });
    await userEvent.type(field, 'Upload a clearer PAN card');
    await expect(field).toHaveValue('Upload a clearer PAN card');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithCounter: Story = {
  args: { maxLength: 20, showCount: true, hint: 'Up to 20 characters' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox');
    await userEvent.type(field, 'Twenty-five characters!!!');
    await expect(field).toHaveValue('Twenty-five characte');
    await expect(canvas.getByText('20/20')).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Please give a reason' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Please give a reason');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Already sent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};
