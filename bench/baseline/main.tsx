import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The floor: React 19 rendering one heading, nothing else.
const element = document.getElementById('root');
if (element) {
  createRoot(element).render(
    <StrictMode>
      <h1>Hello from React 19</h1>
    </StrictMode>,
  );
}
