/** One row of an uploaded sheet: its row number as a spreadsheet shows it, and its cells as text. */
export interface SheetRow {
  /** 1-based: the header is usually row 1. */
  row: number;
  cells: string[];
}
