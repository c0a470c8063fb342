import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { color } from '../../theme/tokens';
import { ColourFoundation } from './ColourFoundation';
import { FormatFoundation } from './FormatFoundation';
import { LayoutFoundation } from './LayoutFoundation';
import { MotionFoundation } from './MotionFoundation';
import { ProgressFoundation } from './ProgressFoundation';
import { ShapeFoundation } from './ShapeFoundation';
import { TypeFoundation } from './TypeFoundation';

/**
 * The foundations pages (Foundations/* in the sidebar) as stories, so each is checked for accessibility and has a
 * reference screenshot. The pages themselves are the MDX files in packages/ui/src/docs.
 */
const meta = {
  title: 'Foundations/Sheets',
  component: ColourFoundation,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ColourFoundation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Contrast ratios' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.length).toBeGreaterThan(20);
    // The theme promises WCAG 2.2 AA for every pairing it uses: a token that breaks it fails here by name.
    const failing = rows.filter((r) => r.textContent?.includes('Fails')).map((r) => r.textContent);
    await expect(failing).toEqual([]);
    await expect(canvas.getByRole('region', { name: 'color.progress' })).toHaveTextContent(color.progress.red);
  },
};

export const Typography: Story = {
  render: () => <TypeFoundation />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Type scale' })).toHaveTextContent('hero · 2.75rem');
    // The bundled face is the one drawing: Noto Sans, loaded (not a fallback).
    await document.fonts.ready;
    await expect(document.fonts.check('16px "Noto Sans"', '₹ मुंबई')).toBe(true);
  },
};

export const SpacingRadiiElevation: Story = {
  name: 'Spacing, radii, elevation',
  render: () => <ShapeFoundation />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Elevation' })).toHaveTextContent('shadow.xl');
  },
};

export const Layout: Story = {
  render: () => <LayoutFoundation />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Breakpoint tokens' })).toHaveTextContent('breakpoint.desktopMinPx768');
  },
};

export const Motion: Story = {
  render: () => <MotionFoundation />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Durations' })).toHaveTextContent('motion.normal200ms');
  },
};

export const ProgressColours: Story = {
  name: 'Progress colours',
  render: () => <ProgressFoundation />,
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('table', { name: 'Progress colour per percentage' })).getAllByRole('row');
    await expect(rows.find((r) => r.textContent?.startsWith('25%'))).toHaveTextContent('orange');
    await expect(rows.find((r) => r.textContent?.startsWith('75%'))).toHaveTextContent('green');
  },
};

export const Formats: Story = {
  render: () => <FormatFoundation />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Formatters' });
    await expect(table).toHaveTextContent('₹1,00,000.50');
    await expect(table).toHaveTextContent('24/12/2026');
    await expect(table).toHaveTextContent('07:30 PM');
    await expect(table).toHaveTextContent('98XXXXXX21');
  },
};
