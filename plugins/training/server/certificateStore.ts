import type { PluginRecordsService } from '@keel/core/server';
import { certificateSchema, type Certificate } from '../domain/certificates/schema';

const COLLECTION = 'certificates';

/** Certificates under their verification code, readable by anyone who has the code. */
export function certificateStore(records: PluginRecordsService) {
  return {
    async get(code: string): Promise<Certificate | null> {
      const stored = await records.get(COLLECTION, code);
      return stored === null ? null : certificateSchema.parse(stored);
    },
    put: (certificate: Certificate) => records.put(COLLECTION, certificate.code, certificate),
    /** A code `make` answers that no certificate has yet (60 random bits: a clash is rare). */
    async freeCode(make: () => string): Promise<string> {
      for (;;) {
        const code = make();
        if ((await records.get(COLLECTION, code)) === null) return code;
      }
    },
  };
}
