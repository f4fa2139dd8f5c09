import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { i18n } from '@/i18n';
import { GlobalStyle, ToastViewport } from '@/ui';
import type { BootOutcome } from './boot/boot';
import { StartupView } from './boot/startup-view';
import { MoneyEventsSlot } from './chrome/money-events-slot';
import { UpdateSlot } from './pwa/update-slot';

export function App({
  initialOutcome,
  queryClient,
}: {
  readonly initialOutcome: BootOutcome;
  readonly queryClient: QueryClient;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter>
            <GlobalStyle />
            <StartupView initialOutcome={initialOutcome} />
            <ToastViewport />
            <MoneyEventsSlot />
            <UpdateSlot />
          </BrowserRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
