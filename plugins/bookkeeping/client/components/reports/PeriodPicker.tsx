import { useState } from 'react';
import { Button, Input } from '@keel/core/client';
import {
  checkPeriod,
  periodPresets,
  presetPeriod,
  type ReportPeriod,
} from '../../../domain/reportFiles/reportDates';

/**
 * The reports' period: From and To dates and the presets. A period as typed is passed on only
 * once both dates are real and in order; until then the fields say what is wrong.
 */
export function PeriodPicker({
  period,
  today,
  onChange,
}: {
  period: ReportPeriod;
  today: string;
  onChange: (period: ReportPeriod) => void;
}) {
  const [draft, setDraft] = useState(period);
  const errors = checkPeriod(draft);
  const edit = (next: ReportPeriod) => {
    setDraft(next);
    if (Object.keys(checkPeriod(next)).length === 0) onChange(next);
  };
  return (
    <div className="bk-period">
      <Input
        type="date"
        label="From"
        value={draft.from}
        max={draft.to || undefined}
        error={errors.From}
        onChange={(event) => edit({ ...draft, from: event.target.value })}
      />
      <Input
        type="date"
        label="To"
        value={draft.to}
        min={draft.from || undefined}
        error={errors.To}
        onChange={(event) => edit({ ...draft, to: event.target.value })}
      />
      <div className="k-toolbar" role="group" aria-label="Period presets">
        {periodPresets.map((preset) => {
          const range = presetPeriod(preset, today);
          const chosen = range.from === period.from && range.to === period.to;
          return (
            <Button
              key={preset}
              variant={chosen ? 'secondary' : 'ghost'}
              size="sm"
              aria-pressed={chosen}
              onClick={() => edit(range)}
            >
              {preset}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
