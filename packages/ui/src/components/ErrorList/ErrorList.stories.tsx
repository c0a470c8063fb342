import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorList } from './ErrorList';

const meta = {
  title: 'Feedback/ErrorList',
  component: ErrorList,
  args: {
    errors: ['Please enter a valid PAN.', 'Account number must be 9 to 18 digits.', 'Address must be 8 to 150 characters.'],
  },
} satisfies Meta<typeof ErrorList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    const items = within(alert).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(getComputedStyle(alert).color).toBe('rgb(192, 39, 28)');
  },
};

export const SingleError: Story = {
  args: { errors: ['Something went wrong. Please try again.'] },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('alert')).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const WithTitle: Story = {
  args: { title: 'Please fix the following before you continue:' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fix the following');
  },
};

export const Empty: Story = {
  args: { errors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};

export const BlankEntriesIgnored: Story = {
  args: { errors: ['', 'No ticket found.'] },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('alert')).getAllByRole('listitem')).toHaveLength(1);
  },
};
