import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SessionPicker, type SessionPickerVenue } from './SessionPicker';

const venues: SessionPickerVenue[] = [
  {
    venueCode: 'NCPA',
    venueName: 'NCPA Tata Theatre, Mumbai',
    sessions: [
      { sessionId: 's1', time: '4:00 PM', date: '21/11/2026', today: true, active: true, admitted: 12, total: 300 },
      { sessionId: 's2', time: '8:00 PM', date: '21/11/2026', today: true, active: true, admitted: 0, total: 1250 },
    ],
  },
  {
    venueCode: 'PHX',
    venueName: 'Phoenix Arena, Pune',
    sessions: [{ sessionId: 's3', time: '7:30 PM', date: '28/11/2026', today: false, active: false, admitted: 0, total: 100000 }],
  },
];

const meta = {
  title: 'Scanning/SessionPicker',
  component: SessionPicker,
  args: { venues, onSelect: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 390 }}><Story /></div>],
} satisfies Meta<typeof SessionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'NCPA Tata Theatre, Mumbai' })).toBeInTheDocument();
    const evening = canvas.getByRole('button', { name: /8:00 PM/ });
    await expect(evening).toHaveTextContent('Today');
    await userEvent.click(evening);
    await expect(args.onSelect).toHaveBeenCalledWith('NCPA', 's2');
    await expect(evening.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
  },
};

export const Selected: Story = {
  args: { selectedSessionId: 's1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /4:00 PM/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const InactiveSession: Story = {
  play: async ({ canvas }) => {
    const inactive = canvas.getByRole('button', { name: /Not active/ });
    await expect(inactive).toBeDisabled();
    await expect(inactive).toHaveTextContent('1,00,000');
  },
};

/** A show the organiser cancelled says Cancelled (issue 34), not merely Not active, and cannot be picked. */
export const CancelledSession: Story = {
  args: {
    venues: [
      {
        venueCode: 'NCPA',
        venueName: 'NCPA Tata Theatre, Mumbai',
        sessions: [
          { sessionId: 's1', time: '4:00 PM', date: '21/11/2026', today: true, active: true, admitted: 12, total: 300 },
          { sessionId: 's4', time: '8:00 PM', date: '21/11/2026', today: true, active: false, cancelled: true, admitted: 0, total: 0 },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    const cancelled = canvas.getByRole('button', { name: /8:00 PM/ });
    await expect(cancelled).toHaveTextContent('Cancelled');
    await expect(cancelled).not.toHaveTextContent('Not active');
    await expect(cancelled).not.toHaveTextContent('Today');
    await expect(cancelled).toBeDisabled();
  },
};
