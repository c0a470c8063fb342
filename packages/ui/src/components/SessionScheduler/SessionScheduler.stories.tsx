import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SCHEDULE_MESSAGES, SUPPORT_EMAIL, parseIstDateTime } from '@diy/domain';
import { SessionScheduler, type SessionSchedulerProps } from './SessionScheduler';
import type { SchedulerDay, SchedulerVenue } from './scheduler-model';

/** The stories' clock: 21/11/2026 10:00 AM IST, so the earliest show date is 22/11/2026. */
const NOW = new Date('2026-11-21T04:30:00.000Z');

let seq = 0;
function day(date: string, times: string[], extra: Partial<SchedulerDay> = {}, saved = false): SchedulerDay {
  seq += 1;
  return {
    key: `d${seq}`,
    date,
    status: true,
    recurrence: null,
    times: times.map((time, i) => ({ key: `t${seq}-${i}`, sessionId: saved ? `S${seq}${i}` : '0', time, ...(saved ? { saved: true } : {}) })),
    ...extra,
  };
}
const venue = (days: SchedulerDay[], extra: Partial<SchedulerVenue> = {}): SchedulerVenue => ({
  venueCode: 'NCPA',
  venueName: 'NCPA Tata Theatre, Mumbai',
  days,
  ...extra,
});

