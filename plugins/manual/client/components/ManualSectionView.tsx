import type { ManualSection } from '../../domain/content/schema';
import { ManualText } from './ManualText';

function SectionBody({ section }: { section: ManualSection }) {
  return (
    <>
      {section.paragraphs.map((p, i) => (
        <p key={i}>
          <ManualText sentence={p} />
        </p>
      ))}
      {section.steps.length > 0 && (
        <ol className="manual-steps">
          {section.steps.map((s, i) => (
            <li key={i}>
              <ManualText sentence={s} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/**
 * One section, with its id as the anchor a link to it names; in an accordion tab, a disclosure
 * that is open when the link names it.
 */
export function ManualSectionView({
  section,
  accordion,
  open,
}: {
  section: ManualSection;
  accordion: boolean;
  open: boolean;
}) {
  if (accordion)
    return (
      <details id={section.id} className="manual-section manual-accordion" open={open}>
        <summary>
          <h2>{section.title}</h2>
        </summary>
        <SectionBody section={section} />
      </details>
    );
  return (
    <section id={section.id} className="manual-section" aria-labelledby={`${section.id}-title`}>
      <h2 id={`${section.id}-title`}>{section.title}</h2>
      <SectionBody section={section} />
    </section>
  );
}
