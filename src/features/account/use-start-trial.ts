import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/tenant/paths';
import { useSiteConfig } from '@/tenant/site';
import { startTrial } from './api';

/** TRIAL-01: test play on the login page and the trial page's start: a trial session, then home. */
export function useStartTrial() {
  const config = useSiteConfig();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => startTrial(config.trialMerchantCode),
    onSuccess: () => void navigate(paths.home(), { replace: true }),
  });
}
