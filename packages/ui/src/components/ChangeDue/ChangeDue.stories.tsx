import type { Meta, StoryObj } from '@storybook/react-vite';
import { BOX_OFFICE_TEXTS } from '@diy/domain';
import { expect } from 'storybook/test';
import { ChangeDue } from './ChangeDue';

const meta = {
  title: 'Box office/ChangeDue',
  component: ChangeDue,
  args: { amountPaise: 1_999_00, tenderedPaise: 2_000_00 },
} satisfies Meta<typeof ChangeDue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('change-due')).toHaveTextContent('Change due₹1.00');
  },
};

export const Exact: Story = {
  args: { tenderedPaise: 1_999_00 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('change-due')).toHaveTextContent('₹0.00');
  },
};

export const TooLittle: Story = {
  args: { tenderedPaise: 1_500_00 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`${BOX_OFFICE_TEXTS.tenderedTooLittle}₹499.00 more`);
  },
};

export const NotTyped: Story = {
  args: { tenderedPaise: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
