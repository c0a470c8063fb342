import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { theme } from './tokens';
import { cssVariables } from './css-variables';

/** A reference sheet of the design tokens, drawn from the same objects the components use. */
function TokenSheet() {
  const groups = Object.entries(theme.color) as [string, Record<string, string>][];
  return (
    <div style={{ display: 'grid', gap: 32, fontFamily: theme.font.family.sans }}>
      {groups.map(([group, values]) => (
        <section key={group} aria-label={`${group} colours`}>
          <h2 style={{ fontSize: theme.font.size.lg, marginBottom: 12 }}>color.{group}</h2>
          <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
            {Object.entries(values).map(([name, value]) => (
              <div key={name} style={{ border: `1px solid ${theme.color.border.default}`, borderRadius: 8, overflow: 'hidden', background: theme.color.bg.surface }}>
                <div style={{ height: 48, background: value }} />
                <div style={{ padding: 8, fontSize: theme.font.size.xs }}>
                  <strong>{name}</strong>
                  <div style={{ color: theme.color.fg.muted }}>{value}</div>
                </div>
              </div>
            ))}
          </div>
        </section>
      ))}
      <section aria-label="Type scale">
        <h2 style={{ fontSize: theme.font.size.lg, marginBottom: 12 }}>font.size</h2>
        {Object.entries(theme.font.size).map(([name, value]) => (
          <p key={name} style={{ fontSize: value, lineHeight: theme.font.lineHeight.snug }}>
            {name} · {value} · Sunburn Arena, Mumbai ₹1,00,000
          </p>
        ))}
      </section>
      <section aria-label="Space scale">
        <h2 style={{ fontSize: theme.font.size.lg, marginBottom: 12 }}>space</h2>
        {Object.entries(theme.space).map(([name, value]) => (
          <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 12, fontSize: theme.font.size.xs }}>
            <span style={{ width: 48 }}>{name}</span>
            <span style={{ width: value, height: 12, background: theme.color.bg.accent, borderRadius: 2 }} />
            <span>{value}</span>
          </div>
        ))}
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokenSheet,
} satisfies Meta<typeof TokenSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'bg colours' })).toBeInTheDocument();
    // GlobalStyle (from DiyThemeProvider in preview.tsx) writes every token to :root.
    const root = getComputedStyle(document.documentElement);
    await expect(root.getPropertyValue('--diy-color-bg-accent').trim()).toBe(theme.color.bg.accent);
    await expect(root.getPropertyValue('--diy-size-toast-width-desktop').trim()).toBe('350px');
    await expect(root.getPropertyValue('--diy-z-index-toast').trim()).toBe(String(theme.zIndex.toast));
    await expect(Object.keys(cssVariables).length).toBeGreaterThan(80);
  },
};

export const Stacking: Story = {
  render: () => <p>Toast above popup above overlay above the app bar.</p>,
  play: async () => {
    const z = theme.zIndex;
    await expect(z.toast).toBeGreaterThan(z.popup);
    await expect(z.popup).toBeGreaterThan(z.overlay);
    await expect(z.overlay).toBeGreaterThan(z.appBar);
  },
};
