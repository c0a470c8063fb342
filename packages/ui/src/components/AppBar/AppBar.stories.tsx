import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { AppBar } from './AppBar';

const meta = {
  title: 'Navigation/AppBar',
  component: AppBar,
  args: { appTitle: 'Organiser', userName: 'Priya Sharma', brandHref: '#' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { actions: <Button size="sm" variant="ghost">Log out</Button> },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(banner).toHaveTextContent('DIY Events');
    await expect(banner).toHaveTextContent('Organiser');
    await expect(within(banner).getByRole('link', { name: 'DIY Events Organiser home' })).toHaveAttribute('href', '#');
    await expect(canvas.getByTestId('appbar-user')).toHaveTextContent('PSPriya Sharma');
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  },
};

const onLogout = fn();
export const GateScanner: Story = {
  args: {
    appTitle: 'Gate Scanner',
    userName: 'Gate 3 · Ravi',
    actions: <Button size="sm" variant="secondary" onClick={onLogout}>Log out</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gate Scanner')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
  },
};

export const StaffAdmin: Story = {
  args: {
    appTitle: 'Staff Admin',
    userName: 'Anand Iyer',
    nav: (
      <>
        <Button size="sm" variant="ghost">Organisers</Button>
        <Button size="sm" variant="ghost">Users</Button>
        <Button size="sm" variant="ghost">Events</Button>
      </>
    ),
    navLabel: 'Staff',
    actions: <Button size="sm" variant="ghost">Log out</Button>,
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Staff' });
    await expect(within(nav).getAllByRole('button')).toHaveLength(3);
  },
};

export const SignedOut: Story = {
  args: { userName: undefined, actions: <Button size="sm">Log in</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('appbar-user')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  },
};

export const LongUserName: Story = {
  args: { userName: 'Venkata Subramanian Raghunathan Krishnamurthy', actions: <Button size="sm" variant="ghost">Log out</Button> },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
  },
};
