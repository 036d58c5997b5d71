import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Placeholder entry until the app shell lands (issue: places workspace).
function App() {
  return <h1>Pickup Desk</h1>;
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
