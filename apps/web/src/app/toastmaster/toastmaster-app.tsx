import { QueryClientProvider } from '@tanstack/react-query';
import { LucideProvider } from 'lucide-react';
import { useState } from 'react';
import { DeskPage } from '../../features/toastmaster-desk/components/desk-page';
import { createQueryClient } from '../../lib/query-client';

export interface ToastmasterAppProps {
  token: string;
  language: string;
}

/**
 * The toastmaster's entry (issue 36 item 4): `/toastmaster/{token}` on a site's host. Neither the guests'
 * app nor the owners' app: its own chunk, loaded only on this path, so no guest downloads the desk.
 */
export default function ToastmasterApp({ token, language }: ToastmasterAppProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LucideProvider size={20} strokeWidth={1.75}>
        <DeskPage token={token} language={language} />
      </LucideProvider>
    </QueryClientProvider>
  );
}
