import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ONLINE_MESSAGES, TEXT_MESSAGES, ZOOM_READ_ONLY_NOTE } from '@diy/domain';
import { OnlineEventDetails, type OnlineEventDetailsProps } from './OnlineEventDetails';

/** 21/11/2026 10:00 AM IST. */
const NOW = new Date('2026-11-21T04:30:00.000Z');

function Stateful(props: OnlineEventDetailsProps) {
  const [emailIds, setEmailIds] = useState(props.emailIds);
  const [joiningDetails, setJoining] = useState(props.joiningDetails);
  const [videoUrl, setVideoUrl] = useState(props.videoUrl);
  return (
    <OnlineEventDetails
      {...props}
      emailIds={emailIds}
      joiningDetails={joiningDetails}
      videoUrl={videoUrl}
      onEmailIdsChange={(v) => { setEmailIds(v); props.onEmailIdsChange(v); }}
      onJoiningDetailsChange={(v) => { setJoining(v); props.onJoiningDetailsChange(v); }}
      onVideoUrlChange={(v) => { setVideoUrl(v); props.onVideoUrlChange(v); }}
    />
  );
}

const meta = {
  title: 'Events/OnlineEventDetails',
  component: OnlineEventDetails,
  args: {
    venueSubType: 'liveStreaming',
    emailIds: [],
    joiningDetails: { link: '', password: '' },
    videoUrl: '',
    firstShowTime: '2026-11-25T14:00:00.000Z',
    now: NOW,
    onEmailIdsChange: fn(),
    onJoiningDetailsChange: fn(),
    onVideoUrlChange: fn(),
    onSave: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof OnlineEventDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Live Streaming' })).toBeInTheDocument();
    await expect(canvas.getByText(/15 minutes before each show/)).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('E-mail id 1'), 'stream@organiser.in');
    await userEvent.click(canvas.getByRole('button', { name: '+ Add e-mail id' }));
    await userEvent.type(canvas.getByLabelText('E-mail id 2'), 'producer@organiser.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onEmailIdsChange).toHaveBeenLastCalledWith(['stream@organiser.in', 'producer@organiser.in']);
  },
};

export const InvalidEmail: Story = {
  args: { emailIds: ['stream@organiser.in', 'not-an-email'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getAllByText(TEXT_MESSAGES.invalidEmail)).toHaveLength(1);
    await expect(canvas.getByLabelText('E-mail id 2')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove e-mail id 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

export const ExternalMeeting: Story = {
  args: { venueSubType: 'externalPaid' },
  play: async ({ canvas, args }) => {
    const link = canvas.getByLabelText('Meeting link');
    await expect(link).toHaveValue('https://');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText(ONLINE_MESSAGES.linkRequired)).toBeInTheDocument();
    await expect(canvas.getByText(ONLINE_MESSAGES.passwordRequired)).toBeInTheDocument();
    await userEvent.type(link, 'meet.example.in/diy-42');
    await userEvent.type(canvas.getByLabelText('Meeting password'), 'S3cret!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onJoiningDetailsChange).toHaveBeenLastCalledWith({ link: 'https://meet.example.in/diy-42', password: 'S3cret!' });
  },
};

export const ZoomReadOnly: Story = {
  args: { venueSubType: 'zoom', zoomReadOnly: true, joiningDetails: { link: 'https://zoom.us/j/123', password: 'abc' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(ZOOM_READ_ONLY_NOTE);
    await expect(canvas.getByLabelText('Meeting link')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const VideoOnDemand: Story = {
  args: { venueSubType: 'vod' },
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('Video link (https)');
    await expect(field).toHaveAccessibleDescription('Add the video by 24/11/2026 07:30 PM');
    await userEvent.type(field, 'http://video.example.in/show.mp4');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText(ONLINE_MESSAGES.vodUrlInvalid)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'https://video.example.in/show.mp4');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

export const VideoTooLate: Story = {
  args: { venueSubType: 'vod', firstShowTime: '2026-11-22T02:30:00.000Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ONLINE_MESSAGES.vodClosed);
    await expect(canvas.getByLabelText('Video link (https)')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const VideoWithoutShow: Story = {
  args: { venueSubType: 'vod', firstShowTime: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(ONLINE_MESSAGES.vodNoShow);
  },
};

export const ServerError: Story = {
  args: { emailIds: ['stream@organiser.in'], serverError: 'Please add at least one e-mail id to receive the streaming details' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/at least one e-mail id/);
  },
};
