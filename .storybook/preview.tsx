import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import type { Preview } from '@storybook/react-vite';
import type { PropsWithChildren } from 'react';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '../packages/ui/src/theme/fonts.css';
import { DiyThemeProvider } from '../packages/ui/src/theme';

const preview: Preview = {
  // Every component gets a docs page: its doc comment, the props table from its types, and its stories.
  tags: ['autodocs'],
  // Mock Service Worker answers the screens' API calls (each screen story installs its handlers in beforeEach).
  loaders: [mswLoader()],
  decorators: [
    (Story) => (
      <DiyThemeProvider>
        <Story />
      </DiyThemeProvider>
    ),
  ],
  parameters: {
    // Docs pages (the foundations, guidelines and patterns in MDX, and each component's) draw outside the stories'
    // decorators: they get the theme here, or every styled part read an undefined theme (the served foundations
    // pages showed "Cannot read properties of undefined").
    docs: {
      container: ({ children, context }: PropsWithChildren<DocsContainerProps>) => (
        <DocsContainer context={context}>
          <DiyThemeProvider>{children}</DiyThemeProvider>
        </DocsContainer>
      ),
    },
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
        // The two sizes every screen story is drawn and reviewed at.
        screenPhone: { name: 'Screen: phone (360 x 780)', styles: { width: '360px', height: '780px' }, type: 'mobile' },
        screenDesktop: { name: 'Screen: desktop (1366 x 800)', styles: { width: '1366px', height: '800px' }, type: 'desktop' },
      },
    },
    options: {
      storySort: { order: ['Foundations', 'Patterns', 'Guidelines', 'Screens', '*'] },
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
