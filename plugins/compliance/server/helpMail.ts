import { auditServiceRef, mailServiceRef, type MemberContext } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import type { AreaSummary } from '../domain/checkRun';

/** The roles Get Help writes to. */
export const HELP_ROLES = ['accountant', 'cpa'] as const;

/** The e-mail of an author 'First Last <email>'. */
function emailOf(author: string): string | undefined {
  return /<([^<>\s]+@[^<>\s]+)>$/.exec(author)?.[1];
}

/** The message: the area's score and each finding with what to do and where. */
function helpText(
  area: AreaSummary,
  askedBy: string,
  companyName: string,
  linkTo: (path: string) => string,
): string {
  const findings = area.requirements.flatMap((r) => r.findings);
  return [
    `${askedBy} asks for your help with ${area.title} of ${companyName}: the area scores ${area.score ?? 'no score'} (${area.status.replace('_', ' ')}).`,
    '',
    ...findings.flatMap((f, i) => [
      `${i + 1}. ${f.title}`,
      f.description,
      `${f.fix.label}: ${linkTo(f.fix.path)}`,
      '',
    ]),
    `The Compliance Monitor: ${linkTo(`/compliance-monitor?open=area-${area.id}`)}`,
  ].join('\n');
}

/**
 * Sends the area's findings by e-mail (`core.mail`) to each accountant and CPA member of the
 * company, replies going to the member who asked; answers how many went.
 */
export async function mailHelp(
  ctx: ServerPluginContext,
  member: MemberContext,
  area: AreaSummary,
  companyName: string,
): Promise<number> {
  const mail = ctx.services.get(mailServiceRef);
  const members = await ctx.services.get(auditServiceRef).members(member.companyId);
  const helpers = members.filter((m) => (HELP_ROLES as readonly string[]).includes(m.role));
  const text = helpText(area, member.author, companyName, (path) => mail.linkTo(path));
  let sent = 0;
  for (const helper of helpers) {
    const result = await mail.send({
      to: helper.email,
      replyTo: emailOf(member.author),
      subject: `Help asked: ${area.title} of ${companyName}`.slice(0, 200),
      text,
    });
    if (result.ok) sent += 1;
  }
  return sent;
}
