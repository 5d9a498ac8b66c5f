import type { Preview } from '@storybook/react-vite';
import '../apps/web/src/styles/global.scss';

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