/** Keeps the controlled value in story state so edits show. */
function Stateful(props: SessionSchedulerProps) {
  const [venues, setVenues] = useState(props.venues);
  return (
    <SessionScheduler
      {...props}
      venues={venues}
      onChange={(next) => {
        setVenues(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Events/SessionScheduler',
  component: SessionScheduler,
  args: {
    venues: [venue([day('25/11/2026', ['07:30 PM'])])],
    now: NOW,
    onChange: fn(),
    onSave: fn(),
    onProceedToTickets: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SessionScheduler>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'NCPA Tata Theatre, Mumbai' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Show date')).toHaveValue('25/11/2026');
    await expect(canvas.getByLabelText('Start time')).toHaveValue('07:30 PM');
    await expect(canvas.getByRole('switch', { name: 'Status of 25/11/2026' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed To Tickets' }));
    await expect(args.onProceedToTickets).toHaveBeenCalledTimes(1);
  },
};

export const NoNewShows: Story = {
  args: { savedShowTimes: [parseIstDateTime('25/11/2026', '07:30 PM')!] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Proceed To Tickets' })).toBeNull();
  },
};

export const PickingDates: Story = {
  args: { venues: [venue([day('', [''])])] },
  play: async ({ canvas, args }) => {
    const date = canvas.getByLabelText('Show date');
    await userEvent.type(date, '28112026');
    await expect(date).toHaveValue('28/11/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose show date' }));
    const calendar = canvas.getByRole('dialog', { name: /November 2026/ });
    await expect(within(calendar).getByRole('button', { name: '21/11/2026' })).toBeDisabled();
    await expect(within(calendar).getByRole('button', { name: '28/11/2026' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(calendar).getByRole('button', { name: '30/11/2026' }));
    await expect(date).toHaveValue('30/11/2026');
    const time = canvas.getByLabelText('Start time');
    await userEvent.type(time, '0730p');
    await expect(time).toHaveValue('07:30 PM');
    await userEvent.clear(time);
    await userEvent.type(time, '1915');
    await userEvent.tab();
    await expect(time).toHaveValue('07:15 PM');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const InvalidShowDate: Story = {
  args: { venues: [venue([day('', [''])])] },
  play: async ({ canvas }) => {
    const date = canvas.getByLabelText('Show date');
    await userEvent.type(date, '21112026');
    const popup = await screen.findByRole('alertdialog', { name: SCHEDULE_MESSAGES.invalidShowDateTitle });
    await expect(popup).toHaveTextContent(SCHEDULE_MESSAGES.invalidShowDateBody);
    await userEvent.click(within(popup).getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(date).toHaveValue('');
  },
};

export const DuplicateShowTime: Story = {
  args: { venues: [venue([day('25/11/2026', ['07:30 PM', '07:30 PM'])])] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(SCHEDULE_MESSAGES.showTimeExists)).toBeInTheDocument();
    await expect(canvas.getByLabelText('Start time 2')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Start time 1')).not.toHaveAttribute('aria-invalid');
  },
};

export const PastShowTime: Story = {
  args: { venues: [venue([day('21/11/2026', ['09:00 AM'])])] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(SCHEDULE_MESSAGES.showTimePast)).toBeInTheDocument();
  },
};

export const SessionExpired: Story = {
  args: { venues: [venue([day('10/11/2026', ['07:30 PM'], {}, true), day('25/11/2026', ['06:00 PM'])])] },
  play: async ({ canvas }) => {
    const expired = canvas.getByRole('group', { name: /Day 1/ });
    await expect(within(expired).getByText(SCHEDULE_MESSAGES.sessionExpired)).toBeInTheDocument();
    await expect(within(expired).getByLabelText('Show date')).toBeDisabled();
    await expect(within(expired).getByLabelText('Start time')).toBeDisabled();
    await expect(within(expired).queryByRole('button', { name: /Delete session/ })).toBeNull();
    await expect(within(expired).queryByRole('switch')).toBeNull();
  },
};

export const InactiveDay: Story = {
  args: { venues: [venue([day('25/11/2026', ['07:30 PM', '09:30 PM'])])] },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Status of 25/11/2026' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveTextContent('INACTIVE');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.getByLabelText('Show date')).toBeDisabled();
    await expect(canvas.getByLabelText('Start time 1')).toBeDisabled();
    await expect(canvas.getByLabelText('Start time 2')).toBeDisabled();
    const last = vi(args.onChange).mock.lastCall?.[0] as SchedulerVenue[];
    await expect(last[0]?.days[0]?.status).toBe(false);
    await userEvent.click(toggle);
    await expect(toggle).toHaveTextContent('ACTIVE');
  },
};

export const DeleteAndAdd: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '+ Add another day' }));
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete session Day 2' }));
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
    // The last session resets to an empty one.
    await userEvent.click(canvas.getByRole('button', { name: 'Delete session 25/11/2026 07:30 PM' }));
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
    await expect(canvas.getByLabelText('Show date')).toHaveValue('');
    await expect(canvas.getByLabelText('Start time')).toHaveValue('');
  },
};

export const RecurringWeekly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Recurring event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Frequency' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    const count = within(dialog).getByLabelText('Number of shows');
    await expect(count).toHaveAttribute('readonly');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Every Week' }));
    await expect(count).not.toHaveAttribute('readonly');
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    await expect(dialog).toHaveTextContent('ends 09/12/2026');
    await userEvent.click(save);
    await expect(canvas.getByText(/Every Week, 3 shows: 25\/11\/2026, 02\/12\/2026, 09\/12\/2026/)).toBeInTheDocument();
    const last = vi(args.onChange).mock.lastCall?.[0] as SchedulerVenue[];
    await expect(last[0]?.days[0]?.recurrence).toEqual({ code: 'WEEK', noOfTimes: 3 });
    // The recurring dates are taken for the other days.
    await userEvent.click(canvas.getByRole('button', { name: '+ Add another day' }));
    const second = canvas.getByRole('group', { name: /Day 2/ });
    await userEvent.click(within(second).getByRole('button', { name: 'Choose show date' }));
    await expect(within(second).getByRole('button', { name: '25/11/2026' })).toBeDisabled();
    await expect(within(second).getByRole('button', { name: '26/11/2026' })).toBeEnabled();
    await userEvent.click(within(second).getByRole('button', { name: 'Next month' }));
    await expect(within(second).getByRole('button', { name: '02/12/2026' })).toBeDisabled();
    await expect(within(second).getByRole('button', { name: '03/12/2026' })).toBeEnabled();
  },
};

export const RecurringCancelled: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Recurring event' });
    await userEvent.click(box);
    const dialog = await screen.findByRole('dialog', { name: 'Select Frequency' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(box).not.toBeChecked();
  },
};

export const NoRecurrenceWithoutDate: Story = {
  args: { venues: [venue([day('', [''])])] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('checkbox', { name: 'Recurring event' })).toBeNull();
  },
};

