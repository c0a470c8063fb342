import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';

// Storybook 10 loads this file as an ES module, so `require` has to be made by hand.
const require = createRequire(import.meta.url);

/** Resolve a package's folder so the preset loader finds it even when npm nests installs. */
function getAbsolutePath(value: string): string {
  return dirname(require.resolve(join(value, 'package.json')));
}

const config: StorybookConfig = {
  stories: [
    // Docs pages: foundations, guidelines (do's and don'ts), patterns (packages/ui/src/docs).
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    // Whole screens: the apps' real pages against Mock Service Worker answers. Storybook reads the apps; nothing
    // in packages/ imports them, so the dependency direction (apps -> shell -> ui, api -> domain) is unchanged.
    '../apps/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    getAbsolutePath('@storybook/addon-docs'),
    getAbsolutePath('@storybook/addon-a11y'),
    getAbsolutePath('@storybook/addon-vitest'),
  ],
  // The Mock Service Worker script (public/mockServiceWorker.js) is served at the root of Storybook.
  staticDirs: ['./public'],
  framework: {
    name: getAbsolutePath('@storybook/react-vite') as '@storybook/react-vite',
    options: {},
  },
  docs: {
    // Every component's docs page: description from its doc comment, the props table from its TypeScript types.
    defaultName: 'Docs',
  },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
  },
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
};

export default config;
