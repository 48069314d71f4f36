/** One run of text on a PDF page, in page units with y growing upwards (PDF user space). */
export interface PdfTextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

/** A run's place in a line: which characters of the line's text it drew, and where. */
interface PdfTextPiece {
  from: number;
  to: number;
  x: number;
  right: number;
}

/** A line of text on a page: items at one height, left to right, with where each came from. */
export interface PdfTextLine {
  page: number;
  /** 1-based, counting every line of the document in reading order. */
  number: number;
  y: number;
  text: string;
  pieces: PdfTextPiece[];
}

// Items whose baselines differ by less than this share of the font size are on one line.
const SAME_LINE = 0.4;
// Items closer than this share of the font size are one word (PDFs often draw letters apart).
const SAME_WORD = 0.12;

/** Groups a page's text items into lines: by baseline, top to bottom, then left to right. */
export function groupPdfTextLines(
  page: number,
  items: readonly PdfTextItem[],
  firstNumber = 1,
): PdfTextLine[] {
  const sorted = items
    .map((item) => ({ ...item, text: item.text.replace(/\s+/g, ' ') }))
    .filter((item) => item.text.trim() !== '')
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: (typeof sorted)[] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    const tolerance = Math.max(1, SAME_LINE * item.fontSize);
    if (row && Math.abs(row[0]!.y - item.y) <= tolerance) row.push(item);
    else rows.push([item]);
  }
  return rows.map((row, index) => {
    row.sort((a, b) => a.x - b.x);
    let text = '';
    const pieces: PdfTextPiece[] = [];
    let previous: (typeof row)[number] | undefined;
    for (const item of row) {
      // Fake bold: the same text drawn twice a fraction of a point apart.
      if (previous && previous.text === item.text && Math.abs(previous.x - item.x) < 1) continue;
      let chunk = item.text;
      if (previous) {
        const gap = item.x - (previous.x + previous.width);
        const apart = gap > SAME_WORD * Math.max(item.fontSize, previous.fontSize);
        if (text.endsWith(' ')) chunk = chunk.trimStart();
        else if (apart && !chunk.startsWith(' ')) text += ' ';
      } else {
        chunk = chunk.trimStart();
      }
      pieces.push({
        from: text.length,
        to: text.length + chunk.length,
        x: item.x,
        right: item.x + item.width,
      });
      text += chunk;
      previous = item;
    }
    const trimmed = text.trimEnd();
    return { page, number: firstNumber + index, y: row[0]!.y, text: trimmed, pieces };
  });
}

/** Where characters [from, to) of a line were drawn, from their share of the run that drew them. */
export function spanOf(
  line: PdfTextLine,
  from: number,
  to: number,
): { left: number; right: number } {
  const at = (index: number, side: 'left' | 'right') => {
    const piece =
      line.pieces.find((p) => index >= p.from && index < p.to) ??
      (side === 'left'
        ? line.pieces.find((p) => p.from >= index)
        : line.pieces.findLast((p) => p.to <= index + 1));
    if (!piece) return side === 'left' ? 0 : Infinity;
    const length = Math.max(1, piece.to - piece.from);
    const offset = Math.min(Math.max(index - piece.from, 0), length) + (side === 'right' ? 1 : 0);
    return piece.x + ((piece.right - piece.x) * Math.min(offset, length)) / length;
  };
  return { left: at(from, 'left'), right: at(Math.max(from, to - 1), 'right') };
}
