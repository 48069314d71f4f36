import type { ServerPluginContext } from '@keel/core/server';
import { mailServiceRef } from '@keel/core/domain';
import { MALFORMED_CODE, normalizeCode } from '../domain/certificates/code';
import { unknownCode, verification } from '../domain/certificates/schema';
import { trainingRoutes } from '../domain/routes';
import { certificateStore } from './certificateStore';
import { refuse } from './refuse';

/** The page of the web app where anyone can check a code. */
export const verifyPagePath = (code: string) => `/verify/${code}`;

/**
 * GET /certificates/:code, public: what the certificate states (name, module, date, valid) and
 * nothing else; 400 for a malformed code, 404 with `valid: false` for one no certificate has.
 * GET /certificates/:code/pdf: the certificate as a PDF, for its holder only.
 */
export function registerCertificateRoutes({
  router,
  publicRouter,
  auth,
  records,
  services,
}: ServerPluginContext) {
  const certificates = certificateStore(records);
  const mail = services.get(mailServiceRef);

  publicRouter.get(trainingRoutes.verifyCertificate.path, async (ctx) => {
    const code = normalizeCode(String(ctx.params.code));
    if (code === null) return refuse(ctx, { field: 'code', message: MALFORMED_CODE });
    const certificate = await certificates.get(code);
    ctx.set('Cache-Control', 'no-store');
    if (!certificate) {
      const answer = unknownCode(code);
      ctx.status = 404;
      ctx.body = { ...answer, error: answer.message };
      return;
    }
    ctx.body = verification(certificate);
  });

  router.get(trainingRoutes.certificatePdf.path, async (ctx) => {
    const { userId } = await auth.requireUser(ctx);
    const code = normalizeCode(String(ctx.params.code));
    if (code === null) return refuse(ctx, { field: 'code', message: MALFORMED_CODE });
    const certificate = await certificates.get(code);
    // Someone else's certificate is answered like one that does not exist.
    if (!certificate || certificate.userId !== userId) {
      ctx.status = 404;
      ctx.body = { error: `You hold no certificate with the code ${code}` };
      return;
    }
    // The PDF code and pdf-lib load with the first certificate, not with the server.
    const { certificatePdf } = await import('./certificatePdf');
    const bytes = await certificatePdf(certificate, mail.linkTo(verifyPagePath(code)));
    ctx.set('Content-Type', 'application/pdf');
    ctx.set('Content-Disposition', `attachment; filename="keel-certificate-${code}.pdf"`);
    ctx.body = Buffer.from(bytes);
  });
}
