import { useCallback } from 'react';
import { downloadFile, pluginApi, requestFile, useToast } from '@keel/core/client';
import { trainingRoutes } from '../../domain/routes';
import { plugin } from '../../plugin';

const api = pluginApi(plugin);

/** Downloads one's certificate as a PDF, with a toast when it fails. */
export function useCertificateDownload() {
  const { toast } = useToast();
  return useCallback(
    async (code: string) => {
      try {
        const file = await requestFile(api.path(trainingRoutes.certificatePdf, { code }));
        downloadFile(file.fileName ?? `keel-certificate-${code}.pdf`, file.bytes, file.type);
      } catch {
        toast({
          title: 'Download Failed',
          description: 'The certificate was not downloaded; try again',
          variant: 'destructive',
        });
      }
    },
    [toast],
  );
}
