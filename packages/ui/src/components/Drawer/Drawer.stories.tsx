import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ADDITIONAL_INFO_PLACEHOLDERS, LANGUAGE_GROUPS, SCHEDULER_DRAWER_MIN_HEIGHT_PX } from '@diy/domain';
import { GroupedMultiSelect } from '../GroupedMultiSelect';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Drawer, type DrawerProps } from './Drawer';

/** A trigger and the drawer, so opening, closing and focus return can be exercised. */
function DrawerWithTrigger(args: DrawerProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Duration
      </Button>
      <Drawer
        {...args}
        open={open}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: {
    open: true,
    title: 'Duration',
    onClose: fn(),
    children: <TextField label="Duration in minutes" placeholder={ADDITIONAL_INFO_PLACEHOLDERS.duration} inputMode="numeric" />,
    footer: (
      <Button fullWidth onClick={fn()}>
        Proceed
      </Button>
    ),
  },
  render: DrawerWithTrigger,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Duration' });
    await expect(sheet).toHaveFocus();
    // A bottom sheet: flush with the bottom edge and as wide as the screen.
    await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(window.innerHeight));
    await expect(Math.round(sheet.getBoundingClientRect().width)).toBe(document.documentElement.clientWidth);
    await expect(screen.getByRole('button', { name: 'Proceed' })).toBeVisible();
  },
};

export const EscapeCloses: Story = {
  args: { open: false },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Duration' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Duration' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ScrimCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByTestId('popup-backdrop'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const FocusTrap: Story = {
  play: async () => {
    await screen.findByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close' });
    const field = screen.getByLabelText('Duration in minutes');
    const proceed = screen.getByRole('button', { name: 'Proceed' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.tab();
    await expect(proceed).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
  },
};

export const MinHeight: Story = {
  args: { title: 'Schedule', minHeight: SCHEDULER_DRAWER_MIN_HEIGHT_PX, children: 'Pick a date and a start time.', footer: undefined },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Schedule' });
    await expect(sheet.getBoundingClientRect().height).toBeGreaterThanOrEqual(SCHEDULER_DRAWER_MIN_HEIGHT_PX);
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The additional-info language field as phones show it: inside a drawer with a Proceed button. */
export const LanguagesOnPhone: Story = {
  args: { title: 'Language', children: undefined },
  render: function LanguageDrawer(args) {
    const [value, setValue] = useState<{ code: string; name: string }[]>([]);
    const languages = [
      { code: 'HIN', name: 'Hindi' },
      { code: 'ENG', name: 'English' },
      { code: 'MAR', name: 'Marathi' },
      { code: 'TAM', name: 'Tamil' },
    ];
    return (
      <Drawer
        {...args}
        footer={
          <Button fullWidth disabled={value.length === 0} onClick={args.onClose}>
            Proceed
          </Button>
        }
      >
        <GroupedMultiSelect
          label="Language"
          placeholder={ADDITIONAL_INFO_PLACEHOLDERS.language}
          groups={[
            { label: LANGUAGE_GROUPS.popular, options: languages.slice(0, 2) },
            { label: LANGUAGE_GROUPS.all, options: languages },
          ]}
          value={value}
          onChange={setValue}
        />
      </Drawer>
    );
  },
  play: async ({ args }) => {
    const sheet = await screen.findByRole('dialog', { name: 'Language' });
    const proceed = within(sheet).getByRole('button', { name: 'Proceed' });
    await expect(proceed).toBeDisabled();
    await userEvent.click(within(sheet).getAllByRole('option', { name: 'Hindi' })[0]!);
    await expect(proceed).toBeEnabled();
    await userEvent.click(proceed);
    await expect(args.onClose).toHaveBeenCalled();
  },
};
