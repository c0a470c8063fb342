import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stepper } from './Stepper';

const STEPS = [
  { title: 'General Information', href: '#general-information' },
  { title: 'Upload documents', href: '#upload-documents' },
  { title: 'Sign agreement', href: '#sign-agreement' },
];

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  args: { steps: STEPS, current: 0, label: 'Account setup' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Account setup' });
    await expect(nav).toBeInTheDocument();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('Step 1 of 3: General Information');
    await expect(items[1]).toHaveAttribute('data-state', 'upcoming');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const SecondStep: Story = {
  args: { current: 1 },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('data-state', 'done');
    await expect(items[0]).toHaveTextContent('General Information (completed)');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('link', { name: 'General Information' })).toHaveAttribute('href', '#general-information');
  },
};

export const LastStep: Story = {
  args: { current: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
  },
};

export const AllDone: Story = {
  args: { current: 3 },
  play: async ({ canvas }) => {
    for (const item of canvas.getAllByRole('listitem')) await expect(item).toHaveAttribute('data-state', 'done');
    await expect(canvas.queryByRole('listitem', { current: 'step' })).toBeNull();
  },
};

export const ClientNavigation: Story = {
  args: { current: 2, onStepSelect: fn((_index: number, event: { preventDefault: () => void }) => event.preventDefault()) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Upload documents' }));
    await expect(args.onStepSelect).toHaveBeenCalledWith(1, expect.anything());
  },
};

export const Phone: Story = {
  args: { current: 1 },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
