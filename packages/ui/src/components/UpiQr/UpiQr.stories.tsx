import type { Meta, StoryObj } from '@storybook/react-vite';
import { upiIntentUrl } from '@diy/domain';
import { expect, waitFor } from 'storybook/test';
import { UpiQr } from './UpiQr';

const url = upiIntentUrl({ vpa: 'mumbailive@hdfcbank', payeeName: 'Mumbai Live Entertainment', amountPaise: 3_998_00, note: 'DIY DIYABCD12345' });

const meta = {
  title: 'Box office/UpiQr',
  component: UpiQr,
  args: { url, payeeName: 'Mumbai Live Entertainment', amountPaise: 3_998_00 },
} satisfies Meta<typeof UpiQr>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const img = await waitFor(() => canvas.getByRole('img', { name: 'UPI payment QR: ₹3,998.00 to Mumbai Live Entertainment' }));
    await expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(canvasElement.querySelector('[data-upi-url]')?.getAttribute('data-upi-url')).toBe(url);
    await expect(canvas.getByText('₹3,998.00')).toBeVisible();
  },
};

export const SmallAmount: Story = {
  args: { url: upiIntentUrl({ vpa: 'shop@okaxis', payeeName: 'Chai Point', amountPaise: 50, note: 'DIY X' }), payeeName: 'Chai Point', amountPaise: 50 },
  play: async ({ canvas }) => {
    await waitFor(() => canvas.getByRole('img', { name: 'UPI payment QR: ₹0.50 to Chai Point' }));
  },
};