export const OnlineVenue: Story = {
  args: { venues: [venue([day('25/11/2026', ['07:30 PM'])], { venueCode: 'ONLINE-LS', venueName: 'Live Streaming', online: true })] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('checkbox', { name: 'Recurring event' })).toBeNull();
  },
};

export const AddSessionMode: Story = {
  args: {
    addSession: true,
    venues: [venue([day('25/11/2026', ['07:30 PM'], {}, true), day('', [''])])],
    savedShowTimes: [parseIstDateTime('25/11/2026', '07:30 PM')!],
  },
  play: async ({ canvas }) => {
    const old = canvas.getByRole('group', { name: /Day 1/ });
    await expect(within(old).getByLabelText('Show date')).toBeDisabled();
    await expect(within(old).getByLabelText('Start time')).toBeDisabled();
    await expect(within(old).queryByRole('switch')).toBeNull();
    await expect(within(old).queryByRole('button', { name: /Delete session/ })).toBeNull();
    const fresh = canvas.getByRole('group', { name: /Day 2/ });
    await expect(within(fresh).getByLabelText('Show date')).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Proceed To Tickets' })).toBeNull();
    await userEvent.type(within(fresh).getByLabelText('Show date'), '27112026');
    await userEvent.type(within(fresh).getByLabelText('Start time'), '0600p');
    await expect(canvas.getByRole('button', { name: 'Proceed To Tickets' })).toBeInTheDocument();
  },
};

export const PastEvent: Story = {
  args: { isPastEvent: true, layout: 'phone', venues: [venue([day('10/11/2026', ['07:30 PM'], {}, true)])] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '+ Add another day' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  args: { layout: 'phone' },
  globals: { viewport: { value: 'phone' } },
  decorators: [(Story) => <div style={{ maxWidth: 390 }}><Story /></div>],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    const root = canvasElement.querySelector('[data-min-height]') as HTMLElement;
    await expect(root.dataset.minHeight).toBe('450');
    await expect(root.getBoundingClientRect().height).toBeGreaterThanOrEqual(450);
  },
};

export const PhoneChangeOfSchedule: Story = {
  args: { layout: 'phone', askChange: true, onVenueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 390 }}><Story /></div>],
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Change of Schedule?' })).toBeInTheDocument();
    const root = canvasElement.querySelector('[data-min-height]') as HTMLElement;
    await expect(root.dataset.minHeight).toBe('200');
    await userEvent.click(canvas.getByRole('button', { name: 'Date Changes' }));
    await expect(canvas.getByLabelText('Show date')).toBeInTheDocument();
    await expect((canvasElement.querySelector('[data-min-height]') as HTMLElement).dataset.minHeight).toBe('450');
    await expect(args.onVenueChange).not.toHaveBeenCalled();
  },
};

export const PhoneVenueChange: Story = {
  args: { layout: 'phone', askChange: true, onVenueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 390 }}><Story /></div>],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Venue Change' }));
    await expect(args.onVenueChange).toHaveBeenCalledTimes(1);
  },
};

export const NoVenueYet: Story = {
  args: { venues: [], onPickVenue: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByLabelText('Show date'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SCHEDULE_MESSAGES.pickVenueFirst);
    await userEvent.type(canvas.getByLabelText('Start time'), '07');
    await expect(canvas.getByLabelText('Start time')).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: '+ ADD' }));
    await expect(args.onPickVenue).toHaveBeenCalled();
  },
};

export const ReadOnlyZoom: Story = {
  args: {
    readOnly: true,
    note: `These sessions can only be changed by our team: write to ${SUPPORT_EMAIL}.`,
    venues: [venue([day('25/11/2026', ['07:30 PM', '09:30 PM'], {}, true)], { venueCode: 'ONLINE-ZOOM', venueName: 'Zoom Meeting', online: true })],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(SUPPORT_EMAIL);
    await expect(canvas.getByLabelText('Start time 1')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

/** Typed access to a spy's mock data. */
function vi(spy: unknown) {
  return spy as { mock: { lastCall?: unknown[] } };
}
