import { ASCENT, DESCENT, fitText, textWidth, wrapText, type FontKey } from '../text/fontMetrics';
import { toWinAnsi } from '../text/winAnsi';

/** US letter in PDF points (1/72 inch): 8.5" x 11". */
export const LETTER = { width: 612, height: 792 } as const;
/** Half-inch margins. */
export const MARGIN = 36;

/** Text placed on a page: `x` is its left edge and `y` its baseline, in points from bottom-left. */
export interface TextItem {
  readonly kind: 'text';
  /** WinAnsi-safe text (see toWinAnsi); never contains a line break. */
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly font: FontKey;
  /** 0 is black, 1 white. */
  readonly gray: number;
  /** Items with the same number make one printed line of `pageLines`. */
  readonly line: number;
}

export interface RuleItem {
  readonly kind: 'rule';
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly thickness: number;
  readonly dashed: boolean;
}

export interface BoxItem {
  readonly kind: 'box';
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Fill gray level, or undefined for an outline only. */
  readonly fillGray: number | undefined;
  readonly borderWidth: number;
}

export type LayoutItem = TextItem | RuleItem | BoxItem;

/** One page, fully placed: a renderer draws exactly these items and nothing else. */
export interface PageLayout {
  readonly width: number;
  readonly height: number;
  readonly items: readonly LayoutItem[];
}

/**
 * The printed text of a page, one entry per printed line, in the order it was laid out; the
 * cells of a line are joined with " | " (e.g. "Medicare | $31.42 | $362.50").
 */
export function pageLines(page: PageLayout): string[] {
  const lines = new Map<number, TextItem[]>();
  for (const item of page.items) {
    if (item.kind !== 'text' || item.text.trim() === '') continue;
    const cells = lines.get(item.line) ?? [];
    cells.push(item);
    lines.set(item.line, cells);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, cells]) =>
      cells
        .sort((a, b) => a.x - b.x)
        .map((cell) => cell.text.trim())
        .join(' | '),
    );
}

/** The box a text item covers, for overlap checks. */
export function textBounds(item: TextItem): { x1: number; y1: number; x2: number; y2: number } {
  return {
    x1: item.x,
    y1: item.y - item.size * DESCENT,
    x2: item.x + textWidth(item.text, item.font, item.size),
    y2: item.y + item.size * ASCENT,
  };
}

/** One cell of a printed line. */
export interface Cell {
  readonly text: string;
  /** The left edge, or the right edge for `align: 'right'`. */
  readonly x: number;
  readonly align?: 'left' | 'right';
  readonly font?: FontKey;
  /** Overrides the line's size (before scaling). */
  readonly size?: number;
  /** Shrinks (then cuts) the text to this width; see fitText. */
  readonly maxWidth?: number;
  readonly gray?: number;
}

/** One entry of a column block (see PageWriter.columns). */
export interface Entry {
  readonly text: string;
  readonly font: FontKey;
  readonly size: number;
}

export interface LineStyle {
  readonly size: number;
  readonly font?: FontKey;
  /** Extra space under the line, beyond the usual leading. */
  readonly after?: number;
  readonly gray?: number;
}

/** The items of one page being laid out, shared by the writers of its regions. */
export class PageBuilder {
  readonly items: LayoutItem[] = [];
  private lines = 0;

  /** A number for the next printed line. */
  nextLine(): number {
    return this.lines++;
  }

  /** A writer starting at `top`, with sizes multiplied by `scale`. */
  writer(top: number, scale: number = 1): PageWriter {
    return new PageWriter(this, top, scale);
  }

  page(): PageLayout {
    return { width: LETTER.width, height: LETTER.height, items: this.items };
  }
}

/**
 * Places text top-down in one region of a page. `y` is the top of the next line; every size and
 * gap is multiplied by `scale`, so a crowded region can be laid out again smaller.
 */
export class PageWriter {
  y: number;

  constructor(
    private readonly builder: PageBuilder,
    top: number,
    readonly scale: number = 1,
  ) {
    this.y = top;
  }

