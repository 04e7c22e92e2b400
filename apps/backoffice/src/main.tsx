import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from '@backoffice/ui';
import { App } from './app/App';
import { createAppApi } from './shared/api';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const api = createAppApi();

createRoot(container).render(
  <StrictMode>
    <ThemeProvider>
      {/* Navigations render at once, not in a transition: the board's filters are read from the
          URL, and a change made while a transition is pending would read the previous one. */}
      <BrowserRouter useTransitions={false}>
        <App api={api} />
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);
