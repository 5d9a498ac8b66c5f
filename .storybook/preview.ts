import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '../apps/web/src/styles/global.scss';

// As in the web project's tests (apps/web/src/test-setup.ts): `npm test` runs two files at a time
// beside the static checks, and a lazy screen's first import can take over a second on a busy
// machine. findBy/waitFor wait up to 5 s and return as soon as the condition holds.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: {
          name: 'Phone 390×844',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        small: {
          name: 'Small phone 320×640',
          styles: { width: '320px', height: '640px' },
          type: 'mobile',
        },
      },
    },
  },
  initialGlobals: { viewport: { value: 'phone', isRotated: false } },
};

export default preview;
