import type { Preview } from '@storybook/react-vite';
import { DiyThemeProvider } from '../packages/ui/src/theme';

const preview: Preview = {
  decorators: [
    (Story) => (
      <DiyThemeProvider>
        <Story />
      </DiyThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
    backgrounds: {
      options: {
        canvas: { name: 'Canvas', value: '#f6f7f9' },
        surface: { name: 'Surface', value: '#ffffff' },
      },
    },
    viewport: {
      options: {
        phone: { name: 'Phone (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    a11y: {
      // Accessibility violations fail the story tests (Vitest addon) and show as errors in the panel.
      test: 'error',
    },
  },
  initialGlobals: {
    backgrounds: { value: 'canvas' },
  },
};

export default preview;
