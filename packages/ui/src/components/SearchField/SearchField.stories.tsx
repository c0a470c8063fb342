import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: { label: 'Search events', placeholder: 'Title or event code', onSearch: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A phone-wide column. */
const narrow: Decorator = (Story) => <div style={{ maxWidth: 390 }}><Story /></div>;

export const Default: Story = {
  decorators: [narrow],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('search', { name: 'Search events' })).toBeInTheDocument();
    const box = canvas.getByRole('searchbox', { name: 'Search events' });
    await userEvent.type(box, '  comedy {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('comedy');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

export const ClearingShowsAll: Story = {
  args: { defaultValue: 'jazz' },
  decorators: [narrow],
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search events' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

/** A toolbar row as the offers dashboard has it: the search beside an action, the row's ends apart. */
const toolbar = (width: number): Decorator => (Story) => (
  <div style={{ width, display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between' }}>
    <Story />
    <button type="button">Create an offer</button>
  </div>
);

/** In a desktop toolbar the box takes the row the action leaves (it was about 30 px wide there, issue 34). */
export const InToolbar: Story = {
  decorators: [toolbar(1100)],
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search events' });
    const action = canvas.getByRole('button', { name: 'Create an offer' });
    await expect(box.getBoundingClientRect().width).toBeGreaterThan(600);
    // One row: the action beside the search, not under it.
    await expect(action.getBoundingClientRect().top).toBeLessThan(box.getBoundingClientRect().bottom);
  },
};

/** In a row too narrow for both, the search keeps a usable width and the action wraps under it. */
export const InNarrowToolbar: Story = {
  decorators: [toolbar(360)],
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search events' });
    await expect(box.getBoundingClientRect().width).toBeGreaterThanOrEqual(200);
    await expect(canvas.getByRole('search', { name: 'Search events' }).getBoundingClientRect().right).toBeLessThanOrEqual(361);
  },
};

/** What a placeholder's text needs and what its box gives it, in CSS pixels. */
function placeholderRoom(input: HTMLInputElement) {
  const style = getComputedStyle(input);
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return { needs: context.measureText(input.placeholder).width, room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
}

/** On a phone, full width beside its button: the placeholder shows whole (it was cut at 'Event name or c'). */
export const Phone: Story = {
  args: { placeholder: 'Event name or code' },
  decorators: [(Story) => <div style={{ width: 328 }}><Story /></div>],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const { needs, room } = placeholderRoom(canvas.getByRole('searchbox', { name: 'Search events' }));
    await expect(needs).toBeLessThanOrEqual(room);
  },
};
