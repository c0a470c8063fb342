import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ScanVerdict } from './ScanVerdict';

const meta = {
  title: 'Scanning/ScanVerdict',
  component: ScanVerdict,
  args: { tone: 'success', title: '2 tickets admitted', detail: 'Gold · 2 of 3', onDismiss: fn(), autoDismissMs: 0 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScanVerdict>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveAttribute('data-tone', 'success');
    await expect(alert).toHaveTextContent('2 tickets admitted');
    await expect(getComputedStyle(alert).backgroundColor).toBe('rgb(19, 113, 59)');
    await expect(getComputedStyle(alert).position).toBe('fixed');
    const button = canvas.getByRole('button', { name: /2 tickets admitted/ });
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Refused: Story = {
  args: { tone: 'failure', title: 'Oops! Ticket already scanned', detail: 'Gold', code: 'ERR_SCAN_ALREADY_SCANNED' },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveAttribute('data-tone', 'failure');
    await expect(getComputedStyle(alert).backgroundColor).toBe('rgb(192, 39, 28)');
    // The plain words are the headline; the code is only a small secondary detail (issue 34).
    const title = canvas.getByText('Oops! Ticket already scanned');
    const code = canvas.getByText('Code ERR_SCAN_ALREADY_SCANNED');
    await expect(parseFloat(getComputedStyle(code).fontSize)).toBeLessThanOrEqual(parseFloat(getComputedStyle(title).fontSize) / 3);
    await expect(getComputedStyle(code).fontWeight).toBe('400');
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

export const RefusedScannedBefore: Story = {
  args: {
    tone: 'failure',
    title: 'Oops! Ticket already scanned',
    detail: 'Gold',
    note: 'Last scanned at 7:35 PM on device BEEF',
    code: 'ERR_SCAN_ALREADY_SCANNED',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Last scanned at 7:35 PM on device BEEF');
    await waitFor(() => expect(canvas.getByText('Last scanned at 7:35 PM on device BEEF')).toBeVisible());
  },
};

export const LetOut: Story = {
  args: { title: '1 ticket let out', detail: 'Silver' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('1 ticket let out');
  },
};

export const AutoDismiss: Story = {
  args: { autoDismissMs: 300 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledTimes(1), { timeout: 2000 });
  },
};

/** Beside a barcode field that keeps focus: the verdict shows, and the next scan goes on underneath it. */
export const LeavesFocus: Story = {
  args: { takeFocus: false },
  decorators: [
    (Story) => (
      <>
        <label>
          Barcode <input aria-label="Barcode" autoFocus />
        </label>
        <Story />
      </>
    ),
  ],
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Barcode' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('2 tickets admitted');
    // The field took focus as the page came up; the verdict, shown after it, left it there.
    await expect(field).toHaveFocus();
    await userEvent.keyboard('NEXT');
    await expect(field).toHaveValue('NEXT');
    await userEvent.click(canvas.getByRole('button', { name: /2 tickets admitted/ }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
