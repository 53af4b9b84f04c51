import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotificationsProvider } from '@/components/notifications';
import { SearchTextProvider } from '@/lib/search-text';
import { appTheme } from './theme';

export function AppProvider({
  children,
  queryClient,
  emotionCache,
}: {
  children: ReactNode;
  queryClient: QueryClient;
  emotionCache: EmotionCache;
}) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={appTheme()}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <SearchTextProvider>
            <NotificationsProvider>{children}</NotificationsProvider>
          </SearchTextProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