  get items(): LayoutItem[] {
    return this.builder.items;
  }

  /** Moves down by `points` (scaled). */
  gap(points: number): void {
    this.y -= points * this.scale;
  }

  /** One printed line of cells at the cursor; the cursor moves below it. */
  line(cells: readonly Cell[], style: LineStyle): void {
    const size = Math.max(style.size, ...cells.map((cell) => cell.size ?? 0)) * this.scale;
    const height = size * 1.25;
    const baseline = this.y - (height - size * (ASCENT + DESCENT)) / 2 - size * ASCENT;
    const line = this.builder.nextLine();
    for (const cell of cells) {
      const font = cell.font ?? style.font ?? 'regular';
      const safe = toWinAnsi(cell.text);
      if (safe.trim() === '') continue;
      const cellSize = (cell.size ?? style.size) * this.scale;
      const fitted =
        cell.maxWidth === undefined
          ? { text: safe, size: cellSize }
          : fitText(safe, font, cellSize, cell.maxWidth, cellSize * 0.6);
      const width = textWidth(fitted.text, font, fitted.size);
      this.items.push({
        kind: 'text',
        text: fitted.text,
        x: cell.align === 'right' ? cell.x - width : cell.x,
        y: baseline,
        size: fitted.size,
        font,
        gray: cell.gray ?? style.gray ?? 0,
        line,
      });
    }
    this.y -= height + (style.after ?? 0) * this.scale;
  }

  /** Text wrapped to `width` from `x`, one printed line per wrapped line. */
  paragraph(text: string, x: number, width: number, style: LineStyle): void {
    const font = style.font ?? 'regular';
    const lines = wrapText(toWinAnsi(text), font, style.size * this.scale, width);
    lines.forEach((line, i) =>
      this.line([{ text: line, x }], { ...style, after: i === lines.length - 1 ? style.after : 0 }),
    );
  }

  /**
   * Two blocks side by side, line by line: `left` from `leftX`, `right` right-aligned at
   * `rightX`. Each entry is wrapped to its block's width.
   */
  columns(
    left: readonly Entry[],
    right: readonly Entry[],
    blocks: { leftX: number; leftWidth: number; rightX: number; rightWidth: number },
  ): void {
    const wrap = (entries: readonly Entry[], width: number) =>
      entries.flatMap((entry) =>
        wrapText(toWinAnsi(entry.text), entry.font, entry.size * this.scale, width).map((text) => ({
          ...entry,
          text,
        })),
      );
    const leftLines = wrap(left, blocks.leftWidth);
    const rightLines = wrap(right, blocks.rightWidth);
    for (let i = 0; i < Math.max(leftLines.length, rightLines.length); i += 1) {
      const l = leftLines[i];
      const r = rightLines[i];
      const cells: Cell[] = [];
      if (l) cells.push({ text: l.text, x: blocks.leftX, font: l.font, size: l.size });
      if (r) {
        cells.push({ text: r.text, x: blocks.rightX, align: 'right', font: r.font, size: r.size });
      }
      this.line(cells, { size: Math.min(l?.size ?? Infinity, r?.size ?? Infinity) });
    }
  }

  /** A horizontal rule at the cursor, then a small gap. */
  rule(x1: number, x2: number, options: { thickness?: number; dashed?: boolean } = {}): void {
    this.items.push({
      kind: 'rule',
      x1,
      y1: this.y,
      x2,
      y2: this.y,
      thickness: options.thickness ?? 0.5,
      dashed: options.dashed ?? false,
    });
    this.gap(3);
  }

  /** A filled band behind the next line of the given style (a table heading). */
  band(x1: number, x2: number, style: LineStyle, fillGray: number): void {
    const height = style.size * this.scale * 1.25;
    this.items.push({
      kind: 'box',
      x: x1,
      y: this.y - height,
      width: x2 - x1,
      height,
      fillGray,
      borderWidth: 0,
    });
  }
}
