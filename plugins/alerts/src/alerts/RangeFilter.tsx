import { TimeRangePicker, type TimeRangeId } from '@palisade/sdk';

export interface RangeFilterProps {
  /** The checkbox's label ("Limit by last seen"). */
  toggle: string;
  /** The picker's label ("Last seen"). */
  label: string;
  value: TimeRangeId | null;
  onChange: (value: TimeRangeId | null) => void;
}

/** An optional time window: off by default, a week once turned on, then any of the SDK's ranges. */
export function RangeFilter({ toggle, label, value, onChange }: RangeFilterProps) {
  return (
    <span className="alerts-range">
      <label>
        <input type="checkbox" checked={value !== null} onChange={(e) => onChange(e.target.checked ? 'last-1-week' : null)} />
        {toggle}
      </label>
      {value !== null && <TimeRangePicker label={label} value={value} onChange={(range) => onChange(range)} />}
    </span>
  );
}
