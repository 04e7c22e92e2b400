import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from '@backoffice/ui';
import { App } from './app/App';
import { createAppApi } from './app/api';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const api = createAppApi();

createRoot(container).render(
  <StrictMode>
    <ThemeProvider>
      <BrowserRouter>
        <App api={api} />
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);
